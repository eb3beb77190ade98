// Names of the scope nodes that are not places (SPBE, TNEA): question anchors are named
// from this table; places are named from the gazetteer, which already holds them.
MATCH (n:Scope)
WHERE NOT n:Place AND NOT n:Cutoff
RETURN n.id AS id, coalesce(n.name, n.code) AS name
