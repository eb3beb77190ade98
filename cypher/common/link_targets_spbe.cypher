// SPBE nodes a chunk can be linked to (loaders/link/targets.py): domains, aspects and indicators
// with their numbers, Indonesian names and English glosses (loaders/link/spbe_names.py reads both).
MATCH (n:Scope)
WHERE n:Domain OR n:Aspect OR n:Indicator
RETURN n.id AS id,
       CASE WHEN n:Domain THEN 'domain' WHEN n:Aspect THEN 'aspect' ELSE 'indicator' END AS kind,
       n.number AS number, n.name AS name, n.name_en AS name_en
ORDER BY id
