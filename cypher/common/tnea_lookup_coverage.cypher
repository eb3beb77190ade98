// What cutoff data the programs of $program_ids have: per program, community and quota, the years
// with a cutoff row (engine/answers/admissions/known.py check_known).
MATCH (p:Program)-[:HAS_CUTOFF]->(k:Cutoff)
WHERE p.id IN $program_ids
RETURN p.id AS program_id, k.community AS community, k.quota AS quota, collect(DISTINCT k.year) AS years
ORDER BY program_id, community, quota
