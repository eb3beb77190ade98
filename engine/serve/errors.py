"""Every error the service answers is JSON ``{"error": message, "status": code}``.

``install(app)`` adds the handlers: Strata's errors by kind (400 bad input, 403 a write on a
read-only route, 503 store down, 504 query timeout, 507 data directory full or read-only),
HTTP errors as raised, invalid requests as 400 naming the fields, and anything unexpected as a
500 that does not show its message. Server paths in a message are shown to admins only (issue 20 item 8).
"""

from __future__ import annotations

import logging

from fastapi import FastAPI, HTTPException, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from engine.redact import redact_paths
from engine.serve.deps import is_admin
from graph.errors import (CypherSyntaxError, DataDirError, InputError, QueryTimeout, ReadOnlyViolation,
                          StoreUnavailable, StrataError)

log = logging.getLogger(__name__)

STATUS_OF: list[tuple[type[StrataError], int]] = [
    (ReadOnlyViolation, 403), (CypherSyntaxError, 400), (QueryTimeout, 504), (StoreUnavailable, 503),
    (DataDirError, 507), (InputError, 400), (StrataError, 400)]


def error_response(status: int, message: str, headers: dict | None = None) -> JSONResponse:
    return JSONResponse({"error": message, "status": status}, status_code=status, headers=headers)


async def strata_error(request: Request, exc: StrataError) -> JSONResponse:
    """The message as the error says it; server paths only for admins (and the log, for a 5xx)."""
    status = next(code for kind, code in STATUS_OF if isinstance(exc, kind))
    message = str(exc)
    if status >= 500:
        log.warning("%s %s -> %d: %s", request.method, request.url.path, status, message)
    if not is_admin(request):
        message = redact_paths(message)
    if status == 403:
        return error_response(403, f"{message} (this endpoint is read-only)")
    return error_response(status, message)


async def http_error(_request: Request, exc: HTTPException) -> JSONResponse:
    return error_response(exc.status_code, str(exc.detail), getattr(exc, "headers", None))


async def starlette_error(_request: Request, exc: StarletteHTTPException) -> JSONResponse:
    return error_response(exc.status_code, str(exc.detail))


async def unexpected(_request: Request, exc: Exception) -> JSONResponse:
    """A bug must not leak its message (it may hold a path or a secret). Starlette re-raises the
    exception after this reply, so the server's log still gets the traceback."""
    return error_response(500, "internal error: the service log has the details")


async def invalid(_request: Request, exc: RequestValidationError) -> JSONResponse:
    problems = "; ".join(f"{'.'.join(str(p) for p in e['loc'])}: {e['msg']}" for e in exc.errors())
    return error_response(400, f"invalid request: {problems}")


def install(app: FastAPI) -> None:
    """Add the handlers to ``app``."""
    app.add_exception_handler(StrataError, strata_error)
    app.add_exception_handler(HTTPException, http_error)
    app.add_exception_handler(StarletteHTTPException, starlette_error)
    app.add_exception_handler(Exception, unexpected)
    app.add_exception_handler(RequestValidationError, invalid)
