// Explorer: a node's children in its containment hierarchy, at most $limit per direction
// (a state has hundreds of places): larger places first, then the most populous, then
// SPBE/TNEA children by number, level or code.
MATCH (n:Scope {id: $id})<-[r:LOCATED_IN|PART_OF]-(c:Scope)
RETURN c.id AS id, type(r) AS type
ORDER BY CASE c.kind WHEN 'country' THEN 0 WHEN 'admin1' THEN 1 WHEN 'admin2' THEN 2 WHEN 'locality' THEN 3 ELSE 4 END,
         coalesce(c.population, 0) DESC, coalesce(c.number, 0), coalesce(c.name, c.id), c.id
LIMIT $limit
UNION ALL
MATCH (n:Scope {id: $id})-[r:OFFERS|HAS_LEVEL|HAS_CUTOFF]->(c:Scope)
RETURN c.id AS id, type(r) AS type
ORDER BY coalesce(c.level, 0), coalesce(c.year, 0) DESC, c.id
LIMIT $limit
