// Cutoffs of one program for a community (all years), with the data row they came from.
MATCH (i:Institution {code: $college})-[:OFFERS]->(p:Program {branch_code: $branch})-[:HAS_CUTOFF]->(k:Cutoff)
WHERE k.community = $community
RETURN i.name AS institution, p.name AS program, k.year AS year, k.quota AS quota, k.community AS community,
       k.mark AS mark, k.closing_rank AS closing_rank, k.source AS source, k.source_line AS source_line
ORDER BY year DESC
