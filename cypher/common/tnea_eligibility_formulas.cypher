// The year-dated cutoff formulas in the graph, oldest first (engine/answers/admissions/eligible.py).
MATCH (f:CutoffFormula)
RETURN f.id AS id, f.valid_from AS valid_from, f.valid_to AS valid_to, f.expression AS expression,
       f.maths_weight AS maths_weight, f.physics_weight AS physics_weight,
       f.chemistry_weight AS chemistry_weight, f.subject_max AS subject_max, f.total_max AS total_max,
       f.status AS status
ORDER BY valid_from
