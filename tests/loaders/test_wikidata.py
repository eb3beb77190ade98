"""The Wikidata loader against a real SPARQL endpoint (``oxigraph serve``) and a real embedded FalkorDB.

The endpoint serves tests/fixtures/wikidata_places.ttl, a hand-written Wikidata-shaped
slice: 16 items under the United States (Q30), two Springfields, two places with two
county parents, a cross-border park, and Canada, which must stay out.
"""

from __future__ import annotations

import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any, Iterator

import pytest

from graph.errors import InputError
from graph.store.falkordb import FalkorDBStore
from loaders.sources.wikidata import SparqlEndpointError, load_wikidata, place_kind
from tests.support import FIXTURES

FIXTURE = FIXTURES / "wikidata_places.ttl"
ITEMS_UNDER_Q30 = 16


def _oxigraph_binary() -> str:
    """The oxigraph CLI from the test extra: next to this Python, else on PATH."""
    local = Path(sys.executable).parent / "oxigraph"
    found = str(local) if local.is_file() else shutil.which("oxigraph")
    if not found:
        pytest.fail("the oxigraph CLI is missing: pip install 'strata[test]' (oxigraph==0.5.13)")
    return found


def _free_port() -> int:
    """A port nothing listens on right now (the OS picks it, we release it)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _wait_until_up(base: str, process: subprocess.Popen[bytes], deadline_s: float = 20) -> None:
    """Poll the query endpoint until it answers (any HTTP status means the server is up)."""
    deadline = time.monotonic() + deadline_s
    while time.monotonic() < deadline:
        if process.poll() is not None:
            pytest.fail(f"oxigraph serve exited with {process.returncode}: {process.stderr.read().decode()}")
        try:
            urllib.request.urlopen(f"{base}/query?query=ASK%7B%7D", timeout=1).close()
            return
        except urllib.error.HTTPError:
            return
        except OSError:
            time.sleep(0.1)
    pytest.fail(f"oxigraph serve did not answer on {base} within {deadline_s}s")


def _post_turtle(base: str, path: Path) -> None:
    """Load the fixture into the default graph through the Graph Store protocol."""
    request = urllib.request.Request(f"{base}/store?default", data=path.read_bytes(), method="POST",
                                     headers={"Content-Type": "text/turtle"})
    with urllib.request.urlopen(request, timeout=30) as response:
        assert response.status in (200, 201, 204), response.status


@pytest.fixture(scope="module")
def endpoint(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A real SPARQL endpoint serving the fixture; yields its query URL, stops it afterwards."""
    port = _free_port()
    base = f"http://127.0.0.1:{port}"
    location = tmp_path_factory.mktemp("oxigraph")
    process = subprocess.Popen([_oxigraph_binary(), "serve", "--location", str(location),
                                "--bind", f"127.0.0.1:{port}"],
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        _wait_until_up(base, process)
        _post_turtle(base, FIXTURE)
        yield f"{base}/query"
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def _places(store: FalkorDBStore) -> dict[str, dict[str, Any]]:
    rows = store.query("MATCH (n:Place) RETURN n.id AS id, n.name AS name, n.kind AS kind, "
                       "n.population AS population, n.sitelinks AS sitelinks, n.aliases AS aliases, "
                       "n.qid AS qid, n.source AS source")
    return {row["id"]: row for row in rows}


def _edges(store: FalkorDBStore) -> set[tuple[str, str]]:
    rows = store.query("MATCH (c:Place)-[:LOCATED_IN]->(p:Place) RETURN c.id AS child, p.id AS parent")
    return {(row["child"], row["parent"]) for row in rows}


def _counts(store: FalkorDBStore) -> tuple[int, int]:
    nodes = store.query("MATCH (n) RETURN count(n) AS n")[0]["n"]
    edges = store.query("MATCH ()-[r]->() RETURN count(r) AS n")[0]["n"]
    return nodes, edges


def test_loads_root_and_everything_under_it(store: FalkorDBStore, endpoint: str) -> None:
    stats = load_wikidata(store, endpoint, progress=False)
    places = _places(store)
    assert len(places) == ITEMS_UNDER_Q30 + 1
    assert stats.nodes == {"Place": ITEMS_UNDER_Q30 + 1}
    assert stats.source == "wikidata" and stats.seconds > 0
    assert {"wd:Q16", "wd:Q1904", "wd:Q1951", "wd:Q172"}.isdisjoint(places)  # Canada stays out
    assert all(p["source"] == "wikidata" and p["id"] == f"wd:{p['qid']}" for p in places.values())


def test_edges_follow_direct_p131_parents(store: FalkorDBStore, endpoint: str) -> None:
    stats = load_wikidata(store, endpoint, progress=False)
    edges = _edges(store)
    assert {("wd:Q41819", "wd:Q376100"), ("wd:Q41819", "wd:Q486432")} <= edges  # Kansas City: 2 counties
    assert len([e for e in edges if e[0] == "wd:Q41819"]) == 2
    assert {("wd:Q180402", "wd:Q156191"), ("wd:Q180402", "wd:Q156346")} <= edges  # Yosemite
    assert ("wd:Q28515", "wd:Q113186") in edges and ("wd:Q49158", "wd:Q54079") in edges  # the Springfields
    # Waterton-Glacier: Montana is loaded, Alberta is not, so only one edge.
    assert [e for e in edges if e[0] == "wd:Q1140387"] == [("wd:Q1140387", "wd:Q1212")]
    assert not [e for e in edges if e[0] == "wd:Q30"]  # the root has no loaded parent
    # Every loaded item except the root has a parent; KC and Yosemite have two each.
    assert len(edges) == ITEMS_UNDER_Q30 + 2
    assert stats.edges == {"LOCATED_IN": len(edges)}
    assert any("outside wd:Q30" in note for note in stats.notes)


def test_kinds_populations_sitelinks_aliases(store: FalkorDBStore, endpoint: str) -> None:
    load_wikidata(store, endpoint, progress=False)
    places = _places(store)
    kinds = {pid: places[pid]["kind"] for pid in ("wd:Q30", "wd:Q99", "wd:Q156191", "wd:Q28515", "wd:Q180402")}
    assert kinds == {"wd:Q30": "country", "wd:Q99": "admin1", "wd:Q156191": "admin2",
                     "wd:Q28515": "locality", "wd:Q180402": "feature"}
    us = places["wd:Q30"]
    assert us["name"] == "United States"
    assert us["population"] == 331449281  # the larger of two P1082 values
    assert us["sitelinks"] == 420
    assert set(us["aliases"]) == {"USA", "U.S.", "United States of America", "America"}  # English only
    springfields = sorted((p["population"], p["id"]) for p in places.values() if p["name"] == "Springfield")
    assert springfields == [(114394, "wd:Q28515"), (155929, "wd:Q49158")]
    assert places["wd:Q99"]["name"] == "California"  # the English label, not "Californie"
    assert places["wd:Q180402"]["population"] is None


def test_reload_is_idempotent(store: FalkorDBStore, endpoint: str) -> None:
    load_wikidata(store, endpoint, progress=False)
    first = (_counts(store), _places(store), _edges(store))
    load_wikidata(store, endpoint, progress=False)
    assert (_counts(store), _places(store), _edges(store)) == first


def test_small_pages_give_the_same_graph(store: FalkorDBStore, endpoint: str, tmp_path: Path) -> None:
    load_wikidata(store, endpoint, progress=False)
    one_page = (_places(store), _edges(store))
    paged_store = FalkorDBStore.embedded(tmp_path / "paged" / "graph")
    try:
        paged_store.apply_schema()
        stats = load_wikidata(paged_store, endpoint, page_size=3, batch_size=2, progress=False)
        assert (_places(paged_store), _edges(paged_store)) == one_page
        assert stats.node_total == ITEMS_UNDER_Q30 + 1
    finally:
        paged_store.close()


def test_within_a_subtree(store: FalkorDBStore, endpoint: str) -> None:
    load_wikidata(store, endpoint, within="Q1581", progress=False)  # Missouri
    assert set(_places(store)) == {"wd:Q1581", "wd:Q376100", "wd:Q486432", "wd:Q41819"}
    assert len(_edges(store)) == 4  # two counties -> Missouri, KC -> both counties; Missouri -> US dropped


def test_dead_endpoint_raises_a_clear_error(store: FalkorDBStore) -> None:
    dead = f"http://127.0.0.1:{_free_port()}/query"
    with pytest.raises(SparqlEndpointError) as caught:
        load_wikidata(store, dead, progress=False, timeout_s=5)
    assert isinstance(caught.value, InputError)
    assert dead in str(caught.value) and "Fix:" in str(caught.value)


def test_wrong_path_and_unknown_root_raise(store: FalkorDBStore, endpoint: str) -> None:
    not_sparql = endpoint.rsplit("/", 1)[0] + "/nope"
    with pytest.raises(SparqlEndpointError, match="404"):
        load_wikidata(store, not_sparql, progress=False)
    with pytest.raises(InputError, match="knows nothing about wd:Q999999999"):
        load_wikidata(store, endpoint, within="Q999999999", progress=False)
    with pytest.raises(InputError, match="not a Wikidata item id"):
        load_wikidata(store, endpoint, within="Q30 } DROP ALL {", progress=False)
    assert _counts(store) == (0, 0)


def test_place_kind_precedence() -> None:
    assert place_kind({"Q1093829", "Q62049"}) == "locality"
    assert place_kind({"Q47168", "Q1093829"}) == "admin2"  # a city-county counts as the county
    assert place_kind({"Q6256", "Q35657"}) == "country"
    assert place_kind(set()) == "feature"


def test_silent_endpoint_times_out(store: FalkorDBStore) -> None:
    with socket.socket() as listener:  # accepts connections (backlog) but never answers
        listener.bind(("127.0.0.1", 0))
        listener.listen(1)
        silent = f"http://127.0.0.1:{listener.getsockname()[1]}/sparql"
        with pytest.raises(SparqlEndpointError, match=r"did not answer within 1s.*Fix:"):
            load_wikidata(store, silent, progress=False, timeout_s=1)


def test_non_sparql_answer_raises(store: FalkorDBStore, endpoint: str) -> None:
    html_page = endpoint.rsplit("/", 1)[0] + "/"  # oxigraph's web UI, not a query endpoint
    with pytest.raises(SparqlEndpointError, match="did not return SPARQL JSON results.*Fix:"):
        load_wikidata(store, html_page, progress=False)
