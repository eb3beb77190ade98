"""SPBE facts computed from the graph: which aspect and domain an indicator belongs to, and their weights.

"What is the weight of the domain indicator 13 belongs to?" is a walk up the hierarchy, not a
passage search: the answer is read from the nodes (loaded from the shipped SPBE tables) and cites
them. An indicator number the framework does not have (there are 47) is an abstention.
"""

from __future__ import annotations

import re
from typing import Sequence

from engine.answers.base import AnswerCandidate, GraphAnswerer, QuestionContext
from engine.models import Anchor, Citation
from graph.store import GraphStore
from loaders.link import INDICATOR_RE

FACT_RE = re.compile(r"\b(?:weight|weights|bobot|belongs?|which (?:aspect|domain)|(?:aspek|domain) (?:apa|mana)|"
                     r"termasuk|part of|under which|how many indicators|berapa indikator)\b", re.IGNORECASE)


class SpbeFactsAnswerer(GraphAnswerer):
    """SPBE hierarchy and weight facts (every route but admissions asks it first)."""

    name = "spbe-facts"

    def __init__(self, store: GraphStore, known_indicators: set[int]) -> None:
        super().__init__(store)
        self.known_indicators = known_indicators  # the framework's indicator numbers (the linker's)

    def compute(self, store: GraphStore, question: QuestionContext) -> AnswerCandidate | None:
        return spbe_answer(store, question.standalone, self.known_indicators, question.anchors)


def spbe_answer(store: GraphStore, question: str, known_indicators: set[int],
                anchors: Sequence[Anchor]) -> AnswerCandidate | None:
    """An abstention for an indicator that does not exist; a computed answer for hierarchy/weight questions."""
    missing = sorted({int(m.group(1)) for m in INDICATOR_RE.finditer(question)} - known_indicators)
    if missing and known_indicators:
        reason = (f"SPBE has indicators 1-{max(known_indicators)}; there is no indicator "
                  f"{', '.join(map(str, missing))}")
        return AnswerCandidate.computed("abstain", f"I can't answer that: {reason}.", [], reason)
    named = [a for a in anchors if a.kind in ("indicator", "aspect") and a.how != "paraphrase"]
    if not named or not FACT_RE.search(question):
        return None
    rows = store.run("spbe_facts", {"id": named[0].id})
    if not rows:
        return None
    row = rows[0]
    return AnswerCandidate.computed("answer", _text(row), [_citation(row)],
                                    "Read from the SPBE hierarchy in the graph (shipped SPBE tables).")


def _text(row: dict) -> str:
    domain = f"domain {row['domain']} {row['domain_name']} (weight {row['domain_weight']:g}% of the index)"
    if row["aspect"] is None:  # the node is an aspect
        return (f"Aspect {row['number']} {row['name']} (weight {row['weight_pct']:g}% of the index, "
                f"{row['aspect_indicators']} indicators) belongs to {domain}.")
    return (f"Indicator {row['number']} {row['name']} ({row['name_en']}, unofficial gloss) has weight "
            f"{row['weight_pct']:g}% of the index ({row['weight_within_aspect']:g}% of its aspect). It belongs to "
            f"aspect {row['aspect']} {row['aspect_name']} (weight {row['aspect_weight']:g}%, "
            f"{row['aspect_indicators']} indicators) in {domain}.")


def _citation(row: dict) -> Citation:
    nodes = [n for n in (row["id"], row["aspect_id"], row["domain_id"]) if n]
    kind = "aspect" if row["aspect"] is None else "indicator"
    return Citation(doc_id="data:spbe_indicators.csv" if kind == "indicator" else "data:spbe_structure.json",
                    node_ids=nodes, row=f"{kind} {row['number']}", quote=row.get("source"))
