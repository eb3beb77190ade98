// Start (or restart) writing a document: status 'writing' until doc_finish marks it complete.
// chunk_ids is the ledger of this version's chunks, recorded before any of them is written, so
// after a crash at any later point the graph knows what the document should hold.
// committed_chunk_ids is what questions may see meanwhile: the chunks the document holds now when
// its last ingest finished (the last committed version; none for a new document), kept as it was
// when an earlier run was interrupted. doc_commit moves it to this version. ledger_at moves the
// corpus signature, so a running service stops searching the new version's points at once; so does the
// Corpus node's version (corpus_version.cypher), moved in this same statement.
MERGE (d:Document {id: $doc_id})
WITH d
OPTIONAL MATCH (c:Chunk)-[:IN_DOCUMENT]->(d)
WITH d, collect(c.id) AS stored
SET d.committed_chunk_ids = CASE WHEN d.status = 'writing' THEN coalesce(d.committed_chunk_ids, [])
                                 WHEN d.status IS NULL THEN [] ELSE stored END
SET d += $props, d.status = 'writing', d.chunk_ids = $chunk_ids, d.ledger_at = timestamp()
WITH d
MERGE (v:Corpus {id: 'strata:corpus'})
SET v.version = coalesce(v.version, 0) + 1, v.changed_at = timestamp()
