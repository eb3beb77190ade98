"""A light English stemmer for judging whether a passage states a question's topic (``answerability``): words
meet on one stem across inflections ("banned"/"bans"/"ban"), British and American spellings ("centres"/"centers")
and ordinals in words or figures ("Fourth"/"4th"); and, for a stem, what every word of it begins with, so a passage's
raw text can be looked at before it is read (``stem_start``).
"""

from __future__ import annotations

import re
from functools import lru_cache
from os.path import commonprefix

# Words whose suffix is part of the word, where stripping it makes another word ("evening" is not "even").
WHOLE_WORDS = frozenset("evening morning building ceiling during nothing something anything everything wedding "
                        "pudding".split())
# Plurals in -ves whose singular ends in -f ("leaves" of "leaf"); other -ves words ("drives", "groves") are -ve.
IRREGULAR_PLURALS = {"leaves": "leaf", "halves": "half", "shelves": "shelf", "knives": "knife", "wolves": "wolf",
                     "calves": "calf", "loaves": "loaf", "thieves": "thief", "wives": "wife"}
# British endings and their American spelling, before the suffixes: "centre(s)", "neighbour(s)", "colour(ed)".
BRITISH = re.compile(r"(?<=\w\w)(tre|our)(?=(?:s|ed|ing)?$)")
# An ordinal in words is its figure: "the Fourth of July" states "4th of july", "second offence" "2nd offence".
_ORDINAL_WORDS = ("first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth "
                  "fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth").split()
ORDINALS = {word: f"{n}{'th' if 10 < n < 14 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"
            for n, word in enumerate(_ORDINAL_WORDS, start=1)} | {"thirtieth": "30th"}
ORDINAL_WORD_OF = {figure: word for word, figure in ORDINALS.items()}


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A light English suffix stripper: enough to match inflections, never a dictionary. British spellings
    meet American ones ("centres"/"centers", "neighbours"/"neighbors"): notices use one, people type either.

    >>> [stem(w) for w in ("banned", "bans", "watering", "restrictions", "counties", "closure", "closed", "fined")]
    ['ban', 'ban', 'water', 'restrict', 'county', 'clos', 'clos', 'fin']
    >>> [stem(w) for w in ("centres", "centers", "neighbours", "neighbor", "hours")]
    ['center', 'center', 'neighbor', 'neighbor', 'hour']
    >>> [stem(w) for w in ("Fourth", "4th", "twelfth", "second")]
    ['4th', '4th', '12th', '2nd']
    """
    w = word.lower()
    if len(w) <= 3 or not w.isalpha():
        return w
    if w in ORDINALS:
        return ORDINALS[w]
    w = IRREGULAR_PLURALS.get(w, w)
    w = BRITISH.sub(lambda m: {"tre": "ter", "our": "or"}[m.group(1)], w) if len(w) > 5 else w
    if w.endswith("ies") and len(w) > 4:
        w = w[:-3] + "y"
    elif w.endswith("sses"):
        w = w[:-2]
    elif w.endswith("es") and w[-3] in "sxz" or w.endswith(("ches", "shes")):
        w = w[:-2]
    elif w.endswith("s") and not w.endswith(("ss", "us", "is")):
        w = w[:-1]
    if w in WHOLE_WORDS:
        return w
    for suffix in ("ing", "ed"):
        if w.endswith(suffix) and len(w) - len(suffix) >= 3:
            w = w[:-len(suffix)]
            if len(w) > 3 and w[-1] == w[-2] and w[-1] in "bdgmnprt":  # "banned" -> "ban"
                w = w[:-1]
            break
    for suffix in ("ions", "ion", "ure"):
        if w.endswith(suffix) and len(w) - len(suffix) >= 4:
            w = w[:-len(suffix)]
            break
    if w.endswith("e") and len(w) > 3:  # "fine" / "fined", "close" / "closed"
        w = w[:-1]
    return w


@lru_cache(maxsize=4096)
def stem_start(key: str) -> tuple[str, re.Pattern[str]]:
    """What every word of stem ``key`` begins with, and a pattern finding it at the start of a word.

    >>> [stem_start(key)[0] for key in ("ban", "county", "center", "neighbor", "restrict")]
    ['ban', 'count', 'cent', 'neighb', 'restrict']
    >>> stem_start("4th")[1].findall("July 4th, the fourth of July")
    ['4th', 'fourth']
    """
    if key in ORDINAL_WORD_OF:  # written as a figure or a word: no start both share
        return "", re.compile(rf"(?<!\w)(?:{key}|{ORDINAL_WORD_OF[key]})\b")
    start = key[:-1] if key.endswith("y") else key[:-2] if key.endswith(("ter", "or")) else key
    for plural in _PLURALS_OF.get(key, ()):  # "leaves" -> "leaf": only "lea" is common to both
        start = commonprefix([start, plural])
    return start, re.compile(r"(?<!\w)" + re.escape(start))


def _plurals_of() -> dict[str, list[str]]:
    """stem -> the irregular plurals whose stem it is (``IRREGULAR_PLURALS``: the plural is not the stem's start)."""
    found: dict[str, list[str]] = {}
    for plural in IRREGULAR_PLURALS:
        found.setdefault(stem(plural), []).append(plural)
    return found


_PLURALS_OF = _plurals_of()
