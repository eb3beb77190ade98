"""Step 1: which SPBE indicator the evidence is about (given, named in the text, or ranked by similarity)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from engine.answers.audit.catalogue import Catalogue, Encoder, Indicator
from engine.answers.audit.cues import POLICY_RE
from engine.answers.audit.results import Candidate
from graph.errors import InputError
from loaders.document import normalise
from loaders.link import ASPECT_RE, DOMAIN_RE, INDICATOR_RE, NAME, NUMBER, SHORT_NAME

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


@dataclass
class Pick:
    """The indicator chosen, how, and how sure: what step 1 hands to step 2 and to the result."""

    indicator: Indicator
    how: str
    confidence: float
    score: float | None = None
    margin: float | None = None
    alternatives: list[Candidate] = field(default_factory=list)
    candidates: list[Candidate] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


def _candidate(indicator: Indicator, how: str, score: float | None = None) -> Candidate:
    ref = indicator.ref
    return Candidate(id=ref.id, number=ref.number, name=ref.name, name_en=ref.name_en, how=how,
                     score=None if score is None else round(float(score), 4))


def _given(catalogue: Catalogue, indicator: int | str) -> Indicator:
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


def _named(catalogue: Catalogue, text: str) -> list[tuple[Indicator, str, int, int]]:
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
            node_id = names.get(normalise(match.group(0)).lower())  # keyed as loaders.link.targets keys them
            if node_id in by_id:
                entry = found.setdefault(node_id, [by_id[node_id], how, 0, match.start()])
                entry[2] += 1
                entry[3] = min(entry[3], match.start())
    ranked = sorted(found.values(), key=lambda e: (-e[2], e[3]))
    return [(e[0], e[1], e[2], e[3]) for e in ranked]


def _unknown_numbers(catalogue: Catalogue, text: str) -> list[int]:
    return sorted({int(m.group(1)) for m in INDICATOR_RE.finditer(text)} - set(catalogue.by_number))


def pick_indicator(catalogue: Catalogue, embedder: Encoder, evidence: str, sentence_vectors: np.ndarray,
                    given: int | str | None) -> Pick:
    named = _named(catalogue, evidence)
    notes = [f"the evidence names indicator {n}, which does not exist (indicators are 1-{len(catalogue.indicators)})"
             for n in _unknown_numbers(catalogue, evidence)]
    if given is not None:
        indicator = _given(catalogue, given)
        others = [e[0].ref.number for e in named if e[0] is not indicator]
        if others:
            notes.append(f"assessed indicator {indicator.ref.number} as asked, although the evidence names "
                         f"indicator(s) {', '.join(map(str, others))}")
        return Pick(indicator, "given", GIVEN, notes=notes)
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
        return Pick(indicator, how, confidence, alternatives=alternatives, notes=notes)
    return _rank(catalogue, embedder, evidence, sentence_vectors, notes)


def _rank(catalogue: Catalogue, embedder: Encoder, evidence: str, sentence_vectors: np.ndarray,
          notes: list[str]) -> Pick:
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
    return Pick(catalogue.indicators[top], "similarity", round(confidence, 3), round(float(scores[top]), 4),
                 round(margin, 4),
                 alternatives=[_candidate(catalogue.indicators[k], "similarity", scores[k]) for k in close],
                 candidates=[_candidate(catalogue.indicators[k], "similarity", scores[k])
                             for k in order[:CANDIDATES_SHOWN]],
                 notes=notes)


def _scope_filter(catalogue: Catalogue, evidence: str, notes: list[str]) -> set[int]:
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
