UNWIND $rows AS row
MATCH (a:Scope {id: row.parent})
MERGE (i:Scope:Indicator {id: row.id})
SET i += row.props
MERGE (i)-[:PART_OF]->(a)
