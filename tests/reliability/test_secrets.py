"""No secret in logs, error messages or response bodies, whatever fails.

The service runs for real (uvicorn on loopback, tests/support/serve.py) with an admin token, a WhatsApp app
secret, verify token and access token, and an OpenAI key from ``OPENAI_API_KEY``, each a distinctive
canary. Failure paths are driven (wrong admin token, bad webhook signature and verify token, the LLM
endpoint down or echoing the key in its error, the Graph API refusing the token, an exception inside
a request, the CLI with the LLM down) and every captured log record, stderr/stdout and response body
and header is searched for the canaries.

Covered elsewhere and not repeated: upload names are sanitised (tests/engine/serve/test_service.py
``test_upload_names_are_sanitised``, ``test_an_unusable_upload_name_is_refused``), the embedded
server's unix socket and its directory are 0700 (tests/graph/test_falkordb_store.py
``test_socket_only_private_and_aof``, ``test_long_data_dir_gets_a_private_socket_elsewhere``),
webhook signatures are verified (tests/engine/serve/test_whatsapp.py), the LLM client redacts its key
(tests/engine/pipeline/test_llm.py ``test_all_endpoints_down_is_unavailable_and_never_shows_the_key``).
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Iterator

import httpx
import pytest

from engine import Config, Engine
from engine.pipeline.llm import LLMClient
from engine.serve.app import create_app
from engine.serve.whatsapp.payload import sign
from tests.support.graph_api_stub import GraphAPIStub
from tests.support.llm_stub import LLMStub, Reply, closed_port_url, llm_attached
from tests.reliability.test_injection import SLOW
from tests.support.serve import running
from tests.engine.test_cli import strata

SECRETS = {
    "admin_token": "admin-canary-Qx7vN2pL",
    "whatsapp_app_secret": "appsecret-canary-Hk39dZ",
    "whatsapp_verify_token": "verify-canary-Pw52sT",
    "whatsapp_access_token": "EAAG-access-canary-Rm81yB",
    "OPENAI_API_KEY": "sk-openai-canary-Jd64cW",
}
QUESTION = "What should an emergency kit contain?"


def leaks(*texts: str) -> list[str]:
    """The names of the secrets found in any of ``texts``."""
    joined = "\n".join(texts)
    return [name for name, value in SECRETS.items() if value in joined]


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    data = tmp_path_factory.mktemp("secrets") / "data"
    corpus = tmp_path_factory.mktemp("secrets-corpus")
    (corpus / "kit.md").write_text("# Household emergency kit\n\nKeep water for three days, food, a flashlight "
                                   "and spare batteries.\n", encoding="utf-8")
    with pytest.MonkeyPatch.context() as env:
        env.setenv("OPENAI_API_KEY", SECRETS["OPENAI_API_KEY"])  # read from the environment, as in production
        config = Config.load(data, llm_base_url=closed_port_url(), llm_timeout_s=1.0,
                             **{k: v for k, v in SECRETS.items() if k != "OPENAI_API_KEY"},
                             whatsapp_phone_number_id="1234567890", whatsapp_api_base="http://127.0.0.1:9/v21.0")
    assert config.llm_api_key == SECRETS["OPENAI_API_KEY"]
    with Engine.open(config) as opened:
        opened.load_admissions(progress=False)
        opened.ingest([corpus], source="kit", progress=False)
        yield opened


@pytest.fixture(scope="module")
def graph_api() -> Iterator[GraphAPIStub]:
    with GraphAPIStub(access_token="a-different-token") as stub:  # so every reply is refused with a 401
        yield stub


@pytest.fixture(scope="module")
def base(engine: Engine, graph_api: GraphAPIStub) -> Iterator[str]:
    engine.config.whatsapp_api_base = graph_api.url
    app = create_app(engine, warm=False)
    app.state.strata.whatsapp.backoff_s = 0.01
    with running(app) as url:
        yield url


@pytest.fixture
def captured(caplog: pytest.LogCaptureFixture, capfd: pytest.CaptureFixture) -> Iterator[list[str]]:
    """Every response text a test appends, checked with all logs and stderr/stdout at the end."""
    bodies: list[str] = []
    caplog.set_level(logging.DEBUG)
    yield bodies
    out, err = capfd.readouterr()
    assert not leaks(caplog.text, out, err, *bodies), leaks(caplog.text, out, err, *bodies)


def _text(response: httpx.Response) -> str:
    return response.text + json.dumps(dict(response.headers))


def test_the_config_never_shows_its_secrets(engine: Engine) -> None:
    assert not leaks(repr(engine.config), str(engine.config))


def test_wrong_admin_tokens_are_refused_without_echoing_anything(base: str, captured: list[str]) -> None:
    token = SECRETS["admin_token"]
    with httpx.Client(base_url=base, timeout=30) as http:
        for header in ({"Authorization": "Bearer wrong"}, {"Authorization": f"Bearer {token[:-1]}"},
                       {"Authorization": f"Basic {token}x"}, {"X-Strata-Token": token + "x"}, {}):
            response = http.post("/cypher", json={"query": "RETURN 1 AS x"}, headers=header)
            assert response.status_code == 401
            captured.append(_text(response))
        refused = http.post("/cypher", json={"query": "CREATE (:X)"}, headers={"Authorization": f"Bearer {token}"})
        assert refused.status_code == 403
        captured.append(_text(refused))
        slow = http.post("/cypher", json={"query": SLOW, "timeout_ms": 50}, headers={"Authorization": f"Bearer {token}"})
        assert slow.status_code == 504 and "timed out" in slow.json()["error"]  # not covered by test_service.py
        captured.append(_text(slow))


def test_bad_webhook_signatures_and_verify_tokens_echo_no_secret(base: str, captured: list[str]) -> None:
    body = json.dumps({"object": "whatsapp_business_account", "entry": []}).encode()
    with httpx.Client(base_url=base, timeout=30) as http:
        for signature in (None, "sha256=00", sign("wrong-secret", body), sign(SECRETS["whatsapp_app_secret"], b"x")):
            headers = {"Content-Type": "application/json"} | ({"X-Hub-Signature-256": signature} if signature else {})
            response = http.post("/webhook", content=body, headers=headers)
            assert response.status_code == 401
            captured.append(_text(response))
        for token in ("wrong", SECRETS["whatsapp_verify_token"][:-1]):
            response = http.get("/webhook", params={"hub.mode": "subscribe", "hub.verify_token": token,
                                                    "hub.challenge": "42"})
            assert response.status_code == 403
            captured.append(_text(response))


def test_a_reply_refused_by_the_graph_api_logs_no_token(base: str, graph_api: GraphAPIStub,
                                                        captured: list[str]) -> None:
    message = {"from": "6281234567890", "id": "wamid.secrets-1", "timestamp": "1700000000", "type": "text",
               "text": {"body": QUESTION}}
    payload = {"object": "whatsapp_business_account", "entry": [{"id": "1", "changes": [{"field": "messages", "value": {
        "messaging_product": "whatsapp", "metadata": {"phone_number_id": "1234567890"}, "messages": [message]}}]}]}
    raw = json.dumps(payload).encode()
    with httpx.Client(base_url=base, timeout=30) as http:
        response = http.post("/webhook", content=raw, headers={"Content-Type": "application/json",
                                                               "X-Hub-Signature-256": sign(SECRETS["whatsapp_app_secret"], raw)})
    assert response.status_code == 200
    captured.append(_text(response))
    assert graph_api.wait_for(lambda: any(r.status == 401 for r in graph_api.sent_to("6281234567890")), timeout=60)


def test_the_llm_down_or_echoing_the_key_shows_no_key(base: str, engine: Engine, captured: list[str]) -> None:
    with httpx.Client(base_url=base, timeout=60) as http:
        down = http.post("/ask", json={"question": QUESTION})
        assert down.status_code == 200 and any("LLM" in n for n in down.json()["notes"])
        captured.append(_text(down))
        health = http.get("/health/detailed")
        assert health.json()["parts"]["llm"]["status"] == "down"
        captured.append(_text(health))
        echo = Reply(status=401, error=f"Incorrect API key provided: {SECRETS['OPENAI_API_KEY']}")
        with LLMStub(lambda body: echo) as stub, \
                llm_attached(engine, LLMClient([stub.url], api_key=engine.config.llm_api_key, timeout_s=5)):
            echoed = http.post("/ask", json={"question": QUESTION})
    assert echoed.status_code == 200 and any("HTTP 401" in n and "***" in n for n in echoed.json()["notes"])
    assert stub.chat_requests[0].authorization == f"Bearer {SECRETS['OPENAI_API_KEY']}"  # sent, never shown
    captured.append(_text(echoed))


def test_an_exception_inside_a_request_shows_no_secret(base: str, engine: Engine, captured: list[str],
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    # JSON lets a lone surrogate through to the engine; it once raised inside spaCy, now it is U+FFFD
    surrogate = httpx.post(f"{base}/ask", content=b'{"question": "Paradise \\ud800 routes?"}',
                           headers={"Content-Type": "application/json"}, timeout=60)
    assert surrogate.status_code == 200, surrogate.text
    captured.append(_text(surrogate))

    def broken(*args, **kwargs):
        config = engine.config  # noqa: F841 - a secret-holding local in the failing frame
        raise RuntimeError("the pipeline broke")

    monkeypatch.setattr(engine, "ask", broken)
    response = httpx.post(f"{base}/ask", json={"question": QUESTION}, timeout=30)
    assert response.status_code == 500 and "pipeline broke" not in response.text
    assert response.json() == {"error": "internal error: the service log has the details", "status": 500}
    captured.append(_text(response))


def test_the_cli_with_the_llm_down_shows_no_key(tmp_path: Path) -> None:
    env = {"OPENAI_API_KEY": SECRETS["OPENAI_API_KEY"], "OPENAI_BASE_URL": closed_port_url(),
           "STRATA_LLM_TIMEOUT_S": "1", "STRATA_ADMIN_TOKEN": SECRETS["admin_token"]}
    strata("load", "admissions", "--data", str(tmp_path / "data"), cwd=tmp_path)  # ask refuses an empty data dir
    result = strata("ask", QUESTION, "--json", "--data", str(tmp_path / "data"), cwd=tmp_path, env=env, check=False)
    answer = json.loads(result.stdout)
    assert any("LLM" in n for n in answer["notes"])
    assert not leaks(result.stdout, result.stderr)
