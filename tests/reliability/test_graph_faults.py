"""kill -9 the embedded graph server while the engine answers, loads and ingests (issue 7, faults).

Each test kills the real redis-server child: the failing call must say the store was down and
that retrying is safe (no raw redis error, no hang), the next calls must work on the restarted
server, answers must be the same as before, and no acknowledged write may be lost.
"""

from __future__ import annotations

import os
import signal
import threading
import time
from pathlib import Path
from typing import Any, Iterator

import pytest

from engine import Config, Engine
from engine.api import SIGNATURE_CHECK_S
from engine.serve.app import create_app
from graph.errors import StoreUnavailable
from graph.store.falkordb_server import _pid_alive
from tests.support.serve import running
from tests.engine.test_engine import DOCS, engine_with
from tests.engine.serve.test_service import call

pytestmark = pytest.mark.slow

# Place exact / broader (warn) / another place (abstain) / no place / SPBE / admissions cutoffs.
MIXED_QUESTIONS = [
    "Which roads are the evacuation routes in Paradise, California?",
    "How much defensible space do I need around my house in Paradise, California?",
    "Can I burn brush piles at my home in Chico, California?",
    "Is there a boil water notice in Springfield, Massachusetts?",
    "What should an emergency kit contain?",
    "How is SPBE data-centre service maturity assessed?",
    "What was the MBC cutoff mark and closing rank for CSE at CEG in 2024?",
    "What is the CSE cutoff at PSG Tech for the XYZ community?",
]
CALL_LIMIT_S = 30.0  # a call during the outage must fail fast or succeed, never hang


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    with engine_with(tmp_path_factory, DOCS, "faults") as opened:
        yield opened


def stable(answer: dict[str, Any]) -> dict[str, Any]:
    """The parts of an answer that must not change across a restart (timings do)."""
    return {k: answer[k] for k in ("decision", "answer", "citations", "scope", "relation", "route")}


def kill_graph_server(engine: Engine) -> int:
    """SIGKILL the embedded redis-server and wait until it is gone; return its pid."""
    server = engine.graph.server
    pid = server.pid
    os.kill(pid, signal.SIGKILL)
    if server._process is not None and server._process.pid == pid:
        server._process.wait(timeout=10)  # reap our child, or it lingers as a zombie
    deadline = time.monotonic() + 10
    while _pid_alive(pid) and time.monotonic() < deadline:
        time.sleep(0.01)
    return pid


def servers_for(engine: Engine) -> list[int]:
    """Live redis-server processes serving this engine's socket (a restart race would leave two)."""
    server = engine.graph.server
    return [int(p.name) for p in Path("/proc").iterdir()
            if p.name.isdigit() and server.is_our_server(int(p.name)) and _pid_alive(int(p.name))]


def assert_clear(error: BaseException) -> None:
    """A store outage must read as one: which store, what happened, what to do."""
    assert isinstance(error, StoreUnavailable), f"{type(error).__name__}: {error}"
    text = str(error)
    assert "graph store" in text and "FalkorDB" in text and "retry" in text, text


class Askers:
    """Threads asking the mixed questions in a loop, recording every outcome and its duration."""

    def __init__(self, engine: Engine, threads: int) -> None:
        self.engine, self.stop = engine, threading.Event()
        self.outcomes: list[tuple[str, float, Any]] = []  # ("ok" | "error", seconds, answer or exception)
        self.threads = [threading.Thread(target=self._loop, args=(i,), daemon=True) for i in range(threads)]

    def _loop(self, offset: int) -> None:
        i = offset
        while not self.stop.is_set():
            question = MIXED_QUESTIONS[i % len(MIXED_QUESTIONS)]
            started = time.monotonic()
            try:
                kind, value = "ok", self.engine.ask(question).contract()
            except Exception as exc:  # recorded and judged by the test
                kind, value = "error", exc
            self.outcomes.append((kind, time.monotonic() - started, value))
            i += 1

    def __enter__(self) -> "Askers":
        for thread in self.threads:
            thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop.set()
        for thread in self.threads:
            thread.join(timeout=CALL_LIMIT_S)


def test_kill_during_questions_is_a_clear_error_then_the_same_answers(engine: Engine) -> None:
    before = {q: stable(engine.ask(q).contract()) for q in MIXED_QUESTIONS}
    killed = []
    with Askers(engine, threads=4) as askers:
        for _ in range(2):  # a second kill, after the first restart, must be handled the same way
            time.sleep(1.5)
            killed.append(kill_graph_server(engine))
        time.sleep(2.0)
    errors = [value for kind, _, value in askers.outcomes if kind == "error"]
    assert errors, "no call saw the outage"
    for error in errors:
        assert_clear(error)
    assert max(seconds for _, seconds, _ in askers.outcomes) < CALL_LIMIT_S
    assert askers.outcomes[-1][0] == "ok"
    assert {q: stable(engine.ask(q).contract()) for q in MIXED_QUESTIONS} == before
    assert servers_for(engine) == [engine.graph.server.pid] and engine.graph.server.pid not in killed
    assert engine.graph.server.owner  # still ours to stop on close, whichever thread restarted it


def test_service_reports_the_outage_with_503_and_recovers(engine: Engine) -> None:
    question = {"question": MIXED_QUESTIONS[0]}
    with running(create_app(engine, warm=False)) as url:
        status, before = call(url, "POST", "/ask", question)
        assert status == 200
        kill_graph_server(engine)
        status, health = call(url, "GET", "/health/detailed")
        assert status == 503 and health["down"] == ["graph"] and health["parts"]["graph"]["status"] == "down"
        assert "restarted" in health["parts"]["graph"]["error"]
        status, health = call(url, "GET", "/health/detailed")
        assert status == 200 and health["parts"]["graph"]["status"] == "up"  # the check brought it back
        kill_graph_server(engine)
        # within SIGNATURE_CHECK_S of its last look at the graph the engine answers from its in-memory
        # snapshot, without the graph; after it, the question must reach the graph and find it down
        time.sleep(SIGNATURE_CHECK_S)
        status, error = call(url, "POST", "/ask", question)
        assert status == 503 and error["status"] == 503 and "Traceback" not in error["error"]
        assert "graph store" in error["error"] and "retry" in error["error"]
        status, after = call(url, "POST", "/ask", question)
        assert status == 200 and stable(after) == stable(before)


def _count(engine: Engine, statement: str) -> int:
    return engine.graph.query(statement)[0]["n"]


def _kill_when(engine: Engine, work: threading.Thread, statement: str, at_least: int) -> int:
    """Run ``work``; once ``statement`` counts ``at_least``, note the count and kill the server."""
    work.start()
    deadline = time.monotonic() + 120
    while (seen := _count(engine, statement)) < at_least:
        assert work.is_alive() and time.monotonic() < deadline, "the job finished before the kill"
        time.sleep(0.02)
    kill_graph_server(engine)
    work.join(timeout=120)
    return seen


def _in_thread(fn, *args, **kwargs) -> tuple[threading.Thread, list[BaseException]]:
    raised: list[BaseException] = []

    def run() -> None:
        try:
            fn(*args, **kwargs)
        except BaseException as exc:  # the test inspects it
            raised.append(exc)
    return threading.Thread(target=run, daemon=True), raised


PLACES = "MATCH (p:Place) RETURN count(p) AS n"


def test_kill_during_a_load_keeps_every_acknowledged_batch(tmp_path: Path) -> None:
    with Engine.open(Config.load(tmp_path / "reference")) as reference:
        reference.load_places(countries=["US"], min_population=5000, progress=False)
        expected = _count(reference, PLACES)
    with Engine.open(Config.load(tmp_path / "data", batch_size=200)) as engine:
        work, raised = _in_thread(engine.load_places, countries=["US"], min_population=5000, progress=False)
        seen = _kill_when(engine, work, PLACES, at_least=expected // 3)
        assert len(raised) == 1
        assert_clear(raised[0])
        assert seen <= _count(engine, PLACES) < expected  # acknowledged batches survived the restart
        engine.load_places(countries=["US"], min_population=5000, progress=False)  # a re-run completes it
        assert _count(engine, PLACES) == expected


def _corpus(folder: Path, documents: int) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for i in range(documents):
        (folder / f"notice_{i:03d}.md").write_text(
            f"# Notice {i}\n\n" + " ".join(f"Residents of Paradise, California must keep item {i}-{j} clear of "
                                         f"brush before fire season {j}." for j in range(30)), encoding="utf-8")
    return folder


COMPLETE = "MATCH (d:Document {status: 'complete'}) RETURN count(d) AS n"
DOCUMENTS = 30
CHUNK_IDS = "MATCH (c:Chunk) RETURN c.id AS id"


def test_kill_during_an_ingest_keeps_finished_documents_and_a_rerun_converges(tmp_path: Path) -> None:
    corpus = _corpus(tmp_path / "corpus", documents=DOCUMENTS)
    with Engine.open(Config.load(tmp_path / "reference")) as reference:
        reference.ingest([corpus], source="faults", progress=False)
        expected_ids = {r["id"] for r in reference.graph.query(CHUNK_IDS, limit=None)}
        expected_points = reference.vectors.count()
    with Engine.open(Config.load(tmp_path / "data")) as engine:
        work, raised = _in_thread(engine.ingest, [corpus], source="faults", progress=False)
        seen = _kill_when(engine, work, COMPLETE, at_least=5)
        assert len(raised) == 1
        assert_clear(raised[0])
        assert seen <= _count(engine, COMPLETE) < DOCUMENTS  # finished documents are still complete
        report = engine.ingest([corpus], source="faults", progress=False)
        assert report.skipped_unchanged >= seen and not report.errors
        assert _count(engine, COMPLETE) == DOCUMENTS
        assert {r["id"] for r in engine.graph.query(CHUNK_IDS, limit=None)} == expected_ids
        assert engine.vectors.count() == expected_points


def test_a_hung_server_is_replaced_not_doubled(tmp_path: Path) -> None:
    """A server that stopped answering (SIGSTOP) is killed before a new one starts on the same files."""
    from graph.store.falkordb_server import EmbeddedFalkorDB
    from graph.store.falkordb import FalkorDBStore

    directory = tmp_path / "graph"
    with FalkorDBStore.embedded(directory) as store:
        store.query("CREATE (:Scope {id: 'kept'})", write=True)
        hung = store.server.pid
        os.kill(hung, signal.SIGSTOP)
        replacement = EmbeddedFalkorDB(directory)
        replacement.start()
        store.server._process.wait(timeout=10)  # the hung server was killed (and is reaped here)
        assert not _pid_alive(hung) and replacement.pid != hung and replacement.is_our_server(replacement.pid)
        assert store.query("MATCH (s:Scope) RETURN s.id AS id") == [{"id": "kept"}]
        replacement.stop()


def test_the_start_timeout_setting_reaches_the_embedded_server(tmp_path: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """STRATA_GRAPH_START_TIMEOUT is read by Config and bounds every (re)start of the embedded server."""
    monkeypatch.setenv("STRATA_GRAPH_START_TIMEOUT", "123.5")
    engine = Engine.open(tmp_path / "data")
    try:
        assert engine.config.graph_start_timeout_s == 123.5
        assert engine.graph.server.start_timeout_s == 123.5
    finally:
        engine.close()
