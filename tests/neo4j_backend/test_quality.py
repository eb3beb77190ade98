"""The quick quality bench on Neo4j: the first questions of every ``bench/data`` set (as ``bench/quality.py
--quick`` asks them) get the same decision, answer text, citations and trace on Neo4j as on the embedded
default, over the same hierarchies and the sets' own corpora.

Both engines load SPBE, the admissions sample and the US places, then ingest the three corpora; only
timings may differ. The Neo4j engine takes the session's one database (it wipes it: the demo's fixture
reloads after, by its generation counter).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterator

import pytest

from engine import Engine
from engine.config import Config
from tests.neo4j_backend.conftest import Database
from tests.neo4j_backend.server import PASSWORD, USER
from tests.support import ROOT

QUICK = 20  # bench/quality.py --quick: the first 20 questions of each set
SETS = ("geo", "spbe", "admissions")
DATA = ROOT / "bench" / "data"


def _questions() -> list[dict[str, Any]]:
    found = []
    for name in SETS:
        lines = (DATA / name / "questions.jsonl").read_text(encoding="utf-8").splitlines()
        found += [json.loads(line) for line in lines if line.strip()][:QUICK]
    return found


QUESTIONS = _questions()


def _load(engine: Engine) -> None:
    engine.load_spbe(progress=False)
    engine.load_admissions(progress=False)
    engine.load_places(countries=["US"], progress=False)
    for name in SETS:
        report = engine.ingest([DATA / name / "corpus"], source=name, progress=False)
        assert report.documents and not report.errors, report.errors


@pytest.fixture(scope="module")
def bench_reference(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    with Engine.open(Config.load(tmp_path_factory.mktemp("bench-reference") / "data")) as engine:
        _load(engine)
        yield engine


@pytest.fixture(scope="module")
def bench_neo4j(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    database.wipe()
    config = Config.load(Path(tmp_path_factory.mktemp("bench-neo4j")) / "data", graph_url=database.server.url,
                         graph_user=USER, graph_password=PASSWORD)
    with Engine.open(config) as engine:
        _load(engine)
        yield engine
    database.wipe()  # leave no bench data behind for fixtures that loaded before this module


def _contract(answer: Any) -> dict[str, Any]:
    shape = answer.contract()
    shape.pop("timings")
    return shape


def test_the_bench_graphs_hold_the_same_nodes_and_edges(bench_reference: Engine, bench_neo4j: Engine) -> None:
    assert bench_neo4j.stats() == bench_reference.stats()


@pytest.mark.parametrize("item", QUESTIONS, ids=[q["id"] for q in QUESTIONS])
def test_quick_bench_question_gets_the_same_answer_as_on_the_embedded_store(
        item: dict[str, Any], bench_reference: Engine, bench_neo4j: Engine) -> None:
    """In the sets' order, so a session's follow-ups build on the same turns on both backends."""
    expected = bench_reference.ask(item["question"], session_id=item.get("session"))
    got = bench_neo4j.ask(item["question"], session_id=item.get("session"))
    assert _contract(got) == _contract(expected)
