"""SPBE assessment as an answer: evidence text in the question gets its indicator and a recommended level.

The assessment itself (criteria matching, no LLM) is engine/answers/audit/'s ``assess_spbe``;
this answerer only turns its result into a decision. An uncertain indicator makes the answer a
warning, and evidence that meets no level's criteria an abstention. Its statements are not traced:
the assessment reads the graph through a catalogue cached per store, which a recording store
would bypass.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.answers.base import AnswerCandidate, QuestionContext
from engine.models import Decision
from graph.store import GraphStore

if TYPE_CHECKING:
    from engine.answers.audit import Assessment

AUDIT_SURE = 0.7  # below this indicator confidence an assessment is a warning, not an answer


class AssessmentAnswerer:
    """Assesses the evidence a question carries ("Assess this: ..."); route.py decides when it is asked."""

    name = "assessment"
    stage = "audit"

    def __init__(self, store: GraphStore, embedder, *, sure: float = AUDIT_SURE) -> None:
        self.store, self.embedder = store, embedder
        self.sure = sure

    def answer(self, question: QuestionContext) -> AnswerCandidate:
        from engine.answers.audit import assess_spbe

        # an indicator asked for by number; a name inside the evidence is the picker's to weigh (pick_indicator),
        # not an instruction (names are linked in English too now, and evidence is full of them)
        named = [a for a in question.anchors if a.kind == "indicator" and a.how == "indicator-number"]
        assessment = assess_spbe(self.store, self.embedder, question.standalone,
                                 indicator=named[0].id if named else None, source_doc_id="question")
        return self.candidate(assessment)

    def candidate(self, assessment: "Assessment") -> AnswerCandidate:
        """The answer an ``Assessment`` makes: answer when sure of the indicator, warn when not, abstain
        when no level is met."""
        from engine.answers.audit import format_assessment

        sure = assessment.indicator_confidence >= self.sure
        decision: Decision = "abstain" if assessment.level is None else ("answer" if sure else "warn")
        explanation = ("Recommended by matching the evidence against the level criteria (no LLM); "
                       f"indicator by {assessment.indicator_how}, confidence {assessment.indicator_confidence:.2f}.")
        if assessment.level is None:
            explanation = "The evidence meets no level's criteria for this indicator; see the findings."
        elif not sure:
            explanation += " The indicator is uncertain: check it, or name it (e.g. 'Indikator 13')."
        return AnswerCandidate(decision, format_assessment(assessment), assessment.citations(), explanation,
                               relation="exact" if assessment.level is not None else "none",
                               generated_by=assessment.method, route="audit", notes=list(assessment.notes))
