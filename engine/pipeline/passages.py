"""The passage answerer: retrieve -> decide -> compose (extractive, or the LLM when one is configured).

The answerer every route ends with: it always answers, warns or abstains. It lives in the pipeline,
not with the graph answerers of engine/answers, because it drives the pipeline's own stages
(``retrieve``, ``decide``, ``compose`` and ``llm``), which the answers layer may not import. It times
those stages itself, and takes the fallbacks: no LLM or a failing one -> extractive, noted.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Callable, Sequence

from engine.answers.base import AnswerCandidate, QuestionContext
from engine.models import Citation, Evidence
from engine.pipeline.compose import extract
from engine.pipeline.decide import Verdict, decide
from engine.pipeline.retrieve import Retrieval, Retriever
from engine.pipeline.timing import timed

log = logging.getLogger(__name__)
LLM_VARIANTS = 3  # query variants asked of the LLM, when one is configured


@dataclass
class Composed:
    text: str
    citations: list[Citation]
    generated_by: str
    refused: bool = False


class PassageAnswerer:
    """Answers from the passages graph-first retrieval finds, judged by their scope."""

    name = "passages"
    stage = None  # times its own stages: walk, embed, vector, lexical, expand, (rerank,) decide, compose

    def __init__(self, retriever: Retriever, *, node_name: Callable[[str | None], str],
                 short_name: Callable[[str | None], str], top_k: int, llm=None,
                 llm_variants: int = LLM_VARIANTS) -> None:
        """``node_name``/``short_name``: a node in words for explanations, in full and on second mention."""
        self.retriever = retriever
        self.node_name, self.short_name = node_name, short_name
        self.top_k = top_k
        self.llm = llm
        self.llm_variants = llm_variants

    def answer(self, question: QuestionContext) -> AnswerCandidate:
        notes: list[str] = []
        standalone, anchors = question.standalone, question.anchors
        variants = self._llm_variants(standalone, notes)
        retrieval = self.retriever.retrieve(standalone, question.scope, anchors, variants=variants, k=self.top_k)
        timings = dict(retrieval.timings)

        with timed(timings, "decide"):
            verdict = decide(anchors, retrieval, self.node_name, self.short_name,
                             location_dependent=question.scope.location_dependent)

        with timed(timings, "compose"):
            read_as = [f"Note: {a.reason}." for a in anchors if a.how == "corpus"]  # readings.py settled a name
            composed = self._compose(standalone, question.route, verdict, retrieval, notes, read_as)
            text, citations, generated_by = composed.text, composed.citations, composed.generated_by
            if composed.refused:  # the model found the passages insufficient: that is an abstention
                verdict = Verdict("abstain", verdict.relation, f"The passages do not answer it: {composed.text}")
                text, citations = verdict.explanation, []
        return AnswerCandidate(verdict.decision, text, citations, verdict.explanation,  # type: ignore[arg-type]
                               relation=verdict.relation, generated_by=generated_by,  # type: ignore[arg-type]
                               retrieved=retrieval.retrieved_doc_ids,
                               evidence=retrieval.evidence + retrieval.others[:3], notes=notes, timings=timings,
                               walked=retrieval.walked)

    def _compose(self, standalone: str, route: str, verdict: Verdict, retrieval: Retrieval,
                 notes: list[str], read_as: Sequence[str] = ()) -> Composed:
        if verdict.decision == "abstain":
            return Composed(verdict.explanation, [], "extractive")
        prefix = "".join(f"{line}\n" for line in read_as)
        prefix += f"Warning: {verdict.explanation}\n" if verdict.decision == "warn" else ""
        # a place question's passages that do not state what was asked are not quoted (answerability.py)
        stated = [e for e in retrieval.evidence if retrieval.answers(e)]
        if self.llm is not None:
            from engine.pipeline.llm import LLMError

            try:
                generated = self.llm.generate_answer(standalone, route, stated,
                                                     extra_facts=[verdict.explanation])
                by = f"llm:{generated.model}"
                if generated.refused:
                    return Composed(generated.text, [], by, refused=True)
                return Composed(prefix + generated.text, _cited(stated, generated.cited_ids), by)
            except LLMError as exc:
                log.warning("LLM generation failed: %s", exc)
                notes.append(f"LLM generation failed ({exc}); extractive answer given instead")
        text, citations = extract(standalone, stated)
        return Composed(prefix + text, citations, "extractive")

    def _llm_variants(self, question: str, notes: list[str]) -> list[str] | None:
        """Query variants from the LLM when one is configured; None -> deterministic rewrites."""
        if self.llm is None:
            return None
        from engine.pipeline.llm import LLMError

        try:
            return self.llm.query_variants(question, m=self.llm_variants)
        except LLMError as exc:
            notes.append(f"LLM query variants failed ({exc}); deterministic rewrites used")
            return None


def _cited(evidence: Sequence[Evidence], ids: Sequence[str]) -> list[Citation]:
    by_id = {e.chunk_id: e for e in evidence}
    return [by_id[i].citation() for i in dict.fromkeys(ids) if i in by_id]
