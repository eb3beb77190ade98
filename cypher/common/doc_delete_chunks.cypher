// Remove chunks (with their links) that a changed document no longer has.
UNWIND $ids AS chunk_id
MATCH (c:Chunk {id: chunk_id})
DETACH DELETE c
