// Neo4j 5 constraints and indexes (named, idempotent).
CREATE CONSTRAINT scope_id IF NOT EXISTS FOR (n:Scope) REQUIRE n.id IS UNIQUE;
CREATE CONSTRAINT formula_id IF NOT EXISTS FOR (n:CutoffFormula) REQUIRE n.id IS UNIQUE;
CREATE CONSTRAINT index_value_id IF NOT EXISTS FOR (n:IndexValue) REQUIRE n.id IS UNIQUE;
CREATE CONSTRAINT predicate_id IF NOT EXISTS FOR (n:Predicate) REQUIRE n.id IS UNIQUE;
CREATE CONSTRAINT regulation_id IF NOT EXISTS FOR (n:Regulation) REQUIRE n.id IS UNIQUE;
CREATE CONSTRAINT fee_id IF NOT EXISTS FOR (n:Fee) REQUIRE n.id IS UNIQUE;
CREATE CONSTRAINT document_id IF NOT EXISTS FOR (n:Document) REQUIRE n.id IS UNIQUE;
CREATE CONSTRAINT chunk_id IF NOT EXISTS FOR (n:Chunk) REQUIRE n.id IS UNIQUE;
CREATE INDEX chunk_doc IF NOT EXISTS FOR (n:Chunk) ON (n.doc_id);
CREATE INDEX place_name IF NOT EXISTS FOR (n:Place) ON (n.name);
CREATE INDEX place_kind IF NOT EXISTS FOR (n:Place) ON (n.kind);
CREATE INDEX indicator_number IF NOT EXISTS FOR (n:Indicator) ON (n.number);
CREATE INDEX aspect_number IF NOT EXISTS FOR (n:Aspect) ON (n.number);
CREATE INDEX domain_number IF NOT EXISTS FOR (n:Domain) ON (n.number);
CREATE INDEX institution_code IF NOT EXISTS FOR (n:Institution) ON (n.code);
CREATE INDEX program_branch IF NOT EXISTS FOR (n:Program) ON (n.branch_code);
CREATE INDEX cutoff_year IF NOT EXISTS FOR (n:Cutoff) ON (n.year);
CREATE INDEX community_code IF NOT EXISTS FOR (n:Community) ON (n.code);
