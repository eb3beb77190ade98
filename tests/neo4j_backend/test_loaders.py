"""Every loader on Neo4j: run twice it changes nothing the second time (MERGE), and what it leaves is the
graph the same load leaves in the embedded FalkorDB, node for node and edge for edge. The ingest and the
doctor's repairs too: same chunks, links, ledgers and vector points on both backends."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest

from engine import Engine
from engine.config import Config
from engine.ops.doctor import run_doctor
from graph.store import GraphStore
from graph.store.falkordb import FalkorDBStore
from graph.store.neo4j import Neo4jStore
from loaders.sources.admissions import load_admissions
from loaders.sources.places import load_places
from loaders.sources.spbe import load_spbe
from loaders.sources.wikidata import load_wikidata
from tests.loaders.test_wikidata import endpoint  # noqa: F401  (the fixture: a real SPARQL endpoint)
from tests.reliability.test_ingest_kill import _corpus, store_state

VOLATILE = {"finished_at", "ledger_at", "changed_at"}  # timestamp()s of the writes themselves (changed_at: the Corpus node)


def snapshot(store: GraphStore) -> tuple[list[str], list[str]]:
    """Every node (labels, properties) and edge (ends, type, properties) as sorted JSON lines."""
    nodes = store.query("MATCH (n) RETURN labels(n) AS labels, properties(n) AS props")
    edges = store.query("MATCH (a)-[r]->(b) RETURN a.id AS a, type(r) AS type, b.id AS b, properties(r) AS props")
    for row in nodes:
        row["labels"] = sorted(row["labels"])
    for row in (*nodes, *edges):
        row["props"] = {k: v for k, v in row["props"].items() if k not in VOLATILE}
    return (sorted(json.dumps(row, sort_keys=True) for row in nodes),
            sorted(json.dumps(row, sort_keys=True) for row in edges))


LOADERS: dict[str, Callable[..., Any]] = {
    "spbe": lambda store, **kw: load_spbe(store, progress=False, **kw),
    "admissions": lambda store, **kw: load_admissions(store, progress=False, **kw),
    "places-ID": lambda store, **kw: load_places(store, countries=["ID"], min_population=10_000, progress=False, **kw),
}


@pytest.mark.parametrize("loader", LOADERS)
def test_a_loader_run_twice_leaves_the_graph_of_one_falkordb_load(neo4j: Neo4jStore, store: FalkorDBStore,
                                                                  loader: str) -> None:
    load = LOADERS[loader]
    first = load(neo4j)
    once = snapshot(neo4j)
    assert once[0] and once[1]
    second = load(neo4j, batch_size=97)  # other batch boundaries, same rows
    assert snapshot(neo4j) == once
    assert (second.nodes, second.edges) == (first.nodes, first.edges)
    reference = load(store)
    assert snapshot(store) == once
    assert (reference.nodes, reference.edges) == (first.nodes, first.edges)


def test_wikidata_run_twice_leaves_the_graph_of_one_falkordb_load(neo4j: Neo4jStore, store: FalkorDBStore,
                                                                  endpoint: str) -> None:  # noqa: F811
    first = load_wikidata(neo4j, endpoint, progress=False)
    once = snapshot(neo4j)
    load_wikidata(neo4j, endpoint, progress=False)
    assert snapshot(neo4j) == once and first.node_total
    load_wikidata(store, endpoint, progress=False)
    assert snapshot(store) == once


# -- ingest and doctor through the Engine on either store ---------------------------------------------

@pytest.fixture(scope="module")
def corpora(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """The crash tests' corpus (a PDF, a JSONL of notes, a Markdown guide) and its edited version."""
    base = tmp_path_factory.mktemp("corpora")
    return _corpus(base / "original", changed=False), _corpus(base / "changed", changed=True)


@pytest.fixture
def engines(neo4j: Neo4jStore, store: FalkorDBStore, tmp_path: Path) -> Iterator[tuple[Engine, Engine]]:
    """An Engine on each store with SPBE loaded (what the corpus links to); vectors in each data dir."""
    pair = (Engine(Config.load(tmp_path / "on-neo4j"), neo4j), Engine(Config.load(tmp_path / "on-falkordb"), store))
    for engine in pair:
        engine.load_spbe(progress=False)
    try:
        yield pair
    finally:
        for engine in pair:  # the stores are the fixtures' to close
            if engine._vectors is not None:
                engine._vectors.close()


def _ingest(engine: Engine, corpus: Path) -> Any:
    report = engine.ingest([corpus], progress=False)
    assert not report.errors, report.errors
    return report


def test_ingest_is_idempotent_and_equal_on_both_backends(neo4j: Neo4jStore, store: FalkorDBStore,
                                                         corpora: tuple[Path, Path],
                                                         engines: tuple[Engine, Engine]) -> None:
    on_neo4j, reference = engines
    original, changed = corpora
    first = _ingest(on_neo4j, original)
    state = store_state(on_neo4j.graph, on_neo4j.vectors)
    assert first.documents and state["links"] and state["doctor"]["healthy"]
    again = _ingest(on_neo4j, original)
    assert again.documents == 0 and again.skipped_unchanged == first.documents
    assert store_state(on_neo4j.graph, on_neo4j.vectors) == state
    _ingest(reference, original)
    assert store_state(reference.graph, reference.vectors) == state
    assert snapshot(neo4j) == snapshot(store)

    for engine in (on_neo4j, reference):  # an edited file: stale chunks and links go, new ones come
        _ingest(engine, changed)
    edited = store_state(on_neo4j.graph, on_neo4j.vectors)
    assert edited != state and edited["doctor"]["healthy"]
    assert store_state(reference.graph, reference.vectors) == edited
    assert snapshot(neo4j) == snapshot(store)


def _break(engine: Engine) -> None:
    """Cut a parent chunk from its document, delete a child chunk node, add a stray chunk."""
    graph = engine.graph
    parent = graph.query("MATCH (c:Chunk {kind: 'parent'}) RETURN c.id AS id ORDER BY id LIMIT 1")[0]["id"]
    graph.query("MATCH (:Chunk {id: $id})-[r:IN_DOCUMENT]->() DELETE r", {"id": parent}, write=True)
    child = graph.query("MATCH (c:Chunk {kind: 'child'}) RETURN c.id AS id ORDER BY id LIMIT 1")[0]["id"]
    graph.query("MATCH (c:Chunk {id: $id}) DETACH DELETE c", {"id": child}, write=True)
    missing = graph.query("MATCH (c:Chunk {kind: 'child'}) RETURN c.id AS id ORDER BY id DESC LIMIT 1")[0]["id"]
    engine.vectors.delete([missing])  # a point to re-embed from the graph's text
    graph.query("CREATE (:Chunk {id: 'stray-chunk', kind: 'child', doc_id: 'nowhere', text: 'x'})", write=True)


def test_doctor_repairs_the_same_damage_the_same_way(neo4j: Neo4jStore, store: FalkorDBStore,
                                                     corpora: tuple[Path, Path],
                                                     engines: tuple[Engine, Engine]) -> None:
    on_neo4j, reference = engines
    for engine in (on_neo4j, reference):
        _ingest(engine, corpora[0])
        _break(engine)
    found = run_doctor(on_neo4j, fix=True).to_json()
    assert found == run_doctor(reference, fix=True).to_json()
    assert found["detached_chunks"] and found["stray_chunks"] and found["damaged_documents"] and found["missing_points"]
    assert store_state(on_neo4j.graph, on_neo4j.vectors) == store_state(reference.graph, reference.vectors)
    assert snapshot(neo4j) == snapshot(store)
    for engine in (on_neo4j, reference):  # the damaged document is re-ingested: healthy again, still equal
        _ingest(engine, corpora[0])
    assert store_state(on_neo4j.graph, on_neo4j.vectors)["doctor"]["healthy"]
    assert snapshot(neo4j) == snapshot(store)
