// strata doctor: every chunk, the document its doc_id names, and how many Documents it is tied to.
MATCH (c:Chunk)
OPTIONAL MATCH (c)-[:IN_DOCUMENT]->(d:Document)
RETURN c.id AS id, c.kind AS kind, c.doc_id AS doc_id, count(d) AS documents
