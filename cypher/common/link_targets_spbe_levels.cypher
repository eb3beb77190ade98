// Maturity levels per indicator (loaders/link.py links "Level 3" inside an indicator's scope).
MATCH (i:Indicator)-[:HAS_LEVEL]->(l:MaturityLevel)
RETURN i.number AS indicator, l.level AS level, l.id AS id, l.name AS name
ORDER BY indicator, level
