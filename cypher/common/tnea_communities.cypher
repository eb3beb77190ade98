UNWIND $rows AS row
MERGE (c:Scope:Community {id: row.id})
SET c += row.props
