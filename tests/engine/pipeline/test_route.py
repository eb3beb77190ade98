"""Routing: the route a question takes and the answerers it asks, in order (engine/pipeline/route.py).

Scopes are built by hand: the route reads only what scope detection found, so every rule is
checked on its own, without the linker.
"""

from __future__ import annotations

import pytest

from engine.models import Anchor, QuestionScope
from engine.pipeline.route import ASSESS_MIN_CHARS, Router, choose_route

EVIDENCE = ("Please assess this evidence: the agency has a regulation on integrated planning and budgeting, "
            "reviewed every year by the planning bureau, and all units follow it in their budget proposals.")


def anchor(node_id: str, kind: str, confidence: float = 1.0) -> Anchor:
    return Anchor(id=node_id, kind=kind, how="test", confidence=confidence)


INDICATOR = anchor("spbe:indicator:13", "indicator")
PLACE = anchor("gn:paradise", "place")
PROGRAM = anchor("tnea:college:1:program:CS", "program")
BRANCH = anchor("branch:PC", "program")
COLLEGE = anchor("tnea:college:1", "institution")


@pytest.mark.parametrize(("question", "scope", "anchors", "route"), [
    ("What is the cutoff for CSE at CEG?", QuestionScope(anchors=[PROGRAM]), [PROGRAM], "admissions"),
    ("My marks: maths 95, physics 90, chemistry 85", QuestionScope(marks={"maths": 95.0}), [], "admissions"),
    ("How does TNEA counselling work?", QuestionScope(), [], "admissions"),  # admissions words alone
    ("Cutoff for CSE in Paradise?", QuestionScope(anchors=[PROGRAM, PLACE]), [PROGRAM, PLACE], "admissions"),
    ("What does level 3 of indicator 13 need?", QuestionScope(anchors=[INDICATOR], wants=["level"]),
     [INDICATOR], "audit"),
    ("What does indicator 13 cover?", QuestionScope(anchors=[INDICATOR]), [INDICATOR], "general"),
    ("Evacuation routes in Paradise?", QuestionScope(anchors=[PLACE]), [PLACE], "place"),
    ("How far should branches be from a chimney?", QuestionScope(), [], "general"),  # "branches" is a tree's
    # a bare branch code beside a named SPBE node is SPBE's; with a college or admissions words it is not
    ("indicator 13 weight pct", QuestionScope(anchors=[INDICATOR, BRANCH]), [INDICATOR, BRANCH], "general"),
    ("indicator 13 and the pct cutoff", QuestionScope(anchors=[INDICATOR, BRANCH]), [INDICATOR, BRANCH],
     "admissions"),
    ("indicator 13 at CEG for CSE", QuestionScope(anchors=[INDICATOR, PROGRAM, COLLEGE]),
     [INDICATOR, PROGRAM, COLLEGE], "admissions"),
])
def test_the_route_follows_what_scope_detection_found(question, scope, anchors, route) -> None:
    assert choose_route(question, scope, anchors) == route


def test_a_weakly_linked_place_still_routes_when_it_is_in_the_scope() -> None:
    """The route reads the scope's anchors too, not only the primary ones the answer starts from."""
    weak = anchor("gn:forest", "place", confidence=0.45)
    assert choose_route("Forest fire rules?", QuestionScope(anchors=[weak]), []) == "place"


def test_the_admissions_route_asks_admissions_rows_and_every_other_route_spbe_facts() -> None:
    router = Router()
    admissions = router.plan("What is the cutoff for CSE at CEG?", QuestionScope(anchors=[PROGRAM]), [PROGRAM])
    assert (admissions.route, admissions.answerers) == ("admissions", ("admissions", "passages"))
    for question, scope, anchors in [("What does indicator 13 cover?", QuestionScope(anchors=[INDICATOR]), [INDICATOR]),
                                     ("Evacuation routes in Paradise?", QuestionScope(anchors=[PLACE]), [PLACE]),
                                     ("What is an emergency kit?", QuestionScope(), [])]:
        assert router.plan(question, scope, anchors).answerers == ("spbe-facts", "passages")


def test_evidence_to_assess_adds_the_assessment_after_the_graph_and_before_the_passages() -> None:
    router = Router()
    assert len(EVIDENCE) >= ASSESS_MIN_CHARS
    assert router.plan(EVIDENCE, QuestionScope(), []).answerers == ("spbe-facts", "assessment", "passages")
    # on the admissions route too: the graph's rows are still asked first
    tnea = "TNEA " + EVIDENCE
    assert router.plan(tnea, QuestionScope(), []).answerers == ("admissions", "assessment", "passages")


def test_a_short_question_about_levels_is_not_evidence_to_assess() -> None:
    router = Router()
    short = "Which level is indicator 13 at if every unit follows the plan?"
    assert router.plan(short, QuestionScope(anchors=[INDICATOR]), [INDICATOR]).answerers == ("spbe-facts", "passages")
    long_without_a_verb = EVIDENCE.replace("Please assess this evidence", "Here is some text")
    assert not router.is_assessment_request(long_without_a_verb)
    assert router.is_assessment_request(EVIDENCE.replace("assess", "nilailah"))  # Indonesian verb


def test_the_evidence_length_is_the_routers_own_setting() -> None:
    assert Router(assess_min_chars=10).is_assessment_request("Assess this: we have a plan.")
    assert not Router(assess_min_chars=len(EVIDENCE) + 1).is_assessment_request(EVIDENCE)
