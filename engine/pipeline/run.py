"""The question pipeline: follow-up -> scope -> route -> the answerers the route names, in order.

One ``Pipeline`` is built per corpus snapshot by ``Engine`` (it holds the scope detector, the
BM25 snapshot, the memoised graph walk and the answerers) and answers questions with ``ask``.
Each stage is its own module (engine/pipeline/__init__.py); this file only runs them in order,
asks the answerers route.py planned until one answers, builds the ``Answer`` from that candidate
(the only place an Answer is built), keeps the time each stage took, and takes the memory
fallback: memory failing -> stateless, noted in the answer.
"""

from __future__ import annotations

import logging
import re
import time
from pathlib import Path
from typing import Sequence

from engine.answers.assessment import AssessmentAnswerer
from engine.answers.base import Answerer, AnswerCandidate, QuestionContext
from engine.answers.spbe_facts import SpbeFactsAnswerer
from engine.answers.structured import AdmissionsAnswerer
from engine.answers.text2cypher import Text2CypherAnswerer, wanted
from engine.models import Answer, Trace
from engine.pipeline import comparison
from engine.pipeline.corpus import Corpus
from engine.pipeline.followup import carry_place, is_follow_up, remembered, rewrite
from engine.pipeline.followup_places import follow_up_slots
from engine.pipeline.passages import PassageAnswerer
from engine.pipeline.readings import settle_readings
from engine.pipeline.retrieve import Retrieval, Retriever
from engine.pipeline.route import Router
from engine.pipeline.scope import ScopeDetector
from engine.pipeline.timing import ms_since, timed
from engine.pipeline.walk import GraphWalk
from graph.errors import InputError
from graph.hierarchy import unlisted_parent
from engine.stores.sessions import SessionMemory, Turn, check_session_id
from graph.store import GraphStore

log = logging.getLogger(__name__)
MAX_QUESTION_CHARS = 2000
CONTROL_RE = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
SURROGATE_RE = re.compile("[\ud800-\udfff]")  # lone halves JSON lets through; spaCy cannot encode them
ZERO_WIDTH_RE = re.compile("[\u200b\u2060\ufeff]")  # inside a word they split it: "Para\u200bdise"


def clean_question(question: str) -> str:
    """The question without control characters, zero-width spaces or lone surrogates (U+FFFD instead);
    empty or too long is an InputError naming the fix."""
    if not isinstance(question, str):
        raise InputError(f"question must be text, got {type(question).__name__}")
    text = ZERO_WIDTH_RE.sub("", SURROGATE_RE.sub("\ufffd", question))
    text = CONTROL_RE.sub(" ", text).strip()
    if not text:
        raise InputError("the question is empty: ask something, e.g. strata ask \"What is indicator 13 about?\"")
    if len(text) > MAX_QUESTION_CHARS:
        raise InputError(f"the question is {len(text):,} characters; the limit is {MAX_QUESTION_CHARS:,}. "
                         "Ask a shorter question, or ingest long text as a document (strata ingest).")
    return text


class Pipeline:
    """Everything a question needs, built for one corpus snapshot."""

    def __init__(self, store: GraphStore, vectors, embedder, dag, *, memory: SessionMemory | None, llm=None,
                 min_relevance: float, top_k: int, reranker=None, snapshots: Path | None = None) -> None:
        """``snapshots``: where the corpus snapshot is kept between processes (None: built every time)."""
        self.store, self.vectors, self.embedder = store, vectors, embedder
        self.detector = ScopeDetector.from_store(store)
        self.corpus = Corpus.load(store, snapshots)
        self.walk = GraphWalk(dag, self.corpus.linked_nodes)
        self.detector.unlisted = tuple(node for node in self.corpus.linked_nodes if unlisted_parent(node))
        self.retriever = Retriever(store, vectors, embedder, self.corpus, self.walk, self.detector,
                                   min_relevance=min_relevance, reranker=reranker)
        self.router = Router()
        self.memory = memory
        self.llm = llm
        self.top_k = top_k
        answerers: list[Answerer] = [
            AdmissionsAnswerer(store),
            SpbeFactsAnswerer(store, covered=self.corpus.linked_nodes),
            AssessmentAnswerer(store, embedder),
            PassageAnswerer(self.retriever, node_name=self.name, short_name=self.short_name, top_k=top_k, llm=llm),
        ]
        self.answerers: dict[str, Answerer] = {a.name: a for a in answerers}  # route.py plans them by name
        # Optional: with an LLM, a graph question the rules did not answer may be planned by it (checked, read-only).
        self.text2cypher = Text2CypherAnswerer(store, llm) if llm is not None else None

    @property
    def signature(self) -> tuple:
        return self.corpus.signature

    def notice(self, signature: tuple) -> None:
        """The corpus signature now: cached parent rows go when it moved, even before the snapshot is rebuilt."""
        self.retriever.parents.check(signature)
        self.retriever.unfinished.check(signature)  # whatever wrote the ledger: read it again

    def name(self, node_id: str | None) -> str:
        """A node in words for explanations: its name, with the kind for SPBE/TNEA ids."""
        if node_id is None:
            return "an unknown scope"
        if node_id.startswith(("geo:", "gn:", "wd:")):  # "Springfield (Sangamon County, Illinois)"
            name, _, within = (self.detector.describe(node_id) or node_id).partition(", ")
            return f"{name} ({within})" if within else name
        return f"{self.detector.name(node_id) or node_id} ({node_id})"

    def short_name(self, node_id: str | None) -> str:
        """A node's bare name, for the second mention in an explanation."""
        return (self.detector.name(node_id) if node_id else None) or self.name(node_id)

    # -- the public call --

    def ask(self, question: str, session_id: str | None = None) -> Answer:
        started = time.perf_counter()
        timings: dict[str, float] = {}
        notes: list[str] = []
        question = clean_question(question)
        session_id = check_session_id(session_id)

        with timed(timings, "memory"):
            standalone, previous = self._standalone(question, session_id, notes)

        with timed(timings, "scope"):
            scope = self.detector.detect(standalone, embed=self.embedder.encode_query)
            anchors, settled = settle_readings(self.detector.anchors(scope), self.walk.covers, self.name)
            notes += settled
            plan = self.router.plan(standalone, scope, anchors)

        context = QuestionContext(question, standalone, scope, anchors, plan.route,
                                  evidence=AssessmentAnswerer.name in plan.answerers, previous=previous)
        answerer, found = self.answerers[PassageAnswerer.name], None
        if plan.route == "place":
            with timed(timings, "comparison"):
                found = self._compared(standalone)
        for name in plan.answerers if found is None else ():
            answerer = self.answerers[name]
            with timed(timings, answerer.stage):
                found = answerer.answer(context)
            if found is not None:
                break
        if found is None:
            raise RuntimeError(f"no answerer answered (route.py plans one that always does): {plan.answerers}")
        if self.text2cypher is not None and wanted(context, answerer.name, found, passages=PassageAnswerer.name):
            with timed(timings, self.text2cypher.stage):
                planned, note = self.text2cypher.attempt(context)
            if planned is not None:
                answerer, found = self.text2cypher, planned
            else:
                found.notes.append(note)
        answer = build_answer(context, answerer.name, found, timings, notes, session_id)
        answer.timings["total"] = ms_since(started)
        self._remember(session_id, answer)
        return answer

    def _compared(self, question: str) -> AnswerCandidate | None:
        """Two places compared with "vs" (``comparison``): each part asked alone, the answers side by side; None
        when the question compares none, or a part names no place of its own."""
        if comparison.VERSUS_RE.search(question) is None:
            return None
        split = comparison.parts(question, self.detector.slots(question))
        if split is None:
            return None
        answers = [self.ask(part) for part in split]
        places = [next((a for a in answer.scope if a.kind == "place"), None) for answer in answers]
        if None in places or len({p.id for p in places}) < 2:  # type: ignore[union-attr]
            return None
        return comparison.combine([self.name(p.id) for p in places], answers)  # type: ignore[union-attr]

    def retrieve(self, question: str, *, within: Sequence[str] | None = None, k: int | None = None) -> Retrieval:
        """Retrieval alone (no decision, no composing): for evaluation and the explorer."""
        question = clean_question(question)
        scope = self.detector.detect(question, embed=self.embedder.encode_query)
        anchors, _ = settle_readings(self.detector.anchors(scope), self.walk.covers, self.name)
        return self.retriever.retrieve(question, scope, anchors, within=within, k=k or self.top_k)

    # -- stages --

    def _standalone(self, question: str, session_id: str | None, notes: list[str]) -> tuple[str, str | None]:
        """The question as answerers read it, and the previous turn's standalone question (None: no history)."""
        if not session_id or self.memory is None:
            return question, None
        try:
            history = self.memory.history(session_id)
        except Exception as exc:  # memory is a convenience: answer statelessly rather than fail
            log.warning("session memory unavailable (%s); answering without history", exc)
            notes.append(f"session memory unavailable ({type(exc).__name__}); answered without history")
            return question, None
        if not history:
            return question, None
        previous = history[-1].standalone
        previous_slots = self.detector.slots(previous)
        named = self.detector.slots(question)
        slots = follow_up_slots(self.detector, question, previous_slots, named)
        if not is_follow_up(question, slots, previous_slots):
            if (carried := carry_place(question, slots, previous_slots)) is not None:
                notes.append("the question names no place: asked in the previous question's place")
                return carried, previous
            return question, previous
        if self.llm is not None:
            from engine.pipeline.llm import LLMError

            try:
                return self.llm.rewrite_followup([(t.question, t.standalone) for t in history], question), previous
            except LLMError as exc:
                notes.append(f"LLM rewrite failed ({exc}); follow-up rewritten from the previous question's scope")
        return rewrite(previous, previous_slots, question, slots, named), previous

    def _remember(self, session_id: str | None, answer: Answer) -> None:
        if not session_id or self.memory is None:
            return
        try:
            standalone = remembered(answer.standalone_question, self.detector.slots(answer.standalone_question),
                                    answered_about(answer))
            self.memory.remember(session_id, Turn(answer.question, standalone, answer.route, answer.decision,
                                                  time.time()))
        except Exception as exc:
            log.warning("could not store the turn of session %s: %s", session_id, exc)
            answer.notes.append(f"session memory unavailable ({type(exc).__name__}); this turn was not stored")


def answered_about(answer: Answer) -> list[str]:
    """The nodes an answer is about: the anchors it started from, else a graph answer's subject (the first node
    its first citation names: a follow-up answered from the session has no anchors of its own)."""
    if answer.trace is None:
        return []
    if answer.trace.anchors:
        return [anchor.id for anchor in answer.trace.anchors]
    graph = answer.trace.answerer != PassageAnswerer.name
    return [answer.citations[0].node_ids[0]] if graph and answer.citations and answer.citations[0].node_ids else []


def build_answer(context: QuestionContext, answerer: str, found: AnswerCandidate, timings: dict[str, float],
                 notes: list[str], session_id: str | None) -> Answer:
    """The ``Answer`` for ``context`` from the candidate ``answerer`` found: the one place an Answer is made.

    ``timings`` and ``notes`` are the pipeline's so far (memory, scope, ...); the candidate's own follow them.
    """
    return Answer(question=context.question, standalone_question=context.standalone, decision=found.decision,
                  answer=found.text, citations=found.citations, retrieved=found.retrieved, scope=context.scope.anchors,
                  relation=found.relation, explanation=found.explanation, route=found.route or context.route,
                  generated_by=found.generated_by, session_id=session_id, evidence=found.evidence,
                  timings={**timings, **found.timings}, notes=notes + found.notes,
                  trace=Trace(answerer=answerer, anchors=list(context.anchors), candidates=found.walked,
                              statements=found.statements))
