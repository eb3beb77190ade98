// Lowest common ancestor of two scopes, across every containment hierarchy.
// A chain first climbs DOWN-stored edges backwards (level -> indicator,
// cutoff -> program -> institution), then UP-stored edges (indicator -> aspect
// -> domain, city -> county -> state -> country). i_q + i_t is minimised; ties
// go to the smaller i_q, then the smaller id (graph/hierarchy.py does the same).
MATCH (q:Scope {id: $q}), (t:Scope {id: $t})
MATCH pq1 = (q)<-[:OFFERS|HAS_LEVEL|HAS_CUTOFF*0..3]-(mq:Scope)
MATCH pq2 = (mq)-[:LOCATED_IN|PART_OF*0..12]->(a:Scope)
MATCH pt1 = (t)<-[:OFFERS|HAS_LEVEL|HAS_CUTOFF*0..3]-(mt:Scope)
MATCH pt2 = (mt)-[:LOCATED_IN|PART_OF*0..12]->(a)
WITH a.id AS lca, min(length(pq1) + length(pq2)) AS i_q, min(length(pt1) + length(pt2)) AS i_t
WITH lca, i_q, i_t, i_q + i_t AS delta
RETURN lca, i_q, i_t, delta
ORDER BY delta, i_q, lca
LIMIT 1
