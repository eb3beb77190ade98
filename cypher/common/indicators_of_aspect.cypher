// The indicators of one SPBE aspect, with the aspect's domain.
MATCH (i:Indicator)-[:PART_OF]->(a:Aspect {number: $aspect})-[:PART_OF]->(d:Domain)
RETURN i.number AS indicator, i.name AS name, i.name_en AS name_en, i.weight_pct AS weight_pct,
       a.name AS aspect, d.name AS domain
ORDER BY indicator
