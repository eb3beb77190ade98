// The community categories in the graph (engine/answers/admissions/known.py check_known).
MATCH (c:Community)
RETURN c.code AS code, c.name AS name
ORDER BY code
