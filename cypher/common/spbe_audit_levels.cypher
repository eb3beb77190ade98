// The five maturity levels of every SPBE indicator with their criteria and how sure the
// data is of them (status, verified), for criteria matching in engine/answers/audit/.
MATCH (i:Indicator)-[:HAS_LEVEL]->(l:MaturityLevel)
RETURN i.id AS indicator_id, i.number AS indicator, l.id AS id, l.level AS level, l.name AS name,
       l.criteria AS criteria, l.criteria_scope AS criteria_scope, l.status AS status,
       l.verified AS verified, l.source AS source
ORDER BY indicator, level
