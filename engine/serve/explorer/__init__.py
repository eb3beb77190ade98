"""The graph explorer: a web page at ``/explorer`` and its JSON API under ``/explorer/api/``.

``mount(app, state)`` (called by ``engine/serve/app.py``) adds:

* ``GET /explorer`` — the page (``static/index.html``, plain JavaScript, no build step);
* ``GET /explorer/static/...`` — its script, style sheet and icon;
* ``GET /explorer/vendor/cytoscape.min.js`` — the graph library, installed from the npm registry
  by ``npm ci --prefix engine/serve/explorer`` (package.json pins it); nothing is loaded from a CDN;
* ``GET /explorer/api/search?q=``, ``GET /explorer/api/node/{id}``, ``.../neighbourhood``,
  ``.../ancestors``, ``.../chunks`` and ``POST /explorer/api/ask`` (engine/serve/explorer/data.py).

Node ids hold ``:``, ``/`` and spaces (``geo:US/California/Butte County``): the routes take them
as a path (percent-encode them in the URL). Without the graph library the page answers 503 with
the command that installs it. Every query goes through the service: the browser never sees the
database, its address or its credentials.
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import TYPE_CHECKING, Any

from fastapi import APIRouter, FastAPI, HTTPException, Query, Request
from fastapi.responses import FileResponse, HTMLResponse, JSONResponse, Response
from pydantic import BaseModel, Field

from engine.serve.explorer import data
from engine.models import finite

if TYPE_CHECKING:
    from engine.serve.app import ServiceState

PACKAGE_DIR = Path(__file__).resolve().parent
STATIC_DIR = PACKAGE_DIR / "static"
VENDOR_DIR = PACKAGE_DIR / "node_modules" / "cytoscape" / "dist"  # where `npm ci --prefix engine/serve/explorer` puts it
VENDOR_FILE = "cytoscape.min.js"
BUILD_HINT = "run `npm ci --prefix engine/serve/explorer` (it installs the pinned cytoscape from the npm registry)"
STATIC_FILES = {"explorer.js": "text/javascript", "explorer.css": "text/css", "favicon.svg": "image/svg+xml"}
NO_CACHE = {"Cache-Control": "no-cache"}


class ExplorerAsk(BaseModel):
    question: str = Field(..., description="The question (up to 2,000 characters).")


def vendor_path(vendor_dir: Path | None = None) -> Path:
    return (vendor_dir or VENDOR_DIR) / VENDOR_FILE


def missing_vendor_message(path: Path) -> str:
    return f"The explorer's graph library is not installed ({path} is missing): {BUILD_HINT}, then restart the service."


def mount(app: FastAPI, state: "ServiceState", *, static_dir: Path | None = None,
          vendor_dir: Path | None = None) -> None:
    """Add the explorer page, its assets and its API to ``app``.

    ``static_dir`` / ``vendor_dir`` override where the page and the graph library are read from
    (tests point ``vendor_dir`` at an empty folder to see the 503).
    """
    static_root = static_dir or STATIC_DIR
    library = vendor_path(vendor_dir)
    engine = state.engine

    def page(request: Request) -> Response:
        if not library.is_file():
            message = missing_vendor_message(library)
            if "text/html" in request.headers.get("accept", ""):
                body = (f"<!doctype html><html lang='en'><head><meta charset='utf-8'><title>Strata explorer: "
                        f"not built</title></head><body><h1>Strata explorer is not built</h1>"
                        f"<p>{html.escape(message)}</p></body></html>")
                return HTMLResponse(body, status_code=503)
            return JSONResponse({"error": message, "status": 503}, status_code=503)
        base = request.scope.get("root_path", "").rstrip("/") + "/explorer"
        text = (static_root / "index.html").read_text(encoding="utf-8").replace("{{BASE}}", html.escape(base))
        return HTMLResponse(text, headers=NO_CACHE)

    app.add_api_route("/explorer", page, methods=["GET"], include_in_schema=False)
    app.add_api_route("/explorer/", page, methods=["GET"], include_in_schema=False)

    @app.get("/explorer/static/{name}", include_in_schema=False)
    def static(name: str) -> Response:
        if name not in STATIC_FILES:  # a fixed list: no path from the URL ever reaches the disk
            raise HTTPException(404, f"no explorer file {name!r}")
        return FileResponse(static_root / name, media_type=STATIC_FILES[name], headers=NO_CACHE)

    @app.get(f"/explorer/vendor/{VENDOR_FILE}", include_in_schema=False)
    def vendor() -> Response:
        if not library.is_file():
            return JSONResponse({"error": missing_vendor_message(library), "status": 503}, status_code=503)
        return FileResponse(library, media_type="text/javascript", headers={"Cache-Control": "max-age=86400"})

    app.include_router(api_router(engine))


def api_router(engine) -> APIRouter:
    """The JSON API; every route reads the graph through engine/serve/explorer/data.py (bounded, indexed)."""
    router = APIRouter(prefix="/explorer/api", tags=["explorer"])

    def found(value: Any, node_id: str) -> Any:
        if value is None:
            raise HTTPException(404, f"no scope node with id {node_id!r} (search for it: /explorer/api/search?q=...)")
        return value

    @router.get("/search", summary="Scope nodes by name, code, id or id prefix (at most 20, best first)")
    def search(q: str = Query("", max_length=data.MAX_QUERY_CHARS, description="Name, code, id or id prefix"),
               limit: int = Query(data.SEARCH_LIMIT, ge=1, le=data.SEARCH_LIMIT)) -> dict[str, Any]:
        results = data.search(engine, q, limit)
        return {"query": q, "results": results, "count": len(results)}

    # The suffixed routes first: "{node_id:path}" would otherwise swallow "/ancestors".
    @router.get("/node/{node_id:path}/neighbourhood", summary="Parents, children (at most 50) and other edges")
    def neighbourhood(node_id: str) -> dict[str, Any]:
        return found(data.neighbourhood(engine, node_id), node_id)

    @router.get("/node/{node_id:path}/ancestors", summary="The ancestor chain with its containment edges")
    def ancestors(node_id: str) -> dict[str, Any]:
        return found(data.ancestors(engine, node_id), node_id)

    @router.get("/node/{node_id:path}/chunks", summary="Passages linked to the node, with their citations")
    def chunks(node_id: str, limit: int = Query(data.CHUNK_LIMIT, ge=1, le=data.CHUNK_LIMIT)) -> dict[str, Any]:
        return found(data.chunks(engine, node_id, limit), node_id)

    @router.get("/node/{node_id:path}", summary="One scope node: labels and properties")
    def node(node_id: str) -> dict[str, Any]:
        return found(data.node(engine, node_id), node_id)

    @router.post("/ask", summary="Ask, and get the Answer plus the path the engine walked")
    def ask(request: ExplorerAsk) -> dict[str, Any]:
        answer = engine.ask(request.question)
        return finite({**answer.contract(), "path": data.ask_path(engine, answer)})

    return router
