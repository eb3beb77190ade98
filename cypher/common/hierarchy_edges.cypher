// Every containment edge as a (child, parent) pair, whichever way it is stored;
// graph/hierarchy.py builds its in-memory DAG from these rows.
MATCH (c:Scope)-[:LOCATED_IN|PART_OF]->(p:Scope)
RETURN c.id AS child, p.id AS parent
UNION ALL
MATCH (p:Scope)-[:OFFERS|HAS_LEVEL|HAS_CUTOFF]->(c:Scope)
RETURN c.id AS child, p.id AS parent
