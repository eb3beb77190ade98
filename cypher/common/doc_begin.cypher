// Start (or restart) writing a document: status 'writing' until doc_finish marks it complete.
MERGE (d:Document {id: $doc_id})
SET d += $props, d.status = 'writing'
