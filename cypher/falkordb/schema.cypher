// FalkorDB indexes. Uniqueness constraints are not Cypher on FalkorDB: the store
// creates them with GRAPH.CONSTRAINT from graph.schema.UNIQUE_KEYS.
CREATE INDEX FOR (n:Scope) ON (n.id);
CREATE INDEX FOR (n:CutoffFormula) ON (n.id);
CREATE INDEX FOR (n:Place) ON (n.name);
CREATE INDEX FOR (n:Place) ON (n.kind);
CREATE INDEX FOR (n:Indicator) ON (n.number);
CREATE INDEX FOR (n:Aspect) ON (n.number);
CREATE INDEX FOR (n:Domain) ON (n.number);
CREATE INDEX FOR (n:Institution) ON (n.code);
CREATE INDEX FOR (n:Program) ON (n.branch_code);
CREATE INDEX FOR (n:Cutoff) ON (n.year);
CREATE INDEX FOR (n:Community) ON (n.code);
CREATE INDEX FOR (n:IndexValue) ON (n.id);
CREATE INDEX FOR (n:Predicate) ON (n.id);
CREATE INDEX FOR (n:Regulation) ON (n.id);
CREATE INDEX FOR (n:Fee) ON (n.id);
CREATE INDEX FOR (n:Document) ON (n.id);
CREATE INDEX FOR (n:Chunk) ON (n.id);
CREATE INDEX FOR (n:Chunk) ON (n.doc_id);
CREATE INDEX FOR (n:Corpus) ON (n.id);
