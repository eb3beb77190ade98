"""Load the place-containment DAG (``wdt:P131``) under one Wikidata item from a SPARQL endpoint.

Wikidata is the one source that knows, for almost every place on earth, its
administrative parents *and* a QID other datasets cite. This loader asks a SPARQL
endpoint (the public WDQS, or a local mirror such as ``oxigraph serve``) for every
item located, transitively, in ``within`` plus the root itself, and writes them as
``(:Scope:Place {id: "wd:<QID>"})`` nodes joined child -> parent by ``LOCATED_IN``.

The SPARQL lives in ``loaders/data/sparql/*.rq`` and the Cypher in
``cypher/common/wikidata_*.cypher``; this module only pages, parses and batches.
Every write MERGEs on ``id``, so loading twice changes nothing.
"""

from __future__ import annotations

import math
import re
import time
import urllib.error
import warnings
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from functools import lru_cache
from string import Template
from typing import Any, Iterable, Iterator, Mapping

from SPARQLWrapper import JSON, SPARQLWrapper
from SPARQLWrapper.SPARQLExceptions import (EndPointInternalError, EndPointNotFound, QueryBadFormed,
                                            SPARQLWrapperException, Unauthorized, URITooLong)

from graph.errors import InputError
from graph.schema import PLACE
from graph.store import GraphStore
from loaders.datafiles import DATA_DIR
from loaders.progress import progress_bar
from loaders.stats import LoadStats

SOURCE = "wikidata"
SPARQL_DIR = DATA_DIR / "sparql"
ENTITY_PREFIX = "http://www.wikidata.org/entity/"
PUBLIC_ENDPOINT = "https://query.wikidata.org/sparql"
# WDQS asks every client for a descriptive User-Agent and blocks generic ones.
USER_AGENT = "strata-wikidata-loader/0.1 (Strata knowledge-graph place loader; SPARQLWrapper)"
QID_RE = re.compile(r"^Q[1-9][0-9]*$")

# P31 (instance of) class -> place kind. Kept small on purpose: a class missing here
# makes the place a "feature", which is safe (it still sits in the DAG). When an item
# has several mapped classes the highest kind in KIND_PRECEDENCE wins, so a county
# seat that is also a county (a consolidated city-county) counts as the county.
KIND_BY_CLASS: dict[str, str] = {
    # country
    "Q6256": "country",        # country
    "Q3624078": "country",     # sovereign state
    # admin1: first-level subdivisions
    "Q35657": "admin1",        # state of the United States
    "Q5098": "admin1",         # province of Indonesia
    "Q131541": "admin1",       # states and union territories of India
    "Q12443800": "admin1",     # state of India
    "Q5852411": "admin1",      # state of Australia
    "Q11828004": "admin1",     # province of Canada
    "Q10864048": "admin1",     # first-level administrative country subdivision
    # admin2: second-level subdivisions
    "Q47168": "admin2",        # county of the United States
    "Q28575": "admin2",        # county
    "Q1149652": "admin2",      # district of India
    "Q3191695": "admin2",      # regency of Indonesia (kabupaten)
    "Q3199141": "admin2",      # city of Indonesia (kota): second-level, like a regency
    "Q13220204": "admin2",     # second-level administrative country subdivision
    # locality: settlements
    "Q515": "locality",        # city
    "Q1093829": "locality",    # city in the United States
    "Q15127012": "locality",   # town in the United States
    "Q486972": "locality",     # human settlement
    "Q3957": "locality",       # town
    "Q532": "locality",        # village
    "Q1549591": "locality",    # big city
    "Q62049": "locality",      # county seat
    "Q498162": "locality",     # census-designated place
    "Q17343829": "locality",   # unincorporated community in the United States
}
KIND_PRECEDENCE = ("country", "admin1", "admin2", "locality")
FEATURE = "feature"


class SparqlEndpointError(InputError):
    """The SPARQL endpoint could not be reached or gave an answer we cannot use."""


@dataclass
class WikidataItem:
    """Everything one page of results says about one item, gathered from its fact rows."""

    qid: str
    label: str | None = None
    aliases: set[str] = field(default_factory=set)
    classes: set[str] = field(default_factory=set)
    parents: set[str] = field(default_factory=set)
    populations: list[int] = field(default_factory=list)
    sitelinks: int | None = None


# --- pure helpers ---------------------------------------------------------------------


def place_id(qid: str) -> str:
    """The graph id of a Wikidata item: readable and disjoint from GeoNames ids."""
    return f"wd:{qid}"


def place_kind(classes: Iterable[str]) -> str:
    """Map an item's P31 classes to one kind, the highest in KIND_PRECEDENCE, else "feature"."""
    kinds = {KIND_BY_CLASS[c] for c in classes if c in KIND_BY_CLASS}
    return next((kind for kind in KIND_PRECEDENCE if kind in kinds), FEATURE)


@lru_cache(maxsize=None)
def sparql_text(name: str) -> Template:
    """The query ``loaders/data/sparql/<name>.rq`` as a ``$``-template (SPARQL itself uses no ``$``)."""
    path = SPARQL_DIR / f"{name}.rq"
    if not path.is_file():
        raise KeyError(f"no SPARQL query {name!r} in {SPARQL_DIR}")
    return Template(path.read_text(encoding="utf-8"))


def render(name: str, **params: Any) -> str:
    """Fill the query's placeholders; a missing one is a bug, so ``substitute`` (strict)."""
    return sparql_text(name).substitute(params)


def _qid(iri: str) -> str | None:
    """``http://www.wikidata.org/entity/Q30`` -> ``Q30``; anything else (lexemes, blank nodes) -> None."""
    if not iri.startswith(ENTITY_PREFIX):
        return None
    qid = iri[len(ENTITY_PREFIX):]
    return qid if QID_RE.match(qid) else None


def _number(text: str) -> int | None:
    """Parse an xsd:decimal/integer such as ``+39538223`` (the dump's form) to an int."""
    try:
        value = Decimal(text)
    except InvalidOperation:
        return None
    return int(value) if value.is_finite() else None


def _value(binding: Mapping[str, Any], key: str) -> str | None:
    cell = binding.get(key)
    return cell.get("value") if isinstance(cell, Mapping) else None


def parse_bindings(bindings: Iterable[Mapping[str, Any]]) -> list[WikidataItem]:
    """Fold one-fact-per-row bindings into items, in QID order (pages are deterministic)."""
    items: dict[str, WikidataItem] = {}
    for binding in bindings:
        qid = _qid(_value(binding, "item") or "")
        if qid is None:
            continue
        item = items.setdefault(qid, WikidataItem(qid))
        if (label := _value(binding, "label")) is not None:
            item.label = min(label, item.label) if item.label else label
        if (alias := _value(binding, "alias")) is not None:
            item.aliases.add(alias)
        if (cls := _qid(_value(binding, "class") or "")) is not None:
            item.classes.add(cls)
        if (parent := _qid(_value(binding, "parent") or "")) is not None:
            item.parents.add(parent)
        if (population := _number(_value(binding, "population") or "x")) is not None:
            item.populations.append(population)
        if (sitelinks := _number(_value(binding, "sitelinks") or "x")) is not None:
            item.sitelinks = max(sitelinks, item.sitelinks or 0)
    return [items[qid] for qid in sorted(items, key=lambda q: int(q[1:]))]


def node_row(item: WikidataItem) -> dict[str, Any]:
    """The ``$rows`` entry for ``wikidata_merge``; None values clear stale properties on re-load."""
    return {
        "id": place_id(item.qid),
        "props": {
            "name": item.label or item.qid,
            "kind": place_kind(item.classes),
            "population": max(item.populations) if item.populations else None,
            "aliases": sorted(item.aliases - {item.label}),
            "qid": item.qid,
            "sitelinks": item.sitelinks if item.sitelinks is not None else 0,
            "source": SOURCE,
        },
    }


def edge_rows(items: Iterable[WikidataItem], loaded: set[str]) -> tuple[list[dict[str, str]], int]:
    """LOCATED_IN rows child -> parent where both ends were loaded; also how many were dropped."""
    rows, dropped = [], 0
    for item in items:
        for parent in sorted(item.parents):
            if parent in loaded and parent != item.qid:
                rows.append({"child": place_id(item.qid), "parent": place_id(parent)})
            else:
                dropped += 1
    return rows, dropped


# --- the endpoint ---------------------------------------------------------------------


def _fix_hint() -> str:
    return (f"check the URL (public Wikidata: {PUBLIC_ENDPOINT}; a local oxigraph mirror: "
            "http://HOST:PORT/query) and that the server is running")


def _endpoint_error(exc: BaseException, endpoint: str, timeout_s: float) -> SparqlEndpointError:
    """Translate whatever SPARQLWrapper/urllib raised into one message naming the endpoint and the fix."""
    where = f"SPARQL endpoint {endpoint}"
    if isinstance(exc, QueryBadFormed):
        return SparqlEndpointError(f"{where} rejected the query (HTTP 400): {exc}. Fix: the endpoint must "
                                   "support SPARQL 1.1 (property paths, subqueries); " + _fix_hint())
    if isinstance(exc, EndPointNotFound):
        return SparqlEndpointError(f"{where} answered HTTP 404: not a SPARQL query URL. Fix: {_fix_hint()}")
    if isinstance(exc, Unauthorized):
        return SparqlEndpointError(f"{where} refused access (HTTP 401). Fix: use an endpoint that allows "
                                   "anonymous queries or a local mirror")
    if isinstance(exc, (EndPointInternalError, URITooLong)):
        return SparqlEndpointError(f"{where} failed on the query ({type(exc).__name__}: {exc}). Fix: lower "
                                   "page_size, pick a smaller `within` root, or load from a local mirror")
    if isinstance(exc, urllib.error.HTTPError):
        return SparqlEndpointError(f"{where} answered HTTP {exc.code} {exc.reason}. Fix: wait and retry "
                                   "(429 means rate-limited), or load from a local mirror")
    reason = exc.reason if isinstance(exc, urllib.error.URLError) else exc
    if isinstance(reason, TimeoutError):
        return SparqlEndpointError(f"{where} did not answer within {timeout_s:g}s. Fix: raise timeout_s, "
                                   "lower page_size, or load from a local mirror")
    if isinstance(exc, OSError):
        return SparqlEndpointError(f"cannot reach {where}: {reason}. Fix: {_fix_hint()}")
    return SparqlEndpointError(f"{where} gave an unusable answer ({type(exc).__name__}: {exc}). "
                               f"Fix: {_fix_hint()}")


def select(endpoint: str, query: str, timeout_s: float) -> list[dict[str, Any]]:
    """Run a SELECT and return its JSON bindings; any failure becomes a SparqlEndpointError."""
    client = SPARQLWrapper(endpoint, agent=USER_AGENT)
    client.setQuery(query)
    client.setReturnFormat(JSON)
    client.setTimeout(max(1, math.ceil(timeout_s)))  # SPARQLWrapper keeps whole seconds only
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # a wrong content type is reported below, as an error
            result = client.query().convert()
    except (SPARQLWrapperException, OSError, ValueError, TypeError) as exc:
        raise _endpoint_error(exc, endpoint, timeout_s) from exc
    bindings = result.get("results", {}).get("bindings") if isinstance(result, dict) else None
    if not isinstance(bindings, list):
        raise SparqlEndpointError(f"SPARQL endpoint {endpoint} did not return SPARQL JSON results "
                                  f"(got {type(result).__name__}). Fix: {_fix_hint()}")
    return bindings


def count_items(endpoint: str, within: str, timeout_s: float) -> int:
    """How many items (root included) the load covers; the progress total and the page bound."""
    bindings = select(endpoint, render("places_count", within=within), timeout_s)
    count = _number(_value(bindings[0], "count") or "x") if bindings else None
    if count is None:
        raise SparqlEndpointError(f"SPARQL endpoint {endpoint} returned no count for the items within "
                                  f"wd:{within}. Fix: {_fix_hint()}")
    return count


def fetch_pages(endpoint: str, within: str, total: int, page_size: int,
                timeout_s: float) -> Iterator[list[WikidataItem]]:
    """Yield the items page by page (LIMIT/OFFSET over the QID-ordered item set)."""
    for offset in range(0, total, page_size):
        query = render("places", within=within, limit=page_size, offset=offset)
        yield parse_bindings(select(endpoint, query, timeout_s))


# --- the load -------------------------------------------------------------------------


def _check_args(endpoint: str, within: str, batch_size: int, page_size: int, timeout_s: float) -> None:
    """Reject arguments that would build a broken query before touching the network."""
    if not QID_RE.match(within):
        raise InputError(f"within={within!r} is not a Wikidata item id; give a QID such as 'Q30'")
    if not endpoint or "://" not in endpoint:
        raise InputError(f"SPARQL endpoint {endpoint!r} is not a URL. Fix: {_fix_hint()}")
    if batch_size < 1 or page_size < 1 or timeout_s <= 0:
        raise InputError("batch_size, page_size and timeout_s must be positive "
                         f"(got {batch_size}, {page_size}, {timeout_s})")


def load_wikidata(store: GraphStore, endpoint: str, *, within: str = "Q30", batch_size: int = 5000,
                  page_size: int = 10000, progress: bool | None = None, timeout_s: float = 60) -> LoadStats:
    """Load ``within`` and every item under it (``wdt:P131+``) as Places, then their LOCATED_IN edges.

    Nodes stream to the store as pages arrive; edges wait until every node is known so
    that an edge is written only when both ends belong to this load.
    """
    _check_args(endpoint, within, batch_size, page_size, timeout_s)
    started = time.perf_counter()
    stats = LoadStats(source=SOURCE)
    total = count_items(endpoint, within, timeout_s)
    items: list[WikidataItem] = []

    def node_rows() -> Iterator[dict[str, Any]]:
        for page in fetch_pages(endpoint, within, total, page_size, timeout_s):
            items.extend(page)
            yield from (node_row(item) for item in page)

    with progress_bar(f"wikidata places within {within}", total, enabled=progress) as advance:
        for done in store.run_batches("wikidata_merge", node_rows(), batch_size):
            stats.add_nodes(PLACE, done)
            advance(done)
    if not items:
        raise InputError(f"SPARQL endpoint {endpoint} knows nothing about wd:{within} (no label, class, "
                         "parent or sitelinks). Fix: check the QID, or load the data into the mirror first")

    edges, dropped = edge_rows(items, {item.qid for item in items})
    with progress_bar("wikidata LOCATED_IN", len(edges), enabled=progress) as advance:
        for done in store.run_batches("wikidata_link", edges, batch_size):
            stats.add_edges("LOCATED_IN", done)
            advance(done)
    if dropped:
        stats.notes.append(f"{dropped} P131 link(s) point outside wd:{within} and were not loaded")
    if within not in {item.qid for item in items}:
        stats.notes.append(f"the root wd:{within} has no facts at the endpoint; its children link to nothing")
    stats.seconds = time.perf_counter() - started
    return stats
