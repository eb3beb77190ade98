// strata doctor: what re-embedding a child needs: its text, the properties its payload is made of,
// and its parent.
UNWIND $ids AS chunk_id
MATCH (c:Chunk {id: chunk_id})
OPTIONAL MATCH (c)-[:CHILD_OF]->(p:Chunk)
RETURN c.id AS id, c.text AS text, properties(c) AS props, p.id AS parent_id
