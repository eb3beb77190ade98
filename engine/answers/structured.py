"""Admissions answers: admissions questions answered from the graph's data rows.

Cutoff marks, closing ranks, fees and eligibility are computed by engine/answers/admissions/
and cite the CSV row they came from; nothing here is generated. This module only reads
the question's scope into a lookup and decides between answering and abstaining: a
community, program, institution or year the data does not have is an abstention that
says what is missing, never a guess. Questions about the admissions *process* (no
institution, program or marks) return None and go to passage retrieval.
"""

from __future__ import annotations

import re
from typing import Sequence

from loaders.link.word_frequency import zipf_frequency

from engine.answers import admissions
from engine.answers.base import AnswerCandidate, GraphAnswerer, QuestionContext
from engine.models import Anchor, QuestionScope
from graph.store import GraphStore
from loaders.link.vocabulary import ADMISSIONS_CONTEXT_RE

# "for the XYZ community", "XYZ category", "XYZ quota": a community named that may not exist.
COMMUNITY_WORD_RE = re.compile(r"\b([A-Za-z]{2,6})\s+(?:community|category|candidates?|students?)\b"
                               r"|\b(?:community|category)\s+(?:of\s+)?([A-Za-z]{2,6})\b")
# "Marine Engineering", "B.E. Aeronautical": a program named that may not be in the data.
PROGRAM_WORD_RE = re.compile(r"\b((?:[A-Z][a-z]+\s+){1,3}Engineering)\b|\bB\.?\s?(?:E|Tech)\.?\s+(?:in\s+)?"
                             r"((?:[A-Z][a-z]+\s*){1,3})")
# "IIT Madras", "NIT Trichy", "SRM Institute of Science and Technology": a college the data may not have.
INSTITUTION_WORD_RE = re.compile(r"\b(?:IIIT|IIT|NIT|SRM|VIT|Amrita)\b(?:\s+[A-Z][a-z]+)?|"
                                 r"\b(?:(?!(?:Did|Does|Do|Is|Was|What|Which|How|Can|The|And|For)\b)[A-Z][\w&'-]*"
                                 r"(?:\.(?=\S))?\s+){1,4}(?:College|Institute|University)\b"
                                 r"|\b(?:[a-z][\w&'-]*\s+){1,3}(?:college|institute)\b(?!\s+(?:of|code))")
COLLEGE_WORD_EXCLUDE = {"which", "what", "the", "a", "any", "my", "this", "that", "best", "good", "top", "government",
                        "private", "engineering", "other", "same", "your", "for", "in", "at", "of", "and", "cutoff",
                        "every", "each", "all", "some", "another", "one", "no", "nearby", "better", "different"}
# "cse cutoff at zorbatech": a word after "at"/"in" that is no English word and nothing the linker read.
AT_NAME_RE = re.compile(r"\b(?:at|in)\s+([A-Za-z][\w.'-]{2,})")
KNOWN_WORD_ZIPF = 3.0
NOT_A_COLLEGE = {"tnea", "tamilnadu", "tn", "counselling", "counseling", "rounds", "round", "govt", "aided", "total"}
OTHER_FEE_RE = re.compile(r"\b(?:hostel|mess|transport|bus|exam(?:ination)?|canteen|library)\s+fees?\b", re.IGNORECASE)
NOT_COMMUNITY = {"the", "my", "your", "which", "what", "each", "every", "this", "that", "a", "an", "for", "of",
                 "all", "other", "general", "same", "reserved", "backward", "scheduled", "most", "open"}


class AdmissionsAnswerer(GraphAnswerer):
    """Cutoffs, ranks, fees and eligibility computed from the admissions rows (the admissions route)."""

    name = "admissions"

    def compute(self, store: GraphStore, question: QuestionContext) -> AnswerCandidate | None:
        return admissions_answer(store, question.standalone, question.scope, question.anchors)


def admissions_answer(store: GraphStore, question: str, scope: QuestionScope,
                      anchors: Sequence[Anchor]) -> AnswerCandidate | None:
    """A computed answer or abstention for cutoff, fee and eligibility questions; None for the rest."""
    communities = [a.id.rsplit(":", 1)[1] for a in scope.of_kind("community")]
    named = sorted(a.id for a in scope.anchors if a.kind == "institution" and a.how != "ambiguous")
    program_anchors = [a for a in anchors if a.kind == "program"]
    programs = [a.id for a in program_anchors]
    # A branch named with no program at the named college (or with no college) is the branch itself
    # (``branch:CODE``; older links: every program of it): the named colleges, if any, are what was asked.
    branch_only = bool(programs) and all(a.how in ("branch-code", "branch", "not-offered") for a in program_anchors)
    institutions = named if branch_only else sorted(set(named) | {_institution_of(p) for p in programs})
    branches = sorted({p.rsplit(":", 1)[1] for p in programs}) or None
    unknown = _unknown_words(question, scope, programs)
    unsure = _unsure_college(scope, named)
    if unsure and (programs or communities or scope.wants):
        return _abstain([unsure], unsure)  # never widened to every college

    if scope.marks or "eligibility" in scope.wants and not (programs or institutions):
        return _eligibility(store, scope, communities, branches, unknown)
    if unknown:
        return _abstain(unknown, "; ".join(unknown))
    if "fee" in scope.wants and (programs or institutions):
        if OTHER_FEE_RE.search(question):
            reason = "the admissions data has tuition fees only (no hostel, mess, transport or exam fees)"
            return _abstain([reason], reason)
        return _fees(store, institutions, branches, scope.years)
    if (programs or institutions) and ("mark" in scope.wants or "rank" in scope.wants or communities or scope.years):
        return _cutoffs(store, institutions, branches, communities, scope.years)
    return None


def _cutoffs(store: GraphStore, institutions: list[str], branches: list[str] | None, communities: list[str],
             years: list[int]) -> AnswerCandidate:
    problems = admissions.check_known(store, communities or None, branches, institutions or None, years=years or None)
    rows = admissions.lookup_cutoffs(store, institution_ids=institutions or None, branch_codes=branches,
                                     communities=communities or None, years=years or None)
    if not rows:
        reason = "; ".join(problems) or "no cutoff row matches the question"
        return _abstain(problems or [reason], reason)
    text = admissions.format_cutoffs(rows, problems)
    explanation = "Computed from the admissions data rows cited (cutoff marks are out of 200; ranks are ranks)."
    if problems:
        explanation += " Part of what was asked is not in the data: " + "; ".join(problems)
    return AnswerCandidate.computed("warn" if problems else "answer", text, [r.citation() for r in rows], explanation)


def _fees(store: GraphStore, institutions: list[str], branches: list[str] | None,
          years: list[int]) -> AnswerCandidate:
    problems = admissions.check_known(store, None, branches, institutions or None, years=years or None, fees=True)
    rows = admissions.lookup_fees(store, institution_ids=institutions or None, branch_codes=branches,
                                  years=years or None)
    if not rows:
        reason = "; ".join(problems) or "no fee data for the programs asked"
        return _abstain(problems or [reason], reason)
    return AnswerCandidate.computed("warn" if problems else "answer", admissions.format_fees(rows, problems),
                                    [r.citation() for r in rows], "Fees as stored in the admissions data rows cited.")


def _eligibility(store: GraphStore, scope: QuestionScope, communities: list[str], branches: list[str] | None,
                 unknown: list[str]) -> AnswerCandidate:
    missing = [s for s in ("maths", "physics", "chemistry") if s not in scope.marks]
    if missing or not communities or unknown:
        need = [f"your {', '.join(missing)} mark{'s' if len(missing) > 1 else ''}"] if missing else []
        need += ["your community (OC, BC, BCM, MBC, SC, SCA or ST)"] if not communities and not unknown else []
        reason = "; ".join(unknown) if unknown else f"to compute eligibility I need {' and '.join(need)}"
        return _abstain([reason], reason)
    result = admissions.eligibility(store, maths=scope.marks["maths"], physics=scope.marks["physics"],
                                    chemistry=scope.marks["chemistry"], community=communities[0],
                                    year=scope.years[-1] if scope.years else None, branch_codes=branches)
    text = admissions.format_eligibility(result)
    if not result.known:
        return AnswerCandidate.computed("abstain", text, [], "; ".join(result.problems))
    return AnswerCandidate.computed(
        "answer", text, result.citations(),
        f"Cutoff computed with {result.formula.expression}; compared with each program's last closing cutoff.")


def _unknown_words(question: str, scope: QuestionScope, programs: list[str]) -> list[str]:
    """Communities, programs and colleges the question names that the data does not have."""
    problems = []
    if not scope.of_kind("institution"):
        read = [a.span for a in scope.anchors if a.span]
        for match in AT_NAME_RE.finditer(question):
            word = match.group(1)
            if zipf_frequency(word.lower(), "en") < KNOWN_WORD_ZIPF and not word.isdigit() and \
                    word.lower() not in NOT_A_COLLEGE and not ADMISSIONS_CONTEXT_RE.match(word) and \
                    not any(s < match.end(1) and match.start(1) < e for s, e in read):
                problems.append(f"college '{word}' is not one I recognise in the admissions data")
        for match in INSTITUTION_WORD_RE.finditer(question):
            words = match.group(0).split()
            while words[0].islower() and words[0] in COLLEGE_WORD_EXCLUDE:
                words.pop(0)  # "at xyz college" names "xyz college"
            if words[0].islower() and all(w in COLLEGE_WORD_EXCLUDE for w in words[:-1]):
                continue  # "which engineering college", "engineering college": no college named
            problems.append(f"institution '{' '.join(words)}' is not in the admissions data")
    known = {a.id.rsplit(":", 1)[1] for a in scope.of_kind("community")}
    for match in COMMUNITY_WORD_RE.finditer(question):
        word = (match.group(1) or match.group(2) or "")
        if word.lower() in NOT_COMMUNITY or word.upper() in known or not word.isupper():
            continue
        problems.append(f"community '{word}' is not in the data (known: OC, BC, BCM, MBC, SC, SCA, ST)")
    if not programs:
        for match in PROGRAM_WORD_RE.finditer(question):
            phrase = (match.group(1) or match.group(2) or "").strip()
            if phrase:
                problems.append(f"no program '{phrase}' is in the admissions data")
    return problems


def _unsure_college(scope: QuestionScope, named: list[str]) -> str | None:
    """A college the question names but does not pin down: a short name several colleges share (listed).
    Answering would widen the lookup to colleges nobody asked about."""
    for anchor in scope.of_kind("institution"):
        if anchor.how == "ambiguous" and not set(anchor.candidates) & set(named):
            return (f"'{anchor.surface or anchor.name}' names {len(anchor.candidates)} colleges — did you mean "
                    + " or ".join(_college(c) for c in anchor.candidates) + "?")
    return None  # a branch the named college lacks (``not-offered``) is looked up there and said by check_known


def _college(college_id: str) -> str:
    return f"college code {college_id.rsplit(':', 1)[1]}"


def _institution_of(program_id: str) -> str:
    return program_id.split(":program:", 1)[0]


def _abstain(problems: Sequence[str], reason: str) -> AnswerCandidate:
    """An abstention that says what the admissions data lacks (``reason`` is the explanation)."""
    return AnswerCandidate.computed("abstain", "I can't answer that from the admissions data: " + "; ".join(problems)
                                    + ".", [], reason)
