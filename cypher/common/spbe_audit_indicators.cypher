// Every SPBE indicator with its aspect and domain, read once per store by engine/answers/audit/catalogue.py
// to name and rank the indicator a piece of evidence is about.
MATCH (i:Indicator)-[:PART_OF]->(a:Aspect)-[:PART_OF]->(d:Domain)
RETURN i.id AS id, i.number AS number, i.name AS name, i.name_en AS name_en,
       i.maturity_model AS maturity_model,
       a.id AS aspect_id, a.number AS aspect_number, a.name AS aspect_name, a.name_en AS aspect_name_en,
       d.id AS domain_id, d.number AS domain_number, d.name AS domain_name, d.name_en AS domain_name_en
ORDER BY number
