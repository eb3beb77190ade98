"""`strata doctor` on really broken stores: embedded FalkorDB and qdrant-edge, broken through their own APIs.

Each case copies one cleanly ingested data directory, breaks it (deletes a point, deletes a Chunk
node, adds a stray point or Chunk, cuts a chunk from its Document, rewrites a payload, leaves a
document half-written), checks that doctor names exactly what was broken, repairs, and checks
that the stores equal the clean ones and a second doctor run is healthy.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Iterator

import numpy as np
import pytest
from typer.testing import CliRunner

from engine import Engine
from engine.cli import app
from engine.ops.doctor import diagnose, run_doctor
from loaders.document import VectorPoint
from tests.reliability.test_ingest_kill import _corpus, store_state

NOTE = "note-03"


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _corpus(tmp_path_factory.mktemp("doctor") / "docs", changed=False)


@pytest.fixture(scope="module")
def clean(tmp_path_factory: pytest.TempPathFactory, corpus: Path) -> tuple[Path, dict]:
    """A data dir with the corpus ingested (stores closed), and its state."""
    data = tmp_path_factory.mktemp("clean") / "data"
    with Engine.open(data) as engine:
        engine.load_spbe(progress=False)
        engine.ingest([corpus], progress=False)
        state = store_state(engine.graph, engine.vectors)
    assert state["doctor"]["healthy"] and state["points"] == state["children"]
    return data, state


@pytest.fixture
def data(tmp_path: Path, clean: tuple[Path, dict]) -> Path:
    return Path(shutil.copytree(clean[0], tmp_path / "data"))


@pytest.fixture
def engine(data: Path) -> Iterator[Engine]:
    with Engine.open(data) as opened:
        yield opened


def _one(engine: Engine, text: str) -> str:
    """The id of one chunk of NOTE, chosen by ``text`` (a WHERE over ``c``)."""
    rows = engine.graph.query(f"MATCH (c:Chunk {{doc_id: $doc}}) WHERE {text} RETURN c.id AS id ORDER BY c.id LIMIT 1",
                              {"doc": NOTE})
    return rows[0]["id"]


def _payload(engine: Engine, chunk_id: str) -> tuple[dict, float]:
    """A point's payload and how close its vector is to its chunk's text embedded now."""
    text = engine.graph.query("MATCH (c:Chunk {id: $id}) RETURN c.text AS t", {"id": chunk_id})[0]["t"]
    hit = engine.vectors.search(engine.embedder.encode([text])[0], limit=1, doc_ids=[NOTE])[0]
    assert hit.chunk_id == chunk_id
    return hit.payload, hit.score


def _repaired_equals_clean(engine: Engine, clean: dict) -> None:
    run_doctor(engine, fix=True)
    assert store_state(engine.graph, engine.vectors) == clean
    assert diagnose(engine.graph, engine.vectors).healthy


def test_a_clean_store_is_healthy(engine: Engine) -> None:
    report = diagnose(engine.graph, engine.vectors)
    assert report.healthy and not report.needs_attention


def test_a_deleted_point_is_re_embedded_with_the_ingest_payload(engine: Engine, clean: tuple[Path, dict]) -> None:
    child = _one(engine, "c.kind = 'child'")
    payload, _ = _payload(engine, child)
    engine.vectors.delete([child])
    report = diagnose(engine.graph, engine.vectors)
    assert report.missing_points == [child] and report.fixable == 1
    _repaired_equals_clean(engine, clean[1])
    repaired, score = _payload(engine, child)
    assert repaired == payload and score > 0.999


def test_a_stray_point_is_deleted(engine: Engine, clean: tuple[Path, dict]) -> None:
    stray = "f" * 64
    engine.vectors.upsert([VectorPoint(stray, np.ones(engine.embedder.dimension), {"doc_id": NOTE, "kind": "child"})])
    report = diagnose(engine.graph, engine.vectors)
    assert report.orphan_points == [stray] and report.fixable == 1
    _repaired_equals_clean(engine, clean[1])


def test_a_point_naming_another_document_is_rewritten(engine: Engine, clean: tuple[Path, dict]) -> None:
    child = _one(engine, "c.kind = 'child'")
    payload, _ = _payload(engine, child)
    text = engine.graph.query("MATCH (c:Chunk {id: $id}) RETURN c.text AS t", {"id": child})[0]["t"]
    engine.vectors.upsert([VectorPoint(child, engine.embedder.encode([text])[0], {**payload, "doc_id": "note-04"})])
    report = diagnose(engine.graph, engine.vectors)
    assert report.wrong_payload == [child] and report.fixable == 1
    _repaired_equals_clean(engine, clean[1])
    assert _payload(engine, child)[0] == payload


def test_a_chunk_cut_from_its_document_is_tied_back(engine: Engine, clean: tuple[Path, dict]) -> None:
    parent = _one(engine, "c.kind = 'parent'")
    engine.graph.query("MATCH (:Chunk {id: $id})-[r:IN_DOCUMENT]->() DELETE r", {"id": parent}, write=True)
    report = diagnose(engine.graph, engine.vectors)
    assert report.detached_chunks == [parent] and report.fixable == 1
    _repaired_equals_clean(engine, clean[1])


def test_a_chunk_no_document_lists_is_deleted(engine: Engine, clean: tuple[Path, dict]) -> None:
    engine.graph.query("CREATE (:Chunk {id: 'stray-chunk', kind: 'child', doc_id: 'nowhere', text: 'x'})", write=True)
    report = diagnose(engine.graph, engine.vectors)
    assert report.stray_chunks == ["stray-chunk"] and report.fixable == 1 and not report.missing_points
    _repaired_equals_clean(engine, clean[1])


def test_a_deleted_chunk_node_marks_its_document_for_re_ingest(engine: Engine, corpus: Path,
                                                               clean: tuple[Path, dict]) -> None:
    """A lost chunk's text is only in the file: repair deletes its point and marks the document
    damaged, so re-ingesting the file (which would skip an unchanged complete document) rewrites it."""
    child = _one(engine, "c.kind = 'child'")
    engine.graph.query("MATCH (c:Chunk {id: $id}) DETACH DELETE c", {"id": child}, write=True)
    report = diagnose(engine.graph, engine.vectors)
    assert report.orphan_points == [child] and [d.doc_id for d in report.damaged_documents] == [NOTE]
    assert report.damaged_documents[0].reingest == f"strata ingest {corpus / 'notes.jsonl'}"
    run_doctor(engine, fix=True)
    after = diagnose(engine.graph, engine.vectors)
    assert after.fixable == 0 and [(d.doc_id, d.status) for d in after.incomplete_documents] == [(NOTE, "damaged")]
    assert after.needs_attention
    engine.ingest([corpus / "notes.jsonl"], progress=False)
    assert store_state(engine.graph, engine.vectors) == clean[1]


def test_an_interrupted_ingest_is_reported_and_left_to_the_re_ingest(engine: Engine, corpus: Path,
                                                                     clean: tuple[Path, dict]) -> None:
    """A ``writing`` document's chunks and points are the re-ingest's business: a point its graph
    does not know yet is in flight, not an orphan."""
    in_flight = "e" * 64
    engine.graph.query("MATCH (d:Document {id: $doc}) SET d.status = 'writing'", {"doc": NOTE}, write=True)
    engine.vectors.upsert([VectorPoint(in_flight, np.ones(engine.embedder.dimension), {"doc_id": NOTE})])
    report = run_doctor(engine, fix=True)
    assert report.fixable == 0 and [d.doc_id for d in report.incomplete_documents] == [NOTE]
    assert report.needs_attention and in_flight in engine.vectors.all_chunk_ids()
    engine.ingest([corpus / "notes.jsonl"], progress=False)
    assert store_state(engine.graph, engine.vectors) == clean[1]


def _cli(data: Path, *args: str) -> tuple[int, str]:
    result = CliRunner().invoke(app, ["doctor", *args, "--data", str(data)])
    return result.exit_code, result.output


def test_cli_exit_codes_and_json(data: Path, corpus: Path) -> None:
    code, out = _cli(data)
    assert code == 0 and "healthy" in out
    with Engine.open(data) as engine:
        engine.vectors.upsert([VectorPoint("d" * 64, np.ones(engine.embedder.dimension), {"doc_id": "x"})])
        engine.graph.query("MATCH (d:Document {id: $doc}) SET d.status = 'writing'", {"doc": "note-05"}, write=True)
    code, out = _cli(data, "--json")
    found = json.loads(out)
    assert code == 1 and not found["healthy"] and found["orphan_points"] == ["d" * 64]
    assert [d["doc_id"] for d in found["incomplete_documents"]] == ["note-05"]
    code, out = _cli(data, "--repair")
    assert code == 1 and "did not finish ingesting" in out and str(corpus / "notes.jsonl") in out
    assert _cli(data, "--json")[0] == 1  # the stray point is gone; the interrupted document is not
    with Engine.open(data) as engine:
        engine.ingest([corpus / "notes.jsonl"], progress=False)
    assert _cli(data, "--repair")[0] == 0 and _cli(data)[0] == 0
