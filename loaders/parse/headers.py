"""Header rules for PDF and plain text: which lines are headings, and at what level.

Markdown and HTML mark their headings up; PDF and text only show them by how a line reads.
One rule per kind of heading. A heading at level L closes every open heading at level >= L,
then opens itself, so "Indikator 13" replaces "Indikator 12", "Aspek 3" closes the
indicators of aspect 2, and "BAB V" closes everything.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

MAX_HEADER_CHARS = 120


@dataclass(frozen=True)
class HeaderRule:
    """A line matching ``pattern`` (whole line, stripped) is a heading at ``level``.

    ``per_depth`` adds one level per extra dotted component ("1.2.3" is two deeper than "1").
    """

    name: str
    pattern: re.Pattern[str]
    level: int
    per_depth: bool = False

    def level_of(self, match: re.Match[str]) -> int:
        if not self.per_depth:
            return self.level
        return self.level + match.group("num").rstrip(".").count(".")


def _rule(name: str, pattern: str, level: int, per_depth: bool = False) -> HeaderRule:
    return HeaderRule(name, re.compile(pattern), level, per_depth)


# Optional title after the number; it starts with a capital, so "Domain 2 merupakan ..." stays a sentence.
_TITLE = r"(?:\s*[.:\-\u2013\u2014]?\s+[A-Z0-9(\"'].*)?$"
_CAPS = r"(?=.*[A-Z]{2})[A-Z0-9][A-Z0-9 ,&/()\-\u2013]*[A-Z)]$"

HEADER_RULES: tuple[HeaderRule, ...] = (
    _rule("bab", r"^(?:BAB|Bab)\s+(?:[IVXLC]+|\d{1,2})\b" + _TITLE, 1),
    _rule("domain", r"^(?:DOMAIN|Domain)\s+\d{1,2}\b" + _TITLE, 2),
    _rule("aspek", r"^(?:ASPEK|Aspek)\s+\d{1,2}\b" + _TITLE, 3),
    _rule("indikator", r"^(?:INDIKATOR|Indikator)\s+\d{1,3}\b" + _TITLE, 4),
    # "1 Pendahuluan", "1.2 Latar Belakang", "2.3.1. Ruang Lingkup" (not "1. item": lists use that);
    # a title ending in "." or holding ";" "," "_" reads as a sentence or code, not a heading.
    _rule("numbered", r"^(?P<num>\d{1,2}(?:\.\d{1,2})+\.?|\d{1,2})\s+[A-Z][^;,_]{0,80}[^.;,_\s]$", 5,
          per_depth=True),
    # Short ALL-CAPS lines ("PENDAHULUAN", "KETENTUAN UMUM"): the innermost level, so any numbered
    # or keyword heading closes them. Needs 2+ words or 8+ letters so a lone "SPBE" stays text.
    _rule("caps", r"^(?=\S+\s+\S|[A-Z]{8})" + _CAPS, 20),
)


_TOC_LEADER = re.compile(r"(?:\.\s?){4,}|\u2026")  # "Pendahuluan ........ 1": a table-of-contents entry


def match_header(line: str) -> tuple[int, str] | None:
    """``(level, title)`` if ``line`` is a heading by :data:`HEADER_RULES`, else ``None``."""
    text = " ".join(line.split())
    if not text or len(text) > MAX_HEADER_CHARS or text.endswith((",", ";")) or _TOC_LEADER.search(text):
        return None
    for rule in HEADER_RULES:
        match = rule.pattern.match(text)
        if match:
            return rule.level_of(match), text
    return None
