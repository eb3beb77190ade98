"""The question pipeline: scope -> walk -> search -> fuse -> expand -> decide -> compose.

One ``Pipeline`` is built per corpus snapshot by ``Engine`` (it holds the scope detector,
the BM25 snapshot and the memoised graph walk) and answers questions with ``ask``. Each
stage is its own module (docs/architecture.md); this file only runs them in order, keeps
the time each took, and takes the fallbacks: no LLM or a failing one -> extractive;
memory failing -> stateless, noted in the answer.
"""

from __future__ import annotations

import logging
import re
import time
from dataclasses import dataclass
from typing import Sequence

from engine.models import Anchor, Answer, Citation, Evidence, QuestionScope
from engine.pipeline.compose import extract
from engine.pipeline.corpus import Corpus
from engine.pipeline.decide import Verdict, decide
from engine.pipeline.followup import is_follow_up, rewrite
from engine.pipeline.retrieve import Retrieval, Retriever
from engine.pipeline.route import choose_route
from engine.pipeline.scope import ScopeDetector
from engine.pipeline.walk import GraphWalk
from graph.errors import InputError
from engine.stores.sessions import SessionMemory, Turn
from graph.store import GraphStore

log = logging.getLogger(__name__)
MAX_QUESTION_CHARS = 2000
ASSESS_RE = re.compile(r"\b(?:assess|evaluate|recommend|which (?:maturity )?level|what (?:maturity )?level|"
                       r"nilai(?:lah)?|tingkat berapa|level berapa)\b", re.IGNORECASE)
ASSESS_MIN_CHARS = 160
AUDIT_SURE = 0.7  # below this indicator confidence an assessment is a warning, not an answer
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


@dataclass
class Composed:
    text: str
    citations: list[Citation]
    generated_by: str
    refused: bool = False


class Pipeline:
    """Everything a question needs, built for one corpus snapshot."""

    def __init__(self, store: GraphStore, vectors, embedder, dag, *, memory: SessionMemory | None, llm=None,
                 min_relevance: float, top_k: int, reranker=None) -> None:
        self.store, self.vectors, self.embedder = store, vectors, embedder
        self.detector = ScopeDetector.from_store(store)
        self.corpus = Corpus.load(store)
        self.walk = GraphWalk(dag, self.corpus.linked_nodes)
        self.retriever = Retriever(store, vectors, embedder, self.corpus, self.walk, self.detector,
                                   min_relevance=min_relevance, reranker=reranker)
        self.memory = memory
        self.llm = llm
        self.top_k = top_k

    @property
    def signature(self) -> tuple:
        return self.corpus.signature

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

        clock = time.perf_counter()
        standalone = self._standalone(question, session_id, notes)
        timings["memory"] = _ms(clock)

        clock = time.perf_counter()
        scope = self.detector.detect(standalone, embed=self.embedder.encode_query)
        anchors = [a for a in self.detector.primary(scope) if a.confidence >= 0.5]
        route = choose_route(standalone, scope, anchors)
        timings["scope"] = _ms(clock)

        answer = self._structured(question, standalone, scope, anchors, route, timings)
        if answer is None and is_assessment_request(standalone):
            answer = self._assessment(question, standalone, scope, anchors, timings)
        if answer is None:
            answer = self._retrieved(question, standalone, scope, anchors, route, timings, notes)
        answer.session_id = session_id
        answer.notes = notes + answer.notes
        answer.timings["total"] = _ms(started)
        self._remember(session_id, answer, notes)
        return answer

    def retrieve(self, question: str, *, within: Sequence[str] | None = None, k: int | None = None) -> Retrieval:
        """Retrieval alone (no decision, no composing): for evaluation and the explorer."""
        question = clean_question(question)
        scope = self.detector.detect(question, embed=self.embedder.encode_query)
        anchors = [a for a in self.detector.primary(scope) if a.confidence >= 0.5]
        return self.retriever.retrieve(question, scope, anchors, within=within, k=k or self.top_k)

    # -- stages --

    def _standalone(self, question: str, session_id: str | None, notes: list[str]) -> str:
        if not session_id or self.memory is None:
            return question
        try:
            history = self.memory.history(session_id)
        except Exception as exc:  # memory is a convenience: answer statelessly rather than fail
            log.warning("session memory unavailable (%s); answering without history", exc)
            notes.append(f"session memory unavailable ({type(exc).__name__}); answered without history")
            return question
        if not history:
            return question
        slots = self.detector.slots(question)
        if not is_follow_up(question, slots):
            return question
        previous = history[-1].standalone
        if self.llm is not None:
            from engine.pipeline.llm import LLMError

            try:
                return self.llm.rewrite_followup([(t.question, t.standalone) for t in history], question)
            except LLMError as exc:
                notes.append(f"LLM rewrite failed ({exc}); follow-up rewritten from the previous question's scope")
        return rewrite(previous, self.detector.slots(previous), question, slots)

    def _structured(self, question: str, standalone: str, scope: QuestionScope, anchors: list[Anchor], route: str,
                    timings: dict[str, float]) -> Answer | None:
        """Admissions and SPBE facts computed from the graph's data (never generated)."""
        clock = time.perf_counter()
        if route == "admissions":
            from engine.answers.structured import admissions_answer

            result = admissions_answer(self.store, standalone, scope, anchors)
        else:
            from engine.answers.spbe_facts import spbe_answer

            known = set(self.detector.linker.spbe.indicators)
            result = spbe_answer(self.store, standalone, scope, known, anchors)
        timings["structured"] = _ms(clock)
        if result is None:
            return None
        decision, text, citations, explanation = result
        return Answer(question=question, standalone_question=standalone, decision=decision, answer=text,
                      citations=citations, retrieved=list(dict.fromkeys(c.doc_id for c in citations)),
                      scope=scope.anchors, relation="exact" if decision == "answer" else "none",
                      explanation=explanation, route=route, generated_by="graph", timings=timings)  # type: ignore

    def _assessment(self, question: str, standalone: str, scope: QuestionScope, anchors: list[Anchor],
                    timings: dict[str, float]) -> Answer:
        """Evidence text in the question: name its SPBE indicator and recommend a level (engine/answers/audit.py)."""
        from engine.answers.audit import assess_spbe, format_assessment

        clock = time.perf_counter()
        named = [a for a in anchors if a.kind == "indicator" and a.how != "paraphrase"]
        assessment = assess_spbe(self.store, self.embedder, standalone, indicator=named[0].id if named else None,
                                 source_doc_id="question")
        timings["audit"] = _ms(clock)
        sure = assessment.indicator_confidence >= AUDIT_SURE
        decision = "abstain" if assessment.level is None else ("answer" if sure else "warn")
        explanation = ("Recommended by matching the evidence against the level criteria (no LLM); "
                       f"indicator by {assessment.indicator_how}, confidence {assessment.indicator_confidence:.2f}.")
        if assessment.level is None:
            explanation = "The evidence meets no level's criteria for this indicator; see the findings."
        elif not sure:
            explanation += " The indicator is uncertain: check it, or name it (e.g. 'Indikator 13')."
        return Answer(question=question, standalone_question=standalone, decision=decision,  # type: ignore[arg-type]
                      answer=format_assessment(assessment), citations=assessment.citations(), retrieved=[],
                      scope=scope.anchors, relation="exact" if assessment.level is not None else "none",
                      explanation=explanation, route="audit", generated_by=assessment.method, timings=timings,
                      notes=list(assessment.notes))

    def _retrieved(self, question: str, standalone: str, scope: QuestionScope, anchors: list[Anchor], route: str,
                   timings: dict[str, float], notes: list[str]) -> Answer:
        variants = self._llm_variants(standalone, notes)
        retrieval = self.retriever.retrieve(standalone, scope, anchors, variants=variants, k=self.top_k)
        timings.update(retrieval.timings)

        clock = time.perf_counter()
        verdict = decide(anchors, retrieval, self.name, self.short_name, location_dependent=scope.location_dependent)
        timings["decide"] = _ms(clock)

        clock = time.perf_counter()
        composed = self._compose(standalone, route, verdict, retrieval, notes)
        text, citations, generated_by = composed.text, composed.citations, composed.generated_by
        if composed.refused:  # the model found the passages insufficient: that is an abstention
            verdict = Verdict("abstain", verdict.relation, f"The passages do not answer it: {composed.text}")
            text, citations = verdict.explanation, []
        timings["compose"] = _ms(clock)
        return Answer(question=question, standalone_question=standalone, decision=verdict.decision,  # type: ignore
                      answer=text, citations=citations, retrieved=retrieval.retrieved_doc_ids, scope=scope.anchors,
                      relation=verdict.relation, explanation=verdict.explanation, route=route,  # type: ignore
                      generated_by=generated_by, evidence=retrieval.evidence + retrieval.others[:3], timings=timings)

    def _compose(self, standalone: str, route: str, verdict: Verdict, retrieval: Retrieval,
                 notes: list[str]) -> "Composed":
        if verdict.decision == "abstain":
            return Composed(verdict.explanation, [], "extractive")
        prefix = f"Warning: {verdict.explanation}\n" if verdict.decision == "warn" else ""
        if self.llm is not None:
            from engine.pipeline.llm import LLMError

            try:
                generated = self.llm.generate_answer(standalone, route, retrieval.evidence,
                                                     extra_facts=[verdict.explanation])
                by = f"llm:{generated.model}"
                if generated.refused:
                    return Composed(generated.text, [], by, refused=True)
                return Composed(prefix + generated.text, _cited(retrieval.evidence, generated.cited_ids), by)
            except LLMError as exc:
                log.warning("LLM generation failed: %s", exc)
                notes.append(f"LLM generation failed ({exc}); extractive answer given instead")
        text, citations = extract(standalone, retrieval.evidence)
        return Composed(prefix + text, citations, "extractive")

    def _llm_variants(self, question: str, notes: list[str]) -> list[str] | None:
        """m = 3 query variants from the LLM when one is configured; None -> deterministic rewrites."""
        if self.llm is None:
            return None
        from engine.pipeline.llm import LLMError

        try:
            return self.llm.query_variants(question, m=3)
        except LLMError as exc:
            notes.append(f"LLM query variants failed ({exc}); deterministic rewrites used")
            return None

    def _remember(self, session_id: str | None, answer: Answer, notes: list[str]) -> None:
        if not session_id or self.memory is None:
            return
        try:
            self.memory.remember(session_id, Turn(answer.question, answer.standalone_question, answer.route,
                                                  answer.decision, time.time()))
        except Exception as exc:
            log.warning("could not store the turn of session %s: %s", session_id, exc)
            answer.notes.append(f"session memory unavailable ({type(exc).__name__}); this turn was not stored")


def is_assessment_request(question: str) -> bool:
    """"Assess this: <evidence>": an assessment verb and enough text to be evidence, not a question about levels."""
    return len(question) >= ASSESS_MIN_CHARS and ASSESS_RE.search(question) is not None


def _cited(evidence: Sequence[Evidence], ids: Sequence[str]) -> list[Citation]:
    by_id = {e.chunk_id: e for e in evidence}
    return [by_id[i].citation() for i in dict.fromkeys(ids) if i in by_id]


def _ms(start: float) -> float:
    return round((time.perf_counter() - start) * 1000, 2)
