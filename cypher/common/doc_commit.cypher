// The new version's chunks, links and vectors are all written: questions see it from now on
// (committed_chunk_ids = this version's ledger), before the old version's chunks are deleted. The
// Corpus node's version moves with it (corpus_version.cypher).
MATCH (d:Document {id: $doc_id})
SET d.committed_chunk_ids = d.chunk_ids, d.ledger_at = timestamp()
WITH d
MERGE (v:Corpus {id: 'strata:corpus'})
SET v.version = coalesce(v.version, 0) + 1, v.changed_at = timestamp()
