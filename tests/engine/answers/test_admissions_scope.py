"""A college the question does not pin down is never widened to every college (issue 16, admissions): on a real
embedded store with the real 2024 TNEA cutoffs (read from shared/data/tnea/), questions read by the real scope
detector and answered by the admissions answerer."""

from __future__ import annotations

from typing import Iterator

import pytest

from engine.answers.base import AnswerCandidate, QuestionContext
from engine.answers.structured import AdmissionsAnswerer
from engine.pipeline.scope import ScopeDetector
from graph.store.falkordb import FalkorDBStore
from loaders.sources.admissions import load_admissions
from tests.support import shared_tnea


@pytest.fixture(scope="module")
def ask(tmp_path_factory: pytest.TempPathFactory) -> Iterator:
    store = FalkorDBStore.embedded(tmp_path_factory.mktemp("adm-scope") / "graph")
    store.apply_schema()
    load_admissions(store, shared_tnea(), progress=False)
    detector, answerer = ScopeDetector.from_store(store), AdmissionsAnswerer(store)

    def asked(question: str) -> AnswerCandidate | None:
        scope = detector.detect(question)
        return answerer.answer(QuestionContext(question, question, scope, detector.anchors(scope), "admissions"))

    try:
        yield asked
    finally:
        store.close()


def looked_up(found: AnswerCandidate) -> bool:
    return any(s.name in ("tnea_lookup_cutoffs", "tnea_fee_lookup") for s in found.statements)


def test_a_short_name_of_two_colleges_is_listed_not_widened(ask) -> None:
    found = ask("What is the BC cutoff for CSE at PSG?")
    assert found.decision == "abstain" and not found.citations and not looked_up(found)
    assert "did you mean college code 2006 or college code 2377" in found.text


def test_a_branch_the_named_college_lacks_is_said_not_answered_from_other_colleges(ask) -> None:
    found = ask("BC cutoff for food technology at Guindy")
    assert found.decision == "abstain" and not found.citations
    assert "no program 'FD' at" in found.text and "(college 1)" in found.text


def test_an_unrecognised_college_is_named_not_widened(ask) -> None:
    found = ask("bc cutoff for mech at xyz engineering college")
    assert found.decision == "abstain" and not found.citations and not looked_up(found)
    assert "institution 'xyz engineering college' is not in the admissions data" in found.text


def test_an_unrecognised_word_where_a_college_goes_is_named_not_widened(ask) -> None:
    found = ask("bc cutoff for cse at zorbatech")
    assert found.decision == "abstain" and not found.citations and not looked_up(found)
    assert "college 'zorbatech' is not one I recognise" in found.text


def test_a_short_name_that_resolves_answers_from_that_college_only(ask) -> None:
    found = ask("kct mechanical cutoff for bc in 2024")
    assert found.decision == "answer" and found.citations
    assert ask("bc cutoff for mechanical at kct in TNEA 2024").decision == "answer"
    # a branch with no college is asked across colleges: "in TNEA" names no college
    assert ask("mechanical cutoff for bc in TNEA 2024").decision in ("answer", "warn")
    assert all(c.node_ids[0].startswith("tnea:college:2712:program:ME:") for c in found.citations)
