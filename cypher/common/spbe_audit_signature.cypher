// How many SPBE indicators and maturity levels the graph holds: engine/answers/audit/cache.py rebuilds
// its cached indicator texts and vectors when this changes.
MATCH (n:Scope)
WHERE n:Indicator OR n:MaturityLevel
RETURN count(n) AS nodes
