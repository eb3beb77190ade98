"""``BodyLimit``: an ASGI middleware refusing request bodies over ``STRATA_MAX_BODY_KB`` with a 413.

Why here and not per route: every JSON route parsed whatever it was sent (a 100 MB session id was read,
stored and echoed back), and a route cannot refuse a body it is only handed once it is read. A declared
``Content-Length`` over the limit is refused before a byte is read; a body without one (chunked) is read
up to the limit and refused there. Uploads (``POST /ingest``) are left to their own per-file limit
(``STRATA_MAX_UPLOAD_MB``, engine/serve/uploads.py).
"""

from __future__ import annotations

from typing import Any, Awaitable, Callable

from engine.serve.errors import error_response

Scope = dict[str, Any]
Message = dict[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

UNBOUNDED_PATHS = ("/ingest",)  # their own limit applies


class BodyLimit:
    """Refuse a request body larger than ``max_bytes`` (413, the error JSON of engine/serve/errors.py)."""

    def __init__(self, app: ASGIApp, max_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope.get("path") in UNBOUNDED_PATHS:
            await self.app(scope, receive, send)
            return
        declared = dict(scope.get("headers") or []).get(b"content-length", b"")
        if declared.strip().isdigit() and int(declared) > self.max_bytes:
            await self._refuse(scope, receive, send)
            return
        body, more = bytearray(), True
        while more:
            message = await receive()
            if message["type"] != "http.request":  # the client went away: let the app see it
                await self.app(scope, _replay([message]), send)
                return
            body += message.get("body", b"")
            more = message.get("more_body", False)
            if len(body) > self.max_bytes:
                await self._refuse(scope, receive, send)
                return
        await self.app(scope, _replay([{"type": "http.request", "body": bytes(body), "more_body": False}], receive),
                       send)

    async def _refuse(self, scope: Scope, receive: Receive, send: Send) -> None:
        limit_kb = self.max_bytes // 1024
        response = error_response(413, f"request body larger than {limit_kb:,} KB (STRATA_MAX_BODY_KB): send a "
                                       "shorter question or session id, or upload files to POST /ingest",
                                  headers={"Connection": "close"})
        await response(scope, receive, send)


def _replay(messages: list[Message], then: Receive | None = None) -> Receive:
    """A ``receive`` that hands out ``messages`` first, then defers to ``then`` (e.g. for a disconnect)."""
    pending = list(messages)

    async def receive() -> Message:
        if pending:
            return pending.pop(0)
        if then is not None:
            return await then()
        return {"type": "http.disconnect"}

    return receive
