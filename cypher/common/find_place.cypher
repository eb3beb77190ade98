// Places with this name inside a named ancestor (e.g. Paradise within California), most populous first.
MATCH (p:Place {name: $name})-[:LOCATED_IN*1..4]->(w:Place)
WHERE w.name = $within OR $within IN w.aliases
RETURN DISTINCT p.id AS id, p.name AS name, p.kind AS kind, p.population AS population
ORDER BY population DESC
