// Every place with its parents, for building the gazetteer's phrase matcher (graph/gazetteer.py).
// Parents let the gazetteer estimate an admin unit's population (the sum of its
// localities) without a second query; ancestry itself comes from the hierarchy DAG.
MATCH (p:Place)
OPTIONAL MATCH (p)-[:LOCATED_IN]->(q:Place)
RETURN p.id AS id, p.name AS name, p.aliases AS aliases, p.kind AS kind, p.population AS population,
       p.country_code AS country_code, collect(q.id) AS parents
