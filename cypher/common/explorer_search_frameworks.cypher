// Explorer search over the non-place hierarchies (SPBE, TNEA): name, English gloss, code or
// number containing the lower-cased $q. These labels are small (tens to a few thousand nodes,
// fixed by the frameworks, not by a gazetteer), so each branch scans its own label only;
// places and cutoffs are never scanned here.
MATCH (n:Framework) WHERE toLower(coalesce(n.name, '')) CONTAINS $q
RETURN n.id AS id LIMIT $limit
UNION ALL
MATCH (n:Domain)
WHERE toLower(coalesce(n.name, '')) CONTAINS $q OR toLower(coalesce(n.name_en, '')) CONTAINS $q
   OR toString(n.number) = $q
RETURN n.id AS id LIMIT $limit
UNION ALL
MATCH (n:Aspect)
WHERE toLower(coalesce(n.name, '')) CONTAINS $q OR toLower(coalesce(n.name_en, '')) CONTAINS $q
   OR toString(n.number) = $q
RETURN n.id AS id LIMIT $limit
UNION ALL
MATCH (n:Indicator)
WHERE toLower(coalesce(n.name, '')) CONTAINS $q OR toLower(coalesce(n.name_en, '')) CONTAINS $q
   OR toString(n.number) = $q
RETURN n.id AS id LIMIT $limit
UNION ALL
MATCH (n:AdmissionScheme) WHERE toLower(coalesce(n.name, '')) CONTAINS $q
RETURN n.id AS id LIMIT $limit
UNION ALL
MATCH (n:Institution) WHERE toLower(coalesce(n.name, '')) CONTAINS $q OR toLower(n.code) = $q
RETURN n.id AS id LIMIT $limit
UNION ALL
MATCH (n:Program) WHERE toLower(coalesce(n.name, '')) CONTAINS $q OR toLower(n.branch_code) = $q
RETURN n.id AS id LIMIT $limit
UNION ALL
MATCH (n:Community) WHERE toLower(coalesce(n.name, '')) CONTAINS $q OR toLower(n.code) = $q
RETURN n.id AS id LIMIT $limit
