// The level names of each SPBE maturity model and the domains whose indicators use it, with one level node
// as the example cited and the source statuses of its rows (a name is a fact only when one says so) (engine/answers/spbe_facts.py: "what is level 3 called?" with no indicator named).
MATCH (d:Domain)<-[:PART_OF]-(:Aspect)<-[:PART_OF]-(i:Indicator)-[:HAS_LEVEL]->(l:MaturityLevel)
WITH i.maturity_model AS model, l.level AS level, l.name AS name, d.number AS domain, l.id AS id, l.status AS status
ORDER BY domain, id
WITH model, level, name, collect(DISTINCT domain) AS domains, collect(id)[0] AS example,
     collect(DISTINCT status) AS statuses
RETURN model, level, name, domains, example, statuses
ORDER BY model DESC, level
