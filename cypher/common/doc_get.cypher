// The ingest ledger's view of a document: its content hash and whether its last ingest completed.
MATCH (d:Document {id: $doc_id})
RETURN d.content_hash AS content_hash, d.status AS status
