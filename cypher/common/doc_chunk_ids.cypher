// Every chunk id of one document (to find the stale ones after a change).
MATCH (c:Chunk)-[:IN_DOCUMENT]->(:Document {id: $doc_id})
RETURN c.id AS id
