"""The WhatsApp channel as Meta and a phone see it: the service runs for real (uvicorn on loopback),
webhooks arrive as signed HTTP posts, and replies go out as HTTP requests to a local server standing
in for the Graph API (tests/support/graph_api_stub.py), over a real engine (embedded stores, MiniLM) with
the SPBE and admissions data loaded.
"""

from __future__ import annotations

import json
import logging
import threading
import time
import uuid
from pathlib import Path
from typing import Any, Iterator

import httpx
import pytest
import uvicorn

from engine import Engine
from engine.config import Config
from engine.models import Answer, Citation
from engine.serve.app import create_app
from engine.serve.whatsapp.channel import HELP, NOT_TEXT, WhatsAppChannel
from engine.serve.whatsapp.formatting import MESSAGE_LIMIT, format_answer, split_message
from engine.serve.whatsapp.payload import sign
from engine.serve.whatsapp.seen import SeenMessages
from tests.support.graph_api_stub import GraphAPIStub

SECRET = "test-app-secret-5d41402abc4b2a76"
VERIFY = "test-verify-token"
TOKEN = "test-access-token-EAAG"
PHONE_ID = "106540352242922"
ADMIN = "919840099999"
ADMINS = "+91 98400 99999, 919840099998"  # formatting differs from WhatsApp's "from" on purpose
NOTES = """# Strata Test College hostel rules

## Gate

The hostel gate of Strata Test College closes at 9:30 pm on weekdays and at 11 pm on Saturdays.
Students returning later must sign the late register at the warden's office.
"""


# -- the live service ------------------------------------------------------------------------------


class LiveServer:
    """The app under uvicorn on 127.0.0.1 (a free port), in a thread."""

    def __init__(self, app: Any) -> None:
        self.server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=0, log_level="warning",
                                                    lifespan="on"))
        self.thread = threading.Thread(target=self.server.run, name="uvicorn-test", daemon=True)

    def __enter__(self) -> "LiveServer":
        self.thread.start()
        deadline = time.monotonic() + 30
        while not self.server.started:
            if not self.thread.is_alive() or time.monotonic() > deadline:
                raise RuntimeError("uvicorn did not start")
            time.sleep(0.02)
        return self

    @property
    def url(self) -> str:
        port = self.server.servers[0].sockets[0].getsockname()[1]
        return f"http://127.0.0.1:{port}"

    def __exit__(self, *exc: object) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=15)
        assert not self.thread.is_alive(), "uvicorn did not stop"


@pytest.fixture(scope="module")
def graph_api() -> Iterator[GraphAPIStub]:
    with GraphAPIStub(access_token=TOKEN) as stub:
        yield stub


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory, graph_api: GraphAPIStub) -> Iterator[Engine]:
    data = tmp_path_factory.mktemp("whatsapp") / "data"
    config = Config.load(data, whatsapp_app_secret=SECRET, whatsapp_verify_token=VERIFY,
                         whatsapp_access_token=TOKEN, whatsapp_phone_number_id=PHONE_ID,
                         whatsapp_api_base=graph_api.url, whatsapp_admins=ADMINS, ingest_dir=data / "inbox",
                         llm_base_url=None, llm_fallback_urls=None)  # extractive answers whatever the environment
    with Engine.open(config) as opened:
        opened.load_spbe(progress=False)
        opened.load_admissions(progress=False)
        yield opened


@pytest.fixture(scope="module")
def service(engine: Engine) -> Iterator[tuple[LiveServer, Any]]:
    app = create_app(engine, warm=False)
    state = app.state.strata
    state.whatsapp.backoff_s = 0.05  # retries in tens of milliseconds, not seconds
    with LiveServer(app) as live:
        yield live, state


@pytest.fixture(scope="module")
def client(service: tuple[LiveServer, Any]) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=service[0].url, timeout=30) as http:
        yield http


@pytest.fixture(scope="module")
def state(service: tuple[LiveServer, Any]) -> Any:
    return service[1]


# -- payloads ----------------------------------------------------------------------------------------


def text_message(sender: str, body: str, message_id: str | None = None) -> dict[str, Any]:
    return {"from": sender, "id": message_id or f"wamid.{uuid.uuid4().hex}", "timestamp": str(int(time.time())),
            "type": "text", "text": {"body": body}}


def delivery(*messages: dict[str, Any], statuses: list[dict] | None = None) -> dict[str, Any]:
    """A webhook payload in the shape Meta sends."""
    value: dict[str, Any] = {"messaging_product": "whatsapp",
                             "metadata": {"display_phone_number": "15550001234", "phone_number_id": PHONE_ID}}
    if messages:
        value["contacts"] = [{"profile": {"name": "Student"}, "wa_id": m["from"]} for m in messages]
        value["messages"] = list(messages)
    if statuses:
        value["statuses"] = statuses
    return {"object": "whatsapp_business_account",
            "entry": [{"id": "102290129340398", "changes": [{"field": "messages", "value": value}]}]}


def post(client: httpx.Client, payload: dict[str, Any], *, secret: str | None = SECRET,
         signature: str | None = None, raw: bytes | None = None) -> httpx.Response:
    """POST /webhook with the raw bytes signed like Meta does (or a given / no signature)."""
    body = raw if raw is not None else json.dumps(payload).encode()
    headers = {"Content-Type": "application/json"}
    if signature is not None:
        headers["X-Hub-Signature-256"] = signature
    elif secret is not None:
        headers["X-Hub-Signature-256"] = sign(secret, body)
    return client.post("/webhook", content=body, headers=headers)


def say(client: httpx.Client, sender: str, text: str, message_id: str | None = None) -> str:
    """Send one text message; returns its id."""
    message = text_message(sender, text, message_id)
    response = post(client, delivery(message))
    assert response.status_code == 200, response.text
    return message["id"]


# -- the verification handshake and signatures ------------------------------------------------------------


def test_verification_handshake_echoes_the_challenge_only_for_the_right_token(client: httpx.Client) -> None:
    ok = client.get("/webhook", params={"hub.mode": "subscribe", "hub.verify_token": VERIFY,
                                        "hub.challenge": "1158201444"})
    assert ok.status_code == 200 and ok.text == "1158201444"
    assert ok.headers["content-type"].startswith("text/plain")
    wrong = client.get("/webhook", params={"hub.mode": "subscribe", "hub.verify_token": "guess",
                                           "hub.challenge": "1158201444"})
    assert wrong.status_code == 403 and "1158201444" not in wrong.text
    assert client.get("/webhook", params={"hub.mode": "unsubscribe", "hub.verify_token": VERIFY,
                                          "hub.challenge": "1"}).status_code == 403
    assert client.get("/webhook").status_code == 403


def test_missing_or_wrong_signature_is_401_and_nothing_is_processed(client: httpx.Client, state: Any,
                                                                     graph_api: GraphAPIStub) -> None:
    sender = "919840000010"
    message = text_message(sender, "What was the BC cutoff for CSE at PSG Tech in 2024?")
    payload = delivery(message)
    body = json.dumps(payload).encode()
    rejected = [
        post(client, payload, secret=None),  # missing
        post(client, payload, secret="not-the-app-secret"),  # signed with another key
        post(client, payload, signature="sha256=" + "0" * 64),  # well-formed, wrong
        post(client, payload, signature=sign(SECRET, body)[len("sha256="):]),  # the hex without "sha256="
        post(client, payload, signature=sign(SECRET, body), raw=body.replace(b"PSG", b"CEG")),  # body tampered
    ]
    assert [r.status_code for r in rejected] == [401] * 5
    assert all("X-Hub-Signature-256" in r.json()["error"] for r in rejected)
    assert not state.whatsapp.seen.known(message["id"])  # never claimed: the signed delivery still counts
    right = post(client, payload)
    assert right.status_code == 200 and right.json() == {"status": "ok", "queued": 1}
    replies = graph_api.wait_delivered(sender, 1)
    assert "198.5" in replies[0]
    time.sleep(0.3)
    assert len(graph_api.sent_to(sender)) == 1


def test_without_an_app_secret_the_webhook_refuses_everything(client: httpx.Client, engine: Engine,
                                                              graph_api: GraphAPIStub,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    sender = "919840000011"
    monkeypatch.setattr(engine.config, "whatsapp_app_secret", None)
    monkeypatch.setattr(engine.config, "whatsapp_verify_token", None)
    for signature in (None, sign(SECRET, b"{}"), sign("", json.dumps(delivery(text_message(sender, "hi"))).encode())):
        response = post(client, delivery(text_message(sender, "hi")), secret=None, signature=signature)
        assert response.status_code == 503 and "STRATA_WHATSAPP_APP_SECRET" in response.json()["error"]
    handshake = client.get("/webhook", params={"hub.mode": "subscribe", "hub.verify_token": "",
                                               "hub.challenge": "42"})
    assert handshake.status_code == 503 and "STRATA_WHATSAPP_VERIFY_TOKEN" in handshake.json()["error"]
    time.sleep(0.3)
    assert graph_api.sent_to(sender) == []


# -- students ----------------------------------------------------------------------------------------------


def test_a_student_follow_up_uses_the_phone_number_as_the_session(client: httpx.Client, engine: Engine,
                                                                  graph_api: GraphAPIStub) -> None:
    sender = "919840000001"
    say(client, sender, "What was the BC cutoff for CSE at PSG Tech in 2024?")
    say(client, sender, "What about ECE?")  # sent before the first is answered: order per sender is kept
    first, second = graph_api.wait_delivered(sender, 2)
    assert "Computer Science" in first and "cutoff mark 198.5" in first and "closing rank 162" in first
    assert "Sources:\n1. tnea_sample_illustrative.csv line" in first
    assert "Electronics and Communication" in second and "cutoff mark 196.5" in second
    assert "closing rank 641" in second and "Computer Science" not in second
    assert "Read as: What was the BC cutoff for ECE at PSG Tech in 2024?" in second
    turns = engine.memory.history(sender)
    assert [t.question for t in turns] == ["What was the BC cutoff for CSE at PSG Tech in 2024?", "What about ECE?"]
    assert "ECE" in turns[1].standalone
    request = graph_api.sent_to(sender)[0]
    assert request.path == f"/v21.0/{PHONE_ID}/messages"
    assert request.headers["authorization"] == f"Bearer {TOKEN}"
    assert request.body == {"messaging_product": "whatsapp", "recipient_type": "individual", "to": sender,
                            "type": "text", "text": {"preview_url": False, "body": first}}


def test_a_non_admin_sending_a_command_gets_it_treated_as_a_question(client: httpx.Client, state: Any,
                                                                    engine: Engine, graph_api: GraphAPIStub,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    sender = "919840000003"
    submitted: list[Any] = []
    real_submit = state.jobs.submit
    monkeypatch.setattr(state.jobs, "submit", lambda *a, **k: submitted.append(a) or real_submit(*a, **k))
    say(client, sender, "/ingest campus_notes.md")
    say(client, sender, "/stats")
    replies = graph_api.wait_delivered(sender, 2)
    assert submitted == []
    assert not any(r.startswith(("Ingest", "Documents:", "Cannot ingest")) for r in replies)
    assert [t.question for t in engine.memory.history(sender)] == ["/ingest campus_notes.md", "/stats"]


def test_non_text_messages_get_a_polite_reply_and_status_updates_are_ignored(client: httpx.Client,
                                                                            graph_api: GraphAPIStub) -> None:
    sender = "919840000012"
    image = {"from": sender, "id": f"wamid.{uuid.uuid4().hex}", "timestamp": "1", "type": "image",
             "image": {"id": "1479537139650973", "mime_type": "image/jpeg", "sha256": "x"}}
    assert post(client, delivery(image)).json()["queued"] == 1
    assert graph_api.wait_delivered(sender, 1) == [NOT_TEXT]
    status = {"id": "wamid.out1", "status": "delivered", "timestamp": "1", "recipient_id": sender}
    assert post(client, delivery(statuses=[status])).json() == {"status": "ok", "queued": 0}
    assert post(client, {"object": "page", "entry": []}).json() == {"status": "ok", "queued": 0}
    time.sleep(0.3)
    assert len(graph_api.sent_to(sender)) == 1


def test_a_duplicate_delivery_is_answered_once_also_after_a_restart(client: httpx.Client, state: Any,
                                                                    graph_api: GraphAPIStub) -> None:
    sender = "919840000004"
    message = text_message(sender, "What was the BC cutoff for CSE at PSG Tech in 2024?")
    for payload in (delivery(message), delivery(message), delivery(message, message)):
        assert post(client, payload).status_code == 200
    say(client, sender, "What about ECE?")  # answered after the duplicates would have been
    replies = graph_api.wait_delivered(sender, 2)
    time.sleep(0.3)
    assert len(graph_api.delivered(sender)) == 2
    assert "198.5" in replies[0] and "196.5" in replies[1]
    assert state.whatsapp.seen.answered(message["id"])
    restarted = WhatsAppChannel(state)  # a new process would open the same table
    try:
        assert restarted.accept(delivery(message)) == 0
        assert restarted.resume() == 0
    finally:
        restarted.close()


def test_a_message_claimed_but_not_answered_before_a_restart_is_answered_after_it(
        state: Any, graph_api: GraphAPIStub) -> None:
    sender = "919840000013"
    message = text_message(sender, "What was the BC cutoff for CSE at PSG Tech in 2024?")
    seen = SeenMessages(Path(state.config.data_dir) / "whatsapp.sqlite3")
    assert seen.claim(message["id"], sender, {"message": message, "phone_number_id": PHONE_ID})
    seen.close()  # the service stopped here, before answering
    time.sleep(0.01)
    restarted = WhatsAppChannel(state)
    try:
        assert restarted.resume() == 1
        assert "198.5" in graph_api.wait_delivered(sender, 1)[0]
        assert restarted.seen.answered(message["id"]) or graph_api.wait_for(
            lambda: restarted.seen.answered(message["id"]), 5)
        assert restarted.resume() == 0
    finally:
        restarted.close()


# -- admins ----------------------------------------------------------------------------------------------------


def test_admin_ingest_then_stats_shows_the_new_counts(client: httpx.Client, state: Any, engine: Engine,
                                                      graph_api: GraphAPIStub) -> None:
    before = state.stats()
    inbox = Path(state.config.inbox)
    inbox.mkdir(parents=True, exist_ok=True)
    (inbox / "campus_notes.md").write_text(NOTES, encoding="utf-8")

    say(client, ADMIN, "/ingest campus_notes.md")
    ingested = graph_api.wait_delivered(ADMIN, 1)[-1]
    assert ingested.startswith("Ingest of campus_notes.md done") and "documents 1" in ingested
    after = state.stats()
    assert after["documents"] == before["documents"] + 1 and after["chunks"] > before["chunks"]

    say(client, ADMIN, "/stats")
    stats = graph_api.wait_delivered(ADMIN, 2)[-1]
    assert f"Documents: {after['documents']:,}" in stats and f"Chunks: {after['chunks']:,}" in stats
    assert f"Sessions: {after['sessions']:,}" in stats and f"- Cutoff: {after['nodes']['Cutoff']:,}" in stats

    say(client, ADMIN, "/reindex")  # the whole inbox again: the unchanged file is skipped
    reindexed = graph_api.wait_delivered(ADMIN, 3)[-1]
    assert reindexed.startswith("Ingest of the inbox done") and "unchanged skipped 1" in reindexed
    assert state.stats()["documents"] == after["documents"]

    student = "919840000002"  # the new document really answers
    say(client, student, "When does the hostel gate of Strata Test College close?")
    answer = graph_api.wait_delivered(student, 1)[0]
    assert "closes at 9:30 pm on weekdays" in answer and "[file:" not in answer  # inline marker numbered
    assert answer.endswith("Sources:\n1. file:campus_notes.md - Gate") and "[1]" in answer


def test_admin_help_refusals_and_unknown_commands(client: httpx.Client, graph_api: GraphAPIStub) -> None:
    admin = "919840099998"
    for text in ("/help", "/ingest ../../../etc/passwd", "/ingest", "/frobnicate"):
        say(client, admin, text)
    help_text, traversal, usage, unknown = graph_api.wait_delivered(admin, 4)
    assert help_text == HELP and all(c in help_text for c in ("/ingest", "/reindex", "/stats", "/help"))
    assert traversal.startswith("Cannot ingest") and "outside the ingest folder" in traversal
    assert usage.startswith("Usage: /ingest <path>")
    assert unknown.startswith("Unknown command /frobnicate") and HELP in unknown


# -- outbound failures ---------------------------------------------------------------------------------------


def test_an_outbound_500_is_retried_until_it_succeeds(client: httpx.Client, graph_api: GraphAPIStub) -> None:
    sender = "919840000005"
    graph_api.fail(sender, [500, 503])
    say(client, sender, "What was the BC cutoff for CSE at PSG Tech in 2024?")
    assert "198.5" in graph_api.wait_delivered(sender, 1)[0]
    assert [r.status for r in graph_api.sent_to(sender)] == [500, 503, 200]
    bodies = {r.text for r in graph_api.sent_to(sender)}
    assert len(bodies) == 1  # the same message each time


def test_a_permanent_failure_is_logged_and_the_webhook_keeps_working(client: httpx.Client, state: Any,
                                                                     graph_api: GraphAPIStub,
                                                                     caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING, logger="engine.serve.whatsapp")
    down, rejected, fine = "919840000006", "919840000007", "919840000008"
    graph_api.fail(down, [500], always=True)
    graph_api.fail(rejected, [400])  # a client error is not retried
    say(client, down, "What was the BC cutoff for CSE at PSG Tech in 2024?")
    say(client, rejected, "What was the BC cutoff for CSE at PSG Tech in 2024?")
    attempts = state.whatsapp.send_attempts
    assert graph_api.wait_for(lambda: len(graph_api.sent_to(down)) >= attempts, 30)
    assert graph_api.wait_for(lambda: {f["to"] for f in state.whatsapp.failures} >= {down, rejected}, 10)
    assert [r.status for r in graph_api.sent_to(down)] == [500] * attempts
    assert [r.status for r in graph_api.sent_to(rejected)] == [400]

    say(client, fine, "What about ECE at PSG Tech for BC in 2024?")  # the service still answers
    assert graph_api.wait_delivered(fine, 1)
    graph_api.clear_failures(down)
    say(client, down, "What about ECE?")  # and the failing recipient is served once the API recovers
    assert "196.5" in graph_api.wait_delivered(down, 1)[0]

    errors = [r for r in caplog.records if r.levelno == logging.ERROR]
    assert any(f"not delivered after {attempts} attempt(s): HTTP 500" in r.getMessage() for r in errors)
    assert any("not delivered after 1 attempt(s): HTTP 400" in r.getMessage() for r in errors)
    assert sum("retrying" in r.getMessage() for r in caplog.records) >= attempts - 1
    logged = "\n".join(r.getMessage() for r in caplog.records)
    assert TOKEN not in logged and SECRET not in logged and down not in logged  # numbers are masked


# -- long answers and formatting -------------------------------------------------------------------------------


def test_long_replies_are_split_under_the_limit_on_paragraphs(state: Any, graph_api: GraphAPIStub) -> None:
    paragraphs = [f"Paragraph {n}: " + " ".join(f"word{n}x{i}" for i in range(60)) for n in range(40)]
    text = "\n\n".join(paragraphs)
    assert len(text) > 3 * MESSAGE_LIMIT
    parts = split_message(text)
    assert len(parts) >= 4 and all(len(p) <= MESSAGE_LIMIT for p in parts)
    assert all(p.endswith(f"({n}/{len(parts)})") for n, p in enumerate(parts, start=1))
    bodies = [p.rsplit(" (", 1)[0] for p in parts]
    assert "\n\n".join(bodies) == text  # cut between paragraphs only, nothing lost
    single = split_message("x" * 10_000)  # no boundary at all: a hard cut
    assert all(len(p) <= MESSAGE_LIMIT for p in single)
    assert "".join(p.rsplit(" (", 1)[0] for p in single) == "x" * 10_000
    assert split_message("short") == ["short"]

    sender = "919840000009"  # and through the Graph API, in order
    assert state.whatsapp.reply(sender, text)
    assert graph_api.wait_delivered(sender, len(parts)) == parts


def test_answers_are_formatted_plainly_with_compact_sources() -> None:
    question = "How much defensible space in Paradise?"
    warn = Answer(question=question, standalone_question=question, decision="warn",
                  answer="  Keep **100 feet** of defensible space [test:california_rule.md, p. 3]. "
                  "Cut grass to 4 inches [c0ffee12]; see [report:annual.pdf, p. 4, table 2] and [sic].  ",
                  explanation="This is from a passage about California, which contains Paradise.",
                  citations=[Citation(doc_id="test:california_rule.md", page=3, header_path="Rule > Zones"),
                             Citation(doc_id="test:california_rule.md", page=3, header_path="Rule > Zones",
                                      chunk_id="c0ffee12"),
                             Citation(doc_id="report:annual.pdf", page=4, pages=[4, 5], table=2),
                             Citation(doc_id="data:tnea.csv", row="tnea.csv line 30")])
    assert format_answer(warn) == (
        "Warning: This is from a passage about California, which contains Paradise.\n\n"
        "Keep *100 feet* of defensible space [1]. Cut grass to 4 inches [1]; see [2] and [sic].\n\n"
        "Sources:\n1. test:california_rule.md p.3 - Zones\n2. report:annual.pdf pp.4-5, table 2\n3. tnea.csv line 30")
    abstain = Answer(question="Is there a boil water notice in Springfield, Massachusetts?",
                     standalone_question="Is there a boil water notice in Springfield, Massachusetts?",
                     decision="abstain", answer="No passage about Springfield, Massachusetts was found.",
                     explanation="Nothing about Springfield, Massachusetts was found; the relevant passages are "
                                 "about Springfield, Illinois instead.")
    text = format_answer(abstain)
    assert text.startswith("I can't answer that: Nothing about Springfield, Massachusetts was found")
    assert "Sources:" not in text
