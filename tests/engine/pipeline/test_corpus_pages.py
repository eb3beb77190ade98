"""The corpus snapshot read in pages of node ids (engine/pipeline/corpus.py, issue 19), on a real embedded
FalkorDB: however small the pages, the snapshot is the one a single page reads (same children in the same
order, parents, documents, links), a document being written still shows only its committed version, and a
write between two pages does not leave a snapshot with both versions of a document."""

from __future__ import annotations

import random
from typing import Any, Mapping

import pytest

from engine.pipeline.corpus import Corpus, signature
from graph.store.falkordb import FalkorDBStore
from tests.support.ledger import DOC, begin

ONE_PAGE = 10**12


def _document(store: FalkorDBStore, doc: str, children: list[str], rng: random.Random) -> None:
    """``doc`` written and finished through the ledger statements: one parent per two children, links drawn
    from a few nodes."""
    rows = []
    for n, child in enumerate(children):
        parent = f"{doc}#p{n // 2}"
        props = {"doc_id": doc, "header_path": "", "pages": [], "page": None, "table": None,
                 "node_ids": rng.sample(["geo:a", "geo:b", "geo:c", "spbe:1"], rng.randint(0, 2))}
        if n % 2 == 0:
            rows.append({"id": parent, "parent_id": None, "props": {**props, "kind": "parent", "text": child,
                                                                     "ordinal": n}})
        rows.append({"id": child, "parent_id": parent, "props": {**props, "kind": "child",
                                                                 "text": f"{child} about {doc}", "ordinal": n + 1}})
    store.run("doc_begin", {"doc_id": doc, "props": {"title": doc}, "chunk_ids": [r["id"] for r in rows]}, write=True)
    store.run("doc_chunks", {"doc_id": doc, "rows": rows}, write=True)
    store.run("doc_commit", {"doc_id": doc}, write=True)
    store.run("doc_finish", {"doc_id": doc, "content_hash": doc, "chunk_count": len(rows)}, write=True)


@pytest.fixture
def children(store: FalkorDBStore) -> list[str]:
    """Three documents whose chunk ids are not in node id order, places between them, and ``DOC`` being
    replaced (v1 committed, v2 written, not committed); the children questions may see, by id."""
    rng = random.Random(19)
    names = [f"c{n:03d}" for n in range(60)]
    rng.shuffle(names)
    for n, doc in enumerate(["file:a.md", "file:b.md", "file:c.md"]):
        _document(store, doc, names[20 * n:20 * n + 20], rng)
        store.query("UNWIND range(1, 7) AS i CREATE (:Place {id: $doc + toString(i)})", {"doc": doc}, write=True)
    begin(store, "v1")
    store.run("doc_commit", {"doc_id": DOC}, write=True)
    store.run("doc_finish", {"doc_id": DOC, "content_hash": "v1", "chunk_count": 2}, write=True)
    begin(store, "v2")
    return sorted(names + ["v1-c"])


def _snapshot(corpus: Corpus) -> tuple:
    return (corpus.chunk_ids, corpus.parent_ids, corpus.doc_ids, corpus.node_ids,
            {node: index.tolist() for node, index in corpus.by_node.items()})


@pytest.mark.parametrize("page", [1, 2, 3, 7, 30])
def test_pages_read_the_snapshot_one_page_reads(store: FalkorDBStore, children: list[str], page: int) -> None:
    span = store.run("corpus_children_span")[0]
    assert (span["id_last"] - span["id_first"]) // page >= 3  # several pages, boundaries among the children
    whole = Corpus.build(store, signature(store), page=ONE_PAGE)
    assert whole.chunk_ids == children  # v2-c, written but not committed, stays hidden
    assert whole.parent_ids[children.index("v1-c")] == "v1-p"
    paged = Corpus.build(store, signature(store), page=page)
    assert _snapshot(paged) == _snapshot(whole)
    tokens = ["about", "file"]
    assert paged.bm25.get_scores(tokens).tolist() == whole.bm25.get_scores(tokens).tolist()


class CommitsBetweenPages:
    """The store, with another writer's ``write`` run right after a page holding ``after`` is read (the first
    ``times`` such pages): a write landing between two of the snapshot's queries."""

    def __init__(self, store: FalkorDBStore, after: str, write: str, times: int) -> None:
        self.store, self.after, self.write, self.times = store, after, write, times

    def run(self, name: str, params: Mapping[str, Any] | None = None, **kwargs: Any) -> list[dict]:
        return self.store.run(name, params, **kwargs)

    def statement(self, name: str) -> str:
        return self.store.statement(name)

    def query(self, text: str, params: Mapping[str, Any] | None = None, **kwargs: Any) -> list[dict]:
        rows = self.store.query(text, params, **kwargs)
        if self.times and any(row.get("id") == self.after for row in rows):
            self.times -= 1
            if self.write == "commit":
                self.store.run("doc_commit", {"doc_id": DOC}, write=True)
            else:
                begin(self.store, f"v{self.times + 3}")  # a re-run of the ingest begins the document again
        return rows


def test_a_commit_between_pages_does_not_show_both_versions(store: FalkorDBStore, children: list[str]) -> None:
    before = signature(store)
    writer = CommitsBetweenPages(store, after="v1-c", write="commit", times=1)
    corpus = Corpus.build(writer, before, page=1)  # type: ignore[arg-type]
    assert writer.times == 0  # the commit did land between two pages
    assert "v1-c" not in corpus.chunk_ids and "v2-c" in corpus.chunk_ids
    assert corpus.chunk_ids == sorted(set(children) - {"v1-c"} | {"v2-c"})
    assert corpus.signature == signature(store) != before


def test_a_corpus_changing_on_every_read_is_labelled_stale(store: FalkorDBStore, children: list[str]) -> None:
    """Writes during every read: the last one is kept, under a signature the engine sees is not the current one
    (it rebuilds the snapshot)."""
    writer = CommitsBetweenPages(store, after="v1-c", write="begin", times=10)
    corpus = Corpus.build(writer, signature(store), page=1)  # type: ignore[arg-type]
    assert writer.times == 7  # three reads
    assert corpus.chunk_ids == children
    assert corpus.signature != signature(store)
