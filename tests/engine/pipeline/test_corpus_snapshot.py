"""The corpus snapshot (engine/pipeline/corpus.py, issue 19) on a real embedded FalkorDB: BM25 over the walked
scopes, whichever way it is scored (the scopes' postings or bm25s over everything), ranks by bm25s's scores;
the snapshot saved in the data directory is read back by the next process while the corpus signature holds,
and rebuilt when it moves or cannot be read."""

from __future__ import annotations

import json
import random
import time
from pathlib import Path
from typing import Iterator

import numpy as np
import pytest

import engine.pipeline.corpus as corpus_module
from engine.pipeline.corpus import Corpus, forget_snapshots, tokenize
from graph.store.falkordb import FalkorDBStore

TEXTS = {  # child id -> (text, linked nodes); every child has its own parent "<id>-p"
    "c0": ("Burning permits are suspended in Paradise during red flag warnings.", ["gn:paradise"]),
    "c1": ("Defensible space inspections in Butte County start in May.", ["geo:butte"]),
    "c2": ("California requires 100 feet of defensible space around homes.", ["geo:CA"]),
    "c3": ("Indikator 13 asks that planning and budgeting are integrated.", ["spbe:indicator:13"]),
    "c4": ("Wildfire smoke: N95 masks filter fine particles; burning debris is banned.", []),
    "c5": ("Evacuation warnings in Paradise are sent by text message and siren.", ["gn:paradise", "geo:CA"]),
}
QUERIES = ["burning permits Paradise", "defensible space", "wildfire smoke masks", "planning budgeting",
           "evacuation warnings siren paradise paradise", "nothing matches zebra"]


def _ingest(store: FalkorDBStore, doc: str, texts: dict[str, tuple[str, list[str]]]) -> None:
    rows = []
    for child, (text, nodes) in texts.items():
        props = {"doc_id": doc, "header_path": "", "pages": [], "page": None, "table": None, "node_ids": nodes}
        rows += [{"id": f"{child}-p", "parent_id": None, "props": {**props, "kind": "parent", "text": text,
                                                                     "ordinal": 0}},
                 {"id": child, "parent_id": f"{child}-p", "props": {**props, "kind": "child", "text": text,
                                                                     "ordinal": 1}}]
    time.sleep(0.01)  # ledger times are in milliseconds: each change must move the signature
    store.run("doc_begin", {"doc_id": doc, "props": {"title": doc}, "chunk_ids": [r["id"] for r in rows]},
              write=True)
    store.run("doc_chunks", {"doc_id": doc, "rows": rows}, write=True)
    store.run("doc_commit", {"doc_id": doc}, write=True)
    store.run("doc_finish", {"doc_id": doc, "content_hash": doc, "chunk_count": len(rows)}, write=True)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[FalkorDBStore]:
    with FalkorDBStore.embedded(tmp_path / "graph") as opened:
        opened.apply_schema()
        _ingest(opened, "file:fire.md", TEXTS)
        yield opened


@pytest.fixture(params=["scoped", "whole"])
def way(request, monkeypatch: pytest.MonkeyPatch) -> str:
    """Each test run once with the walked scopes' children looked up in the postings, once scored by bm25s."""
    monkeypatch.setattr(corpus_module, "scoped_cheaper", lambda *_: request.param == "scoped")
    return request.param


def test_bm25_over_the_walked_scopes_is_bm25s_over_everything(store: FalkorDBStore, way: str) -> None:
    corpus = Corpus.load(store)
    within = corpus.members(["gn:paradise", "geo:CA", "not:linked"])
    assert [corpus.chunk_ids[i] for i in within] == ["c0", "c2", "c5"]
    for query in QUERIES:
        tokens = tokenize([query])[0]
        everything = corpus.bm25.get_scores(tokens)  # bm25s's own scoring
        assert corpus.scores(tokens, within).tobytes() == everything[within].tobytes(), query
    assert [c for c, _ in corpus.lexical("burning permits", 5, within)] == ["c0"]
    assert [c for c, _ in corpus.lexical("burning permits", 5)] == ["c0", "c4"]
    assert corpus.lexical("burning permits", 5, corpus.members([])) == []
    assert corpus.matching_parents("defensible space", ["c1-p", "c3-p", "c2-p", "unknown"]) == {"c1-p", "c2-p"}


def test_both_ways_rank_a_random_corpus_alike(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Many children sharing few words (equal scores, long postings), random scopes and queries: the ranking
    among the scopes' children is the same whichever way they are scored, bm25s's scores best first, equal
    scores in index order. Below ``RANK_WITHIN`` children every child is ranked, as before bdfce6d."""
    rng = random.Random(19)
    words = ["fire", "smoke", "permit", "burn", "water", "shelter", "evacuate", "county", "route", "alert"]
    nodes = [f"n:{i}" for i in range(12)]
    texts = {f"c{i:03d}": (" ".join(rng.choices(words, k=rng.randint(0, 9))), rng.sample(nodes, rng.randint(0, 3)))
             for i in range(300)}
    with FalkorDBStore.embedded(tmp_path / "graph") as opened:
        opened.apply_schema()
        _ingest(opened, "file:random.md", texts)
        corpus = Corpus.load(opened)
    assert len(corpus) == 300
    ties = 0
    for _ in range(80):
        scopes = rng.sample(nodes, rng.randint(1, 6))
        within = corpus.members(scopes)
        assert list(within) == [i for i, linked in enumerate(corpus.node_ids) if set(linked) & set(scopes)]
        query = " ".join(rng.choices(words + ["unknown"], k=rng.randint(1, 5)))
        k = rng.choice([1, 5, 20, 400])
        everything = corpus.bm25.get_scores(tokenize([query])[0])
        expected = sorted((i for i in within if everything[i] > 0), key=lambda i: (-everything[i], i))[:k]
        mask = np.isin(np.arange(len(corpus)), within)
        zeroed = np.where(mask, everything, 0.0)
        top = np.argpartition(-zeroed, min(k, len(corpus)) - 1)[:k]
        before = [(corpus.chunk_ids[i], float(zeroed[i])) for i in top[np.argsort(-zeroed[top], kind="stable")]
                  if zeroed[i] > 0]
        assert corpus.lexical(query, k, within) == before, query  # 300 children: ranked as before
        rankings = []
        for scoped in (True, False):
            monkeypatch.setattr(corpus_module, "RANK_WITHIN", 0)
            monkeypatch.setattr(corpus_module, "scoped_cheaper", lambda *_, scoped=scoped: scoped)
            rankings.append(corpus.lexical(query, k, within))
        assert rankings[0] == rankings[1] == [(corpus.chunk_ids[i], float(everything[i])) for i in expected], query
        assert [s for _, s in rankings[0]] == [s for _, s in before], query  # the same scores, ties aside
        ties += rankings[0] != before
        monkeypatch.undo()
    assert ties, "equal scores were ranked, in another order than argpartition's"


def test_the_snapshot_is_saved_read_back_while_the_signature_holds_and_rebuilt_when_it_moves(
        store: FalkorDBStore, tmp_path: Path) -> None:
    folder = tmp_path / "snapshots"
    built = Corpus.load(store, folder)
    assert built.source == "graph" and len(list(folder.glob("corpus-*"))) == 1
    read = Corpus.load(store, folder)  # the next process
    assert read.source == "disk"
    for name in ("signature", "chunk_ids", "parent_ids", "doc_ids", "node_ids"):
        assert getattr(read, name) == getattr(built, name), name
    assert {n: list(ix) for n, ix in read.by_node.items()} == {n: list(ix) for n, ix in built.by_node.items()}
    for query in QUERIES:
        assert read.lexical(query, 3) == built.lexical(query, 3)
        assert read.lexical(query, 3, read.members(["geo:CA"])) == built.lexical(query, 3, built.members(["geo:CA"]))

    _ingest(store, "file:more.md", {"c6": ("Burning permits return in Paradise in November.", ["gn:paradise"])})
    moved = Corpus.load(store, folder)
    assert moved.source == "graph" and "c6" in moved.chunk_ids
    assert len(list(folder.glob("corpus-*"))) == 1, "the other signature's snapshot is dropped"
    assert Corpus.load(store, folder).source == "disk"


def test_an_unreadable_snapshot_is_rebuilt_and_a_forgotten_one_is_not_read(store: FalkorDBStore,
                                                                           tmp_path: Path) -> None:
    folder = tmp_path / "snapshots"
    Corpus.load(store, folder)
    (saved,) = folder.glob("corpus-*")
    (saved / "children.json").write_text("{not json", encoding="utf-8")
    rebuilt = Corpus.load(store, folder)
    assert rebuilt.source == "graph" and rebuilt.chunk_ids == sorted(TEXTS)
    assert json.loads((saved / "children.json").read_text(encoding="utf-8"))["chunk_ids"] == sorted(TEXTS)
    assert Corpus.load(store, folder).source == "disk", "saved again, readable"
    forget_snapshots(folder)
    assert list(folder.glob("corpus-*")) == [] and Corpus.load(store, folder).source == "graph"


def test_no_data_directory_means_no_snapshot_and_none_is_created(store: FalkorDBStore, tmp_path: Path) -> None:
    folder = tmp_path / "missing" / "snapshots"
    assert Corpus.load(store, folder).source == "graph"
    assert not folder.parent.exists()
