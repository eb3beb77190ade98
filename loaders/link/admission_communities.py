"""Community mentions with their spans: codes, official names, English variants, and what questions add.

Passages: upper-case codes (``vocabulary.community_code_matches`` decides when OC, BC, SC and ST are
codes), official names and their variants ("Backward Class Muslims"). Questions are typed: "bc muslim",
"BC (M)", "mbc/dnc" and lower-case codes ("cutoff for mbc") count too; "oc", "bc", "sc" and "st" in lower
case only in a short follow-up or next to admissions words ("and for sc?", "sc cutoff"). A qualified code
is one community: "BC muslim" is BCM and never also BC.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterator

from loaders.link.confidences import COMMUNITY_RISKY, COMMUNITY_SAFE
from loaders.link.targets import AdmissionTargets
from loaders.link.vocabulary import community_code_matches, name_key

# "BC Muslim", "BC (Muslims)", "BC-M", "BC(M)": the Muslim share of BC; "MBC/DNC", "MBC & DNC": MBC.
QUALIFIED = [
    (re.compile(r"(?<![\w.])B\.?C\.?\s*(?:\(\s*|-\s*)?muslims?(?:\s*\))?(?!\w)", re.IGNORECASE), "BCM"),
    (re.compile(r"(?<![\w.])BC\s*(?:\(\s*M\s*\)|-\s*M)(?!\w)", re.IGNORECASE), "BCM"),
    (re.compile(r"(?<![\w.])MBC\s*(?:/|&|and|-|\()\s*DNCs?\)?(?!\w)", re.IGNORECASE), "MBC"),
]
LOWER_CODE = re.compile(r"(?<![\w.])(bcm|mbc|sca|oc|bc|sc|st)(?!\w|\.\w)", re.IGNORECASE)
DISTINCT_CODES = {"bcm", "mbc", "sca"}  # no English word: a community in any admissions question
LOWER_CONTEXT = re.compile(r"\b(?:cut-?\s?offs?|marks?|ranks?|communit(?:y|ies)|categor(?:y|ies)|quotas?|"
                           r"seats?|candidates?|students?|tnea|counsell?ing|reservation)\b", re.IGNORECASE)
SHORT_QUESTION_WORDS = 6


@dataclass(frozen=True)
class CommunityMention:
    code: str
    start: int
    end: int
    how: str
    confidence: float
    reason: str


def community_mentions(targets: AdmissionTargets, text: str, *, question: bool,
                       taken: list[tuple[int, int]] = ()) -> list[CommunityMention]:
    """Every community named in ``text``, longest reading first, no two overlapping, none inside ``taken``
    (the words of a college: "St" in "St Joseph's" is no Scheduled Tribe)."""
    found: list[CommunityMention] = []

    def free(start: int, end: int) -> bool:
        return all(end <= s or start >= e for s, e in taken) and all(end <= m.start or start >= m.end for m in found)

    def add(code: str, match: re.Match[str], how: str, confidence: float, reason: str, group: int = 0) -> None:
        start, end = match.span(group)
        if code in targets.communities and free(start, end):
            found.append(CommunityMention(code, start, end, how, confidence, reason))

    for pattern, code in QUALIFIED:
        for match in pattern.finditer(text):
            if question or match.group(0)[:2].isupper():
                add(code, match, "community-name", COMMUNITY_SAFE, f"'{match.group(0)}' is written for {code}")
    if targets.community_name_re:
        for match in targets.community_name_re.finditer(text):
            code = targets.community_names[name_key(match.group(0))]
            add(code, match, "community-name", COMMUNITY_SAFE, f"the official name of {code}")
    for pattern, code in targets.community_variant_res:  # ordered most specific first
        for match in pattern.finditer(text):
            add(code, match, "community-name", COMMUNITY_SAFE, f"a name of {code}")
    for match, confidence in community_code_matches(text):
        add(match.group(1), match, "community-code", confidence, "an upper-case community code", 1)
    if question:
        for match in _lower_codes(text):
            add(match.group(1).upper(), match, "community-code", COMMUNITY_RISKY,
                "a community code in an admissions question", 1)
    return sorted(found, key=lambda m: m.start)


def _lower_codes(text: str) -> Iterator[re.Match[str]]:
    short = len(text.split()) <= SHORT_QUESTION_WORDS or LOWER_CONTEXT.search(text) is not None
    for match in LOWER_CODE.finditer(text):
        if match.group(1) in DISTINCT_CODES or short:
            yield match
