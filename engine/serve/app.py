"""``strata serve``: the HTTP service (FastAPI) over the same ``Engine`` as the CLI and Python API.

Routes (OpenAPI at ``/openapi.json`` is the contract; docs/service.md explains them):

* ``POST /ask`` — the Answer JSON of docs/answers.md;
* ``GET /stats``, ``GET /health``, ``GET /health/detailed`` (503 when a required part is down);
* admin (``Authorization: Bearer $STRATA_ADMIN_TOKEN``; without a token configured they are
  disabled, not open): ``POST /ingest`` (upload, or a path inside the inbox folder) ->
  a job, ``GET /jobs/{id}``, ``POST /cypher`` (read-only by the store, row limit, timeout);
* the WhatsApp webhook (engine/serve/whatsapp.py) and the graph explorer (engine/serve/explorer/).

The service adds no retrieval logic: every answer comes from ``Engine.ask``. Errors are JSON
``{"error": message, "status": code}`` with 400 bad input, 401/403 auth, 404, 413 too large,
503 store down, 504 query timeout, 507 data directory full or read-only.
"""

from __future__ import annotations

import hmac
import logging
import re
import shutil
import time
import urllib.request
import uuid
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from fastapi import Depends, FastAPI, HTTPException, Request
from fastapi.responses import JSONResponse
from pydantic import BaseModel, Field

from engine.api import Engine
from engine.ops.jobs import JobRunner
from graph.errors import (CypherSyntaxError, DataDirError, InputError, QueryTimeout, ReadOnlyViolation,
                          StoreUnavailable, StrataError)
from loaders.ingest import expand_paths

log = logging.getLogger(__name__)
SAFE_NAME_RE = re.compile(r"[^A-Za-z0-9._ -]+")
UPLOAD_CHUNK = 1 << 20


# -- request bodies ---------------------------------------------------------------------------


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


# -- shared state -----------------------------------------------------------------------------


@dataclass
class ServiceState:
    """What the routers share: the engine, its config, the ingest job runner (and the WhatsApp channel)."""

    engine: Engine
    jobs: JobRunner
    whatsapp: Any = None  # engine.serve.whatsapp.WhatsAppChannel, set by its router

    @property
    def config(self):
        return self.engine.config

    def stats(self) -> dict[str, Any]:
        """Node/edge counts, chunks, documents, sessions (also the /stats admin command's reply)."""
        counts = self.engine.stats()
        memory = self.engine.memory
        return {**counts, "chunks": counts["nodes"].get("Chunk", 0), "documents": counts["nodes"].get("Document", 0),
                "sessions": memory.sessions() if memory is not None else None}

    def inbox_path(self, relative: str) -> Path:
        """A path inside the inbox; anything resolving outside it (``..``, absolute elsewhere) is refused."""
        inbox = self.config.inbox.resolve()
        target = (inbox / relative).resolve()
        if target != inbox and inbox not in target.parents:
            raise InputError(f"{relative!r} is outside the ingest folder {inbox}; put the files there "
                             "(STRATA_INGEST_DIR) and give a path relative to it")
        if not target.exists():
            raise InputError(f"{relative!r} does not exist in the ingest folder {inbox}")
        return target


def safe_file_name(name: str | None) -> str:
    """An uploaded file's name with no directory part and only plain characters ("../../x.pdf" -> "x.pdf")."""
    base = Path((name or "").replace("\\", "/")).name
    cleaned = SAFE_NAME_RE.sub("_", base).strip(" .")
    if not cleaned:
        raise InputError(f"uploaded file name {name!r} is empty after removing unsafe characters; rename the file")
    return cleaned[:200]


# -- the app ----------------------------------------------------------------------------------


def create_app(engine: Engine, *, warm: bool = True) -> FastAPI:
    """The FastAPI app over ``engine`` (which the caller owns and closes)."""
    state = ServiceState(engine, JobRunner(engine.ingest, lambda paths: len(list(expand_paths(paths)))))

    @asynccontextmanager
    async def lifespan(app: FastAPI):
        if warm:  # load the model and the corpus snapshot before the first question, not during it
            import asyncio

            await asyncio.get_running_loop().run_in_executor(None, _warm, engine)
        yield
        state.jobs.close()

    app = FastAPI(title="Strata", version="0.1.0", lifespan=lifespan,
                  description="Knowledge-graph-first retrieval: answers inside their scope, with citations.")
    app.state.strata = state
    _errors(app)
    admin = Depends(_admin_guard(engine))

    @app.post("/ask", summary="Answer, warn or abstain, with citations (the Answer JSON of docs/answers.md)")
    def ask(request: AskRequest) -> dict[str, Any]:
        return engine.ask(request.question, session_id=request.session_id).contract()

    @app.get("/stats", summary="Node and edge counts by label, chunks, documents, sessions")
    def stats() -> dict[str, Any]:
        return state.stats()

    @app.get("/health", summary="Liveness")
    def health() -> dict[str, str]:
        return {"status": "ok"}

    @app.get("/health/detailed", summary="Each part up or down with its latency; 503 when a required part is down")
    def health_detailed() -> JSONResponse:
        parts = detailed_health(engine)
        down = [name for name, part in parts.items() if part["required"] and part["status"] != "up"]
        body = {"status": "down" if down else "ok", "down": down, "parts": parts}
        return JSONResponse(body, status_code=503 if down else 200)

    @app.post("/ingest", status_code=202, dependencies=[admin],
              summary="Ingest uploaded files (multipart 'files', optional 'source') or a path in the inbox (JSON)")
    async def ingest(request: Request) -> dict[str, Any]:
        content_type = request.headers.get("content-type", "")
        if content_type.startswith("multipart/form-data"):
            paths, source = await _save_uploads(request, state)
        else:
            try:
                body = IngestPathRequest.model_validate(await request.json())
            except Exception as exc:
                raise InputError('send multipart files, or JSON {"path": "...", "source": "..."}') from exc
            paths, source = [state.inbox_path(body.path)], body.source
        job = state.jobs.submit(paths, source)
        return job.to_json()

    @app.get("/jobs/{job_id}", dependencies=[admin], summary="An ingest job's status and progress")
    def job(job_id: str) -> dict[str, Any]:
        found = state.jobs.get(job_id)
        if found is None:
            raise HTTPException(404, f"no job {job_id!r} (jobs are kept in memory until the service restarts)")
        return found.to_json()

    @app.post("/cypher", dependencies=[admin], summary="Read-only Cypher with parameters, a row limit and a timeout")
    def cypher(request: CypherRequest) -> dict[str, Any]:
        rows = engine.cypher(request.query, request.params or None, write=False, limit=request.limit,
                             timeout_ms=request.timeout_ms)
        return {"rows": rows, "count": len(rows)}

    _optional_routers(app, state)
    return app


def _warm(engine: Engine) -> None:
    try:
        engine.pipeline()
    except StrataError as exc:  # an empty or broken store must not stop the service from starting
        log.warning("warm-up skipped: %s", exc)


def _optional_routers(app: FastAPI, state: ServiceState) -> None:
    """The WhatsApp webhook and the explorer live in their own modules."""
    from engine.serve import whatsapp

    app.include_router(whatsapp.router(state))
    from engine.serve import explorer

    explorer.mount(app, state)


# -- auth -------------------------------------------------------------------------------------


def _admin_guard(engine: Engine) -> Callable[[Request], None]:
    def guard(request: Request) -> None:
        token = engine.config.admin_token
        if not token:
            raise HTTPException(403, "admin routes are disabled: set STRATA_ADMIN_TOKEN to enable them")
        given = request.headers.get("authorization", "")
        given = given[7:] if given.lower().startswith("bearer ") else request.headers.get("x-strata-token", "")
        if not given or not hmac.compare_digest(given.encode(), token.encode()):
            raise HTTPException(401, "admin token missing or wrong: send 'Authorization: Bearer <token>'",
                                headers={"WWW-Authenticate": "Bearer"})
    return guard


# -- uploads ----------------------------------------------------------------------------------


async def _save_uploads(request: Request, state: ServiceState) -> tuple[list[Path], str | None]:
    limit = int(state.config.max_upload_mb * 2**20)
    form = await request.form(max_part_size=limit + 1)
    uploads = [f for f in form.getlist("files") if hasattr(f, "filename")]
    if not uploads:
        raise InputError("no files in the upload: send them as multipart field 'files'")
    folder = state.config.data_dir / "uploads" / uuid.uuid4().hex[:12]
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    try:
        for upload in uploads:
            target = folder / safe_file_name(upload.filename)
            written = 0
            with target.open("wb") as handle:
                while chunk := await upload.read(UPLOAD_CHUNK):
                    written += len(chunk)
                    if written > limit:
                        raise HTTPException(413, f"{target.name} is larger than {state.config.max_upload_mb:g} MB "
                                                 "(STRATA_MAX_UPLOAD_MB)")
                    handle.write(chunk)
            paths.append(target)
    except BaseException:
        shutil.rmtree(folder, ignore_errors=True)  # a refused upload leaves nothing behind
        raise
    source = form.get("source")
    return paths, str(source) if source else None


# -- health -----------------------------------------------------------------------------------


def _timed(check: Callable[[], Any], *, required: bool) -> dict[str, Any]:
    started = time.perf_counter()
    try:
        detail = check()
        status, error = "up", None
    except Exception as exc:  # a health check reports, it never raises
        status, detail, error = "down", None, f"{type(exc).__name__}: {exc}"
    part = {"status": status, "latency_ms": round((time.perf_counter() - started) * 1000, 2), "required": required}
    if detail is not None:
        part["detail"] = detail
    if error:
        part["error"] = error
    return part


def detailed_health(engine: Engine) -> dict[str, dict[str, Any]]:
    """Graph store, vector store, embedding model (required) and the LLM endpoint (optional)."""
    config = engine.config
    parts = {
        "graph": _timed(lambda: (engine.graph.ping(), config.graph_url or "embedded FalkorDB")[1], required=True),
        "vectors": _timed(lambda: {"points": engine.vectors.count(), "backend": engine.vectors.backend}, required=True),
        "embedding": _timed(lambda: (engine.embedder.encode_query(["health"]), engine.embedder.name)[1], required=True),
    }
    if config.llm_urls:
        parts["llm"] = _timed(lambda: _llm_reachable(config.llm_urls, config.llm_timeout_s), required=False)
    else:
        parts["llm"] = {"status": "not configured", "required": False,
                        "detail": "extractive answers (set STRATA_LLM_URL or OPENAI_BASE_URL to generate)"}
    return parts


def _llm_reachable(urls: list[str], timeout: float) -> str:
    """The first endpoint whose /models answers (any HTTP answer means reachable)."""
    failures = []
    for url in urls:
        try:
            urllib.request.urlopen(url.rstrip("/") + "/models", timeout=min(timeout, 3.0)).close()
            return url
        except urllib.error.HTTPError:
            return url  # it answered (401 without a key is still "up")
        except Exception as exc:
            failures.append(f"{url}: {exc}")
    raise ConnectionError("; ".join(failures))


# -- errors -----------------------------------------------------------------------------------


def _errors(app: FastAPI) -> None:
    def reply(status: int, message: str, headers: dict | None = None) -> JSONResponse:
        return JSONResponse({"error": message, "status": status}, status_code=status, headers=headers)

    status_of: list[tuple[type[BaseException], int]] = [
        (ReadOnlyViolation, 403), (CypherSyntaxError, 400), (QueryTimeout, 504), (StoreUnavailable, 503),
        (DataDirError, 507), (InputError, 400), (StrataError, 400)]

    @app.exception_handler(StrataError)
    async def strata_error(_request: Request, exc: StrataError) -> JSONResponse:
        status = next(code for kind, code in status_of if isinstance(exc, kind))
        if status == 403:
            return reply(403, f"{exc} (this endpoint is read-only)")
        return reply(status, str(exc))

    @app.exception_handler(HTTPException)
    async def http_error(_request: Request, exc: HTTPException) -> JSONResponse:
        return reply(exc.status_code, str(exc.detail), getattr(exc, "headers", None))

    from fastapi.exceptions import RequestValidationError
    from starlette.exceptions import HTTPException as StarletteHTTPException

    @app.exception_handler(StarletteHTTPException)
    async def starlette_error(_request: Request, exc: StarletteHTTPException) -> JSONResponse:
        return reply(exc.status_code, str(exc.detail))

    @app.exception_handler(Exception)
    async def unexpected(_request: Request, exc: Exception) -> JSONResponse:
        """A bug must not leak its message (it may hold a path or a secret). Starlette re-raises the
        exception after this reply, so the server's log still gets the traceback."""
        return reply(500, "internal error: the service log has the details")

    @app.exception_handler(RequestValidationError)
    async def invalid(_request: Request, exc: RequestValidationError) -> JSONResponse:
        problems = "; ".join(f"{'.'.join(str(p) for p in e['loc'])}: {e['msg']}" for e in exc.errors())
        return reply(400, f"invalid request: {problems}")
