"""Composing without an LLM: an extractive answer built from the top parents' own sentences.

Nothing is paraphrased, so nothing can be invented: the answer quotes the sentences of
the best passages that share the most words with the question, in their original order,
and cites each passage it quotes (document, page, table, header path, chunk id).
Instructions written inside a document stay quoted text; nothing here acts on them.
"""

from __future__ import annotations

import math
import re
from functools import lru_cache
from typing import Sequence

from engine.pipeline.corpus import tokenize
from engine.models import Citation, Evidence, page_label

SENTENCE_RE = re.compile(r"(?<=[.!?;:])\s+(?=[A-Z0-9\"'(\[*])")
# A full stop that ends an abbreviation, not the sentence: a title or "St." before a name ("St. Paul", "Mt. Hood"),
# a run of initials ("the U.S. Forest Service"; one capital may end a sentence: "Zone C and Zone D."), or a time
# of day before a date, a day or a number ("as of 5 p.m. April 23", "8 a.m. Monday"); "until 10 a.m. Residents
# may ..." still ends there.
TITLE_END = re.compile(r"(?:\b(?:St|Ste|Mt|Ft|Dr|Mr|Mrs|Ms|No|Nos|Gov|Sen|Rep|Jr|Sr|Co|Corp|Inc|vs|approx)\.|(?<![\w.])[A-Z]\.(?:[A-Z]\.)+)$")
TIME_END = re.compile(r"\b[ap]\.m\.$", re.IGNORECASE)
CONTINUES_TIME = re.compile(r"(?:%s)\b|\d" % "|".join(
    ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
     "November", "December", "Jan", "Feb", "Mar", "Apr", "Jun", "Jul", "Aug", "Sept?", "Oct", "Nov", "Dec",
     "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday", "Mon", "Tue", "Wed", "Thu", "Fri",
     "Sat", "Sun"]))
ABBREVIATION_WINDOW = 16  # characters: longer than any title or time TITLE_END and TIME_END end with
INITIALS_TAIL = re.compile(r"\.?(?:[A-Z]\.)*")  # the window inside a longer run of initials
LIST_ITEM_RE = re.compile(r"^\s*(?:[-*+]|\d+[.)]|\|)\s")
MAX_SENTENCES = 3
MAX_CHARS = 900
LIST_ITEMS = 8  # list items quoted after a sentence that introduces them
LIST_ITEM_CHARS = 300  # a list item up to this long is one sentence
# A web address in a sentence ("Paraphrased from https://city.gov/lawn-watering-restrictions") is no statement:
# its words do not make the sentence share the question's.
URL_RE = re.compile(r"\bhttps?://\S+|\bwww\.\S+")


def units(text: str, heading: str | None = None) -> list[str]:
    """Paragraphs and list items of a passage with wrapped lines joined; the heading line dropped."""
    found = []
    for paragraph in re.split(r"\n\s*\n", text):
        current: list[str] = []
        for line in paragraph.splitlines():
            if LIST_ITEM_RE.match(line) and current:
                found.append(" ".join(current))
                current = []
            current.append(line.strip())
        if current:
            found.append(" ".join(current))
    return [u for u in found if u and u != heading and not u.startswith("#") and not re.fullmatch(r"[|\s:-]+", u)]


def sentences(text: str, heading: str | None = None) -> list[str]:
    """Sentences of a passage, in order (a table row or a short list item is one sentence: "- Addresses ending
    in 21 through 50: Monday and Friday." split at its colon would part the question's words from the answer)."""
    return list(_sentences(text, heading))


@lru_cache(maxsize=1024)
def _sentences(text: str, heading: str | None) -> tuple[str, ...]:
    """``sentences``, kept by passage: answerability reads a passage's sentences, then composing quotes the same
    passage, and the same passages come back question after question (splitting was ~0.5 ms a passage)."""
    return tuple(s.strip() for unit in units(text, heading) for s in
                 ([unit] if unit.startswith("|") or LIST_ITEM_RE.match(unit) and len(unit) <= LIST_ITEM_CHARS
                  else _split(unit)) if s.strip())


def _split(unit: str) -> list[str]:
    """``unit`` cut at its sentence ends (``SENTENCE_RE``), except after an abbreviation (``TITLE_END``, ``TIME_END``)."""
    parts, start = [], 0
    for match in SENTENCE_RE.finditer(unit):
        if _abbreviation_ends(unit, start, match.start()) and \
                (TITLE_END.search(unit[start:match.start()]) or TIME_END.search(unit[start:match.start()])
                 and CONTINUES_TIME.match(unit, match.end())):
            continue
        parts.append(unit[start:match.start()])
        start = match.end()
    parts.append(unit[start:])
    return parts


def _abbreviation_ends(unit: str, start: int, end: int) -> bool:
    """Whether ``unit[start:end]`` may end with an abbreviation (``TITLE_END`` or ``TIME_END``): a cheap look at its
    last ``ABBREVIATION_WINDOW`` characters, so the whole sentence is searched only then. Exact: both end in a full
    stop; a title or a time is shorter than the window, and the look sees the characters before the window as
    the whole search does; only a run of initials may start before it, and then the window is all initials.
    (Searching every sentence from its start was half the time of splitting a passage.)"""
    if unit[end - 1:end] != ".":
        return False
    low = max(start, end - ABBREVIATION_WINDOW)
    return bool(TITLE_END.search(unit, low, end) or TIME_END.search(unit, low, end)
                or low > start and INITIALS_TAIL.fullmatch(unit, low, end))


def extract(question: str, evidence: Sequence[Evidence], *, sources: int = 2) -> tuple[str, list[Citation]]:
    """The best sentences of the first ``sources`` passages and a citation for each passage quoted."""
    terms = set(tokenize([question])[0])
    picked: list[tuple[int, int, str]] = []  # (source index, sentence index, sentence)
    covered: set[str] = set()
    for source, item in enumerate(evidence[:sources]):
        scored = []
        for index, sentence in enumerate(_sentences(item.text, _heading(item))):
            words = _words(sentence)
            overlap = len(terms & words)
            if overlap:
                scored.append((overlap / math.sqrt(len(words) or 1), index, sentence, words))
        scored.sort(key=lambda s: -s[0])
        new = [s for s in scored if (s[3] & terms) - covered] if picked else scored
        # the first passage with a sentence sharing the question's words leads (a passage that states the topic
        # only in its headings, above a source line, gives way to the next one); the others add one sentence
        for _, index, sentence, words in new[:1 if picked else MAX_SENTENCES]:
            picked.append((source, index, sentence))
            covered |= words & terms
        if terms <= covered:
            break
    if not picked and evidence:  # no shared word anywhere: the first passage's opening is still its gist
        item = evidence[0]
        opening = sentences(item.text, _heading(item))[:2]
        picked += [(0, i, s) for i, s in enumerate(opening)]
    picked = sorted(set(_with_lists(picked, evidence)))
    parts: list[str] = []
    citations: list[Citation] = []
    for source in dict.fromkeys(s for s, _, _ in picked):
        quoted = [sentence for s, _, sentence in picked if s == source]
        item = evidence[source]
        text = _trim(" ".join(quoted))
        parts.append(f"{text} [{_label(item)}]")
        citations.append(item.citation(quote=text))
    return "\n".join(parts), citations


@lru_cache(maxsize=8192)
def _words(sentence: str) -> frozenset[str]:
    """A sentence's content words, web addresses left out: kept, the same passages are quoted again."""
    return frozenset(tokenize([URL_RE.sub(" ", sentence)])[0])


def _with_lists(picked: list[tuple[int, int, str]], evidence: Sequence[Evidence]) -> list[tuple[int, int, str]]:
    """A quoted sentence that introduces a list ("A go-bag usually holds:") brings its items along."""
    extended = list(picked)
    for source, index, sentence in picked:
        if sentence.rstrip().endswith(":"):
            item = evidence[source]
            following = sentences(item.text, _heading(item))[index + 1:]
            extended += [(source, index + 1 + n, s) for n, s in enumerate(following[:LIST_ITEMS])
                         if LIST_ITEM_RE.match(s) or s.startswith(("-", "*", "|"))]
    return extended


def _heading(item: Evidence) -> str | None:
    """The passage's own heading (the last of its header path): a line ``sentences`` leaves out."""
    return (item.header_path or "").split(" > ")[-1] or None


def _trim(text: str) -> str:
    return text if len(text) <= MAX_CHARS else text[:MAX_CHARS].rsplit(" ", 1)[0] + " …"


def _label(item: Evidence) -> str:
    where = [item.doc_id]
    if item.page is not None:
        where.append(page_label(item.page, item.pages) or "")
    if item.table is not None:
        where.append(f"table {item.table}")
    return ", ".join(where)
