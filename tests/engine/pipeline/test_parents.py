"""Parent rows cached by id (engine/pipeline/parents.py, issue 19) on a real embedded FalkorDB: read once,
kept within a bound, never kept for a chunk questions may not see, and forgotten when the corpus moves."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Iterator

import pytest

from engine.pipeline.corpus import signature
from engine.pipeline.parents import ParentCache
from graph.store.falkordb import FalkorDBStore

DOC = "file:rules.md"


@pytest.fixture
def store(tmp_path: Path) -> Iterator[FalkorDBStore]:
    with FalkorDBStore.embedded(tmp_path / "graph") as opened:
        opened.apply_schema()
        rows = [{"id": f"p{i}", "parent_id": None,
                 "props": {"doc_id": DOC, "kind": "parent", "text": f"rule {i}", "header_path": "", "pages": [],
                           "page": None, "table": None, "node_ids": [], "ordinal": i}} for i in range(3)]
        opened.run("doc_begin", {"doc_id": DOC, "props": {"title": "rules"}, "chunk_ids": [r["id"] for r in rows]},
                   write=True)
        opened.run("doc_chunks", {"doc_id": DOC, "rows": rows}, write=True)
        opened.run("doc_commit", {"doc_id": DOC}, write=True)
        opened.run("doc_finish", {"doc_id": DOC, "content_hash": "v1", "chunk_count": 3}, write=True)
        yield opened


def _texts(rows: dict) -> dict[str, str]:
    return {chunk_id: row["text"] for chunk_id, row in rows.items()}


def test_rows_are_read_once_and_then_served_until_the_signature_moves(store: FalkorDBStore) -> None:
    cache = ParentCache(store, signature(store))
    assert _texts(cache.rows(["p0", "p1"])) == {"p0": "rule 0", "p1": "rule 1"}
    store.query("MATCH (c:Chunk {id: 'p0'}) SET c.text = 'edited'", write=True)  # no ledger change
    assert _texts(cache.rows(["p1", "p0"])) == {"p0": "rule 0", "p1": "rule 1"}, "served from the cache"
    assert (cache.hits, cache.misses) == (2, 2)

    cache.check(signature(store))  # unchanged: nothing forgotten
    assert len(cache) == 2
    time.sleep(0.01)  # ledger times are in milliseconds
    store.run("doc_linked", {"doc_id": DOC, "scopes": 0}, write=True)  # a relink moves the signature
    cache.check(signature(store))
    assert len(cache) == 0 and _texts(cache.rows(["p0"])) == {"p0": "edited"}


def test_the_least_recently_used_row_goes_first_when_full(store: FalkorDBStore) -> None:
    cache = ParentCache(store, signature(store), size=2)
    cache.rows(["p0", "p1"])
    cache.rows(["p0"])  # p1 is now the least recently used
    cache.rows(["p2"])
    assert len(cache) == 2
    misses = cache.misses
    cache.rows(["p0", "p2"])
    assert cache.misses == misses, "p0 and p2 stayed"
    cache.rows(["p1"])
    assert cache.misses == misses + 1, "p1 was evicted"


def test_a_chunk_questions_may_not_see_is_not_cached(store: FalkorDBStore) -> None:
    cache = ParentCache(store, signature(store))
    assert cache.rows(["p0", "gone"]).keys() == {"p0"}
    assert len(cache) == 1
    time.sleep(0.01)  # ledger times are in milliseconds
    store.run("doc_begin", {"doc_id": DOC, "props": {"title": "rules"}, "chunk_ids": ["p9"]}, write=True)
    store.run("doc_chunks", {"doc_id": DOC, "rows": [
        {"id": "p9", "parent_id": None, "props": {"doc_id": DOC, "kind": "parent", "text": "new", "header_path": "",
                                                  "pages": [], "page": None, "table": None, "node_ids": [],
                                                  "ordinal": 0}}]}, write=True)
    assert cache.rows(["p9"]) == {}, "written but not committed: hidden, and asked again next time"
    store.run("doc_commit", {"doc_id": DOC}, write=True)
    cache.check(signature(store))
    assert _texts(cache.rows(["p9", "p0"])) == {"p9": "new"}, "the committed version replaces the old one"
