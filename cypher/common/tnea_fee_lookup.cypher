// Fees in a scope, with the data row each came from (engine/answers/admissions/lookup.py lookup_fees).
// Every filter is a list, or null for "any"; $quota is one quota or null.
MATCH (i:Institution)-[:OFFERS]->(p:Program)-[:HAS_FEE]->(f:Fee)
WHERE ($institution_ids IS NULL OR i.id IN $institution_ids)
  AND ($branch_codes IS NULL OR p.branch_code IN $branch_codes)
  AND ($program_ids IS NULL OR p.id IN $program_ids)
  AND ($years IS NULL OR f.year IN $years)
  AND ($quota IS NULL OR f.quota = $quota)
RETURN i.id AS institution_id, i.code AS institution_code, i.name AS institution_name,
       p.id AS program_id, p.branch_code AS branch_code, p.name AS program_name,
       f.id AS fee_id, f.year AS year, f.quota AS quota, f.amount_inr AS amount_inr,
       f.source AS source, f.source_line AS source_line
ORDER BY institution_code, branch_code, year DESC, quota
