"""The typed results of the engine: what a question becomes on its way to an ``Answer``.

Pydantic models so the CLI (``strata ask --json``, ``strata eval``), the service and the
tests all serialise the same shape. The JSON field names of ``Answer`` are a contract:
external evaluations read ``decision``, ``answer``, ``citations`` (``doc_id``, ``chunk_id``,
``page``, ``node_ids``), ``retrieved``, ``scope``, ``relation`` and ``route``. Add fields,
never rename them (docs/answers.md).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import BaseModel, Field, computed_field, field_serializer

Decision = Literal["answer", "warn", "abstain"]
Route = Literal["general", "audit", "admissions", "place"]
# exact / broader / narrower / disjoint / unrelated come from graph.hierarchy.Relation;
# "unscoped": the passage is linked to no node of the question's hierarchy (general text);
# "none": there was no evidence at all.
RelationName = Literal["exact", "broader", "narrower", "disjoint", "unrelated", "unscoped", "none"]


@dataclass(frozen=True)
class Slot:
    """Words of the question that fill one kind of slot ("CSE" -> branch); follow-ups replace them."""

    kind: str  # place | indicator | aspect | domain | level | institution | branch | community | year
    start: int
    end: int
    text: str
    region: str = ""  # a place slot's trailing region words ("mn" of "hennepin county mn"), carried to a follow-up


class Anchor(BaseModel):
    """A graph node the question names (or a session carried over), and how sure we are."""

    id: str
    kind: str  # place | indicator | aspect | domain | level | institution | program | community | ...
    name: str | None = None
    how: str  # the rule that found it: gazetteer, indicator-number, name, paraphrase, session, ...
    confidence: float
    surface: str | None = None  # the words of the question it was found in, when known
    span: tuple[int, int] | None = None  # where in the question (character offsets), when known
    candidates: list[str] = Field(default_factory=list)  # every node the words could name, when several
    candidate_names: list[str] = Field(default_factory=list)  # the same, in words ("Paradise, Clark County, Nevada")
    reason: str = ""  # why this node: the linker's words ("named with its region", "type word 'County'")


class QuestionScope(BaseModel):
    """Everything scope detection found in a question."""

    anchors: list[Anchor] = Field(default_factory=list)
    years: list[int] = Field(default_factory=list)
    levels: list[int] = Field(default_factory=list)  # maturity levels 1-5 named
    marks: dict[str, float] = Field(default_factory=dict)  # maths / physics / chemistry
    wants: list[str] = Field(default_factory=list)  # mark | rank | fee | eligibility | level
    location_dependent: bool = False

    def of_kind(self, *kinds: str) -> list[Anchor]:
        return [a for a in self.anchors if a.kind in kinds]


def page_label(page: int | None, pages: list[int] | None = None) -> str | None:
    """How a citation names its pages: ``p. 3``, or ``pp. 1–2`` for a passage that runs across pages."""
    numbers = sorted(set(pages or [])) or ([page] if page is not None else [])
    if not numbers:
        return None
    low, high = numbers[0], numbers[-1]
    return f"p. {low}" if low == high else f"pp. {low}\u2013{high}"


class Citation(BaseModel):
    """Where a fact came from: a passage (document, page, table, chunk) or a data row.

    ``page`` is the first page (kept for the contract), ``pages`` every page the passage touches,
    ``page_label`` how to print them (``pp. 1–2`` when it runs across pages).
    """

    doc_id: str
    chunk_id: str | None = None
    page: int | None = None
    pages: list[int] = Field(default_factory=list)
    table: int | None = None
    header_path: str | None = None
    node_ids: list[str] = Field(default_factory=list)
    row: str | None = None  # "file.csv line 12" for a structured (graph data) answer
    quote: str | None = None  # the cited words, short

    @computed_field  # type: ignore[prop-decorator]
    @property
    def page_label(self) -> str | None:
        return page_label(self.page, self.pages)


class Evidence(BaseModel):
    """A retrieved parent passage with its scope relation to the question."""

    chunk_id: str  # the parent chunk
    doc_id: str
    text: str
    header_path: str | None = None
    page: int | None = None
    pages: list[int] = Field(default_factory=list)
    table: int | None = None
    node_ids: list[str] = Field(default_factory=list)
    score: float = 0.0  # fused relevance (RRF), higher is better
    cosine: float = 0.0  # relevance: best child's cosine to the question's topic (scope words removed)
    relation: RelationName = "unscoped"
    delta: float | None = None  # scope distance to the question's anchor (None: unscoped)
    scope_node: str | None = None  # the passage's node that relation and delta were measured to
    anchor: str | None = None  # the question's anchor they were measured from
    lca: str | None = None

    @field_serializer("delta")
    def _finite(self, delta: float | None) -> float | None:
        return finite_delta(delta)

    def citation(self, quote: str | None = None) -> Citation:
        return Citation(doc_id=self.doc_id, chunk_id=self.chunk_id, page=self.page, pages=self.pages,
                        table=self.table, header_path=self.header_path, node_ids=self.node_ids, quote=quote)


class WalkedNode(BaseModel):
    """A candidate node of the graph walk (a filter of the vector search) and how far it is from the question."""

    id: str
    delta: float | None = None  # scope distance to the nearest anchor
    relation: RelationName  # exact, broader or narrower: the walk keeps only those
    anchor: str  # the question's anchor delta was measured from

    @field_serializer("delta")
    def _finite(self, delta: float | None) -> float | None:
        return finite_delta(delta)


class Statement(BaseModel):
    """A named Cypher statement (``cypher/<backend|common>/<name>.cypher``) a graph answer ran; an
    LLM-planned query (engine/answers/text2cypher.py) has no file, so its checked text is kept."""

    name: str
    params: dict[str, Any] = Field(default_factory=dict)
    text: str | None = None  # the query as run, when it is not a named file


class Trace(BaseModel):
    """How an answer was reached, recorded as it happened (the explorer and the benchmarks read it
    instead of working it out again)."""

    answerer: str  # which answerer gave the answer: admissions, spbe-facts, assessment, passages or llm-text2cypher
    anchors: list[Anchor] = Field(default_factory=list)  # the primary anchors the answer started from
    candidates: list[WalkedNode] = Field(default_factory=list)  # passage answers: the walk's, nearest first
    statements: list[Statement] = Field(default_factory=list)  # graph answers: the Cypher run, in order


class Answer(BaseModel):
    """The result of ``Engine.ask``: decision, text, citations, and why."""

    question: str
    standalone_question: str  # the question as retrieval saw it (a follow-up rewritten)
    decision: Decision
    answer: str
    citations: list[Citation] = Field(default_factory=list)
    retrieved: list[str] = Field(default_factory=list)  # doc ids in rank order (deduplicated)
    scope: list[Anchor] = Field(default_factory=list)
    relation: RelationName = "none"
    explanation: str = ""
    route: Route = "general"
    generated_by: str = "extractive"  # extractive | graph | criteria-matching | llm:<model> | llm-text2cypher
    session_id: str | None = None
    evidence: list[Evidence] = Field(default_factory=list)
    timings: dict[str, float] = Field(default_factory=dict)  # stage -> milliseconds
    notes: list[str] = Field(default_factory=list)  # fallbacks taken, memory problems, ...
    trace: Trace | None = None  # how it was reached (None: not made by the pipeline)

    @property
    def text(self) -> str:
        return self.answer

    def contract(self) -> dict:
        """The stable JSON shape of ``ask --json`` / ``eval`` (all fields; the contract ones first).

        Strict JSON: a NaN or infinite float anywhere (a cosine of an empty text, a timing) is null,
        so ``json.dumps(..., allow_nan=False)`` and the service's JSON responses never fail on it.
        """
        return finite(self.model_dump(mode="json"))


def finite_delta(delta: float | None) -> float | None:
    """JSON has no infinity: an unreachable scope (no common ancestor) is written as null."""
    return None if delta is None or math.isinf(delta) else delta


def finite(value: Any) -> Any:
    """``value`` with every non-finite float (NaN, ±∞) inside dicts and lists replaced by None."""
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if isinstance(value, dict):
        return {key: finite(item) for key, item in value.items()}
    if isinstance(value, list):
        return [finite(item) for item in value]
    return value
