UNWIND $rows AS row
MATCH (s:AdmissionScheme {id: $scheme})
MERGE (i:Scope:Institution {id: row.id})
SET i += row.props
MERGE (i)-[:PART_OF]->(s)
