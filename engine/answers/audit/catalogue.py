"""What the graph says about SPBE: every indicator with its aspect, domain and levels, and their vectors.

Read once per store (``engine.answers.audit.cache``); the texts ranking compares evidence with
and the vectors of them, embedded once per model.
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass, field
from typing import Protocol, Sequence

import numpy as np

from engine.answers.audit.cues import own_clause
from engine.answers.audit.ngrams import NgramIndex
from engine.answers.audit.results import IndicatorRef, NodeRef
from graph.errors import InputError
from graph.store import GraphStore
from loaders.document import normalise
from loaders.link import SpbeTargets, phrase_regex

NAME_PREFIX_RE = re.compile(r"^\s*tingkat\s+kematangan\s+", re.IGNORECASE)
# What a text drops when it names an indicator without its full official name.
NAME_SUFFIX_RES = (re.compile(r"\s*\([^()]*\)\s*$"), re.compile(r"\s+instansi\s+pusat/pemerintah\s+daerah\s*$", re.I))
SHORT_NAME_MIN_CHARS = 12
GLOSS_PREFIX_RE = re.compile(r"^\s*maturity\s+of\s+(?:the\s+)?", re.IGNORECASE)


class Encoder(Protocol):
    """What assessment needs of an embedder (``engine.stores.embed.Embedder`` or ``E5Embedder``)."""

    @property
    def name(self) -> str: ...

    def encode(self, texts: list[str], batch_size: int = 32, progress: bool | None = None) -> np.ndarray: ...


@dataclass(frozen=True)
class Level:
    id: str
    level: int
    name: str | None
    criteria: str | None
    criteria_scope: str | None
    status: str | None
    verified: bool
    source: str | None


@dataclass
class Indicator:
    ref: IndicatorRef
    aspect: NodeRef
    domain: NodeRef
    levels: list[Level]

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


@dataclass
class Catalogue:
    """The SPBE indicators and levels of one graph, with the texts and vectors ranking needs."""

    indicators: list[Indicator]
    targets: SpbeTargets
    lexical: NgramIndex
    short_names: dict[str, str] = field(default_factory=dict)  # lower-case short name -> indicator id
    short_re: re.Pattern[str] | None = None
    vectors: dict[str, tuple[np.ndarray, np.ndarray]] = field(default_factory=dict)  # model -> (gloss, name+gloss)
    criteria_vectors: dict[tuple[str, str], np.ndarray] = field(default_factory=dict)  # (model, level id)
    lock: threading.Lock = field(default_factory=threading.Lock)

    @property
    def by_number(self) -> dict[int, Indicator]:
        return {i.ref.number: i for i in self.indicators}

    @classmethod
    def build(cls, store: GraphStore) -> "Catalogue":
        levels: dict[str, list[Level]] = {}
        for row in store.run("spbe_audit_levels"):
            levels.setdefault(row["indicator_id"], []).append(Level(
                row["id"], int(row["level"]), row["name"], row["criteria"], row["criteria_scope"], row["status"],
                bool(row["verified"]), row["source"]))
        indicators = [Indicator(
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
        lexical = NgramIndex([i.ranking_text(criteria=False) for i in indicators])
        short = {normalise(n).lower(): i.ref.id for i in indicators for n in i.short_names()}
        return cls(indicators, SpbeTargets.from_store(store), lexical, short, phrase_regex(short))

    def policy_counterpart(self, indicator: Indicator) -> Indicator | None:
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

    def level_vectors(self, embedder: Encoder, levels: Sequence[Level]) -> dict[str, np.ndarray]:
        """Vectors of the levels' own clauses (criteria without their preamble), embedded once per model."""
        with self.lock:
            todo = [l for l in levels if l.criteria and (embedder.name, l.id) not in self.criteria_vectors]
            if todo:
                for level, vector in zip(todo, embedder.encode([own_clause(l.criteria or "") for l in todo])):
                    self.criteria_vectors[(embedder.name, level.id)] = vector
            return {l.id: self.criteria_vectors[(embedder.name, l.id)] for l in levels if l.criteria}
