"""The corpus signature read from one node (issue 19): every write that changes what questions may see moves
the Corpus node's version in the same statement, so ``signature`` is one lookup instead of a read of every
Document. Real embedded FalkorDB, real ingest (MiniLM), real relink and doctor statements.

A writer that forgot the bump would leave a running service (or another process's engine) answering from the
old corpus: the pipeline tests below write behind the engine's back, as another process does, and check that
its next question sees the new corpus.
"""

from __future__ import annotations

import re
import time
from pathlib import Path
from typing import Iterator

import pytest

import cypher
import engine.api as api
from engine import Engine
from engine.pipeline.corpus import signature
from graph.store.falkordb import FalkorDBStore
from tests.support.ledger import DOC, begin
from loaders.ingest import Ingestor
from loaders.relink import relink

BUMP = re.compile(r"MERGE \(v:Corpus \{id: 'strata:corpus'\}\)\s+SET v\.version = coalesce\(v\.version, 0\) \+ 1")
WRITES = re.compile(r"\b(CREATE|MERGE|SET|DELETE|REMOVE)\b")
# Writes that never end a change on their own: each runs between a doc_begin and its doc_commit (the ingest)
# or before doc_linked (a relink), which move the version after them.
INSIDE_A_BUMPED_WRITE = {"doc_chunks", "doc_links", "doc_unlink_stale"}
def _statement_text(name: str, backend: str) -> str:
    return "\n".join(line for line in cypher.load(name, backend).splitlines() if not line.strip().startswith("//"))


@pytest.mark.parametrize("backend", cypher.BACKENDS)
def test_every_write_to_documents_or_chunks_moves_the_version(backend: str) -> None:
    """A new statement writing Documents or Chunks must move the version, or say why it need not."""
    writers = []
    for name in cypher.names(backend):
        text = _statement_text(name, backend)
        if name in ("schema", "corpus_version_init") or not WRITES.search(text):
            continue
        if re.search(r":(Document|Chunk)\b", text):
            writers.append(name)
            if name not in INSIDE_A_BUMPED_WRITE:
                assert BUMP.search(text), f"{name} ({backend}) writes the corpus without moving the Corpus version"
    assert {"doc_begin", "doc_commit", "doc_finish", "doc_linked", "doc_delete_chunks"} <= set(writers)


def _write(store: FalkorDBStore, version: str) -> None:
    begin(store, version)
    store.run("doc_commit", {"doc_id": DOC}, write=True)
    store.run("doc_finish", {"doc_id": DOC, "content_hash": version, "chunk_count": 2}, write=True)


def test_each_ledger_write_moves_the_signature_in_one_lookup(store: FalkorDBStore) -> None:
    assert store.run("corpus_version") == []  # nothing written: no node (has_data stays false)
    _write(store, "v1")
    seen = [signature(store)]
    assert seen[0][:2] == ("version", 3)  # begin, commit, finish
    writes = [("doc_begin", {"doc_id": DOC, "props": {"title": "rules"}, "chunk_ids": ["v2-p", "v2-c"]}),
              ("doc_commit", {"doc_id": DOC}),
              ("doc_delete_chunks", {"ids": ["v1-c", "v1-p"]}),
              ("doc_linked", {"doc_id": DOC, "scopes": 7}),
              ("doc_finish", {"doc_id": DOC, "content_hash": "v2", "chunk_count": 2}),
              ("doctor_mark_damaged", {"ids": [DOC]})]
    for name, params in writes:
        store.run(name, params, write=True)
        seen.append(signature(store))
        assert seen[-1] != seen[-2], f"{name} left the corpus signature where it was"
    store.run("doc_delete_chunks", {"ids": ["no-such-chunk"]}, write=True)  # deleted nothing: nothing changed
    assert signature(store) == seen[-1]
    assert [r["count"] for r in store.run("graph_counts") if r["label"] == "Corpus"] == [1]


def test_a_graph_written_before_the_node_reads_every_document_then_gets_the_node_once(store: FalkorDBStore) -> None:
    store.run("corpus_version_init", write=True)
    assert store.run("graph_counts") == [], "an empty graph stays empty"
    _write(store, "v1")
    store.query("MATCH (v:Corpus) DELETE v", write=True)  # what a data dir from before the node holds
    old = signature(store)
    assert old[0] == 1 and len(old) == 4  # documents, chunks, last finish, last ledger write: the full read
    store.run("corpus_version_init", write=True)
    made = signature(store)
    assert made[:2] == ("version", 0)
    store.run("corpus_version_init", write=True)  # every open runs it: a no-op once the node exists
    assert signature(store) == made
    time.sleep(0.002)
    store.run("doc_linked", {"doc_id": DOC, "scopes": 3}, write=True)
    assert signature(store)[:2] == ("version", 1)


NOTICE = "# Burn rules\n\nBurning yard debris is banned in Paradise during red flag warnings. Permits resume in May.\n"
EDITED = "# Burn rules\n\nBurning yard debris is allowed in Paradise with a permit from the county fire marshal.\n"


@pytest.fixture
def engine(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Engine]:
    monkeypatch.setattr(api, "SIGNATURE_CHECK_S", 0.0)  # check on every question
    monkeypatch.setattr(api, "PIPELINE_MIN_AGE_S", 0.0)  # and rebuild at once when it moved
    with Engine.open(tmp_path / "data") as opened:
        yield opened


def _behind_the_engine(engine: Engine, path: Path) -> None:
    """Ingest as another process would: the engine is not told (its own ingest drops its pipeline)."""
    report = Ingestor(engine.graph, engine.vectors, engine.embedder).ingest([path], source="test", progress=False)
    assert report.documents == 1 and not report.errors


def test_the_pipeline_sees_what_another_writer_ingests_replaces_and_relinks(engine: Engine, tmp_path: Path) -> None:
    notice = tmp_path / "burn.md"
    notice.write_text(NOTICE, encoding="utf-8")
    _behind_the_engine(engine, notice)
    first = engine.pipeline()
    texts = {first.corpus.chunk_ids[i]: i for i in range(len(first.corpus))}
    assert len(texts) >= 1 and first.signature[0] == "version"

    notice.write_text(EDITED, encoding="utf-8")  # a new version: new chunks written, the old ones deleted
    _behind_the_engine(engine, notice)
    second = engine.pipeline()
    assert second is not first and second.signature != first.signature
    assert not set(second.corpus.chunk_ids) & set(texts), "the replaced version's children are gone"
    assert second.corpus.lexical("marshal permit", 5), "the new version is searchable"

    relink(engine.graph, engine.vectors)  # a relink in another process: node ids may have changed
    third = engine.pipeline()
    assert third is not second and third.signature != second.signature
    assert engine.pipeline() is third, "nothing written since: the same pipeline"
