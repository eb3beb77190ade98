UNWIND $rows AS row
MATCH (f:Framework {id: $framework})
MERGE (d:Scope:Domain {id: row.id})
SET d += row.props
MERGE (d)-[:PART_OF]->(f)
