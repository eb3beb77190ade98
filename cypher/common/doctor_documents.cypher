// strata doctor: every document's ledger (status, planned chunk ids), where to re-ingest it from, and
// what relinking it needs (its title; what its links were made against, the link stamp).
MATCH (d:Document)
RETURN d.id AS id, d.status AS status, d.path AS path, d.source AS source, d.chunk_ids AS chunk_ids,
       d.title AS title, d.linked_scopes AS linked_scopes
