// Offline gazetteer containment (loaders/places.py): $rows = [{child, parent}], child -> parent.
// MATCH (not MERGE) the ends: the loader writes every node before any edge, and an
// edge must never invent a node.
UNWIND $rows AS row
MATCH (c:Scope {id: row.child})
MATCH (p:Scope {id: row.parent})
MERGE (c)-[:LOCATED_IN]->(p)
