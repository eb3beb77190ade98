"""``WhatsAppChannel``: checks a delivery, claims and queues its messages, answers them on ordered
worker threads (one sender's messages in order), runs admin commands, and sends the replies through
the Graph API with retries."""

from __future__ import annotations

import hmac
import logging
import threading
import time
import zlib
from pathlib import Path
from queue import Queue
from typing import TYPE_CHECKING, Any, Callable

import httpx
from fastapi import HTTPException

from engine.redact import redact_paths
from engine.serve.whatsapp.formatting import format_answer, format_job, format_stats, split_message
from engine.serve.whatsapp.payload import UnreadableMessage, graph_error, mask, message_text, messages_in, \
    normalise_number, parse_admins, sign
from engine.serve.whatsapp.seen import DB_FILE, SeenMessages
from graph.errors import InputError, StoreUnavailable, StrataError

if TYPE_CHECKING:
    from engine.serve.state import ServiceState

log = logging.getLogger(__name__)

WORKERS = 4  # senders are spread over this many ordered queues
SEND_ATTEMPTS = 4  # one try and three retries
BACKOFF_S = 1.0  # first retry delay; doubles each time (1, 2, 4 s)
SEND_TIMEOUT_S = 15.0
INGEST_WAIT_S = 3600.0  # an /ingest reply waits this long for its job
INGEST_ACK_S = 10.0  # a job still running after this gets a "still working" message first

NOT_TEXT = ("Sorry, I can only read text messages. Please type your question "
            "(for example: What was the BC cutoff for CSE at PSG Tech in 2024?).")
EMPTY = "Please type your question as a text message."
UNREADABLE = "Sorry, I could not read that message. Please type your question as a text message."
FAILED = "Sorry, something went wrong while answering that. Please try again in a little while."
UNAVAILABLE = "Sorry, the knowledge base is temporarily unavailable. Please try again in a little while."
HELP = """Admin commands:
/ingest <path> - ingest a file or folder from the inbox folder, reply when done
/reindex - re-ingest the whole inbox folder (unchanged files are skipped)
/stats - documents, chunks, graph nodes and sessions
/help - this list
Anything else is answered as a question."""


class WhatsAppChannel:
    """Signature checks, the dedupe table, the ordered worker queues, commands and outbound sends."""

    def __init__(self, state: "ServiceState", *, workers: int = WORKERS, send_attempts: int = SEND_ATTEMPTS,
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
        try:
            text = message_text(message)
            reply = NOT_TEXT
        except UnreadableMessage as exc:  # still answered: the sender learns it did not get through
            log.warning("WhatsApp message %s could not be read: %s", message.get("id"), exc)
            text, reply = None, UNREADABLE
        if text is not None:
            try:
                reply = self.respond(sender, text, lambda note: self.reply(sender, note, phone_number_id))
            except StoreUnavailable:
                log.exception("WhatsApp message %s: store unavailable", message.get("id"))
                reply = UNAVAILABLE
            except StrataError as exc:  # bad input: the message names the fix (server paths: admins only)
                reply = str(exc) if normalise_number(sender) in self.admins else redact_paths(str(exc))
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
