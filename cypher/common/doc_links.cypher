// Chunk -> graph node links, with how they were resolved and how sure.
UNWIND $rows AS row
MATCH (c:Chunk {id: row.chunk_id})
MATCH (n:Scope {id: row.node_id})
MERGE (c)-[a:ABOUT]->(n)
SET a.how = row.how, a.confidence = row.confidence
