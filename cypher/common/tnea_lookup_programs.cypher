// Institutions (all, or those of $institution_ids) with their programs matching the optional
// $branch_codes / $program_ids filters. An institution with no matching program still comes back
// once, with null program columns, so "no such program here" and "no such institution" differ.
MATCH (i:Institution)
WHERE $institution_ids IS NULL OR i.id IN $institution_ids
OPTIONAL MATCH (i)-[:OFFERS]->(p:Program)
WHERE ($branch_codes IS NULL OR p.branch_code IN $branch_codes)
  AND ($program_ids IS NULL OR p.id IN $program_ids)
RETURN i.id AS institution_id, i.code AS institution_code, i.name AS institution_name,
       p.id AS program_id, p.branch_code AS branch_code, p.name AS program_name
ORDER BY institution_id, program_id
