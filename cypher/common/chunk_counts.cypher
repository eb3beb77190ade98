// Documents and chunks by kind, for stats and tests.
MATCH (c:Chunk)
RETURN c.kind AS kind, count(c) AS count
ORDER BY kind
