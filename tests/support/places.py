"""An engine over the US places and a few documents written by the test: the place-question tests' store."""

from __future__ import annotations

from typing import Iterator, Mapping

import pytest

from engine import Engine


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
