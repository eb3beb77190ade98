// Institutions with their programs (loaders/link.py): codes and names to match in text.
// An institution without programs still comes back once, with null program columns.
MATCH (i:Institution)
OPTIONAL MATCH (i)-[:OFFERS]->(p:Program)
RETURN i.id AS institution_id, i.code AS college_code, i.name AS institution_name,
       p.id AS program_id, p.branch_code AS branch_code, p.name AS program_name
ORDER BY institution_id, program_id
