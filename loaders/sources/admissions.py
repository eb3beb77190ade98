"""TNEA admission data as a graph: institution -> program -> cutoff per (year, quota, community).

Input: a CSV with columns ``year,quota,college_code,college_name,branch_code,branch_name``,
``{OC,BC,BCM,MBC,SC,SCA,ST}_cutoff_mark`` and ``{...}_closing_rank`` (an empty pair
means "no allotment in that category"), and optionally ``fee_inr``. Communities and
the year-dated cutoff formulas come from the shipped data files.

A bad file is refused before anything is written, with the line and column named,
so a failed load never leaves half a year in the graph.
"""

from __future__ import annotations

import csv
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from graph import schema
from graph.errors import InputError
from graph.store import GraphStore
from loaders.datafiles import is_verified, shipped, shipped_rows
from loaders.stats import LoadStats
from loaders.writer import Step, write_steps

COMMUNITIES = ("OC", "BC", "BCM", "MBC", "SC", "SCA", "ST")
BASE_COLUMNS = ("year", "quota", "college_code", "college_name", "branch_code", "branch_name")
REQUIRED_COLUMNS = BASE_COLUMNS + tuple(f"{c}_cutoff_mark" for c in COMMUNITIES) + tuple(
    f"{c}_closing_rank" for c in COMMUNITIES)
SAMPLE_FILE = "tnea_sample_illustrative.csv"
CUTOFF_MAX = 200.0


@dataclass(frozen=True)
class CutoffFormula:
    """A year-dated cutoff formula; every variant gives a cutoff out of 200."""

    valid_from: int
    valid_to: int | None
    expression: str
    maths_weight: float
    physics_weight: float
    chemistry_weight: float
    subject_max: float
    status: str

    def applies_to(self, year: int) -> bool:
        return self.valid_from <= year and (self.valid_to is None or year <= self.valid_to)

    def cutoff(self, maths: float, physics: float, chemistry: float) -> float:
        """The cutoff mark for subject marks given on this formula's scale (``subject_max``).

        >>> current().cutoff(100, 100, 100)
        200.0
        """
        for name, mark in (("Maths", maths), ("Physics", physics), ("Chemistry", chemistry)):
            if not 0 <= mark <= self.subject_max:
                raise InputError(f"{name} mark {mark} is outside 0..{self.subject_max:g} for the formula "
                                 f"'{self.expression}' (valid from {self.valid_from})")
        return round(maths * self.maths_weight + physics * self.physics_weight + chemistry * self.chemistry_weight, 4)


def formulas() -> list[CutoffFormula]:
    """The shipped, year-dated cutoff formulas, oldest first."""
    return sorted((CutoffFormula(int(r["valid_from"]), int(r["valid_to"]) if r["valid_to"] else None,
                                 r["expression"], float(r["maths_weight"]), float(r["physics_weight"]),
                                 float(r["chemistry_weight"]), float(r["subject_max"]), r["status"])
                   for r in shipped_rows("admissions", "cutoff_formulas.csv")), key=lambda f: f.valid_from)


def formula_for(year: int) -> CutoffFormula:
    """The formula in force in ``year``; a clear error for a year no formula covers."""
    for formula in formulas():
        if formula.applies_to(year):
            return formula
    raise InputError(f"no TNEA cutoff formula is known for {year}; add a row to cutoff_formulas.csv")


def current() -> CutoffFormula:
    return formulas()[-1]


def _number(value: str, kind: type, where: str) -> Any:
    try:
        return kind(value)
    except ValueError:
        raise InputError(f"{where}: {value!r} is not a valid {kind.__name__}") from None


@dataclass
class AdmissionRows:
    """Everything parsed from one CSV, ready for UNWIND."""

    institutions: list[dict[str, Any]]
    programs: list[dict[str, Any]]
    cutoffs: list[dict[str, Any]]
    fees: list[dict[str, Any]]


def parse_csv(path: Path) -> AdmissionRows:
    """Read and validate the whole file first; raise InputError naming the line and column."""
    path = Path(path)
    if not path.is_file():
        raise InputError(f"{path}: no such file; pass the TNEA cutoff CSV (or omit it to load the shipped sample)")
    source = path.name
    with path.open(newline="", encoding="utf-8-sig") as handle:
        reader = csv.DictReader(handle)
        missing = [c for c in REQUIRED_COLUMNS if c not in (reader.fieldnames or [])]
        if missing:
            raise InputError(f"{path}: missing column(s) {', '.join(missing)}; expected the header "
                             f"{','.join(REQUIRED_COLUMNS)}[,fee_inr]")
        institutions: dict[str, dict[str, Any]] = {}
        programs: dict[str, dict[str, Any]] = {}
        cutoffs: dict[str, dict[str, Any]] = {}
        fees: dict[str, dict[str, Any]] = {}
        for line, row in enumerate(reader, start=2):
            where = f"{path}:{line}"
            values = {k: (v or "").strip() for k, v in row.items() if k}
            empty = [c for c in BASE_COLUMNS if not values.get(c)]
            if empty:
                raise InputError(f"{where}: empty {', '.join(empty)}")
            year = _number(values["year"], int, f"{where} column year")
            formula = formula_for(year)
            college, branch, quota = values["college_code"], values["branch_code"], values["quota"]
            inst_id, prog_id = schema.institution_id(college), schema.program_id(college, branch)
            institutions[inst_id] = {"id": inst_id, "props": {"code": college, "name": values["college_name"],
                                                              "source": source}}
            programs[prog_id] = {"id": prog_id, "parent": inst_id,
                                 "props": {"branch_code": branch, "name": values["branch_name"],
                                           "college_code": college, "source": source}}
            for community in COMMUNITIES:
                mark_text = values[f"{community}_cutoff_mark"]
                rank_text = values[f"{community}_closing_rank"]
                if not mark_text and not rank_text:
                    continue  # no allotment in this category
                mark = _number(mark_text, float, f"{where} column {community}_cutoff_mark") if mark_text else None
                rank = _number(rank_text, int, f"{where} column {community}_closing_rank") if rank_text else None
                if mark is not None and not 0 <= mark <= CUTOFF_MAX:
                    raise InputError(f"{where} column {community}_cutoff_mark: {mark} is outside 0..200")
                cutoff_id = schema.cutoff_id(college, branch, year, quota, community)
                cutoffs[cutoff_id] = {
                    "id": cutoff_id, "parent": prog_id, "community": schema.community_id(community),
                    "formula": schema.formula_id(formula.valid_from),
                    "props": {"year": year, "quota": quota, "community": community, "mark": mark,
                              "closing_rank": rank, "college_code": college, "branch_code": branch,
                              "source": source, "source_line": line}}
            if values.get("fee_inr"):
                fee_id = f"{prog_id}:fee:{year}:{quota}"
                fees[fee_id] = {"id": fee_id, "parent": prog_id,
                                "props": {"year": year, "quota": quota, "source": source, "source_line": line,
                                          "amount_inr": _number(values["fee_inr"], int, f"{where} column fee_inr")}}
    if not programs:
        raise InputError(f"{path}: no data rows below the header")
    return AdmissionRows(list(institutions.values()), list(programs.values()), list(cutoffs.values()),
                         list(fees.values()))


def community_rows() -> list[dict[str, Any]]:
    return [{"id": schema.community_id(r["code"]),
             "props": {"code": r["code"], "name": r["name"], "reservation_pct": float(r["reservation_pct"]),
                       "status": r["status"], "verified": is_verified(r["status"]), "source": r["source"]}}
            for r in shipped_rows("admissions", "communities.csv")]


def formula_rows() -> list[dict[str, Any]]:
    return [{"id": schema.formula_id(f.valid_from),
             "props": {"valid_from": f.valid_from, "valid_to": f.valid_to, "expression": f.expression,
                       "maths_weight": f.maths_weight, "physics_weight": f.physics_weight,
                       "chemistry_weight": f.chemistry_weight, "subject_max": f.subject_max, "total_max": CUTOFF_MAX,
                       "status": f.status, "verified": is_verified(f.status)}}
            for f in formulas()]


def sample_path() -> Path:
    """The shipped, clearly-labelled illustrative sample (not official cutoffs)."""
    return shipped("admissions", SAMPLE_FILE)


def load_admissions(store: GraphStore, path: Path | None = None, *, batch_size: int = 5000,
                    progress: bool | None = None) -> LoadStats:
    """MERGE institutions, programs, cutoffs and fees from ``path`` (default: the shipped sample)."""
    started = time.perf_counter()
    path = Path(path) if path else sample_path()
    parsed = parse_csv(path)  # all validation happens before the first write
    stats = LoadStats(source=f"admissions:{path.name}")
    if path.name == SAMPLE_FILE:
        stats.notes.append("sample data: illustrative values, not official TNEA cutoffs")
    store.run("tnea_scheme", {"id": schema.TNEA_SCHEME_ID, "props": {"name": "TNEA engineering admissions"}},
              write=True)
    stats.add_nodes(schema.SCHEME, 1)
    steps = [
        Step("tnea_communities", schema.COMMUNITY, None, community_rows()),
        Step("tnea_formulas", schema.FORMULA, "USES_FORMULA", formula_rows()),
        Step("tnea_institutions", schema.INSTITUTION, "PART_OF", parsed.institutions),
        Step("tnea_programs", schema.PROGRAM, "OFFERS", parsed.programs),
        Step("tnea_cutoffs", schema.CUTOFF, "HAS_CUTOFF", parsed.cutoffs),
        Step("tnea_fees", "Fee", "HAS_FEE", parsed.fees),
    ]
    write_steps(store, steps, stats, description=f"Loading {path.name}", batch_size=batch_size,
                extra={"scheme": schema.TNEA_SCHEME_ID}, progress=progress)
    stats.add_edges("FOR_COMMUNITY", len(parsed.cutoffs))
    stats.seconds = time.perf_counter() - started
    return stats
