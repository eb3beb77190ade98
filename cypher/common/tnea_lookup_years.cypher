// Which years, quotas and communities have cutoff rows anywhere in the graph, and how many.
MATCH (k:Cutoff)
RETURN k.year AS year, k.quota AS quota, k.community AS community, count(k) AS cutoffs
ORDER BY year DESC, quota, community
