"""Admissions answers from the data rows (engine/answers/structured.py) on a real embedded store with
the shipped admissions sample, questions read by the real scope detector: what is computed, what is
abstained on with the reason, what is left to the passages, and the statements each answer ran."""

from __future__ import annotations


import pytest

from engine.answers.base import AnswerCandidate, QuestionContext
from engine.answers.structured import AdmissionsAnswerer
from engine.pipeline.scope import ScopeDetector
from graph.store.falkordb import FalkorDBStore

SAMPLE = "data:tnea_sample_illustrative.csv"


@pytest.fixture(scope="module")
def store(admissions_store: FalkorDBStore) -> FalkorDBStore:
    return admissions_store


@pytest.fixture(scope="module")
def ask(store: FalkorDBStore):
    detector = ScopeDetector.from_store(store)
    answerer = AdmissionsAnswerer(store)

    def asked(question: str) -> AnswerCandidate | None:
        scope = detector.detect(question)
        return answerer.answer(QuestionContext(question, question, scope, detector.anchors(scope), "admissions"))

    return asked


def test_a_cutoff_is_computed_from_the_rows_it_cites(ask) -> None:
    found = ask("What is the cutoff for CSE at CEG for BC in 2024?")
    assert (found.decision, found.relation, found.generated_by) == ("answer", "exact", "graph")
    assert found.citations and {c.doc_id for c in found.citations} == {SAMPLE} and found.retrieved == [SAMPLE]
    assert all(c.row.startswith("tnea_sample_illustrative.csv line ") for c in found.citations)
    assert "BC 2024" in found.text
    lookup = found.statements[-1]
    assert lookup.name == "tnea_lookup_cutoffs"
    assert (lookup.params["institution_ids"], lookup.params["branch_codes"], lookup.params["communities"],
            lookup.params["years"]) == (["tnea:college:1"], ["CS"], ["BC"], [2024])


def test_a_year_the_data_lacks_is_said_not_guessed(ask) -> None:
    found = ask("What was the cutoff for CSE at CEG for BC in 1999?")
    assert found.decision == "abstain" and found.citations == [] and found.relation == "none"
    assert "1999" in found.text and found.text.startswith("I can't answer that from the admissions data: ")


def test_fees_are_read_from_the_rows_and_other_fees_are_abstained_on(ask) -> None:
    fees = ask("What is the fee for CSE at CEG?")
    assert fees.decision == "answer" and fees.explanation == "Fees as stored in the admissions data rows cited."
    assert "tnea_fee_lookup" in [s.name for s in fees.statements]
    hostel = ask("What is the hostel fee at CEG?")
    assert hostel.decision == "abstain" and "tuition fees only" in hostel.text
    assert hostel.statements == []  # nothing to look up: the data has no such fee


@pytest.mark.parametrize(("question", "missing"), [
    ("What is the cutoff for XYZ community at CEG for CSE?", "community 'XYZ' is not in the data"),
    ("What is the cutoff for Marine Engineering at CEG?", "no program 'Marine Engineering'"),
    ("What is the cutoff at IIT Madras for CSE?", "institution 'IIT Madras' is not in the admissions data"),
])
def test_what_the_data_does_not_have_is_an_abstention_naming_it(ask, question: str, missing: str) -> None:
    found = ask(question)
    assert found.decision == "abstain" and missing in found.text and missing in found.explanation


def test_eligibility_needs_all_three_marks_and_a_community(ask) -> None:
    partial = ask("Am I eligible with maths 95 and physics 90 as BC?")
    assert partial.decision == "abstain" and "your chemistry mark" in partial.text
    nobody = ask("Am I eligible with maths 95, physics 90 and chemistry 85?")
    assert nobody.decision == "abstain" and "your community" in nobody.text
    full = ask("Am I eligible with maths 100, physics 99 and chemistry 99 as BC?")
    assert full.decision == "answer" and full.citations and full.explanation.startswith("Cutoff computed with ")
    assert "tnea_eligibility_programs" in [s.name for s in full.statements]


def test_questions_about_the_process_are_left_to_the_passages(ask) -> None:
    assert ask("How does TNEA counselling work?") is None
    assert ask("What documents do I need for engineering admissions?") is None


def test_each_answer_records_only_its_own_statements(ask) -> None:
    first = ask("What is the cutoff for CSE at CEG for BC in 2024?")
    second = ask("What is the fee for CSE at CEG?")
    assert "tnea_lookup_cutoffs" in [s.name for s in first.statements]
    assert "tnea_lookup_cutoffs" not in [s.name for s in second.statements]
