"""Hostile input bounded (issue 20, items 9, 11, 13), against a real ``strata serve`` subprocess on the
embedded stores (its WhatsApp replies go to the loopback Graph API stub): the statuses a client sees,
the graph server's memory, the records kept, the replies sent, and that questions keep being answered.
"""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import threading
import time
import uuid
from pathlib import Path
from typing import Any, Iterator

import httpx
import pytest

from engine import Config, Engine
from engine.serve.whatsapp.payload import sign
from graph.store.falkordb_server import _pid_alive
from tests.reliability.test_disk import _servers_under
from tests.reliability.test_load import _wait_healthy
from tests.support.graph_api_stub import GraphAPIStub
from tests.support.serve import free_port

STRATA = Path(sys.executable).with_name("strata")
TOKEN = "bounds-test-token-31f8"
QUESTION = "What was the MBC cutoff for CSE at CEG in 2024?"
QUERY_MEMORY_MB = 256
MAX_SESSIONS = 3
MAX_BODY_KB = 64
OLD_SESSION = "expired-session"
SECRET = "bounds-app-secret-9a7e"
ACCESS = "bounds-access-token-EAAG"
PHONE_ID = "106540352242922"


class Service:
    """A running ``strata serve``: its URL, its data directory and an HTTP client."""

    def __init__(self, url: str, data: Path) -> None:
        self.url, self.data = url, data
        self.http = httpx.Client(base_url=url, timeout=180)

    def post(self, path: str, body: Any = None, *, admin: bool = False, **kwargs: Any) -> httpx.Response:
        headers = {"Authorization": f"Bearer {TOKEN}"} if admin else {}
        return self.http.post(path, json=body, headers=headers, **kwargs)

    def graph_server_peak_mb(self) -> float:
        """The embedded graph server's peak resident memory (VmHWM), in MB."""
        pids = [pid for pid in _servers_under(self.data) if _pid_alive(pid)]
        assert len(pids) == 1, pids
        for line in Path(f"/proc/{pids[0]}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
        raise AssertionError("no VmHWM")


@pytest.fixture(scope="module")
def graph_api() -> Iterator[GraphAPIStub]:
    with GraphAPIStub(access_token=ACCESS) as stub:
        yield stub


@pytest.fixture(scope="module")
def service(tmp_path_factory: pytest.TempPathFactory, graph_api: GraphAPIStub) -> Iterator[Service]:
    data = tmp_path_factory.mktemp("bounds") / "data"
    with Engine.open(Config.load(data)) as engine:
        engine.load_admissions(progress=False)
    with sqlite3.connect(data / "sessions.sqlite3") as db:  # a turn from 100 days ago: past the TTL
        db.execute("CREATE TABLE IF NOT EXISTS turns (session_id TEXT NOT NULL, at REAL NOT NULL, question TEXT "
                   "NOT NULL, standalone TEXT NOT NULL, route TEXT, decision TEXT)")
        db.execute("INSERT INTO turns VALUES (?, ?, 'q', 'q', 'places', 'answer')", (OLD_SESSION, time.time() - 100 * 86400))
    db.close()
    env = {**os.environ, "STRATA_ADMIN_TOKEN": TOKEN, "STRATA_GRAPH_QUERY_MEMORY_MB": str(QUERY_MEMORY_MB),
           "STRATA_MAX_SESSIONS": str(MAX_SESSIONS), "STRATA_SESSION_TTL_DAYS": "30",
           "STRATA_MAX_BODY_KB": str(MAX_BODY_KB), "STRATA_WHATSAPP_APP_SECRET": SECRET,
           "STRATA_WHATSAPP_ACCESS_TOKEN": ACCESS, "STRATA_WHATSAPP_PHONE_NUMBER_ID": PHONE_ID,
           "STRATA_WHATSAPP_API_BASE": graph_api.url, "STRATA_LLM_URL": "", "OPENAI_BASE_URL": ""}
    port = free_port()
    log = open(data / "serve.log", "w")
    process = subprocess.Popen([str(STRATA), "serve", "--port", str(port), "--data", str(data)], stdout=log,
                               stderr=subprocess.STDOUT, env=env)
    service = Service(f"http://127.0.0.1:{port}", data)
    try:
        _wait_healthy(service.url, process)
        yield service
    finally:
        service.http.close()
        process.send_signal(signal.SIGINT)
        process.wait(timeout=120)
        log.close()
        for pid in _servers_under(data):
            if _pid_alive(pid):
                os.kill(pid, signal.SIGKILL)


# -- item 11: an admin query is bounded in time and memory by the store, and questions go on -----------------

HUGE_RANGE = "UNWIND range(1, 100000000) AS x RETURN count(x) AS n"
HUGE_RESULT = "UNWIND range(1, 3000) AS a UNWIND range(1, 3000) AS b RETURN a, b"
SLOW = "UNWIND range(1, 3000) AS a UNWIND range(1, 3000) AS b UNWIND range(1, 3000) AS c RETURN count(*) AS n"


def test_admin_cypher_is_bounded_in_memory_and_questions_are_answered_meanwhile(service: Service) -> None:
    # A literal list too large to build is refused before the store builds it.
    response = service.post("/cypher", {"query": HUGE_RANGE, "timeout_ms": 2000}, admin=True)
    assert response.status_code == 400, response.text
    assert "range(1, 100000000)" in response.json()["error"] and "STRATA_CYPHER_MAX_LIST" in response.json()["error"]
    # A result too large for the store's per-query memory is aborted by the store itself.
    response = service.post("/cypher", {"query": HUGE_RESULT, "limit": 10, "timeout_ms": 60_000}, admin=True)
    assert response.status_code == 400, response.text
    assert "STRATA_GRAPH_QUERY_MEMORY_MB" in response.json()["error"]
    assert service.graph_server_peak_mb() < 4 * QUERY_MEMORY_MB

    # A long admin query runs; a second one is refused while it does, and questions are answered.
    slow: dict[str, httpx.Response] = {}
    runner = threading.Thread(target=lambda: slow.setdefault("response", service.post(
        "/cypher", {"query": SLOW, "timeout_ms": 30_000}, admin=True)))
    runner.start()
    try:
        while (second := service.post("/cypher", {"query": "RETURN 1 AS x"}, admin=True)).status_code == 200:
            assert runner.is_alive(), slow  # the slow query must still be running when the second is refused
        assert second.status_code == 429 and "another admin query" in second.json()["error"], second.text
        answer = service.post("/ask", {"question": QUESTION})
        assert answer.status_code == 200 and answer.json()["decision"] == "answer", answer.text
        # Still running after the answer: the question did not wait for it.
        assert service.post("/cypher", {"query": "RETURN 1 AS x"}, admin=True).status_code == 429
    finally:
        runner.join()
    assert slow["response"].status_code == 504, slow["response"].text
    assert service.post("/cypher", {"query": "RETURN 1 AS x"}, admin=True).json() == {"rows": [{"x": 1}], "count": 1}


# -- item 9: request bodies and session ids are bounded, sessions expire and are capped ----------------------

def _session_ids(data: Path) -> list[str]:
    with sqlite3.connect(f"file:{data / 'sessions.sqlite3'}?mode=ro", uri=True) as db:
        rows = db.execute("SELECT session_id FROM turns GROUP BY session_id ORDER BY max(at)").fetchall()
    db.close()
    return [row[0] for row in rows]


def test_bodies_and_session_ids_are_bounded_and_sessions_expire(service: Service) -> None:
    size_before = (service.data / "sessions.sqlite3").stat().st_size
    for _ in range(3):  # a 5 MB session id: refused before the body is read whole
        response = service.post("/ask", {"question": QUESTION, "session_id": "s" * (5 << 20)})
        assert response.status_code == 413, response.text[:300]
        assert f"{MAX_BODY_KB} KB" in response.json()["error"] and "STRATA_MAX_BODY_KB" in response.json()["error"]
    chunked = service.http.post("/ask", content=iter([b'{"question": "' + b"x" * (MAX_BODY_KB << 10) + b'"}']),
                                headers={"Content-Type": "application/json"})  # no Content-Length
    assert chunked.status_code == 413, chunked.text[:300]
    response = service.post("/ask", {"question": QUESTION, "session_id": "s" * 1000})
    assert response.status_code == 400 and "session id" in response.json()["error"], response.text[:300]
    assert "128" in response.json()["error"] and "s" * 200 not in response.text  # not echoed back
    assert (service.data / "sessions.sqlite3").stat().st_size - size_before < 64 << 10

    # The turn older than STRATA_SESSION_TTL_DAYS expired; past STRATA_MAX_SESSIONS the oldest go first.
    assert OLD_SESSION not in _session_ids(service.data)
    for number in range(5):
        response = service.post("/ask", {"question": QUESTION, "session_id": f"student-{number}"})
        assert response.status_code == 200, response.text[:300]
    assert _session_ids(service.data) == ["student-2", "student-3", "student-4"]
    assert service.http.get("/stats").json()["sessions"] == MAX_SESSIONS


# -- item 13: malformed input gets a 400 naming it, or a 200 to WhatsApp and a reply to the sender -----------

@pytest.mark.parametrize("key", ["a`b", "", "a b", "1st"])
def test_cypher_parameter_names_that_are_not_identifiers_are_400_naming_them(service: Service, key: str) -> None:
    response = service.post("/cypher", {"query": "RETURN 1 AS x", "params": {key: 1}}, admin=True)
    assert response.status_code == 400, response.text
    assert f"parameter name {key!r}" in response.json()["error"], response.text
    nested = service.post("/cypher", {"query": "RETURN $m AS m", "params": {"m": {key: 1}}}, admin=True)
    assert nested.status_code in (200, 400), nested.text  # a map key: FalkorDB takes some, refuses others; never 500
    if nested.status_code == 400:
        assert repr(key) in nested.json()["error"], nested.text


def _deliver(service: Service, value: dict[str, Any]) -> httpx.Response:
    payload = {"object": "whatsapp_business_account",
               "entry": [{"id": "102290129340398", "changes": [{"field": "messages", "value": value}]}]}
    raw = json.dumps(payload).encode()
    return service.http.post("/webhook", content=raw, headers={"Content-Type": "application/json",
                                                               "X-Hub-Signature-256": sign(SECRET, raw)})


def _message(sender: str, kind: str, content: Any) -> dict[str, Any]:
    return {"from": sender, "id": f"wamid.{uuid.uuid4().hex}", "timestamp": str(int(time.time())), "type": kind,
            kind: content}


def test_a_webhook_whose_metadata_is_not_an_object_is_acknowledged_and_answered(service: Service,
                                                                               graph_api: GraphAPIStub) -> None:
    sender = "919800000131"
    response = _deliver(service, {"messaging_product": "whatsapp", "metadata": "str",
                                  "messages": [_message(sender, "text", {"body": QUESTION})]})
    assert response.status_code == 200 and response.json() == {"status": "ok", "queued": 1}, response.text
    assert "MBC" in graph_api.wait_delivered(sender)[0]
    for odd in ({"entry": "str"}, {"entry": [{"changes": 7}]}, {"entry": [{"changes": [{"field": "messages",
                                                                                        "value": {"messages": 7}}]}]}):
        raw = json.dumps({"object": "whatsapp_business_account", **odd}).encode()
        response = service.http.post("/webhook", content=raw, headers={"X-Hub-Signature-256": sign(SECRET, raw)})
        assert response.status_code == 200 and response.json()["queued"] == 0, (odd, response.text)


@pytest.mark.parametrize("kind, content", [("text", "str"), ("text", ["body"]), ("button", "str"),
                                           ("interactive", 7), ("interactive", {"button_reply": "yes"})])
def test_a_message_whose_content_is_not_an_object_gets_a_reply_saying_so(service: Service, graph_api: GraphAPIStub,
                                                                        kind: str, content: Any) -> None:
    sender = f"9198{uuid.uuid4().int % 10**8:08d}"
    response = _deliver(service, {"messaging_product": "whatsapp", "metadata": {"phone_number_id": PHONE_ID},
                                  "messages": [_message(sender, kind, content)]})
    assert response.status_code == 200 and response.json()["queued"] == 1, response.text
    assert "could not read" in graph_api.wait_delivered(sender)[0]
