// strata doctor --repair: tie chunks back to the Document their doc_id names (its ledger lists them).
UNWIND $ids AS chunk_id
MATCH (c:Chunk {id: chunk_id})
MATCH (d:Document {id: c.doc_id})
MERGE (c)-[:IN_DOCUMENT]->(d)
WITH count(*) AS attached
WHERE attached > 0
MERGE (v:Corpus {id: 'strata:corpus'})
SET v.version = coalesce(v.version, 0) + 1, v.changed_at = timestamp()
