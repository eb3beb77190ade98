// Every SPBE indicator's Indonesian name and English gloss: what a paraphrased question
// is compared with (engine/scope.py).
MATCH (i:Indicator)
RETURN i.id AS id, i.name AS name, i.name_en AS name_en
ORDER BY i.number
