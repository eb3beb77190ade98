UNWIND $rows AS row
MATCH (f:Framework {id: $framework})
MERGE (r:Regulation {id: row.id})
SET r += row.props
MERGE (r)-[:GOVERNS]->(f)
