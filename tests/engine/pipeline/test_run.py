"""The pipeline's answer order (engine/pipeline/run.py) on a real embedded store with SPBE, the
admissions sample and three passages: the answerers route.py plans are asked in order, the first
candidate becomes the Answer, and its trace and timings say which answerer it was and what it ran.

The graph, the scope detector, the walk, BM25, decide and compose are the real ones. The embedding
model and the vector store are stood in for (a zero vector; every child linked to a filter node at
one cosine): what is tested here is the order, not the ranking (tests/engine/test_engine.py has that).
"""

from __future__ import annotations

from typing import Iterator

import numpy as np
import pytest

from engine.answers.base import AnswerCandidate, QuestionContext
from engine.models import Statement, WalkedNode
from engine.pipeline.run import Pipeline
from engine.stores.vectors import VectorHit
from graph.scopes import load_dag
from graph.store.falkordb import FalkorDBStore
from loaders.sources.admissions import load_admissions
from loaders.sources.spbe import load_spbe

INDICATOR_13, ASPECT_2, INDICATOR_1 = "spbe:indicator:13", "spbe:aspect:2", "spbe:indicator:1"  # 13 is in aspect 2
PASSAGES = {  # parent id -> (document, text, linked nodes); each parent has one child "<parent>-c"
    "p13": ("test:planning.md", "Indikator 13 asks that planning and budgeting are integrated: every budget line "
                                "follows a plan.", [INDICATOR_13]),
    "pa2": ("test:strategy.md", "Aspek 2 covers the strategic planning of SPBE across the agency.", [ASPECT_2]),
    "p1": ("test:policy.md", "Indikator 1 is about the internal policy on the SPBE architecture.", [INDICATOR_1]),
}
EVIDENCE = ("Please assess this evidence: the agency has a regulation on integrated planning and budgeting, "
            "reviewed every year by the planning bureau, and all units follow it in their budget proposals.")
PASSAGE_STAGES = ["memory", "scope", "structured", "walk", "embed", "vector", "lexical", "expand", "decide",
                  "compose", "total"]


class ZeroEmbedder:
    name = "zero"

    def encode_query(self, texts: list[str]) -> np.ndarray:
        return np.zeros((len(texts), 8), dtype=np.float32)


class LinkedVectors:
    """Every child whose passage is linked to a filter node (all of them unfiltered), at cosine 0.8."""

    def visibility(self) -> None:
        return None  # no write stamp (VectorStore.visibility): the ledger is read for every search

    def search_batch(self, searches, fields=None) -> list[list[VectorHit]]:
        return [[VectorHit(f"{parent}-c", 0.8, {"chunk_id": f"{parent}-c", "parent_id": parent})
                 for parent, (_, _, nodes) in PASSAGES.items()
                 if s.node_ids is None or set(nodes) & set(s.node_ids)][:s.limit] for s in searches]


class Asked:
    """An answerer that records that it was asked and answers with ``candidate`` (None: passes)."""

    def __init__(self, name: str, stage: str | None, candidate: AnswerCandidate | None) -> None:
        self.name, self.stage, self.candidate = name, stage, candidate
        self.asked: list[QuestionContext] = []

    def answer(self, question: QuestionContext) -> AnswerCandidate | None:
        self.asked.append(question)
        return self.candidate


@pytest.fixture(scope="module")
def pipeline(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Pipeline]:
    store = FalkorDBStore.embedded(tmp_path_factory.mktemp("run") / "graph")
    store.apply_schema()
    try:
        load_spbe(store, progress=False)
        load_admissions(store, progress=False)
        for parent, (doc_id, text, nodes) in PASSAGES.items():
            store.query("CREATE (p:Chunk {id: $parent, kind: 'parent', doc_id: $doc, text: $text, node_ids: $nodes})"
                        "<-[:CHILD_OF]-(:Chunk {id: $child, kind: 'child', doc_id: $doc, text: $text, "
                        "node_ids: $nodes})",
                        {"parent": parent, "child": f"{parent}-c", "doc": doc_id, "text": text, "nodes": nodes},
                        write=True)
        yield Pipeline(store, LinkedVectors(), ZeroEmbedder(), load_dag(store), memory=None, min_relevance=0.3,
                       top_k=5)
    finally:
        store.close()


def test_a_question_no_graph_answerer_takes_is_answered_from_passages_with_the_walk_traced(pipeline) -> None:
    answer = pipeline.ask("What does Indikator 13 require?")
    assert (answer.decision, answer.relation, answer.route, answer.generated_by) == \
        ("answer", "exact", "general", "extractive")
    assert answer.citations[0].chunk_id == "p13" and answer.retrieved[0] == "test:planning.md"
    # SPBE facts were asked first (and passed); the SPBE answerability check is timed after expand
    assert list(answer.timings) == [*PASSAGE_STAGES[:8], "answerability", *PASSAGE_STAGES[8:]]
    trace = answer.trace
    assert trace.answerer == "passages" and [a.id for a in trace.anchors] == [INDICATOR_13]
    assert trace.candidates == [WalkedNode(id=INDICATOR_13, delta=0, relation="exact", anchor=INDICATOR_13),
                                WalkedNode(id=ASPECT_2, delta=1, relation="broader", anchor=INDICATOR_13)]
    assert trace.statements == []  # retrieval's own reads are not a graph answer's statements


def test_graph_facts_answer_before_any_passage_and_trace_the_statement_they_ran(pipeline) -> None:
    answer = pipeline.ask("Which aspect does Indikator 13 belong to?")
    assert (answer.decision, answer.generated_by, answer.route) == ("answer", "graph", "general")
    assert "Perencanaan Strategis SPBE" in answer.answer and answer.retrieved == ["data:spbe_indicators.csv"]
    assert list(answer.timings) == ["memory", "scope", "structured", "total"]  # no walk, no retrieval
    assert answer.trace.answerer == "spbe-facts" and answer.trace.candidates == []
    assert answer.trace.statements == [Statement(name="spbe_facts", params={"id": INDICATOR_13})]


def test_an_unknown_indicator_is_an_abstention_of_the_graph_not_of_the_passages(pipeline) -> None:
    answer = pipeline.ask("What is indicator 99 about?")
    assert (answer.decision, answer.relation, answer.trace.answerer) == ("abstain", "none", "spbe-facts")
    assert "no indicator 99" in answer.answer and answer.evidence == [] and answer.trace.statements == []


def test_the_admissions_route_asks_the_admissions_rows_and_never_the_spbe_facts(pipeline) -> None:
    computed = pipeline.ask("What is the cutoff for CSE at CEG for BC in 2024?")
    assert (computed.route, computed.trace.answerer, computed.decision) == ("admissions", "admissions", "answer")
    assert [s.name for s in computed.trace.statements][-1] == "tnea_lookup_cutoffs"
    assert computed.trace.statements[-1].params["communities"] == ["BC"]
    # admissions words route it to admissions: "indicator 99" is then nobody's to abstain on
    answer = pipeline.ask("How does TNEA counselling handle indicator 99?")
    assert (answer.route, answer.trace.answerer) == ("admissions", "passages")
    assert "no indicator 99" not in answer.answer and "structured" in answer.timings


def test_evidence_to_assess_is_assessed_after_the_graph_facts_and_answers_as_audit(pipeline, monkeypatch) -> None:
    assessed = AnswerCandidate("warn", "Indicator 13: recommended level 2.", [], "uncertain", relation="exact",
                               generated_by="criteria-matching", route="audit", notes=["a note"])
    assessor = Asked("assessment", "audit", assessed)
    monkeypatch.setitem(pipeline.answerers, "assessment", assessor)
    answer = pipeline.ask(EVIDENCE)
    assert (answer.route, answer.trace.answerer, answer.decision, answer.notes) == \
        ("audit", "assessment", "warn", ["a note"])
    assert list(answer.timings) == ["memory", "scope", "structured", "audit", "total"]
    assert assessor.asked[0].standalone == EVIDENCE and assessor.asked[0].route == "general"
    # a graph answer comes first: evidence naming an indicator SPBE lacks is abstained on, not assessed
    abstained = pipeline.ask(EVIDENCE + " It is indicator 99.")
    assert (abstained.trace.answerer, abstained.decision) == ("spbe-facts", "abstain") and len(assessor.asked) == 1
    # a question about levels is not evidence: not assessed
    pipeline.ask("Which level is Indikator 13 at?")
    assert len(assessor.asked) == 1


def test_the_first_candidate_wins_and_the_answerers_after_it_are_not_asked(pipeline, monkeypatch) -> None:
    facts = Asked("spbe-facts", "structured", None)
    passages = Asked("passages", None, AnswerCandidate("abstain", "nothing", [], "why", relation="none",
                                                       generated_by="extractive", timings={"walk": 1.0}))
    monkeypatch.setitem(pipeline.answerers, "spbe-facts", facts)
    monkeypatch.setitem(pipeline.answerers, "passages", passages)
    answer = pipeline.ask("What is an emergency kit?")
    assert len(facts.asked) == len(passages.asked) == 1
    assert facts.asked[0] is passages.asked[0]  # every answerer sees the same question context
    assert list(answer.timings) == ["memory", "scope", "structured", "walk", "total"] and answer.timings["walk"] == 1.0
    facts.candidate = AnswerCandidate.computed("answer", "a fact", [], "read from the graph")
    assert pipeline.ask("What is an emergency kit?").answer == "a fact" and len(passages.asked) == 1


def test_parents_an_answer_read_are_kept_until_the_corpus_signature_moves(pipeline) -> None:
    """Issue 19: parent rows are cached by id; the engine tells the pipeline the signature it checks."""
    parents = pipeline.retriever.parents
    answer = pipeline.ask("What does Indikator 13 require?")
    assert answer.citations[0].chunk_id == "p13" and len(parents) > 0
    misses = parents.misses
    assert pipeline.ask("What does Indikator 13 require?").citations == answer.citations
    assert parents.misses == misses, "the second answer read no parent from the graph"
    pipeline.notice(pipeline.signature)
    assert len(parents) > 0, "an unchanged signature keeps them"
    try:
        pipeline.notice(("another corpus",))
        assert len(parents) == 0
    finally:
        pipeline.notice(pipeline.signature)
