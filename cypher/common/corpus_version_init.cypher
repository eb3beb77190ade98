// At open (Engine.open): a data directory written before the Corpus node existed gets it once, so
// corpus_version answers instead of reading every Document (corpus_signature, linear in documents).
// Nothing when the node exists or no document does (an empty graph stays empty: has_data).
OPTIONAL MATCH (v:Corpus {id: 'strata:corpus'})
WITH v
WHERE v IS NULL
MATCH (d:Document)
WITH d
LIMIT 1
MERGE (n:Corpus {id: 'strata:corpus'})
ON CREATE SET n.version = 0, n.changed_at = timestamp()
