// The document's chunks, links and vectors are all written: mark it complete.
MATCH (d:Document {id: $doc_id})
SET d.status = 'complete', d.content_hash = $content_hash, d.chunk_count = $chunk_count
