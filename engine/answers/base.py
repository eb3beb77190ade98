"""The one answer interface: every way of answering a question is an ``Answerer``.

An answerer is given the question as the pipeline understood it (``QuestionContext``: the
question, its standalone form, scope, primary anchors and route) and returns an
``AnswerCandidate``, or None when the question is not its kind. The pipeline
(engine/pipeline/run.py) asks the answerers engine/pipeline/route.py chose, in that order, and
turns the first candidate into the ``Answer``: answerers never build one themselves, so every
answer has the same shape and trace.

Graph answerers (admissions rows, SPBE facts) run named Cypher statements; ``GraphAnswerer``
records each one (name and parameters) on the candidate, for the answer's trace.
"""

from __future__ import annotations

import abc
from dataclasses import dataclass, field
from typing import Any, Mapping, Protocol, Sequence

from engine.models import (Anchor, Citation, Decision, Evidence, QuestionScope, RelationName, Route, Statement,
                           WalkedNode)
from graph.store import GraphStore, Row


@dataclass(frozen=True)
class QuestionContext:
    """A question as the pipeline understood it, before any answerer has looked at it."""

    question: str  # as asked (cleaned)
    standalone: str  # as answerers read it: a follow-up rewritten from the session
    scope: QuestionScope
    anchors: Sequence[Anchor]  # the primary anchors (engine/pipeline/scope.py: ScopeDetector.anchors)
    route: Route
    evidence: bool = False  # the router planned an assessment: the question carries evidence text to assess
    previous: str | None = None  # in a session: the previous question's standalone form (a follow-up's slots)


@dataclass
class AnswerCandidate:
    """What an answerer found: everything the ``Answer`` needs that the question context does not hold."""

    decision: Decision
    text: str
    citations: list[Citation]
    explanation: str
    relation: RelationName
    generated_by: str
    retrieved: list[str] = field(default_factory=list)  # doc ids in rank order
    route: Route | None = None  # None: the question's route; an assessment always answers as "audit"
    evidence: list[Evidence] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    timings: dict[str, float] = field(default_factory=dict)  # stages the answerer timed itself
    walked: list[WalkedNode] = field(default_factory=list)  # passage answers: the walk's candidate nodes
    statements: list[Statement] = field(default_factory=list)  # graph answers: the Cypher run

    @classmethod
    def computed(cls, decision: Decision, text: str, citations: list[Citation],
                 explanation: str) -> "AnswerCandidate":
        """An answer read from the graph's data rows: exact when answered, the cited files as retrieved.

        >>> AnswerCandidate.computed("abstain", "no such row", [], "not in the data").relation
        'none'
        """
        return cls(decision, text, citations, explanation, relation="exact" if decision == "answer" else "none",
                   generated_by="graph", retrieved=list(dict.fromkeys(c.doc_id for c in citations)))


class Answerer(Protocol):
    """One way of answering: returns a candidate, or None to let the next answerer try."""

    name: str  # in route plans and in ``Answer.trace.answerer``
    stage: str | None  # the ``Answer.timings`` key the call is timed under (None: it times its own stages)

    def answer(self, question: QuestionContext) -> AnswerCandidate | None: ...


class GraphAnswerer(abc.ABC):
    """An answerer that computes from the graph's data; the statements it runs are kept on its candidate."""

    name: str
    stage: str | None = "structured"

    def __init__(self, store: GraphStore) -> None:
        self.store = store

    def answer(self, question: QuestionContext) -> AnswerCandidate | None:
        recorder = StatementRecorder(self.store)  # one per question: answers run on service threads
        found = self.compute(recorder, question)
        if found is not None:
            found.statements = recorder.statements
        return found

    @abc.abstractmethod
    def compute(self, store: GraphStore, question: QuestionContext) -> AnswerCandidate | None:
        """The candidate for ``question``, read through ``store``; None when the question is not this kind."""


class StatementRecorder(GraphStore):
    """A store that records every named statement (``run``) before running it on the store it wraps."""

    def __init__(self, store: GraphStore) -> None:
        self.store = store
        self.backend = store.backend
        self.statements: list[Statement] = []

    def run(self, name: str, params: Mapping[str, Any] | None = None, *, write: bool = False,
            timeout_ms: int | None = None) -> list[Row]:
        self.statements.append(Statement(name=name, params=dict(params or {})))
        return self.store.run(name, params, write=write, timeout_ms=timeout_ms)

    def query(self, text: str, params: Mapping[str, Any] | None = None, *, write: bool = False,
              timeout_ms: int | None = None, limit: int | None = None) -> list[Row]:
        return self.store.query(text, params, write=write, timeout_ms=timeout_ms, limit=limit)

    def apply_schema(self) -> None:
        self.store.apply_schema()

    def ping(self) -> float:
        return self.store.ping()

    def close(self) -> None:
        """Nothing: the wrapped store is its owner's to close."""
