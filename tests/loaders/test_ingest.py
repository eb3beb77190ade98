"""Ingest end to end on the real stores: generated PDF, Markdown, JSONL -> chunks, vectors, graph links."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Iterator

import pytest

from engine import Engine
from tests.loaders.test_parse import build_spbe_pdf

SPRINGFIELD_IL, SPRINGFIELD_MA = "gn:4250542", "gn:4951788"


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    with Engine.open(tmp_path_factory.mktemp("ingest") / "data") as opened:
        opened.load_spbe(progress=False)
        opened.load_admissions(progress=False)
        opened.load_places(countries=["US"], min_population=20000, progress=False)
        yield opened


def _rows(engine: Engine, text: str, **params) -> list[dict]:
    return engine.graph.query(text, params or None)


def _state(engine: Engine) -> dict:
    """Everything an ingest writes, as comparable sets."""
    chunks = {r["id"] for r in _rows(engine, "MATCH (c:Chunk) RETURN c.id AS id")}
    links = {(r["c"], r["n"]) for r in _rows(engine, "MATCH (c:Chunk)-[:ABOUT]->(n) RETURN c.id AS c, n.id AS n")}
    children = {r["id"] for r in _rows(engine, "MATCH (c:Chunk {kind: 'child'}) RETURN c.id AS id")}
    return {"chunks": chunks, "links": links, "children": children, "points": engine.vectors.all_chunk_ids()}


def _chunks(engine: Engine, doc_id: str) -> list[dict]:
    # A child's scopes are its parent's ABOUT edges (children are windows of their parent).
    return _rows(engine, "MATCH (c:Chunk {doc_id: $doc}) OPTIONAL MATCH (c)-[:CHILD_OF*0..1]->(:Chunk)-[:ABOUT]->(n) "
                         "RETURN c.id AS id, c.kind AS kind, c.text AS text, c.page AS page, c.pages AS pages, "
                         "c.table AS table, c.header_path AS path, collect(n.id) AS nodes", doc=doc_id)


@pytest.fixture(scope="module")
def pdf_report(engine: Engine, tmp_path_factory: pytest.TempPathFactory):
    pdf = build_spbe_pdf(tmp_path_factory.mktemp("pdf") / "pedoman.pdf")
    return engine.ingest([pdf], source="kemenpan", progress=False)


def test_pdf_pages_and_tables_are_citable(engine: Engine, pdf_report) -> None:
    assert pdf_report.documents == 1 and pdf_report.pages == 6 and not pdf_report.errors
    chunks = _chunks(engine, "kemenpan:pedoman.pdf")
    page_two = [c for c in chunks if c["kind"] == "child" and "(p2s3)" in c["text"]]
    assert page_two and all(2 in c["pages"] for c in page_two)
    page_four = [c for c in chunks if c["kind"] == "child" and "(p4s5)" in c["text"] and "(p3" not in c["text"]]
    assert page_four and all(c["page"] == 4 for c in page_four)
    tables = [c for c in chunks if c["table"] is not None]
    assert {c["table"] for c in tables} == {1, 2}
    first = next(c for c in tables if c["table"] == 1)
    assert first["page"] == 2 and first["text"].lstrip().startswith("|")
    hits = engine.vectors.search(engine.embedder.encode([first["text"]])[0], limit=3, doc_ids=["kemenpan:pedoman.pdf"])
    assert hits[0].payload["table"] == 1 and hits[0].payload["page"] == 2


def test_indicator_12_chunks_link_through_the_hierarchy_not_by_wording(engine: Engine, pdf_report) -> None:
    chunks = [c for c in _chunks(engine, "kemenpan:pedoman.pdf") if c["kind"] == "child"]
    under_12 = [c for c in chunks if "Indikator 12" in c["path"]]
    assert under_12
    for chunk in under_12:
        assert {"spbe:indicator:12", "spbe:aspect:2", "spbe:domain:2"} <= set(chunk["nodes"])
        assert not {"spbe:indicator:13", "spbe:indicator:16"} & set(chunk["nodes"])
    under_13 = [c for c in chunks if "Indikator 13" in c["path"]]
    assert under_13 and all("spbe:indicator:13" in c["nodes"] and "spbe:indicator:12" not in c["nodes"]
                            for c in under_13)


def test_children_carry_their_parents_links_in_graph_and_payload(engine: Engine, pdf_report) -> None:
    rows = _rows(engine, "MATCH (c:Chunk {doc_id: 'kemenpan:pedoman.pdf', kind: 'child'})-[:CHILD_OF]->(p:Chunk) "
                         "OPTIONAL MATCH (p)-[:ABOUT]->(n) RETURN c.id AS child, c.node_ids AS node_ids, "
                         "collect(n.id) AS parent_nodes")
    assert rows
    for row in rows:
        assert sorted(row["node_ids"]) == sorted(row["parent_nodes"])
    assert _rows(engine, "MATCH (c:Chunk {kind: 'child'})-[:ABOUT]->() RETURN count(*) AS n") == [{"n": 0}]


def test_graph_first_search_filters_by_linked_nodes(engine: Engine, pdf_report) -> None:
    query = engine.embedder.encode(["peta rencana SPBE instansi"])[0]
    hits = engine.vectors.search(query, limit=20, node_ids=["spbe:indicator:13"])
    assert hits and all("spbe:indicator:13" in h.payload["node_ids"] for h in hits)
    assert all("Indikator 13" in h.payload["header_path"] for h in hits)


def test_reingest_changes_nothing(engine: Engine, pdf_report, tmp_path: Path) -> None:
    before = _state(engine)
    pdf = build_spbe_pdf(tmp_path / "pedoman.pdf")  # same content, new file: same doc id and hash
    report = engine.ingest([pdf], source="kemenpan", progress=False)
    assert report.skipped_unchanged == 1 and report.documents == 0
    assert _state(engine) == before


def test_changed_document_replaces_its_chunks_and_leaves_no_orphans(engine: Engine, tmp_path: Path) -> None:
    doc = tmp_path / "notice.md"
    doc.write_text("# Notice\n\nPhase one: the old text about evacuation routes.\n\n## Detail\n\nOld detail.\n")
    engine.ingest([doc], source="town", progress=False)
    old = {c["id"] for c in _chunks(engine, "town:notice.md")}
    doc.write_text("# Notice\n\nPhase two: the new text about shelters.\n\n## Detail\n\nNew detail.\n")
    report = engine.ingest([doc], source="town", progress=False)
    new = {c["id"] for c in _chunks(engine, "town:notice.md")}
    assert report.replaced == 1 and report.stale_chunks_removed >= 1
    assert new and not old & new
    state = _state(engine)
    assert not old & state["chunks"] and not old & state["points"]
    assert state["points"] == state["children"]  # every child has its point and no point lacks its node
    assert _rows(engine, "MATCH (c:Chunk) WHERE NOT (c)-[:IN_DOCUMENT]->(:Document) RETURN count(c) AS n") == [{"n": 0}]


def test_jsonl_ids_are_doc_ids_and_springfields_are_told_apart(engine: Engine, tmp_path: Path) -> None:
    lines = [
        {"id": "news-il-1", "text": "Springfield, Illinois: the city council approved a burn ban for Sangamon County.",
         "title": "Burn ban", "source": "il-news", "date": "2025-07-01"},
        {"id": "news-ma-1", "text": "Springfield, Massachusetts opened cooling centres during the heat wave.",
         "title": "Cooling centres"},
        "this line is not JSON",
    ]
    path = tmp_path / "news.jsonl"
    path.write_text("\n".join(json.dumps(x) if isinstance(x, dict) else x for x in lines) + "\n")
    report = engine.ingest([path], progress=False)
    assert report.documents == 2 and any("line 3" in e for e in report.errors)
    il = {n for c in _chunks(engine, "news-il-1") for n in c["nodes"]}
    ma = {n for c in _chunks(engine, "news-ma-1") for n in c["nodes"]}
    assert SPRINGFIELD_IL in il and SPRINGFIELD_MA not in il
    assert SPRINGFIELD_MA in ma and SPRINGFIELD_IL not in ma
    # each ABOUT edge keeps what explains it (issue 16): the words, why this Springfield, the others weighed
    edge = _rows(engine, "MATCH (:Chunk {doc_id: 'news-il-1'})-[a:ABOUT]->({id: $id}) RETURN a.how AS how, "
                         "a.surface AS surface, a.reason AS reason, a.candidates AS candidates", id=SPRINGFIELD_IL)[0]
    assert edge["surface"] == "Springfield" and edge["reason"] == "named with its region", edge
    assert {SPRINGFIELD_IL, SPRINGFIELD_MA} <= set(edge["candidates"])
    docs = _rows(engine, "MATCH (d:Document) WHERE d.id IN ['news-il-1', 'news-ma-1'] RETURN d.id AS id ORDER BY id")
    assert [d["id"] for d in docs] == ["news-il-1", "news-ma-1"]
    assert {h.payload["doc_id"] for h in engine.vectors.search(engine.embedder.encode(["burn ban"])[0], limit=5,
                                                               doc_ids=["news-il-1"])} == {"news-il-1"}


def test_bad_files_are_reported_and_the_rest_ingests(engine: Engine, tmp_path: Path) -> None:
    (tmp_path / "broken.pdf").write_bytes(b"%PDF-1.4 truncated")
    (tmp_path / "empty.txt").write_text("")
    (tmp_path / "good.txt").write_text("Butte County fire notice for Chico residents.\n")
    report = engine.ingest([tmp_path], source="batch", progress=False)
    assert report.documents == 1
    assert any("broken.pdf" in e for e in report.errors) and any("empty.txt" in e for e in report.errors)


SEMANTIC_SCRIPT = """
import json, sys
from pathlib import Path
from engine import Config, Engine
from engine.stores import embed

config = Config.load(Path(sys.argv[1]), embed_model="multilingual-e5-small")
with Engine.open(config) as engine:
    report = engine.ingest([Path(sys.argv[2])], semantic=True, progress=False)
print(json.dumps({"models": sorted(embed._cache), "errors": report.errors}))
"""


def test_semantic_ingest_splits_with_the_configured_model(tmp_path: Path) -> None:
    """``strata ingest --semantic`` with STRATA_EMBED_MODEL set embeds its sentences with that model:
    no second (default) model is loaded for the split."""
    import subprocess
    import sys

    sentences = [f"The striker scored goal number {n} in the second half of the match." for n in range(6)]
    sentences += [f"Income tax returns for bracket {n} must be filed by the end of March." for n in range(6)]
    (tmp_path / "news.md").write_text("# Berita\n\n" + " ".join(sentences) + "\n")
    done = subprocess.run([sys.executable, "-c", SEMANTIC_SCRIPT, str(tmp_path / "data"), str(tmp_path / "news.md")],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert result["errors"] == []
    assert result["models"] == ["multilingual-e5-small"]


def test_one_indicator_per_page_pdf_links_like_its_markdown(engine: Engine, tmp_path: Path) -> None:
    """Issue 20 item 2: the PDF with "Indikator N" atop each page ingested with 0 links (its Markdown: 24)."""
    from tests.loaders.test_parse import build_indicator_pages_pdf, paragraph

    pdf = engine.ingest([build_indicator_pages_pdf(tmp_path / "per_page.pdf")], source="item2", progress=False)
    markdown = tmp_path / "per_page.md"
    markdown.write_text("\n\n".join(f"## Indikator {n}\n\n" + "\n".join(paragraph(n, 1, start=i)[:110] for i in range(3))
                                    for n in range(1, 11)), encoding="utf-8")
    md = engine.ingest([markdown], source="item2", progress=False)
    assert md.links > 0 and pdf.links >= md.links, (pdf.links, md.links)
    linked = {node for c in _chunks(engine, "item2:per_page.pdf") for node in c["nodes"]}
    assert {f"spbe:indicator:{n}" for n in range(1, 11)} <= linked, linked
