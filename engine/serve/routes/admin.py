"""The admin routes: ``POST /ingest`` (an upload, or a path inside the inbox) -> a job,
``GET /jobs/{id}`` (recorded under ``DATA/jobs``: after a restart a killed job is ``interrupted``),
``POST /cypher`` (read-only by the store, a row limit, a timeout), ``POST /doctor`` (``strata doctor``
through the service that holds the store; ``strata doctor --service URL`` calls it).

The router requires the admin token (engine/serve/deps.py ``require_admin``) before anything else.
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Depends, HTTPException, Request

from engine.ops.doctor import run_doctor
from engine.ops.jobs import Job
from engine.serve.deps import State, require_admin
from engine.serve.schemas import CypherRequest, CypherResult, DoctorReport, DoctorRequest, IngestPathRequest
from engine.serve.uploads import save_uploads
from graph.errors import InputError

router = APIRouter(dependencies=[Depends(require_admin)])


@router.post("/ingest", status_code=202, response_model=Job,
             summary="Ingest uploaded files (multipart 'files', optional 'source') or a path in the inbox (JSON)")
async def ingest(request: Request, state: State) -> dict[str, Any]:
    content_type = request.headers.get("content-type", "")
    if content_type.startswith("multipart/form-data"):
        paths, source = await save_uploads(request, state.config)
    else:
        try:
            body = IngestPathRequest.model_validate(await request.json())
        except Exception as exc:
            raise InputError('send multipart files, or JSON {"path": "...", "source": "..."}') from exc
        paths, source = [state.inbox_path(body.path)], body.source
    job = state.jobs.submit(paths, source)
    return job.to_json()


@router.get("/jobs/{job_id}", response_model=Job, summary="An ingest job's status and progress")
def job(job_id: str, state: State) -> dict[str, Any]:
    found = state.jobs.get(job_id)
    if found is None:
        raise HTTPException(404, f"no job {job_id!r}: check the id the ingest returned")
    return found.to_json()


@router.post("/cypher", response_model=CypherResult,
             summary="Read-only Cypher with parameters, a row limit, a timeout and a memory cap; one at a time")
def cypher(request: CypherRequest, state: State) -> dict[str, Any]:
    if not state.admin_query.acquire(blocking=False):
        raise HTTPException(429, "another admin query is running (one at a time, so questions keep being "
                                 "answered): retry when it has finished, at most its timeout_ms from now")
    try:
        rows = state.engine.cypher(request.query, request.params or None, write=False, limit=request.limit,
                                   timeout_ms=request.timeout_ms)
    finally:
        state.admin_query.release()
    return {"rows": rows, "count": len(rows)}


@router.post("/doctor", response_model=DoctorReport, summary="strata doctor through the service: graph vs vectors, and with repair, fix in place")
def doctor(request: DoctorRequest, state: State) -> dict[str, Any]:
    if request.repair and state.jobs.active():
        raise HTTPException(409, "an ingest job is running: repair once it is done (GET /jobs/{id})")
    return run_doctor(state.engine, fix=request.repair).to_json()
