// Whether the graph holds anything at all: one row when it does, none when it is empty (Engine.has_data).
MATCH (n)
RETURN 1 AS found
LIMIT 1
