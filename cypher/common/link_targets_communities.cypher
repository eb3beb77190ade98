// TNEA community categories (OC, BC, BCM, MBC, SC, SCA, ST) with their names (loaders/link.py).
MATCH (c:Community)
RETURN c.id AS id, c.code AS code, c.name AS name
ORDER BY id
