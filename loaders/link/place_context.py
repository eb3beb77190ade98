"""What the words around a place name say: the type of place it is, whether it is an ordinary word,
whether it is part of a longer name.

* **Type words** narrow the candidates to a kind of place, or rule the graph out: "Kabupaten Bogor" is a
  regency (the graph's admin2), never the city Bogor; "County of Sonoma" is the county; "City of Paradise"
  a locality; "Dharapuram taluk", "Kecamatan Cibinong" and "Lake Springfield" are kinds of place the graph
  does not hold, so they link nothing rather than the town of that name.
* **Ordinary words**: a name that is also a frequent word ("August", "Mobile", "Paradise", "Air") needs
  evidence before it is a place. How ordinary is measured, not listed: the word's frequency in English
  and Indonesian (wordfreq) minus the frequency the place's own size explains — California is frequent
  because it is big, August because it is a month. Only the excess counts.
* **Lists** share one plural type word: in "Sonoma, Lake and Napa counties" every name is a county, and in
  "the cities of Chico and Oroville" both are towns — not the town Sonoma or the county Napa's seat; in
  "Udumalpet, Palladam and Avinashi taluks" none is a place the graph holds.
* **Longer names**: "Austin Miller", "Lincoln Memorial", "Sacramento Bee" — a place name glued to
  another capitalised word is part of a name that is not the place; it too needs evidence.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from functools import lru_cache

from loaders.link.word_frequency import zipf_frequency

# Kinds a type word allows; an empty set: a kind of place the graph does not hold.
ADMIN2, ADMIN1, LOCALITY = frozenset({"admin2"}), frozenset({"admin1"}), frozenset({"locality"})
NONE: frozenset[str] = frozenset()
PREFIX_TYPES: tuple[tuple[re.Pattern[str], frozenset[str]], ...] = tuple(
    (re.compile(pattern + r"$", re.IGNORECASE), kinds) for pattern, kinds in (
        (r"\b(?:the\s+)?(?:county|parish|borough)\s+of\s+", ADMIN2),
        (r"\b(?:the\s+)?city\s+and\s+county\s+of\s+", ADMIN2 | LOCALITY),
        (r"\b(?:the\s+)?(?:city|town|village)\s+of\s+", LOCALITY),
        # a US township is a civil division beside the city of the same name (Macomb Township, Michigan, is
        # not Macomb, Illinois): the graph holds townships only by their full name ("X Township")
        (r"\b(?:the\s+)?(?:charter\s+)?township\s+of\s+", NONE),
        (r"\b(?:the\s+)?(?:state|province)\s+of\s+", ADMIN1),
        (r"\b(?:kabupaten|kab\.)\s*", ADMIN2),
        (r"\bkota\s+", ADMIN2 | LOCALITY),
        (r"\b(?:provinsi|prov\.)\s*", ADMIN1),
        (r"\b(?:desa|kelurahan|kampung|nagari)\s+", LOCALITY),
        (r"\b(?:kecamatan|kec\.|distrik)\s*", NONE),
        (r"\b(?:lake|river|mount|mt\.|sungai|danau|gunung|pulau|teluk|jalan|jl\.)\s*", NONE),
    ))
# "Bexar Co.", "hennepin co", "wake cnty": a county, when one of that name exists; else the word is the name's
# region code or another word ("aurora co" is Aurora, Colorado), so ``abbreviated`` lets the name go on without it.
COUNTY_ABBREVIATION = r"(?:co|cnty)\.?"
SUFFIX_TYPES: tuple[tuple[re.Pattern[str], frozenset[str]], ...] = tuple(
    (re.compile(r"^\s+" + pattern + r"\b", re.IGNORECASE), kinds) for pattern, kinds in (
        (r"(?:county|parish|borough|regency|district)", ADMIN2),
        (COUNTY_ABBREVIATION, ADMIN2),
        (r"(?:state|province)", ADMIN1),
        (r"(?:city|town|village|municipality)", LOCALITY),
        (r"(?:taluk|taluka|tehsil|mandal|block|sub-?district|metropolitan\s+area|valley|township|twp\.?)", NONE),
        (r"(?:lake|river|creek|mountains?|hills?|park|airport|road|street|avenue|lane|drive|boulevard|blvd|highway|"
         r"bay|dam|harbou?r|"
         r"university|college|school|hospital)", NONE),
    ))

# A plural type word shared by a list of names: "Sonoma, Lake, and Napa counties", "the cities of Chico and
# Oroville". Items are capitalised names of up to four words joined by commas and "and"/"or"/"dan".
_ITEM = r"[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,3}"
_SEP = r"(?:\s*,\s*(?:(?:and|or|&|dan|serta|atau)\s+)?|\s+(?:and|or|&|dan|serta|atau)\s+)"
_PLURALS: tuple[tuple[str, frozenset[str]], ...] = (
    (r"counties|parishes|boroughs|regencies|districts", ADMIN2),
    (r"states|provinces", ADMIN1),
    (r"cities|towns|villages|townships", LOCALITY),
    # kinds the graph does not hold, as their singular (``SUFFIX_TYPES``): "Palladam and Avinashi taluks"
    (r"taluks|talukas|tehsils|mandals|blocks|sub-?districts|kecamatans", NONE),
)
# Names must be capitalised; the type words may be ("Napa and Sonoma Counties").
LIST_SUFFIX_TYPES = tuple((re.compile(rf"^(?:{_SEP}{_ITEM}){{0,24}}\s+((?i:{words}))\b"), kinds)
                          for words, kinds in _PLURALS)
LIST_PREFIX_TYPES = tuple((re.compile(rf"\b(?i:the\s+)?((?i:{words}))\s+(?i:of)\s+(?:{_ITEM}{_SEP}){{0,24}}$"),
                           kinds) for words, kinds in _PLURALS)
LIST_WINDOW = 400  # characters read around a name for the rest of its list
_NEXT_ITEM = re.compile(rf"^{_SEP}{_ITEM}")
_PREVIOUS_ITEM = re.compile(rf"{_ITEM}{_SEP}$")

# wordfreq's Zipf scale (log10 of frequency per billion words) against population: place names are
# about this much rarer than their population in English; Indonesian web text names its places more.
POPULATION_OFFSET = {"en": 2.5, "id": 1.2}
ORDINARY_EXCESS = 1.5  # above this, a name is mostly an ordinary word ("August" 3.7, "Mobile" 2.1)
PHRASE_ALLOWANCE = 1.0  # per extra word: wordfreq rates a phrase by its rarest word, a name's words go together
UNKNOWN_POPULATION = 1_000.0  # a place the data gives no population (a village, a park) counts as a village
NAME_EXCESS = 0.5  # inside a longer capitalised name, less is enough ("Austin Miller")
SENTENCE_ENDS = ".!?:;\n\"“("  # what a capital right after belongs to the sentence, not the name
LOWER_CASE_EXCESS = 1.2  # a name typed in lower case must be mostly a name ("chennai" -0.8, "springfield" 1.1)
# ... unless the region named right after it holds a place so named (a question's "jackson ms"): the pair is the
# evidence, up to this (``jackson`` 1.9, "mobile" 2.1, "normal il" 2.8, "reading pa" 2.7); more ordinary words
# ("center" 3.4-4.0, "university" 3.3, "energy" 4.7) need capitals.
PAIR_EXCESS = 3.0
# Feature words that, typed in lower case after a city's name in a question, are read as the city's: "tulsa river
# levels" asks about Tulsa (the graph holds no rivers). Not for regions ("ohio river") nor capitalised ("Boise
# River" names the river), and only for a city people name (``Gazetteer._typed_lower``).
CITY_FEATURES = frozenset({"river"})


@dataclass(frozen=True)
class TypeWord:
    """A type word next to a mention: the kinds it allows and the span it extends the mention to."""

    kinds: frozenset[str]
    start: int
    end: int
    word: str


def type_word(text: str, start: int, end: int) -> TypeWord | None:
    """The type word right before or after ``text[start:end]``, if any (prefix first)."""
    before = text[max(0, start - 30):start]
    for pattern, kinds in PREFIX_TYPES:
        match = pattern.search(before)
        if match:
            return TypeWord(kinds, start - (len(before) - match.start()), end, match.group(0).strip())
    after = text[end:end + 40]
    for pattern, kinds in SUFFIX_TYPES:
        match = pattern.match(after)
        if match:
            return TypeWord(kinds, start, end + match.end(), match.group(0).strip())
    return _list_type_word(text, start, end)


def abbreviated(typed: TypeWord) -> bool:
    """Whether ``typed`` is the county abbreviation ("Co.", "cnty"), which may also be a state code."""
    return re.fullmatch(COUNTY_ABBREVIATION, typed.word, re.IGNORECASE) is not None


def city_feature(typed: TypeWord, start: int) -> bool:
    """Whether ``typed`` is a lower-case feature word after the name at ``start`` that a question may use
    for the city's feature ("omaha river flooding"): ``CITY_FEATURES``."""
    return typed.start == start and typed.word.islower() and typed.word in CITY_FEATURES


def _list_type_word(text: str, start: int, end: int) -> TypeWord | None:
    """The plural type word of the list ``text[start:end]`` is an item of, if any; the mention keeps its span
    (each item is a mention of its own). A name alone before a plural is no list: "171 Texas counties"
    are counties of Texas."""
    after = text[end:end + LIST_WINDOW]
    before = text[max(0, start - LIST_WINDOW):start]
    if not (_NEXT_ITEM.match(after) or _PREVIOUS_ITEM.search(before[-80:])):
        return None
    for pattern, kinds in LIST_SUFFIX_TYPES:
        match = pattern.match(after)
        if match:
            return TypeWord(kinds, start, end, match.group(1))
    for pattern, kinds in LIST_PREFIX_TYPES:
        match = pattern.search(before)
        if match:
            return TypeWord(kinds, start, end, match.group(1))
    return None


def starts_with_type_word(form: str) -> bool:
    """An alias such as "City of Springfield" is a name with a type word before it: ``type_word`` reads
    that from the text, and as a form of its own it would outbid the place that has the name (GeoNames
    gives "City of Springfield" to a Minnesota town of 2,000, which then won every "City of Springfield,
    Illinois")."""
    words = form.split()
    return any(pattern.search(" ".join(words[:cut]) + " ") for cut in range(1, min(len(words), 4))
               for pattern, kinds in PREFIX_TYPES if kinds)  # "Lake Forest", "Mount Vernon" are names


@lru_cache(maxsize=200_000)
def _zipf(form: str, lang: str) -> float:
    return zipf_frequency(form, lang)


def ordinary_excess(form: str, population: float) -> float:
    """How much more frequent ``form`` is as a word than a place of ``population`` explains (higher = more
    of an ordinary word), the larger of English and Indonesian; a phrase is allowed more per extra word.

    >>> round(ordinary_excess("august", 8_000), 1), round(ordinary_excess("california", 39_000_000), 1)
    (3.7, -0.1)
    >>> round(ordinary_excess("bidwell park", 0), 1)  # a park with no population: a name, not a phrase
    0.9
    """
    scale = math.log10(population if population > 0 else UNKNOWN_POPULATION)
    allowance = PHRASE_ALLOWANCE * form.count(" ")
    return max(_zipf(form, lang) - (scale - offset) for lang, offset in POPULATION_OFFSET.items()) - allowance


def opens_sentence(text: str, start: int) -> bool:
    """Whether ``text[start:]`` opens a sentence (or the text, a quotation, a bracket or a list item): a capital
    there is the sentence's, not a name's (``in_longer_name``: "Mr. Austin Miller" after a full stop proves nothing).

    >>> [opens_sentence(t, t.index("Austin")) for t in ("Austin is here.", "Hi. Austin is", "in Austin,", "- Austin")]
    [True, True, False, True]
    """
    head = text[:start].rstrip()
    return not head or head[-1] in SENTENCE_ENDS or head.endswith(("\n-", "\n*", "\n•")) or head in ("-", "*", "•")


def in_longer_name(text: str, start: int, end: int, type_found: TypeWord | None) -> bool:
    """Whether ``text[start:end]`` is glued to another capitalised word ("Austin Miller", "Lincoln Memorial").

    The word before counts only inside a sentence (a capital after a full stop proves nothing).
    """
    if type_found is not None:
        return False
    after = re.match(r"[ \t]+([A-Z][a-z]\w*)", text[end:end + 30])
    if after:
        return True
    before = re.search(r"([A-Z][a-z]\w*)[ \t]+$", text[max(0, start - 30):start])
    if before:
        return not opens_sentence(text, start - len(before.group(0)))
    return False
