// Every child chunk questions may see, with what lexical ranking and the graph walk need in memory
// (engine/pipeline/corpus.py): its text, parent, document and linked node ids. A document being
// written shows only its committed chunks (doc_begin, doc_commit): the last finished version until
// the new one is fully written, never both (a chunk cut from its Document is strata doctor's to fix).
MATCH (c:Chunk {kind: 'child'})-[:CHILD_OF]->(p:Chunk)
OPTIONAL MATCH (c)-[:IN_DOCUMENT]->(d:Document)
WITH c, p, d
WHERE coalesce(d.status, 'complete') <> 'writing' OR c.id IN coalesce(d.committed_chunk_ids, [])
RETURN c.id AS id, c.text AS text, p.id AS parent_id, c.doc_id AS doc_id, c.node_ids AS node_ids
ORDER BY id
