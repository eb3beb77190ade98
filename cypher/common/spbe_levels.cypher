UNWIND $rows AS row
MATCH (i:Scope {id: row.parent})
MERGE (l:Scope:MaturityLevel {id: row.id})
SET l += row.props
MERGE (i)-[:HAS_LEVEL]->(l)
