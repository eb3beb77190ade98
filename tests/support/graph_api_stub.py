"""A real HTTP server on loopback standing in for the Graph API's WhatsApp messages endpoint.

The WhatsApp tests point ``STRATA_WHATSAPP_API_BASE`` at ``stub.url``; the service's replies
arrive here as real HTTP requests (``POST {base}/{phone_number_id}/messages`` with a bearer
token and the JSON body Meta documents), and the stub records each one with the status it
answered. A test scripts failures per recipient:

- ``stub.fail(to, [500, 500])``: the next two sends to ``to`` get HTTP 500, later ones succeed;
- ``stub.fail(to, [500], always=True)``: every send to ``to`` gets 500 (a permanent failure).

Successful sends answer like the Graph API (``{"messaging_product", "contacts", "messages":
[{"id": "wamid..."}]}``); failures answer its error shape (``{"error": {"message", "type", "code"}}``).
A wrong or missing bearer token is a 401 (OAuthException, code 190).
"""

from __future__ import annotations

import json
import re
import threading
import time
import uuid
from collections import deque
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Callable

VERSION = "v21.0"
MESSAGES_PATH = re.compile(rf"^/{re.escape(VERSION)}/([^/]+)/messages$")


@dataclass
class Received:
    """One request the stub received, and what it answered."""

    method: str
    path: str
    headers: dict[str, str]
    body: dict | None
    status: int
    at: float = field(default_factory=time.monotonic)

    @property
    def to(self) -> str | None:
        return (self.body or {}).get("to")

    @property
    def text(self) -> str | None:
        return ((self.body or {}).get("text") or {}).get("body")

    @property
    def phone_number_id(self) -> str | None:
        match = MESSAGES_PATH.match(self.path)
        return match.group(1) if match else None


class GraphAPIStub:
    """``with GraphAPIStub(access_token="...") as stub: ... stub.url ... stub.delivered(to)``."""

    def __init__(self, *, access_token: str | None = None) -> None:
        self.access_token = access_token
        self.requests: list[Received] = []
        self._failures: dict[str, deque[int]] = {}
        self._always: dict[str, int] = {}
        self._lock = threading.Lock()
        self._changed = threading.Condition(self._lock)
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler_class())
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, kwargs={"poll_interval": 0.02},
                                        name="graph-api-stub", daemon=True)

    @property
    def url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}/{VERSION}"

    def __enter__(self) -> "GraphAPIStub":
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=5)

    # -- scripting and reading -------------------------------------------------------------------
    def fail(self, to: str, statuses: list[int], *, always: bool = False) -> None:
        """The next sends to ``to`` answer ``statuses`` in turn (or ``statuses[0]`` forever)."""
        with self._lock:
            if always:
                self._always[to] = statuses[0]
            else:
                self._failures[to] = deque(statuses)

    def clear_failures(self, to: str) -> None:
        with self._lock:
            self._failures.pop(to, None)
            self._always.pop(to, None)

    def sent_to(self, to: str) -> list[Received]:
        """Every send attempt to ``to`` (failed ones included), in arrival order."""
        with self._lock:
            return [r for r in self.requests if r.to == to]

    def delivered(self, to: str) -> list[str]:
        """The texts delivered (answered 200) to ``to``, in order."""
        return [r.text or "" for r in self.sent_to(to) if r.status == 200]

    def wait_for(self, condition: Callable[[], bool], timeout: float = 60.0) -> bool:
        """Block until ``condition()`` holds (re-checked on every request) or ``timeout`` passes."""
        deadline = time.monotonic() + timeout
        while True:
            if condition():
                return True
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return False
            with self._changed:
                self._changed.wait(min(remaining, 0.2))  # woken by the next request, or re-checks

    def wait_delivered(self, to: str, count: int = 1, timeout: float = 60.0) -> list[str]:
        """The first ``count`` texts delivered to ``to``; AssertionError when they do not come in time."""
        if not self.wait_for(lambda: len(self.delivered(to)) >= count, timeout):
            raise AssertionError(f"expected {count} message(s) to {to} within {timeout:g} s, got "
                                 f"{self.delivered(to)!r} (all attempts: {[r.status for r in self.sent_to(to)]})")
        return self.delivered(to)[:count]

    # -- HTTP -----------------------------------------------------------------------------------
    def _status_for(self, to: str | None) -> int:
        with self._lock:
            if to in self._always:
                return self._always[to]
            queue = self._failures.get(to or "")
            if queue:
                return queue.popleft()
        return 200

    def _record(self, received: Received) -> None:
        with self._changed:
            self.requests.append(received)
            self._changed.notify_all()

    def _handler_class(self) -> type[BaseHTTPRequestHandler]:
        stub = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, format: str, *args: Any) -> None:
                pass

            def _send(self, status: int, payload: dict) -> None:
                data = json.dumps(payload).encode("utf-8")
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    pass

            def _error(self, status: int, message: str, code: int, kind: str = "OAuthException") -> None:
                self._send(status, {"error": {"message": message, "type": kind, "code": code,
                                              "fbtrace_id": uuid.uuid4().hex[:16]}})

            def do_POST(self) -> None:
                raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                headers = {k.lower(): v for k, v in self.headers.items()}
                try:
                    body = json.loads(raw or b"{}")
                except json.JSONDecodeError:
                    body = None
                to = body.get("to") if isinstance(body, dict) else None
                if not MESSAGES_PATH.match(self.path):
                    status = 404
                elif stub.access_token and headers.get("authorization") != f"Bearer {stub.access_token}":
                    status = 401
                elif not isinstance(body, dict) or body.get("messaging_product") != "whatsapp" or not to \
                        or body.get("type") != "text" or not (body.get("text") or {}).get("body"):
                    status = 400
                else:
                    status = stub._status_for(to)
                stub._record(Received("POST", self.path, headers, body if isinstance(body, dict) else None, status))
                if status == 200:
                    self._send(200, {"messaging_product": "whatsapp", "contacts": [{"input": to, "wa_id": to}],
                                     "messages": [{"id": f"wamid.stub{uuid.uuid4().hex[:20]}"}]})
                elif status == 401:
                    self._error(401, "Invalid OAuth access token - Cannot parse access token", 190)
                elif status == 404:
                    self._error(404, f"Unknown path components: {self.path}", 2500)
                elif status == 400:
                    self._error(400, "(#100) Invalid parameter", 100)
                elif status == 429:
                    self._error(429, "(#130429) Rate limit hit", 130429)
                else:
                    self._error(status, "An unexpected error has occurred. Please retry your request later.", 2,
                                "OAuthException")

            def do_GET(self) -> None:
                stub._record(Received("GET", self.path, {k.lower(): v for k, v in self.headers.items()}, None, 404))
                self._error(404, f"Unknown path components: {self.path}", 2500)

        return Handler
