"""The engine end to end on Neo4j: the demo's questions, the explorer and the doctor give exactly what the
embedded default gives on the same data (decisions, answer texts, citations, evidence, scopes, δ).

Both engines load what ``strata demo --countries US`` loads (conftest.load_demo); only timings differ.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine import Engine
from engine.ops.demo import COMPARE_WITH, DEMO_PLACE, demo_questions
from engine.ops.doctor import diagnose
from engine.serve.explorer import answer_path, data as explorer

QUESTIONS = demo_questions()


def _contract(answer: Any) -> dict[str, Any]:
    shape = answer.contract()
    shape.pop("timings")
    return shape


@pytest.mark.parametrize("item", QUESTIONS, ids=[q.id for q in QUESTIONS])
def test_demo_question_gets_the_same_answer_as_on_the_embedded_store(item, reference_engine: Engine,
                                                                      neo4j_engine: Engine) -> None:
    """In the demo's order: a session's follow-ups (a1 -> a2 -> a3) build on the turns before."""
    expected = reference_engine.ask(item.question, session_id=item.session)
    got = neo4j_engine.ask(item.question, session_id=item.session)
    assert got.decision == item.expect
    assert _contract(got) == _contract(expected)


def test_the_graph_holds_the_same_nodes_and_edges(reference_engine: Engine, neo4j_engine: Engine) -> None:
    stats = neo4j_engine.stats()
    assert stats == reference_engine.stats()
    assert stats["nodes"] and stats["edges"]
    assert neo4j_engine.has_data() and reference_engine.has_data()  # runs has_data.cypher on Neo4j


def _find(engine: Engine, name: str, within: str) -> str:
    rows = engine.graph.run("find_place", {"name": name, "within": within})
    assert rows, (name, within)
    return rows[0]["id"]


@pytest.mark.parametrize("in_memory", [True, False], ids=["networkx", "cypher"])
def test_the_demo_scope_distances_are_the_same(reference_engine: Engine, neo4j_engine: Engine,
                                               in_memory: bool) -> None:
    for engine in (reference_engine, neo4j_engine):
        engine.place = _find(engine, *DEMO_PLACE)  # type: ignore[attr-defined]
    for label, within, _ in COMPARE_WITH:
        target = _find(neo4j_engine, label, within)
        assert target == _find(reference_engine, label, within)
        got = neo4j_engine.scope_distance(neo4j_engine.place, target, in_memory=in_memory)  # type: ignore[attr-defined]
        assert got == reference_engine.scope_distance(reference_engine.place, target,  # type: ignore[attr-defined]
                                                      in_memory=in_memory)
    assert neo4j_engine.ancestors(neo4j_engine.place) == reference_engine.ancestors(  # type: ignore[attr-defined]
        reference_engine.place)  # type: ignore[attr-defined]


SEARCHES = ["Paradise", "parad", "California", "Butte County", "spbe", "indikator 13", "Anna University", "CSE",
            "MBC", "geo:US/California", "Springfield"]


@pytest.mark.parametrize("query", SEARCHES)
def test_explorer_search_is_the_same(reference_engine: Engine, neo4j_engine: Engine, query: str) -> None:
    assert explorer.search(neo4j_engine, query) == explorer.search(reference_engine, query)


def test_explorer_views_of_nodes_are_the_same(reference_engine: Engine, neo4j_engine: Engine) -> None:
    paradise = _find(neo4j_engine, *DEMO_PLACE)
    some = [paradise, "geo:US/California", "geo:US", "spbe:indicator:13", "spbe:domain:1", "tnea:scheme",
            "spbe:framework:permenpanrb-59-2020"]
    some += [row["id"] for row in neo4j_engine.graph.query(
        "MATCH (n:Scope) WHERE n:Institution OR n:Program OR n:Cutoff OR n:MaturityLevel "
        "RETURN n.id AS id ORDER BY id LIMIT 8")]
    for view in (explorer.node, explorer.ancestors, explorer.chunks):
        for node_id in some:
            assert view(neo4j_engine, node_id) == view(reference_engine, node_id), (view.__name__, node_id)
    for node_id in some:
        assert _unordered(explorer.neighbourhood(neo4j_engine, node_id)) == _unordered(
            explorer.neighbourhood(reference_engine, node_id)), node_id
    assert explorer.node(neo4j_engine, "no:such:node") is None


def _unordered(view: dict[str, Any] | None) -> dict[str, Any] | None:
    """A neighbourhood with its lists as sets: explorer_parents and explorer_related have a LIMIT but no
    ORDER BY, so each backend lists them in its own storage order (same members, below the limits)."""
    if view is None:
        return None
    return {key: sorted(json.dumps(item, sort_keys=True) for item in value) if isinstance(value, list) else value
            for key, value in view.items()}


@pytest.mark.parametrize("question", [
    "How much defensible space do I need around my house in Paradise, California?",  # a passage answer
    "Which aspect does SPBE indicator 12 belong to?",  # a graph answer: the nodes it read
])
def test_explorer_path_of_an_answer_is_the_same(reference_engine: Engine, neo4j_engine: Engine, question: str) -> None:
    path = answer_path.ask_path(neo4j_engine, neo4j_engine.ask(question))
    assert path == answer_path.ask_path(reference_engine, reference_engine.ask(question))
    assert path["steps"] or path["reads"]["nodes"], path


def test_the_doctor_finds_both_stores_healthy_and_the_same(reference_engine: Engine, neo4j_engine: Engine) -> None:
    on_neo4j = diagnose(neo4j_engine.graph, neo4j_engine.vectors)
    assert on_neo4j.healthy
    assert on_neo4j.to_json() == diagnose(reference_engine.graph, reference_engine.vectors).to_json()
