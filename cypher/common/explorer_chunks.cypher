// Explorer: passages linked to one scope node (ABOUT edges sit on parent chunks), from
// documents whose ingest completed, with what a citation needs, the start of the text and
// what explains the link (how, confidence, the words linked, why, the other candidates).
MATCH (n:Scope {id: $id})<-[a:ABOUT]-(c:Chunk)-[:IN_DOCUMENT]->(d:Document)
WHERE d.status = 'complete'
RETURN c.id AS chunk_id, c.doc_id AS doc_id, d.title AS title, c.page AS page, c.pages AS pages,
       c.table AS table, c.header_path AS header_path, substring(c.text, 0, $chars) AS text,
       size(c.text) AS text_chars, c.node_ids AS node_ids, a.how AS how, a.confidence AS confidence,
       a.surface AS surface, a.reason AS reason, a.candidates AS candidates
ORDER BY doc_id, coalesce(c.ordinal, 0), chunk_id
LIMIT $limit
