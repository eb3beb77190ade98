// Explorer: the containment edges among a set of drawn nodes (ancestor chains, the walked
// path), each as child, parent and its stored type. Starts from each node by indexed id and
// follows only its parent side, so a country with thousands of children costs nothing.
UNWIND $ids AS node_id
MATCH (c:Scope {id: node_id})-[r:LOCATED_IN|PART_OF]->(p:Scope)
WHERE p.id IN $ids
RETURN c.id AS child, p.id AS parent, type(r) AS type
LIMIT $limit
UNION ALL
UNWIND $ids AS node_id
MATCH (c:Scope {id: node_id})<-[r:OFFERS|HAS_LEVEL|HAS_CUTOFF]-(p:Scope)
WHERE p.id IN $ids
RETURN c.id AS child, p.id AS parent, type(r) AS type
LIMIT $limit
