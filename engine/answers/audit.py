"""SPBE self-assessment by criteria matching: which indicator a text is evidence for, and which level.

An agency describes a policy or a practice (or hands over a document); ``assess_spbe`` names
the SPBE indicator the text is about and recommends a maturity level 1-5 by matching the text
against the level criteria held in the graph. No LLM is involved, so the result is
deterministic and every step can be shown:

1. **Indicator.** An indicator the caller gives, or one the text names ("Indikator 13", an
   exact indicator name, through the regexes of ``loaders.link.linker``; or the name without
   "Tingkat Kematangan"), wins. Otherwise all 47 indicators are ranked by embedding
   similarity to their texts (English gloss with its aspect's gloss; Indonesian name + gloss
   + the indicator's own level criteria where the data has them) plus character n-gram
   overlap with the names (MiniLM reads Indonesian poorly; shared word stems carry it), with
   a small push towards the "Kebijakan Internal" indicators 1-10 when the text talks about a
   policy and away from them when it does not. The top score and its margin over the
   runner-up say how sure the pick is.
2. **Level.** Each level's criterion (minus its "Level N-1 met" preamble) is reduced to the
   *concepts* it adds over the levels below (draft, enacted, complete, reviewed, ...; cue
   phrases in English and Indonesian, negation-aware). A level is met when the evidence
   states every one of them and negates none; a criterion with no cue vocabulary is met by
   an evidence sentence that is most similar to it among the levels and above
   ``SIMILARITY_MET``. Levels are cumulative: the recommendation is the highest level with
   every lower level met. Level 1 is the entry level ("a draft may or may not exist", "ad
   hoc"): it is also met when a higher level's own criterion is.

Why cues decide and similarity only supports: with MiniLM every sentence about the same
policy is close to every level of it (a sentence about a *draft* scores 0.70 against the
"policy is enacted" criterion of indicator 1), so similarity finds the sentences that speak
to a level but cannot tell a draft from an enacted policy. Limits and what an LLM would add:
docs/audit.md.
"""

from __future__ import annotations

import csv
import math
import re
import threading
import weakref
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Iterable, Literal, Protocol, Sequence

import numpy as np
from pydantic import BaseModel, Field

from engine.models import Citation
from graph.errors import InputError
from graph.store import GraphStore
from loaders.datafiles import shipped
from loaders.document import normalise
from loaders.link import (ASPECT_RE, DOMAIN_RE, INDICATOR_RE, LEVEL_RE, NAME, NUMBER, SHORT_NAME, SpbeTargets,
                          phrase_regex)

METHOD = "criteria-matching"

# --- indicator ranking (calibrated with all-MiniLM-L6-v2; docs/audit.md) --------------------
LEXICAL_WEIGHT = 0.5  # character n-gram cosine added to the embedding cosine
POLICY_PUSH = 0.05  # towards (policy text) or away from (other text) the "Kebijakan Internal" indicators
MARGIN_CLOSE = 0.05  # a runner-up within this of the top is listed as an alternative
MARGIN_SURE = 0.10  # a margin this wide (or wider) gives the similarity pick its full confidence
SIMILARITY_CONFIDENCE_CAP = 0.75  # a similarity pick is never as sure as a named indicator
GIVEN = 1.0  # the caller said which indicator
SEVERAL_NAMED = 0.6  # factor when the text names several indicators
MAX_ALTERNATIVES = 3
CANDIDATES_SHOWN = 5

# --- level matching --------------------------------------------------------------------------
SIMILARITY_SUPPORT = 0.55  # a sentence at least this close to a level (and closest to it) is shown as evidence
SIMILARITY_MET = 0.70  # ... and at least this close meets a criterion that has no cue vocabulary
EVIDENCE_PER_LEVEL = 3
MAX_SENTENCES = 2000  # a longer document is assessed on its first 2,000 sentences
QUOTE_CHARS = 300

CRITERIA_SAMPLE_FILE = "spbe_indicator_level_criteria_sample.csv"
GENERAL_LEVELS_FILE = "spbe_maturity_levels.csv"

LevelStatus = Literal["met", "not met", "no criteria"]


class Encoder(Protocol):
    """What assessment needs of an embedder (``engine.stores.embed.Embedder`` or ``E5Embedder``)."""

    @property
    def name(self) -> str: ...

    def encode(self, texts: list[str], batch_size: int = 32, progress: bool | None = None) -> np.ndarray: ...


# --- results ---------------------------------------------------------------------------------


class NodeRef(BaseModel):
    """An SPBE node as the graph holds it (names are Indonesian; ``name_en`` is an unofficial gloss)."""

    id: str
    number: int
    name: str
    name_en: str | None = None


class IndicatorRef(NodeRef):
    maturity_model: str | None = None  # kapabilitas proses | kapabilitas fungsi teknis


class Candidate(BaseModel):
    """An indicator the evidence might be about instead, and why it was considered."""

    id: str
    number: int
    name: str
    name_en: str | None = None
    how: str  # similarity | number | name
    score: float | None = None


class SentenceMatch(BaseModel):
    """An evidence sentence that speaks to a level: its cues and its similarity to the criterion."""

    index: int  # position in ``Assessment.sentences``
    sentence: str
    score: float  # cosine similarity to the level's criterion
    cues: list[str] = Field(default_factory=list)  # "concept: words found"


class LevelFinding(BaseModel):
    """One maturity level of the indicator: its criterion, what the evidence shows, met or not."""

    level: int
    node_id: str
    name: str | None = None
    status: LevelStatus
    criteria: str | None = None
    criteria_scope: str | None = None  # indicator (its own criterion) | general (its maturity model's)
    criteria_status: str | None = None  # the data's source status, e.g. "UNVERIFIED wording (name verified)"
    verified: bool = False
    source: str | None = None
    required: list[str] = Field(default_factory=list)  # concepts this level adds over the ones below
    found: list[str] = Field(default_factory=list)
    missing: list[str] = Field(default_factory=list)
    contradicted: list[str] = Field(default_factory=list)  # stated only in negated form ("belum ditetapkan")
    score: float = 0.0  # best sentence similarity to the criterion
    evidence: list[SentenceMatch] = Field(default_factory=list)
    reason: str = ""


class Assessment(BaseModel):
    """The indicator a text is evidence for and the maturity level it supports, with the reasons."""

    indicator: IndicatorRef
    aspect: NodeRef
    domain: NodeRef
    indicator_how: str  # given | number | name | similarity
    indicator_confidence: float
    indicator_score: float | None = None  # similarity picks: combined score of the top indicator
    indicator_margin: float | None = None  # ... and its lead over the runner-up
    alternatives: list[Candidate] = Field(default_factory=list)
    candidates: list[Candidate] = Field(default_factory=list)  # similarity picks: the top of the ranking
    level: int | None = None
    level_name: str | None = None
    findings: list[LevelFinding] = Field(default_factory=list)
    method: Literal["criteria-matching"] = METHOD
    notes: list[str] = Field(default_factory=list)
    source_doc_id: str | None = None
    sentences: list[str] = Field(default_factory=list)

    def finding(self, level: int) -> LevelFinding:
        return next(f for f in self.findings if f.level == level)

    def citations(self) -> list[Citation]:
        """The evidence sentences behind the recommended level, and the criteria rows it was judged by.

        Criteria are cited up to the first level that is not met (it says why the level is
        not higher); sentences only for the levels that are met and counted.
        """
        doc_id = self.source_doc_id or "evidence"
        by_sentence: dict[int, list[str]] = {}
        for finding in self.findings:
            if self.level is not None and finding.level <= self.level:
                for match in finding.evidence:
                    by_sentence.setdefault(match.index, []).append(finding.node_id)
        cited = [Citation(doc_id=doc_id, quote=_quote(self.sentences[i]), node_ids=nodes)
                 for i, nodes in sorted(by_sentence.items())]
        for finding in self.findings:
            if finding.status == "no criteria":
                break
            cited.append(_criteria_citation(self.indicator, finding))
            if finding.status != "met":
                break
        return cited


# --- concepts: what a level adds, in cue phrases -------------------------------------------


@dataclass(frozen=True)
class Concept:
    """A requirement a criterion can state, recognised by English and Indonesian cue phrases."""

    name: str
    pattern: re.Pattern[str]


def _concept(name: str, *phrases: str) -> Concept:
    return Concept(name, re.compile(r"(?<!\w)(?:" + "|".join(phrases) + r")(?!\w)", re.IGNORECASE))


CONCEPTS: tuple[Concept, ...] = (
    _concept("ad hoc", r"ad[\s-]?hoc", r"sewaktu[\s-]waktu", r"rintisan", r"without\s+(?:\w+\s+)?planning",
             r"tanpa\s+(?:\w+\s+)?perencanaan", r"belum\s+(?:\w+\s+)?(?:terencana|direncanakan)", r"informal(?:ly)?",
             r"(?:with\s+)?no\s+(?:\w+\s+)?plan(?:ning)?",
             r"whenever", r"reactive(?:ly)?", r"(?:as|when|if)\s+needed", r"(?:jika|bila|kalau)\s+diperlukan"),
    _concept("draft", r"drafts?", r"drafted", r"drafting", r"draf", r"konsep", r"rancangan", r"concept\s+(?:of|for)",
             r"(?:sedang|telah|sudah)\s+(?:disusun|dirancang|dibahas)", r"dalam\s+pembahasan",
             r"being\s+(?:prepared|drafted|written|discussed)", r"(?:under|in)\s+preparation", r"concept\s+note",
             r"proposed"),
    _concept("enacted", r"enact(?:ed|ment|s)?", r"ditetapkan", r"menetapkan", r"penetapan", r"disahkan",
             r"mengesahkan", r"pengesahan", r"diundangkan", r"signed", r"issued", r"promulgated", r"in\s+force",
             r"berlaku", r"diberlakukan", r"diterbitkan", r"terbit", r"dikeluarkan", r"adopted", r"approved",
             r"ratified",
             r"in\s+effect", r"takes\s+effect", r"took\s+effect", r"effective\s+(?:since|from|as\s+of)",
             r"(?:peraturan|keputusan|perbup|pergub|perwal|perwali|perda|permen\w*|surat\s+keputusan|SK|regulation|"
             r"decree)\s+(?:\w+\s+){0,3}(?:nomor|no\.?|number|nr\.?|#)\s*\d+"),
    _concept("managed", r"terkelola", r"dikelola", r"mengelola", r"manag(?:e|es|ed|ing)", r"plan(?:s|ned)", r"terencana", r"direncanakan",
             r"scheduled", r"budgeted", r"dianggarkan", r"work\s+plans?", r"rencana\s+kerja", r"penanggung\s+jawab",
             r"(?:a|the)\s+responsible\s+(?:unit|officer|team)"),
    _concept("complete", r"fully\s+cover\w*", r"cover(?:s|ed|ing)?\s+(?:all|every|the\s+(?:whole|entire|full))",
             r"complete(?:ly)?", r"comprehensive(?:ly)?", r"lengkap", r"mencakup\s+(?:seluruh|semua)",
             r"(?:seluruh|semua|setiap)\s+(?:domain|aspek|ruang\s+lingkup|komponen)",
             r"address(?:es|ed)?\s+(?:all|every)",
             r"(?:every|each)\s+(?:\w+\s+)?(?:domain|aspect|component|area)", r"entire\s+scope",
             r"all\s+(?:\w+\s+){0,2}(?:domains|aspects|components|areas)", r"full\s+scope"),
    _concept("organisation-wide",
             r"(?:all|every|each)\s+(?:of\s+the\s+)?(?:\w+\s+)?(?:work\s+units?|units?|departments?|offices?|"
             r"agenc(?:y|ies)|divisions?|directorates?|OPDs?)",
             r"across\s+the\s+(?:whole\s+|entire\s+)?(?:organi[sz]ation|agency|government)",
             r"organi[sz]ation[\s-]wide", r"agency[\s-]wide",
             r"(?:seluruh|semua|setiap)\s+(?:unit(?:\s+kerja)?|perangkat\s+daerah|opd|organisasi|satuan\s+kerja|bagian|"
             r"instansi)"),
    _concept("defined", r"terdefinisi", r"defined", r"standardi[sz]ed", r"standards?", r"standar", r"guidelines?",
             r"pedoman", r"SOPs?", r"standard\s+operating\s+procedures?", r"prosedur\s+(?:baku|operasional)",
             r"documented\s+procedures?"),
    _concept("integrated", r"integrat\w*", r"terintegrasi", r"integrasi", r"terpadu", r"keterpaduan",
             r"interoperab\w*", r"interkoneksi", r"interconnect\w*", r"terhubung\s+dengan",
             r"connect(?:ed|ion|ions|s)?\s+(?:to|with)"),
    _concept("measured", r"measur\w*", r"terukur", r"diukur", r"pengukuran", r"KPIs?",
             r"(?:key\s+)?performance\s+indicators?", r"indikator\s+kinerja", r"performance\s+targets?",
             r"kinerja\s+organisasi", r"contribut\w+\s+to\s+(?:the\s+)?(?:organi[sz]ational\s+)?performance"),
    _concept("reviewed", r"review(?:s|ed|ing)?", r"reviu", r"direviu", r"evaluat\w*", r"dievaluasi", r"evaluasi",
             r"monitoring\s+and\s+evaluation", r"monev", r"assessed\s+(?:annually|periodically|every)"),
    _concept("improvement", r"continu\w*\s+improv\w*", r"continual\s+improvement", r"improv\w+\s+continu\w*",
             r"perbaikan\s+(?:berkelanjutan|terus[\s-]menerus)", r"ditindaklanjuti", r"tindak\s+lanjut",
             r"follow(?:ed)?[\s-]up", r"revis(?:ed|ion)\s+(?:based\s+on|following|after)", r"direvisi",
             r"diperbarui\s+berdasarkan", r"updated\s+(?:based\s+on|following|after)", r"new\s+(?:policy|regulation)",
             r"kebijakan\s+(?:baru|revisi|perubahan)", r"revised\s+(?:policy|regulation|version)", r"optimum",
             r"optimi[sz]ed", r"lessons\s+learned"),
    _concept("one-way information", r"one[\s-]way", r"satu\s+arah", r"information\s+only",
             r"only\s+(?:\w+\s+)?(?:publish(?:es)?|provides?|display(?:s|ed)?|shows?|presents?|announces?)",
             r"hanya\s+(?:\w+\s+)?(?:menyajikan|menampilkan|memberikan|mengumumkan|memuat)", r"dissemination",
             r"diseminasi"),
    _concept("interaction", r"interact\w*", r"interaksi", r"two[\s-]way", r"dua\s+arah", r"search", r"pencarian",
             r"upload\w*", r"download\w*", r"unggah", r"unduh", r"mengunggah", r"mengunduh"),
    _concept("transaction", r"transact\w*", r"transaksi", r"approval", r"persetujuan", r"validat\w*", r"validasi",
             r"online\s+(?:payment|submission|application)", r"pembayaran\s+(?:online|daring|elektronik)",
             r"e-?payment", r"digital\s+signature", r"tanda\s+tangan\s+(?:elektronik|digital)", r"end[\s-]to[\s-]end"),
    _concept("collaboration", r"collaborat\w*", r"kolaborasi", r"across\s+agencies", r"lintas\s+instansi",
             r"with\s+other\s+agencies", r"antar\s*instansi"),
)

# A negation in the last few words before a cue, inside its clause, turns it into its opposite.
# Future and intention count as "not (yet)": "will be enacted", "akan ditetapkan" is a plan, not a fact.
# "No. 12" / "No 7" is a number and "not only ... but also" / "tidak hanya" affirms: neither negates.
NEGATION_RE = re.compile(r"\b(?:not(?!\s+only)|no(?!\.?\s*\d)|never|without|nor|neither|lack(?:s|ing)?|belum|"
                         r"tidak(?!\s+hanya)|tanpa|bukan(?!\s+(?:hanya|saja))|tak|will|would|akan|rencananya|"
                         r"(?:plans?|planned|planning|intends?|intended|aims?|expects?|expected|going)\s+to)\b",
                         re.IGNORECASE)
CLAUSE_BREAK_RE = re.compile(r"[,;:()]|\b(?:but|however|although|though|whereas|namun|tetapi|tapi|meskipun|"
                             r"walaupun|sedangkan|melainkan)\b", re.IGNORECASE)
NEGATION_WORDS = 4
# "Level-1 criteria met and ...", "Level 3 met; ...": the cumulative part, judged by the level below.
PREAMBLE_RE = re.compile(r"^\s*level[-\s]*\d\s+(?:criteria\s+)?met\s*(?:and\b|;|,)?\s*", re.IGNORECASE)
PARENTHESES_RE = re.compile(r"\([^()]*\)")
# The evidence talks about a policy instrument: it is more likely a "Kebijakan Internal" indicator.
POLICY_RE = re.compile(r"\b(?:polic(?:y|ies)|regulations?|decrees?|kebijakan|peraturan|keputusan|perbup|pergub|"
                       r"perwal|perda|permen\w*|surat\s+edaran|enacted|ditetapkan|menetapkan)\b", re.IGNORECASE)
NAME_PREFIX_RE = re.compile(r"^\s*tingkat\s+kematangan\s+", re.IGNORECASE)
# What a text drops when it names an indicator without its full official name.
NAME_SUFFIX_RES = (re.compile(r"\s*\([^()]*\)\s*$"), re.compile(r"\s+instansi\s+pusat/pemerintah\s+daerah\s*$", re.I))
SHORT_NAME_MIN_CHARS = 12
GLOSS_PREFIX_RE = re.compile(r"^\s*maturity\s+of\s+(?:the\s+)?", re.IGNORECASE)


@dataclass(frozen=True)
class Cue:
    concept: str
    sentence: int  # index of the evidence sentence
    start: int  # character offset in it
    words: str
    negated: bool


def find_cues(text: str, sentence: int = 0) -> list[Cue]:
    """Every concept cue in ``text``, marked negated when a negation (or "will", "akan") precedes it in its clause.

    >>> [(c.concept, c.negated) for c in find_cues("Konsep sudah disusun namun belum ditetapkan.")]
    [('draft', False), ('draft', False), ('enacted', True)]
    >>> [(c.concept, c.negated) for c in find_cues("The policy has not been reviewed; it applies to all units.")]
    [('reviewed', True), ('organisation-wide', False)]
    >>> [(c.concept, c.negated) for c in find_cues("Perbup No. 12 Tahun 2021 tidak hanya ditetapkan.")]
    [('enacted', False), ('enacted', False)]
    >>> [(c.concept, c.negated) for c in find_cues("The policy will be enacted next year.")]
    [('enacted', True)]
    """
    cues = [Cue(concept.name, sentence, match.start(), match.group(0), _negated(text, match.start()))
            for concept in CONCEPTS for match in concept.pattern.finditer(text)]
    return sorted(cues, key=lambda c: (c.start, c.concept))


def _negated(text: str, start: int) -> bool:
    before = text[:start]
    breaks = list(CLAUSE_BREAK_RE.finditer(before))
    clause = before[breaks[-1].end():] if breaks else before
    words = list(re.finditer(r"\w+", clause))
    window = clause[words[-NEGATION_WORDS].start():] if len(words) >= NEGATION_WORDS else clause
    return NEGATION_RE.search(window) is not None


def criterion_concepts(criteria: str | None) -> list[str]:
    """The concepts a criterion states (not negated), its cumulative preamble and examples in brackets left out.

    >>> criterion_concepts("Level 3 met; policy applies to all work units and is periodically reviewed and evaluated.")
    ['organisation-wide', 'reviewed']
    >>> criterion_concepts("Policy enacted but does not fully cover scope (scope, owner, continual improvement).")
    ['enacted']
    """
    if not criteria:
        return []
    clause = PARENTHESES_RE.sub(" ", own_clause(criteria))
    names = {c.concept for c in find_cues(clause) if not c.negated}
    return [c.name for c in CONCEPTS if c.name in names]


def own_clause(criteria: str) -> str:
    """A criterion without "Level N met and": what this level adds."""
    return PREAMBLE_RE.sub("", criteria).strip() or criteria


# --- sentences -------------------------------------------------------------------------------

_ABBREVIATIONS = frozenset({"no", "nr", "nomor", "kab", "kec", "kel", "prov", "dll", "dsb", "dst", "tsb", "e.g", "i.e",
                            "etc", "vs", "hal", "tbk", "jl", "st", "dr", "mr", "mrs", "ms", "pt", "cv", "sdr", "ir",
                            "drs", "h", "a.n", "u.p", "art", "sec", "fig", "cf", "approx"})
_BREAK_RE = re.compile(r"(?<=[.!?])[\"')\]]*\s+|\n\s*\n|\n(?=\s*(?:[-*\u2022\u00b7]|\d{1,2}[.)]|[a-z][.)])\s)")


def split_sentences(text: str) -> list[str]:
    """Sentences, paragraphs and list items of ``text``; "No. 12" and "Kab." do not end a sentence.

    >>> split_sentences("Perbup No. 12 Tahun 2021 ditetapkan. Kebijakan dievaluasi.\\n- item satu\\n- item dua")
    ['Perbup No. 12 Tahun 2021 ditetapkan.', 'Kebijakan dievaluasi.', '- item satu', '- item dua']
    """
    pieces, start = [], 0
    for match in _BREAK_RE.finditer(text):
        words = re.findall(r"[\w.]+", text[start:match.start()])
        last = words[-1].rstrip(".").lower() if words else ""
        initial = len(last) == 1 and last.isalpha()  # "A. Rahman"
        if text[match.start() - 1:match.start()] == "." and (last in _ABBREVIATIONS or initial):
            continue
        pieces.append(text[start:match.start()])
        start = match.end()
    pieces.append(text[start:])
    return [" ".join(p.split()) for p in pieces if p.strip() and re.search(r"\w", p)]


# --- what the graph says, cached per store -------------------------------------------------


@dataclass(frozen=True)
class _Level:
    id: str
    level: int
    name: str | None
    criteria: str | None
    criteria_scope: str | None
    status: str | None
    verified: bool
    source: str | None


@dataclass
class _Indicator:
    ref: IndicatorRef
    aspect: NodeRef
    domain: NodeRef
    levels: list[_Level]

    @property
    def core_name(self) -> str:
        return NAME_PREFIX_RE.sub("", self.ref.name)

    @property
    def core_gloss(self) -> str:
        return GLOSS_PREFIX_RE.sub("", self.ref.name_en or "")

    def own_criteria(self) -> str:
        """The indicator's own level criteria (clauses only), where the data has them."""
        return " ".join(own_clause(l.criteria) for l in self.levels if l.criteria and l.criteria_scope == "indicator")

    def gloss_text(self) -> str:
        """The English gloss with its aspect's: "SPBE security audit (ICT audit)" says what kind of thing it is."""
        gloss = self.core_gloss or self.core_name
        return f"{gloss} ({self.aspect.name_en})" if self.aspect.name_en else gloss

    def ranking_text(self, *, criteria: bool) -> str:
        """What evidence is compared with: the name without "Tingkat Kematangan", its gloss (and its own criteria).

        The shared prefix ("Tingkat Kematangan", "Maturity of") only adds the same noise to all 47.
        """
        parts = [self.core_name, self.core_gloss, self.own_criteria() if criteria else ""]
        return ". ".join(p.strip(". ") for p in parts if p)

    def short_names(self) -> set[str]:
        """How a text names the indicator without "Tingkat Kematangan", "Instansi Pusat/Pemerintah Daerah", "(JDIH)"."""
        names = {self.core_name}
        short = self.core_name
        for pattern in NAME_SUFFIX_RES:
            short = pattern.sub("", short)
        names.add(short)
        return {n for n in names if len(n) >= SHORT_NAME_MIN_CHARS and len(n.split()) >= 2}

    @property
    def is_policy(self) -> bool:
        """A "Kebijakan Internal ..." indicator (1-10): about the policy document, not the practice."""
        return "kebijakan" in self.ref.name.lower()


class _NgramIndex:
    """Character 3-5-gram TF-IDF over the indicator texts: shared stems across languages and affixes
    ("penganggaran" ~ "Anggaran", "keterpaduan" ~ "terpadu") where MiniLM's English vocabulary fails."""

    def __init__(self, documents: Sequence[str]) -> None:
        grams = [self.grams(d) for d in documents]
        df = Counter(g for doc in grams for g in doc)
        n = len(documents)
        self.idf = {g: math.log((1 + n) / (1 + c)) + 1.0 for g, c in df.items()}
        self.docs = [self._vector(doc) for doc in grams]

    @staticmethod
    def grams(text: str) -> Counter[str]:
        out: Counter[str] = Counter()
        for word in re.findall(r"\w+", text.lower()):
            padded = f" {word} "
            for size in (3, 4, 5):
                out.update(padded[i:i + size] for i in range(len(padded) - size + 1))
        return out

    def _vector(self, counts: Counter[str]) -> dict[str, float]:
        weights = {g: (1.0 + math.log(n)) * self.idf[g] for g, n in counts.items() if g in self.idf}
        norm = math.sqrt(sum(w * w for w in weights.values())) or 1.0
        return {g: w / norm for g, w in weights.items()}

    def scores(self, text: str) -> np.ndarray:
        query = self._vector(self.grams(text))
        return np.array([sum(w * doc.get(g, 0.0) for g, w in query.items()) for doc in self.docs])


@dataclass
class _Catalogue:
    """The SPBE indicators and levels of one graph, with the texts and vectors ranking needs."""

    indicators: list[_Indicator]
    targets: SpbeTargets
    lexical: _NgramIndex
    short_names: dict[str, str] = field(default_factory=dict)  # lower-case short name -> indicator id
    short_re: re.Pattern[str] | None = None
    vectors: dict[str, tuple[np.ndarray, np.ndarray]] = field(default_factory=dict)  # model -> (gloss, name+gloss)
    criteria_vectors: dict[tuple[str, str], np.ndarray] = field(default_factory=dict)  # (model, level id)
    lock: threading.Lock = field(default_factory=threading.Lock)

    @property
    def by_number(self) -> dict[int, _Indicator]:
        return {i.ref.number: i for i in self.indicators}

    @classmethod
    def build(cls, store: GraphStore) -> "_Catalogue":
        levels: dict[str, list[_Level]] = {}
        for row in store.run("spbe_audit_levels"):
            levels.setdefault(row["indicator_id"], []).append(_Level(
                row["id"], int(row["level"]), row["name"], row["criteria"], row["criteria_scope"], row["status"],
                bool(row["verified"]), row["source"]))
        indicators = [_Indicator(
            IndicatorRef(id=r["id"], number=int(r["number"]), name=r["name"], name_en=r["name_en"],
                         maturity_model=r["maturity_model"]),
            NodeRef(id=r["aspect_id"], number=int(r["aspect_number"]), name=r["aspect_name"],
                    name_en=r["aspect_name_en"]),
            NodeRef(id=r["domain_id"], number=int(r["domain_number"]), name=r["domain_name"],
                    name_en=r["domain_name_en"]),
            sorted(levels.get(r["id"], []), key=lambda l: l.level))
            for r in store.run("spbe_audit_indicators")]
        if not indicators:
            raise InputError("the graph holds no SPBE indicators: load them first (`strata load spbe`, "
                             "or loaders.sources.spbe.load_spbe(store))")
        lexical = _NgramIndex([i.ranking_text(criteria=False) for i in indicators])
        short = {normalise(n).lower(): i.ref.id for i in indicators for n in i.short_names()}
        return cls(indicators, SpbeTargets.from_store(store), lexical, short, phrase_regex(short))

    def policy_counterpart(self, indicator: _Indicator) -> _Indicator | None:
        """Indicator 5 (Kebijakan Internal Layanan Pusat Data) for 16 (Layanan Pusat Data): the policy on it."""
        wanted = f"kebijakan internal {indicator.core_name}".lower()
        return next((i for i in self.indicators if i.core_name.lower() == wanted), None)

    def indicator_vectors(self, embedder: Encoder) -> tuple[np.ndarray, np.ndarray]:
        """(gloss + aspect gloss, name + gloss + own criteria) vectors of every indicator, once per model."""
        with self.lock:
            if embedder.name not in self.vectors:
                glosses = [i.gloss_text() for i in self.indicators]
                both = [i.ranking_text(criteria=True) for i in self.indicators]
                self.vectors[embedder.name] = (embedder.encode(glosses), embedder.encode(both))
            return self.vectors[embedder.name]

    def level_vectors(self, embedder: Encoder, levels: Sequence[_Level]) -> dict[str, np.ndarray]:
        """Vectors of the levels' own clauses (criteria without their preamble), embedded once per model."""
        with self.lock:
            todo = [l for l in levels if l.criteria and (embedder.name, l.id) not in self.criteria_vectors]
            if todo:
                for level, vector in zip(todo, embedder.encode([own_clause(l.criteria or "") for l in todo])):
                    self.criteria_vectors[(embedder.name, level.id)] = vector
            return {l.id: self.criteria_vectors[(embedder.name, l.id)] for l in levels if l.criteria}


_CACHE_LOCK = threading.Lock()
_CACHE: "weakref.WeakKeyDictionary[GraphStore, tuple[int, _Catalogue]]" = weakref.WeakKeyDictionary()


def _catalogue(store: GraphStore) -> _Catalogue:
    """Keyed by the store object (weakly); rebuilt when the graph's count of indicators and levels changes."""
    rows = store.run("spbe_audit_signature")
    signature = int(rows[0]["nodes"]) if rows else 0
    with _CACHE_LOCK:
        hit = _CACHE.get(store)
        if hit is not None and hit[0] == signature:
            return hit[1]
    catalogue = _Catalogue.build(store)
    with _CACHE_LOCK:
        _CACHE[store] = (signature, catalogue)
    return catalogue


def invalidate(store: GraphStore | None = None) -> None:
    """Drop the cached indicator texts and vectors of ``store``, or of every store."""
    with _CACHE_LOCK:
        if store is None:
            _CACHE.clear()
        else:
            _CACHE.pop(store, None)


# --- step 1: which indicator -----------------------------------------------------------------


@dataclass
class _Pick:
    indicator: _Indicator
    how: str
    confidence: float
    score: float | None = None
    margin: float | None = None
    alternatives: list[Candidate] = field(default_factory=list)
    candidates: list[Candidate] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


def _candidate(indicator: _Indicator, how: str, score: float | None = None) -> Candidate:
    ref = indicator.ref
    return Candidate(id=ref.id, number=ref.number, name=ref.name, name_en=ref.name_en, how=how,
                     score=None if score is None else round(float(score), 4))


def _given(catalogue: _Catalogue, indicator: int | str) -> _Indicator:
    """The indicator the caller named: a number, "13", "spbe:indicator:13", "Indikator 13" or an exact name."""
    by_number = catalogue.by_number
    number: int | None = None
    if isinstance(indicator, bool):
        raise InputError(f"indicator must be a number 1-{max(by_number)}, an id or a name, not {indicator!r}")
    if isinstance(indicator, int):
        number = indicator
    elif isinstance(indicator, str):
        text = indicator.strip()
        if text.isdigit():
            number = int(text)
        elif text.startswith("spbe:indicator:") and text.rsplit(":", 1)[-1].isdigit() and text.count(":") == 2:
            number = int(text.rsplit(":", 1)[-1])
        else:
            named = _named(catalogue, text)
            if named:
                return named[0][0]
            raise InputError(f"indicator {indicator!r} names no SPBE indicator: give its number (1-{max(by_number)}), "
                             "its id (spbe:indicator:N), 'Indikator N' or its exact Indonesian name")
    else:
        raise InputError(f"indicator must be a number, an id or a name, not {type(indicator).__name__}")
    if number not in by_number:
        raise InputError(f"there is no SPBE indicator {number}: indicators are numbered 1-{max(by_number)}")
    return by_number[number]


def _named(catalogue: _Catalogue, text: str) -> list[tuple[_Indicator, str, int, int]]:
    """Indicators the text names: (indicator, how, mentions, first position), most mentioned first."""
    by_number, by_id = catalogue.by_number, {i.ref.id: i for i in catalogue.indicators}
    found: dict[str, list[Any]] = {}
    for match in INDICATOR_RE.finditer(text):
        indicator = by_number.get(int(match.group(1)))
        if indicator:
            entry = found.setdefault(indicator.ref.id, [indicator, "number", 0, match.start()])
            entry[2] += 1
    full_spans = []
    for pattern, names, how in ((catalogue.targets.name_re, catalogue.targets.names, "name"),
                                (catalogue.short_re, catalogue.short_names, "short-name")):
        for match in pattern.finditer(text) if pattern else ():
            if how == "short-name" and any(a <= match.start() < b for a, b in full_spans):
                continue  # the core of a full name already counted
            full_spans.append(match.span())
            node_id = names.get(normalise(match.group(0)).lower())  # keyed as loaders.link.linker keys them
            if node_id in by_id:
                entry = found.setdefault(node_id, [by_id[node_id], how, 0, match.start()])
                entry[2] += 1
                entry[3] = min(entry[3], match.start())
    ranked = sorted(found.values(), key=lambda e: (-e[2], e[3]))
    return [(e[0], e[1], e[2], e[3]) for e in ranked]


def _unknown_numbers(catalogue: _Catalogue, text: str) -> list[int]:
    return sorted({int(m.group(1)) for m in INDICATOR_RE.finditer(text)} - set(catalogue.by_number))


def _pick_indicator(catalogue: _Catalogue, embedder: Encoder, evidence: str, sentence_vectors: np.ndarray,
                    given: int | str | None) -> _Pick:
    named = _named(catalogue, evidence)
    notes = [f"the evidence names indicator {n}, which does not exist (indicators are 1-{len(catalogue.indicators)})"
             for n in _unknown_numbers(catalogue, evidence)]
    if given is not None:
        indicator = _given(catalogue, given)
        others = [e[0].ref.number for e in named if e[0] is not indicator]
        if others:
            notes.append(f"assessed indicator {indicator.ref.number} as asked, although the evidence names "
                         f"indicator(s) {', '.join(map(str, others))}")
        return _Pick(indicator, "given", GIVEN, notes=notes)
    if named:
        indicator, how = named[0][0], named[0][1]
        confidence = {"number": NUMBER, "name": NAME}.get(how, SHORT_NAME)
        alternatives = [_candidate(e[0], e[1]) for e in named[1:MAX_ALTERNATIVES + 1]]
        if alternatives:
            confidence = round(confidence * SEVERAL_NAMED, 3)
            notes.append(f"the evidence names several indicators ({', '.join(str(e[0].ref.number) for e in named)}); "
                         f"assessed {indicator.ref.number}, named most often (then first)")
        counterpart = catalogue.policy_counterpart(indicator)
        if how == "short-name" and counterpart and POLICY_RE.search(evidence):
            alternatives.append(_candidate(counterpart, "policy-counterpart"))
            confidence = round(confidence * SEVERAL_NAMED, 3)
            notes.append(f"the evidence names '{indicator.core_name}' and talks about a policy: indicator "
                         f"{counterpart.ref.number} ({counterpart.core_name}) may be meant")
        return _Pick(indicator, how, confidence, alternatives=alternatives, notes=notes)
    return _rank(catalogue, embedder, evidence, sentence_vectors, notes)


def _rank(catalogue: _Catalogue, embedder: Encoder, evidence: str, sentence_vectors: np.ndarray,
          notes: list[str]) -> _Pick:
    """The indicator whose name is most similar to the evidence (embedding + n-grams + policy push)."""
    gloss, both = catalogue.indicator_vectors(embedder)
    centroid = sentence_vectors.mean(axis=0)
    centroid = centroid / (np.linalg.norm(centroid) or 1.0)
    scores = np.maximum(gloss @ centroid, both @ centroid) + LEXICAL_WEIGHT * catalogue.lexical.scores(evidence)
    policy = POLICY_RE.search(evidence) is not None
    scores = scores + np.array([POLICY_PUSH if i.is_policy == policy else -POLICY_PUSH for i in catalogue.indicators])
    allowed = _scope_filter(catalogue, evidence, notes)
    order = [k for k in np.argsort(-scores, kind="stable") if catalogue.indicators[k].ref.number in allowed]
    top = order[0]
    runner = order[1] if len(order) > 1 else None
    margin = float(scores[top] - scores[runner]) if runner is not None else 1.0
    confidence = SIMILARITY_CONFIDENCE_CAP * (0.5 + 0.5 * min(1.0, margin / MARGIN_SURE))
    close = [k for k in order[1:] if scores[top] - scores[k] < MARGIN_CLOSE][:MAX_ALTERNATIVES]
    if close:
        notes.append("the indicator is uncertain: " + ", ".join(
            f"indicator {catalogue.indicators[k].ref.number} scores within {float(scores[top] - scores[k]):.3f}"
            for k in close))
    return _Pick(catalogue.indicators[top], "similarity", round(confidence, 3), round(float(scores[top]), 4),
                 round(margin, 4),
                 alternatives=[_candidate(catalogue.indicators[k], "similarity", scores[k]) for k in close],
                 candidates=[_candidate(catalogue.indicators[k], "similarity", scores[k])
                             for k in order[:CANDIDATES_SHOWN]],
                 notes=notes)


def _scope_filter(catalogue: _Catalogue, evidence: str, notes: list[str]) -> set[int]:
    """Indicator numbers allowed by an aspect or domain the evidence names ("Aspek 2"); all when none."""
    aspects = {int(m.group(1)) for m in ASPECT_RE.finditer(evidence)}
    domains = {int(m.group(1)) for m in DOMAIN_RE.finditer(evidence)}
    allowed = {i.ref.number for i in catalogue.indicators
               if i.aspect.number in aspects or i.domain.number in domains}
    if not allowed:
        return {i.ref.number for i in catalogue.indicators}
    named = [f"aspect {a}" for a in sorted(aspects)] + [f"domain {d}" for d in sorted(domains)]
    notes.append(f"ranked only the indicators of {', '.join(named)}, which the evidence names")
    return allowed


# --- step 2: which level ---------------------------------------------------------------------


def _mask_names(text: str, indicator: _Indicator) -> str:
    """The indicator's own name blanked out: "Keterpaduan" in indicator 13's name is its subject, not a cue."""
    for name in (indicator.ref.name, indicator.core_name, indicator.ref.name_en or "", indicator.core_gloss):
        if name and len(name) > 3:
            text = re.sub(r"\s+".join(map(re.escape, name.split())), lambda m: " " * len(m.group(0)), text,
                          flags=re.IGNORECASE)
    return text


def _assess_levels(catalogue: _Catalogue, embedder: Encoder, indicator: _Indicator, sentences: list[str],
                   sentence_vectors: np.ndarray, notes: list[str]) -> list[LevelFinding]:
    levels = indicator.levels
    vectors = catalogue.level_vectors(embedder, levels)
    with_criteria = [l for l in levels if l.id in vectors]
    similarity = (sentence_vectors @ np.stack([vectors[l.id] for l in with_criteria]).T
                  if with_criteria else np.zeros((len(sentences), 0)))
    closest = similarity.argmax(axis=1) if with_criteria else np.zeros(len(sentences), dtype=int)
    column = {l.id: k for k, l in enumerate(with_criteria)}

    cues = [c for i, s in enumerate(sentences) for c in find_cues(_mask_names(s, indicator), i)]
    subject = set(criterion_concepts(f"{indicator.core_name}. {indicator.core_gloss}"))
    stated = {c.concept for c in cues if not c.negated}
    denied = {c.concept for c in cues if c.negated} - stated
    if subject:
        notes.append(f"not used as level cues, being the indicator's own subject: {', '.join(sorted(subject))}")

    findings, below = [], set()
    for level in levels:
        if not level.criteria:
            findings.append(LevelFinding(level=level.level, node_id=level.id, name=level.name, status="no criteria",
                                         criteria_scope=level.criteria_scope, criteria_status=level.status,
                                         verified=level.verified, source=level.source,
                                         reason="the data holds no criterion for this level"))
            continue
        own = criterion_concepts(level.criteria)
        required = [c for c in own if c not in below and c not in subject]
        below |= set(own)
        k = column[level.id]
        scores = similarity[:, k]
        supporting = [i for i in range(len(sentences)) if closest[i] == k and scores[i] >= SIMILARITY_SUPPORT]
        findings.append(_finding(level, required, cues, stated, denied, scores, supporting, sentences))
    _imply_entry_level(findings)
    return findings


def _finding(level: _Level, required: list[str], cues: list[Cue], stated: set[str], denied: set[str],
             scores: np.ndarray, supporting: list[int], sentences: list[str]) -> LevelFinding:
    found = [c for c in required if c in stated]
    contradicted = [c for c in required if c in denied]
    missing = [c for c in required if c not in stated]
    best = float(scores.max()) if len(scores) else 0.0
    if contradicted:
        status: LevelStatus = "not met"
        reason = "the evidence says the opposite: " + "; ".join(
            f"{c} negated ({_words(cues, c, negated=True)})" for c in contradicted)
    elif required and not missing:
        status, reason = "met", "stated: " + "; ".join(f"{c} ({_words(cues, c)})" for c in found)
    elif required:
        status = "not met"
        reason = f"missing: {', '.join(missing)}" + (f"; found: {', '.join(found)}" if found else "")
    elif any(scores[i] >= SIMILARITY_MET for i in supporting):
        status, reason = "met", f"no cue words in the criterion; a sentence matches it (similarity {best:.2f})"
    else:
        status = "not met"
        reason = f"no cue words in the criterion and no sentence close enough (best similarity {best:.2f})"
    evidence = _level_evidence(required, cues, scores, supporting, sentences)
    return LevelFinding(level=level.level, node_id=level.id, name=level.name, status=status, criteria=level.criteria,
                        criteria_scope=level.criteria_scope, criteria_status=level.status, verified=level.verified,
                        source=level.source, required=required, found=found, missing=missing,
                        contradicted=contradicted, score=round(best, 4), evidence=evidence, reason=reason)


def _words(cues: Iterable[Cue], concept: str, *, negated: bool = False) -> str:
    words = dict.fromkeys(f"'{c.words}'" for c in cues if c.concept == concept and c.negated == negated)
    return ", ".join(list(words)[:3])


def _level_evidence(required: list[str], cues: list[Cue], scores: np.ndarray, supporting: list[int],
                    sentences: list[str]) -> list[SentenceMatch]:
    """Sentences stating a required concept, then sentences closest to this level; best first."""
    by_sentence: dict[int, list[str]] = {}
    for cue in cues:
        if cue.concept in required and not cue.negated:
            by_sentence.setdefault(cue.sentence, [])
            label = f"{cue.concept}: {cue.words}"
            if label not in by_sentence[cue.sentence]:
                by_sentence[cue.sentence].append(label)
    for index in supporting:
        by_sentence.setdefault(index, [])
    ranked = sorted(by_sentence, key=lambda i: (-len(by_sentence[i]), -float(scores[i]), i))
    return [SentenceMatch(index=i, sentence=sentences[i], score=round(float(scores[i]), 4), cues=by_sentence[i])
            for i in ranked[:EVIDENCE_PER_LEVEL]]


def _imply_entry_level(findings: list[LevelFinding]) -> None:
    """Level 1 is the entry level ("a draft may or may not exist", "ad hoc"): evidence that meets any
    higher level's own criterion shows the practice exists, which is all level 1 asks."""
    first = findings[0] if findings else None
    if first is None or first.status != "not met":
        return
    above = next((f for f in findings[1:] if f.status == "met"), None)
    if above is not None:
        first.status = "met"
        first.reason = f"implied: level {above.level}'s own criterion is met and level 1 is the entry level"


def _recommend(findings: list[LevelFinding]) -> int | None:
    level = None
    for finding in findings:
        if finding.status != "met":
            break
        level = finding.level
    return level


def _level_notes(findings: list[LevelFinding], level: int | None, indicator: _Indicator, evidence: str) -> list[str]:
    notes = []
    skipped = [f.level for f in findings if f.status == "met" and (level is None or f.level > level)]
    if skipped:
        stop = (level or 0) + 1
        notes.append(f"level(s) {', '.join(map(str, skipped))} criteria are met but level {stop} is not; "
                     f"levels are cumulative, so the recommendation stays at {level or 'none'}")
    if level is None:
        notes.append("no level is recommended: the evidence meets no level-1 criterion of this indicator")
    empty = [f.level for f in findings if f.status == "no criteria"]
    if empty:
        notes.append(f"the data holds no criteria for level(s) {', '.join(map(str, empty))}: "
                     "they cannot be assessed")
    unverified = [f"{f.level} ({f.criteria_status})" for f in findings
                  if f.status != "no criteria" and not f.verified]
    if unverified:
        notes.append("unverified criteria wording for level(s) " + ", ".join(unverified)
                     + ": findings against them are indicative only")
    if any(f.criteria_scope == "indicator" for f in findings):
        notes.append(f"indicator {indicator.ref.number}'s own criteria are English paraphrases of PermenPANRB "
                     "59/2020 from a third-party transcription")
    if any(f.criteria_scope == "general" for f in findings):
        notes.append(f"general criteria of the '{indicator.ref.maturity_model}' maturity model are used where "
                     f"indicator {indicator.ref.number} has none of its own")
    claimed = sorted({int(m.group(1)) for m in LEVEL_RE.finditer(evidence)})
    if claimed:
        notes.append(f"the evidence names level {', '.join(map(str, claimed))} itself; a claimed level is not "
                     "counted as evidence, only the practice described")
    return notes


# --- the entry point -------------------------------------------------------------------------


def assess_spbe(store: GraphStore, embedder: Encoder, evidence: str, *, indicator: int | str | None = None,
                source_doc_id: str | None = None) -> Assessment:
    """Name the SPBE indicator ``evidence`` is about and recommend its maturity level by criteria matching.

    ``indicator`` (a number, "spbe:indicator:N", "Indikator N" or an exact name) skips the
    identification. ``source_doc_id`` is the document the evidence came from, for citations.
    Raises ``InputError`` for empty evidence, an unknown indicator, or a graph without SPBE.
    """
    if not isinstance(evidence, str):
        raise InputError(f"evidence must be text, not {type(evidence).__name__}")
    if not evidence.strip():
        raise InputError("evidence is empty: give the text to assess, e.g. the agency's description of its policy "
                         "or practice, or the text of a document")
    catalogue = _catalogue(store)
    sentences = split_sentences(evidence)
    notes: list[str] = []
    if len(sentences) > MAX_SENTENCES:
        notes.append(f"the evidence has {len(sentences)} sentences; only the first {MAX_SENTENCES} were assessed")
        sentences = sentences[:MAX_SENTENCES]
    sentence_vectors = embedder.encode(sentences)
    pick = _pick_indicator(catalogue, embedder, evidence, sentence_vectors, indicator)
    notes += pick.notes
    findings = _assess_levels(catalogue, embedder, pick.indicator, sentences, sentence_vectors, notes)
    level = _recommend(findings)
    notes += _level_notes(findings, level, pick.indicator, evidence)
    return Assessment(
        indicator=pick.indicator.ref, aspect=pick.indicator.aspect, domain=pick.indicator.domain,
        indicator_how=pick.how, indicator_confidence=pick.confidence, indicator_score=pick.score,
        indicator_margin=pick.margin, alternatives=pick.alternatives, candidates=pick.candidates,
        level=level, level_name=next((f.name for f in findings if f.level == level), None),
        findings=findings, notes=notes, source_doc_id=source_doc_id, sentences=sentences)


# --- presenting it ---------------------------------------------------------------------------

_HOW = {"given": "as asked", "number": "named in the text", "name": "named in the text",
        "short-name": "named in the text (short name)", "similarity": "by similarity"}


def format_assessment(a: Assessment) -> str:
    """A short readable answer: indicator, aspect, domain, the recommended level and why, then the notes."""
    head = (f"Indicator {a.indicator.number} {a.indicator.name} (aspect {a.aspect.number} {a.aspect.name}, "
            f"domain {a.domain.number} {a.domain.name}; {_HOW.get(a.indicator_how, a.indicator_how)}, "
            f"confidence {a.indicator_confidence:.2f})")
    verdict = ("no level recommended by criteria matching" if a.level is None
               else f"recommended level {a.level} ({a.level_name}) by criteria matching")
    parts = []
    met = [f for f in a.findings if a.level is not None and f.level <= a.level]
    if met:
        parts.append("met: " + "; ".join(f"L{f.level} {f.reason}" for f in met))
    stop = next((f for f in a.findings if f.status != "met"), None)
    if stop is not None:
        parts.append(f"not met for level {stop.level}: {stop.reason}")
    lines = [f"{head}: {verdict}" + (" — " + " | ".join(parts) if parts else "") + "."]
    if a.alternatives:
        lines.append("Also possible: " + ", ".join(
            f"indicator {c.number} {c.name}" + (f" ({c.score:.3f})" if c.score is not None else "")
            for c in a.alternatives) + ".")
    lines += [f"Note: {n}." for n in a.notes]
    return "\n".join(lines)


def _quote(text: str) -> str:
    return text if len(text) <= QUOTE_CHARS else text[:QUOTE_CHARS - 1].rstrip() + "…"


def _criteria_citation(indicator: IndicatorRef, finding: LevelFinding) -> Citation:
    """The data row a level's criterion comes from: the indicator's own row, or its maturity model's."""
    own, general = _criteria_lines()
    if finding.criteria_scope == "indicator":
        doc, line = CRITERIA_SAMPLE_FILE, own.get((indicator.number, finding.level))
    else:
        doc, line = GENERAL_LEVELS_FILE, general.get(((indicator.maturity_model or "").strip(), finding.level))
    return Citation(doc_id=f"data:{doc}", node_ids=[finding.node_id], quote=_quote(finding.criteria or ""),
                    row=f"{doc} line {line}" if line else None)


@lru_cache(maxsize=1)
def _criteria_lines() -> tuple[dict[tuple[int, int], int], dict[tuple[str, int], int]]:
    """Line numbers of the shipped criteria rows, so a citation points at the row it quotes."""
    own: dict[tuple[int, int], int] = {}
    with shipped("spbe", CRITERIA_SAMPLE_FILE).open(newline="", encoding="utf-8") as handle:
        reader = csv.DictReader(handle)
        for row in reader:
            own[(int(row["indicator_no"]), int(row["level"]))] = reader.line_num
    general: dict[tuple[str, int], int] = {}
    with shipped("spbe", GENERAL_LEVELS_FILE).open(newline="", encoding="utf-8") as handle:
        reader = csv.DictReader(handle)
        for row in reader:
            general[(row["maturity_model"].split(" (")[0].strip(), int(row["level"]))] = reader.line_num
    return own, general
