UNWIND $rows AS row
MATCH (d:Scope {id: row.parent})
MERGE (a:Scope:Aspect {id: row.id})
SET a += row.props
MERGE (a)-[:PART_OF]->(d)
