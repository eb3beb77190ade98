"""Stage 6, routing: which kind of answer a question needs, from what scope detection found.

* admissions — a TNEA institution, program or community, marks, or admissions words: cutoffs,
  ranks, fees and eligibility are computed from the graph's data rows (engine/answers/admissions.py);
* audit — an SPBE indicator/aspect/domain together with maturity-level words: level criteria
  and evidence (engine/answers/audit.py for evidence text);
* place — a place named: place-dependent guidance, where answer/warn/abstain matters most;
* general — everything else: plain retrieval over all passages.
The route is part of every answer, so a wrong one is visible.
"""

from __future__ import annotations

from typing import Sequence

import re

from engine.models import Anchor, QuestionScope, Route

# Admissions words in a question. Narrower than the ingest linker's context rule: "branches" alone
# is as often a tree's ("How far should branches be from a chimney?").
ADMISSIONS_WORDS_RE = re.compile(r"\b(?:TNEA|counsell?ing|cut-?\s?offs?|closing\s+ranks?|allotments?|B\.\s?E\b|"
                                 r"B\.\s?Tech|engineering\s+admissions?)", re.IGNORECASE)

ADMISSIONS_KINDS = ("institution", "program", "community", "cutoff")
SPBE_KINDS = ("indicator", "aspect", "domain", "level")


def choose_route(question: str, scope: QuestionScope, anchors: Sequence[Anchor]) -> Route:
    kinds = {a.kind for a in anchors} | {a.kind for a in scope.anchors}
    if kinds & set(ADMISSIONS_KINDS) or scope.marks or ADMISSIONS_WORDS_RE.search(question):
        return "admissions"
    if kinds & set(SPBE_KINDS) and ("level" in scope.wants or scope.levels):
        return "audit"
    if "place" in kinds:
        return "place"
    return "general"
