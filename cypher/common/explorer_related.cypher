// Explorer: a node's other (non-containment) edges: a cutoff's community and formula, a
// program's fees, a domain's index values, the regulations governing a framework.
MATCH (n:Scope {id: $id})-[r:FOR_COMMUNITY|USES_FORMULA|HAS_FEE|FOR_SCOPE|GOVERNS]-(m)
RETURN type(r) AS type, startNode(r) = n AS outgoing, labels(m) AS labels, m.id AS id,
       coalesce(m.name, m.title, m.instrument, m.expression, m.id) AS name, properties(m) AS properties
LIMIT $limit
