"""The graph explorer: a web page at ``/explorer`` and its JSON API under ``/explorer/api/``.

``mount(app, state)`` (called by ``engine/serve/app.py``) adds:

* ``GET /explorer`` — the page (``static/index.html``, plain JavaScript, no build step);
* ``GET /explorer/static/...`` — its script, style sheet and icon;
* ``GET /explorer/vendor/cytoscape.min.js`` — the graph library, installed from the npm registry
  by ``npm ci --prefix engine/serve/explorer`` (package.json pins it); nothing is loaded from a CDN;
* ``GET /explorer/api/search?q=``, ``GET /explorer/api/node/{id}``, ``.../neighbourhood``,
  ``.../ancestors``, ``.../chunks`` and ``POST /explorer/api/ask`` (engine/serve/explorer/data.py).

Modules: ``pages`` (the page and its files), ``api`` (the JSON API routes), ``schemas`` (their
response models), ``data`` (the graph reads). The same npm folder also holds Swagger UI for
``/docs`` (engine/serve/routes/docs.py).

Node ids hold ``:``, ``/`` and spaces (``geo:US/California/Butte County``): the routes take them
as a path (percent-encode them in the URL). Without the graph library the page answers 503 with
the command that installs it. Every query goes through the service: the browser never sees the
database, its address or its credentials.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from fastapi import FastAPI

from engine.serve.explorer import api, pages
from engine.serve.explorer.pages import NODE_MODULES, PageFiles, missing_vendor_message, vendor_path

if TYPE_CHECKING:
    from engine.serve.state import ServiceState

__all__ = ["NODE_MODULES", "missing_vendor_message", "mount", "vendor_path"]


def mount(app: FastAPI, state: "ServiceState", *, static_dir: Path | None = None,
          vendor_dir: Path | None = None) -> None:
    """Add the explorer page, its assets and its API to ``app``, over ``state`` (kept on ``app.state``).

    ``static_dir`` / ``vendor_dir`` override where the page and the graph library are read from
    (tests point ``vendor_dir`` at an empty folder to see the 503).
    """
    app.state.strata = state
    app.state.explorer_files = PageFiles(static_dir or pages.STATIC_DIR, vendor_path(vendor_dir))
    app.include_router(pages.router)
    app.include_router(api.router)
