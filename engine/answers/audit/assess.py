"""The entry point: evidence text in, an ``Assessment`` (indicator, recommended level, reasons) out."""

from __future__ import annotations

from engine.answers.audit.cache import catalogue_of
from engine.answers.audit.catalogue import Encoder
from engine.answers.audit.indicator import pick_indicator
from engine.answers.audit.levels import assess_levels, level_notes, recommend
from engine.answers.audit.results import Assessment
from engine.answers.audit.sentences import split_sentences
from graph.errors import InputError
from graph.store import GraphStore

MAX_SENTENCES = 2000  # a longer document is assessed on its first 2,000 sentences


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
    catalogue = catalogue_of(store)
    sentences = split_sentences(evidence)
    notes: list[str] = []
    if len(sentences) > MAX_SENTENCES:
        notes.append(f"the evidence has {len(sentences)} sentences; only the first {MAX_SENTENCES} were assessed")
        sentences = sentences[:MAX_SENTENCES]
    sentence_vectors = embedder.encode(sentences)
    pick = pick_indicator(catalogue, embedder, evidence, sentence_vectors, indicator)
    notes += pick.notes
    findings = assess_levels(catalogue, embedder, pick.indicator, sentences, sentence_vectors, notes)
    level = recommend(findings)
    notes += level_notes(findings, level, pick.indicator, evidence)
    return Assessment(
        indicator=pick.indicator.ref, aspect=pick.indicator.aspect, domain=pick.indicator.domain,
        indicator_how=pick.how, indicator_confidence=pick.confidence, indicator_score=pick.score,
        indicator_margin=pick.margin, alternatives=pick.alternatives, candidates=pick.candidates,
        level=level, level_name=next((f.name for f in findings if f.level == level), None),
        findings=findings, notes=notes, source_doc_id=source_doc_id, sentences=sentences)
