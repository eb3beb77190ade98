// Start (or restart) writing a document: status 'writing' until doc_finish marks it complete.
// chunk_ids is the ledger of this version's chunks, recorded before any of them is written, so
// after a crash at any later point the graph knows what the document should hold.
MERGE (d:Document {id: $doc_id})
SET d += $props, d.status = 'writing', d.chunk_ids = $chunk_ids
