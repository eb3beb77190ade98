"""Stores the answerers' tests share: each loaded once for the package and only read by the tests."""

from __future__ import annotations

from pathlib import Path
from typing import Callable, Iterator

import pytest

from graph.store.falkordb import FalkorDBStore
from loaders.sources.admissions import load_admissions
from loaders.sources.spbe import load_spbe


def _loaded(folder: Path, load: Callable[..., object]) -> Iterator[FalkorDBStore]:
    graph_store = FalkorDBStore.embedded(folder / "graph")
    graph_store.apply_schema()
    load(graph_store, progress=False)
    try:
        yield graph_store
    finally:
        graph_store.close()


@pytest.fixture(scope="package")
def admissions_store(tmp_path_factory: pytest.TempPathFactory) -> Iterator[FalkorDBStore]:
    """The shipped admissions sample."""
    yield from _loaded(tmp_path_factory.mktemp("admissions"), load_admissions)


@pytest.fixture(scope="package")
def spbe_store(tmp_path_factory: pytest.TempPathFactory) -> Iterator[FalkorDBStore]:
    """The shipped SPBE framework."""
    yield from _loaded(tmp_path_factory.mktemp("spbe"), load_spbe)
