"""The corpus snapshot (engine/pipeline/corpus.py, issue 19) on a real embedded FalkorDB: BM25 over the walked
scopes ranks exactly as bm25s over everything, masked; the snapshot saved in the data directory is read back
by the next process while the corpus signature holds, and rebuilt when it moves or cannot be read."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Iterator

import numpy as np
import pytest

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


def test_bm25_over_the_walked_scopes_is_bm25s_over_everything_masked(store: FalkorDBStore) -> None:
    corpus = Corpus.load(store)
    mask = corpus.mask(["gn:paradise", "geo:CA"])
    assert [corpus.chunk_ids[i] for i in np.flatnonzero(mask)] == ["c0", "c2", "c5"]
    for query in QUERIES:
        tokens = tokenize([query])[0]
        everything = corpus.bm25.get_scores(tokens)  # bm25s's own scoring
        assert np.array_equal(corpus.scores(tokens), everything), query
        assert np.array_equal(corpus.scores(tokens, mask), np.where(mask, everything, 0.0)), query
    assert [c for c, _ in corpus.lexical("burning permits", 5, mask)] == ["c0"]
    assert [c for c, _ in corpus.lexical("burning permits", 5)] == ["c0", "c4"]
    assert corpus.matching_parents("defensible space", ["c1-p", "c3-p", "c2-p", "unknown"]) == {"c1-p", "c2-p"}


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
        assert read.lexical(query, 3, read.mask(["geo:CA"])) == built.lexical(query, 3, built.mask(["geo:CA"]))

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
