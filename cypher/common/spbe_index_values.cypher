// Published SPBE index values; linked to their domain when the row names one.
UNWIND $rows AS row
MERGE (v:IndexValue {id: row.id})
SET v += row.props
WITH v, row
OPTIONAL MATCH (d:Domain {id: row.domain})
FOREACH (_ IN CASE WHEN d IS NULL THEN [] ELSE [1] END | MERGE (v)-[:FOR_SCOPE]->(d))
