// Explorer: how many containment children a node has (the page shows "50 of N").
MATCH (n:Scope {id: $id})
OPTIONAL MATCH (n)<-[u:LOCATED_IN|PART_OF]-(:Scope)
WITH n, count(u) AS up_count
OPTIONAL MATCH (n)-[d:OFFERS|HAS_LEVEL|HAS_CUTOFF]->(:Scope)
WITH up_count, count(d) AS down_count
RETURN up_count + down_count AS count
