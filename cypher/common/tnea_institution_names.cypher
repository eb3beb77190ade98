// Every TNEA institution with its official name (which carries its address): a place filter keeps those
// whose address names the place (engine/answers/admissions/listing.py), and counts read their programs.
MATCH (i:Institution)
OPTIONAL MATCH (i)-[:OFFERS]->(p:Program)-[:HAS_CUTOFF]->(k:Cutoff)
WITH i, collect(DISTINCT k.year) AS years, collect(DISTINCT k.source) AS sources
RETURN i.id AS institution_id, i.code AS institution_code, i.name AS institution_name, years, sources
ORDER BY institution_id
