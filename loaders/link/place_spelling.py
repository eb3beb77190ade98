"""Misspelt place names in questions: "Sacremento county", "Pheonix", "Springfeild".

People type names wrong; an exact matcher then finds nothing, or worse, a small town whose name is one
letter off. Words the matcher did not take, that are no word of English, Indonesian or Spanish (wordfreq), are
compared (rapidfuzz, normalised edit similarity) with the names of places people ask about — regions and
localities of some size — and the closest one above a high bar is read as that name. Only in questions, and only names of
regions and of localities over 50,000 people: a misspelling of a hamlet is indistinguishable from
another word.
"""

from __future__ import annotations

import re
from typing import Callable, Iterable, Sequence

from rapidfuzz import fuzz, process
from loaders.link.word_frequency import zipf_frequency

from loaders.link.place_table import PlaceMention

MIN_LETTERS = 6
SIMILARITY = 85.0  # one wrong, missing or swapped letter in a name of 7 or more letters
KNOWN_WORD_ZIPF = 2.5  # a word this frequent in a language questions come in is a word, not a misspelling
# The languages questions come in: English, Indonesian, and Spanish ("¿a qué hora abren los centros ...?": "centros"
# is a word, not a misspelt Centro)
LANGUAGES = ("en", "id", "es")
WORD = re.compile(r"[A-Za-z][A-Za-z'’-]+")

MakeMention = Callable[..., PlaceMention | None]


class Spelling:
    """Fuzzy lookup of unmatched words against the names of places people ask about."""

    def __init__(self, forms: Iterable[str]) -> None:
        self.forms = sorted({f for f in forms if len(f.replace(" ", "")) >= MIN_LETTERS})

    def find(self, text: str, found: Sequence[PlaceMention], make_mention: MakeMention) -> list[PlaceMention]:
        """Mentions of misspelt names among the words of ``text`` no mention covers."""
        if not self.forms:
            return []
        words = [m for m in WORD.finditer(text)
                 if all(m.end() <= f.start or m.start() >= f.end for f in found)]
        mentions: list[PlaceMention] = []
        taken: set[int] = set()
        for size in (2, 1):  # "Santa Rossa" as two words before "Rossa" alone
            for i in range(len(words) - size + 1):
                group = words[i:i + size]
                if taken & set(range(i, i + size)) or text[group[0].end():group[-1].start()].strip():
                    continue
                start, end = group[0].start(), group[-1].end()
                query = text[start:end].lower()
                if len(query.replace(" ", "")) < MIN_LETTERS or self._known(query):
                    continue
                best = self._nearest(query)
                if best is None:
                    continue
                mention = make_mention(text, best, start, end, True, spelling=best)
                if mention is not None:
                    mentions.append(mention)
                    taken.update(range(i, i + size))
        return mentions

    def misspells(self, name: str) -> bool:
        """Whether ``name`` is one letter off a name people ask about ("colombus"): a hamlet of that name is then
        less likely than the misspelt town."""
        best = self._nearest(name) if len(name.replace(" ", "")) >= MIN_LETTERS else None
        return best is not None and best != name

    def _nearest(self, query: str) -> str | None:
        """The name people ask about closest to ``query``, at ``SIMILARITY`` or above."""
        best = process.extractOne(query, self.forms, scorer=fuzz.ratio, score_cutoff=SIMILARITY)
        return best[0] if best is not None else None

    @staticmethod
    def _known(query: str) -> bool:
        """Every word of ``query`` is a word of a language questions come in: "sante fe" (Spanish "fe") may
        still be a misspelt Santa Fe, "the sandbags" is words."""
        return all(any(zipf_frequency(word, lang) >= KNOWN_WORD_ZIPF for lang in LANGUAGES) for word in query.split())
