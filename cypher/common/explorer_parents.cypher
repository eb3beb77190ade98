// Explorer: a node's parents in its containment hierarchy, whichever way the edge is stored
// (docs/schema.md): up-stored edges leave the child, down-stored edges arrive at it.
MATCH (n:Scope {id: $id})-[r:LOCATED_IN|PART_OF]->(p:Scope)
RETURN p.id AS id, type(r) AS type
LIMIT $limit
UNION ALL
MATCH (n:Scope {id: $id})<-[r:OFFERS|HAS_LEVEL|HAS_CUTOFF]-(p:Scope)
RETURN p.id AS id, type(r) AS type
LIMIT $limit
