UNWIND $rows AS row
MERGE (p:Predicate {id: row.id})
SET p += row.props
