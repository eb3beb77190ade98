"""Shared fixtures: every test that needs a graph gets a real embedded FalkorDB of its own."""

from __future__ import annotations

from pathlib import Path
from contextlib import contextmanager
from typing import Iterator

import pytest

from graph.store.falkordb import FalkorDBStore


@pytest.fixture
def store(tmp_path: Path) -> Iterator[FalkorDBStore]:
    """A fresh embedded FalkorDB with the schema applied, stopped after the test."""
    graph_store = FalkorDBStore.embedded(tmp_path / "data" / "graph")
    graph_store.apply_schema()
    try:
        yield graph_store
    finally:
        graph_store.close()


@contextmanager
def loaded_store(directory: Path, *, spbe: bool = False, admissions: bool = False) -> Iterator[FalkorDBStore]:
    """An embedded store with the US places of 20,000+ people (and SPBE / admissions if asked):
    the shared ground for the gazetteer and linking tests. Its cached gazetteer is dropped after."""
    from loaders.link.gazetteer_cache import invalidate
    from loaders.sources.admissions import load_admissions
    from loaders.sources.places import load_places
    from loaders.sources.spbe import load_spbe

    graph_store = FalkorDBStore.embedded(directory)
    graph_store.apply_schema()
    try:
        if spbe:
            load_spbe(graph_store)
        if admissions:
            load_admissions(graph_store)
        load_places(graph_store, countries=["US"], min_population=20_000, progress=False)
        yield graph_store
    finally:
        invalidate(graph_store)
        graph_store.close()
