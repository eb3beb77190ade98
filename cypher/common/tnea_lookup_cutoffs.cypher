// Cutoff rows in a scope, with the data row each came from (engine/answers/admissions/lookup.py lookup_cutoffs).
// Every filter is a list, or null for "any": institution ids, branch codes, program ids,
// community codes, years; $quota is one quota or null.
MATCH (i:Institution)-[:OFFERS]->(p:Program)-[:HAS_CUTOFF]->(k:Cutoff)
WHERE ($institution_ids IS NULL OR i.id IN $institution_ids)
  AND ($branch_codes IS NULL OR p.branch_code IN $branch_codes)
  AND ($program_ids IS NULL OR p.id IN $program_ids)
  AND ($communities IS NULL OR k.community IN $communities)
  AND ($years IS NULL OR k.year IN $years)
  AND ($quota IS NULL OR k.quota = $quota)
OPTIONAL MATCH (k)-[:USES_FORMULA]->(f:CutoffFormula)
RETURN i.id AS institution_id, i.code AS institution_code, i.name AS institution_name,
       p.id AS program_id, p.branch_code AS branch_code, p.name AS program_name,
       k.id AS cutoff_id, k.year AS year, k.quota AS quota, k.community AS community,
       k.mark AS mark, k.closing_rank AS closing_rank, k.source AS source, k.source_line AS source_line,
       f.expression AS formula
ORDER BY institution_code, branch_code, community, year DESC, quota
