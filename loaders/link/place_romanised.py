"""Indian place names in another romanisation: "Tiruvallur" for the data's "Thiruvallur", "Kanchipuram" for
"Kancheepuram", "Viluppuram" for "Villupuram", "Tiruchirappalli" for "Tiruchchirappalli".

Tamil and other Indian names reach English through several spellings: an aspirate written or not ("th"/"t",
"dh"/"d", "ch"/"c"), a long vowel doubled or not ("ee"/"i", "oo"/"u"), a consonant doubled or not. GeoNames
keeps one or two of them; notices and students use the others, and an exact matcher then finds nothing. A
word sequence the exact matcher left alone whose *key* (those differences taken out, ``indic_key``) is the key
of an Indian place's name is read as that name; a word of English is never read so.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Callable, Iterable, Sequence

from loaders.link.place_table import PlaceMention
from loaders.link.word_frequency import zipf_frequency

ASPIRATE_RE = re.compile(r"([bcdgjkpt])h")
DOUBLED_RE = re.compile(r"(.)\1+")
ENGLISH_ZIPF = 3.0  # a word this frequent in English is the word ("Chair", "Teeth"), not a spelling of a name
MIN_LETTERS = 5

MakeMention = Callable[..., PlaceMention | None]


@lru_cache(maxsize=65536)
def indic_key(token: str) -> str:
    """A lower-case token without the differences between romanisations of one Indian name.

    >>> [indic_key(w) for w in ("Thiruvallur", "Tiruvallur", "Kancheepuram", "Kanchipuram", "Tiruchchirappalli",
    ...                         "Tiruchirappalli", "Villupuram", "Viluppuram")]
    ['tiruvalur', 'tiruvalur', 'kancipuram', 'kancipuram', 'tirucirapali', 'tirucirapali', 'vilupuram', 'vilupuram']
    """
    key = ASPIRATE_RE.sub(r"\1", token.lower()).replace("ee", "i").replace("oo", "u")
    return DOUBLED_RE.sub(r"\1", key)


class Romanisations:
    """Keys of the Indian names the exact matcher holds, each to the name (its normalised form) it stands for."""

    def __init__(self, norms: Iterable[str]) -> None:
        self.names: dict[tuple[str, ...], list[str]] = {}  # key -> the names (normalised) it is the key of
        self.prefixes: set[tuple[str, ...]] = set()
        for norm in sorted(norms):
            keyed = tuple(indic_key(token) for token in norm.split())
            if len(norm.replace(" ", "")) < MIN_LETTERS:
                continue
            self.names.setdefault(keyed, []).append(norm)
            self.prefixes.update(keyed[:size] for size in range(1, len(keyed)))

    def find(self, text: str, spans: Sequence[tuple[int, int]], tokens: Sequence[str],
             found: Sequence[PlaceMention], make_mention: MakeMention, **options) -> list[PlaceMention]:
        """Mentions of names spelt another way among the tokens no mention covers (``options`` go to
        ``make_mention``: the gazetteer's own rules for case, type words and ordinary words still apply)."""
        if not self.names:
            return []
        keyed = [indic_key(token) for token in tokens]
        free = [all(spans[i][1] <= m.start or spans[i][0] >= m.end for m in found) for i in range(len(tokens))]
        mentions: list[PlaceMention] = []
        first = 0
        while first < len(tokens):
            end, best = first + 1, None
            while end <= len(tokens) and all(free[first:end]):
                window = tuple(keyed[first:end])
                if window in self.names:
                    best = end
                elif window not in self.prefixes:
                    break
                end += 1
            if best is not None and not any(zipf_frequency(t, "en") >= ENGLISH_ZIPF for t in tokens[first:best]):
                # every name of that key in turn: "Tiruvallur district" is no town "Tiruvallur" but "Thiruvallur"
                mention = next((m for norm in self.names[tuple(keyed[first:best])]
                                if (m := make_mention(text, norm, spans[first][0], spans[best - 1][1], spelling=norm,
                                                      **options)) is not None), None)
                if mention is not None:
                    mentions.append(mention)
                    first = best
                    continue
            first += 1
        return mentions
