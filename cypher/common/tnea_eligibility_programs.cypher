// Per program and quota, the latest year with any cutoff row (up to $up_to when not null), and the
// $community cutoff of that year if there is one (null columns: no allotment in that category).
// The caller compares marks, so a program without a mark is still seen and can be reported.
MATCH (i:Institution)-[:OFFERS]->(p:Program)-[:HAS_CUTOFF]->(c:Cutoff)
WHERE ($branch_codes IS NULL OR p.branch_code IN $branch_codes)
  AND ($up_to IS NULL OR c.year <= $up_to)
  AND ($quota IS NULL OR c.quota = $quota)
WITH i, p, c.quota AS quota, max(c.year) AS latest
OPTIONAL MATCH (p)-[:HAS_CUTOFF]->(k:Cutoff)
WHERE k.community = $community AND k.quota = quota AND k.year = latest
OPTIONAL MATCH (k)-[:USES_FORMULA]->(f:CutoffFormula)
RETURN i.id AS institution_id, i.code AS institution_code, i.name AS institution_name,
       p.id AS program_id, p.branch_code AS branch_code, p.name AS program_name,
       quota, latest, k.id AS cutoff_id, k.year AS year, k.community AS community,
       k.mark AS mark, k.closing_rank AS closing_rank, k.source AS source, k.source_line AS source_line,
       f.expression AS formula
ORDER BY institution_code, branch_code, quota
