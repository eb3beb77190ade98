"""Find place names in text and decide which place each one means.

A ``Gazetteer`` is built once from the graph's places (``gazetteer_places.cypher``) and
holds a spaCy ``PhraseMatcher`` (``attr="LOWER"``) over every place name and its usable
Latin aliases. ``find`` returns the mentions with *all* their candidate places;
``resolve`` picks one place per mention, in this order:

1. an explicit qualifier right after the mention ("Springfield, Illinois",
   "Springfield, IL", "Butte County, CA")                      -> 0.95, ``qualifier``
2. other places the document mentions: the candidate closest to them in the DAG
   ("Springfield" in a text that also names Illinois or Chicago) -> 0.8, ``co-occurrence``
3. the most populous candidate, surer the larger its share       -> 0.30-0.75, ``population``

A name with one candidate is simply found (``gazetteer``, 0.85). A non-administrative
place (kind ``feature``, e.g. a park from Wikidata) also yields its nearest
administrative ancestor (``feature->admin``). Rules and measured speed: docs/linking.md.

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
from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping, Sequence

import networkx as nx
import spacy
from spacy.lang.en.stop_words import STOP_WORDS
from spacy.matcher import PhraseMatcher
from spacy.tokens import Doc

from graph.hierarchy import ancestor_depths
from graph.scopes import load_dag
from graph.store import GraphStore
from loaders.document import Link

# Confidences (docs/linking.md explains the scale).
QUALIFIER_CONFIDENCE = 0.95
CO_OCCURRENCE_CONFIDENCE = 0.8
CO_OCCURRENCE_TIE_CONFIDENCE = 0.7  # several candidates equally close to the other places
UNAMBIGUOUS_CONFIDENCE = 0.85
# Population-only guesses about an obscure one-word place stay below the document-scope
# threshold (0.5): many small towns are named with common words (College AK, Anna TX,
# University FL, Union), and only a qualifier or co-occurring places make them credible.
OBSCURE_CONFIDENCE = 0.45
PROMINENT_POPULATION = 50_000
POPULATION_FLOOR, POPULATION_SPAN = 0.30, 0.45  # population: floor + span * share -> 0.30..0.75
FEATURE_ADMIN_FACTOR = 0.9  # the admin unit a feature lies in is one inference further away

# A candidate found only through an alias ("Springfield" is an old name of Powder Springs,
# GA) counts for this fraction of its population: names beat aliases unless much larger
# ("Saint Louis" still means St. Louis, MO, not Saint Louis, MI).
ALIAS_WEIGHT = 0.25
# Another mention is evidence of where a text is only if it is not itself very ambiguous:
# "Franklin" (dozens of places) says nothing about which Springfield is meant.
MAX_EVIDENCE_CANDIDATES = 3

MATCH_KEY = "PLACE"
ADMIN_KINDS = frozenset({"country", "admin1", "admin2", "locality"})
FEATURE = "feature"
WRAPPED_LINE = re.compile(r"(?<=\S)\n(?=\S)")
STATE_CODE = re.compile(r"\s*,\s*([A-Z]{2,3})\b(?![a-z])")
QUALIFIER_GAP = re.compile(r"\s*(?:,|\()\s*")  # "Springfield, Illinois", "Springfield (Illinois)"


@dataclass(frozen=True)
class Place:
    """One place as the gazetteer sees it."""

    id: str
    name: str
    kind: str
    population: int | None
    country_code: str | None
    parents: tuple[str, ...]
    aliases: tuple[str, ...] = ()


@dataclass
class PlaceMention:
    """Characters ``start:end`` of the text name a place; ``candidates`` are every place it may be.

    Candidates come best first: places with that *name* (most populous first), then places
    that merely have it as an *alias*. ``qualifiers`` are the regions named right after the
    mention ("Springfield, IL" -> Illinois); None means not looked at yet.
    """

    start: int
    end: int
    surface: str
    candidates: list[str]
    by_alias: frozenset[str] = field(default_factory=frozenset)  # candidates matched through an alias only
    qualifiers: frozenset[str] | None = None

    @property
    def named(self) -> list[str]:
        """Candidates that bear the name itself (all candidates when none does)."""
        primary = [c for c in self.candidates if c not in self.by_alias]
        return primary or list(self.candidates)


@dataclass(frozen=True)
class _Entry:
    """A place reachable through one normalised form; ``exact`` = the only spelling allowed."""

    place_id: str
    alias: bool
    exact: str | None  # acronym aliases ("CHI", "SFY") match only in that exact upper case


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
        self.places: dict[str, Place] = {row["id"]: _place(row) for row in places}
        self.dag = dag if dag is not None else _dag_from_parents(self.places.values())
        self.effective_population = _effective_population(self.places)
        self.codes = _region_codes(self.places.values())
        self.nlp = spacy.blank("en")
        self.matcher = PhraseMatcher(self.nlp.vocab, attr="LOWER")
        self._entries: dict[str, list[_Entry]] = {}
        self.pattern_count = self._build_matcher()
        self.build_seconds = time.perf_counter() - started
        self._ancestors: dict[str, dict[str, int]] = {}

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

    @staticmethod
    def _forms(place: Place) -> Iterable[tuple[str, bool]]:
        """The name and usable aliases; acronyms only for countries ("USA"): the others are
        mostly airport codes (PSG, CSV, CLI) that collide with everyday abbreviations."""
        if usable_form(place.name, alias=False):
            yield place.name, False
        for alias in place.aliases:
            if alias == place.name or not usable_form(alias, alias=True):
                continue
            if _is_acronym(alias) and place.kind != "country":
                continue
            yield alias, True

    # -- finding --

    def find(self, text: str) -> list[PlaceMention]:
        """Every place mention in ``text``, longest first where matches overlap, in text order.

        A line break inside a name ("Butte\nCounty" in wrapped Markdown) reads as a space; the
        replacement keeps every offset, so spans still point into ``text``.
        """
        doc = self.nlp.make_doc(WRAPPED_LINE.sub(" ", text))
        found: list[PlaceMention] = []
        for _, start, end in self.matcher(doc):
            span = doc[start:end]
            norm = " ".join(token.lower_ for token in span)
            mention = self._mention(norm, span.start_char, span.end_char, span.text)
            if mention is not None:
                found.append(mention)
        mentions = _longest(found)
        for mention in mentions:
            mention.qualifiers = self._qualifier_regions(mention, mentions, text)
        return mentions

    def _mention(self, norm: str, start: int, end: int, surface: str) -> PlaceMention | None:
        if not _capitalised(surface):
            return None
        shouted = _shouted(surface)
        entries = [e for e in self._entries.get(norm, [])
                   if e.exact == surface or (e.exact is None and not shouted)]
        if not entries:
            return None
        named = {e.place_id for e in entries if not e.alias}
        aliased = {e.place_id for e in entries if e.alias} - named
        order = sorted(named, key=self._rank) + sorted(aliased, key=self._rank)
        return PlaceMention(start, end, surface, order, frozenset(aliased))

    def _rank(self, place_id: str) -> tuple[float, str]:
        return -self.effective_population.get(place_id, 0), place_id

    # -- resolving --

    def ancestors(self, place_id: str) -> dict[str, int]:
        """Ancestors of a place with their depths (itself at 0), memoised."""
        cached = self._ancestors.get(place_id)
        if cached is None:
            cached = self._ancestors[place_id] = ancestor_depths(self.dag, place_id)
        return cached

    def resolve(self, mentions: Sequence[PlaceMention], text: str,
                context: Sequence[PlaceMention] = ()) -> list[Link]:
        """One place per mention (plus the admin unit of a feature), best link per node.

        ``text`` is the text the mentions were found in (qualifiers are read from it when
        ``find`` has not already done so); ``context`` holds mentions from the rest of the
        document, used as co-occurrence evidence only.
        """
        return self.resolve_document([(mentions, text), (context, "")])[0]

    def resolve_document(self, parts: Sequence[tuple[Sequence[PlaceMention], str]]) -> list[list[Link]]:
        """Resolve every part of one document (chunks, header elements, title) together.

        Every part's mentions are co-occurrence evidence for every other part; the
        evidence is gathered once per document, not once per chunk.
        """
        for mentions, text in parts:
            for mention in mentions:
                if mention.qualifiers is None:
                    mention.qualifiers = self._qualifier_regions(mention, mentions, text)
        evidence = self._evidence([m for mentions, _ in parts for m in mentions])
        near_by_surface: dict[str, dict[str, int]] = {}
        return [self._resolve_part(mentions, evidence, near_by_surface) for mentions, _ in parts]

    def _resolve_part(self, mentions: Sequence[PlaceMention], evidence: list[tuple[str, bool, set[str]]],
                      near_by_surface: dict[str, dict[str, int]]) -> list[Link]:
        links: dict[str, Link] = {}
        for mention in mentions:
            surface = mention.surface.lower()
            if surface not in near_by_surface:
                near_by_surface[surface] = self._near_places(surface, evidence)
            link = (self._by_qualifier(mention) or self._by_co_occurrence(mention, near_by_surface[surface])
                    or self._by_population(mention))
            for item in self._with_admin(link):
                if item.node_id not in links or item.confidence > links[item.node_id].confidence:
                    links[item.node_id] = item
        return list(links.values())

    def _qualified(self, mention: PlaceMention) -> str | None:
        """The candidate inside the region named right after the mention, if any."""
        regions = mention.qualifiers or frozenset()
        if not regions:
            return None
        inside = [c for c in mention.candidates
                  if any(depth > 0 and ancestor in regions for ancestor, depth in self.ancestors(c).items())]
        return self._best(inside, mention)[0] if inside else None

    def _by_qualifier(self, mention: PlaceMention) -> Link | None:
        """"Springfield, IL" / "Springfield, Illinois": a candidate inside the named region."""
        picked = self._qualified(mention)
        return Link(picked, "qualifier", QUALIFIER_CONFIDENCE) if picked else None

    def _qualifier_regions(self, mention: PlaceMention, mentions: Sequence[PlaceMention], text: str) -> frozenset[str]:
        """Regions named right after ``mention``: an upper-case state/country code after a
        comma, or the next place mention after a comma or an opening parenthesis."""
        code = STATE_CODE.match(text, mention.end)
        if code and code.group(1) in self.codes:
            return frozenset(self.codes[code.group(1)])
        gap = QUALIFIER_GAP.match(text, mention.end)
        if gap is None:
            return frozenset()
        following = next((m for m in mentions if m.start == gap.end()), None)
        return frozenset(following.candidates) if following else frozenset()

    def _evidence(self, mentions: Sequence[PlaceMention]) -> list[tuple[str, bool, set[str]]]:
        """(surface, qualified?, places) of every mention that tells where the text is.

        A qualified mention gives its one place; an unqualified one its named candidates,
        unless it has too many to say anything.
        """
        seen: set[tuple[str, bool, frozenset[str]]] = set()
        for mention in mentions:
            picked = self._qualified(mention)
            places = frozenset({picked} if picked else mention.named)
            if len(places) <= MAX_EVIDENCE_CANDIDATES:
                seen.add((mention.surface.lower(), picked is not None, places))
        return [(surface, qualified, set(places)) for surface, qualified, places in sorted(seen, key=str)]

    def _by_co_occurrence(self, mention: PlaceMention, near: dict[str, int]) -> Link | None:
        """The candidate nearest (smallest δ) to a place named elsewhere in the document.

        Nearness must be real: the other place contains the candidate (or is it, when an
        earlier "Springfield, IL" settled the name), or both share an ancestor below the
        root (a country shared by every US Springfield proves nothing; a country named
        outright does).
        """
        if len(mention.candidates) < 2:
            return None
        scores: dict[str, int] = {}
        for candidate in mention.candidates:
            depths = self.ancestors(candidate)
            hits = [depths[a] + near[a] for a in depths.keys() & near.keys()]
            if hits:
                scores[candidate] = min(hits)
        if not scores:
            return None
        best = min(scores.values())
        tied = [c for c in mention.candidates if scores.get(c) == best]
        confidence = CO_OCCURRENCE_CONFIDENCE if len(tied) == 1 else CO_OCCURRENCE_TIE_CONFIDENCE
        return Link(self._best(tied, mention)[0], "co-occurrence", confidence)

    def _near_places(self, surface: str, evidence: list[tuple[str, bool, set[str]]]) -> dict[str, int]:
        """Ancestor -> shortest depth above any evidence place (roots only when named outright)."""
        near: dict[str, int] = {}
        for other_surface, qualified, places in evidence:
            if other_surface == surface and not qualified:  # another bare "Springfield" proves nothing
                continue
            for place in places:
                for ancestor, depth in self.ancestors(place).items():
                    if depth > 0 and self._is_root(ancestor):
                        continue  # a country reached by climbing: shared by every candidate in it
                    if depth < near.get(ancestor, depth + 1):
                        near[ancestor] = depth
        return near

    def _is_root(self, node: str) -> bool:
        return node not in self.dag or self.dag.out_degree(node) == 0

    def _by_population(self, mention: PlaceMention) -> Link:
        """The most populous candidate; confidence grows with its share of the candidates' people."""
        if len(mention.candidates) == 1:
            best, how, confidence = mention.candidates[0], "gazetteer", UNAMBIGUOUS_CONFIDENCE
        else:
            best, share = self._best(mention.candidates, mention)
            how, confidence = "population", POPULATION_FLOOR + POPULATION_SPAN * share
        if not self._prominent(best, mention.surface):
            confidence = min(confidence, OBSCURE_CONFIDENCE)
        return Link(best, how, round(confidence, 3))

    def _prominent(self, place_id: str, surface: str) -> bool:
        """Credible without other evidence: a region, a several-word name, or a large place."""
        place = self.places.get(place_id)
        return (place is None or place.kind in ("country", "admin1", "admin2") or len(surface.split()) > 1
                or self.effective_population.get(place_id, 0) >= PROMINENT_POPULATION)

    def _best(self, candidates: Sequence[str], mention: PlaceMention) -> tuple[str, float]:
        """The candidate with the largest weighted population and its share of the total."""
        weights = {c: self._weight(c, mention) for c in candidates}
        best = min(candidates, key=lambda c: (-weights[c], c))
        total = sum(weights.values())
        share = weights[best] / total if total > 0 else 1.0 / len(candidates)
        return best, share

    def _weight(self, place_id: str, mention: PlaceMention) -> float:
        population = float(self.effective_population.get(place_id, 0))
        return population * ALIAS_WEIGHT if place_id in mention.by_alias else population

    def _with_admin(self, link: Link) -> list[Link]:
        """A feature (a park, a dam) also yields the administrative unit it lies in."""
        place = self.places.get(link.node_id)
        if place is None or place.kind != FEATURE:
            return [link]
        depths = self.ancestors(link.node_id)
        admins = sorted((d, a) for a, d in depths.items() if d > 0 and a in self.places
                        and self.places[a].kind in ADMIN_KINDS)
        if not admins:
            return [link]
        admin = admins[0][1]
        return [link, Link(admin, "feature->admin", round(link.confidence * FEATURE_ADMIN_FACTOR, 3))]


# --- building helpers -----------------------------------------------------------------------


def _place(row: Mapping[str, Any]) -> Place:
    return Place(id=row["id"], name=row.get("name") or "", kind=row.get("kind") or FEATURE,
                 population=row.get("population"), country_code=row.get("country_code"),
                 parents=tuple(p for p in row.get("parents") or () if p),
                 aliases=tuple(a for a in row.get("aliases") or () if a))


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


def _dag_from_parents(places: Iterable[Place]) -> nx.DiGraph:
    dag = nx.DiGraph()
    for place in places:
        dag.add_node(place.id)
        dag.add_edges_from((place.id, parent) for parent in place.parents)
    return dag


def _effective_population(places: Mapping[str, Place]) -> dict[str, float]:
    """Population for ranking: the place's own, else the sum of the localities inside it.

    Admin1/admin2 units carry no population in the offline data; without an estimate an
    unqualified "California" would lose to California, Maryland (11,857 people). The sum
    is a lower bound (it misses everyone outside the gazetteer's localities), which is
    enough to rank a state above a town.
    """
    sums: dict[str, float] = defaultdict(float)
    for place in places.values():
        if place.kind not in ("locality", FEATURE) or not place.population:
            continue
        for ancestor in _ancestors_by_parents(place.id, places):
            sums[ancestor] += place.population
    return {pid: float(p.population) if p.population else sums.get(pid, 0.0) for pid, p in places.items()}


def _ancestors_by_parents(place_id: str, places: Mapping[str, Place]) -> set[str]:
    seen: set[str] = set()
    stack = list(places[place_id].parents)
    while stack:
        current = stack.pop()
        if current in seen or current not in places:
            continue
        seen.add(current)
        stack.extend(places[current].parents)
    return seen


def _region_codes(places: Iterable[Place]) -> dict[str, list[str]]:
    """Upper-case codes of states and countries ("IL" -> Illinois, "US"/"USA" -> the country)."""
    codes: dict[str, list[str]] = defaultdict(list)
    for place in places:
        if place.kind not in ("admin1", "country"):
            continue
        for alias in place.aliases:
            if alias.isupper() and alias.isalpha() and 2 <= len(alias) <= 3:
                codes[alias].append(place.id)
    return dict(codes)


# --- the cache -------------------------------------------------------------------------------

_LOCK = threading.Lock()
_CACHE: "weakref.WeakKeyDictionary[GraphStore, tuple[int, Gazetteer]]" = weakref.WeakKeyDictionary()


def _signature(store: GraphStore) -> int:
    rows = store.run("gazetteer_signature")
    return int(rows[0]["scopes"]) if rows else 0


def _cached(store: GraphStore) -> Gazetteer:
    """Keyed by store identity (weakly: a closed, dropped store frees its gazetteer)."""
    signature = _signature(store)
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
