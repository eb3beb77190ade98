// Chunks of one document: each MERGEd on its content id, tied to its document and
// (children) to its parent. Parents are written before children.
UNWIND $rows AS row
MATCH (d:Document {id: $doc_id})
MERGE (c:Chunk {id: row.id})
SET c += row.props
MERGE (c)-[:IN_DOCUMENT]->(d)
WITH c, row
OPTIONAL MATCH (p:Chunk {id: row.parent_id})
FOREACH (_ IN CASE WHEN p IS NULL THEN [] ELSE [1] END | MERGE (c)-[:CHILD_OF]->(p))
