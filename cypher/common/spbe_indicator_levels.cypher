// One SPBE indicator's maturity levels: name, criteria, whether the criteria are the indicator's own or its
// maturity model's general ones, and how sure the data is (engine/answers/spbe_facts.py).
MATCH (i:Indicator {id: $id})-[:HAS_LEVEL]->(l:MaturityLevel)
RETURN l.id AS id, l.level AS level, l.name AS name, l.criteria AS criteria, l.criteria_scope AS criteria_scope,
       l.status AS status, l.verified AS verified, l.maturity_model AS maturity_model
ORDER BY level
