"""Every read statement of ``cypher/`` returns the same rows on Neo4j as on the embedded FalkorDB, on the
demo graph. The write statements run through the loaders, the ingest and the doctor (test_loaders.py);
``test_statement_coverage.py`` checks at the end that every statement did run on Neo4j.

A read statement added to ``cypher/`` without parameters here fails ``test_every_read_statement_has_a_case``.
"""

from __future__ import annotations

import json
import re
from typing import Any, Callable

import pytest

import cypher
from engine import Engine
from graph.schema import SPBE_FRAMEWORK_ID, TNEA_SCHEME_ID

PARADISE, CALIFORNIA, BUTTE = "gn:5381002", "geo:US/California", "geo:US/California/Butte County"
WRITES = re.compile(r"\b(CREATE|MERGE|SET|DELETE|REMOVE)\b")
VOLATILE = {"last", "changed",  # corpus_signature: max(finished_at), max(ledger_at): when each backend wrote
            "version",  # corpus_version: how many corpus writes each backend's engine has seen (its own history)
            "id_first", "id_last"}  # corpus_children_span: FalkorDB's internal node ids; one page on Neo4j
# Backend differences no caller depends on (each checked where the rows are used):
UNORDERED = {("tnea_lookup_coverage", "years"),  # collect(): gathered in storage order; used as a set
             ("gazetteer_places", "parents"),  # collect(): the gazetteer keeps parents as a set
             ("spbe_level_names", "statuses"),  # collect(DISTINCT): read as a set (any verified)
             ("tnea_institution_names", "years"),  # collect(DISTINCT): read as sets (the years and
             ("tnea_institution_names", "sources")}  # sources a college's rows come from)
NUMBERS = {("corpus_signature", "chunks")}  # sum() is a float on FalkorDB, an integer on Neo4j; compared
# only with itself on one backend (engine/pipeline/corpus.py signature)
LIMIT = 500
# Statements the demo graph answers with no rows (every document finished): both backends must still agree.
EMPTY_ON_DEMO = {"documents_unfinished"}


def _read_statements() -> list[str]:
    names = []
    for name in cypher.names("neo4j"):
        text = "\n".join(line for line in cypher.load(name, "neo4j").splitlines() if not line.strip().startswith("//"))
        if name != "schema" and not WRITES.search(text):
            names.append(name)
    return names


def _first(engine: Engine, text: str, n: int = 5) -> list[Any]:
    return [row["v"] for row in engine.graph.query(text + f" LIMIT {n}")]


def _chunk_ids(engine: Engine) -> list[str]:
    return _first(engine, "MATCH (c:Chunk) RETURN c.id AS v ORDER BY v", 8)


def _tnea(engine: Engine) -> dict[str, Any]:
    row = engine.graph.query("MATCH (i:Institution)-[:OFFERS]->(p:Program)-[:HAS_CUTOFF]->(k:Cutoff) "
                             "RETURN i.id AS i, i.code AS code, p.id AS p, p.branch_code AS b, k.community AS c, "
                             "k.year AS y, k.quota AS q ORDER BY i, p, c, y LIMIT 1")[0]
    return row


PARAMS: dict[str, Callable[[Engine], dict[str, Any]]] = {
    "ancestors": lambda e: {"id": PARADISE},
    "child_chunk_texts": lambda e: {},
    "chunks_by_id": lambda e: {"ids": _chunk_ids(e)},
    "corpus_children": lambda e: {"lo": 0, "hi": 2**62},  # every node id: FalkorDB's page holds every child
    "corpus_children_span": lambda e: {},
    "corpus_signature": lambda e: {},
    "corpus_version": lambda e: {},
    "doc_chunk_ids": lambda e: {"doc_id": _first(e, "MATCH (d:Document) RETURN d.id AS v ORDER BY v")[0]},
    "doc_get": lambda e: {"doc_id": _first(e, "MATCH (d:Document) RETURN d.id AS v ORDER BY v")[0]},
    "doctor_child_rows": lambda e: {"ids": _chunk_ids(e)},
    "doctor_chunks": lambda e: {},
    "doctor_documents": lambda e: {},
    "documents_unfinished": lambda e: {},
    "edge_counts": lambda e: {},
    "explorer_child_count": lambda e: {"id": CALIFORNIA},
    "explorer_children": lambda e: {"id": BUTTE, "limit": LIMIT},
    "explorer_chunks": lambda e: {"id": PARADISE, "chars": 120, "limit": LIMIT},
    "explorer_edges_among": lambda e: {"ids": [PARADISE, BUTTE, CALIFORNIA, "geo:US"], "limit": LIMIT},
    "explorer_node": lambda e: {"id": "spbe:indicator:13"},
    "explorer_nodes": lambda e: {"ids": [PARADISE, "spbe:indicator:13", TNEA_SCHEME_ID], "limit": LIMIT},
    "explorer_parents": lambda e: {"id": PARADISE, "limit": LIMIT},
    "explorer_place_context": lambda e: {"ids": [PARADISE, BUTTE], "limit": LIMIT},
    "explorer_related": lambda e: {"id": _tnea(e)["p"], "limit": LIMIT},
    "explorer_search_frameworks": lambda e: {"q": "data", "limit": LIMIT},
    "explorer_search_ids": lambda e: {"lo": "spbe:aspect:", "hi": "spbe:aspect;", "limit": LIMIT},
    "explorer_search_place_names": lambda e: {"names": ["Paradise", "Springfield", "Chico"], "limit": LIMIT},
    "explorer_search_place_prefix": lambda e: {"lo": "Parad", "hi": "Parae", "limit": LIMIT},
    "find_place": lambda e: {"name": "Springfield", "within": "Illinois"},
    "gazetteer_places": lambda e: {},
    "gazetteer_signature": lambda e: {},
    "graph_counts": lambda e: {},
    "has_data": lambda e: {},
    "hierarchy_edges": lambda e: {},
    "lca": lambda e: {"q": PARADISE,
                      "t": e.graph.run("find_place", {"name": "Chico", "within": "California"})[0]["id"]},
    "link_targets_communities": lambda e: {},
    "link_targets_spbe": lambda e: {},
    "link_targets_spbe_levels": lambda e: {},
    "link_targets_tnea": lambda e: {},
    "ping": lambda e: {},
    "program_cutoffs": lambda e: {"college": _tnea(e)["code"], "branch": _tnea(e)["b"], "community": _tnea(e)["c"]},
    "scope_names": lambda e: {},
    "spbe_audit_indicators": lambda e: {},
    "spbe_audit_levels": lambda e: {},
    "spbe_audit_signature": lambda e: {},
    "spbe_facts": lambda e: {"id": "spbe:indicator:13"},
    "spbe_framework_counts": lambda e: {"id": SPBE_FRAMEWORK_ID},
    "spbe_index_table": lambda e: {},
    "spbe_names": lambda e: {},
    "spbe_predicate_scale": lambda e: {},
    "spbe_domain_facts": lambda e: {"id": "spbe:domain:2"},
    "spbe_indicator_levels": lambda e: {"id": "spbe:indicator:1"},
    "spbe_level_names": lambda e: {},
    "spbe_indicator_texts": lambda e: {},
    "tnea_eligibility_formulas": lambda e: {},
    "tnea_eligibility_programs": lambda e: {"branch_codes": None, "community": "BC", "quota": None, "up_to": None},
    "tnea_institution_names": lambda e: {},
    "tnea_fee_lookup": lambda e: {"institution_ids": None, "branch_codes": None, "program_ids": None,
                                  "years": None, "quota": None},
    "tnea_lookup_communities": lambda e: {},
    "tnea_lookup_coverage": lambda e: {"program_ids": _first(e, "MATCH (p:Program) RETURN p.id AS v ORDER BY v", 20)},
    "tnea_lookup_cutoffs": lambda e: {"institution_ids": [_tnea(e)["i"]], "branch_codes": None, "program_ids": None,
                                      "communities": None, "years": None, "quota": None},
    "tnea_lookup_programs": lambda e: {"institution_ids": None, "branch_codes": None, "program_ids": None},
    "tnea_lookup_years": lambda e: {},
}


def _normalised(name: str, rows: list[dict[str, Any]]) -> list[str]:
    """Rows as JSON, label lists sorted, volatile values dropped; in their order when the statement orders."""
    for row in rows:
        for key in VOLATILE & row.keys():
            row[key] = None
        for key in row.keys() & {column for statement, column in UNORDERED if statement == name}:
            row[key] = sorted(row[key], key=str)
        for key in row.keys() & {column for statement, column in NUMBERS if statement == name}:
            row[key] = float(row[key])
        if isinstance(row.get("labels"), list):
            row["labels"] = sorted(row["labels"])
    lines = [json.dumps(row, sort_keys=True) for row in rows]
    return lines if "ORDER BY" in cypher.load(name, "neo4j") else sorted(lines)


def test_every_read_statement_has_a_case() -> None:
    assert sorted(PARAMS) == _read_statements()


@pytest.mark.parametrize("name", _read_statements())
def test_read_statement_returns_the_falkordb_rows(name: str, reference_engine: Engine, neo4j_engine: Engine) -> None:
    params = PARAMS[name](reference_engine)
    expected = reference_engine.graph.run(name, params)
    got = neo4j_engine.graph.run(name, params)
    assert got or name in EMPTY_ON_DEMO, f"{name} returned nothing on the demo graph: pick parameters that find something"
    assert _normalised(name, got) == _normalised(name, expected)


def test_sum_is_an_integer_on_neo4j_and_a_float_on_falkordb(reference_engine: Engine, neo4j_engine: Engine) -> None:
    """The one value type that differs between the backends in Strata's statements (NUMBERS above)."""
    neo4j_chunks = neo4j_engine.graph.run("corpus_signature")[0]["chunks"]
    falkordb_chunks = reference_engine.graph.run("corpus_signature")[0]["chunks"]
    assert (type(neo4j_chunks), type(falkordb_chunks)) == (int, float) and neo4j_chunks == falkordb_chunks


def test_the_framework_and_scheme_roots_are_scopes(neo4j_engine: Engine) -> None:
    rows = neo4j_engine.graph.run("explorer_nodes", {"ids": [SPBE_FRAMEWORK_ID, TNEA_SCHEME_ID], "limit": 10})
    assert sorted(row["id"] for row in rows) == sorted([SPBE_FRAMEWORK_ID, TNEA_SCHEME_ID])
