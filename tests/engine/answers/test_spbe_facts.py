"""SPBE hierarchy facts read from the graph (engine/answers/spbe_facts.py) on a real embedded store with
the shipped SPBE framework, questions read by the real scope detector: the numbers equal the shipped
tables, citations name the nodes walked, an indicator SPBE lacks is an abstention, and anything that is
not a hierarchy or weight question is left to the other answerers."""

from __future__ import annotations

import csv

import pytest

from engine.answers.base import AnswerCandidate, QuestionContext
from engine.answers.spbe_facts import SpbeFactsAnswerer
from engine.models import Anchor, QuestionScope, Statement
from engine.pipeline.scope import ScopeDetector
from graph.store.falkordb import FalkorDBStore
from loaders.datafiles import shipped


@pytest.fixture(scope="module")
def store(spbe_store: FalkorDBStore) -> FalkorDBStore:
    return spbe_store


@pytest.fixture(scope="module")
def detector(store: FalkorDBStore) -> ScopeDetector:
    return ScopeDetector.from_store(store)


@pytest.fixture(scope="module")
def ask(store: FalkorDBStore, detector: ScopeDetector):
    answerer = SpbeFactsAnswerer(store)

    def asked(question: str) -> AnswerCandidate | None:
        scope = detector.detect(question)
        return answerer.answer(QuestionContext(question, question, scope, detector.anchors(scope), "general"))

    return asked


def indicator_row(number: int) -> dict[str, str]:
    with shipped("spbe", "spbe_indicators.csv").open(newline="", encoding="utf-8") as handle:
        return next(row for row in csv.DictReader(handle) if int(row["indicator_no"]) == number)


def test_an_indicators_aspect_domain_and_weights_are_the_shipped_tables(ask) -> None:
    row = indicator_row(13)
    found = ask("Which aspect does Indikator 13 belong to, and what is its weight?")
    assert (found.decision, found.relation, found.generated_by) == ("answer", "exact", "graph")
    assert f"aspect {row['aspect_no']} {row['aspect_name_id']}" in found.text
    assert f"domain {row['domain_no']} {row['domain_name_id']}" in found.text
    assert f"weight {float(row['weight_pct_of_index']):g}% of the index" in found.text
    [citation] = found.citations
    assert citation.doc_id == "data:spbe_indicators.csv" and citation.row == "indicator 13"
    assert citation.node_ids == ["spbe:indicator:13", f"spbe:aspect:{row['aspect_no']}",
                                 f"spbe:domain:{row['domain_no']}"]
    assert found.retrieved == ["data:spbe_indicators.csv"]
    assert found.statements == [Statement(name="spbe_facts", params={"id": "spbe:indicator:13"})]


def test_an_aspect_cites_the_structure_file_and_counts_its_indicators(ask) -> None:
    found = ask("What is the weight of Aspek 2?")
    assert found.decision == "answer" and found.text.startswith("Aspect 2 ")
    assert "indicators) belongs to domain" in found.text
    assert found.citations[0].doc_id == "data:spbe_structure.json"
    assert found.citations[0].node_ids == ["spbe:aspect:2", "spbe:domain:2"]


def test_an_indicator_spbe_does_not_have_is_an_abstention_before_any_read(ask) -> None:
    found = ask("Which domain does indicator 48 belong to?")
    assert (found.decision, found.relation, found.citations) == ("abstain", "none", [])
    assert found.text == "I can't answer that: SPBE has indicators 1-47; there is no indicator 48."
    assert found.statements == []
    assert ask("What does indicator 99 require?").decision == "abstain"  # any question naming it


def test_questions_that_are_not_about_the_hierarchy_are_left_to_the_others(ask) -> None:
    assert ask("Which aspect covers data centres?") is None  # a fact word, but no indicator or aspect named
    assert ask("What is the weight of a fire extinguisher?") is None


def _with_anchors(store, question: str, anchors: list[Anchor]) -> AnswerCandidate | None:
    answerer = SpbeFactsAnswerer(store)
    return answerer.answer(QuestionContext(question, question, QuestionScope(anchors=anchors), anchors, "general"))


def test_an_indicator_found_by_paraphrase_is_not_answered_as_a_fact(store) -> None:
    """A paraphrase is a guess at the indicator: stating its weight as a fact would present the guess as data."""
    paraphrased = Anchor(id="spbe:indicator:13", kind="indicator", how="paraphrase", confidence=0.7)
    assert _with_anchors(store, "What is the weight of integrated planning?", [paraphrased]) is None
    named = paraphrased.model_copy(update={"how": "indicator-number"})
    assert _with_anchors(store, "What is the weight of integrated planning?", [named]).decision == "answer"


def test_without_the_framework_loaded_no_number_is_called_unknown(admissions_store) -> None:
    assert _with_anchors(admissions_store, "What does indicator 99 require?", []) is None


def test_what_an_indicator_requires_is_left_to_a_passage_linked_to_it(store, detector) -> None:
    """A guide linked to the indicator (or its aspect or domain) says more than the graph's general criteria."""
    for covered, answered in (((), True), (("spbe:aspect:2",), False), (("spbe:indicator:14",), True)):
        answerer = SpbeFactsAnswerer(store, covered=covered)
        scope = detector.detect("What does Indikator 13 require?")
        found = answerer.answer(QuestionContext("q", "What does Indikator 13 require?", scope,
                                                detector.anchors(scope), "audit"))
        assert (found is not None) is answered


def test_evidence_to_assess_is_not_answered_as_a_description(store, detector) -> None:
    """Evidence that "measures the share of budget lines" for indicator 13 is for the assessment, not a question
    about what indicator 13 measures or about its domain's share of the index."""
    evidence = ("Assess this evidence: Indikator 13: each year the planning bureau measures the share of SPBE budget "
                "lines that match the roadmap, and the coordination team reviews the results.")
    scope = detector.detect(evidence)
    answerer = SpbeFactsAnswerer(store)
    context = QuestionContext(evidence, evidence, scope, detector.anchors(scope), "general", evidence=True)
    assert answerer.answer(context) is None
