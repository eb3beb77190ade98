"""Admissions linking: institutions, programs and communities named in a chunk or a question.

Colleges by name, short form, acronym, town or "college code N" (``institution_mentions``); branches by
name, synonym or code (``branch_forms``) -> the program of the college in scope — the first of the
branch's codes it offers, so "CSE" at a college with only the self-supporting CSE is that one; a branch
the named college does not offer links no program (a question says so: ``branch:CODE`` "not-offered").
With no college in scope a question links the branch itself (``branch:CODE``), a passage every program
of the branch (0.5). Communities: ``admission_communities``. Every link has its span, surface and reason;
a form several colleges share is one ambiguous link listing them. Confidences: ``confidences``; why:
docs/linking.md.
"""

from __future__ import annotations

import re
from typing import Container, Sequence

from loaders.document import Link
from loaders.link.admission_communities import community_mentions
from loaders.link.confidences import BRANCH_ONLY, CODE, PROGRAM_ONE, PROGRAM_SOME
from loaders.link.institution_forms import common_word
from loaders.link.institution_mentions import AMBIGUOUS_CONFIDENCE, InstitutionFinder, InstitutionMention
from loaders.link.targets import AdmissionTargets
from loaders.link.text import LinkText, for_linking
from loaders.link.vocabulary import ADMISSIONS_CONTEXT_RE, COLLEGE_CODE_RE, name_key

BRANCH_NAMED = 0.7  # a question's branch with no college: the branch itself
BRANCHES_NAMED, BRANCHES_LISTED = 2, 3  # branches named in full / at all that make a text a list of programs
NOT_OFFERED = 0.6
QUESTION_CONTEXT_RE = re.compile(r"\b(?:colleges?|cut-?\s?offs?|ranks?|seats?|admissions?|courses?|dept|department|"
                                 r"marks?|fees?|placements?|community|quota|tnea|counsell?ing|engineering|b\.?\s?e)\b",
                                 re.IGNORECASE)


class AdmissionLinker:
    """The admissions rules over the targets read from the graph."""

    def __init__(self, targets: AdmissionTargets) -> None:
        self.targets = targets
        forms = targets.institution_forms
        self.finder = InstitutionFinder(forms, targets.institution_re, targets.institution_place_re)

    def context(self, text: str) -> bool:
        """Whether ``text`` is about admissions (bare branch codes like "IT", "ME" count only then): admissions
        words, or a list of programs — two branches named in full ("Fashion Technology, Textile Technology")
        or three named at all ("Aeronautical, Automobile, Production")."""
        if ADMISSIONS_CONTEXT_RE.search(text) is not None:
            return True
        pattern, forms = self.targets.branch_phrase_re, self.targets.branch_forms
        if pattern is None:
            return False
        named: dict[str, str] = {}
        for match in pattern.finditer(text):
            key = name_key(match.group(0))
            named.setdefault(forms.bases[key], forms.kinds[key])
        return len(named) >= BRANCHES_LISTED or list(named.values()).count("name") >= BRANCHES_NAMED

    def links(self, text: str, doc_institutions: set[str], admissions_context: bool, *,
              question: bool = False) -> list[Link]:
        """Links of one chunk's text or of a question (``question``); the document's institutions and
        context decide bare branch names."""
        folded = for_linking(text)
        context = admissions_context or question and self._question_context(folded.text)
        every = self.mentions(folded.text, question=question, context=context)
        colleges = [m for m in every if m.ids]  # an unresolved name only keeps its words from other readings
        links = [_link(folded, m.ids, m.how, m.confidence, m.reason, (m.start, m.end)) for m in colleges]
        named = {m.ids[0] for m in colleges if len(m.ids) == 1}
        shared = [m for m in colleges if len(m.ids) > 1]
        in_scope = named or doc_institutions
        for start, end, codes in self._branches(folded.text, context or bool(colleges), question, colleges):
            beside = _beside(folded.text, start, end, [m for m in colleges if len(m.ids) == 1])
            links += self._programs(folded, (start, end), codes, beside or in_scope, shared, question)
        links += [_link(folded, (self.targets.communities[m.code],), m.how, m.confidence, m.reason, (m.start, m.end))
                  for m in community_mentions(self.targets, folded.text, question=question,
                                              taken=[(m.start, m.end) for m in every])]
        return links

    def _question_context(self, text: str) -> bool:
        """An admissions question: admissions words, or a branch named ("Is Kumaraguru good for ECE?")."""
        branch = self.targets.branch_phrase_re
        return QUESTION_CONTEXT_RE.search(text) is not None or bool(branch and branch.search(text))

    def mentions(self, text: str, *, question: bool = False, context: bool = False) -> list[InstitutionMention]:
        """Colleges named in ``text`` (already folded), with "college code N"."""
        found = self.finder.find(text, question=question, context=context)
        for match in COLLEGE_CODE_RE.finditer(text):
            node_id = self.targets.institutions.get(str(int(match.group(1))))
            if node_id and all(match.end() <= m.start or match.start() >= m.end for m in found):
                found.append(InstitutionMention(*match.span(), (node_id,), "code", CODE,
                                                f"college code {int(match.group(1))}"))
        return found

    def institutions(self, text: str, *, context: bool = False) -> dict[str, tuple[str, float]]:
        """Institution id -> (how, confidence) for the colleges ``text`` names without ambiguity (``context``: the
        text is about admissions, so short forms such as "KCT" count)."""
        return {m.ids[0]: (m.how, m.confidence) for m in self.mentions(for_linking(text).text, context=context)
                if len(m.ids) == 1}

    def _branches(self, text: str, context: bool, question: bool,
                  colleges: Sequence[InstitutionMention] = ()) -> list[tuple[int, int, list[str]]]:
        """(start, end, codes regular first) of every branch named; in a question, a branch code typed lower
        case right after a college ("ssn it", "mit me") is that branch too (elsewhere "it" is the pronoun)."""
        forms, found = self.targets.branch_forms, []
        for match in self.targets.branch_phrase_re.finditer(text) if self.targets.branch_phrase_re else ():
            key, surface = name_key(match.group(0)), match.group(0)
            kind = forms.kinds[key]
            if kind == "short" and " " not in key and not context or kind == "short" and key in CONTEXT_PHRASES \
                    and not context:
                continue  # "mechanical", "civil", "computer science": branches only where admissions are the topic
            if kind == "initials" and not (surface.isupper() or question and not common_word(key)) and \
                    not (question and context):
                continue  # "ice", "pet": words; "CSE", "cse?" in a question: the branch
            codes, end = forms.codes[forms.bases[key]], match.end()
            variant = SELF_SUPPORTING.match(text, end)
            if variant and forms.codes.get(f"{forms.bases[key]} (ss)"):  # "cse (ss)": the self-supporting code
                codes, end = forms.codes[f"{forms.bases[key]} (ss)"], variant.end()
            found.append((match.start(), end, codes))
        if self.targets.branch_code_re:
            for match in self.targets.branch_code_re.finditer(text):
                base, needs_context = self.targets.branch_codes[match.group(1)]
                if (context or not needs_context) and all(match.end() <= s or match.start() >= e for s, e, _ in found):
                    found.append((*match.span(), forms.codes[base]))
        for start, end, code in lower_case_codes(text, [m.end for m in colleges], self.targets.branch_codes) \
                if question else ():
            if all(end <= s or start >= e for s, e, _ in found):
                found.append((start, end, forms.codes[self.targets.branch_codes[code][0]]))
        return found

    def _programs(self, folded: LinkText, span: tuple[int, int], codes: list[str], in_scope: set[str],
                  shared: list[InstitutionMention], question: bool) -> list[Link]:
        offered = [c for c in codes if c in self.targets.programs]
        if not offered:
            return []
        surface = folded.text[span[0]:span[1]]
        if in_scope:
            at = {college: p for college in sorted(in_scope) if (p := self._program_at(college, offered))}
            if at:
                confidence = PROGRAM_ONE if len(in_scope) == 1 else PROGRAM_SOME
                return [_link(folded, (p,), "program", confidence, f"'{surface}' at {college}", span)
                        for college, p in at.items()]
            if not question:
                return []
            return [_link(folded, (f"branch:{offered[0]}",), "not-offered", NOT_OFFERED,
                          f"'{surface}' is not offered at {', '.join(sorted(in_scope))}", span)]
        if shared:  # "PSG CSE": the branch at each college the ambiguous name may be
            programs = list(dict.fromkeys(p for m in shared for college in m.ids
                                          if (p := self._program_at(college, offered))))
            if len(programs) > 1:
                return [_link(folded, tuple(programs), "ambiguous", AMBIGUOUS_CONFIDENCE,
                              f"'{surface}' at one of {len(programs)} colleges the question does not choose", span)]
            if programs:
                return [_link(folded, tuple(programs), "program", PROGRAM_SOME, f"'{surface}' at the one college "
                              "of the ambiguous name that offers it", span)]
        if question:
            return [_link(folded, (f"branch:{offered[0]}",), "branch", BRANCH_NAMED,
                          f"'{surface}' is branch {offered[0]}; no college named", span)]
        return [_link(folded, (p,), "branch-code", BRANCH_ONLY, f"'{surface}' with no college in scope", span)
                for p in sorted(self.targets.programs[offered[0]].values())]

    def _program_at(self, college: str, codes: list[str]) -> str | None:
        """The program of the first of ``codes`` (regular first) that ``college`` offers."""
        return next((self.targets.programs[c][college] for c in codes if college in self.targets.programs[c]), None)


LOWER_CODE_AFTER = re.compile(r"\s+([a-z]{2})(?![\w&]|-\w)")  # "ssn it", "skcet it": a code right after a college
# "it colleges", "it branch": a code right before a word only a branch qualifies ("me" stays "give me colleges",
# "is it", "take it" stay the pronoun)
LOWER_CODE_BEFORE = re.compile(r"(?<![\w.&/-])(?<!\bis )(?<!\bwas )(?<!\bdo )(?<!\bget )(?<!\btake )([a-z]{2})\s+"
                               r"(?=(?:colleges|branch|dept|department)\b)")
PRONOUNS = {"me"}


def lower_case_codes(text: str, college_ends: Sequence[int], codes: Container[str]) -> list[tuple[int, int, str]]:
    """(start, end, CODE) of the branch codes a question types in lower case where only a branch fits: right after
    a college ("ssn it") or right before "colleges" / "branch" ("it colleges in kovai")."""
    found = []
    for end in college_ends:
        after = LOWER_CODE_AFTER.match(text, end)
        if after and after.group(1).upper() in codes:
            found.append((*after.span(1), after.group(1).upper()))
    for match in LOWER_CODE_BEFORE.finditer(text):
        if match.group(1).upper() in codes and match.group(1) not in PRONOUNS and \
                all(match.start(1) != start for start, _, _ in found):
            found.append((*match.span(1), match.group(1).upper()))
    return found
SELF_SUPPORTING = re.compile(r"\s*(?:\(\s*ss\s*\)|-?\s*ss\b|\(?\s*self[-\s]?supporting\s*\)?)", re.IGNORECASE)
BEFORE_GAP = re.compile(r"^[\s:–-]*$")  # "CEG CSE", "MIT - IT"
AFTER_GAP = re.compile(r"^\s*(?:at|in|of|@|,)?\s*(?:the\s+)?$", re.IGNORECASE)  # "CSE at CEG", "ECE in PSG Tech"


def _beside(text: str, start: int, end: int, colleges: list[InstitutionMention]) -> set[str]:
    """The college written right before or after a branch, when a text names several ("CEG CSE, MIT IT")."""
    if len({m.ids[0] for m in colleges}) < 2:
        return set()
    before = [m for m in colleges if m.end <= start and BEFORE_GAP.match(text[m.end:start])]
    after = [m for m in colleges if m.start >= end and AFTER_GAP.match(text[end:m.start])]
    return {m.ids[0] for m in before or after}


CONTEXT_PHRASES = {"computer science", "electronics and communication", "electrical and electronics"}


def _link(folded: LinkText, ids: tuple[str, ...], how: str, confidence: float, reason: str,
          span: tuple[int, int]) -> Link:
    start, end = folded.span(*span)
    return Link(ids[0], how, confidence, span=(start, end), surface=folded.text[span[0]:span[1]],
                candidates=ids if len(ids) > 1 else (), reason=reason)
