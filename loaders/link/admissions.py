"""Admissions linking: institutions, programs and communities named in a chunk or a question.

Institution names and "college code N"; program names, aliases and branch codes -> the program of
the institution in scope, else every program of that branch (0.5); community codes as upper-case
whole words, the risky ones (OC, BC, SC, ST) only in a community context. Confidences:
``confidences``; why: docs/linking.md.
"""

from __future__ import annotations

from loaders.document import Link
from loaders.link.confidences import BRANCH_ONLY, CODE, COMMUNITY_SAFE, PROGRAM_ONE, PROGRAM_SOME
from loaders.link.targets import AdmissionTargets
from loaders.link.vocabulary import ADMISSIONS_CONTEXT_RE, COLLEGE_CODE_RE, community_codes, phrases_in


class AdmissionLinker:
    """The admissions rules over the targets read from the graph."""

    def __init__(self, targets: AdmissionTargets) -> None:
        self.targets = targets

    def context(self, text: str) -> bool:
        """Whether ``text`` is about admissions (bare branch codes like "IT", "ME" count only then)."""
        return ADMISSIONS_CONTEXT_RE.search(text) is not None


    def links(self, text: str, doc_institutions: set[str], admissions_context: bool, *,
              question: bool = False) -> list[Link]:
        """Links of one chunk's text or of a question (``question``); the document's institutions and
        context decide bare branch names."""
        institutions = self.institutions(text)
        links = [Link(node_id, how, conf) for node_id, (how, conf) in institutions.items()]
        in_scope = set(institutions) or doc_institutions
        for branch in self._branches(text, admissions_context):
            links += self._programs(branch, in_scope)
        links += self._communities(text)
        return links

    def institutions(self, text: str) -> dict[str, tuple[str, float]]:
        """Institution id -> (how, confidence) for names and "college code N" in ``text``."""
        found: dict[str, tuple[str, float]] = {}
        for key in phrases_in(self.targets.institution_re, text):
            node_id, confidence = self.targets.institution_names[key]
            if confidence > found.get(node_id, ("", 0.0))[1]:
                found[node_id] = ("name", confidence)
        for match in COLLEGE_CODE_RE.finditer(text):
            node_id = self.targets.institutions.get(str(int(match.group(1))))
            if node_id and CODE > found.get(node_id, ("", 0.0))[1]:
                found[node_id] = ("code", CODE)
        return found

    def _branches(self, text: str, context: bool) -> set[str]:
        """Branch codes named by program name, alias phrase or upper-case code."""
        branches = set()
        for key in phrases_in(self.targets.branch_phrase_re, text):
            branch, needs_context = self.targets.branch_phrases[key]
            if context or not needs_context:
                branches.add(branch)
        if self.targets.branch_code_re:
            for match in self.targets.branch_code_re.finditer(text):
                branch, needs_context = self.targets.branch_codes[match.group(1)]
                if context or not needs_context:
                    branches.add(branch)
        return branches

    def _programs(self, branch: str, institutions: set[str]) -> list[Link]:
        """The branch's program at the institutions in scope, else at every institution (0.5)."""
        offered = self.targets.programs.get(branch, {})
        at = [offered[i] for i in sorted(institutions) if i in offered]
        if at:
            confidence = PROGRAM_ONE if len(institutions) == 1 else PROGRAM_SOME
            return [Link(p, "program", confidence) for p in at]
        return [Link(p, "branch-code", BRANCH_ONLY) for p in sorted(offered.values())]

    def _communities(self, text: str) -> list[Link]:
        codes: dict[str, tuple[str, float]] = {}
        for code in self._community_names(text):
            codes[code] = ("name", COMMUNITY_SAFE)
        for code, confidence in community_codes(text):
            if code not in codes or confidence > codes[code][1]:
                codes[code] = ("community-code", confidence)
        return [Link(self.targets.communities[c], how, conf) for c, (how, conf) in codes.items()
                if c in self.targets.communities]

    def _community_names(self, text: str) -> set[str]:
        found = {self.targets.community_names[k] for k in phrases_in(self.targets.community_name_re, text)}
        taken: list[tuple[int, int]] = []
        for pattern, code in self.targets.community_variant_res:  # ordered most specific first
            for match in pattern.finditer(text):
                if all(match.end() <= s or match.start() >= e for s, e in taken):
                    found.add(code)
                    taken.append(match.span())
        return found
