UNWIND $rows AS row
MATCH (i:Scope {id: row.parent})
MERGE (p:Scope:Program {id: row.id})
SET p += row.props
MERGE (i)-[:OFFERS]->(p)
