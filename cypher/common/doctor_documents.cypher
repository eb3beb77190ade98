// strata doctor: every document's ledger (status, planned chunk ids) and where to re-ingest it from.
MATCH (d:Document)
RETURN d.id AS id, d.status AS status, d.path AS path, d.source AS source, d.chunk_ids AS chunk_ids
