"""Find place names in text and decide which place each one means.

A ``Gazetteer`` is built once from the graph's places (``gazetteer_places.cypher``) and
holds a phrase table over every place name and its usable Latin aliases: each name as the
lower-cased tokens spaCy's English tokenizer splits it into (``tokenizer``), matched on the
text's tokens as spaCy's ``PhraseMatcher(attr="LOWER")`` did. ``find`` returns the mentions with *all* their candidate places;
``resolve`` picks one place per mention by the rules of ``place_resolver`` (qualifier,
co-occurring places, population). ``place_table`` holds the places and the tables derived
from them. Rules and measured speed: docs/linking.md.

Matched spans map back to places through our own dict keyed by the normalised name (the
lower-cased tokens joined by spaces).

Kept between processes (issue 19): building took about 9 s for the US places and importing spaCy
another 4.5 s (it imports torch), in every one-shot ``strata ask``. A built gazetteer holds no spaCy
object; ``gazetteer_cache`` pickles it into the folder the engine names for its store (``loaders/derived.py``),
stamped with the graph's scope count and a fingerprint of the code and data that built it, and reads it back
in well under a second; a load (``invalidate``) removes it. The data directory is trusted as the graph
itself is: whoever can write it can change every answer anyway.
"""

from __future__ import annotations

import logging
import re
import time
from collections import defaultdict
from dataclasses import fields
from typing import Any, Iterable, Iterator, Mapping, Sequence

import networkx as nx

from graph.scopes import load_dag
from graph.store import GraphStore
from loaders.document import Link
from loaders.link.place_context import (LOWER_CASE_EXCESS, NAME_EXCESS, ORDINARY_EXCESS, PAIR_EXCESS, TypeWord,
                                        abbreviated, city_feature, in_longer_name, ordinary_excess,
                                        starts_with_type_word, type_word)
from loaders.link.place_forms import ReviewedAliases, base_name, generated_forms
from loaders.link.place_names import Entry, capitalised, is_acronym, shouted, usable_form
from loaders.link.place_codes import name_starts
from loaders.link.place_resolver import (CO_OCCURRENCE_CONFIDENCE, PROMINENT_POPULATION, QUALIFIER_CONFIDENCE,
                                         PlaceResolver, is_no_word)
from loaders.link.place_romanised import Romanisations
from loaders.link.place_spelling import Spelling
from loaders.link.place_standalone import standalone_mentions
from loaders.link.place_table import (Place, PlaceMention, dag_from_parents, effective_population, place_from_row,
                                      region_codes, seat_districts)
from loaders.link.text import for_linking
from loaders.link.tokenizer import Tokenizer, TokenizerRules

__all__ = ["CO_OCCURRENCE_CONFIDENCE", "QUALIFIER_CONFIDENCE", "Gazetteer", "Place", "PlaceMention", "usable_form"]

log = logging.getLogger(__name__)
PLACE_FIELDS = tuple(f.name for f in fields(Place))  # a saved place is these, in this order
WRAPPED_LINE = re.compile(r"(?<=\S)\n(?=\S)")


# --- the gazetteer -------------------------------------------------------------------------


# a place preposition right before a lower-case name: "in prineville", "near keizer", "di sleman"
PLACE_PREPOSITION = re.compile(r"\b(?:in|at|near|from|around|outside|to|di|dekat)\s+(?:the\s+)?$", re.IGNORECASE)


def opens_place(text: str, start: int) -> bool:
    """Whether a word at ``start`` stands where a question names its place: after a place preposition ("in
    prineville") or first of all ("goondiwindi fine for watering on a monday")."""
    return not text[:start].strip() or PLACE_PREPOSITION.search(text[:start]) is not None


class Gazetteer:
    """Places, a phrase table over their names, and the DAG to reason about ancestry."""

    def __init__(self, places: Iterable[Mapping[str, Any]], dag: nx.DiGraph | None = None,
                 rules: TokenizerRules | None = None) -> None:
        started = time.perf_counter()
        self.places: dict[str, Place] = {row["id"]: place_from_row(row) for row in places}
        self.dag = dag if dag is not None else dag_from_parents(self.places.values())
        self.effective_population = effective_population(self.places)
        self.reviewed = ReviewedAliases.read()
        self.codes = region_codes(self.places.values())
        for abbreviation, ids in self.reviewed.qualifiers.items():
            self.codes.setdefault(abbreviation, []).extend(i for i in ids if i in self.places)
        self.tokenizer = Tokenizer(rules if rules is not None else TokenizerRules.from_spacy())
        self._entries: dict[str, list[Entry]] = {}
        self._phrases: dict[tuple[str, ...], bool] = {}  # each name's tokens and their prefixes: whole name?
        self.pattern_count = self._build_matcher()
        self.build_seconds = time.perf_counter() - started
        self.resolver = PlaceResolver(self.places, self.dag, self.effective_population, self.codes)
        self.spelling = Spelling(self._spelling_forms())
        self.romanised = Romanisations(norm for norm, entries in self._entries.items()
                                       if any(self.places[e[0]].country_code == "IN" for e in entries))

    def __getstate__(self) -> dict[str, Any]:
        """What is saved in the data directory: places and entries as plain tuples (read back several times
        faster than objects; entries become ``Entry`` again when a name matches), no resolver (rebuilt)."""
        state = {k: v for k, v in vars(self).items() if k not in ("places", "_entries", "resolver")}
        state["places"] = [tuple(getattr(place, name) for name in PLACE_FIELDS) for place in self.places.values()]
        state["_entries"] = {norm: [tuple(e) for e in entries] for norm, entries in self._entries.items()}
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self.places = {row[0]: Place(*row) for row in state["places"]}
        self.resolver = PlaceResolver(self.places, self.dag, self.effective_population, self.codes)

    # -- construction --

    @classmethod
    def build(cls, store: GraphStore, dag: nx.DiGraph | None = None) -> "Gazetteer":
        """A fresh gazetteer of every place in ``store`` (uncached; see ``from_store``)."""
        return cls(store.run("gazetteer_places"), dag if dag is not None else load_dag(store))

    @classmethod
    def from_store(cls, store: GraphStore) -> "Gazetteer":
        """The gazetteer of ``store``, built once and reused while the graph's scope count holds (kept in
        the store's derived folder between processes: ``gazetteer_cache``)."""
        from loaders.link.gazetteer_cache import cached

        return cached(store)

    @staticmethod
    def invalidate(store: GraphStore | None = None) -> None:
        """Forget the cached gazetteer of ``store`` (of every store when None), e.g. after a reload."""
        from loaders.link.gazetteer_cache import invalidate

        invalidate(store)

    def _build_matcher(self) -> int:
        """Add every form's lower-cased tokens to the phrase table; returns the number of normalised forms.

        Matches map back through ``_entries`` (normalised form -> places).
        """
        forms: dict[str, list[Entry]] = defaultdict(list)
        for place in self.places.values():
            for form, alias in self._forms(place):
                forms[form].append(Entry(place.id, alias, form if alias and is_acronym(form) else None))
            for form in generated_forms(place, self.reviewed):
                forms[form].append(Entry(place.id, False, form if is_acronym(form) else None))
            base = base_name(place)
            if base and usable_form(base, alias=False):
                forms[base].append(Entry(place.id, False, None, base=True))
        by_norm: dict[str, list[Entry]] = {}
        for form, entries in forms.items():
            tokens = tuple(form[start:end].lower() for start, end in self.tokenizer.spans(form))
            if not tokens:
                continue
            by_norm.setdefault(" ".join(tokens), []).extend(entries)
            for size in range(1, len(tokens)):
                self._phrases.setdefault(tokens[:size], False)
            self._phrases[tokens] = True
        self._entries = {norm: _dedupe(entries) for norm, entries in by_norm.items()}
        return len(by_norm)

    def _matches(self, tokens: Sequence[str]) -> Iterator[tuple[int, int]]:
        """(first, last + 1) token index of every name in ``tokens``, overlapping ones too, as spaCy's
        PhraseMatcher gave them: by first token, shorter first."""
        phrases = self._phrases
        for first in range(len(tokens)):
            end = first + 1
            while end <= len(tokens):
                whole = phrases.get(tuple(tokens[first:end]))
                if whole is None:
                    break
                if whole:
                    yield first, end
                end += 1

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
            if is_acronym(alias) and place.kind != "country" or starts_with_type_word(alias):
                continue
            if ordinary_excess(alias.lower(), population) > ORDINARY_EXCESS:
                continue
            yield alias, True

    # -- finding --

    def find(self, text: str, *, question: bool = False, alone: bool = True) -> list[PlaceMention]:
        """Every place mention in ``text``, longest first where matches overlap, in text order.

        The text is read as ``text.for_linking`` spells it (invisible characters out, fullwidth and
        look-alike letters folded); spans point into ``text`` as given. A line break inside a name
        ("Butte\nCounty" in wrapped Markdown) reads as a space. ``question``: people type names in
        lower case; a lower-case name counts when it is mostly a name (``place_context``), or when the
        region named right after it holds a place so named (``_paired``: "jackson ms", "bangor maine").
        ``alone`` (questions): a state code or ZIP code standing alone is read as its place (``place_standalone``);
        the linker turns it off where another hierarchy owns such letters and numbers (a TNEA question's "sc",
        "tn" and five-digit ranks).
        """
        readable = for_linking(text)
        clean = WRAPPED_LINE.sub(" ", readable.text)
        spans = self.tokenizer.spans(clean)
        tokens = [clean[start:end].lower() for start, end in spans]
        found: list[PlaceMention] = []
        held: list[PlaceMention] | None = [] if question else None  # names that count only with their region
        for first, end in self._matches(tokens):
            norm = " ".join(tokens[first:end])
            mention = self._mention(clean, norm, spans[first][0], spans[end - 1][1], question, held=held)
            if mention is not None:
                found.append(mention)
        found += self.romanised.find(clean, spans, tokens, found, self._mention, question=question, held=held)
        follows = name_starts(clean, found, held or [], self.resolver.is_code)  # where place names start
        found += self._codes(clean, found, question, follows)
        if question:
            found += self.spelling.find(clean, found, self._mention)
            if alone:
                found += standalone_mentions(self, clean, found)
        mentions = _longest(found)
        if held:
            mentions = self._paired(clean, mentions, held, follows)
        regions = _longest([h for h in held or () if _clear(h, mentions)])  # a held region after a name it holds
        index = 0
        while index < len(mentions):
            mention = mentions[index]
            if mention.qualifiers is None:
                following = self._qualify(mention, [*mentions, *regions], clean, question, follows)
                if following is not None and not any(following is m for m in mentions):
                    mentions.append(following)  # "portland maine": the pair vouches for the lower-case state
            index += 1
        mentions.sort(key=lambda m: m.start)
        if readable.origin is not None:
            for mention in mentions:
                mention.start, mention.end = readable.span(mention.start, mention.end)
                mention.surface = text[mention.start:mention.end]
        return mentions

    def _qualify(self, mention: PlaceMention, mentions: Sequence[PlaceMention], text: str, question: bool,
                 follows: frozenset[int]) -> PlaceMention | None:
        """Set the regions named right after ``mention``; in a question the words that named them go to its
        note. Returns the mention naming the region that holds one of its places, if one does."""
        mention.qualifiers, words, following = self.resolver.qualifier(mention, mentions, text, question, follows)
        if not (words and self.resolver.qualified(mention)):
            return None
        if question:
            said = f"'{words}' after it"
            if len(words) == 2 and words.islower():
                said += " (a lower-case code: only right after a place of that region and before no other place)"
            mention.note = f"{said}; {mention.note}" if mention.note else said
        return following

    def _paired(self, text: str, mentions: list[PlaceMention], held: list[PlaceMention],
                follows: frozenset[int]) -> list[PlaceMention]:
        """``mentions`` with the held lower-case names the region right after them vouches for ("jackson
        mississippi", "bangor me"): the region holds one of the places so named. The region's name may be
        held too (a lower-case state name of few people): the pair vouches for both. A held name longer than
        mentions it covers replaces them ("west springfield massachusetts": not Springfield)."""
        for pending in sorted(held, key=lambda m: (-(m.end - m.start), m.start)):
            if any(pending is m for m in mentions):
                continue  # already taken as the region of another held name
            covered = [m for m in mentions if pending.start <= m.start and m.end <= pending.end]
            rest = [m for m in mentions if not any(m is c for c in covered)]
            if not _clear(pending, rest):
                continue
            regions = rest + [h for h in held if h is not pending and _clear(h, rest)]
            following = self._qualify(pending, regions, text, True, follows)
            if following is None and self.resolver.qualified(pending) is None:
                pending.qualifiers = None  # it may still be the region of a name before it
                continue
            pending.note += ("; typed in lower case, small or also an ordinary word: "
                             "a place here only because the region after it holds one so named")
            mentions = rest + [pending] + ([following] if following is not None and
                                           not any(following is m for m in rest) else [])
            mentions += self._codes(text, [pending], True, follows,
                                    taken=[(m.start, m.end) for m in mentions])
            mentions.sort(key=lambda m: m.start)
        return mentions

    def opens_name(self, word: str) -> bool:
        """Whether a place name opens with ``word`` ("New", "St.", "Park", "Union"): such a frequent word may be a
        name's first word where a sentence's would be dropped (``place_unlisted.typed_names``)."""
        spans = self.tokenizer.spans(word)
        return bool(spans) and (word[spans[0][0]:spans[0][1]].lower(),) in self._phrases

    def names_in(self, text: str) -> Iterator[tuple[int, int, list[str]]]:
        """(start, end, place ids) of every place name and state or country code in ``text``, whether ``find``
        would take it or not (no case, context or ordinary-word test): words that *could* name a place."""
        spans = self.tokenizer.spans(text)
        tokens = [text[start:end].lower() for start, end in spans]
        for first, end in self._matches(tokens):
            yield spans[first][0], spans[end - 1][1], [e[0] for e in self._entries[" ".join(tokens[first:end])]]
        for (start, end), token in zip(spans, tokens):
            if token.upper() in self.codes:
                yield start, end, list(self.codes[token.upper()])

    def _mention(self, text: str, norm: str, start: int, end: int, question: bool,
                 spelling: str = "", held: list[PlaceMention] | None = None) -> PlaceMention | None:
        """The mention of ``text[start:end]`` (normalised ``norm``), or None when it is no place here.

        ``held`` (questions): where a lower-case name goes that counts only with its region right after it
        (``_paired``) -- small, or more ordinary than a lower-case name may be alone.
        """
        surface = text[start:end]
        typed = type_word(text, start, end)
        note, cities = "", False
        if typed is not None and not typed.kinds:
            if not (question and city_feature(typed, start)):
                return None  # "Dharapuram taluk", "Lake Springfield": a kind of place the graph does not hold
            note, cities = f"'{typed.word}' after it read as the city's (the graph holds no {typed.word}s)", True
            typed = None
        in_capitals = shouted(surface)
        entries = self._entries_as(norm, surface, typed, cities, in_capitals)
        if not entries and typed is not None and "admin2" in typed.kinds:  # "tuticorin district"
            towns = [e.place_id for e in self._entries_as(norm, surface, None, True, in_capitals)]
            entries = [Entry(d, True, None) for d in seat_districts(towns, self.places, self.dag)]
        if typed is not None and abbreviated(typed):
            entries = [e for e in entries if self.places[e.place_id].country_code == "US"]  # "Co." is American
            plain = self._entries_as(norm, surface, None, cities, in_capitals)
            if not entries or (plain and self.resolver.code_after(text, end, question, [e.place_id for e in plain])):
                # "aurora co": Aurora, Colorado (a place of that name in the region the letters code), not Aurora
                # County, South Dakota; with no county of the name, "co" is a code or a word too
                typed, entries = None, plain
        if not entries:
            return None
        entries = self._same_place(entries)
        population = max(self.effective_population.get(e.place_id, 0.0) for e in entries)
        excess = ordinary_excess(norm, population)
        if cities and not self._typed_lower(entries, excess):
            return None  # "ohio river", "columbia river": the river, not a city people name
        pending = False
        if not capitalised(surface) and typed is None and not (
                question and self._typed_lower(entries, excess, len([w for w in norm.split() if w != "the"]),
                                               norm if opens_place(text, start) else "")):
            if held is None or excess > PAIR_EXCESS:
                return None
            pending = True
        named = {e.place_id for e in entries if not e.alias}
        aliased = {e.place_id for e in entries if e.alias} - named
        order = sorted(named, key=self._rank) + sorted(aliased, key=self._rank)
        # a name that opens with its type word ("Kabupaten Cilacap", "Kota Semarang") is never an ordinary word
        ordinary = not starts_with_type_word(surface) and (
            excess > ORDINARY_EXCESS or (excess > NAME_EXCESS and in_longer_name(text, start, end, typed)))
        if typed is not None:
            start, end = min(start, typed.start), max(end, typed.end)
        mention = PlaceMention(start, end, text[start:end], order, frozenset(aliased),
                               type_word=typed.word if typed else "", needs_evidence=typed is None and ordinary,
                               spelling=spelling, note=note)
        if pending:
            held.append(mention)  # type: ignore[union-attr]  # pending only when held is a list
            return None
        return mention

    def _entries_as(self, norm: str, surface: str, typed: TypeWord | None, cities: bool,
                    in_capitals: bool) -> list[Entry]:
        """The places ``surface`` may name as written: its exact case for acronyms, of the kinds a type word
        allows (a region's base name only with one), only localities when a city's feature follows."""
        return [e for e in map(Entry._make, self._entries.get(norm, ()))
                if (e.exact == surface or (e.exact is None and not in_capitals))
                and (self.places[e.place_id].kind in typed.kinds if typed else not e.base)
                and (not cities or self.places[e.place_id].kind == "locality")]

    def _spelling_forms(self) -> list[str]:
        """Names a misspelling may be read as: those of regions and of localities people ask about."""
        return [norm for norm, entries in self._entries.items()
                if any(self.places[e.place_id].kind in ("admin1", "admin2") or
                       self.effective_population.get(e.place_id, 0) >= PROMINENT_POPULATION
                       for e in entries if not e.alias)]

    def _typed_lower(self, entries: Sequence[Entry], excess: float, words: int = 1, norm: str = "") -> bool:
        """A name typed in lower case in a question: mostly a name, of a place people name, of several words
        ("manitou springs", "round rock": a phrase that is mostly a name is seldom there by chance), or, after a
        place preposition or first in the question (``norm`` given, ``opens_place``), no word at all ("in prineville",
        "goondiwindi fine for ..."; not "colombus", one letter off Columbus; not "sedikit sepat", a rare Indonesian
        word neither first nor after a preposition)."""
        return excess <= LOWER_CASE_EXCESS and (words > 1 or any(
            self.places[e.place_id].kind in ("country", "admin1", "admin2")
            or self.effective_population.get(e.place_id, 0) >= PROMINENT_POPULATION for e in entries)
            or bool(norm) and is_no_word(norm) and not self.spelling.misspells(norm))  # the fuzzy pass last

    def _same_place(self, entries: list[Entry]) -> list[Entry]:
        """A district named after its town ("Coimbatore", "Chennai") is the town in everyday use: when a
        locality and the region containing it share the name, the region goes (a type word keeps it)."""
        ids = {e.place_id for e in entries}
        regions = {p for e in entries for p in self.places[e.place_id].parents
                   if self.places[e.place_id].kind == "locality" and p in ids}
        return [e for e in entries if e.place_id not in regions] if regions else entries

    def _codes(self, text: str, found: Sequence[PlaceMention], question: bool, follows: frozenset[int] = frozenset(),
               taken: Sequence[tuple[int, int]] = ()) -> list[PlaceMention]:
        """State and country codes right after a place ("Paradise, CA", "Joplin, Mo."): mentions of the region
        (``follows``: where place names start, ``taken``: spans a code may not overlap)."""
        codes = []
        for mention in found:
            match = self.resolver.code_after(text, mention.end, question, mention.candidates, follows)
            if match is not None and all(match[2] <= s or match[1] >= e for s, e in taken):
                code, start, end = match
                codes.append(PlaceMention(start, end, text[start:end], sorted(self.codes[code], key=self._rank)))
        return codes

    def named_inside(self, name: str, kinds: Sequence[str], region: str) -> str | None:
        """The most populous place called ``name`` of ``kinds`` inside ``region`` (one bearing the name before
        one that has it as an alias: "New York" is New York City's alias), if any."""
        norm = " ".join(name.lower()[start:end] for start, end in self.tokenizer.spans(name))
        inside = [e for e in map(Entry._make, self._entries.get(norm, ()))
                  if self.places[e.place_id].kind in kinds and region in self.resolver.ancestors(e.place_id)]
        return min(inside, key=lambda e: (e.alias, self._rank(e.place_id))).place_id if inside else None

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


def _dedupe(entries: list[Entry]) -> list[Entry]:
    """One entry per place: a name beats an alias of the same place."""
    best: dict[str, Entry] = {}
    for entry in entries:
        current = best.get(entry.place_id)
        if current is None or (current.alias and not entry.alias):
            best[entry.place_id] = entry
    return list(best.values())


def _clear(mention: PlaceMention, others: Sequence[PlaceMention]) -> bool:
    """Whether ``mention`` overlaps none of ``others`` (itself aside)."""
    return all(m.end <= mention.start or m.start >= mention.end for m in others if m is not mention)


def _longest(mentions: list[PlaceMention]) -> list[PlaceMention]:
    """Non-overlapping mentions, preferring the longer ("Butte County" over "Butte")."""
    kept: list[PlaceMention] = []
    taken: list[tuple[int, int]] = []
    for mention in sorted(mentions, key=lambda m: (-(m.end - m.start), m.start)):
        if all(mention.end <= s or mention.start >= e for s, e in taken):
            kept.append(mention)
            taken.append((mention.start, mention.end))
    return sorted(kept, key=lambda m: m.start)
