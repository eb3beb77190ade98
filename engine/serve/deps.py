"""The dependencies routes declare (``Depends``): the shared state, the engine, the admin check.

The state lives on ``app.state.strata`` (set by ``create_app``, or by ``explorer.mount`` for an
app of its own), so the routers are plain module-level ``APIRouter``s. The functions are
``async`` so FastAPI calls them on the event loop instead of a worker thread.
"""

from __future__ import annotations

import hmac
from typing import Annotated

from fastapi import Depends, HTTPException, Request

from engine.api import Engine
from engine.serve.state import ServiceState


async def service_state(request: Request) -> ServiceState:
    return request.app.state.strata


State = Annotated[ServiceState, Depends(service_state)]


async def service_engine(state: State) -> Engine:
    return state.engine


EngineDep = Annotated[Engine, Depends(service_engine)]


def is_admin(request: Request) -> bool:
    """Whether the request carries ``$STRATA_ADMIN_TOKEN`` (``Authorization: Bearer`` or ``X-Strata-Token``),
    compared in constant time. Without a token configured nobody is an admin. Admins see paths in errors
    and health checks; everyone else sees them redacted (engine/redact.py)."""
    token = request.app.state.strata.config.admin_token
    given = request.headers.get("authorization", "")
    given = given[7:] if given.lower().startswith("bearer ") else request.headers.get("x-strata-token", "")
    return bool(token and given) and hmac.compare_digest(given.encode(), token.encode())


async def require_admin(request: Request, state: State) -> None:
    """The admin routes' guard. Without a token configured they are disabled (403), never open."""
    if not state.config.admin_token:
        raise HTTPException(403, "admin routes are disabled: set STRATA_ADMIN_TOKEN to enable them")
    if not is_admin(request):
        raise HTTPException(401, "admin token missing or wrong: send 'Authorization: Bearer <token>'",
                            headers={"WWW-Authenticate": "Bearer"})
