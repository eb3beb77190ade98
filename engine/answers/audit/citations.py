"""Citations of an assessment: a quoted evidence sentence, and the data row a level's criterion comes from.

The graph holds each level's criterion but not where in the shipped CSVs it was read;
``loaders.sources.spbe.criteria_lines`` (the loader that reads those files) says which line.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from engine.models import Citation
from loaders.sources.spbe import CRITERIA_SAMPLE_FILE, GENERAL_LEVELS_FILE, criteria_lines

if TYPE_CHECKING:
    from engine.answers.audit.results import IndicatorRef, LevelFinding

QUOTE_CHARS = 300


def quote(text: str) -> str:
    """``text`` cut to ``QUOTE_CHARS`` (with an ellipsis) so one long sentence does not fill the answer."""
    return text if len(text) <= QUOTE_CHARS else text[:QUOTE_CHARS - 1].rstrip() + "…"


def criteria_citation(indicator: IndicatorRef, finding: LevelFinding) -> Citation:
    """The data row a level's criterion comes from: the indicator's own row, or its maturity model's."""
    own, general = _criteria_lines()
    if finding.criteria_scope == "indicator":
        doc, line = CRITERIA_SAMPLE_FILE, own.get((indicator.number, finding.level))
    else:
        doc, line = GENERAL_LEVELS_FILE, general.get(((indicator.maturity_model or "").strip(), finding.level))
    return Citation(doc_id=f"data:{doc}", node_ids=[finding.node_id], quote=quote(finding.criteria or ""),
                    row=f"{doc} line {line}" if line else None)


@lru_cache(maxsize=1)
def _criteria_lines() -> tuple[dict[tuple[int, int], int], dict[tuple[str, int], int]]:
    """Line numbers of the shipped criteria rows, read once, so a citation points at the row it quotes."""
    return criteria_lines()
