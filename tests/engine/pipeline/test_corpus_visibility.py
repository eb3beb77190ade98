"""What questions may see of a document being replaced (issue 20 item 1), on a real embedded FalkorDB.

The ledger statements the ingest runs (doc_begin, doc_chunks, doc_commit, doc_finish) are run by
hand, so each state a crash can leave is checked: the corpus, the parents an answer cites and the
corpus signature must show the last committed version of a document, never old and new together.
"""

from __future__ import annotations

from engine.pipeline.corpus import Corpus, signature
from graph.store.falkordb import FalkorDBStore
from tests.support.ledger import DOC, begin as _begin


def _finish(store: FalkorDBStore, version: str) -> None:
    store.run("doc_commit", {"doc_id": DOC}, write=True)
    stale = {r["id"] for r in store.run("doc_chunk_ids", {"doc_id": DOC})} - {f"{version}-p", f"{version}-c"}
    store.run("doc_delete_chunks", {"ids": sorted(stale)}, write=True)
    store.run("doc_finish", {"doc_id": DOC, "content_hash": version, "chunk_count": 2}, write=True)


def _seen(store: FalkorDBStore) -> tuple[list[str], list[str]]:
    """The children in the corpus, and which of both versions' parents an answer may cite."""
    parents = store.run("chunks_by_id", {"ids": ["v1-p", "v2-p"]})
    return Corpus.load(store).chunk_ids, sorted(r["id"] for r in parents)


def test_a_document_being_replaced_shows_its_last_committed_version(store: FalkorDBStore) -> None:
    _begin(store, "v1")
    assert _seen(store) == ([], [])  # a new document: nothing until it commits
    _finish(store, "v1")
    assert _seen(store) == (["v1-c"], ["v1-p"])

    before = signature(store)
    _begin(store, "v2")  # killed here (ingest.links_written): both versions are in the graph
    assert _seen(store) == (["v1-c"], ["v1-p"])
    assert signature(store) != before  # a running service rebuilds its snapshot
    _begin(store, "v2")  # a re-run killed again keeps the committed version
    assert _seen(store) == (["v1-c"], ["v1-p"])

    begun = signature(store)
    store.run("doc_commit", {"doc_id": DOC}, write=True)  # killed here (ingest.committed)
    assert _seen(store) == (["v2-c"], ["v2-p"])
    assert signature(store) != begun
    _finish(store, "v2")
    assert _seen(store) == (["v2-c"], ["v2-p"])


def test_a_document_from_before_the_commit_marker_counts_as_committed(store: FalkorDBStore) -> None:
    _begin(store, "v1")
    store.query("MATCH (d:Document) SET d.status = 'complete' REMOVE d.committed_chunk_ids", write=True)
    assert _seen(store) == (["v1-c"], ["v1-p"])  # an existing data dir: no migration
    _begin(store, "v2")
    assert _seen(store) == (["v1-c"], ["v1-p"])  # its stored chunks become the committed version
