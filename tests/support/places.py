"""Stores of real places for tests: an engine over the US places and a few documents written by the test (the
place-question tests'), and a linker over the places of a few countries (the linking tests')."""

from __future__ import annotations

from typing import Iterator, Mapping

import pytest

from engine import Engine
from graph.store.falkordb import FalkorDBStore
from loaders.link import Linker
from loaders.link.gazetteer_cache import invalidate
from loaders.sources.places import load_places


def place_engine(tmp_path_factory: pytest.TempPathFactory, name: str, docs: Mapping[str, str]) -> Iterator[Engine]:
    """A real embedded store with the US places loaded and ``docs`` (file name -> text) ingested as ``test:``."""
    corpus = tmp_path_factory.mktemp(f"{name}-corpus")
    for file_name, text in docs.items():
        (corpus / file_name).write_text(text, encoding="utf-8")
    with Engine.open(tmp_path_factory.mktemp(name) / "data") as opened:
        opened.load_places(countries=["US"], progress=False)
        report = opened.ingest([corpus], source="test", progress=False)
        assert report.documents == len(docs) and not report.errors
        yield opened


def place_linker(tmp_path_factory: pytest.TempPathFactory, name: str, countries: list[str],
                 min_population: int = 20_000) -> Iterator[Linker]:
    """A ``Linker`` over a real embedded FalkorDB holding the places of ``countries`` (for a module fixture)."""
    store = FalkorDBStore.embedded(tmp_path_factory.mktemp(name) / "graph")
    store.apply_schema()
    try:
        load_places(store, countries=countries, min_population=min_population, progress=False)
        yield Linker.from_store(store)
    finally:
        invalidate(store)
        store.close()
