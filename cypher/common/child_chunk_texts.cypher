// The text of every child chunk (what is embedded): for re-embedding and benchmarks.
MATCH (c:Chunk {kind: 'child'})
RETURN c.id AS id, c.text AS text
ORDER BY id
