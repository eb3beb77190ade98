"""Shared fixtures: every test that needs a graph gets a real embedded FalkorDB of its own."""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pytest

from graph.falkordb_store import FalkorDBStore


@pytest.fixture
def store(tmp_path: Path) -> Iterator[FalkorDBStore]:
    """A fresh embedded FalkorDB with the schema applied, stopped after the test."""
    graph_store = FalkorDBStore.embedded(tmp_path / "data" / "graph")
    graph_store.apply_schema()
    try:
        yield graph_store
    finally:
        graph_store.close()
