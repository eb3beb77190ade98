// Published SPBE index values (national, per domain, regional examples, evaluation scope) with their
// status and source, for index questions (engine/answers/spbe_facts.py); unverified rows are returned too,
// so an answer can say the value is missing or unverified instead of not knowing the row.
MATCH (v:IndexValue)
OPTIONAL MATCH (v)-[:FOR_SCOPE]->(d:Domain)
RETURN v.id AS id, v.scope AS scope, v.measure AS measure, v.year AS year, v.value AS value,
       v.predikat AS predikat, v.verified AS verified, v.status AS status, v.source AS source, d.id AS domain
ORDER BY scope, measure, year
