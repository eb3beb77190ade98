"""The optional LLM-planned graph query (engine/answers/text2cypher.py) on a real embedded store with the
shipped SPBE framework, the LLM a real OpenAI-protocol server on loopback (tests/support/llm_stub.py): a
checked read answers with its rows and records the query it ran; a write, an unknown label or an LLM that
is down is refused before anything runs and leaves the rule pipeline's answer (the caller keeps it)."""

from __future__ import annotations

import json

import pytest

from engine.answers.base import AnswerCandidate, QuestionContext
from engine.answers.text2cypher import NAME, CypherRefused, GraphSchema, Text2CypherAnswerer, check_query, wanted
from engine.models import Statement
from engine.pipeline.llm import LLMClient
from engine.pipeline.scope import ScopeDetector
from graph.store.falkordb import FalkorDBStore
from tests.support.llm_stub import LLMStub, closed_port_url

QUESTION = "tell me the levels of indikator 13 and what aspect holds it"
ASPECT_QUERY = ("MATCH (i:Indicator {id: $a0})-[:PART_OF]->(a:Aspect) "
                "RETURN a.id AS id, a.name AS name, a.number AS number")


@pytest.fixture(scope="module")
def context(spbe_store: FalkorDBStore) -> QuestionContext:
    detector = ScopeDetector.from_store(spbe_store)
    scope = detector.detect(QUESTION)
    anchors = detector.anchors(scope)
    assert anchors and anchors[0].id == "spbe:indicator:13"
    return QuestionContext(QUESTION, QUESTION, scope, anchors, "general")


def _count(store: FalkorDBStore) -> tuple[int, int]:
    nodes = store.query("MATCH (n) RETURN count(n) AS c")[0]["c"]
    edges = store.query("MATCH ()-[r]->() RETURN count(r) AS c")[0]["c"]
    return nodes, edges


def _planned(store: FalkorDBStore, context: QuestionContext, cypher: str):
    with LLMStub([json.dumps({"cypher": cypher})]) as stub:
        llm = LLMClient([stub.url], model="stub-model", timeout_s=10)
        try:
            found, note = Text2CypherAnswerer(store, llm).attempt(context)
        finally:
            llm.close()
    return found, note, stub


def test_a_checked_query_answers_with_its_rows_and_records_what_it_ran(spbe_store, context) -> None:
    expected = spbe_store.query(ASPECT_QUERY, {"a0": "spbe:indicator:13"})
    [row] = expected
    found, note, stub = _planned(spbe_store, context, ASPECT_QUERY)
    assert note == "" and found is not None
    assert (found.decision, found.generated_by) == ("answer", NAME)
    assert f"id: {row['id']}" in found.text and str(row["name"]) in found.text
    [citation] = found.citations
    assert citation.doc_id == "graph" and citation.node_ids == [row["id"]]
    assert found.statements == [Statement(name=NAME, params={"a0": "spbe:indicator:13"},
                                          text=ASPECT_QUERY + " LIMIT 25")]
    assert any("planned by the LLM" in n for n in found.notes)
    prompt = json.dumps(stub.chat_requests[0].body["messages"])
    assert "spbe:indicator:13" in prompt and "HAS_LEVEL" in prompt  # anchors as parameters, the schema


def test_a_write_is_refused_and_the_graph_is_unchanged(spbe_store, context) -> None:
    before = _count(spbe_store)
    found, note, _ = _planned(spbe_store, context, "MATCH (i:Indicator {id: $a0}) DETACH DELETE i RETURN 1")
    assert found is None and "refused (not read-only: DETACH)" in note
    found, note, _ = _planned(spbe_store, context, "MATCH (i:Indicator {id: $a0}) SET i.name = 'x' RETURN i.id")
    assert found is None and "not read-only: SET" in note
    assert _count(spbe_store) == before
    assert spbe_store.query("MATCH (i:Indicator {id: 'spbe:indicator:13'}) RETURN i.name AS n")[0]["n"] != "x"


def test_an_unknown_label_or_relationship_is_refused(spbe_store, context) -> None:
    found, note, _ = _planned(spbe_store, context, "MATCH (u:User) RETURN u.password AS p")
    assert found is None and "label not in the graph's schema: User" in note
    found, note, _ = _planned(spbe_store, context, "MATCH (i:Indicator {id: $a0})-[:OWNS]->(x) RETURN x.id AS id")
    assert found is None and "relationship type not in the graph's schema: OWNS" in note


def test_no_rows_or_a_foreign_parameter_leaves_the_rule_answer(spbe_store, context) -> None:
    found, note, _ = _planned(spbe_store, context, "MATCH (i:Indicator {id: 'spbe:indicator:999'}) RETURN i.id AS id")
    assert found is None and "no rows" in note
    found, note, _ = _planned(spbe_store, context, "MATCH (i:Indicator {id: $secret}) RETURN i.id AS id")
    assert found is None and "$secret" in note


def test_an_llm_that_is_down_leaves_the_rule_answer(spbe_store, context) -> None:
    llm = LLMClient([closed_port_url()], model="stub-model", timeout_s=5)
    try:
        found, note = Text2CypherAnswerer(spbe_store, llm).attempt(context)
    finally:
        llm.close()
    assert found is None and "LLM query plan unavailable (LLMUnavailable)" in note


def test_the_schema_is_the_graphs_own(spbe_store) -> None:
    schema = GraphSchema.read(spbe_store)
    assert {"Indicator", "Aspect", "Domain", "MaturityLevel"} <= schema.labels
    assert {"PART_OF", "HAS_LEVEL"} <= schema.relationships


@pytest.mark.parametrize("text, capped", [
    ("MATCH (n:Indicator) RETURN n.id AS id LIMIT 500", "MATCH (n:Indicator) RETURN n.id AS id LIMIT 25"),
    ("MATCH (n:Indicator) RETURN n.id AS id LIMIT 3;", "MATCH (n:Indicator) RETURN n.id AS id LIMIT 3"),
    ("MATCH (n {name: 'CREATE a DELETE'}) RETURN n.id", "MATCH (n {name: 'CREATE a DELETE'}) RETURN n.id LIMIT 25"),
])
def test_limits_are_capped_and_words_in_strings_are_data(text: str, capped: str) -> None:
    schema = GraphSchema(frozenset({"Indicator"}), frozenset({"PART_OF"}))
    assert check_query(text, schema, {}) == capped


@pytest.mark.parametrize("text", [
    "MERGE (n:Indicator {id: 'x'}) RETURN n", "MATCH (n) RETURN n; MATCH (m) DETACH DELETE m",
    "CALL db.labels()", "MATCH (n) RETURN apoc.text.join([n.id], ',')", "LOAD CSV FROM 'file:///x' AS r RETURN r",
    "MATCH (n) FOREACH (x IN [1] | CREATE (:Indicator)) RETURN n", "MATCH (n) RETURN n.id UNION MATCH (m) RETURN m.id",
    "MATCH (n) RETURN n // note", "UNWIND range(1, 100000000) AS x RETURN x",
])
def test_anything_but_one_bounded_read_is_refused(text: str) -> None:
    schema = GraphSchema(frozenset({"Indicator"}), frozenset({"PART_OF"}))
    with pytest.raises(CypherRefused):
        check_query(text, schema, {})


def test_the_trigger_is_a_graph_question_the_rules_left_unanswered(context) -> None:
    abstained = AnswerCandidate("abstain", "no passage", [], "", "none", "extractive")
    answered = AnswerCandidate("answer", "text", [], "", "exact", "extractive")
    assert wanted(context, "passages", abstained)
    assert not wanted(context, "passages", answered)  # a passage answer stays
    assert not wanted(context, "spbe-facts", abstained)  # a rule-based graph abstention stays
    no_anchors = QuestionContext("hi", "hi", context.scope, [], "general")
    assert not wanted(no_anchors, "passages", abstained)
