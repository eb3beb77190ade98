// What a document's links were made against: the scope count (gazetteer_signature) and the linking version
// (loaders/relink.py: link_stamp). strata doctor reports a complete document stamped otherwise as linked
// against an older hierarchy or linker, and the ingest
// relinks it instead of skipping it as unchanged (loaders/relink.py). ledger_at moves the corpus
// signature and the Corpus node's version, so a running service rereads the chunks' node ids after a relink.
MATCH (d:Document {id: $doc_id})
SET d.linked_scopes = $scopes, d.ledger_at = timestamp()
WITH d
MERGE (v:Corpus {id: 'strata:corpus'})
SET v.version = coalesce(v.version, 0) + 1, v.changed_at = timestamp()
