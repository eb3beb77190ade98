"""The assessment as an answer (engine/answers/assessment.py): how an ``Assessment`` becomes a decision.

The assessment itself (criteria matching on the real model) is tests/engine/answers/test_audit.py's;
here assessments are made by hand, so each rule of the decision is checked on its own.
"""

from __future__ import annotations

from engine.answers.assessment import AUDIT_SURE, AssessmentAnswerer
from engine.answers.audit import Assessment, format_assessment


def assessment(confidence: float, level: int | None) -> Assessment:
    return Assessment.model_validate({
        "indicator": {"id": "spbe:indicator:13", "number": 13, "name": "Keterpaduan"},
        "aspect": {"id": "spbe:aspect:2", "number": 2, "name": "Perencanaan"},
        "domain": {"id": "spbe:domain:2", "number": 2, "name": "Tata Kelola"}, "indicator_how": "similarity",
        "indicator_confidence": confidence, "level": level, "level_name": "Terpadu" if level else None,
        "notes": ["the evidence names no year"]})


def test_a_sure_indicator_with_a_level_met_is_an_answer_as_audit() -> None:
    found = AssessmentAnswerer(store=None, embedder=None).candidate(assessment(AUDIT_SURE, 3))
    assert (found.decision, found.relation, found.route, found.generated_by) == \
        ("answer", "exact", "audit", "criteria-matching")
    assert found.text == format_assessment(assessment(AUDIT_SURE, 3))
    assert found.explanation.endswith("indicator by similarity, confidence 0.70.")
    assert found.notes == ["the evidence names no year"] and found.retrieved == []


def test_an_uncertain_indicator_is_a_warning_that_says_how_to_name_it() -> None:
    found = AssessmentAnswerer(store=None, embedder=None).candidate(assessment(AUDIT_SURE - 0.01, 3))
    assert (found.decision, found.relation) == ("warn", "exact")
    assert "name it (e.g. 'Indikator 13')" in found.explanation


def test_evidence_that_meets_no_level_is_an_abstention_however_sure() -> None:
    found = AssessmentAnswerer(store=None, embedder=None).candidate(assessment(1.0, None))
    assert (found.decision, found.relation) == ("abstain", "none")
    assert found.explanation == "The evidence meets no level's criteria for this indicator; see the findings."


def test_how_sure_is_sure_is_the_answerers_setting() -> None:
    strict = AssessmentAnswerer(store=None, embedder=None, sure=0.95)
    assert strict.candidate(assessment(0.9, 3)).decision == "warn"
