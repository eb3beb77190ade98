// Remove chunks (with their links) that a changed document no longer has (or stray ones: strata doctor).
// Deleting any moves the Corpus node's version (corpus_version.cypher).
UNWIND $ids AS chunk_id
MATCH (c:Chunk {id: chunk_id})
DETACH DELETE c
WITH count(*) AS deleted
WHERE deleted > 0
MERGE (v:Corpus {id: 'strata:corpus'})
SET v.version = coalesce(v.version, 0) + 1, v.changed_at = timestamp()
