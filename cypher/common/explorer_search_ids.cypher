// Explorer search: scope nodes whose id starts with a prefix ("geo:US/Cal", "spbe:indicator:1").
// Written as a range on the indexed id ($lo <= id < $hi, $hi being the prefix with its last
// character bumped) so the index answers it: STARTS WITH would scan all 40k+ places.
MATCH (n:Scope)
WHERE n.id >= $lo AND n.id < $hi
RETURN n.id AS id
LIMIT $limit
