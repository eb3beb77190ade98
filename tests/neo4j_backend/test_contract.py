"""The GraphStore contract on a real Neo4j 5.26: schema, transaction modes, limits, values and errors.

Where FalkorDB answers the same question, the embedded FalkorDB (``store`` from tests/conftest.py)
answers it next to Neo4j and the two must agree: a caller cannot tell the backends apart.
"""

from __future__ import annotations

import re
import time
from pathlib import Path
from typing import Any

import pytest

import cypher
from graph import schema
from graph.errors import ConstraintViolation, CypherSyntaxError, QueryTimeout, ReadOnlyViolation, StoreUnavailable
from graph.store import open_graph_store
from graph.store.falkordb import FalkorDBStore
from graph.store.neo4j import Neo4jStore
from tests.neo4j_backend.server import PASSWORD, USER, Neo4jServer

SLOW = "UNWIND range(1, 2000000000) AS x WITH x WHERE x % 7 = 3 RETURN count(*) AS n"  # minutes of work
HUGE = "UNWIND range(1, 2000000000) AS x RETURN x"  # two billion rows if anyone pulled them all
# Neo4j's transaction monitor checks timeouts every 2 s (db.transaction.monitor.check.interval),
# so a 300 ms timeout ends a statement within about 2 s, not at 300 ms.
TIMEOUT_MS, TIMEOUT_BOUND_S = 300, 10.0


def _schema_names(kind: str) -> set[str]:
    pattern = re.compile(rf"CREATE\s+{kind}\s+(\w+)\s+IF\s+NOT\s+EXISTS", re.I)
    return {m.group(1) for s in cypher.split_statements(cypher.load("schema", "neo4j")) if (m := pattern.match(s))}


def _schema(neo4j: Neo4jStore) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    constraints = neo4j.query("SHOW CONSTRAINTS YIELD name, type, labelsOrTypes, properties "
                              "RETURN name, type, labelsOrTypes, properties ORDER BY name")
    indexes = neo4j.query("SHOW INDEXES YIELD name, type, state, owningConstraint, labelsOrTypes, properties "
                          "WHERE type = 'RANGE' RETURN name, state, owningConstraint, labelsOrTypes, properties "
                          "ORDER BY name")
    return constraints, indexes


# -- schema -----------------------------------------------------------------------------------------

def test_schema_creates_every_named_constraint_and_index_online(neo4j: Neo4jStore) -> None:
    constraints, indexes = _schema(neo4j)
    assert {c["name"] for c in constraints} == _schema_names("CONSTRAINT")
    assert {(c["labelsOrTypes"][0], c["properties"][0]) for c in constraints} == set(schema.UNIQUE_KEYS.items())
    assert {c["type"] for c in constraints} == {"UNIQUENESS"}
    own = {i["name"] for i in indexes if i["owningConstraint"] is None}
    assert own == _schema_names("INDEX")
    assert {i["state"] for i in indexes} == {"ONLINE"}  # apply_schema waited for the population


def test_schema_is_idempotent(neo4j: Neo4jStore) -> None:
    before = _schema(neo4j)
    neo4j.query("CREATE (:Scope:Place {id: 'geo:kept', name: 'Kept'})", write=True)
    neo4j.apply_schema()
    neo4j.apply_schema()
    assert _schema(neo4j) == before
    assert neo4j.query("MATCH (n:Scope) RETURN n.id AS id") == [{"id": "geo:kept"}]


def test_schema_applies_to_an_empty_database_after_a_drop(neo4j: Neo4jStore) -> None:
    """What a user's fresh Neo4j sees: nothing exists, apply_schema builds it all."""
    constraints, indexes = _schema(neo4j)
    for name in [i["name"] for i in indexes if i["owningConstraint"] is None]:
        neo4j.query(f"DROP INDEX {name}", write=True)
    for name in [c["name"] for c in constraints]:
        neo4j.query(f"DROP CONSTRAINT {name}", write=True)
    assert _schema(neo4j) == ([], [])
    neo4j.apply_schema()
    assert _schema(neo4j) == (constraints, indexes)


# -- transaction modes ------------------------------------------------------------------------------

@pytest.mark.parametrize("statement", [
    "CREATE (:Scope {id: 'w'})",
    "MERGE (:Scope {id: 'w'})",
    "MATCH (n:Scope {id: 'seed'}) SET n.name = 'changed'",
    "MATCH (n:Scope {id: 'seed'}) DETACH DELETE n",
    "CREATE INDEX probe IF NOT EXISTS FOR (n:Probe) ON (n.x)",
])
def test_read_transactions_refuse_every_kind_of_write(neo4j: Neo4jStore, statement: str) -> None:
    neo4j.query("CREATE (:Scope {id: 'seed', name: 'seed'})", write=True)
    with pytest.raises(ReadOnlyViolation, match="Neo.ClientError.Statement.AccessMode"):
        neo4j.query(statement)
    assert neo4j.query("MATCH (n) RETURN n.id AS id, n.name AS name") == [{"id": "seed", "name": "seed"}]
    assert not neo4j.query("SHOW INDEXES YIELD name WHERE name = 'probe' RETURN name")


def test_a_read_only_statement_by_name_refuses_to_write(neo4j: Neo4jStore) -> None:
    """``run`` defaults to read: a loader statement run without write=True is refused by the server."""
    with pytest.raises(ReadOnlyViolation):
        neo4j.run("places_merge", {"rows": [{"id": "geo:x", "props": {"name": "X"}}]})
    assert neo4j.run("graph_counts") == []


# -- server-side limits -----------------------------------------------------------------------------

@pytest.mark.parametrize("write", [False, True], ids=["read", "write"])
def test_timeouts_are_enforced_by_the_server(neo4j: Neo4jStore, write: bool) -> None:
    start = time.monotonic()
    with pytest.raises(QueryTimeout, match="TransactionTimedOut"):
        neo4j.query(("CREATE (:Scope {id: 'doomed'}) WITH 1 AS one " if write else "") + SLOW,
                    write=write, timeout_ms=TIMEOUT_MS)
    assert time.monotonic() - start < TIMEOUT_BOUND_S
    assert neo4j.query("MATCH (n) RETURN count(n) AS n") == [{"n": 0}]  # the timed-out write rolled back
    assert neo4j.query("RETURN 1 AS one", timeout_ms=TIMEOUT_MS) == [{"one": 1}]  # the store still works


def test_a_named_statement_takes_a_timeout(neo4j: Neo4jStore) -> None:
    assert neo4j.run("graph_counts", timeout_ms=5000) == []


def test_row_limits_stop_the_server_not_the_client(neo4j: Neo4jStore) -> None:
    start = time.monotonic()
    assert neo4j.query(HUGE, limit=3) == [{"x": 1}, {"x": 2}, {"x": 3}]
    assert neo4j.query(HUGE, limit=0) == []
    assert time.monotonic() - start < 10.0  # two billion rows were never produced
    assert len(neo4j.query("UNWIND range(1, 2500) AS x RETURN x", limit=2000)) == 2000  # past one fetch
    assert len(neo4j.query("UNWIND range(1, 5) AS x RETURN x", limit=100)) == 5


def test_a_limited_write_commits_everything_it_did(neo4j: Neo4jStore) -> None:
    rows = neo4j.query("UNWIND range(1, 50) AS i CREATE (n:Scope {id: 'n' + i}) RETURN n.id AS id",
                       write=True, limit=2)
    assert len(rows) == 2
    assert neo4j.query("MATCH (n:Scope) RETURN count(n) AS n") == [{"n": 50}]


# -- values: the same plain Python on both backends -------------------------------------------------

VALUES = {"int": 7, "big": 2**53 + 1, "negative": -3, "float": 0.1, "text": "Kabupaten Bandung · ñ · 東京",
          "empty": "", "yes": True, "no": False, "none": None, "ints": [1, 2, 3], "mixed": [1, "a", None, 2.5],
          "nested": {"a": [1, {"b": "c"}]}}


def test_parameters_come_back_as_sent_on_both_backends(neo4j: Neo4jStore, store: FalkorDBStore) -> None:
    text = "RETURN " + ", ".join(f"${k} AS {k}" for k in VALUES)
    assert neo4j.query(text, VALUES) == store.query(text, VALUES) == [VALUES]


def test_stored_properties_round_trip_on_both_backends(neo4j: Neo4jStore, store: FalkorDBStore) -> None:
    props = {k: v for k, v in VALUES.items() if k not in ("none", "mixed", "nested")}  # property values only
    props["floats"] = [1.5, 2.5]
    for backend in (neo4j, store):
        backend.query("CREATE (n:Scope {id: 'v'}) SET n += $props", {"props": props}, write=True)
    text = "MATCH (n:Scope {id: 'v'}) RETURN n.int AS int, n.big AS big, n.text AS text, n.ints AS ints, " \
           "n.floats AS floats, n.yes AS yes, n.empty AS empty, n.none AS none"
    assert neo4j.query(text) == store.query(text)


def test_nodes_relationships_and_paths_have_the_falkordb_shape(neo4j: Neo4jStore, store: FalkorDBStore) -> None:
    for backend in (neo4j, store):
        backend.query("CREATE (:Scope:Place {id: 'geo:c', name: 'C'})-[:LOCATED_IN {since: 2020}]->"
                      "(:Scope:Place {id: 'geo:p', name: 'P'})", write=True)
    text = "MATCH p = (c:Place {id: 'geo:c'})-[r:LOCATED_IN]->(parent) RETURN c, r, p"
    on_neo4j, on_falkordb = neo4j.query(text), store.query(text)
    for row in (*on_neo4j, *on_falkordb):  # FalkorDB keeps label order as written, Neo4j sorts: compare as sets
        for node in (row["c"], *row["p"]["nodes"]):
            node["labels"] = sorted(node["labels"])
    assert on_neo4j == on_falkordb
    assert on_neo4j[0]["r"] == {"type": "LOCATED_IN", "properties": {"since": 2020}}


def test_temporal_values_come_back_as_iso_text(neo4j: Neo4jStore) -> None:
    row = neo4j.query("RETURN date('2024-07-01') AS d, datetime('2024-07-01T12:30:00Z') AS t")[0]
    assert row == {"d": "2024-07-01", "t": "2024-07-01T12:30:00.000000000+00:00"}


# -- batches ----------------------------------------------------------------------------------------

def test_run_batches_acknowledges_each_batch_and_writes_every_row(neo4j: Neo4jStore) -> None:
    rows = [{"id": f"geo:b{i}", "props": {"name": f"B{i}", "kind": "locality"}} for i in range(2345)]
    assert list(neo4j.run_batches("places_merge", rows, 1000)) == [1000, 1000, 345]
    counted = neo4j.query("MATCH (p:Place) RETURN count(p) AS n, count(DISTINCT p.id) AS ids")
    assert counted == [{"n": 2345, "ids": 2345}]
    assert list(neo4j.run_batches("places_merge", rows, 1000)) == [1000, 1000, 345]  # MERGE: a re-run adds nothing
    assert neo4j.query("MATCH (p:Place) RETURN count(p) AS n") == [{"n": 2345}]


# -- errors translated to Strata errors -------------------------------------------------------------

@pytest.mark.parametrize(("statement", "words"), [
    ("MATCH (n RETURN n", "Invalid input"),
    ("RETURN no_such_function(1)", "Unknown function"),
    ("RETURN undefined_variable", "not defined"),
    ("RETURN $missing", "ParameterMissing"),
    ("CALL db.no_such_procedure()", "ProcedureNotFound"),
])
def test_statement_errors_are_cypher_syntax_errors(neo4j: Neo4jStore, statement: str, words: str) -> None:
    with pytest.raises(CypherSyntaxError, match=words) as caught:
        neo4j.query(statement)
    assert f"statement: {statement[:20]}" in str(caught.value)


def test_unique_ids_are_enforced(neo4j: Neo4jStore) -> None:
    neo4j.query("CREATE (:Scope {id: 'dup'})", write=True)
    with pytest.raises(ConstraintViolation, match="ConstraintValidationFailed.*'dup'"):
        neo4j.query("CREATE (:Scope {id: 'dup'})", write=True)


def test_one_id_in_two_hierarchies_is_a_constraint_violation_not_a_second_node(neo4j: Neo4jStore) -> None:
    """A loader MERGEs (:Scope:Place {id}); a Domain already holding that id must stop it, not be duplicated."""
    neo4j.query("CREATE (:Scope:Domain {id: 'shared:1'})", write=True)
    with pytest.raises(ConstraintViolation):
        list(neo4j.run_batches("places_merge", [{"id": "shared:1", "props": {"name": "X"}}], 10))
    assert neo4j.query("MATCH (n:Scope {id: 'shared:1'}) RETURN labels(n) AS labels") == [
        {"labels": ["Scope", "Domain"]}]


def test_wrong_password_is_unavailable_naming_the_variables(neo4j_server: Neo4jServer, tmp_path: Path) -> None:
    with open_graph_store(neo4j_server.url, tmp_path, user=USER, password="not-the-password") as wrong:
        for call in (wrong.ping, lambda: wrong.query("RETURN 1")):
            with pytest.raises(StoreUnavailable, match="STRATA_GRAPH_USER/STRATA_GRAPH_PASSWORD"):
                call()


def test_unknown_database_is_unavailable_for_queries_and_ping(neo4j_server: Neo4jServer, tmp_path: Path) -> None:
    with open_graph_store(neo4j_server.url, tmp_path, user=USER, password=PASSWORD, database="nosuchdb") as wrong:
        for call in (wrong.ping, lambda: wrong.query("RETURN 1")):
            with pytest.raises(StoreUnavailable, match="STRATA_GRAPH_DATABASE"):
                call()


def test_the_named_default_database_works_like_none(neo4j_server: Neo4jServer, neo4j: Neo4jStore,
                                                    tmp_path: Path) -> None:
    with open_graph_store(neo4j_server.url, tmp_path, user=USER, password=PASSWORD, database="neo4j") as named:
        assert named.ping() < 5.0
        named.query("CREATE (:Scope {id: 'in-neo4j'})", write=True)
    assert neo4j.query("MATCH (n:Scope) RETURN n.id AS id") == [{"id": "in-neo4j"}]
