// Every ancestor of a scope (itself at depth 0) with its shortest depth, nearest first.
// Same climbing rule as lca.cypher: DOWN-stored edges backwards, then UP-stored edges.
MATCH (n:Scope {id: $id})
MATCH p1 = (n)<-[:OFFERS|HAS_LEVEL|HAS_CUTOFF*0..3]-(m:Scope)
MATCH p2 = (m)-[:LOCATED_IN|PART_OF*0..12]->(a:Scope)
WITH a, min(length(p1) + length(p2)) AS depth
RETURN a.id AS id, a.name AS name, labels(a) AS labels, a.kind AS kind, depth
ORDER BY depth, id
