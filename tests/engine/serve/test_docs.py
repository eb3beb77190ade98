"""``/docs`` works with no network: Swagger UI comes from the installed swagger-ui-dist files.

Debian's Chromium (/usr/bin/chromium, or $STRATA_CHROMIUM) opens the page through Playwright with
every request that does not go to the service (127.0.0.1) blocked; the test fails if one was even
attempted, and checks Swagger UI really drew the API: one ``.opblock`` per operation of
``/openapi.json``. Without the files the page is a 503 naming the command that installs them.
"""

from __future__ import annotations

import urllib.parse
from pathlib import Path
from typing import Iterator

import httpx
import pytest

from engine import Config, Engine
from engine.serve.app import create_app
from engine.serve.routes import docs
from tests.engine.serve.test_explorer import CHROMIUM, CHROMIUM_ARGS, wait_until
from tests.engine.serve.test_openapi import HTTP_METHODS
from tests.support.serve import running

LOCAL_HOST = "127.0.0.1"


@pytest.fixture(scope="module")
def base(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with Engine.open(Config.load(tmp_path_factory.mktemp("docs") / "data")) as engine:
        with running(create_app(engine, warm=False)) as url:
            yield url


def test_docs_page_names_only_local_files(base: str) -> None:
    response = httpx.get(f"{base}/docs", timeout=30)
    assert response.status_code == 200 and response.headers["content-type"].startswith("text/html")
    assert "http://" not in response.text and "https://" not in response.text  # no CDN, no validator badge
    for asset, media_type in docs.ASSETS.items():
        assert f"{docs.ASSETS_PATH}/{asset}" in response.text
        served = httpx.get(f"{base}{docs.ASSETS_PATH}/{asset}", timeout=30)
        assert served.status_code == 200 and served.headers["content-type"].startswith(media_type)
    assert httpx.get(f"{base}{docs.ASSETS_PATH}/package.json", timeout=30).status_code == 404
    assert httpx.get(f"{base}{docs.ASSETS_PATH}/..%2Fcytoscape%2Fpackage.json", timeout=30).status_code == 404
    assert httpx.get(f"{base}/docs/oauth2-redirect", timeout=30).status_code == 200


def test_without_swagger_ui_the_docs_page_says_how_to_install_it(base: str, tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(docs, "SWAGGER_DIR", tmp_path)  # an empty folder: not installed
    page = httpx.get(f"{base}/docs", headers={"Accept": "text/html"}, timeout=30)
    assert page.status_code == 503 and "make install" in page.text and "/openapi.json" in page.text
    asset = httpx.get(f"{base}{docs.ASSETS_PATH}/swagger-ui-bundle.js", timeout=30)
    assert asset.status_code == 503 and "make install" in asset.json()["error"]
    assert httpx.get(f"{base}/openapi.json", timeout=30).status_code == 200  # the schema does not need it


def test_docs_render_in_headless_chromium_with_no_network(base: str) -> None:
    if not CHROMIUM.is_file():
        pytest.fail(f"Chromium is not installed at {CHROMIUM}: the docs browser test needs it. "
                    "Install it with `apt-get install chromium` (or set STRATA_CHROMIUM to a Chromium binary).")
    if docs.missing_assets():
        pytest.fail(f"{docs.missing_message(docs.missing_assets())}")
    from playwright.sync_api import Route, sync_playwright

    schema = httpx.get(f"{base}/openapi.json", timeout=30).json()
    operations = sum(1 for ops in schema["paths"].values() for method in ops if method in HTTP_METHODS)
    requested: list[str] = []
    blocked: list[str] = []
    problems: list[str] = []

    def only_the_service(route: Route) -> None:
        url = route.request.url
        if urllib.parse.urlsplit(url).hostname == LOCAL_HOST:
            requested.append(url)
            route.continue_()
        else:
            blocked.append(url)
            route.abort("internetdisconnected")

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1300, "height": 900})
            page.route("**/*", only_the_service)
            page.on("pageerror", lambda error: problems.append(f"page error: {error}"))
            page.on("requestfailed", lambda request: problems.append(f"request failed: {request.url}"))
            response = page.goto(f"{base}/docs")
            assert response is not None and response.status == 200
            wait_until(page, f"document.querySelectorAll('.opblock').length >= {operations}")
            drawn = page.evaluate("document.querySelectorAll('.opblock').length")
            title = page.inner_text(".info .title")
        finally:
            browser.close()

    assert not blocked, f"/docs tried to reach outside the service: {blocked}"
    assert not problems, problems
    assert drawn == operations, (drawn, operations)
    assert "Strata" in title
    assert f"{base}/openapi.json" in requested and f"{base}{docs.ASSETS_PATH}/swagger-ui-bundle.js" in requested
