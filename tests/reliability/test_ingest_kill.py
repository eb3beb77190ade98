"""Kill a real `strata ingest` (kill -9) at every stage; re-running converges to an uninterrupted run.

Each kill point is a named ``failpoint`` in loaders/ingest.py that SIGKILLs the ingest process
itself when ``STRATA_FAILPOINT`` names it (loaders/failpoints.py); one more kill comes from
outside at a seeded-random moment. Two scenarios: the first ingest of a corpus, and the
re-ingest of the corpus after one document was edited (its header and a paragraph) and one
paragraph was removed from another. After the kill, a plain re-run must leave exactly the
state of an uninterrupted run: chunks (ids and properties), CHILD_OF, IN_DOCUMENT and ABOUT
edges (with what explains each link), the documents' ledgers, the vector points, and nothing
``strata doctor`` would complain about. Before the re-run, doctor must find nothing to repair in
place on the crashed store: all it sees is an ingest in flight.

Every data directory starts as a copy of one prepared directory (stores stopped), so each
case costs one killed and one finishing run (each loads the model, ~6 s). Data directories live
in /dev/shm when there is one: the vector store fsyncs every upsert, which a process kill does
not need (the page cache outlives the process) and which costs seconds per run on a slow disk.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Iterator

import pytest

from falkordb import FalkorDB

from graph.errors import StrataError
from graph.store.falkordb_server import EmbeddedFalkorDB, no_retry
from graph.store.falkordb import FalkorDBStore
from tests.loaders.test_parse import build_spbe_pdf

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
NOTES = 12
BATCH = "2"  # STRATA_INGEST_BATCH: a note's 3 children take two vector upserts, its chunks two graph writes
SEED = 7


def _note(i: int, paragraphs: range) -> dict:
    return {"id": f"note-{i:02d}", "title": f"Note {i}",
            "text": "\n\n".join(f"Paragraph {p} of note {i} about SPBE indicator {i % 47 + 1} and its evidence, "
                                f"with detail number {i * 13 + p} for the audit." for p in paragraphs)}


def _guide(indicator: int, closing: str) -> str:
    """Sections that name nothing inherit the document's scope: the indicator of the first header."""
    return (f"# Indikator {indicator}\n\nThe agency documents its plan for this indicator and reviews it every "
            f"year with the inspectorate.\n\n# Background\n\nThe office was set up in 2019 and serves the whole "
            f"province from one building.\n\n# Contacts\n\n{closing}\n")


def _corpus(folder: Path, *, changed: bool) -> Path:
    """The original corpus, or the changed one: guide.md edited (another indicator in its header,
    another closing paragraph), note-07 without its last paragraph."""
    folder.mkdir(parents=True)
    build_spbe_pdf(folder / "pedoman.pdf")
    notes = [_note(i, range(11 if changed and i == 7 else 12)) for i in range(NOTES)]
    (folder / "notes.jsonl").write_text("\n".join(json.dumps(note) for note in notes) + "\n")
    closing = "Write to the secretariat; letters are answered within a week." if changed else \
        "Write to the secretariat; answers take a month."
    (folder / "guide.md").write_text(_guide(31 if changed else 30, closing))
    return folder


def _env(**extra: str) -> dict[str, str]:
    clean = {k: v for k, v in os.environ.items() if not k.startswith("STRATA_")}
    return {**clean, "PYTHONPATH": str(ROOT), "STRATA_INGEST_BATCH": BATCH, **extra}


def _strata(data: Path, *args: str, **env: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "engine.cli", *args, "--data", str(data)], cwd=ROOT,
                            env=_env(**env), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _run(data: Path, *args: str) -> None:
    process = _strata(data, *args)
    out, err = process.communicate(timeout=600)
    assert process.returncode == 0, f"{out}\n{err}"


def _killed_by(process: subprocess.Popen) -> None:
    out, err = process.communicate(timeout=600)
    assert process.returncode == -signal.SIGKILL, f"not killed (exit {process.returncode}):\n{out}\n{err}"


def _documents_begun(data: Path) -> int:
    """Documents the running ingest has started writing, read over its server's socket (never
    by starting a server of our own, which would be pulled from under the ingest on close)."""
    socket = EmbeddedFalkorDB(data / "graph").socket_path
    if not socket.exists():
        return 0
    db = FalkorDB(unix_socket_path=str(socket), retry=no_retry())
    try:
        return FalkorDBStore(db).query("MATCH (d:Document) RETURN count(d) AS n")[0]["n"]
    except StrataError:
        return 0
    finally:
        db.close()


def store_state(graph, vectors) -> dict:
    """Everything an ingest writes, comparable with ``==``, and what ``strata doctor`` finds."""
    from engine.ops.doctor import diagnose

    chunks = {r["id"]: r["props"] for r in graph.query("MATCH (c:Chunk) RETURN c.id AS id, properties(c) AS props")}
    return {
        "chunks": chunks,
        "children": {c for c, props in chunks.items() if props["kind"] == "child"},
        "child_of": {(r["c"], r["p"]) for r in graph.query("MATCH (c:Chunk)-[:CHILD_OF]->(p:Chunk) "
                                                           "RETURN c.id AS c, p.id AS p")},
        "in_document": {(r["c"], r["d"]) for r in graph.query("MATCH (c:Chunk)-[:IN_DOCUMENT]->(d:Document) "
                                                              "RETURN c.id AS c, d.id AS d")},
        "links": {(r["c"], r["n"], r["how"], r["confidence"], r["surface"], r["reason"], tuple(r["candidates"] or ()))
                  for r in graph.query("MATCH (c:Chunk)-[a:ABOUT]->(n) RETURN c.id AS c, n.id AS n, a.how AS how, "
                                       "a.confidence AS confidence, a.surface AS surface, a.reason AS reason, "
                                       "a.candidates AS candidates")},
        "documents": {r["id"]: r for r in graph.query(
            "MATCH (d:Document) RETURN d.id AS id, d.status AS status, d.content_hash AS hash, "
            "d.chunk_count AS chunk_count, d.chunk_ids AS chunk_ids, d.title AS title")},
        "points": vectors.all_chunk_ids(),
        "point_count": vectors.count(),
        "doctor": diagnose(graph, vectors).to_json(),
    }


def _state(data: Path) -> dict:
    from engine.stores.vectors import open_vector_store

    with FalkorDBStore.embedded(data / "graph") as graph, open_vector_store(None, data) as vectors:
        return store_state(graph, vectors)


def _left_to_the_reingest(data: Path) -> None:
    """A crash leaves an ingest in flight, never damage: doctor finds nothing to repair in place (it
    names the unfinished documents to re-ingest), so `strata doctor --repair` cannot hurt a crashed store."""
    from engine.ops.doctor import diagnose
    from engine.stores.vectors import open_vector_store

    with FalkorDBStore.embedded(data / "graph") as graph, open_vector_store(None, data) as vectors:
        report = diagnose(graph, vectors)
    assert report.fixable == 0 and not report.damaged_documents, report


def _check_reference(state: dict) -> None:
    assert {d["status"] for d in state["documents"].values()} == {"complete"}
    assert state["points"] == state["children"] and state["point_count"] == len(state["children"])
    assert state["doctor"]["healthy"], state["doctor"]


def _copy(prepared: Path, target: Path) -> Path:
    shutil.copytree(prepared, target)
    return target


@pytest.fixture(scope="module")
def scratch() -> Iterator[Path]:
    """Where this module's data directories live: /dev/shm if present (see the module docstring)."""
    shm = Path("/dev/shm")
    root = Path(tempfile.mkdtemp(prefix="strata-kill-", dir=shm if shm.is_dir() else None))
    try:
        yield root
    finally:
        for socket in root.rglob("falkordb.sock"):  # a server a failed case left running: adopt and stop it
            try:
                FalkorDBStore.embedded(socket.parent).close()
            except StrataError:
                pass
        shutil.rmtree(root, ignore_errors=True)


@pytest.fixture
def data(scratch: Path, request: pytest.FixtureRequest) -> Path:
    """A fresh, not yet existing data dir for one case."""
    return scratch / "cases" / request.node.name.replace("/", "_") / "data"


@pytest.fixture(scope="module")
def corpora(scratch: Path) -> dict[str, Path]:
    return {"original": _corpus(scratch / "original", changed=False),
            "changed": _corpus(scratch / "changed", changed=True)}


@pytest.fixture(scope="module")
def loaded(scratch: Path) -> Path:
    """A data dir with the SPBE framework loaded and nothing ingested."""
    data = scratch / "loaded" / "data"
    _run(data, "load", "spbe")
    return data


@pytest.fixture(scope="module")
def original(scratch: Path, loaded: Path, corpora: dict[str, Path]) -> tuple[Path, dict]:
    """The original corpus ingested without interruption: its data dir and state."""
    data = _copy(loaded, scratch / "reference-original" / "data")
    _run(data, "ingest", str(corpora["original"]))
    state = _state(data)
    _check_reference(state)
    return data, state


@pytest.fixture(scope="module")
def changed(scratch: Path, original: tuple[Path, dict], corpora: dict[str, Path]) -> dict:
    """The changed corpus re-ingested without interruption over the original one."""
    data = _copy(original[0], scratch / "reference-changed" / "data")
    _run(data, "ingest", str(corpora["changed"]))
    state = _state(data)
    _check_reference(state)
    assert state["chunks"].keys() != original[1]["chunks"].keys()  # the edit really changed chunks
    return state


# point -> the stage it cuts. The original corpus: guide.md, 12 notes in notes.jsonl, pedoman.pdf.
FIRST_INGEST = {
    "ingest.parsed:2": "parsing: the second file parsed (the first may be writing meanwhile)",
    "ingest.chunked:5": "chunking: the fifth document chunked",
    "ingest.embedded:1": "embedding: the first cross-document batch encoded",
    "ingest.doc_begun:3": "ledger: the third document marked writing with its planned chunk ids",
    "ingest.between_vector_batches:2": "vector upsert: between two upserts of one document",
    "ingest.between_chunk_batches:4": "graph chunk write: between two UNWIND batches of one document",
    "ingest.links_written:6": "link write: ABOUT edges written, stale ones removed",
    "ingest.after_finish:14": "just after doc_finish of the last document, stores not closed",
}

# The changed corpus: only guide.md and note-07 are rewritten, in that order.
REINGEST = {
    "ingest.vectors_written:1": "vector upsert of a changed document done, the graph not told its new chunks",
    "ingest.committed:1": "a changed document committed (questions see it), its stale chunks not yet deleted",
    "ingest.stale_vectors_deleted:1": "stale-chunk deletion: points deleted, graph chunks not yet",
    "ingest.stale_chunks_deleted:2": "stale-chunk deletion: graph chunks deleted too (second document)",
    "ingest.before_finish:1": "just before doc_finish of a changed document",
}


@pytest.mark.parametrize("point", FIRST_INGEST)
def test_first_ingest_killed_at_a_failpoint_converges(data: Path, loaded: Path, corpora: dict[str, Path],
                                                      original: tuple[Path, dict], point: str) -> None:
    _copy(loaded, data)
    _killed_by(_strata(data, "ingest", str(corpora["original"]), STRATA_FAILPOINT=point))
    _left_to_the_reingest(data)
    _run(data, "ingest", str(corpora["original"]))
    assert _state(data) == original[1]


@pytest.mark.parametrize("point", REINGEST)
def test_changed_reingest_killed_at_a_failpoint_converges(data: Path, corpora: dict[str, Path],
                                                          original: tuple[Path, dict], changed: dict,
                                                          point: str) -> None:
    _copy(original[0], data)
    _killed_by(_strata(data, "ingest", str(corpora["changed"]), STRATA_FAILPOINT=point))
    _left_to_the_reingest(data)
    _run(data, "ingest", str(corpora["changed"]))
    assert _state(data) == changed


def test_ingest_killed_from_outside_at_a_random_moment_converges(data: Path, loaded: Path,
                                                                 corpora: dict[str, Path],
                                                                 original: tuple[Path, dict]) -> None:
    """kill -9 from another process, a seeded-random time after the first document began writing."""
    _copy(loaded, data)
    process = _strata(data, "ingest", str(corpora["original"]))
    deadline = time.monotonic() + 300
    while process.poll() is None and _documents_begun(data) < 1 and time.monotonic() < deadline:
        time.sleep(0.02)
    time.sleep(random.Random(SEED).uniform(0.0, 0.5))
    process.send_signal(signal.SIGKILL)
    _killed_by(process)
    _left_to_the_reingest(data)
    _run(data, "ingest", str(corpora["original"]))
    assert _state(data) == original[1]


def test_reingesting_a_changed_corpus_equals_a_fresh_ingest_of_it(data: Path, loaded: Path,
                                                                  corpora: dict[str, Path], changed: dict) -> None:
    """No ABOUT edge, chunk or point of the old version survives a re-ingest, not even the links of
    a chunk whose text did not change but whose document's scope did (guide.md's Background)."""
    _copy(loaded, data)
    _run(data, "ingest", str(corpora["changed"]))
    assert _state(data) == changed
