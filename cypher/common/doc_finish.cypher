// The document's chunks, links and vectors are all written and its stale chunks deleted: mark it
// complete. finished_at moves the corpus signature (corpus_signature.cypher), so in-memory indexes rebuild;
// so does the Corpus node's version (corpus_version.cypher).
MATCH (d:Document {id: $doc_id})
SET d.status = 'complete', d.content_hash = $content_hash, d.chunk_count = $chunk_count,
    d.finished_at = timestamp(), d.ledger_at = timestamp()
WITH d
MERGE (v:Corpus {id: 'strata:corpus'})
SET v.version = coalesce(v.version, 0) + 1, v.changed_at = timestamp()
