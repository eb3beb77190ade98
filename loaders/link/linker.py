"""Link chunks to graph nodes: SPBE indicators, TNEA institutions/programs/communities, places.

A ``Linker`` is built once per ingest (the cached gazetteer plus small target tables read
from the graph) and turns a document's chunks into ``chunk_id -> [Link]``. It reads a
document as parts (header elements, chunk texts, the title) and asks one linker per
hierarchy: ``spbe`` (indicators, aspects, domains, levels), ``admissions`` (institutions,
programs, communities) and the ``gazetteer`` for places, with the whole document as
co-occurrence evidence. Document scope: the most specific linked nodes; a chunk inherits
them (x0.8) in every hierarchy it names nothing of itself (``scope``). Rules, their
confidences and why: docs/linking.md.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Sequence

from graph.hierarchy import unlisted_id, unlisted_parent
from graph.store import GraphStore
from loaders.derived import derived_folder
from loaders.document import Chunk, Link
from loaders.link.admissions import AdmissionLinker
from loaders.link.confidences import BROAD_NAME
from loaders.link.gazetteer import Gazetteer, PlaceMention
from loaders.link.place_unlisted import TypedName, established, region, typed_names, unlisted_links
from loaders.link.scope import document_scope, hierarchy_family, inherit_scope, merge_links
from loaders.link.spbe import SpbeLinker
from loaders.link.spbe_dense import Embed, SpbeDense
from loaders.link.targets import AdmissionTargets, SpbeTargets
from loaders.link.text import unshouted
from loaders.link.vocabulary import ASPECT_RE, DOMAIN_RE, INDICATOR_RE


@dataclass
class _Part:
    """One piece of a document the linker reads: a header element, a chunk's text, the title."""

    text: str
    header: bool
    mentions: list[PlaceMention] = field(default_factory=list)
    place_links: list[Link] = field(default_factory=list)


# The kinds of graph place a kind word before a name may name ("County of Sonoma" is a county, never the town of
# Sonoma); a township is none the graph holds by its bare name. Not the Indonesian kinds: a regency bears its seat's
# name (Kabupaten Sintang's is Sintang), so the town of that name in the region stands for it as before.
KIND_WORD_NODES = {"county": {"admin2"}, "parish": {"admin2"}, "borough": {"admin2", "locality"},
                   "shire": {"admin2", "locality"}, "municipality": {"admin2", "locality"}, "township": set(),
                   "town": {"locality"}, "city": {"locality", "admin2"}, "village": {"locality"}}


def _outside(links: Sequence[Link], typed: TypedName) -> list[Link]:
    """``links`` but those read in ``typed``'s own words."""
    words = typed.surface.casefold()
    return [link for link in links if not (link.surface and _bare(link.surface) in words)]


def _bare(surface: str) -> str:
    """A link's words without the article a type word takes ("The County of Travis")."""
    folded = surface.casefold()
    return folded[4:] if folded.startswith("the ") else folded


class Linker:
    """Everything linking needs, built once per ingest: the gazetteer, the DAG, the target tables."""

    def __init__(self, gazetteer: Gazetteer, spbe: SpbeTargets, admissions: AdmissionTargets, *,
                 dense: SpbeDense | None = None, embed: Embed | None = None) -> None:
        """``embed``: the model's encoder, for SPBE paraphrases in passages (``spbe_dense``); None: rules only."""
        self.gazetteer = gazetteer
        self.dag = gazetteer.dag
        self.spbe = spbe
        self.admissions = admissions
        self.spbe_linker = SpbeLinker(spbe, self.dag)
        self.admission_linker = AdmissionLinker(admissions)
        self.spbe_dense = dense if dense is not None else SpbeDense(spbe.nodes)
        self.embed = embed

    @classmethod
    def from_store(cls, store: GraphStore, embed: Embed | None = None) -> "Linker":
        spbe = SpbeTargets.from_store(store)
        return cls(Gazetteer.from_store(store), spbe, AdmissionTargets.from_store(store),
                   dense=SpbeDense(spbe.nodes, derived_folder(store)), embed=embed)

    def link(self, chunks: Sequence[Chunk], *, doc_title: str = "") -> dict[str, list[Link]]:
        """chunk_id -> links: each chunk's own links plus the document scope it inherits."""
        title = _Part(doc_title, header=True) if doc_title.strip() else None
        parts = {chunk.chunk_id: self._parts(chunk) for chunk in chunks}
        every = [p for ps in parts.values() for p in ps] + ([title] if title else [])
        self._find_places(every)
        doc = _DocumentFacts.gather(self, every)
        doc.unlisted = self._unlisted_places(every)
        own = {chunk_id: self._links(ps, doc) for chunk_id, ps in parts.items()}
        seed = dict(own)
        if title:
            seed["\x00title"] = self._links([title], doc)  # the title speaks for the whole document
        scope = document_scope(seed, self.dag)
        return {chunk_id: inherit_scope(links, scope) for chunk_id, links in own.items()}

    def question_places(self, question: str) -> list[PlaceMention]:
        """The place mentions of a question as ``link_question`` reads them (scope slots read the same)."""
        return self._mentions_in(question, question=True, alone=self._codes_alone(question))

    def _codes_alone(self, question: str) -> bool:
        """Whether a state code or ZIP code alone may be a place: not in an admissions question (its words, or a
        college, branch or community it names), where "sc", "tn" and a five-digit number are a community, Tamil
        Nadu and a rank: "psg tech civil sc rank 2023"."""
        return not (self.admission_linker.context(question) or
                    self.admission_linker.links(question, set(), False, question=True))

    def link_question(self, question: str) -> list[Link]:
        """The links of one question: the same rules as a chunk's, in question mode (people type lower
        case and short forms: each hierarchy's linker decides what that allows), with no document around."""
        part = _Part(question, header=False)
        self._find_places([part], question=True, alone=self._codes_alone(question))
        doc = _DocumentFacts.gather(self, [part])
        return self._links([part], doc, question=True)

    # -- reading a document --

    @staticmethod
    def _parts(chunk: Chunk) -> list[_Part]:
        return [*(_Part(h, header=True) for h in chunk.header_path if h and h.strip()), _Part(chunk.text, header=False)]

    def _find_places(self, parts: Sequence[_Part], *, question: bool = False, alone: bool = True) -> None:
        """Place mentions of every part, resolved together (the whole document is evidence).

        A mention inside a span another rule claims is dropped: "College" in "PSG College
        of Technology" is not College, Alaska.
        """
        found: dict[str, list[PlaceMention]] = {}  # header texts repeat in every chunk under them
        for part in parts:
            if part.text not in found:
                found[part.text] = self._mentions_in(part.text, question=question, alone=alone)
            part.mentions = [dataclasses.replace(m) for m in found[part.text]]  # resolution annotates them
        resolved = self.gazetteer.resolve_document([(p.mentions, p.text) for p in parts])
        for part, links in zip(parts, resolved):
            part.place_links = links

    def _mentions_in(self, text: str, *, question: bool, alone: bool) -> list[PlaceMention]:
        """The gazetteer's place mentions of ``text`` outside the spans other rules claim; a question typed all in
        capitals is read as typed in lower case (``unshouted``), its mentions keep the surface as typed."""
        claimed = self._claimed(text)
        typed = unshouted(text) if question else text
        return [dataclasses.replace(m, surface=text[m.start:m.end])
                for m in self.gazetteer.find(typed, question=question, alone=alone)
                if all(m.end <= s or m.start >= e for s, e in claimed)]

    def _unlisted_places(self, parts: Sequence[_Part]) -> dict[str, str]:
        """key -> node id of the places the document says it is about that the hierarchy lacks
        (``place_unlisted``), each inside the one place named beside it, else the document's one place. Only
        that: "Clinton Township, Michigan" is in Macomb County, not in Clinton County, so a name says nothing of
        the county a state's township is in."""
        headers = [p for p in parts if p.header]
        opening = next((p for p in parts if not p.header), None)
        every = [link for p in parts for link in p.place_links]
        names = established([p.text for p in headers], opening.text if opening else "",
                            lambda typed: self._known_name(typed, _outside(every, typed)), self.gazetteer.opens_name)
        if not names:
            return {}
        found = {}
        for key, typed in names.items():
            beside = [link for p in [*headers, *([opening] if opening else [])]
                      if any(t.key == key for t in typed_names(p.text, self.gazetteer.opens_name))
                      for link in p.place_links]
            # the links read in the name's own words are no region of it ("County of Vermilion" of "County of
            # Vermilion River, Alberta" read as Vermilion County, Illinois)
            parent = region(_outside(beside, typed), self.dag) or region(_outside(every, typed), self.dag)
            if parent is not None:
                found[key] = unlisted_id(parent, typed.surface)
        return found

    def _known_name(self, typed: TypedName, context: Sequence[Link] = ()) -> bool:
        """Whether the gazetteer holds the typed name as a place, linked here or not: the whole of it, its name with
        the kind word ("Clark County" in "Unincorporated Clark County"), or, with the kind first, a place of that
        kind its name opens with ("County of Sonoma Fire Prevention Division" is an agency of Sonoma County). A
        namesake counts only inside a place the document names elsewhere (``context``), when it names one: "County
        of Vermilion River, Alberta" is not Vermilion Parish, Louisiana, nor the town of Vermilion (no county);
        "Township of Champlain, Ontario" is not Champlain, New York."""
        words = typed.surface
        name_starts = words.index(typed.name)
        kind_first = name_starts > 0
        for start, end, ids in self.gazetteer.names_in(words):
            if kind_first and start == name_starts:
                kinds = KIND_WORD_NODES.get(typed.kind.casefold())
                if self._namesake([i for i in ids if kinds is None or self._kind(i) in kinds], context):
                    return True
            if end == len(words) and not kind_first and start < len(words) - len(typed.kind) and \
                    self._namesake(ids, context):
                return True
        return False

    def _kind(self, place_id: str) -> str | None:
        place = self.gazetteer.places.get(place_id)
        return place.kind if place is not None else None

    def _namesake(self, ids: Sequence[str], context: Sequence[Link]) -> bool:
        """Whether one of ``ids`` lies in a region of ``context`` (a place it names, or one above it short of a
        country: "Springfield" puts Greene County, Missouri in reach, "Kota Semarang" Central Java's regencies), or
        any does when it names none."""
        ups = [self.gazetteer.ancestors(link.node_id) for link in context
               if hierarchy_family(link.node_id) == "place" and unlisted_parent(link.node_id) is None]
        regions = {a for up in ups for a in up if self._kind(a) != "country"} or {a for up in ups for a in up}
        # a state or province is in reach of any text of its country ("Provinsi Jawa Tengah" beside Jawa Barat)
        return any(not regions or self._kind(i) in ("admin1", "country") or regions & self.gazetteer.ancestors(i).keys()
                   for i in ids)

    def _claimed(self, text: str) -> list[tuple[int, int]]:
        """Spans of institution, program, indicator and community names in ``text``, and of SPBE numbers ("ind 21"
        is indicator 21, not Indiana)."""
        patterns = (self.admissions.claim_re, self.spbe.spbe_names.pattern, self.admissions.community_name_re,
                    INDICATOR_RE, ASPECT_RE, DOMAIN_RE)
        return [m.span() for pattern in patterns if pattern for m in pattern.finditer(text)]

    def _links(self, parts: Sequence[_Part], doc: "_DocumentFacts", *, question: bool = False) -> list[Link]:
        links: list[Link] = []
        links += self.spbe_linker.links([p.text for p in parts if p.header], [p.text for p in parts if not p.header],
                                        question=question)
        links += self.admission_linker.links("\n".join(p.text for p in parts), doc.institutions,
                                             doc.admissions_context, question=question)
        for part in parts:
            if doc.unlisted:
                found, replaced = unlisted_links(part.text, doc.unlisted, part.place_links, self.gazetteer.ancestors,
                                                 self.gazetteer.opens_name)
                links += [link for link in part.place_links if link not in replaced] + found
            else:
                links += part.place_links
        if not question and self.embed is not None:
            links += self._paraphrases(parts, self.embed)
        if question:  # one part: spans compare ("st" in "st paul" is no community code)
            names = [link.span for link in parts[0].place_links if link.span]
            links = [link for link in links if not (link.how == "community-code" and link.span and any(
                start <= link.span[0] and link.span[1] <= end for start, end in names))]
        return merge_links(links)

    def _paraphrases(self, parts: Sequence[_Part], embed: Embed) -> list[Link]:
        """SPBE nodes a chunk's text names only by meaning: the phrases of its kind words ("indikator", "aspect")
        where the rules read no SPBE name or number (``spbe_dense``), at the confidence of a broad name (no
        document scope on them)."""
        found: list[Link] = []
        for part in parts:
            if not part.header and self.spbe_dense.nodes:
                found += self.spbe_dense.phrase_links(part.text, self.spbe_linker.rule_spans(part.text), embed,
                                                        BROAD_NAME)
        return self.spbe_linker.with_implied(found)


@dataclass
class _DocumentFacts:
    """What the whole document says that changes how one chunk is read."""

    institutions: set[str]
    admissions_context: bool
    unlisted: dict[str, str] = field(default_factory=dict)  # the document's places the hierarchy lacks

    @classmethod
    def gather(cls, linker: Linker, parts: Sequence[_Part]) -> "_DocumentFacts":
        text = "\n".join(p.text for p in parts)
        context = linker.admission_linker.context(text)
        institutions = set(linker.admission_linker.institutions(text, context=context))
        return cls(institutions, bool(institutions) or context)


def link_parents(linker: Linker, chunks: Sequence[Chunk], title: str) -> dict[str, list[Link]]:
    """Link the parents; each child carries its parent's links.

    A child is a window of its parent's text and the parent is what an answer is built
    from and cited, so linking the parent's text once (instead of every overlapping
    child again) gives the same scopes for a third less tokenizing, which on two cores
    is taken straight from the embedding model.
    """
    parents = [c for c in chunks if c.kind == "parent"]
    links = linker.link(parents, doc_title=title)
    for child in chunks:
        if child.kind == "child":
            links[child.chunk_id] = list(links.get(child.parent_id or "", []))
    return links


def link_chunks(chunks: list[Chunk], *, store: GraphStore, doc_title: str = "") -> dict[str, list[Link]]:
    """chunk_id -> links for one document's chunks (builds a Linker; reuse one for many documents)."""
    return Linker.from_store(store).link(chunks, doc_title=doc_title)
