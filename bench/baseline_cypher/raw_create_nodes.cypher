// Benchmark baseline (bench/graph_load.py): the cheapest possible node write, one bare
// CREATE per row with no MERGE lookup and no properties but the id, under the same schema.
UNWIND $rows AS row
CREATE (:Scope:Place {id: row.id})
