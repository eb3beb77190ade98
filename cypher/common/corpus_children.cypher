// Every child chunk with what lexical ranking and the graph walk need in memory
// (engine/corpus.py): its text, parent, document and linked node ids.
MATCH (c:Chunk {kind: 'child'})-[:CHILD_OF]->(p:Chunk)
RETURN c.id AS id, c.text AS text, p.id AS parent_id, c.doc_id AS doc_id, c.node_ids AS node_ids
ORDER BY id
