"""Places a document is about that the place hierarchy lacks: "Sturgeon County, Alberta" with Alberta loaded and
not its counties, "Medford Township, New Jersey", "the Town of Wyocena".

Without this, such a document was linked to the region it also names and read as exactly that region's: a
province question was answered from one county's restriction as if it were the province's rule, and a
neighbouring town was warned from it. A typed name (a place-type word before or after capitalised words) the
gazetteer does not know, written where the document says what it is about (its title, a header, its first
sentence), is linked as an unlisted place inside the most specific place the document names
(``graph.hierarchy.unlisted_id``): narrower than that region, a sibling of its other places.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Callable, Sequence

import networkx as nx

from graph.hierarchy import unlisted_name, unlisted_parent
from loaders.document import Link
from loaders.link.confidences import UNLISTED_PLACE
from loaders.link.scope import document_scope, hierarchy_family
from loaders.link.word_frequency import zipf_frequency

UNLISTED_HOW = "unlisted-place"

# Words that make a capitalised name a place of a kind: after the name ("Sturgeon County") or before it with "of"
# ("Town of Wyocena"); Indonesian kinds before it ("Kabupaten Bulungan"). Not "District" nor "Area": agencies are
# named so ("Bay Area Air Quality Management District") and are no place a rule is scoped to.
AFTER_KINDS = ("County", "Township", "Parish", "Borough", "Shire", "Municipality", "Municipal District",
               "Regional Municipality", "Village", "Town", "City", "Regency")
BEFORE_KINDS = ("Town", "City", "Village", "Township", "Borough", "County", "Municipality", "Shire")
INDONESIAN_KINDS = ("Kabupaten", "Kota", "Provinsi")
INDONESIAN_KINDS_LOWER = tuple(kind.casefold() for kind in INDONESIAN_KINDS)
# a word, or an abbreviation ("St."): no sentence's end, nor the number sign of "County of Stettler No. 6"
NAME_WORD = r"(?!No\.?\s*\d)(?:[A-Z][a-z]{0,2}\.|[A-Z][\w'’-]*)"
NAME = rf"{NAME_WORD}(?:[ -]{NAME_WORD}){{0,3}}"
TYPED_RE = re.compile(
    rf"\b(?:(?P<kind_of>{'|'.join(BEFORE_KINDS)})\s+of\s+(?:the\s+)?(?P<name_of>{NAME})"
    rf"|(?P<id_kind>{'|'.join(INDONESIAN_KINDS)})\s+(?P<id_name>{NAME})"
    rf"|(?P<name>{NAME})\s+(?P<kind>{'|'.join(AFTER_KINDS)})\b)")
# A name's opening words this frequent are a sentence's, not a place's ("The County", "Each Township", "Today
# Conewago Township"), unless a place name opens with the word and it is no stop word ("New Berlin Township",
# "Park Township", "St. Clair County"; not "The" of "The Dalles").
ORDINARY_ZIPF = 5.0
FIRST_SENTENCE_RE = re.compile(r"^.*?(?:[.!?](?=\s)|\n\n|$)", re.DOTALL)


@dataclass(frozen=True)
class TypedName:
    """A place-type phrase: its words as the document writes them, the name alone, and where."""

    surface: str
    name: str
    span: tuple[int, int]
    kind: str

    @property
    def key(self) -> str:
        """The name as compared across forms: "Conewago Township" and "Township of Conewago" are one place."""
        return self.name.casefold()


def _no_name_opens(word: str) -> bool:
    return False


def typed_names(text: str, opens_name: Callable[[str], bool] | None = _no_name_opens) -> list[TypedName]:
    """Every place-type phrase of ``text``, without the ordinary words a name opens with ("The", "Each"); none
    when only ordinary words are left. ``opens_name``: whether a place name may open with a word (the gazetteer's
    ``opens_name``): such a frequent word stays unless it is a stop word. None: ``text`` is a name read before
    (an unlisted place's), kept whole.

    >>> [t.surface for t in typed_names("The Medford Township code; The Town of Wyocena; The County board")]
    ['Medford Township', 'Town of Wyocena']
    >>> [t.surface for t in typed_names("The Park Township board", opens_name=lambda word: word == "Park")]
    ['Park Township']
    """
    found = []
    position = 0
    while (match := TYPED_RE.search(text, position)) is not None:
        group = next(g for g in ("name_of", "id_name", "name") if match.group(g))
        start, end = match.span(group)
        while opens_name is not None and start < end and \
                _sentence_word(text[start:end].split(" ", 1)[0], opens_name):  # "The Medford Township Council"
            start += len(text[start:end].split(" ", 1)[0]) + 1
        if start >= end:  # "The Town" of "The Town of Wyocena": read on from the next word
            position = match.start() + 1
            continue
        position = match.end()
        span = (start, match.end()) if group == "name" else match.span()
        kind = match.group({"name_of": "kind_of", "id_name": "id_kind", "name": "kind"}[group])
        found.append(TypedName(text[span[0]:span[1]], text[start:end], span, kind))
    return found


def _sentence_word(word: str, opens_name: Callable[[str], bool]) -> bool:
    """Whether a name's opening ``word`` is the sentence's: frequent, and a stop word or no place name's opening."""
    lowered = word.strip("'’.-").lower()
    if zipf_frequency(lowered, "en") < ORDINARY_ZIPF:
        return False
    return not opens_name(word) or lowered in _stop_words()


@cache
def _stop_words() -> frozenset[str]:
    """bm25s's longer English list (NLTK's): imported when first needed, as bm25s brings scipy (0.4 s)."""
    from bm25s.stopwords import STOPWORDS_EN_PLUS

    return frozenset(STOPWORDS_EN_PLUS)


def first_sentence(text: str) -> str:
    """The first sentence (or paragraph) of a text: where a notice says whose it is."""
    match = FIRST_SENTENCE_RE.match(text.strip())
    return match.group(0) if match else ""


def established(headers: Sequence[str], opening: str, known: Callable[[TypedName], bool],
                opens_name: Callable[[str], bool] = _no_name_opens) -> dict[str, TypedName]:
    """key -> each unlisted place the document says it is about: a typed name in its title or a header, or in its
    opening sentence, that ``known`` (the gazetteer) does not recognise (``opens_name``: as ``typed_names``)."""
    names: dict[str, TypedName] = {}
    for text in [*headers, first_sentence(opening)]:
        for typed in typed_names(text, opens_name):
            if typed.key not in names and not known(typed):
                names[typed.key] = typed
    return names


def region(links: Sequence[Link], dag: nx.DiGraph) -> str | None:
    """The one place an unlisted place is inside: the most specific place of ``links`` (those of the text that
    established it, else the document's), None when there is none or several unrelated ones."""
    places = [link for link in document_scope({"": links}, dag) if hierarchy_family(link.node_id) == "place"
              and unlisted_parent(link.node_id) is None]
    return places[0].node_id if len(places) == 1 else None


def unlisted_links(text: str, places: dict[str, str], linked: Sequence[Link],
                   ancestors: Callable[[str], dict[str, int]],
                   opens_name: Callable[[str], bool] = _no_name_opens) -> tuple[list[Link], list[Link]]:
    """Links of ``text`` to the document's unlisted places (key -> node id) it names, where no place inside the
    unlisted one's region was read in the same words; and the links of ``linked`` they replace, read in those words
    of a place elsewhere ("County of Vermilion" of "County of Vermilion River, Alberta" as Vermilion Parish,
    Louisiana)."""
    found, replaced = [], []
    for typed in typed_names(text, opens_name):
        node_id = places.get(typed.key)
        if node_id is None:
            continue
        same_words = [link for link in linked if link.span and link.span[0] < typed.span[1]
                      and typed.span[0] < link.span[1]]
        if any(unlisted_parent(node_id) in ancestors(link.node_id) for link in same_words):
            continue  # a place of the region read in these words: the hierarchy holds what they name
        replaced += same_words
        found.append(Link(node_id, UNLISTED_HOW, UNLISTED_PLACE, surface=typed.surface, span=typed.span,
                          reason=f"'{typed.surface}' is no place the hierarchy holds; the document is about it, "
                                 f"inside {unlisted_parent(node_id)}"))
    return found, replaced


# How people type a kind word in a question: "conewago twp", "sturgeon co".
TYPED_KINDS = {"county": ("county", "co", "cnty"), "township": ("township", "twp", "twsp"),
               "borough": ("borough", "boro"), "municipality": ("municipality",), "parish": ("parish",),
               "shire": ("shire",), "village": ("village",), "town": ("town",), "city": ("city",),
               "regency": ("regency", "kabupaten", "kab"), "kabupaten": ("kabupaten", "kab", "regency"),
               "kota": ("kota", "city"), "provinsi": ("provinsi", "province")}


def question_links(question: str, unlisted: Sequence[str], links: Sequence[Link],
                   ancestors: Callable[[str], dict[str, int]]) -> list[Link]:
    """``links`` with the corpus's unlisted places (``unlisted``: their ids) the question names: its name with
    its kind word as typed ("conewago twp", "Sturgeon County"), or its name alone beside a place it is inside
    ("medford nj"). Place links read in the same words are replaced ("sturgeon" is no Missouri town here);
    a question naming a place the unlisted one is not inside keeps its links."""
    found: list[Link] = []
    taken: list[tuple[int, int]] = []
    for node_id in unlisted:
        typed = typed_names(unlisted_name(node_id) or "", opens_name=None)
        if not typed:
            continue
        match = _named(question, typed[0])
        if match is None:
            continue
        span, with_kind = match
        up = ancestors(node_id)
        placed = [l for l in links if l.span and hierarchy_family(l.node_id) == "place"]
        over = [l for l in placed if l.span[0] < span[1] and span[0] < l.span[1]]
        others = [l for l in placed if l not in over]
        if any(l.span[0] < span[0] or l.span[1] > span[1] for l in over):
            continue  # a longer place name holds these words: "Macomb County" is no "Macomb Township"
        if any(l.node_id not in up for l in others) or not (with_kind or others):
            continue
        found.append(Link(node_id, UNLISTED_HOW, UNLISTED_PLACE, surface=question[span[0]:span[1]], span=span,
                          reason=f"names '{unlisted_name(node_id)}', a place the documents are about that the "
                                 f"hierarchy lacks, inside {unlisted_parent(node_id)}"))
        taken.append(span)
    if not found:
        return list(links)
    kept = [l for l in links if not (l.span and any(l.span[0] < e and s < l.span[1] for s, e in taken))]
    return [*kept, *found]


def _named(question: str, typed: TypedName) -> tuple[tuple[int, int], bool] | None:
    """Where ``question`` names the place (its span) and whether with its kind word."""
    kind = typed.kind.casefold()
    words = "|".join(re.escape(w) for w in TYPED_KINDS.get(kind, (kind,)))
    name = r"[\s-]+".join(re.escape(w) for w in typed.name.split())
    before = kind in INDONESIAN_KINDS_LOWER or typed.surface.casefold().startswith(kind)
    pattern = rf"\b(?:(?:{words})\.?\s+(?:of\s+)?{name}|{name}\s+(?:{words})\b\.?)" if before else \
        rf"\b{name}\s+(?:{words})\b\.?"
    match = re.search(pattern, question, re.IGNORECASE)
    if match:
        return match.span(), True
    match = re.search(rf"\b{name}\b", question, re.IGNORECASE)
    return (match.span(), False) if match else None
