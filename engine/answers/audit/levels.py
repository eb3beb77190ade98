"""Step 2: which maturity level the evidence supports, level by level, by the concepts each criterion adds."""

from __future__ import annotations

import re
from typing import Iterable

import numpy as np

from engine.answers.audit.catalogue import Catalogue, Encoder, Indicator, Level
from engine.answers.audit.cues import Cue, criterion_concepts, find_cues
from engine.answers.audit.results import LevelFinding, LevelStatus, SentenceMatch
from loaders.link import LEVEL_RE

# --- level matching --------------------------------------------------------------------------
SIMILARITY_SUPPORT = 0.55  # a sentence at least this close to a level (and closest to it) is shown as evidence
SIMILARITY_MET = 0.70  # ... and at least this close meets a criterion that has no cue vocabulary
EVIDENCE_PER_LEVEL = 3


def _mask_names(text: str, indicator: Indicator) -> str:
    """The indicator's own name blanked out: "Keterpaduan" in indicator 13's name is its subject, not a cue."""
    for name in (indicator.ref.name, indicator.core_name, indicator.ref.name_en or "", indicator.core_gloss):
        if name and len(name) > 3:
            text = re.sub(r"\s+".join(map(re.escape, name.split())), lambda m: " " * len(m.group(0)), text,
                          flags=re.IGNORECASE)
    return text


def assess_levels(catalogue: Catalogue, embedder: Encoder, indicator: Indicator, sentences: list[str],
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


def _finding(level: Level, required: list[str], cues: list[Cue], stated: set[str], denied: set[str],
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


def recommend(findings: list[LevelFinding]) -> int | None:
    level = None
    for finding in findings:
        if finding.status != "met":
            break
        level = finding.level
    return level


def level_notes(findings: list[LevelFinding], level: int | None, indicator: Indicator, evidence: str) -> list[str]:
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
