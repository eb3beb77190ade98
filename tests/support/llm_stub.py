"""A real OpenAI-compatible Chat Completions server on loopback, scripted per test.

The LLM tests talk HTTP to this server through the real ``openai`` client, so the request
the engine builds (URL, headers, JSON body) and the reply it parses are the wire format a
real endpoint sees. A test scripts the behaviour with a *responder*:

- a callable ``responder(body) -> str | Reply``: the content string of the assistant
  message (or a full ``Reply``), computed from the parsed request body, so a reply can
  cite the passage ids actually present in the prompt (see ``extract_context_ids``);
- or a list of those (strings, ``Reply`` objects or callables), consumed one per request;
  an exhausted list answers 500, so an unexpected extra request fails loudly.

``Reply(status=500)`` / ``Reply(status=429)`` / ``Reply(status=400, error="...")`` return an
OpenAI-style error body; ``Reply(content, delay=2.0)`` answers late (to trigger timeouts).
Faults a real server can produce: ``Reply(raw=b"<html>...")`` sends that body as is (not JSON, or
JSON that is not a completion: no ``choices``, ``content: null``); ``Reply(drop=True)`` closes the
connection without answering.
"""

from __future__ import annotations

import contextlib
import json
import re
import socket
import threading
import time
import uuid
from collections import deque
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Callable, Iterator, Union

MODEL = "stub-model"
CHAT_PATHS = ("/v1/chat/completions", "/chat/completions")
MODELS_PATHS = ("/v1/models", "/models")
# How engine/pipeline/llm.py opens a passage: <passage id="..." doc="..." ...>
_PASSAGE_ID = re.compile(r'<passage id="([^"]+)"')


@dataclass
class Reply:
    """One scripted answer: assistant content, or an HTTP error status, optionally late."""

    content: str | None = None
    status: int = 200
    error: str | None = None  # the error message for a non-200 status
    error_param: str | None = None
    delay: float = 0.0
    raw: bytes | None = None  # sent verbatim as the 200 body instead of a completion
    drop: bool = False  # close the connection without a response


Script = Union[str, Reply, Callable[[dict], Union[str, Reply]]]


@dataclass
class Recorded:
    """A request the stub received."""

    method: str
    path: str
    body: dict | None
    authorization: str | None
    headers: dict[str, str] = field(default_factory=dict)


def extract_context_ids(body: dict) -> list[str]:
    """The passage ids in a chat request's prompt, in order of appearance."""
    text = "\n".join(m.get("content") or "" for m in body.get("messages", []) if isinstance(m.get("content"), str))
    return list(dict.fromkeys(_PASSAGE_ID.findall(text)))


def closed_port_url() -> str:
    """A loopback URL nothing listens on (connection refused): an endpoint that is down."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}/v1"


class LLMStub:
    """``with LLMStub(responder) as stub: ... stub.url ... stub.requests``."""

    def __init__(self, responder: Script | list[Script], *, model: str = MODEL) -> None:
        self.model = model
        self.requests: list[Recorded] = []
        self._script: deque[Script] | None = deque(responder) if isinstance(responder, list) else None
        self._responder = None if isinstance(responder, list) else responder
        self._lock = threading.Lock()
        self._closing = threading.Event()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler_class())
        self._server.daemon_threads = True
        self._server.block_on_close = False  # a handler sleeping out a delay must not hold up close()
        self._thread = threading.Thread(target=self._server.serve_forever, kwargs={"poll_interval": 0.02},
                                        name="llm-stub", daemon=True)

    @property
    def url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}/v1"

    @property
    def chat_requests(self) -> list[Recorded]:
        return [r for r in self.requests if r.path in CHAT_PATHS]

    def __enter__(self) -> "LLMStub":
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self._closing.set()
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=5)

    # -- behaviour ----------------------------------------------------------------------------
    def _next_reply(self, body: dict) -> Reply:
        with self._lock:
            if self._script is not None:
                if not self._script:
                    return Reply(status=500, error="llm stub: no scripted reply left for this request")
                step = self._script.popleft()
            else:
                step = self._responder
        if callable(step):
            step = step(body)
        return Reply(content=step) if isinstance(step, str) else step

    def _completion(self, body: dict, content: str) -> dict:
        prompt_chars = sum(len(m.get("content") or "") for m in body.get("messages", []) if isinstance(m, dict))
        return {
            "id": f"chatcmpl-{uuid.uuid4().hex[:24]}",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": body.get("model") or self.model,
            "choices": [{"index": 0, "message": {"role": "assistant", "content": content},
                         "logprobs": None, "finish_reason": "stop"}],
            "usage": {"prompt_tokens": prompt_chars // 4, "completion_tokens": len(content) // 4,
                      "total_tokens": (prompt_chars + len(content)) // 4},
        }

    def _handler_class(self) -> type[BaseHTTPRequestHandler]:
        stub = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, format: str, *args: Any) -> None:  # keep pytest output clean
                pass

            def _send(self, status: int, payload: dict) -> None:
                self._send_bytes(status, json.dumps(payload).encode("utf-8"))

            def _send_bytes(self, status: int, data: bytes) -> None:
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up (timeout): nothing to answer

            def _error(self, status: int, message: str, param: str | None = None) -> None:
                kind = {400: "invalid_request_error", 401: "invalid_request_error", 404: "invalid_request_error",
                        429: "rate_limit_exceeded"}.get(status, "server_error")
                self._send(status, {"error": {"message": message, "type": kind, "param": param, "code": None}})

            def _record(self, body: dict | None) -> None:
                with stub._lock:
                    stub.requests.append(Recorded(self.command, self.path, body, self.headers.get("Authorization"),
                                                  {k.lower(): v for k, v in self.headers.items()}))

            def do_GET(self) -> None:
                self._record(None)
                if self.path in MODELS_PATHS:
                    self._send(200, {"object": "list", "data": [
                        {"id": stub.model, "object": "model", "created": 0, "owned_by": "llm-stub"}]})
                else:
                    self._error(404, f"no route {self.path}")

            def do_POST(self) -> None:
                raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                try:
                    body = json.loads(raw or b"{}")
                except json.JSONDecodeError:
                    self._record(None)
                    self._error(400, "request body is not JSON")
                    return
                self._record(body)
                if self.path not in CHAT_PATHS:
                    self._error(404, f"no route {self.path}")
                    return
                reply = stub._next_reply(body)
                if reply.delay and stub._closing.wait(reply.delay):
                    return
                if reply.drop:
                    self.close_connection = True
                    self.connection.shutdown(socket.SHUT_RDWR)
                elif reply.raw is not None:
                    self._send_bytes(200, reply.raw)
                elif reply.status != 200:
                    self._error(reply.status, reply.error or f"llm stub: scripted HTTP {reply.status}",
                                reply.error_param)
                else:
                    self._send(200, stub._completion(body, reply.content or ""))

        return Handler


def completion_body(**overrides: Any) -> bytes:
    """A raw chat-completion body with fields replaced (``choices=[]``: valid JSON, nothing to read)."""
    body = {"id": "chatcmpl-raw", "object": "chat.completion", "created": 0, "model": MODEL,
            "choices": [{"index": 0, "message": {"role": "assistant", "content": "{}"}, "finish_reason": "stop"}]}
    return json.dumps({**body, **overrides}).encode("utf-8")


@contextlib.contextmanager
def llm_attached(engine: Any, client: Any) -> Iterator[Any]:
    """Answer with ``client`` (an ``LLMClient``) on ``engine`` for one block, then go extractive again."""
    engine._llm, engine._pipeline = client, None
    try:
        yield engine
    finally:
        client.close()
        engine._llm, engine._pipeline = None, None
