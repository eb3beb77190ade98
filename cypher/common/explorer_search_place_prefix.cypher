// Explorer search: places whose name starts with a prefix, as a range on the Place name
// index ($lo <= name < $hi), never a scan of the gazetteer.
MATCH (n:Place)
WHERE n.name >= $lo AND n.name < $hi
RETURN n.id AS id
LIMIT $limit
