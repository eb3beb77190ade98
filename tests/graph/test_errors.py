"""Strata's error types say what failed: which store is down, which statement is missing, on which backend."""

from __future__ import annotations

from typing import Any, Mapping

import pytest

import cypher
from graph.errors import (GraphStoreError, GraphStoreUnavailable, StoreUnavailable, StrataError,
                          UnknownStatementError)
from graph.store import GraphStore, Row


class RecordingStore(GraphStore):
    """A GraphStore with no server: it records the statements it is asked to run."""

    backend = "neo4j"

    def __init__(self) -> None:
        self.ran: list[str] = []

    def query(self, text: str, params: Mapping[str, Any] | None = None, *, write: bool = False,
              timeout_ms: int | None = None, limit: int | None = None) -> list[Row]:
        self.ran.append(text)
        return []

    def apply_schema(self) -> None:
        pass

    def ping(self) -> float:
        return 0.0

    def close(self) -> None:
        pass


def test_a_graph_outage_is_a_store_outage_and_a_graph_store_error() -> None:
    assert issubclass(GraphStoreUnavailable, StoreUnavailable)
    assert issubclass(GraphStoreUnavailable, GraphStoreError)
    assert not issubclass(StoreUnavailable, GraphStoreError)  # the vector store's outage is not a graph error
    assert issubclass(StoreUnavailable, StrataError)


def test_cypher_reports_an_unknown_statement_as_a_lookup_error_with_a_plain_message() -> None:
    with pytest.raises(cypher.UnknownStatement) as caught:
        cypher.load("no_such_statement", "falkordb")
    assert isinstance(caught.value, LookupError) and not isinstance(caught.value, KeyError)
    assert str(caught.value) == "no Cypher statement 'no_such_statement' in cypher/falkordb/ or cypher/common/"


def test_running_an_unknown_statement_is_a_strata_error_naming_it_and_the_backend() -> None:
    store = RecordingStore()
    with pytest.raises(UnknownStatementError) as caught:
        store.run("no_such_statement", {"id": "x"})
    error = caught.value
    assert isinstance(error, StrataError) and isinstance(error, GraphStoreError)
    assert isinstance(error, cypher.UnknownStatement)  # what callers caught before still catches it
    assert "'no_such_statement'" in str(error) and "neo4j" in str(error)
    assert isinstance(error.__cause__, cypher.UnknownStatement)
    assert store.ran == []


def test_a_batched_write_of_an_unknown_statement_fails_before_writing() -> None:
    store = RecordingStore()
    with pytest.raises(UnknownStatementError, match="no_such_statement"):
        list(store.run_batches("no_such_statement", [{"id": "x"}], batch_size=10))
    assert store.ran == []


def test_known_statements_still_run_by_name() -> None:
    store = RecordingStore()
    store.run("doctor_documents")
    assert store.ran == [cypher.load("doctor_documents", "neo4j")]
