// One page for corpus_children, which reads every child at once on Neo4j (no internal ids: id() is
// deprecated in Neo4j 5, and a streamed result does not meet FalkorDB's per-query memory cap).
RETURN 0 AS id_first, 0 AS id_last
