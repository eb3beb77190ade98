"""One document's ledger statements run by hand on a real embedded FalkorDB (the ``store`` fixture of
tests/engine/pipeline/conftest.py): what questions may see while a document is written (test_corpus_visibility)
and the corpus version (test_corpus_version)."""

from __future__ import annotations

from graph.store.falkordb import FalkorDBStore

DOC = "file:rules.md"


def chunk_rows(version: str) -> list[dict]:
    """The parent and child rows of ``DOC``'s ``version`` (texts: the version's name)."""
    props = {"doc_id": DOC, "header_path": "", "pages": [], "page": None, "table": None, "node_ids": []}
    return [{"id": f"{version}-p", "parent_id": None, "props": {**props, "kind": "parent", "text": version,
                                                                   "ordinal": 0}},
            {"id": f"{version}-c", "parent_id": f"{version}-p", "props": {**props, "kind": "child",
                                                                            "text": version, "ordinal": 1}}]


def begin(store: FalkorDBStore, version: str) -> None:
    """``doc_begin`` and ``doc_chunks`` of ``version``: written, not yet committed."""
    store.run("doc_begin", {"doc_id": DOC, "props": {"title": "rules"}, "chunk_ids": [f"{version}-p", f"{version}-c"]},
              write=True)
    store.run("doc_chunks", {"doc_id": DOC, "rows": chunk_rows(version)}, write=True)
