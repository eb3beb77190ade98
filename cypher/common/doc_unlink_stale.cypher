// ABOUT edges a kept chunk of this document no longer has: an edit can change the document's
// scope and with it the links of chunks whose text (and id) did not change. doc_chunks has just
// set each chunk's node_ids, so an edge to a node not in them is stale.
MATCH (:Document {id: $doc_id})<-[:IN_DOCUMENT]-(c:Chunk)-[a:ABOUT]->(n)
WHERE NOT n.id IN c.node_ids
DELETE a
