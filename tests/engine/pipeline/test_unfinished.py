"""The documents being written, read from the graph only when the vector store's stamp moved (issue 19).

Real parts: an embedded FalkorDB with the ingest's own ledger statements (doc_begin, doc_commit,
doc_finish) and the embedded qdrant-edge store (the stamp) or the server code path (qdrant-client
local mode: no stamp, the ledger is read for every search). Each step an ingest takes is run by hand,
so every state a question can meet is checked: never a point of an uncommitted version.
"""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pytest

from engine.pipeline.unfinished import UnfinishedDocuments
from engine.stores.vectors import EdgeVectorStore, Search, Unfinished, VectorStore, open_vector_store
from graph.store.falkordb import FalkorDBStore
from tests.engine.stores.test_vectors import DIM, MODEL, ids, local_store, point, unit

DOC = "file:rules.md"
ASKED = unit(0)  # both versions' children lie near it: only the ledger decides which one is seen


@pytest.fixture(params=["edge", "qdrant-client-local"])
def vectors(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[VectorStore]:
    store = open_vector_store(None, tmp_path / "vectors") if request.param == "edge" else local_store()
    store.ensure_collection(DIM, MODEL)
    try:
        yield store
    finally:
        store.close()


def _begin(graph: FalkorDBStore, vectors: VectorStore, version: str) -> None:
    """What the ingest does before it commits: the ledger says ``writing``, then the points are written."""
    graph.run("doc_begin", {"doc_id": DOC, "props": {"title": "rules"}, "chunk_ids": [f"{version}-c"]}, write=True)
    vectors.upsert([point(f"{version}-c", unit(0, int(version[1:])), doc=DOC)])
    graph.run("doc_chunks", {"doc_id": DOC, "rows": [{"id": f"{version}-c", "parent_id": None,
                                                      "props": {"doc_id": DOC, "kind": "child", "text": version}}]},
              write=True)


def _commit(graph: FalkorDBStore, vectors: VectorStore, version: str, *, told: bool = True) -> None:
    graph.run("doc_commit", {"doc_id": DOC}, write=True)
    if told:
        vectors.ledger_changed()


def _finish(graph: FalkorDBStore, vectors: VectorStore, version: str) -> None:
    vectors.delete(vectors.chunk_ids_for_doc(DOC) - {f"{version}-c"})
    stale = {r["id"] for r in graph.run("doc_chunk_ids", {"doc_id": DOC})} - {f"{version}-c"}
    graph.run("doc_delete_chunks", {"ids": sorted(stale)}, write=True)
    graph.run("doc_finish", {"doc_id": DOC, "content_hash": version, "chunk_count": 1}, write=True)
    vectors.ledger_changed()


def _seen(unfinished: UnfinishedDocuments) -> list[str]:
    return sorted(ids(unfinished.search(lambda hidden: [Search(ASKED, 10, unfinished=hidden)])[0]))


def test_a_replaced_document_is_searched_as_its_committed_version_at_every_step(
        store: FalkorDBStore, vectors: VectorStore) -> None:
    unfinished = UnfinishedDocuments(store, vectors)
    _begin(store, vectors, "v1")
    assert _seen(unfinished) == []  # a new document: nothing until it commits
    _commit(store, vectors, "v1")
    assert _seen(unfinished) == ["v1-c"]
    _finish(store, vectors, "v1")
    assert _seen(unfinished) == ["v1-c"]
    _begin(store, vectors, "v2")  # the ledger, then the points: the upsert moves the stamp first
    assert _seen(unfinished) == ["v1-c"], "an uncommitted version was searched"
    _commit(store, vectors, "v2")
    assert _seen(unfinished) == ["v2-c"]  # the old version's point is left, hidden, until the finish
    _finish(store, vectors, "v2")
    assert _seen(unfinished) == ["v2-c"]


def test_the_ledger_is_read_again_only_when_the_stamp_moved(store: FalkorDBStore, tmp_path: Path) -> None:
    vectors = open_vector_store(None, tmp_path / "vectors")
    vectors.ensure_collection(DIM, MODEL)
    try:
        assert isinstance(vectors, EdgeVectorStore)
        unfinished = UnfinishedDocuments(store, vectors)
        for version in ("v1", "v2"):
            _begin(store, vectors, version)
            _commit(store, vectors, version)
            _finish(store, vectors, version)
        reads = unfinished.reads
        for _ in range(3):
            assert _seen(unfinished) == ["v2-c"]
        assert unfinished.reads == reads + 1, "the ledger was read for every search"

        _begin(store, vectors, "v3")
        assert _seen(unfinished) == ["v2-c"] and unfinished.reads == reads + 2  # the upsert moved the stamp
        _commit(store, vectors, "v3", told=False)  # a commit nobody announced: the list read before it stays
        assert _seen(unfinished) == ["v2-c"] and unfinished.reads == reads + 2
        unfinished.check(("another", "signature"))  # the engine's once-a-second look at the corpus signature
        assert _seen(unfinished) == ["v3-c"] and unfinished.reads == reads + 3
    finally:
        vectors.close()


def test_a_store_without_a_stamp_has_the_ledger_read_for_every_search(store: FalkorDBStore) -> None:
    vectors = local_store()  # the Qdrant server's code path: other processes may write to it
    vectors.ensure_collection(DIM, MODEL)
    unfinished = UnfinishedDocuments(store, vectors)
    _begin(store, vectors, "v1")
    _commit(store, vectors, "v1")
    for _ in range(3):
        assert _seen(unfinished) == ["v1-c"]
    assert vectors.visibility() is None and unfinished.reads == 3


def test_a_write_between_the_ledger_read_and_the_search_is_searched_again(store: FalkorDBStore,
                                                                           tmp_path: Path) -> None:
    """An ingest that begins a new version after the list was read, before the search runs: the stamp
    moved meanwhile, so the list is read again and the search repeated, never the new points shown."""
    vectors = open_vector_store(None, tmp_path / "vectors")
    vectors.ensure_collection(DIM, MODEL)
    try:
        unfinished = UnfinishedDocuments(store, vectors)
        _begin(store, vectors, "v1")
        _commit(store, vectors, "v1")
        _finish(store, vectors, "v1")
        assert _seen(unfinished) == ["v1-c"]
        lists: list[Unfinished] = []

        def searches(hidden: Unfinished) -> list[Search]:
            lists.append(hidden)
            if len(lists) == 1:
                _begin(store, vectors, "v2")  # another thread's ingest, between the list and the search
            return [Search(ASKED, 10, unfinished=hidden)]

        found = unfinished.search(searches)
        assert sorted(ids(found[0])) == ["v1-c"], "the new version's point was shown before its commit"
        assert [h.doc_ids for h in lists] == [(), (DOC,)]
    finally:
        vectors.close()
