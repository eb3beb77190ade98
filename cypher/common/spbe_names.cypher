// Every SPBE domain, aspect and indicator with its number and names: the words the SPBE question plan
// (engine/answers/spbe_plan.py) reads an aspect or domain named in words, or a topic, against.
MATCH (n:Scope)
WHERE n:Domain OR n:Aspect OR n:Indicator
RETURN n.id AS id, CASE WHEN n:Domain THEN 'domain' WHEN n:Aspect THEN 'aspect' ELSE 'indicator' END AS kind,
       n.number AS number, n.name AS name, n.name_en AS name_en
ORDER BY kind, number
