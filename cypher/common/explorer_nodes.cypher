// Explorer: what the page draws for each of a few scope nodes (looked up by indexed id).
// The display label is built from these fields in engine/explorer/data.py.
UNWIND $ids AS node_id
MATCH (n:Scope {id: node_id})
RETURN n.id AS id, labels(n) AS labels, n.name AS name, n.name_en AS name_en, n.kind AS kind,
       n.number AS number, n.level AS level, n.code AS code, n.branch_code AS branch_code,
       n.year AS year, n.quota AS quota, n.community AS community, n.population AS population
LIMIT $limit
