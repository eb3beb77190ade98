"""Which place each mention means: qualifier, then the document's other places, then population.

1. an explicit qualifier right after the mention ("Springfield, Illinois",
   "Springfield, IL", "Butte County, CA"; in a question also "salem oregon", "medford or")
                                                               -> 0.95, ``qualifier``
2. other places the document mentions: the candidate closest to them in the DAG
   ("Springfield" in a text that also names Illinois or Chicago) -> 0.8, ``co-occurrence``
3. the most populous candidate, surer the larger its share       -> 0.30-0.75, ``population``

A name with one candidate is simply found (``gazetteer``, 0.85). A non-administrative
place (kind ``feature``, e.g. a park from Wikidata) also yields its nearest
administrative ancestor (``feature->admin``). Rules: docs/linking.md.
"""

from __future__ import annotations

import dataclasses
import re
from functools import lru_cache
from typing import Mapping, Sequence

import networkx as nx
from loaders.link.word_frequency import zipf_frequency

from graph.hierarchy import ancestor_depths
from loaders.document import Link
from loaders.link.place_codes import NEXT_WORD, reads_as_code
from loaders.link.place_table import FEATURE, Place, PlaceMention, typed_codes
from loaders.link.scope import merge_links

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
NOT_A_WORD_ZIPF = 2.5  # below this in English and Indonesian a name is no word: it says a place by itself
POPULATION_FLOOR, POPULATION_SPAN = 0.30, 0.45  # population: floor + span * share -> 0.30..0.75
FEATURE_ADMIN_FACTOR = 0.9  # the admin unit a feature lies in is one inference further away

# A candidate found only through an alias ("Springfield" is an old name of Powder Springs,
# GA) counts for this fraction of its population: names beat aliases unless much larger
# ("Saint Louis" still means St. Louis, MO, not Saint Louis, MI).
ALIAS_WEIGHT = 0.25
# Another mention is evidence of where a text is only if it is not itself very ambiguous:
# "Franklin" (dozens of places) says nothing about which Springfield is meant.
MAX_EVIDENCE_CANDIDATES = 3

ADMIN_KINDS = frozenset({"country", "admin1", "admin2", "locality"})
STATE_CODE = re.compile(r"\s*,\s*([A-Z]{2,3}\b(?![a-z])|(?:[A-Z][a-z]{0,4}|[A-Z]\.[A-Z]|W\.Va)\.)")
LOWER_CODE = re.compile(r"\s*,?\s*([a-zA-Z]{2,5})\.?(?![\w'’]|\.\w)")
EVERYDAY_ZIPF = 4.0  # a two-letter code more frequent than this as a word is a word ("in", "or", "me")
# The two codes that are English connectives: after a place name they usually join it to the words after
# ("columbus in july", "salem or eugene"). Other everyday-word codes ("me", "co", "il") do not follow a name
# as words, so a question's "aurora co who do i call" is Colorado whatever word comes next.
CONNECTIVE_CODES = frozenset({"in", "or"})
MAX_LISTED = 5  # candidates a link keeps for the trace
# Unqualified names of comparably large places are ambiguous: the runner-up has at least this share of
# the best one's weight (Springfield: Missouri 170k, Massachusetts 154k, Illinois 114k).
AMBIGUOUS_SHARE = 0.25
AMBIGUOUS_CONFIDENCE = 0.4  # below the document-scope threshold: an ambiguity never becomes a scope
QUALIFIER_GAP = re.compile(r"\s*(?:,|\()\s*")  # "Springfield, Illinois", "Springfield (Illinois)"
QUESTION_GAP = re.compile(r"\s*(?:,|\()?\s*")  # in a question also "salem oregon", "Jackson Mississippi"


class PlaceResolver:
    """The rules above over one gazetteer's places, DAG, ranking populations and region codes."""

    def __init__(self, places: Mapping[str, Place], dag: nx.DiGraph, effective_population: Mapping[str, float],
                 codes: Mapping[str, list[str]]) -> None:
        self.places = places
        self.dag = dag
        self.effective_population = effective_population
        self.codes = codes
        self._typed_codes = typed_codes(codes)
        self._ancestors: dict[str, dict[str, int]] = {}

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
                    mention.qualifiers = self.qualifier_regions(mention, mentions, text)
        every = [m for mentions, _ in parts for m in mentions]
        evidence = self._evidence(every)
        nested = self._nested(every)
        near_by_surface: dict[str, dict[str, int]] = {}
        return [self._resolve_part(mentions, evidence, near_by_surface, nested) for mentions, _ in parts]

    def _resolve_part(self, mentions: Sequence[PlaceMention], evidence: list[tuple[str, bool, set[str]]],
                      near_by_surface: dict[str, dict[str, int]], nested: dict[int, str]) -> list[Link]:
        found: list[Link] = []
        for mention in mentions:
            surface = mention.surface.lower()
            if surface not in near_by_surface:
                near_by_surface[surface] = self._near_places(surface, evidence)
            near = near_by_surface[surface]
            if mention.needs_evidence:
                near = self._vouching(near)
            if self._elsewhere(mention):
                continue  # "Macomb Township, Michigan": a Michigan place the gazetteer lacks, not Macomb, Illinois
            link = self._by_qualifier(mention) or self._by_co_occurrence(mention, near)
            if link is None and id(mention) in nested:
                link = Link(nested[id(mention)], "nesting", CO_OCCURRENCE_CONFIDENCE)
            if link is None and mention.needs_evidence:
                link = self._by_support(mention, near)
                if link is None:
                    continue  # "August", "Mobile phones", "Austin Miller": an ordinary word with nothing to back it
            link = self._explained(link or self._by_population(mention), mention)
            found.extend(self._with_admin(link))
        return merge_links(found)  # the best link per node, with the spans of its other mentions

    def _nested(self, mentions: Sequence[PlaceMention]) -> dict[int, str]:
        """id(mention) -> the one candidate that lies inside, or holds, a candidate of another name of the
        text, for names that are each too ambiguous to be evidence alone: in "Springfield and Greene County"
        only Springfield, Missouri lies in a Greene County (Missouri's), which settles both. Several such
        candidates of comparable size settle nothing."""
        holders: dict[str, list[PlaceMention]] = {}
        for mention in mentions:
            for candidate in mention.candidates:
                holders.setdefault(candidate, []).append(mention)
        paired: dict[int, set[str]] = {}
        for mention in mentions:
            surface = mention.surface.lower()
            for candidate in mention.candidates:
                for ancestor, depth in self.ancestors(candidate).items():
                    for holder in holders.get(ancestor, ()) if depth > 0 else ():
                        if holder.surface.lower() != surface:
                            paired.setdefault(id(mention), set()).add(candidate)
                            paired.setdefault(id(holder), set()).add(ancestor)
        chosen: dict[int, str] = {}
        by_id = {id(m): m for m in mentions}
        for key, candidates in paired.items():
            mention = by_id[key]
            if len(mention.candidates) < 2:
                continue
            ordered = [c for c in mention.candidates if c in candidates]
            best = self._best(ordered, mention)[0]
            top = self._weight(best, mention)
            if sum(1 for c in ordered if self._weight(c, mention) >= AMBIGUOUS_SHARE * top) == 1:
                chosen[key] = best
        return chosen

    def _vouching(self, near: dict[str, int]) -> dict[str, int]:
        """The places near the text that may vouch for an ordinary word ("Bath", "Reading"): a state or country
        only when the text names it; reached by climbing from a county ("Washtenaw County" -> Michigan) it
        holds too many towns to."""
        def vouches(node: str, depth: int) -> bool:
            place = self.places.get(node)
            return depth == 0 or place is None or place.kind not in ("country", "admin1")

        return {node: depth for node, depth in near.items() if vouches(node, depth)}

    def _by_support(self, mention: PlaceMention, near: dict[str, int]) -> Link | None:
        """An ordinary-word mention's one candidate inside (or beside) a place named elsewhere in the text."""
        inside = [c for c in mention.candidates if self.ancestors(c).keys() & near.keys()]
        return Link(self._best(inside, mention)[0], "co-occurrence", CO_OCCURRENCE_CONFIDENCE) if inside else None

    def _explained(self, link: Link, mention: PlaceMention) -> Link:
        """The link with the words it came from, the candidates weighed and why this one won."""
        others = tuple(link.candidates or (mention.candidates if len(mention.candidates) > 1 else ()))
        why = {"qualifier": "named with its region", "co-occurrence": "inside a place the text also names",
               "nesting": "the only one of its namesakes inside, or holding, another place the text names",
               "population": "the most populous of the places with this name", "gazetteer": "the only place so named",
               "ambiguous": "several places of comparable size bear this name and nothing in the text chooses"}
        reason = why.get(link.how, link.how)
        if mention.type_word:
            reason += f"; type word '{mention.type_word}'"
        if mention.spelling:
            reason += f"; spelt '{mention.surface}', read as '{mention.spelling}'"
        if mention.note:
            reason += f"; {mention.note}"
        return dataclasses.replace(link, span=(mention.start, mention.end), surface=mention.surface,
                                   candidates=others[:MAX_LISTED], reason=reason)

    def code_after(self, text: str, end: int, question: bool, candidates: Sequence[str] = (),
                   follows: frozenset[int] = frozenset()) -> tuple[str, int, int] | None:
        """A region code or abbreviation right after a place ("Paradise, CA", "Joplin, Mo."), with its span.

        In a question also without the comma and in lower case ("springfield ky", "springfield mass"). A
        lower-case code that is an everyday word ("me", "co", "il") counts only as a pair: its region holds one of
        ``candidates`` (the places the name before it may be) and the word after it is no other place
        (``follows``: where the text's place names start; "salem or eugene" is a conjunction). After a
        connective ("in", "or") or an abbreviation that is a word ("mass", "ill") the next word must also be
        no frequent word, number or calendar word ("columbus in july", "portland or not").
        """
        match = STATE_CODE.match(text, end)
        if match and match.group(1) in self.codes:
            return match.group(1), match.start(1), match.end(1)
        if not question:
            return None
        match = LOWER_CODE.match(text, end)
        word = match.group(1) if match else ""
        code = self.typed_code(word)
        if match is None or code is None:
            return None
        found = code, match.start(1), match.end(1)
        # a code typed as its letters ("mi", "nsw", "QLD"), not an abbreviation that is a word ("mass", "ill")
        if (len(word) == 2 or word.upper() == code) and (word.isupper() or zipf_frequency(word, "en") < EVERYDAY_ZIPF):
            return found
        if not self.holds(self.codes[code], candidates):
            return None
        if len(word) > 2 or word.lower() in CONNECTIVE_CODES:
            connective = word.lower() in CONNECTIVE_CODES
            return found if reads_as_code(text, match.end(1), follows, connective) else None
        after = NEXT_WORD.match(text, match.end(1))
        return found if after is None or after.start(1) not in follows else None

    def typed_code(self, word: str) -> str | None:
        """The region code ``word`` is, as typed in a question ("mi" -> "MI", "Mass" -> "Mass."), if any."""
        return self._typed_codes.get(word.lower())

    def is_code(self, word: str) -> bool:
        """Whether ``word`` is a region code as typed in a question (place_codes.name_starts asks)."""
        return self.typed_code(word) is not None

    def holds(self, regions: Sequence[str] | frozenset[str], candidates: Sequence[str]) -> bool:
        """Whether one of ``regions`` contains one of ``candidates``."""
        return any(depth > 0 and ancestor in regions for c in candidates for ancestor, depth in self.ancestors(c).items())

    def qualified(self, mention: PlaceMention) -> str | None:
        """The candidate inside the region named right after the mention, if any."""
        regions = mention.qualifiers or frozenset()
        if not regions:
            return None
        inside = [c for c in mention.candidates
                  if any(depth > 0 and ancestor in regions for ancestor, depth in self.ancestors(c).items())]
        return self._best(inside, mention)[0] if inside else None

    def _elsewhere(self, mention: PlaceMention) -> bool:
        """The mention is followed by a state or country ("X, Michigan", "x mi") that holds none of its
        candidates: the text names a place of that region the gazetteer does not have. (A following town or
        county may be the next item of a list, "Raleigh, Durham": only a state or country says where.)"""
        regions = mention.qualifiers or frozenset()
        return bool(regions) and all(r in self.places and self.places[r].kind in ("admin1", "country")
                                     for r in regions) and self.qualified(mention) is None

    def _by_qualifier(self, mention: PlaceMention) -> Link | None:
        """"Springfield, IL" / "Springfield, Illinois": a candidate inside the named region."""
        picked = self.qualified(mention)
        return Link(picked, "qualifier", QUALIFIER_CONFIDENCE) if picked else None

    def qualifier_regions(self, mention: PlaceMention, mentions: Sequence[PlaceMention], text: str,
                          question: bool = False, follows: frozenset[int] = frozenset()) -> frozenset[str]:
        """Regions named right after ``mention``: an upper-case state/country code after a
        comma, or the next place mention after a comma or an opening parenthesis (``qualifier``)."""
        return self.qualifier(mention, mentions, text, question, follows)[0]

    def qualifier(self, mention: PlaceMention, mentions: Sequence[PlaceMention], text: str, question: bool = False,
                  follows: frozenset[int] = frozenset()) -> tuple[frozenset[str], str, PlaceMention | None]:
        """The regions named right after ``mention``, the words that name them ("" when none) and the mention
        of ``mentions`` that does (None for a code).

        In a question people leave out the comma ("salem oregon", "jackson ms"): the next place name or code
        qualifies without it (``qualified`` still takes only a candidate inside the region).
        """
        code = self.code_after(text, mention.end, question, mention.candidates, follows)
        if code is not None:
            return frozenset(self.codes[code[0]]), text[code[1]:code[2]], None
        gap = (QUESTION_GAP if question else QUALIFIER_GAP).match(text, mention.end)
        following = gap and next((m for m in mentions if m.start == gap.end() and m is not mention), None)
        if not following:
            return frozenset(), "", None
        return frozenset(following.candidates), following.surface, following

    def _evidence(self, mentions: Sequence[PlaceMention]) -> list[tuple[str, bool, set[str]]]:
        """(surface, qualified?, places) of every mention that tells where the text is.

        A qualified mention gives its one place; an unqualified one its named candidates,
        unless it has too many to say anything.
        """
        seen: set[tuple[str, bool, frozenset[str]]] = set()
        for mention in mentions:
            if mention.needs_evidence:
                continue  # an ordinary word is no evidence for another ("August" for "Spring")
            picked = self.qualified(mention)
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
            rivals = self._rivals(best, mention)
            if len(rivals) > 1:
                return Link(best, "ambiguous", AMBIGUOUS_CONFIDENCE, candidates=tuple(rivals[:MAX_LISTED]))
            how, confidence = "population", POPULATION_FLOOR + POPULATION_SPAN * share
        if not self._prominent(best, mention.surface):
            confidence = min(confidence, OBSCURE_CONFIDENCE)
        return Link(best, how, round(confidence, 3))

    def _rivals(self, best: str, mention: PlaceMention) -> list[str]:
        """The candidates comparable to ``best`` in size (best first): one means the choice is clear."""
        weights = {c: self._weight(c, mention) for c in mention.candidates}
        top = weights[best]
        if top <= 0:
            return [best]  # nothing known of any of them: population decides nothing, but nobody is named either
        rivals = sorted((c for c in mention.candidates if weights[c] >= AMBIGUOUS_SHARE * top),
                        key=lambda c: (-weights[c], c))
        return rivals

    def _prominent(self, place_id: str, surface: str) -> bool:
        """Credible without other evidence: a region, a several-word name, a large place, or a name that is no
        word ("Prineville", "Keizer": only the small towns named with words, College or Union, need more)."""
        place = self.places.get(place_id)
        return (place is None or place.kind in ("country", "admin1", "admin2") or len(surface.split()) > 1
                or self.effective_population.get(place_id, 0) >= PROMINENT_POPULATION
                or is_no_word(surface))

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
        reason = f"the administrative unit {self.places[link.node_id].name} lies in"
        return [link, Link(admin, "feature->admin", round(link.confidence * FEATURE_ADMIN_FACTOR, 3),
                           surface=link.surface, reason=reason)]


@lru_cache(maxsize=65536)
def is_no_word(name: str) -> bool:
    """Whether ``name`` is rare in ordinary English and Indonesian (``NOT_A_WORD_ZIPF``): a place name that is no
    word ("prineville", "keizer") says a place by itself, even small, even typed in lower case."""
    return max(zipf_frequency(name, "en"), zipf_frequency(name, "id")) < NOT_A_WORD_ZIPF
