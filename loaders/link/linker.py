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
"""

from __future__ import annotations

import csv
import dataclasses
import re
from dataclasses import dataclass, field
from typing import Iterable, Iterator, Mapping, Sequence

import networkx as nx

from loaders.link.gazetteer import Gazetteer, PlaceMention
from graph.hierarchy import ancestor_depths
from graph.store import GraphStore
from loaders.datafiles import shipped
from loaders.document import Chunk, Link, normalise

# --- confidences (docs/linking.md) ---------------------------------------------------------
HEADER = 1.0  # a number in the header path: the chunk is *under* that node
HEADER_NAME = 0.95  # an exact name as a header element
NUMBER = 0.9  # "Indikator 12" in the running text
NAME = 0.85  # an exact indicator/institution name in the text
SHORT_NAME = 0.8  # an institution's name without its town ("PSG College of Technology")
LEVEL = 0.85  # "Level 3" in the text, inside an indicator's scope
HIERARCHY = 0.9  # factor: aspect/domain implied by an indicator, one inference away
CROSS_REFERENCE = 0.6  # factor: text naming another indicator than the chunk's header
CODE = 0.9  # "college code 2006"
PROGRAM_ONE = 0.85  # a program at the one institution in scope
PROGRAM_SOME = 0.7  # a program at one of several institutions in scope
BRANCH_ONLY = 0.5  # no institution in scope: every program of that branch
COMMUNITY_SAFE = 0.9  # BCM, MBC, SCA, or a community's name
COMMUNITY_RISKY = 0.8  # OC, BC, SC, ST with context
DOCUMENT_SCOPE = 0.8  # factor for links a chunk inherits from its document
SCOPE_MIN_CONFIDENCE = 0.5  # weaker links (a bare, ambiguous place) do not define a document's scope

DOCUMENT_SCOPE_HOW = "document-scope"

# --- patterns ------------------------------------------------------------------------------
_ORDINAL = r"(?:ke\s*-?\s*|no\.?\s*|nomor\s*|number\s*|#\s*)?"
INDICATOR_RE = re.compile(rf"\b(?:indikator|indicator)\s*{_ORDINAL}(\d{{1,2}})(?![\d.]\d)\b", re.IGNORECASE)
ASPECT_RE = re.compile(rf"\b(?:aspek|aspect)\s*{_ORDINAL}(\d{{1,2}})\b", re.IGNORECASE)
DOMAIN_RE = re.compile(rf"\bdomain\s*{_ORDINAL}(\d{{1,2}})\b", re.IGNORECASE)
LEVEL_RE = re.compile(r"\b(?:(?:maturity\s+)?level|tingkat(?:\s+kematangan)?)\s*(?:ke\s*-?\s*)?([1-5])\b",
                      re.IGNORECASE)
COLLEGE_CODE_RE = re.compile(r"\b(?:tnea\s+)?(?:college|institution|institute)\s+code\s*(?:no\.?|number)?\s*[:#-]?\s*"
                             r"(\d{1,4})\b", re.IGNORECASE)
ADMISSIONS_CONTEXT_RE = re.compile(r"\b(?:TNEA|counsell?ing|cut-?\s?offs?|closing\s+rank|branch(?:es)?|"
                                   r"B\.\s?E\b|B\.\s?Tech|allotment|engineering\s+admissions?)", re.IGNORECASE)

COMMUNITY_CODES = ("OC", "BC", "BCM", "MBC", "SC", "SCA", "ST")
SAFE_COMMUNITY_CODES = frozenset({"BCM", "MBC", "SCA"})
# An upper-case community code standing alone: not inside a word, an id ("BC-12"), a file
# name or a dotted abbreviation ("S.T."), and never followed by letters or digits.
COMMUNITY_CODE_RE = re.compile(r"(?<![\w.&/-])(BCM|MBC|SCA|OC|BC|SC|ST)(?![\w&]|-\w|\.\w)")
COMMUNITY_CONTEXT_RE = re.compile(r"\b(?:communit(?:y|ies)|categor(?:y|ies)|castes?|reservations?|reserved|"
                                  r"quotas?|cut-?\s?offs?|closing\s+ranks?|TNEA|allotments?|seats?)\b", re.IGNORECASE)
COMMUNITY_CONTEXT_CHARS = 80
# A list of codes ("OC, BC, MBC and ST", "| SC | SCA | ST |"): separators between two codes.
LIST_GAP_RE = re.compile(r"^(?:[\s,/|;()&]|and\b|or\b|dan\b|atau\b)*$", re.IGNORECASE)
# "1st ST", "5TH ST": a street; "Columbia, SC": a state; "ST. LOUIS": a saint.
STREET_BEFORE_RE = re.compile(r"\b\d+(?:st|nd|rd|th)\s*$", re.IGNORECASE)
STATE_BEFORE_RE = re.compile(r"[A-Z][a-z]+,\s*$")
SAINT_AFTER_RE = re.compile(r"\.\s*[A-Z]")
# English and Indonesian variants of the community names (the graph holds the official ones).
COMMUNITY_PHRASES: dict[str, str] = {
    r"most\s+backward\s+class(?:es)?": "MBC",
    r"denotified\s+communit(?:y|ies)": "MBC",
    r"backward\s+class(?:es)?\s*\(?\s*muslims?\s*\)?": "BCM",
    r"backward\s+class(?:es)?": "BC",
    r"scheduled\s+castes?\s*\(?\s*arunthathiyars?\s*\)?": "SCA",
    r"arunthathiyars?": "SCA",
    r"scheduled\s+castes?": "SC",
    r"scheduled\s+tribes?": "ST",
    r"open\s+competition": "OC",
}


# --- small helpers ---------------------------------------------------------------------------


def phrase_regex(phrases: Iterable[str]) -> re.Pattern[str] | None:
    """Case-insensitive whole-phrase matcher, longest phrase first, any whitespace between words.

    >>> phrase_regex(["Layanan Pusat Data", "Kebijakan Internal Layanan Pusat Data"]).findall(
    ...     "tentang kebijakan internal layanan  pusat data")
    ['kebijakan internal layanan  pusat data']
    """
    unique = sorted({normalise(p) for p in phrases if p and p.strip()}, key=lambda p: (-len(p), p))
    if not unique:
        return None
    alternatives = (r"\s+".join(re.escape(word) for word in phrase.split(" ")) for phrase in unique)
    return re.compile(r"(?<!\w)(?:" + "|".join(alternatives) + r")(?!\w)", re.IGNORECASE)


def _key(text: str) -> str:
    return normalise(text).lower()


def _phrases_in(pattern: re.Pattern[str] | None, text: str) -> list[str]:
    return [_key(m.group(0)) for m in pattern.finditer(text)] if pattern and text else []


def merge_links(links: Iterable[Link]) -> list[Link]:
    """One link per node, the surest; most confident first (ties by id)."""
    best: dict[str, Link] = {}
    for link in links:
        current = best.get(link.node_id)
        if current is None or link.confidence > current.confidence:
            best[link.node_id] = link
    return sorted(best.values(), key=lambda l: (-l.confidence, l.node_id))


def hierarchy_family(node_id: str) -> str:
    """Which hierarchy a node belongs to, for "names its own nodes of the same hierarchy".

    Ids are stable and typed (docs/schema.md), so the prefix says it; communities stand
    apart from institutions (naming "MBC" must not drop the document's college).

    >>> [hierarchy_family(i) for i in ("spbe:indicator:12", "tnea:community:ST", "tnea:college:1", "gn:5381002")]
    ['spbe', 'community', 'tnea', 'place']
    """
    if node_id.startswith("spbe:"):
        return "spbe"
    if node_id.startswith("tnea:community:"):
        return "community"
    if node_id.startswith("tnea:"):
        return "tnea"
    return "place"


# --- document scope ------------------------------------------------------------------------


def document_scope(links_per_chunk: Mapping[str, Sequence[Link]], dag: nx.DiGraph) -> list[Link]:
    """A document's scope: its most specific, sure enough linked nodes.

    Every node linked with at least ``SCOPE_MIN_CONFIDENCE`` somewhere in the document is
    a candidate; a candidate that is an ancestor of another candidate is dropped (a text
    naming Paradise and California is about Paradise), so two unrelated counties both
    stay. A maturity level or a cutoff is a detail inside a scope, not the scope of a
    document: it counts as its indicator or program. Inherited links are ignored.
    """
    candidates = merge_links(
        _undetailed(link, dag) for links in links_per_chunk.values() for link in links
        if link.how != DOCUMENT_SCOPE_HOW and link.confidence >= SCOPE_MIN_CONFIDENCE)
    covered: set[str] = set()
    for link in candidates:
        covered.update(a for a, depth in ancestor_depths(dag, link.node_id).items() if depth > 0)
    return [link for link in candidates if link.node_id not in covered]


DETAIL_RE = re.compile(r":(?:level|cutoff):")


def _undetailed(link: Link, dag: nx.DiGraph) -> Link:
    """A level/cutoff link as a link to its parent (its indicator/program), same confidence."""
    if not DETAIL_RE.search(link.node_id) or link.node_id not in dag:
        return link
    parents = sorted(dag.successors(link.node_id))
    return Link(parents[0], link.how, link.confidence) if parents else link


def inherit_scope(own: Sequence[Link], scope: Sequence[Link]) -> list[Link]:
    """A chunk's links plus the document scope in every hierarchy the chunk names nothing of."""
    named = {hierarchy_family(link.node_id) for link in own}
    inherited = [Link(link.node_id, DOCUMENT_SCOPE_HOW, round(link.confidence * DOCUMENT_SCOPE, 3))
                 for link in scope if hierarchy_family(link.node_id) not in named]
    return merge_links([*own, *inherited])


# --- target tables -------------------------------------------------------------------------


@dataclass
class SpbeTargets:
    """SPBE numbers and names -> node ids, read from the graph once."""

    indicators: dict[int, str] = field(default_factory=dict)
    aspects: dict[int, str] = field(default_factory=dict)
    domains: dict[int, str] = field(default_factory=dict)
    levels: dict[tuple[int, int], str] = field(default_factory=dict)
    indicator_by_id: dict[str, int] = field(default_factory=dict)
    names: dict[str, str] = field(default_factory=dict)  # normalised lower-case indicator name -> id
    name_re: re.Pattern[str] | None = None

    @classmethod
    def from_store(cls, store: GraphStore) -> "SpbeTargets":
        targets = cls()
        tables = {"indicator": targets.indicators, "aspect": targets.aspects, "domain": targets.domains}
        for row in store.run("link_targets_spbe"):
            if row["number"] is None:
                continue
            tables[row["kind"]][int(row["number"])] = row["id"]
            if row["kind"] == "indicator" and row["name"]:
                targets.names[_key(row["name"])] = row["id"]
        targets.indicator_by_id = {node_id: number for number, node_id in targets.indicators.items()}
        for row in store.run("link_targets_spbe_levels"):
            targets.levels[(int(row["indicator"]), int(row["level"]))] = row["id"]
        targets.name_re = phrase_regex(targets.names)
        return targets


@dataclass
class AdmissionTargets:
    """TNEA institutions, programs, branch aliases and communities -> node ids."""

    institutions: dict[str, str] = field(default_factory=dict)  # college code -> id
    institution_names: dict[str, tuple[str, float]] = field(default_factory=dict)  # name -> (id, confidence)
    programs: dict[str, dict[str, str]] = field(default_factory=dict)  # branch -> institution id -> program id
    branch_phrases: dict[str, tuple[str, bool]] = field(default_factory=dict)  # phrase -> (branch, needs context)
    branch_codes: dict[str, tuple[str, bool]] = field(default_factory=dict)  # CODE -> (branch, needs context)
    communities: dict[str, str] = field(default_factory=dict)  # code -> id
    community_names: dict[str, str] = field(default_factory=dict)  # name -> code
    institution_re: re.Pattern[str] | None = None
    branch_phrase_re: re.Pattern[str] | None = None
    branch_code_re: re.Pattern[str] | None = None
    community_name_re: re.Pattern[str] | None = None
    community_variant_res: list[tuple[re.Pattern[str], str]] = field(default_factory=list)

    @classmethod
    def from_store(cls, store: GraphStore) -> "AdmissionTargets":
        targets = cls()
        for row in store.run("link_targets_tnea"):
            targets._add_institution(row["institution_id"], row["college_code"], row["institution_name"])
            if row["program_id"] and row["branch_code"]:
                targets.programs.setdefault(row["branch_code"], {})[row["institution_id"]] = row["program_id"]
                if row["program_name"]:
                    targets.branch_phrases[_key(row["program_name"])] = (row["branch_code"], False)
        for alias in read_institution_aliases():
            node_id = targets.institutions.get(alias["college_code"])
            if node_id:  # an alias of an institution the loaded data does not have links nothing
                targets.institution_names.setdefault(_key(alias["alias"]), (node_id, SHORT_NAME))
        for alias in read_branch_aliases():
            if alias["branch_code"] not in targets.programs:
                continue  # an alias of a branch no loaded institution offers: nothing to link to
            needs_context = alias["match"].endswith("-in-context")
            if alias["match"].startswith("code"):
                targets.branch_codes[alias["alias"]] = (alias["branch_code"], needs_context)
            else:
                targets.branch_phrases.setdefault(_key(alias["alias"]), (alias["branch_code"], needs_context))
        for row in store.run("link_targets_communities"):
            targets.communities[row["code"]] = row["id"]
            if row["name"]:
                targets.community_names[_key(row["name"])] = row["code"]
        targets._compile()
        return targets

    def _add_institution(self, node_id: str, code: str | None, name: str | None) -> None:
        if code:
            self.institutions[str(code)] = node_id
        if not name:
            return
        self.institution_names[_key(name)] = (node_id, NAME)
        short = name.split(",")[0].strip()  # "PSG College of Technology, Coimbatore" -> without the town
        if short != name and len(short.split()) >= 3:
            self.institution_names.setdefault(_key(short), (node_id, SHORT_NAME))

    def _compile(self) -> None:
        self.institution_re = phrase_regex(self.institution_names)
        self.branch_phrase_re = phrase_regex(self.branch_phrases)
        codes = sorted(self.branch_codes, key=lambda c: (-len(c), c))
        self.branch_code_re = re.compile(r"(?<![\w.&/-])(" + "|".join(map(re.escape, codes)) + r")(?![\w&]|-\w)") \
            if codes else None
        self.community_name_re = phrase_regex(self.community_names)
        self.community_variant_res = [(re.compile(rf"(?<!\w){p}(?!\w)", re.IGNORECASE), code)
                                      for p, code in COMMUNITY_PHRASES.items() if code in self.communities]


def read_institution_aliases() -> list[dict[str, str]]:
    """``loaders/data/admissions/institution_aliases.csv``: short names people use ("CEG", "PSG Tech")."""
    with shipped("admissions", "institution_aliases.csv").open(newline="", encoding="utf-8") as handle:
        return [row for row in csv.DictReader(handle) if row.get("alias")]


def read_branch_aliases() -> list[dict[str, str]]:
    """``loaders/data/admissions/branch_aliases.csv``: alias -> TNEA branch code, and how to match it."""
    with shipped("admissions", "branch_aliases.csv").open(newline="", encoding="utf-8") as handle:
        return [row for row in csv.DictReader(handle) if row.get("alias")]


# --- the linker ------------------------------------------------------------------------------


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
        header_named = {self.spbe.names[k] for h in headers for k in _phrases_in(self.spbe.name_re, h)}
        text_named = {self.spbe.names[k] for t in texts for k in _phrases_in(self.spbe.name_re, t)}
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
        for key in _phrases_in(self.admissions.institution_re, text):
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
        for key in _phrases_in(self.admissions.branch_phrase_re, text):
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
        found = {self.admissions.community_names[k] for k in _phrases_in(self.admissions.community_name_re, text)}
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


# --- community codes -----------------------------------------------------------------------


def community_codes(text: str) -> Iterator[tuple[str, float]]:
    """(code, confidence) for every community code that really is one.

    BCM, MBC and SCA are distinctive: any upper-case standalone occurrence counts. OC, BC,
    SC and ST are also English abbreviations (street, saint, South Carolina, BC dates):
    they count only in a list of community codes ("OC, BC, MBC, SC and ST", a table row),
    or with a community word within 80 characters ("community", "category", "cutoff",
    "quota", "reservation", ...), and never as a street ("1st ST"), a state after a town
    ("Columbia, SC") or a saint ("ST. LOUIS").

    >>> [c for c, _ in community_codes("Cutoffs for OC, BC and ST candidates")]
    ['OC', 'BC', 'ST']
    >>> list(community_codes("The office on 1st ST near St. Louis moved to Columbia, SC."))
    []
    """
    matches = list(COMMUNITY_CODE_RE.finditer(text))
    listed = _in_code_list(matches, text)
    for index, match in enumerate(matches):
        code = match.group(1)
        if code in SAFE_COMMUNITY_CODES:
            yield code, COMMUNITY_SAFE
        elif index in listed or (_plausible(match, text) and _community_context(match, text)):
            yield code, COMMUNITY_RISKY


def _in_code_list(matches: Sequence[re.Match[str]], text: str) -> set[int]:
    """Indexes of codes adjacent to another code with only separators between them."""
    listed: set[int] = set()
    for i in range(len(matches) - 1):
        a, b = matches[i], matches[i + 1]
        if a.group(1) != b.group(1) and LIST_GAP_RE.match(text[a.end():b.start()]):
            listed.update((i, i + 1))
    return listed


def _plausible(match: re.Match[str], text: str) -> bool:
    before, after = text[max(0, match.start() - 12):match.start()], text[match.end():match.end() + 3]
    if match.group(1) == "ST" and (STREET_BEFORE_RE.search(before) or SAINT_AFTER_RE.match(after)):
        return False
    return not STATE_BEFORE_RE.search(before)


def _community_context(match: re.Match[str], text: str) -> bool:
    window = text[max(0, match.start() - COMMUNITY_CONTEXT_CHARS):match.end() + COMMUNITY_CONTEXT_CHARS]
    return COMMUNITY_CONTEXT_RE.search(window) is not None


def link_chunks(chunks: list[Chunk], *, store: GraphStore, doc_title: str = "") -> dict[str, list[Link]]:
    """chunk_id -> links for one document's chunks (builds a Linker; reuse one for many documents)."""
    return Linker.from_store(store).link(chunks, doc_title=doc_title)
