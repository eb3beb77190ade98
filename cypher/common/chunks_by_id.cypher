// Parent chunks by id, with what an answer cites: document, pages, table, header path, links.
// Only chunks questions may see: of a document being written, its committed ones (corpus_children.cypher).
MATCH (c:Chunk)
WHERE c.id IN $ids
OPTIONAL MATCH (c)-[:IN_DOCUMENT]->(d:Document)
WITH c, d
WHERE coalesce(d.status, 'complete') <> 'writing' OR c.id IN coalesce(d.committed_chunk_ids, [])
RETURN c.id AS id, c.text AS text, c.doc_id AS doc_id, c.header_path AS header_path, c.page AS page,
       c.pages AS pages, c.table AS table, c.node_ids AS node_ids
