// Parent chunks by id, with what an answer cites: document, pages, table, header path, links.
MATCH (c:Chunk)
WHERE c.id IN $ids
RETURN c.id AS id, c.text AS text, c.doc_id AS doc_id, c.header_path AS header_path, c.page AS page,
       c.pages AS pages, c.table AS table, c.node_ids AS node_ids
