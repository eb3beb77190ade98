// The ingest ledger's view of a document: its content hash, whether its last ingest completed, and
// what its links were made against (doc_linked: the link stamp).
MATCH (d:Document {id: $doc_id})
RETURN d.content_hash AS content_hash, d.status AS status, d.linked_scopes AS linked_scopes
