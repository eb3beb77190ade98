// How many scope nodes the graph holds: a cached gazetteer (and its DAG) built at
// another count is stale and is rebuilt (graph/gazetteer.py).
MATCH (n:Scope)
RETURN count(n) AS scopes
