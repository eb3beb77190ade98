// Explorer search results: the containing places of a few places (up to three levels), so
// "Paradise" reads "Paradise · Butte County, California, United States".
UNWIND $ids AS node_id
MATCH (n:Scope {id: node_id})
MATCH path = (n)-[:LOCATED_IN*1..3]->(a:Place)
RETURN n.id AS id, a.id AS ancestor, a.name AS name, a.kind AS kind, min(length(path)) AS depth
LIMIT $limit
