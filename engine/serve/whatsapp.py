"""The WhatsApp Cloud API channel: a webhook that answers students and runs admin commands.

Routes (included by ``engine/serve/app.py``; docs/whatsapp.md explains how to connect a Meta app):

* ``GET /webhook`` — Meta's verification handshake: ``hub.mode=subscribe``, ``hub.verify_token``
  equal to ``STRATA_WHATSAPP_VERIFY_TOKEN`` -> the ``hub.challenge`` echoed as text/plain, else 403;
* ``POST /webhook`` — deliveries, signed by Meta with ``X-Hub-Signature-256: sha256=<hex>``, an
  HMAC-SHA256 of the raw body keyed with the app secret (``STRATA_WHATSAPP_APP_SECRET``). A missing
  or wrong signature is a 401 and nothing is processed. Without an app secret configured the webhook
  answers 503: it never accepts unsigned requests.

A delivery is acknowledged (200) as soon as its messages are queued; workers answer them in the
background, because Meta re-sends webhooks that answer slowly. Each message id is claimed in
``<data>/whatsapp.sqlite3`` before it is queued, so a re-delivered message is answered once, also
across restarts (messages queued but not answered when the service stopped are answered on the next
start). Messages from one sender are handled in order, so a follow-up sees the question before it.

Senders: a number on ``STRATA_WHATSAPP_ADMINS`` may run ``/ingest <path>``, ``/reindex``, ``/stats``
and ``/help``; everything else (and anything a student sends, ``/ingest`` included) is a question for
``Engine.ask`` with the sender's number as the session id. Replies go out through the Graph API
messages endpoint (``STRATA_WHATSAPP_API_BASE``), formatted for WhatsApp and split at 4,096
characters; a failed send is retried with exponential backoff, then logged, never raised.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import logging
import re
import sqlite3
import threading
import time
import zlib
from contextlib import asynccontextmanager
from pathlib import Path
from queue import Queue
from typing import Any, Callable, Iterable

import httpx
from fastapi import APIRouter, HTTPException, Request
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import PlainTextResponse

from engine.models import Answer, Citation
from graph.errors import InputError, StoreUnavailable, StrataError

log = logging.getLogger(__name__)

MESSAGE_LIMIT = 4096  # WhatsApp's text body limit (characters)
DB_FILE = "whatsapp.sqlite3"
SIGNATURE_HEADER = "X-Hub-Signature-256"
WORKERS = 4  # senders are spread over this many ordered queues
SEND_ATTEMPTS = 4  # one try and three retries
BACKOFF_S = 1.0  # first retry delay; doubles each time (1, 2, 4 s)
SEND_TIMEOUT_S = 15.0
INGEST_WAIT_S = 3600.0  # an /ingest reply waits this long for its job
INGEST_ACK_S = 10.0  # a job still running after this gets a "still working" message first
KEEP_DAYS = 30  # answered message ids are remembered this long (Meta re-sends for up to 7 days)
MAX_RESUMES = 2  # a message left unanswered by this many restarts is given up on (it may be the cause)
MAX_SOURCES = 5
MAX_BODY = 1 << 20  # webhook deliveries are a few KB

NOT_TEXT = ("Sorry, I can only read text messages. Please type your question "
            "(for example: What was the BC cutoff for CSE at PSG Tech in 2024?).")
EMPTY = "Please type your question as a text message."
FAILED = "Sorry, something went wrong while answering that. Please try again in a little while."
UNAVAILABLE = "Sorry, the knowledge base is temporarily unavailable. Please try again in a little while."
HELP = """Admin commands:
/ingest <path> - ingest a file or folder from the inbox folder, reply when done
/reindex - re-ingest the whole inbox folder (unchanged files are skipped)
/stats - documents, chunks, graph nodes and sessions
/help - this list
Anything else is answered as a question."""
MAIN_LABELS = 8  # node labels listed by /stats (the largest ones)


# -- the router -------------------------------------------------------------------------------


def router(state: Any) -> APIRouter:
    """The webhook routes over ``state`` (a ``ServiceState``); the channel is kept as ``state.whatsapp``."""
    channel = WhatsAppChannel(state)
    state.whatsapp = channel

    @asynccontextmanager
    async def lifespan(_app: Any):
        if channel.configured:
            await run_in_threadpool(channel.resume)
        try:
            yield
        finally:
            await run_in_threadpool(channel.close)

    api = APIRouter(tags=["whatsapp"], lifespan=lifespan)

    @api.get("/webhook", response_class=PlainTextResponse,
             summary="Meta's verification handshake: echoes hub.challenge when hub.verify_token matches")
    def verify(request: Request) -> PlainTextResponse:
        params = request.query_params
        return PlainTextResponse(channel.verify(params.get("hub.mode"), params.get("hub.verify_token"),
                                                params.get("hub.challenge")))

    @api.post("/webhook", summary="WhatsApp deliveries (signed with X-Hub-Signature-256); answered in the background")
    async def deliver(request: Request) -> dict[str, Any]:
        channel.require_secret()
        raw = bytearray()
        async for chunk in request.stream():  # read (and sign-check) at most MAX_BODY bytes of anyone's post
            raw += chunk
            if len(raw) > MAX_BODY:
                raise HTTPException(413, f"webhook body larger than {MAX_BODY:,} bytes")
        raw = bytes(raw)
        if not channel.signature_ok(raw, request.headers.get(SIGNATURE_HEADER)):
            raise HTTPException(401, f"{SIGNATURE_HEADER} missing or wrong: the body must be signed with the "
                                     "app secret (sha256=<hex HMAC-SHA256>)")
        try:
            payload = json.loads(raw)
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            raise InputError("the webhook body is not JSON") from exc
        queued = await run_in_threadpool(channel.accept, payload)
        return {"status": "ok", "queued": queued}

    return api


# -- the channel -------------------------------------------------------------------------------


class WhatsAppChannel:
    """Signature checks, the dedupe table, the ordered worker queues, commands and outbound sends."""

    def __init__(self, state: Any, *, workers: int = WORKERS, send_attempts: int = SEND_ATTEMPTS,
                 backoff_s: float = BACKOFF_S, timeout_s: float = SEND_TIMEOUT_S) -> None:
        self.state = state
        self.workers = max(1, workers)
        self.send_attempts = max(1, send_attempts)
        self.backoff_s = backoff_s
        self.ingest_ack_s = INGEST_ACK_S
        self.failures: list[dict[str, Any]] = []  # undelivered replies (recipient, error), newest last
        self.created = time.time()
        self._queues: list[Queue] = []
        self._threads: list[threading.Thread] = []
        self._lock = threading.Lock()
        self._closing = threading.Event()
        self._client = httpx.Client(timeout=timeout_s)
        self._seen: SeenMessages | None = None

    @property
    def config(self):
        return self.state.config

    @property
    def configured(self) -> bool:
        return bool(self.config.whatsapp_app_secret)

    @property
    def admins(self) -> set[str]:
        return parse_admins(self.config.whatsapp_admins)

    @property
    def seen(self) -> "SeenMessages":
        with self._lock:
            if self._seen is None:
                self._seen = SeenMessages(Path(self.config.data_dir) / DB_FILE)
            return self._seen

    # -- inbound ----------------------------------------------------------------------------------
    def verify(self, mode: str | None, token: str | None, challenge: str | None) -> str:
        """The challenge when the handshake is right; 503 when no verify token is set, else 403."""
        expected = self.config.whatsapp_verify_token
        if not expected:
            raise HTTPException(503, "WhatsApp webhook verification is not configured: set "
                                     "STRATA_WHATSAPP_VERIFY_TOKEN to the Verify token entered in the Meta app")
        if mode != "subscribe" or not token or not hmac.compare_digest(token.encode(), expected.encode()):
            raise HTTPException(403, "verification failed: hub.mode must be 'subscribe' and hub.verify_token "
                                     "must equal STRATA_WHATSAPP_VERIFY_TOKEN")
        return challenge or ""

    def require_secret(self) -> None:
        if not self.configured:
            raise HTTPException(503, "the WhatsApp channel is not configured: set STRATA_WHATSAPP_APP_SECRET "
                                     "(the Meta app's App secret) so deliveries can be verified")

    def signature_ok(self, raw: bytes, header: str | None) -> bool:
        """``header`` is ``sha256=`` + the HMAC-SHA256 of exactly these bytes under the app secret."""
        secret = self.config.whatsapp_app_secret
        if not secret or not header:
            return False
        return hmac.compare_digest(sign(secret, raw).encode(), header.strip().lower().encode())

    def accept(self, payload: Any) -> int:
        """Claim and queue the payload's messages (status updates are ignored); the number queued."""
        queued = 0
        for message, phone_number_id in messages_in(payload):
            message_id, sender = message.get("id"), message.get("from")
            if not isinstance(message_id, str) or not isinstance(sender, str) or not message_id or not sender:
                log.warning("WhatsApp message without id or sender ignored")
                continue
            item = {"message": message, "phone_number_id": phone_number_id}
            if not self.seen.claim(message_id, sender, item):
                log.info("WhatsApp message %s delivered again: already handled", message_id)
                continue
            self._enqueue(item)
            queued += 1
        return queued

    def resume(self) -> int:
        """Queue the messages claimed before this start but never answered (the service stopped)."""
        items = self.seen.unfinished(before=self.created)
        for item in items:
            log.info("WhatsApp message %s was not answered before the restart: answering it now",
                     item["message"].get("id"))
            self._enqueue(item)
        return len(items)

    def _enqueue(self, item: dict[str, Any]) -> None:
        self._start()
        sender = item["message"]["from"]
        self._queues[zlib.crc32(sender.encode()) % self.workers].put(item)

    def _start(self) -> None:
        with self._lock:
            if self._threads:
                return
            for number in range(self.workers):
                queue: Queue = Queue()
                thread = threading.Thread(target=self._work, args=(queue,), name=f"strata-whatsapp-{number}",
                                          daemon=True)
                self._queues.append(queue)
                self._threads.append(thread)
                thread.start()

    def close(self) -> None:
        """Stop the workers (a queued message stays unanswered in the table and is resumed next start)."""
        self._closing.set()
        for queue in self._queues:
            queue.put(None)
        for thread in self._threads:
            thread.join(timeout=5)
        self._client.close()
        with self._lock:
            if self._seen is not None:
                self._seen.close()
                self._seen = None

    def _work(self, queue: Queue) -> None:
        while (item := queue.get()) is not None:
            if self._closing.is_set():
                continue  # left in the table, answered after the restart
            try:
                self.handle(item["message"], item.get("phone_number_id"))
            except Exception:  # a worker must survive anything one message does
                log.exception("WhatsApp message %s could not be handled", item["message"].get("id"))
            try:
                self.seen.finish(item["message"]["id"])
            except Exception:
                log.exception("WhatsApp message %s could not be marked answered", item["message"].get("id"))

    # -- one message ---------------------------------------------------------------------------------
    def handle(self, message: dict[str, Any], phone_number_id: str | None = None) -> None:
        """Answer one inbound message (command or question) with one or more replies."""
        sender = message["from"]
        text = message_text(message)
        if text is None:
            reply = NOT_TEXT
        else:
            try:
                reply = self.respond(sender, text, lambda note: self.reply(sender, note, phone_number_id))
            except StoreUnavailable:
                log.exception("WhatsApp message %s: store unavailable", message.get("id"))
                reply = UNAVAILABLE
            except StrataError as exc:  # bad input: the message names the fix
                reply = str(exc)
            except Exception:
                log.exception("WhatsApp message %s failed", message.get("id"))
                reply = FAILED
        self.reply(sender, reply, phone_number_id)

    def respond(self, sender: str, text: str, notify: Callable[[str], Any] | None = None) -> str:
        """The reply text: an admin command's result, or the formatted answer to a question."""
        text = text.strip()
        if not text:
            return EMPTY
        if text.startswith("/") and normalise_number(sender) in self.admins:
            return self.command(text, notify or (lambda _note: None))
        return format_answer(self.state.engine.ask(text, session_id=sender))

    def command(self, text: str, notify: Callable[[str], Any]) -> str:
        name, _, argument = text.partition(" ")
        name, argument = name.lower(), argument.strip()
        if name == "/help":
            return HELP
        if name == "/stats":
            return format_stats(self.state.stats())
        if name == "/ingest":
            if not argument:
                return "Usage: /ingest <path>, a file or folder inside the inbox folder.\n\n" + HELP
            try:
                path = self.state.inbox_path(argument)
            except InputError as exc:
                return f"Cannot ingest: {exc}"
            return self._ingest([path], argument, notify)
        if name == "/reindex":
            inbox = Path(self.config.inbox)
            if not inbox.is_dir():
                return f"The inbox folder {inbox} does not exist: put the files to ingest there first."
            return self._ingest([inbox], "the inbox", notify)
        return f"Unknown command {name}.\n\n{HELP}"

    def _ingest(self, paths: list[Path], what: str, notify: Callable[[str], Any]) -> str:
        job = self.state.jobs.submit(paths, None)
        if not job.files_total:
            return f"Nothing to ingest in {what}: no supported files (job {job.id})."
        finished = self.state.jobs.wait(job.id, timeout=self.ingest_ack_s)
        if finished is None or finished.status not in ("done", "failed"):
            notify(f"Ingesting {what} ({job.files_total} file{'s' if job.files_total != 1 else ''}, job {job.id}); "
                   "I will reply when it is done.")
            deadline = time.monotonic() + INGEST_WAIT_S
            while time.monotonic() < deadline and not self._closing.is_set():  # a stopping service stops waiting
                finished = self.state.jobs.wait(job.id, timeout=1.0)
                if finished is None or finished.status in ("done", "failed"):
                    break
        return format_job(finished or job, what)

    # -- outbound ----------------------------------------------------------------------------------
    def reply(self, to: str, text: str, phone_number_id: str | None = None) -> bool:
        """Send ``text`` to ``to``, split under the limit; True when every part was delivered."""
        delivered = True
        for part in split_message(text):
            delivered = self.send(to, part, phone_number_id) and delivered
        return delivered

    def send(self, to: str, body: str, phone_number_id: str | None = None) -> bool:
        """One text message through the Graph API, retried on 429/5xx/network errors; never raises."""
        config = self.config
        sender_id = config.whatsapp_phone_number_id or phone_number_id
        if not config.whatsapp_access_token or not sender_id:
            missing = "STRATA_WHATSAPP_ACCESS_TOKEN" if not config.whatsapp_access_token else \
                "STRATA_WHATSAPP_PHONE_NUMBER_ID"
            return self._failed(to, f"not configured: set {missing}", attempts=0)
        url = f"{config.whatsapp_api_base.rstrip('/')}/{sender_id}/messages"
        payload = {"messaging_product": "whatsapp", "recipient_type": "individual", "to": to, "type": "text",
                   "text": {"preview_url": False, "body": body}}
        headers = {"Authorization": f"Bearer {config.whatsapp_access_token}"}
        delay = self.backoff_s
        problem = ""
        for attempt in range(1, self.send_attempts + 1):
            try:
                response = self._client.post(url, json=payload, headers=headers)
                if response.status_code < 300:
                    return True
                retry = response.status_code == 429 or response.status_code >= 500
                problem = f"HTTP {response.status_code}: {graph_error(response)}"
            except httpx.HTTPError as exc:
                retry, problem = True, f"{type(exc).__name__}: {exc}"
            if not retry or attempt == self.send_attempts or self._closing.is_set():
                return self._failed(to, problem, attempts=attempt)
            log.warning("WhatsApp reply to %s failed (attempt %d of %d): %s; retrying in %.2g s",
                        mask(to), attempt, self.send_attempts, problem, delay)
            if self._closing.wait(delay):
                return self._failed(to, problem + " (service stopping)", attempts=attempt)
            delay *= 2
        return self._failed(to, problem, attempts=self.send_attempts)  # not reached

    def _failed(self, to: str, problem: str, *, attempts: int) -> bool:
        log.error("WhatsApp reply to %s not delivered after %d attempt(s): %s", mask(to), attempts, problem)
        with self._lock:
            self.failures.append({"to": to, "error": problem, "attempts": attempts, "at": time.time()})
            del self.failures[:-100]
        return False


# -- the dedupe table --------------------------------------------------------------------------------


class SeenMessages:
    """Message ids claimed and answered, in ``<data>/whatsapp.sqlite3`` (survives restarts).

    A claimed message keeps its payload until it is answered (so a restart can answer it);
    then only the id and times are kept, for ``KEEP_DAYS``.
    """

    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self._lock = threading.Lock()
        self._db = sqlite3.connect(path, check_same_thread=False, timeout=10)
        with self._db:
            self._db.execute("CREATE TABLE IF NOT EXISTS messages (id TEXT PRIMARY KEY, sender TEXT NOT NULL, "
                             "received REAL NOT NULL, answered REAL, resumes INTEGER NOT NULL DEFAULT 0, item TEXT)")
            self._db.execute("DELETE FROM messages WHERE answered IS NOT NULL AND answered < ?",
                             (time.time() - KEEP_DAYS * 86400,))

    def claim(self, message_id: str, sender: str, item: dict[str, Any]) -> bool:
        """True the first time ``message_id`` is seen (it is then this caller's to answer)."""
        with self._lock, self._db:
            cursor = self._db.execute("INSERT OR IGNORE INTO messages (id, sender, received, item) VALUES (?, ?, ?, ?)",
                                      (message_id, sender, time.time(), json.dumps(item)))
            return cursor.rowcount == 1

    def known(self, message_id: str) -> bool:
        with self._lock:
            return self._db.execute("SELECT 1 FROM messages WHERE id = ?", (message_id,)).fetchone() is not None

    def answered(self, message_id: str) -> bool:
        with self._lock:
            row = self._db.execute("SELECT answered FROM messages WHERE id = ?", (message_id,)).fetchone()
        return bool(row and row[0])

    def finish(self, message_id: str) -> None:
        with self._lock, self._db:
            self._db.execute("UPDATE messages SET answered = ?, item = NULL WHERE id = ?", (time.time(), message_id))

    def unfinished(self, *, before: float) -> list[dict[str, Any]]:
        """Messages claimed before ``before`` and never answered, oldest first (each resumed at most
        ``MAX_RESUMES`` times, then given up on and logged)."""
        with self._lock, self._db:
            rows = self._db.execute("SELECT id, resumes, item FROM messages WHERE answered IS NULL AND received < ? "
                                    "ORDER BY received", (before,)).fetchall()
            items = []
            for message_id, resumes, item in rows:
                if resumes >= MAX_RESUMES or not item:
                    log.error("WhatsApp message %s left unanswered after %d restarts: giving up", message_id, resumes)
                    self._db.execute("UPDATE messages SET answered = ?, item = NULL WHERE id = ?",
                                     (time.time(), message_id))
                    continue
                self._db.execute("UPDATE messages SET resumes = resumes + 1 WHERE id = ?", (message_id,))
                items.append(json.loads(item))
            return items

    def close(self) -> None:
        with self._lock:
            self._db.close()


# -- payloads ---------------------------------------------------------------------------------------


def sign(secret: str, raw: bytes) -> str:
    """The ``X-Hub-Signature-256`` value Meta sends for ``raw``: ``sha256=`` + hex HMAC-SHA256."""
    return "sha256=" + hmac.new(secret.encode("utf-8"), raw, hashlib.sha256).hexdigest()


def messages_in(payload: Any) -> Iterable[tuple[dict[str, Any], str | None]]:
    """The (message, receiving phone_number_id) pairs of a webhook payload; anything else is skipped."""
    if not isinstance(payload, dict) or payload.get("object") != "whatsapp_business_account":
        return
    for entry in payload.get("entry") or []:
        for change in (entry.get("changes") or []) if isinstance(entry, dict) else []:
            if not isinstance(change, dict) or change.get("field") != "messages":
                continue
            value = change.get("value") or {}
            if not isinstance(value, dict):
                continue
            phone_number_id = (value.get("metadata") or {}).get("phone_number_id")
            for message in value.get("messages") or []:  # "statuses" (sent/delivered/read) are ignored
                if isinstance(message, dict):
                    yield message, phone_number_id


def message_text(message: dict[str, Any]) -> str | None:
    """The words of a text message (or of a tapped button / list item); None for media and the rest."""
    kind = message.get("type")
    if kind == "text":
        return str((message.get("text") or {}).get("body") or "")
    if kind == "button":
        return str((message.get("button") or {}).get("text") or "")
    if kind == "interactive":
        interactive = message.get("interactive") or {}
        choice = interactive.get("button_reply") or interactive.get("list_reply") or {}
        return str(choice.get("title") or "")
    return None


def normalise_number(number: str) -> str:
    """Digits only: ``+91 98400-00001`` -> ``919840000001`` (WhatsApp's ``from`` has no ``+``)."""
    return re.sub(r"\D", "", number or "")


def parse_admins(value: str | None) -> set[str]:
    """The admin numbers of ``STRATA_WHATSAPP_ADMINS`` (comma-separated, any formatting)."""
    return {n for n in (normalise_number(part) for part in (value or "").split(",")) if n}


def mask(number: str) -> str:
    """A phone number for the logs: enough to tell senders apart, not the whole number."""
    digits = normalise_number(number)
    return f"…{digits[-4:]}" if len(digits) > 4 else "…"


def graph_error(response: httpx.Response) -> str:
    """The Graph API's error message (``{"error": {"message", "code"}}``), short."""
    try:
        error = response.json().get("error") or {}
        text = f"{error.get('message') or ''} (code {error.get('code')})".strip()
    except Exception:
        text = response.text
    return (text or response.reason_phrase)[:300]


# -- formatting -------------------------------------------------------------------------------------


def format_answer(answer: Answer) -> str:
    """An ``Answer`` as a WhatsApp message: the decision said plainly, the text, then a short source list
    (inline citation markers like ``[doc, p. 3]`` or ``[chunk id]`` become the list's numbers: ``[1]``)."""
    lines, number_of = source_lines(answer.citations)
    text = number_markers(whatsapp_markup(answer.answer.strip()), number_of)
    explanation = answer.explanation.strip()
    if answer.decision == "abstain":
        reason = explanation or text or "nothing relevant was found."
        body = f"I can't answer that: {reason}"
        if text and text not in reason and reason not in text:
            body += f"\n\n{text}"
    elif answer.decision == "warn":
        body = f"Warning: {explanation}\n\n{text}" if explanation else f"Warning: check that this applies.\n\n{text}"
    else:
        body = text
    if answer.standalone_question and answer.standalone_question.strip() != answer.question.strip():
        body = f"_(Read as: {answer.standalone_question.strip()})_\n{body}"
    sources = format_sources(lines)
    return f"{body}\n\nSources:\n{sources}" if sources else body


def source_lines(citations: list[Citation]) -> tuple[list[str], dict[str, int]]:
    """The distinct source lines, and the line number (from 1) of each doc id, chunk id and
    ``doc, p. N, table M`` label the answer text may cite inline."""
    lines: list[str] = []
    number_of: dict[str, int] = {}
    for citation in citations:
        line = source_line(citation)
        if line not in lines:
            lines.append(line)
        number = lines.index(line) + 1
        label = ", ".join([citation.doc_id] + ([f"p. {citation.page}"] if citation.page is not None else []) +
                          ([f"table {citation.table}"] if citation.table is not None else []))
        for key in (label, citation.doc_id, citation.chunk_id):
            if key:
                number_of.setdefault(key, number)
    return lines, number_of


def format_sources(lines: list[str], limit: int = MAX_SOURCES) -> str:
    """``1. doc_id p.3, table 2 - Section`` or ``1. file.csv line 12``, at most ``limit`` lines."""
    shown = [f"{n}. {line}" for n, line in enumerate(lines[:limit], start=1)]
    if len(lines) > limit:
        shown.append(f"(and {len(lines) - limit} more)")
    return "\n".join(shown)


MARKER_RE = re.compile(r" ?\[([^\[\]\n]{1,300})\]")


def number_markers(text: str, number_of: dict[str, int]) -> str:
    """``... closes at 9:30 pm. [file:notes.md, p. 2]`` -> ``... closes at 9:30 pm. [1]``; brackets
    that name no cited source are left alone."""
    def replace(match: re.Match) -> str:
        inner = match.group(1).strip()
        if inner in number_of:
            return f" [{number_of[inner]}]"
        numbers = []
        for piece in (p.strip() for p in inner.split(",")):
            if piece in number_of:
                numbers.append(number_of[piece])
            elif not (numbers and re.fullmatch(r"(?:p\. ?\d+|table \d+)", piece)):
                return match.group(0)
        return f" [{', '.join(str(n) for n in dict.fromkeys(numbers))}]" if numbers else match.group(0)

    return MARKER_RE.sub(replace, text)


def source_line(citation: Citation) -> str:
    if citation.row:
        return citation.row
    line = citation.doc_id
    pages = citation.pages or ([citation.page] if citation.page is not None else [])
    if pages:
        low, high = min(pages), max(pages)
        line += f" p.{low}" if low == high else f" pp.{low}-{high}"
    if citation.table is not None:
        line += f", table {citation.table}"
    if citation.header_path:
        section = citation.header_path.split(" > ")[-1].strip()
        if section:
            line += f" - {section[:60] + '…' if len(section) > 60 else section}"
    return line


def whatsapp_markup(text: str) -> str:
    """Markdown emphasis and headings to WhatsApp's (``**b**`` -> ``*b*``, ``# Title`` -> ``*Title*``)."""
    text = re.sub(r"\*\*(.+?)\*\*", r"*\1*", text)
    text = re.sub(r"__(.+?)__", r"_\1_", text)
    return re.sub(r"(?m)^#{1,6}\s+(.+?)\s*#*\s*$", r"*\1*", text)


def format_stats(stats: dict[str, Any]) -> str:
    nodes: dict[str, int] = stats.get("nodes") or {}
    edges: dict[str, int] = stats.get("edges") or {}
    main = sorted(((label, count) for label, count in nodes.items() if label not in ("Document", "Chunk")),
                  key=lambda item: (-item[1], item[0]))
    lines = [f"Documents: {stats.get('documents', 0):,}", f"Chunks: {stats.get('chunks', 0):,}"]
    if stats.get("sessions") is not None:
        lines.append(f"Sessions: {stats['sessions']:,}")
    lines.append(f"Nodes: {sum(nodes.values()):,}; edges: {sum(edges.values()):,}")
    lines += [f"- {label}: {count:,}" for label, count in main[:MAIN_LABELS]]
    if len(main) > MAIN_LABELS:
        lines.append(f"- other labels: {sum(c for _, c in main[MAIN_LABELS:]):,}")
    return "\n".join(lines)


def format_job(job: Any, what: str) -> str:
    """An ingest job's result for an admin."""
    if job.status == "failed":
        return f"Ingest of {what} failed (job {job.id}): {job.error}"
    if job.status != "done":
        return f"Ingest of {what} is still {job.status} (job {job.id}, {job.files_done}/{job.files_total} files)."
    report = job.report or {}
    chunks = report.get("parents", 0) + report.get("children", 0)
    seconds = report.get("seconds") or ((job.finished or 0) - (job.started or 0))
    lines = [f"Ingest of {what} done (job {job.id}, {seconds:.1f} s): documents {report.get('documents', 0)}, "
             f"chunks {chunks}, links {report.get('links', 0)}, "
             f"unchanged skipped {report.get('skipped_unchanged', 0)}, "
             f"replaced {report.get('replaced', 0)}."]
    for title, problems in (("Errors", report.get("errors") or []), ("Not read", report.get("unsupported") or [])):
        if problems:
            lines.append(f"{title} ({len(problems)}):")
            lines += [f"- {problem}" for problem in problems[:5]]
            if len(problems) > 5:
                lines.append(f"- and {len(problems) - 5} more")
    return "\n".join(lines)


def split_message(text: str, limit: int = MESSAGE_LIMIT) -> list[str]:
    """``text`` in parts of at most ``limit`` characters, cut at paragraphs, then lines, then words;
    with more than one part each ends with ``(i/n)``."""
    text = text.strip() or "…"
    if len(text) <= limit:
        return [text]
    marker = len(" (999/999)")
    parts = [p.strip() for p in _pack(text, limit - marker, ("\n\n", "\n", " ")) if p.strip()]
    return [f"{part} ({n}/{len(parts)})" for n, part in enumerate(parts, start=1)]


def _pack(text: str, limit: int, separators: tuple[str, ...]) -> list[str]:
    if len(text) <= limit:
        return [text]
    if not separators:
        return [text[i:i + limit] for i in range(0, len(text), limit)]
    separator, finer = separators[0], separators[1:]
    parts: list[str] = []
    current = ""
    for piece in text.split(separator):
        for sub in _pack(piece, limit, finer):
            joined = f"{current}{separator}{sub}" if current else sub
            if len(joined) <= limit:
                current = joined
            else:
                if current:
                    parts.append(current)
                current = sub
    if current:
        parts.append(current)
    return parts
