// The admission scheme root: institutions are PART_OF it.
MERGE (s:Scope:AdmissionScheme {id: $id})
SET s += $props
