// An SPBE node with what lies above it: indicator -> aspect -> domain, with names, weights and the
// number of indicators in the aspect, for answers computed from the graph (engine/spbe_facts.py).
// $id is an indicator or an aspect id.
MATCH (n:Scope {id: $id})-[:PART_OF*1..2]->(d:Domain)
OPTIONAL MATCH (n)-[:PART_OF]->(a:Aspect)
WITH n, d, a, CASE WHEN a IS NULL THEN n ELSE a END AS aspect_node
OPTIONAL MATCH (sibling:Indicator)-[:PART_OF]->(aspect_node)
RETURN n.id AS id, n.number AS number, n.name AS name, n.name_en AS name_en, n.weight_pct AS weight_pct,
       n.weight_pct_within_aspect AS weight_within_aspect, n.source AS source,
       a.id AS aspect_id, a.number AS aspect, a.name AS aspect_name, a.weight_pct AS aspect_weight,
       d.id AS domain_id, d.number AS domain, d.name AS domain_name, d.weight_pct AS domain_weight,
       count(sibling) AS aspect_indicators
LIMIT 1
