// SPBE domains with their weight, aspects and how many indicators each aspect holds, for answers computed
// from the graph (engine/answers/spbe_facts.py): one domain ($id), or every domain ($id null: their names).
MATCH (d:Domain)
WHERE $id IS NULL OR d.id = $id
OPTIONAL MATCH (a:Aspect)-[:PART_OF]->(d)
OPTIONAL MATCH (i:Indicator)-[:PART_OF]->(a)
WITH d, a, count(i) AS indicators
ORDER BY a.number
WITH d, collect({id: a.id, number: a.number, name: a.name, indicators: indicators}) AS aspects
RETURN d.id AS id, d.number AS number, d.name AS name, d.name_en AS name_en, d.weight_pct AS weight_pct,
       d.source AS source, aspects
ORDER BY number
