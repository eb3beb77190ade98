"""Cypher injection: every statement the engine runs is parameterised, so hostile text is only ever data.

Hostile strings go in as Wikidata place labels (the real loader against a real SPARQL endpoint),
admissions CSV fields (codes that become ids, names, quota), document ids and titles (JSONL ingest),
questions, ``within`` filters and scope ids. After each, the graph holds exactly what it held before
plus the rows that input should add: node ids, labels and edges are compared as sets and hashed.

By construction: engine code never builds Cypher text; statements are ``cypher/**/*.cypher`` files
loaded by name (``GraphStore.run``), values go as ``$parameters``. ``test_no_cypher_is_built_in_code``
keeps it so. User Cypher (``strata cypher``, ``POST /cypher``) runs through FalkorDB ``GRAPH.RO_QUERY``:
the database refuses writes whatever the text looks like, with a timeout and a row cap.
tests/graph/test_falkordb_store.py (read-only by default, one injected parameter), tests/engine/test_cli.py (a
write without ``--write`` refused) and tests/engine/serve/test_service.py (403 on a write, ``limit``) cover the rest.
"""

from __future__ import annotations

import csv
import hashlib
import json
import re
import time
from pathlib import Path
from typing import Iterator

import pytest

from engine import Config, Engine
from graph.errors import QueryTimeout, ReadOnlyViolation
from graph.store.falkordb import FalkorDBStore
from loaders.sources.admissions import REQUIRED_COLUMNS, load_admissions, parse_csv
from loaders.sources.spbe import load_spbe
from loaders.sources.wikidata import load_wikidata
from tests.engine.test_cli import strata
from tests.loaders.test_wikidata import _post_turtle, endpoint  # noqa: F401 - the SPARQL endpoint fixture

ROOT = Path(__file__).resolve().parents[2]
INJECTIONS = [
    "x'}) DETACH DELETE n //",
    '"}) DETACH DELETE n //',
    "' OR 1=1 //",
    "`Place`) DETACH DELETE n //",
    "$id",
    "a'\nMATCH (n) DETACH DELETE n //",
    "}) RETURN 1 UNION MATCH (n) DETACH DELETE n RETURN 1 //",
    "\\' ; CALL db.clear() //",
]


def fingerprint(store) -> dict:
    """Every node (id, labels) and edge (from, type, to) as sets, with counts and a hash of all ids."""
    nodes = {(r["id"], tuple(sorted(r["labels"]))) for r in
             store.query("MATCH (n) RETURN coalesce(n.id, '') AS id, labels(n) AS labels")}
    edges = {(r["a"], r["t"], r["b"]) for r in
             store.query("MATCH (a)-[r]->(b) RETURN coalesce(a.id, '') AS a, type(r) AS t, coalesce(b.id, '') AS b")}
    digest = hashlib.sha256("\n".join(sorted(i for i, _ in nodes)).encode("utf-8", "surrogatepass")).hexdigest()
    return {"nodes": nodes, "edges": edges, "count": (len(nodes), len(edges)), "hash": digest}


def assert_only_added(before: dict, after: dict, expected_ids: set[str]) -> None:
    """Nothing removed; the new node ids are exactly ``expected_ids``."""
    assert before["nodes"] <= after["nodes"] and before["edges"] <= after["edges"]
    assert {i for i, _ in after["nodes"] - before["nodes"]} == expected_ids


# -- the code builds no Cypher ---------------------------------------------------------------------


def test_no_cypher_is_built_in_code() -> None:
    """No f-string, % or .format() next to a Cypher clause in engine/, graph/ or loaders/."""
    clause = re.compile(r"\b(MATCH|MERGE|CREATE|DELETE|DETACH|UNWIND|RETURN|SET|WHERE|CALL)\b\s*[(\[{$a-z]")
    built = re.compile(r"""(\bf["']|%\s*\(|\.format\()""")
    offenders = []
    for path in sorted(p for folder in ("engine", "graph", "loaders") for p in (ROOT / folder).rglob("*.py")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("#", 1)[0]
            if clause.search(code) and built.search(code):
                offenders.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert not offenders, "Cypher built from strings:\n" + "\n".join(offenders)


# -- loaders: place labels, CSV fields ----------------------------------------------------------------


def _hostile_places(path: Path) -> Path:
    """Wikidata-shaped items under California whose labels and aliases are injection strings."""
    lines = ["@prefix wd: <http://www.wikidata.org/entity/> .", "@prefix wdt: <http://www.wikidata.org/prop/direct/> .",
             "@prefix wikibase: <http://wikiba.se/ontology#> .", "@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .",
             "@prefix skos: <http://www.w3.org/2004/02/skos/core#> ."]
    for number, text in enumerate(INJECTIONS, start=990001):
        literal = json.dumps(text)  # a JSON string is a valid Turtle string literal (\" \\ \n \uXXXX)
        lines.append(f"wd:Q{number} a wikibase:Item ; rdfs:label {literal}@en ; skos:altLabel {literal}@en ; "
                     f"wdt:P31 wd:Q1093829 ; wdt:P131 wd:Q99 ; wikibase:sitelinks 1 .")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_place_labels_from_wikidata_are_data(store: FalkorDBStore, endpoint: str, tmp_path: Path) -> None:  # noqa: F811
    load_spbe(store)
    load_wikidata(store, endpoint)
    before = fingerprint(store)
    _post_turtle(endpoint.removesuffix("/query"), _hostile_places(tmp_path / "hostile.ttl"))
    load_wikidata(store, endpoint)
    after = fingerprint(store)
    assert_only_added(before, after, {f"wd:Q{n}" for n in range(990001, 990001 + len(INJECTIONS))})
    names = {r["name"] for r in store.query("MATCH (p:Place) WHERE p.id STARTS WITH 'wd:Q99000' RETURN p.name AS name")}
    assert names == set(INJECTIONS)
    edges = store.query("MATCH (p:Place)-[:LOCATED_IN]->(c:Place {id: 'wd:Q99'}) WHERE p.id STARTS WITH 'wd:Q99000' "
                        "RETURN count(p) AS n")
    assert edges == [{"n": len(INJECTIONS)}]


def _hostile_csv(path: Path) -> Path:
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(REQUIRED_COLUMNS)
        for number, text in enumerate(INJECTIONS):
            # year, quota, college_code, college_name, branch_code, branch_name, 7 marks, 7 ranks
            writer.writerow(["2024", f"GEN{text}", f"9{number}{text}", text, f"CS{text}", text] + ["190.5"] * 7
                            + ["100"] * 7)
    return path


def test_admissions_csv_fields_are_data(store: FalkorDBStore, tmp_path: Path) -> None:
    load_admissions(store)
    before = fingerprint(store)
    path = _hostile_csv(tmp_path / "hostile.csv")
    rows = parse_csv(path)
    load_admissions(store, path)
    after = fingerprint(store)
    expected = {r["id"] for r in rows.institutions + rows.programs + rows.cutoffs}
    assert len(expected) == len(INJECTIONS) * 9  # institution, program, 7 cutoffs per row
    assert_only_added(before, after, expected)
    names = store.query("MATCH (i:Institution) WHERE i.name IN $names RETURN i.name AS name", {"names": INJECTIONS})
    assert sorted(r["name"] for r in names) == sorted(INJECTIONS)


# -- the engine: documents, questions, filters ---------------------------------------------------------


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    with Engine.open(Config.load(tmp_path_factory.mktemp("injection") / "data")) as opened:
        opened.load_spbe(progress=False)
        opened.load_admissions(progress=False)
        opened.load_places(countries=["US"], min_population=20000, progress=False)
        yield opened


def test_document_ids_and_titles_are_data(engine: Engine, tmp_path: Path) -> None:
    path = tmp_path / "hostile.jsonl"
    path.write_text("\n".join(json.dumps({"id": text, "title": text, "source": text,
                                          "text": f"Chico, California notice {n}: {text} burn permits."})
                              for n, text in enumerate(INJECTIONS)) + "\n", encoding="utf-8")
    before = fingerprint(engine.graph)
    report = engine.ingest([path], progress=False)
    after = fingerprint(engine.graph)
    assert report.documents == len(INJECTIONS) and not report.errors
    chunks = {r["id"] for r in engine.graph.query("MATCH (c:Chunk) WHERE c.doc_id IN $ids RETURN c.id AS id",
                                                  {"ids": INJECTIONS})}
    corpus = {"strata:corpus"} - {i for i, _ in before["nodes"]}  # the Corpus node, made by the first ingest
    assert_only_added(before, after, set(INJECTIONS) | chunks | corpus)
    titles = engine.graph.query("MATCH (d:Document) WHERE d.id IN $ids RETURN d.id AS id, d.title AS title",
                                {"ids": INJECTIONS})
    assert {(r["id"], r["title"]) for r in titles} == {(t, t) for t in INJECTIONS}
    engine.ingest([path], progress=False)  # re-ingest: unchanged documents are skipped, nothing moves
    assert fingerprint(engine.graph)["hash"] == after["hash"]


@pytest.mark.parametrize("text", INJECTIONS)
def test_questions_filters_and_scope_ids_change_nothing(engine: Engine, text: str) -> None:
    before = fingerprint(engine.graph)
    answer = engine.ask(f"{text} Can I burn brush piles in Chico, California?")
    assert answer.decision in ("answer", "warn", "abstain")
    engine.ask(text)
    engine.retrieve("burn permits", within=[text, "geo:US/California"])
    assert engine.ancestors(text) == []
    assert engine.scope_distance(text, "geo:US", in_memory=False).relation.value == "unrelated"
    assert fingerprint(engine.graph) == before


# -- user Cypher: read-only by the database, bounded ----------------------------------------------------


@pytest.mark.parametrize("statement", [
    "CREATE (:Injected {id: 'x'})",
    "create (:Injected {id: 'x'})",  # a keyword filter on upper case would miss it; RO_QUERY does not
    "/* comment */ MATCH (n:Indicator) SET n.name = 'pwned'",
    "MATCH (n:Indicator {number: 13}) DETACH DELETE n",
    "MERGE (:Injected {id: 'x'})",
    "CALL db.idx.fulltext.createNodeIndex('Injected', 'name')",
    "MATCH (n) WITH n LIMIT 1 REMOVE n.id",
])
def test_user_cypher_cannot_write_without_asking(engine: Engine, statement: str) -> None:
    before = fingerprint(engine.graph)
    with pytest.raises(ReadOnlyViolation, match="read-only"):
        engine.cypher(statement)
    assert fingerprint(engine.graph) == before


def test_user_cypher_parameters_are_data(engine: Engine) -> None:
    rows = engine.cypher("MATCH (p:Place) WHERE p.name = $name RETURN count(p) AS n", {"name": INJECTIONS[0]})
    assert rows == [{"n": 0}]


# Streams 27 billion rows. (A single huge list, e.g. range(1, 10^8), is built before the timeout is
# checked and holds the server for seconds: see the report's note on QUERY_MEM_CAPACITY.)
SLOW = "UNWIND range(1, 3000) AS a UNWIND range(1, 3000) AS b UNWIND range(1, 3000) AS c RETURN count(*) AS n"


def test_user_cypher_times_out_and_caps_rows(engine: Engine) -> None:
    started = time.monotonic()
    with pytest.raises(QueryTimeout, match="timed out"):
        engine.cypher(SLOW, timeout_ms=50)
    assert time.monotonic() - started < 5
    assert len(engine.cypher("UNWIND range(1, 5000) AS x RETURN x", limit=7)) == 7


def test_strata_cypher_cli_times_out_and_caps_rows(tmp_path: Path) -> None:
    data = str(tmp_path / "data")
    strata("init", "--data", data, cwd=tmp_path)
    slow = strata("cypher", SLOW, "--timeout-ms", "50", "--data", data, cwd=tmp_path, check=False)
    assert slow.returncode == 1 and "timed out" in slow.stderr and "Traceback" not in slow.stderr
    capped = strata("cypher", "UNWIND range(1, 5000) AS x RETURN x", "--limit", "3", "--json", "--data", data,
                    cwd=tmp_path)
    assert [json.loads(line) for line in capped.stdout.splitlines()] == [{"x": 1}, {"x": 2}, {"x": 3}]
    injected = strata("cypher", "MATCH (n) DETACH DELETE n", "--data", data, cwd=tmp_path, check=False)
    assert injected.returncode == 1 and "read-only" in injected.stderr

