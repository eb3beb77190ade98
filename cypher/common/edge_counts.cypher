// Relationship counts by type.
MATCH ()-[r]->()
RETURN type(r) AS type, count(*) AS count
ORDER BY type
