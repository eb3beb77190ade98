"""Link chunks to graph nodes: SPBE indicators, TNEA institutions/programs/communities, places.

A ``Linker`` is built once per ingest (the cached gazetteer plus small target tables read
from the graph) and turns a document's chunks into ``chunk_id -> [Link]``. Rules, their
confidences and why: docs/linking.md. In short:

* SPBE: "Indikator 12" in a header path (1.0) or text (0.9) -> the indicator, and its
  aspect and domain *through the hierarchy* (never by similar names); "Aspek 2",
  "Domain 2"; "Level 3"/"Tingkat 3" inside an indicator's scope -> that indicator's level;
  an indicator's exact Indonesian name -> the indicator (0.85).
* Admissions: institution names and "college code N"; program names, aliases and branch
  codes -> the program of the institution in scope, else every program of that branch
  (0.5); community codes as upper-case whole words, the risky ones (OC, BC, SC, ST) only
  in a community context.
* Places: the gazetteer (loaders/link/gazetteer.py), the whole document as co-occurrence evidence.
* Document scope: the most specific linked nodes; a chunk inherits them (x0.8) in every
  hierarchy it names nothing of itself.

The vocabulary (patterns, community codes) is in ``vocabulary``, the tables of what can be
linked in ``targets``, the document scope in ``scope``, the confidences in ``confidences``.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass, field
from typing import Mapping, Sequence

from graph.hierarchy import ancestor_depths
from graph.store import GraphStore
from loaders.document import Chunk, Link
from loaders.link.confidences import (BRANCH_ONLY, CODE, COMMUNITY_SAFE, CROSS_REFERENCE, HEADER, HEADER_NAME,
                                      HIERARCHY, LEVEL, NAME, NUMBER, PROGRAM_ONE, PROGRAM_SOME)
from loaders.link.gazetteer import Gazetteer, PlaceMention
from loaders.link.scope import document_scope, inherit_scope, merge_links
from loaders.link.targets import AdmissionTargets, SpbeTargets
from loaders.link.vocabulary import (ADMISSIONS_CONTEXT_RE, ASPECT_RE, COLLEGE_CODE_RE, DOMAIN_RE, INDICATOR_RE,
                                     LEVEL_RE, community_codes, phrases_in)


@dataclass
class _Part:
    """One piece of a document the linker reads: a header element, a chunk's text, the title."""

    text: str
    header: bool
    mentions: list[PlaceMention] = field(default_factory=list)
    place_links: list[Link] = field(default_factory=list)


class Linker:
    """Everything linking needs, built once per ingest: the gazetteer, the DAG, the target tables."""

    def __init__(self, gazetteer: Gazetteer, spbe: SpbeTargets, admissions: AdmissionTargets) -> None:
        self.gazetteer = gazetteer
        self.dag = gazetteer.dag
        self.spbe = spbe
        self.admissions = admissions

    @classmethod
    def from_store(cls, store: GraphStore) -> "Linker":
        return cls(Gazetteer.from_store(store), SpbeTargets.from_store(store), AdmissionTargets.from_store(store))

    def link(self, chunks: Sequence[Chunk], *, doc_title: str = "") -> dict[str, list[Link]]:
        """chunk_id -> links: each chunk's own links plus the document scope it inherits."""
        title = _Part(doc_title, header=True) if doc_title.strip() else None
        parts = {chunk.chunk_id: self._parts(chunk) for chunk in chunks}
        every = [p for ps in parts.values() for p in ps] + ([title] if title else [])
        self._find_places(every)
        doc = _DocumentFacts.gather(self, every)
        own = {chunk_id: self._links(ps, doc) for chunk_id, ps in parts.items()}
        seed = dict(own)
        if title:
            seed["\x00title"] = self._links([title], doc)  # the title speaks for the whole document
        scope = document_scope(seed, self.dag)
        return {chunk_id: inherit_scope(links, scope) for chunk_id, links in own.items()}

    # -- reading a document --

    @staticmethod
    def _parts(chunk: Chunk) -> list[_Part]:
        return [*(_Part(h, header=True) for h in chunk.header_path if h and h.strip()), _Part(chunk.text, header=False)]

    def _find_places(self, parts: Sequence[_Part]) -> None:
        """Place mentions of every part, resolved together (the whole document is evidence).

        A mention inside a span another rule claims is dropped: "College" in "PSG College
        of Technology" is not College, Alaska.
        """
        found: dict[str, list[PlaceMention]] = {}  # header texts repeat in every chunk under them
        for part in parts:
            if part.text not in found:
                claimed = self._claimed(part.text)
                found[part.text] = [m for m in self.gazetteer.find(part.text)
                                    if all(m.end <= s or m.start >= e for s, e in claimed)]
            part.mentions = [dataclasses.replace(m) for m in found[part.text]]  # resolution annotates them
        resolved = self.gazetteer.resolve_document([(p.mentions, p.text) for p in parts])
        for part, links in zip(parts, resolved):
            part.place_links = links

    def _claimed(self, text: str) -> list[tuple[int, int]]:
        """Spans of institution, program, indicator and community names in ``text``."""
        patterns = (self.admissions.institution_re, self.admissions.branch_phrase_re, self.spbe.name_re,
                    self.admissions.community_name_re)
        return [m.span() for pattern in patterns if pattern for m in pattern.finditer(text)]

    def _links(self, parts: Sequence[_Part], doc: "_DocumentFacts") -> list[Link]:
        links: list[Link] = []
        links += self._spbe_links(parts)
        links += self._admission_links(parts, doc)
        for part in parts:
            links += part.place_links
        return merge_links(links)

    # -- SPBE --

    def _spbe_links(self, parts: Sequence[_Part]) -> list[Link]:
        headers = [p.text for p in parts if p.header]
        texts = [p.text for p in parts if not p.header]
        header_indicators = {n for h in headers for n in self._numbers(INDICATOR_RE, h, self.spbe.indicators)}
        text_indicators = {n for t in texts for n in self._numbers(INDICATOR_RE, t, self.spbe.indicators)}
        header_named = {self.spbe.names[k] for h in headers for k in phrases_in(self.spbe.name_re, h)}
        text_named = {self.spbe.names[k] for t in texts for k in phrases_in(self.spbe.name_re, t)}
        pinned = {self.spbe.indicators[n] for n in header_indicators} | header_named

        links = [Link(self.spbe.indicators[n], "header-path", HEADER) for n in header_indicators]
        links += [Link(i, "header-path", HEADER_NAME) for i in header_named]
        numbered = [self.spbe.indicators[n] for n in text_indicators]
        links += [Link(i, "indicator-number", self._cross(i, pinned, NUMBER)) for i in numbered]
        links += [Link(i, "name", self._cross(i, pinned, NAME)) for i in text_named]
        links += self._spbe_numbered(headers, texts)
        mentioned = set(numbered) | text_named
        links += self._levels(headers, texts, pinned or (mentioned if len(mentioned) == 1 else set()))
        return links + self._implied(links)

    @staticmethod
    def _cross(node_id: str, pinned: set[str], confidence: float) -> float:
        """Text naming another indicator than the header's is a cross-reference, not the subject."""
        return round(confidence * CROSS_REFERENCE, 3) if pinned and node_id not in pinned else confidence

    @staticmethod
    def _numbers(pattern: re.Pattern[str], text: str, known: Mapping[int, str]) -> list[int]:
        return [n for n in (int(m.group(1)) for m in pattern.finditer(text)) if n in known]

    def _spbe_numbered(self, headers: Sequence[str], texts: Sequence[str]) -> list[Link]:
        """"Aspek 2" -> spbe:aspect:2, "Domain 2" -> spbe:domain:2 (header 1.0, text 0.9)."""
        links = []
        for pattern, table, how in ((ASPECT_RE, self.spbe.aspects, "aspect-number"),
                                    (DOMAIN_RE, self.spbe.domains, "domain-number")):
            links += [Link(table[n], "header-path", HEADER) for h in headers for n in self._numbers(pattern, h, table)]
            links += [Link(table[n], how, NUMBER) for t in texts for n in self._numbers(pattern, t, table)]
        return links

    def _levels(self, headers: Sequence[str], texts: Sequence[str], scope: set[str]) -> list[Link]:
        """"Level 3"/"Tingkat 3" -> the level node of each indicator in scope (none: no link)."""
        numbers = [self.spbe.indicator_by_id[i] for i in scope if i in self.spbe.indicator_by_id]
        links = []
        for source, how, confidence in ((headers, "header-path", HEADER), (texts, "level-number", LEVEL)):
            for text in source:
                for match in LEVEL_RE.finditer(text):
                    level = int(match.group(1))
                    links += [Link(self.spbe.levels[(n, level)], how, confidence)
                              for n in numbers if (n, level) in self.spbe.levels]
        return links

    def _implied(self, links: Sequence[Link]) -> list[Link]:
        """The aspect and domain above each linked SPBE node, from the DAG (not from names)."""
        implied = []
        for link in links:
            depths = ancestor_depths(self.dag, link.node_id)
            implied += [Link(a, "hierarchy", round(link.confidence * HIERARCHY, 3))
                        for a, d in depths.items() if d > 0 and a.startswith("spbe:") and not self._is_root(a)]
        return implied

    def _is_root(self, node_id: str) -> bool:
        return node_id not in self.dag or self.dag.out_degree(node_id) == 0

    # -- admissions --

    def _admission_links(self, parts: Sequence[_Part], doc: "_DocumentFacts") -> list[Link]:
        text = "\n".join(p.text for p in parts)
        institutions = self._institutions(text)
        links = [Link(node_id, how, conf) for node_id, (how, conf) in institutions.items()]
        in_scope = set(institutions) or doc.institutions
        for branch in self._branches(text, doc.admissions_context):
            links += self._programs(branch, in_scope)
        links += self._communities(text)
        return links

    def _institutions(self, text: str) -> dict[str, tuple[str, float]]:
        """Institution id -> (how, confidence) for names and "college code N" in ``text``."""
        found: dict[str, tuple[str, float]] = {}
        for key in phrases_in(self.admissions.institution_re, text):
            node_id, confidence = self.admissions.institution_names[key]
            if confidence > found.get(node_id, ("", 0.0))[1]:
                found[node_id] = ("name", confidence)
        for match in COLLEGE_CODE_RE.finditer(text):
            node_id = self.admissions.institutions.get(str(int(match.group(1))))
            if node_id and CODE > found.get(node_id, ("", 0.0))[1]:
                found[node_id] = ("code", CODE)
        return found

    def _branches(self, text: str, context: bool) -> set[str]:
        """Branch codes named by program name, alias phrase or upper-case code."""
        branches = set()
        for key in phrases_in(self.admissions.branch_phrase_re, text):
            branch, needs_context = self.admissions.branch_phrases[key]
            if context or not needs_context:
                branches.add(branch)
        if self.admissions.branch_code_re:
            for match in self.admissions.branch_code_re.finditer(text):
                branch, needs_context = self.admissions.branch_codes[match.group(1)]
                if context or not needs_context:
                    branches.add(branch)
        return branches

    def _programs(self, branch: str, institutions: set[str]) -> list[Link]:
        """The branch's program at the institutions in scope, else at every institution (0.5)."""
        offered = self.admissions.programs.get(branch, {})
        at = [offered[i] for i in sorted(institutions) if i in offered]
        if at:
            confidence = PROGRAM_ONE if len(institutions) == 1 else PROGRAM_SOME
            return [Link(p, "program", confidence) for p in at]
        return [Link(p, "branch-code", BRANCH_ONLY) for p in sorted(offered.values())]

    def _communities(self, text: str) -> list[Link]:
        codes: dict[str, tuple[str, float]] = {}
        for code in self._community_names(text):
            codes[code] = ("name", COMMUNITY_SAFE)
        for code, confidence in community_codes(text):
            if code not in codes or confidence > codes[code][1]:
                codes[code] = ("community-code", confidence)
        return [Link(self.admissions.communities[c], how, conf) for c, (how, conf) in codes.items()
                if c in self.admissions.communities]

    def _community_names(self, text: str) -> set[str]:
        found = {self.admissions.community_names[k] for k in phrases_in(self.admissions.community_name_re, text)}
        taken: list[tuple[int, int]] = []
        for pattern, code in self.admissions.community_variant_res:  # ordered most specific first
            for match in pattern.finditer(text):
                if all(match.end() <= s or match.start() >= e for s, e in taken):
                    found.add(code)
                    taken.append(match.span())
        return found


@dataclass
class _DocumentFacts:
    """What the whole document says that changes how one chunk is read."""

    institutions: set[str]
    admissions_context: bool

    @classmethod
    def gather(cls, linker: Linker, parts: Sequence[_Part]) -> "_DocumentFacts":
        text = "\n".join(p.text for p in parts)
        institutions = set(linker._institutions(text))
        return cls(institutions, bool(institutions) or ADMISSIONS_CONTEXT_RE.search(text) is not None)


def link_chunks(chunks: list[Chunk], *, store: GraphStore, doc_title: str = "") -> dict[str, list[Link]]:
    """chunk_id -> links for one document's chunks (builds a Linker; reuse one for many documents)."""
    return Linker.from_store(store).link(chunks, doc_title=doc_title)
