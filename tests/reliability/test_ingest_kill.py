"""Kill a real `strata ingest` process at different points; re-running converges to an uninterrupted run."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from falkordb import FalkorDB

from graph.errors import StrataError
from graph.falkordb_server import EmbeddedFalkorDB, no_retry
from graph.falkordb_store import FalkorDBStore
from tests.test_parse import build_spbe_pdf

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[1]
DOCS = 30


def _corpus(folder: Path) -> Path:
    folder.mkdir()
    build_spbe_pdf(folder / "pedoman.pdf")
    lines = [{"id": f"note-{i:02d}", "title": f"Note {i}",
              "text": "\n\n".join(f"Paragraph {p} of note {i} about SPBE indicator {i % 47 + 1} and its "
                                  f"evidence, with detail number {i * 13 + p} for the audit." for p in range(12))}
             for i in range(DOCS)]
    (folder / "notes.jsonl").write_text("\n".join(json.dumps(line) for line in lines) + "\n")
    return folder


def _strata(data: Path, *args: str) -> subprocess.Popen:
    env = {**{k: v for k, v in os.environ.items() if not k.startswith("STRATA_")}, "PYTHONPATH": str(ROOT)}
    return subprocess.Popen([sys.executable, "-m", "engine.cli", *args, "--data", str(data)], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _run(data: Path, *args: str) -> None:
    process = _strata(data, *args)
    out, err = process.communicate(timeout=600)
    assert process.returncode == 0, f"{out}\n{err}"


def _documents_begun(data: Path) -> int:
    """Documents the running ingest has started writing, read over its server's socket.

    Never through ``FalkorDBStore.embedded``: before the ingest has started its server, that
    would start one owned by the test, and closing it would pull the server from under the ingest.
    """
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


def _state(data: Path) -> dict:
    from engine.vectors import open_vector_store

    with FalkorDBStore.embedded(data / "graph") as store:
        chunks = {r["id"] for r in store.query("MATCH (c:Chunk) RETURN c.id AS id")}
        children = {r["id"] for r in store.query("MATCH (c:Chunk {kind: 'child'}) RETURN c.id AS id")}
        links = {(r["c"], r["n"]) for r in store.query("MATCH (c:Chunk)-[:ABOUT]->(n) RETURN c.id AS c, n.id AS n")}
        statuses = {r["s"] for r in store.query("MATCH (d:Document) RETURN DISTINCT d.status AS s")}
        orphans = store.query("MATCH (c:Chunk) WHERE NOT (c)-[:IN_DOCUMENT]->(:Document) RETURN count(c) AS n")
    with open_vector_store(None, data) as vectors:
        points = vectors.all_chunk_ids()
    return {"chunks": chunks, "children": children, "links": links, "statuses": statuses,
            "orphans": orphans[0]["n"], "points": points}


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _corpus(tmp_path_factory.mktemp("corpus") / "docs")


@pytest.fixture(scope="module")
def reference(tmp_path_factory: pytest.TempPathFactory, corpus: Path) -> dict:
    data = tmp_path_factory.mktemp("reference") / "data"
    _run(data, "load", "spbe")
    _run(data, "ingest", str(corpus))
    state = _state(data)
    assert state["statuses"] == {"complete"} and state["points"] == state["children"] and state["orphans"] == 0
    return state


@pytest.mark.parametrize("kill_after_documents", [0, 1, 8, 20, DOCS - 5])
def test_killed_ingest_converges_on_rerun(tmp_path: Path, corpus: Path, reference: dict,
                                          kill_after_documents: int) -> None:
    data = tmp_path / "data"
    _run(data, "load", "spbe")
    process = _strata(data, "ingest", str(corpus))
    deadline = time.monotonic() + 300
    while process.poll() is None and time.monotonic() < deadline:
        if kill_after_documents == 0 or _documents_begun(data) >= kill_after_documents:
            break
        time.sleep(0.05)
    if kill_after_documents == 0:
        time.sleep(1.0)  # still importing the model
    process.send_signal(signal.SIGKILL)
    process.wait()
    assert process.returncode == -signal.SIGKILL  # it was cut off, not finished
    _run(data, "ingest", str(corpus))
    assert _state(data) == reference
