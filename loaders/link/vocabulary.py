"""The vocabulary linking reads: SPBE numbers, college codes, community codes and names, phrases.

Patterns only, no graph: the engine's scope detector reads questions with the same ones.
``community_codes`` decides which upper-case community codes really are codes (OC, BC, SC
and ST are everyday abbreviations too).
"""

from __future__ import annotations

import re
from typing import Iterable, Iterator, Sequence

from loaders.document import normalise
from loaders.link.confidences import COMMUNITY_RISKY, COMMUNITY_SAFE
from loaders.link.phrase_trie import literal, trie_pattern, units_of
from loaders.sources.admissions import COMMUNITIES

_ORDINAL = r"(?:ke\s*-?\s*|no\.?\s*|nomor\s*|number\s*|#\s*)?"
# "indikator 12", "indicator no. 12", and the short forms auditors type: "ind 12", "ind. 12", "indik 12"
INDICATOR_RE = re.compile(rf"\b(?:indikator|indicator|ind\.?|indi[ck])\s*{_ORDINAL}(\d{{1,2}})(?![\d.]\d)\b",
                          re.IGNORECASE)
ASPECT_RE = re.compile(rf"\b(?:aspek|aspect)\s*{_ORDINAL}(\d{{1,2}})\b", re.IGNORECASE)
DOMAIN_RE = re.compile(rf"\bdomain\s*{_ORDINAL}(\d{{1,2}})\b", re.IGNORECASE)
LEVEL_RE = re.compile(r"\b(?:(?:maturity\s+)?(?:level|lvl)|tingkat(?:\s+kematangan)?)\s*(?:ke\s*-?\s*)?([1-5])\b",
                      re.IGNORECASE)
COLLEGE_CODE_RE = re.compile(r"\b(?:tnea\s+)?(?:college|institution|institute)\s+code\s*(?:no\.?|number)?\s*[:#-]?\s*"
                             r"(\d{1,4})\b", re.IGNORECASE)
ADMISSIONS_CONTEXT_RE = re.compile(r"\b(?:TNEA|counsell?ing|cut-?\s?offs?|closing\s+rank|branch(?:es)?|"
                                   r"B\.\s?E\b|B\.\s?Tech|allotment|engineering\s+admissions?)", re.IGNORECASE)

SAFE_COMMUNITY_CODES = frozenset({"BCM", "MBC", "SCA"})
# An upper-case community code standing alone: not inside a word, an id ("BC-12"), a file
# name or a dotted abbreviation ("S.T."), and never followed by letters or digits. Longest
# codes first, so "BCM" is not read as "BC".
COMMUNITY_CODE_RE = re.compile(r"(?<![\w.&/-])(" + "|".join(sorted(COMMUNITIES, key=len, reverse=True))
                               + r")(?![\w&]|-\w|\.\w)")
COMMUNITY_CONTEXT_RE = re.compile(r"\b(?:communit(?:y|ies)|categor(?:y|ies)|castes?|reservations?|reserved|"
                                  r"quotas?|cut-?\s?offs?|closing\s+ranks?|TNEA|allotments?|seats?)\b", re.IGNORECASE)
COMMUNITY_CONTEXT_CHARS = 80
# A list of codes ("OC, BC, MBC and ST", "| SC | SCA | ST |"): separators between two codes.
LIST_GAP_RE = re.compile(r"^(?:[\s,/|;()&]|and\b|or\b|dan\b|atau\b)*$", re.IGNORECASE)
# "1st ST", "5TH ST": a street; "Columbia, SC": a state; "ST. LOUIS": a saint.
STREET_BEFORE_RE = re.compile(r"\b\d+(?:st|nd|rd|th)\s*$", re.IGNORECASE)
STATE_BEFORE_RE = re.compile(r"[A-Z][a-z]+,\s*$")
SAINT_AFTER_RE = re.compile(r"\.\s*[A-Z]")
# English and Indonesian variants of the community names (the graph holds the official ones).
COMMUNITY_PHRASES: dict[str, str] = {
    r"most\s+backward\s+class(?:es)?": "MBC",
    r"denotified\s+communit(?:y|ies)": "MBC",
    r"backward\s+class(?:es)?\s*\(?\s*muslims?\s*\)?": "BCM",
    r"backward\s+class(?:es)?": "BC",
    r"scheduled\s+castes?\s*\(?\s*arunthathiyars?\s*\)?": "SCA",
    r"arunthathiyars?": "SCA",
    r"scheduled\s+castes?": "SC",
    r"scheduled\s+tribes?": "ST",
    r"open\s+competition": "OC",
}


SPACE = "<space>"  # the trie unit between a phrase's words: any run of whitespace in the text


def phrase_regex(phrases: Iterable[str]) -> re.Pattern[str] | None:
    """Case-insensitive whole-phrase matcher, longest phrase first, any whitespace between words (a trie:
    ``phrase_trie``).

    >>> phrase_regex(["Layanan Pusat Data", "Kebijakan Internal Layanan Pusat Data"]).findall(
    ...     "tentang kebijakan internal layanan  pusat data")
    ['kebijakan internal layanan  pusat data']
    """
    unique = {normalise(p) for p in phrases if p and p.strip()}
    body = trie_pattern((units_of(phrase.split(" "), SPACE) for phrase in unique),
                        lambda unit: r"\s+" if unit == SPACE else literal(unit))
    return re.compile(r"(?<!\w)(?:" + body + r")(?!\w)", re.IGNORECASE) if body is not None else None


def name_key(text: str) -> str:
    """A name as the target tables key it: normalised, lower case."""
    return normalise(text).lower()


def phrases_in(pattern: re.Pattern[str] | None, text: str) -> list[str]:
    """The keys (:func:`name_key`) of every phrase of ``pattern`` found in ``text``."""
    return [name_key(m.group(0)) for m in pattern.finditer(text)] if pattern and text else []


def community_codes(text: str) -> Iterator[tuple[str, float]]:
    """(code, confidence) for every community code that really is one.

    BCM, MBC and SCA are distinctive: any upper-case standalone occurrence counts. OC, BC,
    SC and ST are also English abbreviations (street, saint, South Carolina, BC dates):
    they count only in a list of community codes ("OC, BC, MBC, SC and ST", a table row),
    or with a community word within 80 characters ("community", "category", "cutoff",
    "quota", "reservation", ...), and never as a street ("1st ST"), a state after a town
    ("Columbia, SC") or a saint ("ST. LOUIS").

    >>> [c for c, _ in community_codes("Cutoffs for OC, BC and ST candidates")]
    ['OC', 'BC', 'ST']
    >>> list(community_codes("The office on 1st ST near St. Louis moved to Columbia, SC."))
    []
    """
    for match, confidence in community_code_matches(text):
        yield match.group(1), confidence


def community_code_matches(text: str) -> Iterator[tuple[re.Match[str], float]]:
    """(match, confidence) for every community code that really is one (``community_codes`` says which)."""
    matches = list(COMMUNITY_CODE_RE.finditer(text))
    listed = _in_code_list(matches, text)
    for index, match in enumerate(matches):
        code = match.group(1)
        if code in SAFE_COMMUNITY_CODES:
            yield match, COMMUNITY_SAFE
        elif index in listed or (_plausible(match, text) and _community_context(match, text)):
            yield match, COMMUNITY_RISKY


def _in_code_list(matches: Sequence[re.Match[str]], text: str) -> set[int]:
    """Indexes of codes adjacent to another code with only separators between them."""
    listed: set[int] = set()
    for i in range(len(matches) - 1):
        a, b = matches[i], matches[i + 1]
        if a.group(1) != b.group(1) and LIST_GAP_RE.match(text[a.end():b.start()]):
            listed.update((i, i + 1))
    return listed


def _plausible(match: re.Match[str], text: str) -> bool:
    before, after = text[max(0, match.start() - 12):match.start()], text[match.end():match.end() + 3]
    if match.group(1) == "ST" and (STREET_BEFORE_RE.search(before) or SAINT_AFTER_RE.match(after)):
        return False
    return not STATE_BEFORE_RE.search(before)


def _community_context(match: re.Match[str], text: str) -> bool:
    window = text[max(0, match.start() - COMMUNITY_CONTEXT_CHARS):match.end() + COMMUNITY_CONTEXT_CHARS]
    return COMMUNITY_CONTEXT_RE.search(window) is not None
