"""The Neo4j store as far as it can be exercised without a Neo4j server (``make test`` needs no Java).

These tests cover routing a bolt:// URL to ``Neo4jStore``, failing fast and clearly against a
closed port, translating real ``neo4j.exceptions`` instances (built with the driver's own
hydration functions, as it does for server FAILURE messages), converting real ``neo4j.graph``
objects, and that the Neo4j DDL matches the FalkorDB schema. The read/write transaction modes,
timeouts, row limits and everything past the connection run against a real Neo4j 5.26 in
``tests/neo4j_backend/`` (``make test-neo4j``).
"""

from __future__ import annotations

import re
import socket
import time
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest
from neo4j import exceptions as neo4j_errors
from neo4j.graph import Graph, Node, Path as GraphPath
from neo4j.time import Date, DateTime

import cypher
from graph import schema
from graph.errors import (ConfigError, ConstraintViolation, CypherSyntaxError, GraphStoreError,
                          GraphStoreUnavailable, QueryTimeout, ReadOnlyViolation, StoreUnavailable)
from graph.store.neo4j import Neo4jStore, _plain, redact, translate_error
from graph.store import open_graph_store

FAIL_FAST_S = 10.0  # connection_timeout 5 s, retries 1 s: a closed loopback port must fail well before this


@pytest.fixture
def closed_url() -> str:
    """A bolt URL on a loopback port nothing listens on (bound, then released)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    return f"bolt://127.0.0.1:{port}"


@pytest.fixture
def dead_store(closed_url: str, tmp_path: Path) -> Iterator[Neo4jStore]:
    store = open_graph_store(closed_url, tmp_path, user="neo4j", password="secret-password")
    try:
        yield store  # type: ignore[misc]
    finally:
        store.close()


# --- routing and a dead server ------------------------------------------------------------------

def test_bolt_url_opens_a_neo4j_store_without_connecting(closed_url: str, tmp_path: Path) -> None:
    start = time.monotonic()
    store = open_graph_store(closed_url, tmp_path, user="neo4j", password="pw", database="strata")
    try:
        assert isinstance(store, Neo4jStore)
        assert store.backend == "neo4j"
        assert store.database == "strata"
        assert time.monotonic() - start < 2.0  # the driver is lazy: nothing listened, nothing failed
    finally:
        store.close()


@pytest.mark.parametrize("scheme", ["bolt", "neo4j"])
def test_both_neo4j_schemes_route_here(scheme: str, tmp_path: Path) -> None:
    with open_graph_store(f"{scheme}://127.0.0.1:7687", tmp_path) as store:
        assert isinstance(store, Neo4jStore)


@pytest.mark.parametrize("call", [
    pytest.param(lambda s: s.ping(), id="ping"),
    pytest.param(lambda s: s.query("RETURN 1 AS one"), id="read"),
    pytest.param(lambda s: s.query("CREATE (:Probe)", write=True), id="write"),
    pytest.param(lambda s: s.apply_schema(), id="schema"),
])
def test_dead_server_fails_fast_naming_the_url(dead_store: Neo4jStore, closed_url: str,
                                               call: Callable[[Neo4jStore], Any]) -> None:
    start = time.monotonic()
    with pytest.raises(StoreUnavailable) as caught:
        call(dead_store)
    assert time.monotonic() - start < FAIL_FAST_S
    assert closed_url in str(caught.value)
    assert isinstance(caught.value.__cause__, neo4j_errors.ServiceUnavailable)  # the driver's error is kept


def test_unresolvable_port_is_reported_not_leaked_as_valueerror(tmp_path: Path) -> None:
    with open_graph_store("bolt://127.0.0.1:notaport", tmp_path) as store:
        with pytest.raises(StoreUnavailable, match="STRATA_GRAPH_URL"):
            store.query("RETURN 1")


def test_malformed_url_is_a_config_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="Neo4j driver"):
        open_graph_store("neo4j://[::1", tmp_path)


def test_credentials_never_appear_in_messages() -> None:
    assert redact("bolt://neo4j:hunter2@db.example:7687") == "bolt://db.example:7687"
    assert redact("bolt://db.example:7687") == "bolt://db.example:7687"


# --- error translation on real driver exception objects -----------------------------------------

def server_error(code: str, message: str = "the server's own words") -> neo4j_errors.Neo4jError:
    """A server FAILURE as the driver builds it for Bolt < 5.7 (code + message)."""
    return neo4j_errors.Neo4jError._hydrate_neo4j(code=code, message=message)


def gql_error(code: str, message: str = "the server's own words") -> neo4j_errors.Neo4jError:
    """A server FAILURE as the driver builds it for Bolt >= 5.7 (Neo4j 5.26 speaks GQL status)."""
    return neo4j_errors.Neo4jError._hydrate_gql(gql_status="50N42", description="error: test", message=message,
                                                neo4j_code=code, diagnostic_record={})


SERVER_CODES = [
    ("Neo.ClientError.Statement.AccessMode", ReadOnlyViolation),
    ("Neo.ClientError.General.ReadOnly", ReadOnlyViolation),
    ("Neo.ClientError.General.ForbiddenOnReadOnlyDatabase", ReadOnlyViolation),
    ("Neo.ClientError.Transaction.TransactionTimedOut", QueryTimeout),
    ("Neo.ClientError.Transaction.TransactionTimedOutClientConfiguration", QueryTimeout),
    ("Neo.TransientError.Transaction.LockAcquisitionTimeout", QueryTimeout),
    ("Neo.ClientError.Statement.SyntaxError", CypherSyntaxError),
    ("Neo.ClientError.Statement.SemanticError", CypherSyntaxError),
    ("Neo.ClientError.Statement.TypeError", CypherSyntaxError),
    ("Neo.ClientError.Procedure.ProcedureNotFound", CypherSyntaxError),
    ("Neo.ClientError.Schema.ConstraintValidationFailed", ConstraintViolation),
    ("Neo.ClientError.Security.Unauthorized", GraphStoreUnavailable),
    ("Neo.ClientError.Database.DatabaseNotFound", GraphStoreUnavailable),
    ("Neo.TransientError.General.DatabaseUnavailable", GraphStoreUnavailable),
    ("Neo.DatabaseError.General.UnknownError", GraphStoreError),
    ("Neo.ClientError.Security.Forbidden", GraphStoreError),
]


@pytest.mark.parametrize("build", [server_error, gql_error], ids=["neo4j-code", "gql"])
@pytest.mark.parametrize(("code", "expected"), SERVER_CODES, ids=[c for c, _ in SERVER_CODES])
def test_server_errors_map_by_code_and_keep_the_message(build: Callable[[str], neo4j_errors.Neo4jError],
                                                        code: str, expected: type[Exception]) -> None:
    error = translate_error(build(code), "MATCH (n)\nRETURN n", "Neo4j at bolt://db:7687")
    assert type(error) is expected
    assert "the server's own words" in str(error)
    assert code in str(error)


def test_statement_head_is_named_for_statement_errors() -> None:
    error = translate_error(server_error("Neo.ClientError.Statement.SyntaxError"), "MATCH (n\nRETURN n")
    assert "statement: MATCH (n" in str(error)


def test_auth_failure_names_the_variables_to_fix() -> None:
    error = translate_error(server_error("Neo.ClientError.Security.Unauthorized"), "", "Neo4j at bolt://db:7687")
    assert isinstance(error, StoreUnavailable)
    assert "STRATA_GRAPH_USER/STRATA_GRAPH_PASSWORD" in str(error) and "bolt://db:7687" in str(error)


def test_unknown_database_names_the_variable_to_fix() -> None:
    error = translate_error(server_error("Neo.ClientError.Database.DatabaseNotFound"))
    assert "STRATA_GRAPH_DATABASE" in str(error)


@pytest.mark.parametrize(("exc", "expected"), [
    (neo4j_errors.ServiceUnavailable("Couldn't connect to db:7687"), GraphStoreUnavailable),
    (neo4j_errors.SessionExpired("session expired"), GraphStoreUnavailable),
    (neo4j_errors.ConnectionAcquisitionTimeoutError("no connection in 10 s"), GraphStoreUnavailable),
    (neo4j_errors.IncompleteCommit("connection lost during commit"), GraphStoreUnavailable),
    (neo4j_errors.UnsupportedServerProduct("unsupported bolt version"), GraphStoreUnavailable),
    (neo4j_errors.ConfigurationError("encrypted is not allowed with +s"), ConfigError),
    (ConnectionRefusedError(111, "Connection refused"), GraphStoreUnavailable),
])
def test_driver_errors_map_by_type(exc: Exception, expected: type[Exception]) -> None:
    error = translate_error(exc, "RETURN 1", "Neo4j at bolt://db:7687")
    assert type(error) is expected
    assert str(exc) in str(error)


def test_incomplete_commit_says_the_outcome_is_unknown() -> None:
    error = translate_error(neo4j_errors.IncompleteCommit("lost"))
    assert "may or may not" in str(error)


def test_falkordb_bolt_mode_is_called_out() -> None:
    error = translate_error(neo4j_errors.UnsupportedServerProduct("unsupported"))
    assert "FalkorDB" in str(error)


# --- result conversion on real neo4j.graph objects ----------------------------------------------

def test_plain_converts_nodes_relationships_and_paths() -> None:
    graph = Graph()
    child = Node(graph, "4:x:1", 1, ["Place", "Scope"], {"id": "geo:1", "name": "Bandung"})
    parent = Node(graph, "4:x:2", 2, ["Scope", "Place"], {"id": "geo:2"})
    located_in = graph.relationship_type("LOCATED_IN")(graph, "5:x:1", 1, {"since": 2020})
    located_in._start_node, located_in._end_node = child, parent  # what the driver's hydrator sets
    path = GraphPath(child, located_in)

    assert _plain(child) == {"labels": ["Place", "Scope"], "properties": {"id": "geo:1", "name": "Bandung"}}
    assert _plain(located_in) == {"type": "LOCATED_IN", "properties": {"since": 2020}}
    assert _plain(path) == {"nodes": [_plain(child), _plain(parent)], "relationships": [_plain(located_in)]}
    assert _plain({"xs": [child, (1, 2)]}) == {"xs": [_plain(child), [1, 2]]}


def test_plain_turns_temporal_values_into_iso_text() -> None:
    assert _plain(Date(2024, 7, 1)) == "2024-07-01"
    assert _plain([DateTime(2024, 7, 1, 12, 30, 0)]) == ["2024-07-01T12:30:00.000000000"]


# --- the Neo4j DDL covers the same keys and indexes as the FalkorDB schema ----------------------

CONSTRAINT = re.compile(r"FOR\s*\(\s*\w+\s*:\s*(\w+)\s*\)\s*REQUIRE\s+\w+\.(\w+)\s+IS\s+UNIQUE", re.I)
INDEX = re.compile(r"CREATE\s+INDEX\b.*?FOR\s*\(\s*\w+\s*:\s*(\w+)\s*\)\s*ON\s*\(\s*\w+\.(\w+)\s*\)", re.I | re.S)


def schema_statements(backend: str) -> list[str]:
    return cypher.split_statements(cypher.load("schema", backend))


def neo4j_unique_keys() -> dict[str, str]:
    pairs = [m.groups() for s in schema_statements("neo4j") if (m := CONSTRAINT.search(s))]
    return dict(pairs)


def neo4j_indexes() -> set[tuple[str, str]]:
    return {m.groups() for s in schema_statements("neo4j") if (m := INDEX.search(s))}  # type: ignore[misc]


def falkordb_indexes() -> set[tuple[str, str]]:
    return {m.groups() for s in schema_statements("falkordb") if (m := INDEX.search(s))}  # type: ignore[misc]


def test_every_neo4j_schema_statement_parses_here() -> None:
    for statement in schema_statements("neo4j"):
        assert CONSTRAINT.search(statement) or INDEX.search(statement), statement


@pytest.mark.parametrize("statement", schema_statements("neo4j"))
def test_neo4j_schema_statements_are_named_and_idempotent(statement: str) -> None:
    """``apply_schema`` re-runs the whole file on every load; only IF NOT EXISTS makes that a no-op."""
    assert re.match(r"CREATE\s+(CONSTRAINT|INDEX)\s+\w+\s+IF\s+NOT\s+EXISTS\s+FOR\b", statement, re.I), statement


def test_neo4j_unique_constraints_match_graph_schema() -> None:
    assert neo4j_unique_keys() == schema.UNIQUE_KEYS


def test_neo4j_indexes_cover_the_falkordb_indexes() -> None:
    """FalkorDB indexes the unique keys explicitly; on Neo4j the uniqueness constraint owns that index."""
    constraint_backed = set(neo4j_unique_keys().items())
    assert neo4j_indexes() | constraint_backed == falkordb_indexes()
    assert not neo4j_indexes() & constraint_backed  # Neo4j refuses an index that duplicates a constraint's
