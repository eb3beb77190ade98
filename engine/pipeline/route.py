"""Routing: which kind of answer a question needs, and which answerers to ask for it, in which order.

The route, from what scope detection found:

* admissions — a TNEA institution, program or community, marks, or admissions words: cutoffs,
  ranks, fees and eligibility are computed from the graph's data rows (engine/answers/admissions/);
* audit — an SPBE indicator/aspect/domain together with maturity-level words: level criteria
  and evidence (engine/answers/audit/ for evidence text);
* place — a place named: place-dependent guidance, where answer/warn/abstain matters most;
* general — everything else: plain retrieval over all passages.
The route is part of every answer, so a wrong one is visible.

The answerers (engine/answers/base.py), asked in this order until one answers: the graph's own
data first (admissions rows on the admissions route, SPBE facts on every other), then an SPBE
assessment when the question carries evidence to assess, then the passages, which always answer.
This module is the only place that decides it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Sequence

from engine.answers.assessment import AssessmentAnswerer
from engine.answers.spbe_facts import SpbeFactsAnswerer
from engine.answers.structured import AdmissionsAnswerer
from engine.models import Anchor, QuestionScope, Route
from engine.pipeline.passages import PassageAnswerer

# Admissions words in a question. Narrower than the ingest linker's context rule: "branches" alone
# is as often a tree's ("How far should branches be from a chimney?").
ADMISSIONS_WORDS_RE = re.compile(r"\b(?:TNEA|counsell?ing|cut-?\s?offs?|closing\s+ranks?|allotments?|B\.\s?E\b|"
                                 r"B\.\s?Tech|engineering\s+admissions?|colleges?\b|clgs?\b)", re.IGNORECASE)  # "clg": chat
ASSESS_RE = re.compile(r"\b(?:assess|evaluate|recommend|which (?:maturity )?level|what (?:maturity )?level|"
                       r"nilai(?:lah)?|tingkat berapa|level berapa)\b", re.IGNORECASE)
ASSESS_MIN_CHARS = 160  # shorter, it is a question about levels, not evidence to assess

ADMISSIONS_KINDS = ("institution", "program", "community", "cutoff")
SPBE_KINDS = ("indicator", "aspect", "domain", "level")


def choose_route(question: str, scope: QuestionScope, anchors: Sequence[Anchor]) -> Route:
    kinds = {a.kind for a in anchors} | {a.kind for a in scope.anchors}
    admissions = kinds & set(ADMISSIONS_KINDS)
    if admissions == {"program"} and any(a.kind in SPBE_KINDS and a.how != "paraphrase" for a in anchors):
        admissions = set()  # a bare branch code beside a named SPBE node ("domain weight pct"): SPBE's question
    if admissions or scope.marks or ADMISSIONS_WORDS_RE.search(question):
        return "admissions"
    if kinds & set(SPBE_KINDS) and ("level" in scope.wants or scope.levels):
        return "audit"
    if "place" in kinds:
        return "place"
    return "general"


@dataclass(frozen=True)
class Plan:
    """A question's route and the names of the answerers to ask, in order (the last always answers)."""

    route: Route
    answerers: tuple[str, ...]


class Router:
    """Plans each question: its route and its answerers."""

    def __init__(self, *, assess_min_chars: int = ASSESS_MIN_CHARS) -> None:
        self.assess_min_chars = assess_min_chars

    def plan(self, question: str, scope: QuestionScope, anchors: Sequence[Anchor]) -> Plan:
        route = choose_route(question, scope, anchors)
        graph = AdmissionsAnswerer.name if route == "admissions" else SpbeFactsAnswerer.name
        assess = (AssessmentAnswerer.name,) if self.is_assessment_request(question) else ()
        return Plan(route, (graph, *assess, PassageAnswerer.name))

    def is_assessment_request(self, question: str) -> bool:
        """"Assess this: <evidence>": an assessment verb and enough text to be evidence, not a question about levels."""
        return len(question) >= self.assess_min_chars and ASSESS_RE.search(question) is not None
