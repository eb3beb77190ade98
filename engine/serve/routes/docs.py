"""``/docs``: Swagger UI over ``/openapi.json``, served from the files of the ``swagger-ui-dist`` npm
package that ``make install`` puts in engine/serve/explorer/node_modules (pinned by that folder's
package.json and lock), so the page works with no network. ReDoc, which FastAPI would load from a
CDN, is switched off (``create_app`` passes ``redoc_url=None``).

Without the files the page answers 503 with the command that installs them.
"""

from __future__ import annotations

import html
from pathlib import Path

from fastapi import APIRouter, HTTPException, Request
from fastapi.openapi.docs import get_swagger_ui_html, get_swagger_ui_oauth2_redirect_html
from fastapi.responses import FileResponse, HTMLResponse, Response

from engine.serve.errors import error_response
from engine.serve.explorer import NODE_MODULES

SWAGGER_DIR = NODE_MODULES / "swagger-ui-dist"
ASSETS_PATH = "/docs/assets"
ASSETS = {"swagger-ui-bundle.js": "text/javascript", "swagger-ui.css": "text/css", "favicon-32x32.png": "image/png"}
OAUTH2_REDIRECT = "/docs/oauth2-redirect"
INSTALL_HINT = "run `make install` (or `npm ci --prefix engine/serve/explorer`), then restart the service"

router = APIRouter(include_in_schema=False)


def missing_assets() -> list[Path]:
    return [SWAGGER_DIR / name for name in ASSETS if not (SWAGGER_DIR / name).is_file()]


def missing_message(missing: list[Path]) -> str:
    return f"Swagger UI is not installed ({', '.join(map(str, missing))} missing): {INSTALL_HINT}."


@router.api_route("/docs", methods=["GET", "HEAD"], response_class=HTMLResponse, response_model=None)
def docs(request: Request) -> HTMLResponse:
    root = request.scope.get("root_path", "").rstrip("/")
    app = request.app
    missing = missing_assets()
    if missing:
        body = (f"<!doctype html><html lang='en'><head><meta charset='utf-8'><title>{html.escape(app.title)} API "
                f"docs: not installed</title></head><body><h1>The API docs page is not installed</h1>"
                f"<p>{html.escape(missing_message(missing))}</p><p>The schema itself is at "
                f"<a href='{root}{app.openapi_url}'>{app.openapi_url}</a>.</p></body></html>")
        return HTMLResponse(body, status_code=503)
    return get_swagger_ui_html(openapi_url=root + app.openapi_url, title=f"{app.title} - Swagger UI",
                               swagger_js_url=f"{root}{ASSETS_PATH}/swagger-ui-bundle.js",
                               swagger_css_url=f"{root}{ASSETS_PATH}/swagger-ui.css",
                               swagger_favicon_url=f"{root}{ASSETS_PATH}/favicon-32x32.png",
                               oauth2_redirect_url=root + OAUTH2_REDIRECT, init_oauth=app.swagger_ui_init_oauth,
                               swagger_ui_parameters={**(app.swagger_ui_parameters or {}), "validatorUrl": None})


@router.api_route(OAUTH2_REDIRECT, methods=["GET", "HEAD"], response_class=HTMLResponse, response_model=None)
def oauth2_redirect() -> HTMLResponse:
    return get_swagger_ui_oauth2_redirect_html()


@router.get(ASSETS_PATH + "/{name}", response_model=None)
def asset(name: str) -> Response:
    if name not in ASSETS:  # a fixed list: no path from the URL ever reaches the disk
        raise HTTPException(404, f"no docs file {name!r}")
    path = SWAGGER_DIR / name
    if not path.is_file():
        return error_response(503, missing_message([path]))
    return FileResponse(path, media_type=ASSETS[name], headers={"Cache-Control": "max-age=86400"})
