"""What an assessment returns: the SPBE nodes it names, each level's finding, and the whole verdict.

Pydantic models, so ``strata assess --json`` and the API serialise them as they are; the
citations of an ``Assessment`` point at the evidence sentences and the criteria rows.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from engine.answers.audit.citations import criteria_citation, quote
from engine.models import Citation

METHOD = "criteria-matching"

LevelStatus = Literal["met", "not met", "no criteria"]


class NodeRef(BaseModel):
    """An SPBE node as the graph holds it (names are Indonesian; ``name_en`` is an unofficial gloss)."""

    id: str
    number: int
    name: str
    name_en: str | None = None


class IndicatorRef(NodeRef):
    maturity_model: str | None = None  # kapabilitas proses | kapabilitas fungsi teknis


class Candidate(BaseModel):
    """An indicator the evidence might be about instead, and why it was considered."""

    id: str
    number: int
    name: str
    name_en: str | None = None
    how: str  # similarity | number | name
    score: float | None = None


class SentenceMatch(BaseModel):
    """An evidence sentence that speaks to a level: its cues and its similarity to the criterion."""

    index: int  # position in ``Assessment.sentences``
    sentence: str
    score: float  # cosine similarity to the level's criterion
    cues: list[str] = Field(default_factory=list)  # "concept: words found"


class LevelFinding(BaseModel):
    """One maturity level of the indicator: its criterion, what the evidence shows, met or not."""

    level: int
    node_id: str
    name: str | None = None
    status: LevelStatus
    criteria: str | None = None
    criteria_scope: str | None = None  # indicator (its own criterion) | general (its maturity model's)
    criteria_status: str | None = None  # the data's source status, e.g. "UNVERIFIED wording (name verified)"
    verified: bool = False
    source: str | None = None
    required: list[str] = Field(default_factory=list)  # concepts this level adds over the ones below
    found: list[str] = Field(default_factory=list)
    missing: list[str] = Field(default_factory=list)
    contradicted: list[str] = Field(default_factory=list)  # stated only in negated form ("belum ditetapkan")
    score: float = 0.0  # best sentence similarity to the criterion
    evidence: list[SentenceMatch] = Field(default_factory=list)
    reason: str = ""


class Assessment(BaseModel):
    """The indicator a text is evidence for and the maturity level it supports, with the reasons."""

    indicator: IndicatorRef
    aspect: NodeRef
    domain: NodeRef
    indicator_how: str  # given | number | name | similarity
    indicator_confidence: float
    indicator_score: float | None = None  # similarity picks: combined score of the top indicator
    indicator_margin: float | None = None  # ... and its lead over the runner-up
    alternatives: list[Candidate] = Field(default_factory=list)
    candidates: list[Candidate] = Field(default_factory=list)  # similarity picks: the top of the ranking
    level: int | None = None
    level_name: str | None = None
    findings: list[LevelFinding] = Field(default_factory=list)
    method: Literal["criteria-matching"] = METHOD
    notes: list[str] = Field(default_factory=list)
    source_doc_id: str | None = None
    sentences: list[str] = Field(default_factory=list)

    def finding(self, level: int) -> LevelFinding:
        return next(f for f in self.findings if f.level == level)

    def citations(self) -> list[Citation]:
        """The evidence sentences behind the recommended level, and the criteria rows it was judged by.

        Criteria are cited up to the first level that is not met (it says why the level is
        not higher); sentences only for the levels that are met and counted.
        """
        doc_id = self.source_doc_id or "evidence"
        by_sentence: dict[int, list[str]] = {}
        for finding in self.findings:
            if self.level is not None and finding.level <= self.level:
                for match in finding.evidence:
                    by_sentence.setdefault(match.index, []).append(finding.node_id)
        cited = [Citation(doc_id=doc_id, quote=quote(self.sentences[i]), node_ids=nodes)
                 for i, nodes in sorted(by_sentence.items())]
        for finding in self.findings:
            if finding.status == "no criteria":
                break
            cited.append(criteria_citation(self.indicator, finding))
            if finding.status != "met":
                break
        return cited
