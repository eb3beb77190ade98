"""Find place names in text and decide which place each one means.

A ``Gazetteer`` is built once from the graph's places (``gazetteer_places.cypher``) and
holds a spaCy ``PhraseMatcher`` (``attr="LOWER"``) over every place name and its usable
Latin aliases. ``find`` returns the mentions with *all* their candidate places;
``resolve`` picks one place per mention by the rules of ``place_resolver`` (qualifier,
co-occurring places, population). ``place_table`` holds the places and the tables derived
from them. Rules and measured speed: docs/linking.md.

Matched spans map back to places through our own dict keyed by the normalised name (the
lower-cased tokens): giving every pattern its own id in an EntityRuler was measured about
8x slower, and one PhraseMatcher key per name costs a lexeme per key at build time.
"""

from __future__ import annotations

import re
import threading
import time
import weakref
from collections import defaultdict
from dataclasses import dataclass
from typing import Any, Iterable, Mapping, Sequence

import networkx as nx
import spacy
from spacy.lang.en.stop_words import STOP_WORDS
from spacy.matcher import PhraseMatcher
from spacy.tokens import Doc

from graph.scopes import load_dag
from graph.store import GraphStore
from loaders.document import Link
from loaders.link.place_context import (LOWER_CASE_EXCESS, NAME_EXCESS, ORDINARY_EXCESS, in_longer_name,
                                        ordinary_excess, starts_with_type_word, type_word)
from loaders.link.place_forms import ReviewedAliases, base_name, generated_forms
from loaders.link.place_resolver import (CO_OCCURRENCE_CONFIDENCE, PROMINENT_POPULATION, QUALIFIER_CONFIDENCE,
                                         PlaceResolver)
from loaders.link.place_spelling import Spelling
from loaders.link.place_table import (Place, PlaceMention, dag_from_parents, effective_population, place_from_row,
                                      region_codes)
from loaders.link.text import for_linking

__all__ = ["CO_OCCURRENCE_CONFIDENCE", "QUALIFIER_CONFIDENCE", "Gazetteer", "Place", "PlaceMention", "invalidate",
           "scope_signature", "usable_form"]

MATCH_KEY = "PLACE"
WRAPPED_LINE = re.compile(r"(?<=\S)\n(?=\S)")


@dataclass(frozen=True)
class _Entry:
    """A place reachable through one normalised form; ``exact`` = the only spelling allowed."""

    place_id: str
    alias: bool
    exact: str | None  # acronym aliases ("CHI", "SFY") match only in that exact upper case
    base: bool = False  # a region's name without its type word ("Sonoma"): only next to a type word


# --- which names go into the matcher -----------------------------------------------------


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
    return not words or not all(w in STOP_WORDS for w in words)


def _is_acronym(form: str) -> bool:
    return form.isupper() and " " not in form and len(form) <= 5


def _capitalised(surface: str) -> bool:
    """Proper-noun test applied to a match: its first letter is upper case.

    The matcher compares lower-cased tokens (so "SPRINGFIELD" and "McComb"/"Mccomb" match),
    but "a tax paradise" or "mobile phones" must not become Paradise, CA or Mobile, AL.
    """
    first = next((ch for ch in surface if ch.isalpha()), "")
    return first.isupper()


def _shouted(surface: str) -> bool:
    """A short word in capitals ("POST", "UNION") is an abbreviation or a keyword, not a town."""
    return surface.isupper() and " " not in surface and _letters(surface) <= 5


# --- the gazetteer -------------------------------------------------------------------------


class Gazetteer:
    """Places, a phrase matcher over their names, and the DAG to reason about ancestry."""

    def __init__(self, places: Iterable[Mapping[str, Any]], dag: nx.DiGraph | None = None) -> None:
        started = time.perf_counter()
        self.places: dict[str, Place] = {row["id"]: place_from_row(row) for row in places}
        self.dag = dag if dag is not None else dag_from_parents(self.places.values())
        self.effective_population = effective_population(self.places)
        self.reviewed = ReviewedAliases.read()
        self.codes = region_codes(self.places.values())
        for abbreviation, ids in self.reviewed.qualifiers.items():
            self.codes.setdefault(abbreviation, []).extend(i for i in ids if i in self.places)
        self.nlp = spacy.blank("en")
        self.matcher = PhraseMatcher(self.nlp.vocab, attr="LOWER")
        self._entries: dict[str, list[_Entry]] = {}
        self.pattern_count = self._build_matcher()
        self.build_seconds = time.perf_counter() - started
        self.resolver = PlaceResolver(self.places, self.dag, self.effective_population, self.codes)
        self.spelling = Spelling(self._spelling_forms())

    # -- construction --

    @classmethod
    def build(cls, store: GraphStore, dag: nx.DiGraph | None = None) -> "Gazetteer":
        """A fresh gazetteer of every place in ``store`` (uncached; see ``from_store``)."""
        return cls(store.run("gazetteer_places"), dag if dag is not None else load_dag(store))

    @classmethod
    def from_store(cls, store: GraphStore) -> "Gazetteer":
        """The gazetteer of ``store``, built once and reused while the graph's scope count holds."""
        return _cached(store)

    @staticmethod
    def invalidate(store: GraphStore | None = None) -> None:
        """Forget the cached gazetteer of ``store`` (of every store when None), e.g. after a reload."""
        invalidate(store)

    def _build_matcher(self) -> int:
        """Add every normalised form under one matcher key; returns the number of patterns.

        One key, not one per name: ``PhraseMatcher.add`` creates a lexeme for each key,
        which was 1.8 s of a 4.3 s build for the US; matching speed is the same. Matches
        map back through ``_entries`` (normalised form -> places).
        """
        forms: dict[str, list[_Entry]] = defaultdict(list)
        for place in self.places.values():
            for form, alias in self._forms(place):
                forms[form].append(_Entry(place.id, alias, form if alias and _is_acronym(form) else None))
            for form in generated_forms(place, self.reviewed):
                forms[form].append(_Entry(place.id, False, form if _is_acronym(form) else None))
            base = base_name(place)
            if base and usable_form(base, alias=False):
                forms[base].append(_Entry(place.id, False, None, base=True))
        by_norm: dict[str, tuple[Doc, list[_Entry]]] = {}
        for doc in self.nlp.tokenizer.pipe(list(forms), batch_size=2000):
            norm = " ".join(token.lower_ for token in doc)
            if norm in by_norm:
                by_norm[norm][1].extend(forms[doc.text])
            else:
                by_norm[norm] = (doc, list(forms[doc.text]))
        self.matcher.add(MATCH_KEY, [doc for doc, _ in by_norm.values()])
        self._entries = {norm: _dedupe(entries) for norm, (_, entries) in by_norm.items()}
        return len(by_norm)

    def _forms(self, place: Place) -> Iterable[tuple[str, bool]]:
        """The name and usable aliases; acronyms only for countries ("USA"): the others are
        mostly airport codes (PSG, CSV, CLI) that collide with everyday abbreviations. An alias
        that is mostly an ordinary word for a place of this size ("Law" for Lāu, "Area" for
        Mundelein, "Air" for Air Khās) is never a way to name it."""
        if usable_form(place.name, alias=False):
            yield place.name, False
        population = self.effective_population.get(place.id, 0.0)
        for alias in place.aliases:
            if alias == place.name or not usable_form(alias, alias=True):
                continue
            if _is_acronym(alias) and place.kind != "country" or starts_with_type_word(alias):
                continue
            if ordinary_excess(alias.lower(), population) > ORDINARY_EXCESS:
                continue
            yield alias, True

    # -- finding --

    def find(self, text: str, *, question: bool = False) -> list[PlaceMention]:
        """Every place mention in ``text``, longest first where matches overlap, in text order.

        The text is read as ``text.for_linking`` spells it (invisible characters out, fullwidth and
        look-alike letters folded); spans point into ``text`` as given. A line break inside a name
        ("Butte\nCounty" in wrapped Markdown) reads as a space. ``question``: people type names in
        lower case; a lower-case name counts when it is mostly a name (``place_context``).
        """
        readable = for_linking(text)
        clean = WRAPPED_LINE.sub(" ", readable.text)
        doc = self.nlp.make_doc(clean)
        found: list[PlaceMention] = []
        for _, start, end in self.matcher(doc):
            span = doc[start:end]
            norm = " ".join(token.lower_ for token in span)
            mention = self._mention(clean, norm, span.start_char, span.end_char, question)
            if mention is not None:
                found.append(mention)
        found += self._codes(clean, found, question)
        if question:
            found += self.spelling.find(clean, found, self._mention)
        mentions = _longest(found)
        for mention in mentions:
            mention.qualifiers = self.resolver.qualifier_regions(mention, mentions, clean, question)
        if readable.origin is not None:
            for mention in mentions:
                mention.start, mention.end = readable.span(mention.start, mention.end)
                mention.surface = text[mention.start:mention.end]
        return mentions

    def _mention(self, text: str, norm: str, start: int, end: int, question: bool,
                 spelling: str = "") -> PlaceMention | None:
        """The mention of ``text[start:end]`` (normalised ``norm``), or None when it is no place here."""
        surface = text[start:end]
        typed = type_word(text, start, end)
        if typed is not None and not typed.kinds:
            return None  # "Dharapuram taluk", "Lake Springfield": a kind of place the graph does not hold
        shouted = _shouted(surface)
        entries = [e for e in self._entries.get(norm, [])
                   if (e.exact == surface or (e.exact is None and not shouted))
                   and (self.places[e.place_id].kind in typed.kinds if typed else not e.base)]
        if not entries:
            return None
        entries = self._same_place(entries)
        population = max(self.effective_population.get(e.place_id, 0.0) for e in entries)
        excess = ordinary_excess(norm, population)
        if not _capitalised(surface) and typed is None and not (question and self._typed_lower(entries, excess)):
            return None
        named = {e.place_id for e in entries if not e.alias}
        aliased = {e.place_id for e in entries if e.alias} - named
        order = sorted(named, key=self._rank) + sorted(aliased, key=self._rank)
        ordinary = excess > ORDINARY_EXCESS or (excess > NAME_EXCESS and in_longer_name(text, start, end, typed))
        if typed is not None:
            start, end = min(start, typed.start), max(end, typed.end)
        return PlaceMention(start, end, text[start:end], order, frozenset(aliased), type_word=typed.word if typed else "",
                            needs_evidence=typed is None and ordinary, spelling=spelling)

    def _spelling_forms(self) -> list[str]:
        """Names a misspelling may be read as: those of regions and of localities people ask about."""
        return [norm for norm, entries in self._entries.items()
                if any(self.places[e.place_id].kind in ("admin1", "admin2") or
                       self.effective_population.get(e.place_id, 0) >= PROMINENT_POPULATION
                       for e in entries if not e.alias)]

    def _typed_lower(self, entries: Sequence[_Entry], excess: float) -> bool:
        """A name typed in lower case in a question: mostly a name, of a place people name."""
        return excess <= LOWER_CASE_EXCESS and any(
            self.places[e.place_id].kind in ("country", "admin1", "admin2")
            or self.effective_population.get(e.place_id, 0) >= PROMINENT_POPULATION for e in entries)

    def _same_place(self, entries: list[_Entry]) -> list[_Entry]:
        """A district named after its town ("Coimbatore", "Chennai") is the town in everyday use: when a
        locality and the region containing it share the name, the region goes (a type word keeps it)."""
        ids = {e.place_id for e in entries}
        regions = {p for e in entries for p in self.places[e.place_id].parents
                   if self.places[e.place_id].kind == "locality" and p in ids}
        return [e for e in entries if e.place_id not in regions] if regions else entries

    def _codes(self, text: str, found: Sequence[PlaceMention], question: bool) -> list[PlaceMention]:
        """State and country codes right after a place ("Paradise, CA", "Joplin, Mo."): mentions of the region."""
        codes = []
        for mention in found:
            match = self.resolver.code_after(text, mention.end, question)
            if match is not None:
                code, start, end = match
                codes.append(PlaceMention(start, end, text[start:end], sorted(self.codes[code], key=self._rank)))
        return codes

    def _rank(self, place_id: str) -> tuple[float, str]:
        return -self.effective_population.get(place_id, 0), place_id

    # -- resolving (place_resolver) --

    def ancestors(self, place_id: str) -> dict[str, int]:
        """Ancestors of a place with their depths (itself at 0), memoised."""
        return self.resolver.ancestors(place_id)

    def resolve(self, mentions: Sequence[PlaceMention], text: str,
                context: Sequence[PlaceMention] = ()) -> list[Link]:
        """One place per mention (plus the admin unit of a feature), best link per node.

        ``text`` is the text the mentions were found in (qualifiers are read from it when
        ``find`` has not already done so); ``context`` holds mentions from the rest of the
        document, used as co-occurrence evidence only.
        """
        return self.resolver.resolve(mentions, text, context)

    def resolve_document(self, parts: Sequence[tuple[Sequence[PlaceMention], str]]) -> list[list[Link]]:
        """Resolve every part of one document (chunks, header elements, title) together."""
        return self.resolver.resolve_document(parts)


def _dedupe(entries: list[_Entry]) -> list[_Entry]:
    """One entry per place: a name beats an alias of the same place."""
    best: dict[str, _Entry] = {}
    for entry in entries:
        current = best.get(entry.place_id)
        if current is None or (current.alias and not entry.alias):
            best[entry.place_id] = entry
    return list(best.values())


def _longest(mentions: list[PlaceMention]) -> list[PlaceMention]:
    """Non-overlapping mentions, preferring the longer ("Butte County" over "Butte")."""
    kept: list[PlaceMention] = []
    taken: list[tuple[int, int]] = []
    for mention in sorted(mentions, key=lambda m: (-(m.end - m.start), m.start)):
        if all(mention.end <= s or mention.start >= e for s, e in taken):
            kept.append(mention)
            taken.append((mention.start, mention.end))
    return sorted(kept, key=lambda m: m.start)


# --- the cache -------------------------------------------------------------------------------

_LOCK = threading.Lock()
_CACHE: "weakref.WeakKeyDictionary[GraphStore, tuple[int, Gazetteer]]" = weakref.WeakKeyDictionary()


def scope_signature(store: GraphStore) -> int:
    """How many scope nodes the graph holds: the cached gazetteer is rebuilt, and a document's links are
    stale (``Document.linked_scopes``, loaders/relink.py), when it moves."""
    rows = store.run("gazetteer_signature")
    return int(rows[0]["scopes"]) if rows else 0


def _cached(store: GraphStore) -> Gazetteer:
    """Keyed by store identity (weakly: a closed, dropped store frees its gazetteer)."""
    signature = scope_signature(store)
    with _LOCK:
        hit = _CACHE.get(store)
        if hit is not None and hit[0] == signature:
            return hit[1]
        gazetteer = Gazetteer.build(store)
        _CACHE[store] = (signature, gazetteer)
        return gazetteer


def invalidate(store: GraphStore | None = None) -> None:
    """Drop the cached gazetteer of ``store``, or of every store."""
    with _LOCK:
        if store is None:
            _CACHE.clear()
        else:
            _CACHE.pop(store, None)
