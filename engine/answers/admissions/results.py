"""What the admissions answers return: cutoff and fee rows with the data row each came from, and eligibility.

Every row keeps its data file and line, so an answer cites the row that holds each number.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.models import Citation
from graph.store import Row
from loaders.sources.admissions import CUTOFF_MAX, CutoffFormula


def stored_text(value: Any) -> str:
    """A stored number exactly as stored: ``198.0`` stays ``198.0``, a rank stays an integer."""
    return "" if value is None else str(value)


def program_label(program: str, branch: str, institution: str, code: str) -> str:
    """How every answer names a program: "Computer Science and Engineering (CS) at ... (college 1)"."""
    return f"{program} ({branch}) at {institution} (college {code})"


def data_citation(source: str | None, line: int | None, node_id: str, quote: str,
                  node_ids: list[str] | None = None) -> Citation:
    """A citation of a data file's row (``line``), or of several nodes read from it (``node_ids``)."""
    name = source or "unknown"
    return Citation(doc_id=f"data:{name}", chunk_id=None, node_ids=node_ids or [node_id],
                    row=f"{name} line {line}" if line is not None else None, quote=quote)


class _DataRow:
    """What a cutoff row and a fee row share: where they came from and which program they belong to."""

    source: str | None
    program_name: str
    branch_code: str
    institution_name: str
    institution_code: str

    @property
    def illustrative(self) -> bool:
        return "illustrative" in (self.source or "").lower()

    @property
    def program_label(self) -> str:
        return program_label(self.program_name, self.branch_code, self.institution_name, self.institution_code)


@dataclass(frozen=True)
class CutoffRow(_DataRow):
    """One cutoff (program, year, quota, community) with the data row it came from."""

    institution_id: str
    institution_code: str
    institution_name: str
    program_id: str
    program_name: str
    branch_code: str
    community: str
    year: int
    quota: str
    mark: float | None  # out of 200
    closing_rank: int | None
    cutoff_id: str
    source: str | None
    source_line: int | None
    formula: str | None = None  # the expression the cutoff was computed with (USES_FORMULA)

    def citation(self) -> Citation:
        """The data row that holds this cutoff, quoted column by column."""
        quote = (f"{self.community}_cutoff_mark={stored_text(self.mark)}, "
                 f"{self.community}_closing_rank={stored_text(self.closing_rank)}")
        return data_citation(self.source, self.source_line, self.cutoff_id, quote)


@dataclass(frozen=True)
class FeeRow(_DataRow):
    """One fee (program, year, quota) with the data row it came from."""

    institution_id: str
    institution_code: str
    institution_name: str
    program_id: str
    program_name: str
    branch_code: str
    year: int
    quota: str
    amount_inr: int
    fee_id: str
    source: str | None
    source_line: int | None

    def citation(self) -> Citation:
        return data_citation(self.source, self.source_line, self.fee_id, f"fee_inr={self.amount_inr}")


@dataclass
class Eligibility:
    """The student's computed cutoff and the programs whose latest closing cutoff it reaches.

    ``problems`` lists what the question asked for that the data lacks (an unknown community
    leaves ``programs`` empty); ``notes`` are caveats that belong in the answer.
    """

    maths: float
    physics: float
    chemistry: float
    community: str
    year: int | None  # the year whose formula computed ``cutoff``
    year_basis: str  # "asked" | "latest year with cutoff data" | "no cutoff data"
    formula: CutoffFormula
    formula_source: str  # "graph (CutoffFormula tnea:formula:2020)" or the shipped file
    cutoff: float  # out of ``total_max``
    total_max: float = CUTOFF_MAX
    programs: list[CutoffRow] = field(default_factory=list)  # reached, most competitive first
    not_reached: list[CutoffRow] = field(default_factory=list)  # compared, closing above the cutoff
    compared_up_to: int | None = None  # cutoff years compared were <= this (None: each program's latest)
    problems: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    community_known: bool = True

    @property
    def known(self) -> bool:
        return not self.problems

    @property
    def illustrative(self) -> bool:
        return any(row.illustrative for row in self.programs + self.not_reached)

    def citations(self) -> list[Citation]:
        return [row.citation() for row in self.programs]


def cutoff_row(row: Row) -> CutoffRow:
    return CutoffRow(
        institution_id=row["institution_id"], institution_code=row["institution_code"],
        institution_name=row["institution_name"], program_id=row["program_id"], program_name=row["program_name"],
        branch_code=row["branch_code"], community=row["community"], year=row["year"], quota=row["quota"],
        mark=row["mark"], closing_rank=row["closing_rank"], cutoff_id=row["cutoff_id"], source=row["source"],
        source_line=row["source_line"], formula=row.get("formula"))
