"""``strata serve``: the HTTP service (FastAPI) over the same ``Engine`` as the CLI and Python API.

Routes (OpenAPI at ``/openapi.json`` is the contract; docs/service.md explains them):

* ``POST /ask`` — the Answer JSON of docs/answers.md (routes/ask.py);
* ``GET /stats``, ``GET /health``, ``GET /health/detailed`` (503 when a required part is down;
  routes/status.py);
* admin (``Authorization: Bearer $STRATA_ADMIN_TOKEN``; without a token configured they are
  disabled, not open): ``POST /ingest`` (upload, or a path inside the inbox folder) ->
  a job, ``GET /jobs/{id}``, ``POST /cypher`` (read-only by the store, row limit, timeout; routes/admin.py);
* ``GET /docs`` — Swagger UI from local files, no CDN (routes/docs.py);
* the WhatsApp webhook (engine/serve/whatsapp/) and the graph explorer (engine/serve/explorer/).

The service adds no retrieval logic: every answer comes from ``Engine.ask``. Errors are JSON
``{"error": message, "status": code}`` (engine/serve/errors.py) with 400 bad input, 401/403 auth,
404, 413 too large (a body over ``STRATA_MAX_BODY_KB``: engine/serve/body_limit.py), 429 another admin
query running, 503 store down, 504 query timeout, 507 data directory full or read-only.

``create_app`` only assembles: the shared ``ServiceState`` goes on ``app.state.strata``, where the
module-level routers find it through engine/serve/deps.py.
"""

from __future__ import annotations

import asyncio
import logging
from contextlib import asynccontextmanager
from functools import partial

from fastapi import FastAPI

from engine.api import Engine
from engine.ops.jobs import JobRunner
from engine.serve import errors, explorer
from engine.serve.body_limit import BodyLimit
from engine.serve.logs import install_access_filter
from engine.serve.routes import admin, ask, docs, status
from engine.serve.state import ServiceState
from engine.serve.whatsapp import routes as whatsapp
from engine.serve.whatsapp.channel import WhatsAppChannel
from graph.errors import StrataError
from loaders.ingest import expand_paths

log = logging.getLogger(__name__)


def create_app(engine: Engine, *, warm: bool = True) -> FastAPI:
    """The FastAPI app over ``engine`` (which the caller owns and closes)."""
    ingest = partial(engine.ingest, isolate=True)  # strangers' PDFs parse in a memory-capped child
    jobs = JobRunner(ingest, lambda paths: len(list(expand_paths(paths))), engine.config.data_dir / "jobs")
    state = ServiceState(engine, jobs)
    state.whatsapp = WhatsAppChannel(state)

    @asynccontextmanager
    async def lifespan(_app: FastAPI):
        install_access_filter()  # no verify token or key from a query string in the access log
        if warm:  # load the model and the corpus snapshot before the first question, not during it
            await asyncio.get_running_loop().run_in_executor(None, _warm, engine)
        yield
        state.jobs.close()

    app = FastAPI(title="Strata", version="0.1.0", lifespan=lifespan, docs_url=None, redoc_url=None,
                  description="Knowledge-graph-first retrieval: answers inside their scope, with citations.")
    app.state.strata = state
    app.add_middleware(BodyLimit, max_bytes=engine.config.max_body_kb * 1024)
    errors.install(app)
    for router in (ask.router, status.router, admin.router, whatsapp.router):
        app.include_router(router)
    explorer.mount(app, state)
    app.include_router(docs.router)
    return app


def _warm(engine: Engine) -> None:
    try:
        engine.embedder  # noqa: B018 - load the model now: the pipeline alone loads it on the first passage search
        engine.pipeline()
    except StrataError as exc:  # an empty or broken store must not stop the service from starting
        log.warning("warm-up skipped: %s", exc)
