// The SPBE index predicate bands (Kurang ... Memuaskan): a value's predicate, a predicate's range.
MATCH (p:Predicate)
RETURN p.id AS id, p.name AS name, p.name_en AS name_en, p.min_inclusive AS min, p.max AS max,
       p.range_text AS range_text, p.source AS source
ORDER BY min
