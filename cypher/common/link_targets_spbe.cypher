// SPBE nodes a chunk can be linked to (loaders/link.py): domains, aspects and indicators
// with their numbers and (Indonesian) names.
MATCH (n:Scope)
WHERE n:Domain OR n:Aspect OR n:Indicator
RETURN n.id AS id,
       CASE WHEN n:Domain THEN 'domain' WHEN n:Aspect THEN 'aspect' ELSE 'indicator' END AS kind,
       n.number AS number, n.name AS name
ORDER BY id
