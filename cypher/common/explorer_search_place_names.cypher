// Explorer search: places whose name is exactly one of $names (the query as typed and its
// capitalised forms), through the Place name index.
MATCH (n:Place)
WHERE n.name IN $names
RETURN n.id AS id
LIMIT $limit
