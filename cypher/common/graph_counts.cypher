// Node counts by label (a node with several labels counts under each).
MATCH (n)
UNWIND labels(n) AS label
RETURN label, count(*) AS count
ORDER BY label
