// Liveness on the configured database: one row, no data read (GraphStore.ping on Neo4j).
RETURN 1 AS ok
