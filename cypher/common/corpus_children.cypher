// The child chunks questions may see whose internal node id is in [$lo, $hi), with what lexical ranking and
// the graph walk need in memory (engine/pipeline/corpus.py): its text, parent, document and linked node ids.
// Read page by page of node ids (FalkorDB plans a "Node By Label and ID Scan": only the range is visited), so
// no one result grows with the corpus: all children at once were ~0.9 GB at 1M, against FalkorDB's per-query
// memory cap (STRATA_GRAPH_QUERY_MEMORY_MB). Unordered: the caller sorts every page's rows by chunk id.
// A document being written shows only its committed chunks (doc_begin, doc_commit): the last finished
// version until the new one is fully written, never both (a chunk cut from its Document is strata doctor's to fix).
MATCH (c:Chunk {kind: 'child'})-[:CHILD_OF]->(p:Chunk)
WHERE id(c) >= $lo AND id(c) < $hi
OPTIONAL MATCH (c)-[:IN_DOCUMENT]->(d:Document)
WITH c, p, d
WHERE coalesce(d.status, 'complete') <> 'writing' OR c.id IN coalesce(d.committed_chunk_ids, [])
RETURN c.id AS id, c.text AS text, p.id AS parent_id, c.doc_id AS doc_id, c.node_ids AS node_ids
