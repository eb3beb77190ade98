"""``GET /stats``, ``GET /health`` (liveness) and ``GET /health/detailed`` (each part; 503 when a
required part is down; ``degraded`` with the documents whose ingest was interrupted; server paths for
admins only)."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request, Response

from engine.serve.deps import State, is_admin
from engine.serve.health import detailed_health, interrupted_documents
from engine.serve.schemas import DetailedHealth, Health, Stats

router = APIRouter()


@router.get("/stats", response_model=Stats, summary="Node and edge counts by label, chunks, documents, sessions")
def stats(state: State) -> dict[str, Any]:
    return state.stats()


@router.get("/health", response_model=Health, summary="Liveness")
def health() -> dict[str, str]:
    return {"status": "ok"}


@router.get("/health/detailed", response_model=DetailedHealth, response_model_exclude_unset=True,
            responses={503: {"model": DetailedHealth, "description": "A required part is down"}},
            summary="Each part up or down with its latency; 503 when a required part is down; degraded "
                    "(200) with the documents whose ingest was interrupted")
def health_detailed(state: State, request: Request, response: Response) -> dict[str, Any]:
    parts = detailed_health(state.engine, admin=is_admin(request))
    down = [name for name, part in parts.items() if part["required"] and part["status"] != "up"]
    interrupted = [] if down or state.jobs.active() else interrupted_documents(state.engine)
    response.status_code = 503 if down else 200
    return {"status": "down" if down else "degraded" if interrupted else "ok", "down": down, "parts": parts,
            "interrupted": interrupted}
