// The internal node ids corpus_children pages over: [first, last] of every Chunk (no property read: a
// label scan, 16 ms at 100k children). Null on a graph without chunks.
MATCH (c:Chunk)
RETURN min(id(c)) AS id_first, max(id(c)) AS id_last
