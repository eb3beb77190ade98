// The SPBE evaluation framework: the root every SPBE domain is PART_OF.
MERGE (f:Scope:Framework {id: $id})
SET f += $props
