"""The graph explorer (engine/serve/explorer/): its JSON API over plain HTTP, and the page in a real
headless Chromium.

One real engine for the module (embedded FalkorDB, qdrant-edge, MiniLM) with SPBE, admissions
and the US places loaded and three place-scoped Markdown documents ingested; the service runs
under uvicorn on 127.0.0.1 in a thread. The browser test drives Debian's Chromium
(/usr/bin/chromium, or $STRATA_CHROMIUM) with Playwright: it searches "Paradise", expands its
ancestors, asks a question, and checks what is drawn through ``window.strataExplorer`` (ids,
labels, classes), not pixels, and that each link shown is explained (the words, why, the other candidates). It keeps a screenshot in $STRATA_TEST_ARTIFACTS, else
tests/artifacts/, and fails (never skips) when Chromium or the graph library is missing.
"""

from __future__ import annotations

import json
import os
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator

import pytest
import uvicorn
from fastapi import FastAPI

from engine import Engine
from engine.serve import explorer
from engine.serve.app import create_app
from engine.serve.state import ServiceState
from tests.engine.test_engine import DOCS as ENGINE_DOCS, engine_with
from tests.support import ROOT

PARADISE, BUTTE, CALIFORNIA, US = "gn:5381002", "geo:US/California/Butte County", "geo:US/California", "geo:US"
QUESTION = "How much defensible space do I need in Paradise, California?"
GRAPH_QUESTION = "Which aspect does SPBE indicator 12 belong to?"  # answered from the graph, no passage
INDICATOR_12, ASPECT_2, DOMAIN_2 = "spbe:indicator:12", "spbe:aspect:2", "spbe:domain:2"
CHROMIUM = Path(os.environ.get("STRATA_CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run", "--disable-default-apps", "--disable-extensions"]
ARTIFACTS = Path(os.environ.get("STRATA_TEST_ARTIFACTS") or ROOT / "tests" / "artifacts")

# The engine tests' place-scoped documents: a town order, the state rule, the county notice.
DOCS = {name: ENGINE_DOCS[name] for name in ("paradise_order.md", "california_rule.md", "butte_burn.md")}


# -- fixtures: a real engine, the real service ----------------------------------------------------


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    with engine_with(tmp_path_factory, DOCS, "explorer-engine") as opened:
        yield opened


@contextmanager
def serving(app: FastAPI) -> Iterator[str]:
    """Run ``app`` under uvicorn on a free 127.0.0.1 port in a thread; yield its base URL; stop it."""
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=0, log_level="warning", lifespan="on"))
    thread = threading.Thread(target=server.run, name="explorer-test-server", daemon=True)
    thread.start()
    deadline = time.monotonic() + 120  # the lifespan warms the engine before the port opens
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            raise RuntimeError("the test service did not start (see the log above)")
        time.sleep(0.05)
    port = server.servers[0].sockets[0].getsockname()[1]
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=30)


@pytest.fixture(scope="module")
def base_url(engine: Engine) -> Iterator[str]:
    with serving(create_app(engine, warm=True)) as url:
        yield url


def http(method: str, url: str, body: Any = None, accept: str = "application/json") -> tuple[int, str, str]:
    """(status, content type, text) of one plain HTTP request; HTTP errors are returned, not raised."""
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(url, data=data, method=method, headers={"Accept": accept})
    if data is not None:
        request.add_header("Content-Type", "application/json")
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            return response.status, response.headers.get("content-type", ""), response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.headers.get("content-type", ""), error.read().decode()


def get_json(base_url: str, path: str, expect: int = 200) -> dict[str, Any]:
    status, _, text = http("GET", base_url + path)
    assert status == expect, text
    return json.loads(text)


def node_path(node_id: str, suffix: str = "") -> str:
    return "/explorer/api/node/" + urllib.parse.quote(node_id, safe="") + (f"/{suffix}" if suffix else "")


# -- the JSON API ---------------------------------------------------------------------------------


def test_search_ranks_exact_names_first_and_says_where_each_place_is(base_url: str) -> None:
    body = get_json(base_url, "/explorer/api/search?q=Paradise")
    results = body["results"]
    assert 0 < len(results) <= 20
    names = [r["name"] for r in results]
    assert names[: names.count("Paradise")] == ["Paradise"] * names.count("Paradise")  # exact before prefix
    assert "Paradise Valley" in names
    paradise = next(r for r in results if r["id"] == PARADISE)
    assert paradise["kind"] == "locality" and paradise["family"] == "place"
    assert paradise["context"].startswith("Butte County, California")

    qualified = get_json(base_url, "/explorer/api/search?q=" + urllib.parse.quote("paradise, california"))
    assert qualified["results"][0]["id"] == PARADISE
    assert get_json(base_url, "/explorer/api/search?q=indicator%2013")["results"][0]["id"] == "spbe:indicator:13"
    assert get_json(base_url, "/explorer/api/search?q=MBC")["results"][0]["id"] == "tnea:community:MBC"
    by_prefix = get_json(base_url, "/explorer/api/search?q=" + urllib.parse.quote("geo:US/Cal"))["results"]
    assert CALIFORNIA in [r["id"] for r in by_prefix] and len(by_prefix) <= 20
    assert get_json(base_url, "/explorer/api/search?q=")["results"] == []
    assert get_json(base_url, "/explorer/api/search?q=Zzyzxqq")["results"] == []


def test_node_properties_and_neighbourhood_of_an_id_with_slashes_and_spaces(base_url: str) -> None:
    butte = get_json(base_url, node_path(BUTTE))
    assert (butte["id"], butte["label"], butte["kind"]) == (BUTTE, "Butte County", "admin2")
    assert butte["properties"]["name"] == "Butte County"

    around = get_json(base_url, node_path(BUTTE, "neighbourhood"))
    assert around["parents"] == [CALIFORNIA]
    assert PARADISE in around["children"]
    edges = {(e["child"], e["parent"], e["type"]) for e in around["edges"]}
    assert (BUTTE, CALIFORNIA, "LOCATED_IN") in edges and (PARADISE, BUTTE, "LOCATED_IN") in edges
    # stored direction: LOCATED_IN goes child -> parent
    assert all(e["source"] == e["child"] for e in around["edges"] if e["type"] == "LOCATED_IN")

    country = get_json(base_url, node_path(US, "neighbourhood"))
    assert len(country["children"]) <= 50 < country["child_count"] and country["children_truncated"]


def test_neighbourhoods_of_the_spbe_and_admissions_hierarchies(base_url: str) -> None:
    indicator = get_json(base_url, node_path("spbe:indicator:13", "neighbourhood"))
    assert indicator["node"]["label"].startswith("Indicator 13: ")
    assert {(e["child"], e["type"]) for e in indicator["edges"] if e["parent"] == "spbe:indicator:13"} == {
        (f"spbe:indicator:13:level:{level}", "HAS_LEVEL") for level in range(1, 6)}
    aspect = indicator["parents"][0]
    assert aspect.startswith("spbe:aspect:")
    domain = get_json(base_url, node_path(aspect, "ancestors"))
    assert [a["kind"] for a in domain["ancestors"]] == ["aspect", "domain", "framework"]

    college = get_json(base_url, node_path("tnea:college:1", "neighbourhood"))
    programs = [e for e in college["edges"] if e["type"] == "OFFERS"]
    assert programs and all(e["source"] == "tnea:college:1" for e in programs)  # stored parent -> child
    program = get_json(base_url, node_path("tnea:college:1:program:CS", "neighbourhood"))
    assert {e["type"] for e in program["edges"]} == {"OFFERS", "HAS_CUTOFF"}
    assert any(r["type"] == "HAS_FEE" for r in program["related"])


def test_ancestors_are_the_chain_with_its_located_in_edges(base_url: str) -> None:
    chain = get_json(base_url, node_path(PARADISE, "ancestors"))
    assert [a["id"] for a in chain["ancestors"]] == [PARADISE, BUTTE, CALIFORNIA, US]
    assert [a["depth"] for a in chain["ancestors"]] == [0, 1, 2, 3]
    assert {(e["child"], e["parent"], e["type"]) for e in chain["edges"]} == {
        (PARADISE, BUTTE, "LOCATED_IN"), (BUTTE, CALIFORNIA, "LOCATED_IN"), (CALIFORNIA, US, "LOCATED_IN")}


def test_chunks_linked_to_a_node_carry_their_citations(base_url: str) -> None:
    state = get_json(base_url, node_path(CALIFORNIA, "chunks"))
    docs = {c["doc_id"] for c in state["chunks"]}
    assert "test:california_rule.md" in docs and len(state["chunks"]) <= 20
    rule = next(c for c in state["chunks"] if c["doc_id"] == "test:california_rule.md")
    assert rule["chunk_id"] and rule["header_path"].startswith("California defensible space rule")
    assert rule["citation"].startswith("test:california_rule.md, § California defensible space rule")
    assert "100 feet" in rule["text"] and CALIFORNIA in rule["node_ids"]
    town = get_json(base_url, node_path(PARADISE, "chunks"))
    assert {c["doc_id"] for c in town["chunks"]} == {"test:paradise_order.md"}


def test_each_linked_passage_says_which_words_were_linked_why_and_what_else_they_could_name(base_url: str) -> None:
    """Issue 16: a link is explained where it is shown: its surface words, the reason this node won and
    the other candidates, named with where they are (three towns are called Paradise)."""
    town = get_json(base_url, node_path(PARADISE, "chunks"))["chunks"]
    assert town
    for passage in town:
        assert "Paradise" in passage["surface"] and passage["reason"].startswith("named with its region"), passage
        candidates = {c["id"]: c for c in passage["candidates"]}
        assert PARADISE in candidates and len(candidates) > 1
        assert candidates[PARADISE]["label"] == "Paradise"
        assert candidates[PARADISE]["context"].startswith("Butte County, California")
        others = [c for i, c in candidates.items() if i != PARADISE]
        assert all(c["label"] == "Paradise" and c["context"] and "Butte" not in c["context"] for c in others)


def test_unknown_nodes_are_404_and_bad_questions_400(base_url: str) -> None:
    for suffix in ("", "neighbourhood", "ancestors", "chunks"):
        missing = get_json(base_url, node_path("geo:XX/Nowhere", suffix), expect=404)
        assert "geo:XX/Nowhere" in missing["error"]
    status, _, text = http("POST", base_url + "/explorer/api/ask", {"question": "   "})
    assert status == 400 and "empty" in json.loads(text)["error"]


def test_ask_returns_the_answer_and_the_walked_path(base_url: str) -> None:
    status, _, text = http("POST", base_url + "/explorer/api/ask", {"question": QUESTION})
    assert status == 200, text
    answer = json.loads(text)
    assert (answer["decision"], answer["relation"]) == ("warn", "broader")
    assert answer["citations"][0]["doc_id"] == "test:california_rule.md"
    path = answer["path"]
    assert path["anchors"] == [PARADISE] and path["lca"] == [CALIFORNIA] and path["scope_nodes"] == [CALIFORNIA]
    assert {PARADISE, BUTTE, CALIFORNIA} <= set(path["candidates"])
    step = path["steps"][0]
    assert (step["anchor"], step["scope_node"], step["lca"], step["delta"]) == (PARADISE, CALIFORNIA, CALIFORNIA, 2)
    assert step["anchor_chain"] == [PARADISE, BUTTE, CALIFORNIA] and step["scope_chain"] == [CALIFORNIA]
    assert (step["i_q"], step["i_t"], step["relation"], step["cited"]) == (2, 0, "broader", True)
    roles = {n["id"]: set(n["roles"]) for n in path["nodes"]}
    assert {"lca", "scope", "cited"} <= roles[CALIFORNIA] and "anchor" in roles[PARADISE]
    assert "chunk:" + step["chunk_id"] in roles
    on_path = {(e["child"], e["parent"]) for e in path["edges"] if e["on_path"]}
    assert {(PARADISE, BUTTE), (BUTTE, CALIFORNIA), ("chunk:" + step["chunk_id"], CALIFORNIA)} <= on_path
    # the question's own links, explained (issue 16): the words, why, every candidate by id and in words
    paradise = next(a for a in answer["scope"] if a["id"] == PARADISE)
    assert (paradise["surface"], paradise["reason"]) == ("Paradise", "named with its region; 'California' after it")
    names = dict(zip(paradise["candidates"], paradise["candidate_names"]))
    assert len(names) == len(paradise["candidates"]) > 1
    assert names[PARADISE] == "Paradise, Butte County, California"
    assert all(name.startswith("Paradise, ") and "Butte" not in name for i, name in names.items() if i != PARADISE)
    assert [a["id"] for a in answer["trace"]["anchors"]] == [PARADISE]
    assert answer["trace"]["anchors"][0]["candidate_names"] == paradise["candidate_names"]


def test_a_graph_answer_draws_its_path_from_the_anchor_to_the_nodes_it_read(base_url: str) -> None:
    """Issue 17: a graph answer walked no passage, so its path was the anchor alone. It now shows the
    statements it ran and joins the anchor to the nodes its rows name, up the hierarchy."""
    status, _, text = http("POST", base_url + "/explorer/api/ask", {"question": GRAPH_QUESTION})
    assert status == 200, text
    answer = json.loads(text)
    path = answer["path"]
    assert answer["trace"]["answerer"] == "spbe-facts" and answer["decision"] == "answer" and not path["steps"]
    assert {INDICATOR_12, ASPECT_2} <= set(path["reads"]["nodes"])
    assert path["reads"]["statements"] == [s["name"] for s in answer["trace"]["statements"]] != []
    roles = {n["id"]: set(n["roles"]) for n in path["nodes"]}
    assert "anchor" in roles[INDICATOR_12] and {"read", "path"} <= roles[ASPECT_2]
    on_path = {(e["child"], e["parent"]) for e in path["edges"] if e["on_path"]}
    assert (INDICATOR_12, ASPECT_2) in on_path
    # a passage answer reads nothing from the graph
    status, _, text = http("POST", base_url + "/explorer/api/ask", {"question": QUESTION})
    assert json.loads(text)["path"]["reads"] == {"statements": [], "nodes": []}


def test_no_response_leaks_where_the_database_is(engine: Engine, base_url: str) -> None:
    secrets = [str(engine.config.data_dir), str(engine.config.data_dir / "graph")]
    secrets += [v for v in (engine.config.graph_url, engine.config.graph_password) if v]
    for method, path, body in [("GET", "/explorer", None), ("GET", node_path(PARADISE), None),
                               ("GET", node_path(CALIFORNIA, "chunks"), None),
                               ("GET", node_path(US, "neighbourhood"), None),
                               ("POST", "/explorer/api/ask", {"question": QUESTION})]:
        status, _, text = http(method, base_url + path, body, accept="text/html" if path == "/explorer" else
                               "application/json")
        assert status == 200
        assert not [s for s in secrets if s in text], f"{path} shows a store location or credential"
    # only the named page files are served: no path from the URL reaches the disk
    assert http("GET", base_url + "/explorer/static/..%2F__init__.py")[0] == 404
    assert http("GET", base_url + "/explorer/static/data.py")[0] == 404


def test_without_the_graph_library_the_page_is_a_clear_503(engine: Engine, tmp_path: Path) -> None:
    app = FastAPI()
    explorer.mount(app, ServiceState(engine, jobs=None), vendor_dir=tmp_path)  # an empty folder: not built
    with serving(app) as url:
        status, content_type, text = http("GET", url + "/explorer", accept="text/html")
        assert status == 503 and content_type.startswith("text/html")
        assert "npm ci --prefix engine/serve/explorer" in text
        status, content_type, text = http("GET", url + "/explorer")
        assert status == 503 and "npm ci --prefix engine/serve/explorer" in json.loads(text)["error"]
        status, _, text = http("GET", url + "/explorer/vendor/cytoscape.min.js")
        assert status == 503 and "npm ci --prefix engine/serve/explorer" in text
        assert http("GET", url + "/explorer/api/search?q=Paradise")[0] == 200  # the API does not need it


def test_properties_drop_credential_like_keys_and_the_ledger_and_cut_long_values() -> None:
    from engine.serve.explorer.data import LIST_ITEMS, clean_properties

    cleaned = clean_properties({"name": "Paradise", "password": "x", "db_password": "x", "api_key": "x",
                                "token": "x", "author": "kept", "aliases": [str(i) for i in range(40)],
                                "delta": float("inf"), "chunk_ids": ["a" * 64] * 3})
    assert set(cleaned) == {"name", "author", "aliases", "delta"}  # the ingest ledger is not shown either
    assert len(cleaned["aliases"]) == LIST_ITEMS + 1 and cleaned["aliases"][-1] == "… 15 more"
    assert cleaned["delta"] is None


# -- the page in a real browser ---------------------------------------------------------------------


def wait_until(page, expression: str, timeout_s: float = 60.0) -> None:
    """Poll a JavaScript expression with ``page.evaluate`` (the page's CSP forbids eval, which
    Playwright's wait_for_function needs)."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if page.evaluate(expression):
            return
        time.sleep(0.1)
    raise AssertionError(f"timed out after {timeout_s:.0f}s waiting for: {expression}")


IDLE = "document.body.dataset.busy === '0'"


def test_explorer_page_in_headless_chromium(base_url: str) -> None:
    if not CHROMIUM.is_file():
        pytest.fail(f"Chromium is not installed at {CHROMIUM}: the explorer's browser test needs it. "
                    "Install it with `apt-get install chromium` (or set STRATA_CHROMIUM to a Chromium binary).")
    if not explorer.vendor_path().is_file():
        pytest.fail(f"{explorer.vendor_path()} is missing: run `npm ci --prefix engine/serve/explorer` first.")
    from playwright.sync_api import sync_playwright

    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    requests: list[str] = []
    problems: list[str] = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1500, "height": 950})
            page.on("request", lambda request: requests.append(request.url))
            page.on("requestfailed", lambda request: problems.append(f"request failed: {request.url}"))
            page.on("pageerror", lambda error: problems.append(f"page error: {error}"))
            page.on("console", lambda message: problems.append(f"console {message.type}: {message.text}")
                    if message.type in ("error", "warning") else None)

            response = page.goto(base_url + "/explorer")
            assert response is not None and response.status == 200
            wait_until(page, "document.body.dataset.ready === '1'")

            # search "Paradise" and pick the one in California
            page.fill("#search-input", "Paradise")
            page.press("#search-input", "Enter")
            picked = f"#results button[data-id='{PARADISE}']"
            assert "Butte County, California" in page.wait_for_selector(picked).inner_text()
            page.click(picked)  # by selector: the list can be drawn again (typing, then Enter), detaching a handle
            wait_until(page, f"window.strataExplorer.drawnNodes().some(n => n.id === '{PARADISE}') && {IDLE}")
            wait_until(page, f"document.querySelector('#node-title').textContent === 'Paradise' && {IDLE}")
            assert "paradise_order.md" in page.inner_text("#node-chunks")
            # each passage says which words were linked, why, and the namesakes weighed (issue 16)
            why = page.inner_text("#node-chunks .why")
            assert "Paradise”: named with its region" in why, why
            assert "other candidates: Paradise (Clark County, Nevada" in why, why

            # expand its ancestors
            page.click("#expand-ancestors")
            wait_until(page, f"window.strataExplorer.drawnNodes().some(n => n.id === '{US}') && {IDLE}")
            drawn = {n["id"]: n for n in page.evaluate("window.strataExplorer.drawnNodes()")}
            assert {PARADISE, BUTTE, CALIFORNIA, US} <= set(drawn)
            assert [drawn[i]["label"] for i in (PARADISE, BUTTE, CALIFORNIA, US)] == [
                "Paradise", "Butte County", "California", "United States"]
            edges = {(e["source"], e["target"], e["type"]) for e in page.evaluate("window.strataExplorer.drawnEdges()")}
            assert {(PARADISE, BUTTE, "LOCATED_IN"), (BUTTE, CALIFORNIA, "LOCATED_IN"),
                    (CALIFORNIA, US, "LOCATED_IN")} <= edges
            page.screenshot(path=str(ARTIFACTS / "explorer-ancestors.png"))

            # ask a question and look at the path the engine walked
            page.fill("#ask-input", QUESTION)
            page.click("#ask-button")
            wait_until(page, f"document.querySelector('#decision').dataset.decision !== '' && {IDLE}")
            banner = page.locator("#decision")
            assert banner.get_attribute("data-decision") == "warn"
            assert banner.inner_text().upper().startswith("WARN")
            assert "California" in banner.inner_text() and "Paradise" in banner.inner_text()
            drawn = {n["id"]: n for n in page.evaluate("window.strataExplorer.drawnNodes()")}
            assert {"lca", "scope", "cited"} <= set(drawn[CALIFORNIA]["classes"])
            assert "anchor" in drawn[PARADISE]["classes"] and BUTTE in drawn
            chunks = [n for n in drawn.values() if n["kind"] == "chunk"]
            assert chunks and "cited" in chunks[0]["classes"]
            on_path = {(e["child"], e["parent"]) for e in page.evaluate("window.strataExplorer.drawnEdges()")
                       if e["onPath"]}
            assert {(PARADISE, BUTTE), (BUTTE, CALIFORNIA), (chunks[0]["id"], CALIFORNIA)} <= on_path
            # the question's own links, explained: the words, the node, why, the other candidates by name
            link = page.inner_text(f"#answer-links li[data-node-id='{PARADISE}']")
            assert link.startswith("Paradise, Butte County, California (place, qualifier 0.95, walked from)"), link
            assert "“Paradise”: named with its region" in link, link
            assert "other candidates: Paradise, Clark County, Nevada" in link, link
            step = page.inner_text("#answer-steps tbody tr")
            assert "broader" in step and "δ 2 = 2 + 0" in step and "California" in step
            page.screenshot(path=str(ARTIFACTS / "explorer.png"))

            # a graph answer: the statements it ran and the nodes it read, joined to its anchor (issue 17)
            page.fill("#ask-input", GRAPH_QUESTION)
            page.click("#ask-button")
            wait_until(page, "document.querySelector('#graph-title').textContent.indexOf('indicator 12') >= 0 && "
                             f"!document.querySelector('#answer-reads').hidden && {IDLE}")
            reads = page.inner_text("#answer-reads")
            assert reads.startswith("Read from the graph by spbe_facts"), reads
            drawn = {n["id"]: n for n in page.evaluate("window.strataExplorer.drawnNodes()")}
            assert "read" in drawn[ASPECT_2]["classes"] and "anchor" in drawn[INDICATOR_12]["classes"]
            on_path = {(e["child"], e["parent"]) for e in page.evaluate("window.strataExplorer.drawnEdges()")
                       if e["onPath"]}
            assert (INDICATOR_12, ASPECT_2) in on_path
            assert "from the graph" in page.inner_text("#status")
            page.screenshot(path=str(ARTIFACTS / "explorer-graph-answer.png"))
        finally:
            browser.close()

    assert requests, "the page made no request at all"
    outside = [url for url in requests if not url.startswith(base_url + "/")]
    assert not outside, f"the page reached outside the service: {outside}"
    assert not problems, problems
    assert (ARTIFACTS / "explorer.png").stat().st_size > 10_000
