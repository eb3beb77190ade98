// strata doctor --repair: a complete document lost chunks of its ledger; any status but 'complete'
// makes the next `strata ingest` of its file rewrite it instead of skipping it as unchanged.
UNWIND $ids AS doc_id
MATCH (d:Document {id: doc_id})
SET d.status = 'damaged'
WITH count(*) AS marked
WHERE marked > 0
MERGE (v:Corpus {id: 'strata:corpus'})
SET v.version = coalesce(v.version, 0) + 1, v.changed_at = timestamp()
