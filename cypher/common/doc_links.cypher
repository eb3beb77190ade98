// Chunk -> graph node links, with how they were resolved, how sure, and what explains them: the
// words linked (surface, '' for an inherited link), why this node won (reason) and the ids of the
// nodes the words could name (candidates, [] when only one). The explorer shows them (issue 16).
UNWIND $rows AS row
MATCH (c:Chunk {id: row.chunk_id})
MATCH (n:Scope {id: row.node_id})
MERGE (c)-[a:ABOUT]->(n)
SET a.how = row.how, a.confidence = row.confidence, a.surface = row.surface, a.reason = row.reason,
    a.candidates = row.candidates
