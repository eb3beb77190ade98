// Explorer: one scope node's labels and properties (graph data only; the service filters them).
MATCH (n:Scope {id: $id})
RETURN labels(n) AS labels, properties(n) AS properties
LIMIT 1
