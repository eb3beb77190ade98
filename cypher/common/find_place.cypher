// Places with this name inside a named ancestor (e.g. Paradise within California).
// Larger units first (an unqualified "California" is the state, not the town), then
// the most populous; unknown populations count as 0 so the order is the same on
// every backend.
MATCH (p:Place {name: $name})-[:LOCATED_IN*1..4]->(w:Place)
WHERE w.name = $within OR $within IN w.aliases
WITH DISTINCT p
RETURN p.id AS id, p.name AS name, p.kind AS kind, p.population AS population
ORDER BY CASE p.kind WHEN 'country' THEN 0 WHEN 'admin1' THEN 1 WHEN 'admin2' THEN 2 ELSE 3 END,
         coalesce(p.population, 0) DESC, id
