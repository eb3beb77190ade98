// Lowest common ancestor of two scopes, across every containment hierarchy.
// A chain first climbs DOWN-stored edges backwards (level -> indicator,
// cutoff -> program -> institution), then UP-stored edges (indicator -> aspect
// -> domain, city -> county -> state -> country). Both chains climb from their
// own end and meet by id: joining on a shared ancestor node instead made the
// planner walk down from a country through all its descendants.
// i_q + i_t is minimised; ties go to the smaller i_q, then the smaller id
// (graph/hierarchy.py does the same).
MATCH (q:Scope {id: $q})
MATCH pq1 = (q)<-[:OFFERS|HAS_LEVEL|HAS_CUTOFF*0..3]-(mq:Scope)
MATCH pq2 = (mq)-[:LOCATED_IN|PART_OF*0..12]->(a:Scope)
WITH a.id AS ancestor, min(length(pq1) + length(pq2)) AS depth
WITH collect([ancestor, depth]) AS up_q
MATCH (t:Scope {id: $t})
MATCH pt1 = (t)<-[:OFFERS|HAS_LEVEL|HAS_CUTOFF*0..3]-(mt:Scope)
MATCH pt2 = (mt)-[:LOCATED_IN|PART_OF*0..12]->(b:Scope)
WITH up_q, b.id AS lca, min(length(pt1) + length(pt2)) AS i_t
UNWIND up_q AS pair
WITH pair, lca, i_t
WHERE pair[0] = lca
WITH lca, pair[1] AS i_q, i_t
RETURN lca, i_q, i_t, i_q + i_t AS delta
ORDER BY delta, i_q, lca
LIMIT 1
