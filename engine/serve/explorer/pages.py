"""The explorer's page and its files: ``GET /explorer`` (``static/index.html``), ``/explorer/static/...``
(its script, style sheet and icon) and ``/explorer/vendor/cytoscape.min.js`` (the graph library, from
node_modules). None of them is in the OpenAPI schema.

Where they are read from is ``app.state.explorer_files`` (``mount`` sets it; tests point the library
at an empty folder to see the 503).
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated

from fastapi import APIRouter, Depends, HTTPException, Request
from fastapi.responses import FileResponse, HTMLResponse, Response

from engine.serve.errors import error_response

PACKAGE_DIR = Path(__file__).resolve().parent
STATIC_DIR = PACKAGE_DIR / "static"
NODE_MODULES = PACKAGE_DIR / "node_modules"  # where `npm ci --prefix engine/serve/explorer` installs the assets
VENDOR_DIR = NODE_MODULES / "cytoscape" / "dist"
VENDOR_FILE = "cytoscape.min.js"
BUILD_HINT = "run `npm ci --prefix engine/serve/explorer` (it installs the pinned cytoscape from the npm registry)"
STATIC_FILES = {"explorer.js": "text/javascript", "explorer.css": "text/css", "favicon.svg": "image/svg+xml"}
NO_CACHE = {"Cache-Control": "no-cache"}


def vendor_path(vendor_dir: Path | None = None) -> Path:
    return (vendor_dir or VENDOR_DIR) / VENDOR_FILE


def missing_vendor_message(path: Path) -> str:
    return f"The explorer's graph library is not installed ({path} is missing): {BUILD_HINT}, then restart the service."


@dataclass(frozen=True)
class PageFiles:
    static: Path  # index.html and STATIC_FILES
    library: Path  # cytoscape.min.js


async def page_files(request: Request) -> PageFiles:
    return request.app.state.explorer_files


Files = Annotated[PageFiles, Depends(page_files)]

router = APIRouter(include_in_schema=False)


def page(request: Request, files: Files) -> Response:
    if not files.library.is_file():
        message = missing_vendor_message(files.library)
        if "text/html" in request.headers.get("accept", ""):
            body = (f"<!doctype html><html lang='en'><head><meta charset='utf-8'><title>Strata explorer: "
                    f"not built</title></head><body><h1>Strata explorer is not built</h1>"
                    f"<p>{html.escape(message)}</p></body></html>")
            return HTMLResponse(body, status_code=503)
        return error_response(503, message)
    base = request.scope.get("root_path", "").rstrip("/") + "/explorer"
    text = (files.static / "index.html").read_text(encoding="utf-8").replace("{{BASE}}", html.escape(base))
    return HTMLResponse(text, headers=NO_CACHE)


router.add_api_route("/explorer", page, methods=["GET"], response_class=HTMLResponse, response_model=None)
router.add_api_route("/explorer/", page, methods=["GET"], response_class=HTMLResponse, response_model=None)


@router.get("/explorer/static/{name}", response_model=None)
def static(name: str, files: Files) -> Response:
    if name not in STATIC_FILES:  # a fixed list: no path from the URL ever reaches the disk
        raise HTTPException(404, f"no explorer file {name!r}")
    return FileResponse(files.static / name, media_type=STATIC_FILES[name], headers=NO_CACHE)


@router.get(f"/explorer/vendor/{VENDOR_FILE}", response_model=None)
def vendor(files: Files) -> Response:
    if not files.library.is_file():
        return error_response(503, missing_vendor_message(files.library))
    return FileResponse(files.library, media_type="text/javascript", headers={"Cache-Control": "max-age=86400"})
