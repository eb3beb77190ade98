"""Scope detection: where a question sits in the graph.

A question is read by the same ``Linker`` that links document chunks at ingest (one set
of rules for both sides, so a question about "Indikator 12" and a passage under it meet
on the same node), plus what only questions carry: years, maturity levels, a student's
marks, what is wanted (a mark, a rank, a fee, eligibility, a level) and the words each
anchor was found in (``Slot``), which follow-up rewriting replaces.

SPBE indicators, aspects and domains may also be named by paraphrase ("integrated planning and
budgeting", "the organizers aspect"): when no number or exact name is given, the question is compared
with the names of every node of the kind it asks about (an indicator unless it says "aspect" or
"domain") by embedding similarity, and the best one is taken when it is clearly ahead
(``loaders/link/spbe_dense.py``).
"""

from __future__ import annotations

import re
import threading
import unicodedata
from collections import OrderedDict
from typing import TYPE_CHECKING, Iterable, Sequence

from engine.models import Anchor, QuestionScope, Slot
from engine.pipeline.unlisted_questions import PLACE_GAP, UnlistedPlaces
from graph.hierarchy import ancestor_depths, unlisted_name, unlisted_parent
from graph.store import GraphStore
from loaders.document import Link
from loaders.link import (ASPECT_RE, COLLEGE_CODE_RE, COMMUNITY_CODE_RE, DOMAIN_RE, INDICATOR_RE, LEVEL_RE, Linker,
                          hierarchy_family)
from loaders.link.admissions import lower_case_codes

if TYPE_CHECKING:
    from loaders.link.place_table import PlaceMention

# Question texts whose place mentions are kept (``ScopeDetector._places``): a few, for the questions being answered
# now (service threads), not a cache of past questions.
PLACES_KEPT = 8
YEAR_RE = re.compile(r"\b(19[89]\d|20\d\d)\b")
MARK_RE = re.compile(r"\b(maths?|mathematics|physics|chemistry)\s*(?:[:=-]|is|of|mark(?:s)?)?\s*(\d{1,3}(?:\.\d+)?)\b",
                     re.IGNORECASE)
SUBJECT = {"math": "maths", "maths": "maths", "mathematics": "maths", "physics": "physics", "chemistry": "chemistry"}
WANTS = {
    "rank": re.compile(r"\branks?\b", re.IGNORECASE),
    "mark": re.compile(r"\b(?:cut-?\s?offs?|marks?|scores?)\b", re.IGNORECASE),
    "fee": re.compile(r"\b(?:fees?|tuition|cost)\b", re.IGNORECASE),
    "eligibility": re.compile(r"\b(?:eligib\w*|can i get|which (?:colleges?|programs?|branches?)|chances?)\b",
                              re.IGNORECASE),
    "level": re.compile(r"\b(?:maturity|tingkat kematangan|level|assess\w*|nilai)\b", re.IGNORECASE),
}
# What of a cutoff row a question asks: "closing rank?" after a cutoff question asks the rank of the same row.
ATTRIBUTE_RE = re.compile(r"\b(?:(?:closing|last)\s+ranks?|ranks?|cut-?\s?offs?(?:\s+marks?)?)\b", re.IGNORECASE)
# A community code typed in lower case ("and for sc?") is read only in an admissions question.
LOWER_COMMUNITY_RE = re.compile(r"(?<![\w.])(bcm|mbc|sca|oc|bc|sc|st)(?!\w|\.\w)", re.IGNORECASE)
SPBE_CONTEXT_RE = re.compile(r"\b(?:spbe|indikator|indicator|maturity|kematangan|e-?government|aspe[ck]t?|domain|"
                             r"audit\w*|evaluasi|evaluation|tata kelola|pemerintah)\b", re.IGNORECASE)
# A place the question names only to set it aside: "im in cary not raleigh", "portland maine, not oregon", "i moved
# from columbus ohio to columbus georgia", "bukan jakarta", or to compare with: "woodbury, odd-even like cottage
# grove?", "compared to raleigh". It is no anchor, and neither is its region right after it.
SET_ASIDE_RE = re.compile(r"\b(?:not|instead\s+of|rather\s+than|except|bukan|(?:moved|moving|move|relocated)\s+(?:here\s+)?from|"
                          r"used\s+to\s+(?:live|be|stay|work)\s+in|grew\s+up\s+in|originally\s+from|formerly\s+(?:in|of|from)|"
                          r"(?:un)?like|as\s+(?:in|at)|compared\s+(?:to|with)|than|same\s+as|seperti|como)"
                          r"\s+(?:in\s+|at\s+|the\s+|di\s+)?$", re.IGNORECASE)
# A turn to the place asked about, after a place given for comparison: "raleigh has odd/even days, what about garner",
# "i used to live in houston, now im in dallas", "di bogor begitu, bagaimana dengan depok", "¿y en columbus?".
PIVOT_RE = re.compile(r"(?:\b(?:(?:what|how)\s+about|what\s+of|now\s+(?:i'?m|im|i\s+am|we'?re|we\s+are|i\s+live|"
                      r"we\s+live|living|based)|bagaimana\s+dengan|gimana\s+(?:dengan|kalau)|kalau\s+(?:di|untuk)|"
                      r"y\s+(?:en|para))|"
                      # "wichita county has a burn ban, does sedgwick county have one too": a new clause asks anew
                      r"[,;]\s*(?:(?:and|but)\s+)?(?:does|do|did|is|are|can|will|has|have))"
                      r"\s+(?:(?:over|up|down|out)\s+)?(?:(?:in|at|for|the|di)\s+)?$", re.IGNORECASE)
MIN_CONFIDENCE = 0.5  # primary anchors less sure than this are not answered from (a 0.45 "Forest" place link)


def visible(text: str) -> str:
    """``text`` with invisible format characters (bidi marks and overrides, zero-width spaces, BOM:
    Unicode category Cf) as spaces.

    A right-to-left mark after "California?" glued it into one token, so the name was missed and
    "Paradise" alone resolved to Paradise, Nevada. One character for one: spans still point into
    the question as asked.

    >>> visible("Paradise, California?\u200f") == "Paradise, California? "
    True
    >>> visible("Para\u00addise") == "Para\u00addise"
    True
    """
    if text.isascii():
        return text
    return "".join(" " if unicodedata.category(ch) == "Cf" and not _inside_word(text, i) else ch
                   for i, ch in enumerate(text))


def _inside_word(text: str, index: int) -> bool:
    """A format character between two letters (a soft hyphen or a tag character inside "Paradise") is
    part of the word: linking's ``for_linking`` drops it; a space there would split the name (issue 20
    item 15)."""
    return 0 < index < len(text) - 1 and text[index - 1].isalnum() and text[index + 1].isalnum()


def node_kind(node_id: str) -> str:
    """The kind of a scope node from its typed id (docs/schema.md).

    >>> [node_kind(i) for i in ("spbe:indicator:3:level:2", "tnea:college:1:program:CS", "branch:ME", "geo:US")]
    ['level', 'program', 'program', 'place']
    """
    parts = node_id.split(":")
    if parts[0] == "branch":  # a branch named with no college: the programs of that branch
        return "program"
    if parts[0] == "spbe":
        return {"indicator": "level" if "level" in parts[3:] else "indicator"}.get(parts[1], parts[1])
    if parts[0] == "tnea":
        if parts[1] == "community":
            return "community"
        if ":cutoff:" in node_id:
            return "cutoff"
        if ":program:" in node_id:
            return "program"
        return "institution" if parts[1] == "college" else parts[1]
    return "place"


class ScopeDetector:
    """Finds a question's anchors; built once per corpus state (the linker reads the graph)."""

    def __init__(self, linker: Linker, names: dict[str, str], indicator_texts: dict[str, tuple[str, str]], *,
                 min_confidence: float = MIN_CONFIDENCE) -> None:
        """``indicator_texts``: indicator id -> (English gloss, Indonesian name)."""
        self.linker = linker
        self.min_confidence = min_confidence
        self.names = names
        self._indicator_texts = {i: f"{gloss}. {name}" for i, (gloss, name) in indicator_texts.items()}
        self._mentions: OrderedDict[str, tuple[PlaceMention, ...]] = OrderedDict()
        self._mentions_lock = threading.Lock()  # the service asks from several threads
        self.unlisted_places = UnlistedPlaces(linker)

    @classmethod
    def from_store(cls, store: GraphStore, **options: float) -> "ScopeDetector":
        linker = Linker.from_store(store)
        names = {row["id"]: row["name"] for row in store.run("scope_names")}
        texts = {row["id"]: (row["name_en"] or "", row["name"] or "") for row in store.run("spbe_indicator_texts")}
        return cls(linker, names, texts, **options)

    # -- the public call --

    def detect(self, question: str, embed=None) -> QuestionScope:
        """Anchors and facts of one question. ``embed(texts) -> vectors`` enables SPBE paraphrase."""
        asked, question = question, visible(question)
        links = self._set_aside(question, self.unlisted_places.links(question, self._links(question)))
        anchors = [self._anchor(link) for link in links]
        admissions = any(hierarchy_family(a.id) in ("tnea", "community") for a in anchors) or \
            bool(WANTS["eligibility"].search(question) or COLLEGE_CODE_RE.search(question))
        if admissions:
            anchors += self._lower_case_communities(question, anchors)
        if embed is not None and SPBE_CONTEXT_RE.search(question) and \
                not any(a.kind in ("indicator", "aspect", "domain") for a in anchors):
            anchors += self._paraphrased(question, embed)
        scope = QuestionScope(
            anchors=sorted(anchors, key=lambda a: (-a.confidence, a.id)),
            years=sorted({int(y) for y in YEAR_RE.findall(question)}),
            levels=sorted({int(m.group(1)) for m in LEVEL_RE.finditer(question)}),
            marks={SUBJECT[m.group(1).lower()]: float(m.group(2)) for m in MARK_RE.finditer(question)},
            wants=[name for name, pattern in WANTS.items() if pattern.search(question)],
        )
        if len(scope.marks) == 3 and "eligibility" not in scope.wants:
            scope.wants.append("eligibility")
        scope.location_dependent = bool(scope.of_kind("place"))
        self._attach_surfaces(asked, scope)
        return scope

    def primary(self, scope: QuestionScope) -> list[Anchor]:
        """The anchors that define the question: not implied by another (an aspect above a named
        indicator, a state above a named city) and not a level/cutoff detail."""
        dag = self.linker.dag
        details = [a for a in scope.anchors if a.kind in ("level", "cutoff")]
        others = [a for a in scope.anchors if a.kind not in ("level", "cutoff")]
        covered: set[str] = set()
        for anchor in others:
            covered.update(a for a, d in ancestor_depths(dag, anchor.id).items() if d > 0)
        keep = [a for a in others if a.id not in covered]
        kept = {a.id for a in keep}
        # a level named inside an indicator's scope speaks for its indicator; alone, it is the anchor
        keep += [a for a in details if not kept & set(ancestor_depths(dag, a.id))]
        return keep

    def anchors(self, scope: QuestionScope) -> list[Anchor]:
        """The anchors a question is answered from: its primary ones at least ``min_confidence`` sure.

        Every reader of "which anchors did the engine use" (the pipeline, the explorer, the benchmarks)
        calls this, or reads ``Answer.trace.anchors``, which holds its result.
        """
        primary = self.primary(scope)
        sure = [a for a in primary if a.confidence >= self.min_confidence]
        return sure + self._readings(primary, {a.id for a in sure})

    def _readings(self, primary: Sequence[Anchor], have: set[str]) -> list[Anchor]:
        """A place name the linker reported ambiguous ("Springfield" alone, with comparable namesakes) is
        read as each of its candidates, so passages about any of them are found and the answer can name
        them all; picking the most populous answered silently from one state (issue 16). The same for an
        SPBE topic a policy and an implementation indicator share ("manajemen data": 3 and 23)."""
        readings: list[Anchor] = []
        for anchor in primary:
            if anchor.how != "ambiguous" or anchor.kind not in ("place", "indicator"):
                continue
            if have & set(anchor.candidates):
                continue  # the question names one of them outright ("… under Indikator 10"): settled
            for node_id in anchor.candidates or [anchor.id]:
                if node_id not in have:
                    have.add(node_id)
                    readings.append(anchor.model_copy(update={"id": node_id, "name": self.name(node_id)}))
        return readings

    # -- pieces --

    def _places(self, text: str) -> tuple[PlaceMention, ...]:
        """The linker's place mentions of a question's text, kept for the last ``PLACES_KEPT`` texts: one question
        reads them up to three times (its anchors' surfaces, its topic, an SPBE question's slots), each a pass of
        the gazetteer over the text (~0.3 ms). The linker is this detector's for its whole life, so a text's
        mentions do not change; they are only read. Few are kept on purpose: a question asked again later pays
        the pass again, as before (bench/query.py detects all its questions before timing them)."""
        with self._mentions_lock:
            kept = self._mentions.get(text)
            if kept is not None:
                self._mentions.move_to_end(text)
                return kept
        found = tuple(self.linker.question_places(text))
        with self._mentions_lock:
            self._mentions[text] = found
            while len(self._mentions) > PLACES_KEPT:
                self._mentions.popitem(last=False)
        return found

    def _links(self, question: str) -> list[Link]:
        return self.linker.link_question(question)

    @property
    def unlisted(self) -> tuple[str, ...]:
        """The corpus's places the hierarchy lacks (``Pipeline`` sets them from the corpus's linked nodes)."""
        return self.unlisted_places.nodes

    @unlisted.setter
    def unlisted(self, nodes: Iterable[str]) -> None:
        self.unlisted_places.nodes = nodes

    def _set_aside(self, question: str, links: list[Link]) -> list[Link]:
        """``links`` without the places the question sets aside (``SET_ASIDE_RE``) and their regions right after
        them, nor those given for comparison before it turns to another (``PIVOT_RE``), as long as another place
        is left to ask about."""
        places = sorted((l for l in links if l.span and node_kind(l.node_id) == "place"), key=lambda l: l.span[0])
        aside: set[int] = set()
        for index, link in enumerate(places):
            previous = places[index - 1] if index else None
            if SET_ASIDE_RE.search(question[:link.span[0]]) or (
                    previous is not None and id(previous) in aside
                    and PLACE_GAP.fullmatch(question[previous.span[1]:link.span[0]])
                    and self.holds([link.node_id], [previous.node_id])):
                aside.add(id(link))
        pivot = next((l for l in places if PIVOT_RE.search(question[:l.span[0]])), None)
        if pivot is not None:  # places before the turn are the comparison, unless they hold the asked one
            aside.update(id(l) for l in places if l.span[1] <= pivot.span[0] and l.node_id != pivot.node_id
                         and not self.holds([l.node_id], [pivot.node_id]))
        kept = [l for l in links if id(l) not in aside]
        return kept if aside and any(node_kind(l.node_id) == "place" for l in kept) else links

    def name(self, node_id: str) -> str | None:
        place = self.linker.gazetteer.places.get(node_id)
        return place.name if place is not None else self.names.get(node_id) or unlisted_name(node_id)

    def describe(self, node_id: str) -> str | None:
        """A node in words for query expansion: an indicator's names, a place with its admin chain."""
        if node_id in self._indicator_texts:
            return self._indicator_texts[node_id]
        places = self.linker.gazetteer.places
        if node_id in places:
            depths = self.linker.gazetteer.ancestors(node_id)
            chain = sorted((d, a) for a, d in depths.items() if 0 < d and a in places and places[a].kind != "country")
            return ", ".join([places[node_id].name, *(places[a].name for _, a in chain[:2])])
        parent = unlisted_parent(node_id)
        if parent is not None:  # a place the hierarchy lacks, by the region it is in ("Sturgeon County, Alberta")
            return f"{unlisted_name(node_id)}, {self.describe(parent) or parent}"
        return self.name(node_id)

    def label(self, node_id: str) -> str:
        """A candidate in words that tell namesakes apart: a place with its admin chain ("Paradise,
        Butte County, California"), another node by its name, an unknown one by its id."""
        if node_id in self.linker.gazetteer.places or unlisted_parent(node_id) is not None:
            return self.describe(node_id) or node_id
        return self.name(node_id) or node_id

    def _anchor(self, link: Link) -> Anchor:
        return Anchor(id=link.node_id, kind=node_kind(link.node_id), name=self.name(link.node_id),
                      how=link.how, confidence=link.confidence, surface=link.surface or None, span=link.span,
                      candidates=list(link.candidates), candidate_names=[self.label(c) for c in link.candidates],
                      reason=link.reason)

    def _lower_case_communities(self, question: str, anchors: Sequence[Anchor]) -> list[Anchor]:
        have = {a.id for a in anchors}
        found = []
        for match in LOWER_COMMUNITY_RE.finditer(question):
            if any(a.span and a.span[0] < match.end() and match.start() < a.span[1] for a in anchors):
                continue  # inside a college's words: "st" of "st joseph's"
            node_id = self.linker.admissions.communities.get(match.group(1).upper())
            if node_id and node_id not in have:
                have.add(node_id)
                found.append(Anchor(id=node_id, kind="community", name=self.name(node_id),
                                    how="community-code", confidence=0.7, surface=match.group(0),
                                    span=match.span(), reason="a community code in an admissions question"))
        return found

    def _paraphrased(self, question: str, embed) -> list[Anchor]:
        """The SPBE node the question names by meaning: the phrase of a kind word ("the organizers aspect"), else
        the whole question among the indicators and the kinds it names; the reason lists the nearest nodes
        and their cosines (``loaders/link/spbe_dense.py``)."""
        link = self.linker.spbe_dense.question_link(question, self.linker.spbe_linker.rule_spans(question), embed)
        return [self._anchor(link)] if link is not None else []

    def _attach_surfaces(self, question: str, scope: QuestionScope) -> None:
        """Record the words each place anchor came from (others are matched by slot, see ``slots``)."""
        for mention in self._places(visible(question)):
            for anchor in scope.anchors:
                if anchor.kind == "place" and anchor.surface is None and anchor.id in mention.candidates:
                    anchor.surface = question[mention.start:mention.end]

    def topic_slots(self, question: str) -> list[Slot]:
        """The place and year words of ``question``, which say where and when, not what is asked: its place
        slots (with the names beside a found place, ``_beside``) and year slots. Retrieval and answerability
        read the question's topic without them (retrieve.py).
        """
        text = visible(question)
        mentions = self._places(text)
        found = self.slots(question, mentions)
        return _non_overlapping([s for s in found if s.kind in ("place", "year")])

    def _beside(self, asked: str, question: str, mentions: Sequence[PlaceMention], found: Sequence[Slot]) -> list[Slot]:
        """Place names right beside a found place that linking left out because they are ordinary words typed in
        lower case ("round rock texas", "sisters oregon"): a name of a place inside one of the found place's
        candidates, or a code of a region around one."""
        gazetteer, slots = self.linker.gazetteer, []
        for start, end, ids in gazetteer.names_in(question):
            if any(start < s.end and s.start < end for s in found):
                continue
            beside = [m for m in mentions
                      if (end <= m.start and not question[end:m.start].strip(" ,"))
                      or (m.end <= start and not question[m.end:start].strip(" ,"))]
            code = question[start:end].upper() in gazetteer.codes  # "in nashville": a code comes after its place
            region = next((m for m in beside if m.start >= end
                           and any(c in gazetteer.ancestors(p) for c in m.candidates for p in ids)), None)
            if region is not None:  # the name and its region after it are one phrase, as _place_phrases makes
                slots.append(Slot("place", start, region.end, asked[start:region.end],
                                  region=asked[region.start:region.end]))
            elif any(c in gazetteer.ancestors(p) or p in gazetteer.ancestors(c)
                     for m in beside if not (m.start >= end and code) for c in m.candidates for p in ids):
                slots.append(Slot("place", start, end, asked[start:end]))
        return slots

    def slots(self, question: str, mentions: Sequence[PlaceMention] | None = None) -> list[Slot]:
        """Every slot-filling span of ``question``, in text order (for follow-up rewriting).

        ``mentions``: the gazetteer's places in ``visible(question)`` when already found."""
        asked, question = question, visible(question)
        found: list[Slot] = []
        patterns: list[tuple[str, re.Pattern[str] | None]] = [
            ("institution", self.linker.admissions.institution_re), ("institution", COLLEGE_CODE_RE),
            ("branch", self.linker.admissions.branch_phrase_re), ("branch", self.linker.admissions.branch_code_re),
            ("community", self.linker.admissions.community_name_re), ("community", COMMUNITY_CODE_RE),
            ("community", LOWER_COMMUNITY_RE),
            ("indicator", INDICATOR_RE), ("indicator", self.linker.spbe.name_re), ("aspect", ASPECT_RE),
            ("domain", DOMAIN_RE), ("level", LEVEL_RE), ("year", YEAR_RE), ("attribute", ATTRIBUTE_RE),
        ]
        for pattern, code in self.linker.admissions.community_variant_res:
            patterns.append(("community", pattern))
        for kind, pattern in patterns:
            if pattern is None:
                continue
            for match in pattern.finditer(question):
                if kind == "community" and pattern is LOWER_COMMUNITY_RE and not _short_code_context(question):
                    continue
                found.append(Slot(kind, match.start(), match.end(), asked[match.start():match.end()]))
        ends = [s.end for s in found if s.kind == "institution"]  # "ssn it", "it colleges": carried as "IT"
        found += [Slot("branch", start, end, code)
                  for start, end, code in lower_case_codes(question, ends, self.linker.admissions.branch_codes)]
        if mentions is None:
            mentions = self._places(question)
        found += self._place_phrases(asked, question, mentions)
        found += self._beside(asked, question, mentions, found)
        if self.unlisted_places.may_name(question):  # "conewago twp": a place the documents name, the hierarchy lacks
            found += self.unlisted_places.slots(asked, question, self._links(question))
        # "maths 96": one slot per subject, so a follow-up's new maths mark replaces the maths mark only
        found += [Slot(f"mark:{SUBJECT[m.group(1).lower()]}", m.start(), m.end(), asked[m.start():m.end()])
                  for m in MARK_RE.finditer(question)]
        return _non_overlapping(found)

    def _place_phrases(self, asked: str, question: str, mentions: Sequence[PlaceMention]) -> list[Slot]:
        """One place slot per place phrase: a place and the region right after it that holds it ("hennepin
        county mn", "Springfield, Illinois") are one slot, so a follow-up naming another place replaces both
        (and may carry the region over, ``followup_places.follow_up_slots``)."""
        slots: list[Slot] = []
        ordered = sorted(mentions, key=lambda m: m.start)
        index = 0
        while index < len(ordered):
            mention = ordered[index]
            region = ordered[index + 1] if index + 1 < len(ordered) else None
            if region is not None and PLACE_GAP.fullmatch(question[mention.end:region.start]) \
                    and self.holds(region.candidates, mention.candidates):
                slots.append(Slot("place", mention.start, region.end, asked[mention.start:region.end],
                                  region=asked[region.start:region.end]))
                index += 2
                continue
            slots.append(Slot("place", mention.start, mention.end, asked[mention.start:mention.end]))
            index += 1
        return slots

    def holds(self, regions: Iterable[str], places: Iterable[str]) -> bool:
        """Whether one of ``regions`` is a proper ancestor of one of ``places`` (the resolver's ``holds``)."""
        return self.linker.gazetteer.resolver.holds(frozenset(regions), list(places))


def _short_code_context(question: str) -> bool:
    """A lower-case "sc" is a community only in a short follow-up or next to admissions words."""
    return len(question.split()) <= 6 or WANTS["mark"].search(question) is not None


def _non_overlapping(slots: Iterable[Slot]) -> list[Slot]:
    """Longest span wins where slots overlap; the rest in text order."""
    chosen: list[Slot] = []
    for slot in sorted(slots, key=lambda s: (-(s.end - s.start), s.start)):
        if all(slot.end <= c.start or slot.start >= c.end for c in chosen):
            chosen.append(slot)
    return sorted(chosen, key=lambda s: s.start)
