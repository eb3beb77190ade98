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


# Words a place name of several words may keep in lower case: particles ("Rio de Janeiro", "Isle of Wight")
# and type words ("Butte county", "kota Bogor" is typed, not named).
LOWER_IN_NAMES = frozenset("""
    of de del la las los le les da do dos di du von van der den upon on in and y e et the
    county parish borough city town village township district regency state province
    kabupaten kota provinsi desa kelurahan kecamatan barat timur utara selatan tengah
""".split())


def capitalised(surface: str) -> bool:
    """Proper-noun test applied to a match: its first letter is upper case, and so is every later word of a
    name of several words but its particles and type words.

    The matcher compares lower-cased tokens (so "SPRINGFIELD" and "McComb"/"Mccomb" match),
    but "a tax paradise" or "mobile phones" must not become Paradise, CA or Mobile, AL, nor "The harbor
    seal" a place called The Harbor.

    >>> [capitalised(s) for s in ("Paradise", "paradise", "The Harbor", "The harbor", "Butte county", "SONOMA COUNTY")]
    [True, False, True, False, True, True]
    """
    words = [w for w in surface.split() if any(ch.isalpha() for ch in w)]
    if not words or not next(ch for ch in words[0] if ch.isalpha()).isupper():
        return False
    return all(next(ch for ch in w if ch.isalpha()).isupper() or w.lower().strip(".,") in LOWER_IN_NAMES
               for w in words[1:])


def shouted(surface: str) -> bool:
    """A short word in capitals ("POST", "UNION") is an abbreviation or a keyword, not a town."""
    return surface.isupper() and " " not in surface and _letters(surface) <= 5
