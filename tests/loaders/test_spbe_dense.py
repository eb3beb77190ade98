"""SPBE nodes matched by meaning (issue 16, ``loaders/link/spbe_dense.py``): a paraphrase the name rules miss
resolves with its cosines as the reason; text about something else links no SPBE node; a question that names
its indicator by number never calls the model; the node vectors are embedded once and kept in the derived
folder. Real embedded FalkorDB with SPBE loaded and the real MiniLM model; every sentence written for this test."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Iterator

import numpy as np
import pytest

from engine.pipeline.scope import ScopeDetector
from engine.stores.embed import Embedder
from graph.store.falkordb import FalkorDBStore
from loaders.derived import keep_derived
from loaders.document import Chunk
from loaders.link.linker import Linker
from loaders.link.spbe_dense import SAVED, SpbeDense
from tests.conftest import loaded_store


class Counted:
    """The real embedder, counting the texts it is asked to embed (the model is real; only the count is added)."""

    def __init__(self, embedder: Embedder) -> None:
        self.embedder, self.texts = embedder, 0

    @property
    def name(self) -> str:
        return self.embedder.name

    def encode_query(self, texts: list[str]) -> np.ndarray:
        self.texts += len(texts)
        return self.embedder.encode_query(texts)


@pytest.fixture(scope="module")
def embedder() -> Embedder:
    return Embedder.load()


@pytest.fixture(scope="module")
def graph(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[FalkorDBStore, Path]]:
    root = tmp_path_factory.mktemp("spbe-dense")
    with loaded_store(root / "graph", spbe=True) as store:
        keep_derived(store, root / "derived")
        yield store, root / "derived"


def _passage(text: str) -> list[Chunk]:
    return [Chunk(chunk_id="c", doc_id="d", kind="parent", text=text, header_path=[], pages=[1], ordinal=0)]


def test_an_english_paraphrase_of_an_indicator_resolves_with_its_cosines(graph, embedder: Embedder) -> None:
    store, _ = graph
    question = "Which documents prove the indicator on handling citizens' complaints online?"
    scope = ScopeDetector.from_store(store).detect(question, embed=embedder.encode_query)
    spbe = [a for a in scope.anchors if a.id.startswith("spbe:") and a.how != "hierarchy"]
    assert [(a.id, a.how) for a in spbe] == [("spbe:indicator:42", "paraphrase")], spbe
    cosines = [float(c) for c in re.findall(r"\((0\.\d\d)\)", spbe[0].reason)]
    assert "cosine" in spbe[0].reason and len(cosines) == 3 and cosines[0] - cosines[1] >= 0.1, spbe[0].reason
    assert spbe[0].candidates[0] == "spbe:indicator:42" and len(spbe[0].candidates) == 3


def test_a_paraphrase_in_a_passage_links_its_phrase_below_scope_strength(graph, embedder: Embedder) -> None:
    store, _ = graph
    text = "Last year our office scored lowest on the indicator for online handling of public complaints."
    links = Linker.from_store(store, embed=embedder.encode_query).link(_passage(text))["c"]
    read = [link for link in links if link.how == "paraphrase"]
    assert [link.node_id for link in read] == ["spbe:indicator:42"], links
    start, end = read[0].span
    assert text[start:end] == "online handling of public complaints" and read[0].confidence < 0.5
    assert "cosine" in read[0].reason
    assert {link.node_id for link in links if link.how == "hierarchy"} == {"spbe:aspect:8", "spbe:domain:4"}


@pytest.mark.parametrize("text", [
    "The leading economic indicator rose sharply in March, the ministry said.",
    "The bakery on Main Street opens at seven and sells rye bread.",
    "Aspects of the design were debated for hours.",
])
def test_unrelated_text_links_no_spbe_node(graph, embedder: Embedder, text: str) -> None:
    store, _ = graph
    links = Linker.from_store(store, embed=embedder.encode_query).link(_passage(text))["c"]
    assert not [link for link in links if link.node_id.startswith("spbe:")], links
    scope = ScopeDetector.from_store(store).detect(text, embed=embedder.encode_query)
    assert not [a for a in scope.anchors if a.id.startswith("spbe:")], scope.anchors


def test_a_question_naming_its_indicator_by_number_calls_no_model(graph, embedder: Embedder) -> None:
    store, _ = graph
    counted = Counted(embedder)
    scope = ScopeDetector.from_store(store).detect("What evidence does SPBE indicator 43 ask for?",
                                                   embed=counted.encode_query)
    assert "spbe:indicator:43" in {a.id for a in scope.anchors}
    assert counted.texts == 0


def test_node_vectors_are_embedded_once_and_kept_in_the_derived_folder(graph, embedder: Embedder) -> None:
    store, folder = graph
    (folder / SAVED).unlink(missing_ok=True)
    nodes = Linker.from_store(store).spbe.nodes
    assert len(nodes) == 4 + 8 + 47
    first, second = Counted(embedder), Counted(embedder)
    SpbeDense(nodes, folder).nearest("the open data indicator", ["indicator"], first.encode_query)
    assert (folder / SAVED).is_file() and first.texts > 100  # the query and every node's two names
    near = SpbeDense(nodes, folder).nearest("the open data indicator", ["indicator"], second.encode_query)
    assert second.texts == 1 and near.ids[0] == "spbe:indicator:43"  # a new process: only the query
