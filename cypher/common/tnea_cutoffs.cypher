// One cutoff per (program, year, quota, community), tied to its community and
// to the formula that was in force that year.
UNWIND $rows AS row
MATCH (p:Scope {id: row.parent})
MATCH (c:Scope {id: row.community})
MERGE (k:Scope:Cutoff {id: row.id})
SET k += row.props
MERGE (p)-[:HAS_CUTOFF]->(k)
MERGE (k)-[:FOR_COMMUNITY]->(c)
WITH k, row
OPTIONAL MATCH (f:CutoffFormula {id: row.formula})
FOREACH (_ IN CASE WHEN f IS NULL THEN [] ELSE [1] END | MERGE (k)-[:USES_FORMULA]->(f))
