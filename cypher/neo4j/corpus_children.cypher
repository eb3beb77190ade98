// Every child chunk questions may see (cypher/common/corpus_children.cypher, which FalkorDB reads in pages of
// internal node ids, $lo and $hi). Neo4j streams a result to the driver (fetch_size rows at a time) instead
// of holding it whole, and id() is deprecated in Neo4j 5: one page holds every child here (see
// corpus_children_span), and $lo, $hi are not used. Unordered: the caller sorts the rows by chunk id.
// A document being written shows only its committed chunks (doc_begin, doc_commit): the last finished
// version until the new one is fully written, never both (a chunk cut from its Document is strata doctor's to fix).
MATCH (c:Chunk {kind: 'child'})-[:CHILD_OF]->(p:Chunk)
OPTIONAL MATCH (c)-[:IN_DOCUMENT]->(d:Document)
WITH c, p, d
WHERE coalesce(d.status, 'complete') <> 'writing' OR c.id IN coalesce(d.committed_chunk_ids, [])
RETURN c.id AS id, c.text AS text, p.id AS parent_id, c.doc_id AS doc_id, c.node_ids AS node_ids
