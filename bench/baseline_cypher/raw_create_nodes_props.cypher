// Benchmark baseline (bench/graph_load.py): CREATE with the loader's full properties but no
// MERGE lookup; between the bare CREATE and places_merge it splits properties from MERGE.
UNWIND $rows AS row
CREATE (p:Scope:Place {id: row.id})
SET p += row.props
