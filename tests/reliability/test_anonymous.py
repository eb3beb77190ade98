"""What a client without the admin token sees of the server: no paths, no credentials (issue 20 items 6, 7, 8).

A real `strata serve` subprocess on the embedded stores, with an admin token and LLM endpoints whose URLs
carry credentials (``user:password@`` and a key in the query string): the first a real loopback server that
lists its models but fails every completion, the fallback a closed port. Errors and health checks keep
their full text (paths included) for the service's log and for admins; everyone else gets paths as
``<path>``. URL credentials are shown to nobody and logged nowhere, nor is the WhatsApp verify token that
Meta sends in the query string of ``GET /webhook``.
"""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path
from typing import Iterator

import httpx
import pytest

from graph.store.falkordb_server import _pid_alive
from tests.reliability.test_held_store import QUESTION, loaded_data
from tests.support.llm_stub import LLMStub, Reply, closed_port_url
from tests.support.serve import Served, embedded_graph_servers, serving

TOKEN = "admin-anon-Zt61"
ADMIN = {"Authorization": f"Bearer {TOKEN}"}
URL_SECRETS = ("hunter2-canary", "qkey-canary-Lm4", "fallback-canary")
VERIFY = "verify-canary-Wd83"


def with_credentials(url: str, userinfo: str, query: str = "") -> str:
    scheme, rest = url.split("://", 1)
    return f"{scheme}://{userinfo}@{rest}" + (f"?{query}" if query else "")


@pytest.fixture(scope="module")
def llm() -> Iterator[LLMStub]:
    with LLMStub(lambda body: Reply(status=500, error="the model is overloaded")) as stub:
        yield stub


@pytest.fixture(scope="module")
def service(tmp_path_factory: pytest.TempPathFactory, llm: LLMStub) -> Iterator[tuple[Served, Path]]:
    root = tmp_path_factory.mktemp("anonymous")
    data = loaded_data(root)
    env = {"STRATA_ADMIN_TOKEN": TOKEN, "STRATA_LLM_TIMEOUT_S": "5", "STRATA_WHATSAPP_VERIFY_TOKEN": VERIFY,
           "STRATA_LLM_URL": with_credentials(llm.url, "bob:hunter2-canary", "api-key=qkey-canary-Lm4"),
           "STRATA_LLM_FALLBACK_URLS": with_credentials(closed_port_url(), "eve:fallback-canary")}
    with serving(data, root / "serve.log", env=env) as served:
        yield served, data


def kill_graph_server(data: Path) -> None:
    """SIGKILL the service's embedded graph server; the next request finds it gone."""
    pids = embedded_graph_servers(data)
    assert pids, "the service should run an embedded graph server"
    for pid in pids:
        os.kill(pid, signal.SIGKILL)
    deadline = time.monotonic() + 10
    while any(_pid_alive(pid) for pid in pids) and time.monotonic() < deadline:
        time.sleep(0.05)


def test_a_graph_outage_shows_paths_to_admins_and_the_log_only(service: tuple[Served, Path]) -> None:
    served, data = service
    with httpx.Client(base_url=served.url, timeout=120) as http:
        kill_graph_server(data)
        health = http.get("/health/detailed")
        assert health.status_code == 503 and health.json()["parts"]["graph"]["status"] == "down"
        assert "graph store" in health.json()["parts"]["graph"]["error"]
        assert str(data) not in health.text and "/tmp/" not in health.text, health.text
        kill_graph_server(data)
        asked = http.post("/ask", json={"question": QUESTION})
        assert asked.status_code == 503 and "retry" in asked.json()["error"]
        assert str(data) not in asked.text and "<path>" in asked.text, asked.text
        kill_graph_server(data)
        admin = http.get("/health/detailed", headers=ADMIN)
        assert admin.status_code == 503 and str(data) in admin.json()["parts"]["graph"]["error"]
        assert http.post("/ask", json={"question": QUESTION}).status_code == 200  # restarted
    assert f"embedded FalkorDB in {data}" in served.output()  # the 503 is in the log, path and all


def test_llm_url_credentials_reach_nobody(service: tuple[Served, Path], llm: LLMStub) -> None:
    served, _ = service
    with httpx.Client(base_url=served.url, timeout=120) as http:
        shown = [http.get("/health/detailed"), http.get("/health/detailed", headers=ADMIN)]
        assert shown[0].json()["parts"]["llm"]["status"] in ("up", "down")
        asked = http.post("/ask", json={"question": QUESTION})
        assert asked.status_code == 200
        notes = " ".join(asked.json()["notes"])
        assert "LLM" in notes and "127.0.0.1" in notes, notes  # the failure is still explained
        shown.append(asked)
    texts = [response.text for response in shown] + [served.output()]
    assert llm.requests, "the LLM endpoint was never called"
    leaked = [secret for secret in URL_SECRETS if any(secret in text for text in texts)]
    assert not leaked, (leaked, [t[:3000] for t in texts[:3]])


def test_the_webhook_verify_token_is_not_in_the_access_log(service: tuple[Served, Path]) -> None:
    served, _ = service
    with httpx.Client(base_url=served.url, timeout=30) as http:
        for token, status in ((VERIFY, 200), (VERIFY + "x", 403)):
            response = http.get("/webhook", params={"hub.mode": "subscribe", "hub.verify_token": token,
                                                    "hub.challenge": "1158201444"})
            assert response.status_code == status
        asked = http.get("/explorer/api/search", params={"q": "Paradise", "api_key": "query-key-canary-Qa7"})
    log = served.output()
    assert "GET /webhook?" in log and "hub.verify_token=***" in log  # the request is logged, the token is not
    assert VERIFY not in log, [line for line in log.splitlines() if VERIFY in line]
    assert asked.status_code < 500 and "query-key-canary-Qa7" not in log and "q=Paradise" in log
