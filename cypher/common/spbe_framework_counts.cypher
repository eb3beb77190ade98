// The SPBE framework's size (domains, aspects, indicators counted in the graph) for "how many indicators
// does SPBE have" (engine/answers/spbe_facts.py).
MATCH (f:Framework {id: $id})
OPTIONAL MATCH (d:Domain)-[:PART_OF]->(f)
OPTIONAL MATCH (a:Aspect)-[:PART_OF]->(d)
OPTIONAL MATCH (i:Indicator)-[:PART_OF]->(a)
RETURN f.id AS id, f.name AS name, count(DISTINCT d) AS domains, count(DISTINCT a) AS aspects,
       count(DISTINCT i) AS indicators
