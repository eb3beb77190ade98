"""Documents ingested before a hierarchy was loaded are linked after it (issue 16, relinking).

Real stores (embedded FalkorDB, qdrant-edge, the shipped MiniLM): a town notice is ingested into an
engine with nothing loaded, so it links to nothing; the US places are then loaded. ``Engine.load_places``
relinks it; a hierarchy loaded behind the engine's back (the loader alone, as an older Strata did) leaves
it stale, which ``strata doctor`` reports and ``--repair`` fixes, and which a re-ingest of the unchanged
file fixes instead of skipping.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Iterator

import pytest
from typer.testing import CliRunner

from engine import Engine
from engine.cli import app
from engine.ops.doctor import diagnose, run_doctor
from loaders.sources.places import load_places

PARADISE = "gn:5381002"
DOC = "test:paradise_order.md"
QUESTION = "Which roads are the evacuation routes in Paradise, California?"
NOTICE = """# Town of Paradise, California: evacuation routes

The Town of Paradise in Butte County, California sets these evacuation routes for residents.

## Routes

Residents of Paradise leave by Skyway, Clark Road and Pentz Road. Each evacuation zone is told its
route in the emergency alert; residents must not use the closed Neal Road exit.
"""


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("relink-corpus")
    (folder / "paradise_order.md").write_text(NOTICE, encoding="utf-8")
    return folder


@pytest.fixture(scope="module")
def unlinked(tmp_path_factory: pytest.TempPathFactory, corpus: Path) -> Path:
    """A data dir where the notice was ingested with no hierarchy loaded (stores closed)."""
    data = tmp_path_factory.mktemp("unlinked") / "data"
    with Engine.open(data) as engine:
        report = engine.ingest([corpus], source="test", progress=False)
        assert report.documents == 1 and not report.errors
        assert not _links(engine)
    return data


@pytest.fixture(scope="module")
def stale(tmp_path_factory: pytest.TempPathFactory, unlinked: Path) -> Path:
    """``unlinked`` with the US places loaded by the loader alone: the notice's links predate them."""
    data = Path(shutil.copytree(unlinked, tmp_path_factory.mktemp("stale") / "data"))
    with Engine.open(data) as engine:
        load_places(engine.graph, countries=["US"], progress=False)
        assert not _links(engine)
    return data


def _copy(source: Path, tmp_path: Path) -> Path:
    return Path(shutil.copytree(source, tmp_path / "data"))


@pytest.fixture
def engine_unlinked(unlinked: Path, tmp_path: Path) -> Iterator[Engine]:
    with Engine.open(_copy(unlinked, tmp_path)) as opened:
        yield opened


@pytest.fixture
def engine_stale(stale: Path, tmp_path: Path) -> Iterator[Engine]:
    with Engine.open(_copy(stale, tmp_path)) as opened:
        yield opened


def _links(engine: Engine) -> set[str]:
    return {r["n"] for r in engine.graph.query("MATCH (:Chunk {doc_id: $doc})-[:ABOUT]->(n) RETURN DISTINCT n.id AS n",
                                               {"doc": DOC})}


def _answers_from_paradise(engine: Engine) -> None:
    """Answered exact, and linked in the graph and in the vector payloads (the candidate filter)."""
    answer = engine.ask(QUESTION)
    assert (answer.decision, answer.relation, answer.route) == ("answer", "exact", "place")
    assert answer.citations[0].doc_id == DOC and PARADISE in answer.citations[0].node_ids
    assert PARADISE in _links(engine)
    # the relinked edges keep what explains them (issue 16): the words, the reason, the namesakes weighed
    edges = engine.graph.query("MATCH (:Chunk {doc_id: $doc})-[a:ABOUT]->({id: $id}) RETURN a.surface AS surface, "
                               "a.reason AS reason, a.candidates AS candidates", {"doc": DOC, "id": PARADISE})
    assert edges and all("Paradise" in e["surface"] and e["reason"] and PARADISE in e["candidates"]
                         and len(e["candidates"]) > 1 for e in edges), edges
    vector = engine.embedder.encode(["evacuation routes Skyway Clark Road"])[0]
    hits = engine.vectors.search(vector, limit=5, node_ids=[PARADISE])
    assert hits and {hit.payload["doc_id"] for hit in hits} == {DOC}


def test_a_document_ingested_before_load_places_is_linked_after_it(engine_unlinked: Engine) -> None:
    stats = engine_unlinked.load_places(countries=["US"], progress=False)
    _answers_from_paradise(engine_unlinked)
    assert "relinked 1 document, 1 gained links" in stats.notes
    assert diagnose(engine_unlinked.graph, engine_unlinked.vectors).healthy


def test_doctor_reports_links_older_than_the_hierarchy_and_repair_relinks(engine_stale: Engine) -> None:
    report = diagnose(engine_stale.graph, engine_stale.vectors)
    assert not report.healthy, "doctor says healthy with links older than the hierarchy"
    assert report.stale_links == [DOC] and report.needs_attention
    run_doctor(engine_stale, fix=True)
    assert diagnose(engine_stale.graph, engine_stale.vectors).healthy
    _answers_from_paradise(engine_stale)


def test_reingest_of_an_unchanged_file_with_stale_links_relinks_it(engine_stale: Engine, corpus: Path) -> None:
    report = engine_stale.ingest([corpus], source="test", progress=False)
    assert (report.relinked, report.skipped_unchanged, report.documents) == (1, 0, 0)
    _answers_from_paradise(engine_stale)
    again = engine_stale.ingest([corpus], source="test", progress=False)
    assert (again.relinked, again.skipped_unchanged) == (0, 1)


def test_strata_doctor_names_the_stale_document_and_repair_relinks_it(stale: Path, tmp_path: Path) -> None:
    data = _copy(stale, tmp_path)
    found = CliRunner().invoke(app, ["doctor", "--data", str(data)])
    assert found.exit_code == 1
    assert f"1 documents linked against an older hierarchy: {DOC}" in found.output
    fixed = CliRunner().invoke(app, ["doctor", "--repair", "--data", str(data)])
    assert fixed.exit_code == 0 and "(relinked)" in fixed.output, fixed.output
    healthy = CliRunner().invoke(app, ["doctor", "--data", str(data)])
    assert healthy.exit_code == 0 and "healthy" in healthy.output, healthy.output


def test_a_load_beside_a_holder_of_the_vector_store_says_the_documents_were_not_relinked(
        engine_unlinked: Engine) -> None:
    """A second engine on the same data dir is refused the embedded vector store (as a CLI beside a running
    strata serve is): the load still loads, names what it left undone, and doctor in the holder finds it."""
    engine_unlinked.vectors.count()  # this engine holds the shard
    with Engine.open(engine_unlinked.config) as other:
        stats = other.load_places(countries=["US"], progress=False)
    assert stats.nodes["Place"] > 20_000
    assert any("keep links made before this load" in note and "strata doctor --repair" in note for note in stats.notes)
    assert diagnose(engine_unlinked.graph, engine_unlinked.vectors).stale_links == [DOC]
    run_doctor(engine_unlinked, fix=True)
    _answers_from_paradise(engine_unlinked)


def test_a_document_linked_by_an_older_linker_is_stale_and_relinked(engine_unlinked: Engine, corpus: Path) -> None:
    """Links made before the linking version (a bare scope count, as an older Strata stamped them) are stale even
    against the same hierarchy: doctor reports them and a re-ingest of the unchanged file relinks instead of
    skipping it."""
    engine_unlinked.load_places(countries=["US"], progress=False)
    assert diagnose(engine_unlinked.graph, engine_unlinked.vectors).healthy
    stamp = engine_unlinked.graph.query("MATCH (d:Document {id: $doc}) RETURN d.linked_scopes AS s", {"doc": DOC})
    count = stamp[0]["s"].split("/")[0]
    engine_unlinked.graph.query("MATCH (d:Document {id: $doc}) SET d.linked_scopes = $s",
                                {"doc": DOC, "s": int(count)}, write=True)
    assert diagnose(engine_unlinked.graph, engine_unlinked.vectors).stale_links == [DOC]
    report = engine_unlinked.ingest([corpus], source="test", progress=False)
    assert (report.relinked, report.skipped_unchanged) == (1, 0)
    assert diagnose(engine_unlinked.graph, engine_unlinked.vectors).healthy
    _answers_from_paradise(engine_unlinked)
