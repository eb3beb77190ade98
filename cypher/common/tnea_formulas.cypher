UNWIND $rows AS row
MATCH (s:AdmissionScheme {id: $scheme})
MERGE (f:CutoffFormula {id: row.id})
SET f += row.props
MERGE (s)-[:USES_FORMULA]->(f)
