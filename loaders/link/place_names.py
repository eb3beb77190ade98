"""Which place names go into the gazetteer's matcher, and how a matched name reads in the text.

A name is matched when it is usable (``usable_form``: letters enough, not only stopwords, not a machine
transliteration); a match then counts as a proper name when it is capitalised and not a short shout
("POST", "UNION"). ``Entry`` is one place reachable through one normalised form. Split from gazetteer.py,
which finds and resolves the mentions.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple


class Entry(NamedTuple):
    """A place reachable through one normalised form; ``exact`` = the only spelling allowed. A tuple: a
    saved gazetteer holds tens of thousands, which load several times faster than dataclass instances."""

    place_id: str
    alias: bool
    exact: str | None  # acronym aliases ("CHI", "SFY") match only in that exact upper case
    base: bool = False  # a region's name without its type word ("Sonoma"): only next to a type word


# --- which names go into the matcher -----------------------------------------------------


@lru_cache(maxsize=1)
def _stop_words() -> frozenset[str]:
    """spaCy's English stopwords, read when a gazetteer is built (importing spaCy takes seconds)."""
    from spacy.lang.en.stop_words import STOP_WORDS

    return frozenset(STOP_WORDS)


def _letters(text: str) -> int:
    return sum(ch.isalpha() for ch in text)


def usable_form(form: str, *, alias: bool) -> bool:
    """Whether a name/alias is worth matching: more than 2 letters, not only stopwords.

    Aliases written all in lower case are dropped too: in GeoNames they are mostly machine
    transliterations (``sbrynghfyld``) that no text uses and that would only slow the build.

    >>> [usable_form(s, alias=True) for s in ("IL", "The", "Campifons", "sbrynghfyld", "SPI")]
    [False, False, True, False, True]
    """
    if _letters(form) <= 2:
        return False
    if alias and form.islower():
        return False
    words = [w for w in re.split(r"[\s\-']+", form.lower()) if w]
    return not words or not all(w in _stop_words() for w in words)


def is_acronym(form: str) -> bool:
    return form.isupper() and " " not in form and len(form) <= 5


def capitalised(surface: str) -> bool:
    """Proper-noun test applied to a match: its first letter is upper case.

    The matcher compares lower-cased tokens (so "SPRINGFIELD" and "McComb"/"Mccomb" match),
    but "a tax paradise" or "mobile phones" must not become Paradise, CA or Mobile, AL.
    """
    first = next((ch for ch in surface if ch.isalpha()), "")
    return first.isupper()


def shouted(surface: str) -> bool:
    """A short word in capitals ("POST", "UNION") is an abbreviation or a keyword, not a town."""
    return surface.isupper() and " " not in surface and _letters(surface) <= 5
