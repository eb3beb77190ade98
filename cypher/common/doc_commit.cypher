// The new version's chunks, links and vectors are all written: questions see it from now on
// (committed_chunk_ids = this version's ledger), before the old version's chunks are deleted.
MATCH (d:Document {id: $doc_id})
SET d.committed_chunk_ids = d.chunk_ids, d.ledger_at = timestamp()
