// The scope count (gazetteer_signature) a document's links were made against. strata doctor reports a
// complete document whose count is not the graph's as linked against an older hierarchy, and the ingest
// relinks it instead of skipping it as unchanged (loaders/relink.py). ledger_at moves the corpus
// signature, so a running service rereads the chunks' node ids after a relink.
MATCH (d:Document {id: $doc_id})
SET d.linked_scopes = $scopes, d.ledger_at = timestamp()
