// Benchmark baseline (bench/graph_load.py): the same indexed endpoint lookups as
// places_link.cypher, but CREATE instead of MERGE (no existing-edge check).
UNWIND $rows AS row
MATCH (c:Scope {id: row.child})
MATCH (p:Scope {id: row.parent})
CREATE (c)-[:LOCATED_IN]->(p)
