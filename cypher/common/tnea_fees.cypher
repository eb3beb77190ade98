UNWIND $rows AS row
MATCH (p:Scope {id: row.parent})
MERGE (f:Fee {id: row.id})
SET f += row.props
MERGE (p)-[:HAS_FEE]->(f)
