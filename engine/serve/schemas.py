"""The request and response bodies of the service's own routes (the explorer's are in
engine/serve/explorer/schemas.py). ``/openapi.json`` documents each route with them.

The Answer JSON (docs/answers.md) is not re-shaped by a model: ``Answer.contract()`` builds it
(strict JSON, NaN and infinities as null) and ``contract_response`` sends it as built; the route's
``response_model`` documents it.
"""

from __future__ import annotations

from typing import Any, Literal

import pydantic_core
from fastapi import Response
from pydantic import BaseModel, Field

# -- requests -------------------------------------------------------------------------------------


class AskRequest(BaseModel):
    question: str = Field(..., description="The question (up to 2,000 characters).")
    session_id: str | None = Field(None, description="Conversation id (e.g. a phone number): follow-ups use it.")


class CypherRequest(BaseModel):
    query: str = Field(..., description="A read-only Cypher statement; use $parameters, not pasted values.")
    params: dict[str, Any] = Field(default_factory=dict)
    limit: int = Field(100, ge=1, le=10_000)
    timeout_ms: int = Field(5_000, ge=1, le=60_000)


class IngestPathRequest(BaseModel):
    path: str = Field(..., description="A file or folder inside the inbox folder (STRATA_INGEST_DIR).")
    source: str | None = None


# -- responses ------------------------------------------------------------------------------------


def contract_response(body: dict[str, Any]) -> Response:
    """``body`` as JSON exactly as built (the bytes FastAPI writes for a ``dict`` result), not validated
    against the route's ``response_model``, which only documents it: validating would refuse the nulls
    the contract writes for NaN, and re-serialising could drop or reorder fields."""
    return Response(content=pydantic_core.to_json(body), media_type="application/json")


class Stats(BaseModel):
    nodes: dict[str, int] = Field(..., description="Node counts by label.")
    edges: dict[str, int] = Field(..., description="Edge counts by type.")
    chunks: int
    documents: int
    sessions: int | None = Field(..., description="Conversations remembered (null without session memory).")


class Health(BaseModel):
    status: Literal["ok"]


class HealthPart(BaseModel):
    status: str = Field(..., description="up, down, or not configured (an optional part).")
    latency_ms: float | None = Field(None, description="How long the check took (absent when not checked).")
    required: bool = Field(..., description="A required part down makes the service 503.")
    detail: Any = Field(None, description="What answered: the store, the point count, the model, the endpoint.")
    error: str | None = Field(None, description="Why the part is down (absent when up).")


class InterruptedDocument(BaseModel):
    doc_id: str
    path: str | None = Field(None, description="The file to ingest again.")
    source: str | None = None


class DetailedHealth(BaseModel):
    status: Literal["ok", "degraded", "down"] = Field(
        ..., description="down: a required part is down (503); degraded: documents whose ingest was interrupted "
                         "(questions answer from their last finished version; ingest their files again).")
    down: list[str] = Field(..., description="The required parts that are down.")
    parts: dict[str, HealthPart] = Field(..., description="graph, vectors, embedding and llm.")
    interrupted: list[InterruptedDocument] = Field(default_factory=list,
                                                   description="Documents whose last ingest did not finish.")


class DoctorRequest(BaseModel):
    repair: bool = Field(False, description="Fix what can be fixed in place (refused while an ingest job runs).")


class DoctorDocument(BaseModel):
    doc_id: str
    status: str | None = None
    path: str | None = None
    source: str | None = None
    reingest: str = Field(..., description="The command that rewrites the document.")


class DoctorReport(BaseModel):
    """What `strata doctor` found (docs/doctor.md): chunk or document ids by kind of problem."""

    healthy: bool
    orphan_points: list[str] = []
    missing_points: list[str] = []
    wrong_payload: list[str] = []
    detached_chunks: list[str] = []
    stray_chunks: list[str] = []
    stale_links: list[str] = []
    damaged_documents: list[DoctorDocument] = []
    incomplete_documents: list[DoctorDocument] = []
    repaired: bool = False


class CypherResult(BaseModel):
    rows: list[dict[str, Any]] = Field(..., description="One object per row, keyed by the RETURN names.")
    count: int


class WebhookAck(BaseModel):
    status: Literal["ok"]
    queued: int = Field(..., description="Messages queued for an answer (repeats and status updates are not).")
