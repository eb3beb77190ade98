"""TNEA admissions answers computed from the graph, never generated.

Pure functions over a ``GraphStore``: look up cutoffs and fees, say what a question asked
for that the data does not hold (so the engine can abstain instead of guessing), and
check eligibility with the year-dated cutoff formula. Every row keeps the data file and
line it came from, so an answer cites the row that holds each number.

Marks are out of 200 and ranks are ranks; the ``format_*`` functions never mix them and
write every stored number exactly as stored (``198.0`` stays ``198.0``).

>>> from graph.store.falkordb import FalkorDBStore          # doctest: +SKIP
>>> rows = lookup_cutoffs(store, institution_ids=["tnea:college:1"], branch_codes=["CS"],
...                       program_ids=None, communities=["MBC"], years=[2024])  # doctest: +SKIP
>>> rows[0].mark, rows[0].closing_rank, rows[0].citation().row     # doctest: +SKIP
(198.0, 239, 'tnea_sample_illustrative.csv line 21')
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Sequence

from engine.models import Citation
from graph.errors import InputError
from graph.schema import community_id
from graph.store import GraphStore, Row
from loaders.sources.admissions import COMMUNITIES, CUTOFF_MAX, CutoffFormula, formulas as shipped_formulas
from loaders.datafiles import is_verified

COMMUNITY_ID_PREFIX = community_id("")
ILLUSTRATIVE_NOTE = "Sample data, illustrative values: not official TNEA cutoffs."
MAX_LISTED = 8  # problems of one kind listed one by one before the rest are counted


# -- results -----------------------------------------------------------------------------------

def _data_citation(source: str | None, line: int | None, node_id: str, quote: str) -> Citation:
    name = source or "unknown"
    return Citation(doc_id=f"data:{name}", chunk_id=None, node_ids=[node_id],
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
        return _program_label(self.program_name, self.branch_code, self.institution_name, self.institution_code)


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
        quote = (f"{self.community}_cutoff_mark={_text(self.mark)}, "
                 f"{self.community}_closing_rank={_text(self.closing_rank)}")
        return _data_citation(self.source, self.source_line, self.cutoff_id, quote)


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
        return _data_citation(self.source, self.source_line, self.fee_id, f"fee_inr={self.amount_inr}")


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


# -- helpers -----------------------------------------------------------------------------------

def _codes(values: Iterable[str] | None) -> list[str] | None:
    """Upper-cased, stripped, de-duplicated codes; ``None`` or empty means "any".

    A community node id is read as its code: ``tnea:community:MBC`` -> ``MBC``.
    """
    if not values:
        return None
    out: list[str] = []
    for value in values:
        code = str(value).strip().removeprefix(COMMUNITY_ID_PREFIX).upper()
        if code and code not in out:
            out.append(code)
    return out or None


def _list(values: Iterable[Any] | None) -> list[Any] | None:
    if not values:
        return None
    out: list[Any] = []
    for value in values:
        if value not in out:
            out.append(value)
    return out


def _natural(code: str | None) -> tuple[int, int, str]:
    text = code or ""
    return (0, int(text), "") if text.isdigit() else (1, 0, text)


def _community_order(code: str) -> tuple[int, str]:
    return (COMMUNITIES.index(code), "") if code in COMMUNITIES else (len(COMMUNITIES), code)


def _text(value: Any) -> str:
    """A stored number exactly as stored: ``198.0`` stays ``198.0``, a rank stays an integer."""
    return "" if value is None else str(value)


def _given(value: float) -> str:
    """A subject mark as the user gave it (95.0 -> 95)."""
    return f"{value:g}"


def _program_label(program: str, branch: str, institution: str, code: str) -> str:
    return f"{program} ({branch}) at {institution} (college {code})"


def _years_text(years: Iterable[int]) -> str:
    return ", ".join(str(y) for y in sorted(set(years))) or "none"


def _capped(messages: list[str], what: str) -> list[str]:
    if len(messages) <= MAX_LISTED:
        return messages
    return messages[:MAX_LISTED] + [f"... and {len(messages) - MAX_LISTED} more {what}"]


def _cutoff_row(row: Row) -> CutoffRow:
    return CutoffRow(
        institution_id=row["institution_id"], institution_code=row["institution_code"],
        institution_name=row["institution_name"], program_id=row["program_id"], program_name=row["program_name"],
        branch_code=row["branch_code"], community=row["community"], year=row["year"], quota=row["quota"],
        mark=row["mark"], closing_rank=row["closing_rank"], cutoff_id=row["cutoff_id"], source=row["source"],
        source_line=row["source_line"], formula=row.get("formula"))


# -- lookups -----------------------------------------------------------------------------------

def lookup_cutoffs(store: GraphStore, *, institution_ids: list[str] | None = None,
                   branch_codes: list[str] | None = None, program_ids: list[str] | None = None,
                   communities: list[str] | None = None, years: list[int] | None = None,
                   quota: str | None = None) -> list[CutoffRow]:
    """Cutoff rows in a scope; ``None`` (or an empty list) for a filter means "any".

    Sorted by institution (college code), program (branch code), community (OC, BC, BCM,
    MBC, SC, SCA, ST), year (newest first), quota. Codes are matched case-insensitively.
    """
    rows = store.run("tnea_lookup_cutoffs", {
        "institution_ids": _list(institution_ids), "branch_codes": _codes(branch_codes),
        "program_ids": _list(program_ids), "communities": _codes(communities),
        "years": _list(int(y) for y in years) if years else None,
        "quota": quota.strip().upper() if quota else None})
    found = [_cutoff_row(r) for r in rows]
    return sorted(found, key=lambda r: (_natural(r.institution_code), r.institution_id, r.branch_code,
                                        _community_order(r.community), -r.year, r.quota))


def lookup_fees(store: GraphStore, *, institution_ids: list[str] | None = None,
                branch_codes: list[str] | None = None, years: list[int] | None = None,
                program_ids: list[str] | None = None, quota: str | None = None) -> list[FeeRow]:
    """Fee rows in a scope (``[]`` when the data has none: ``check_known(..., fees=True)`` says so)."""
    rows = store.run("tnea_fee_lookup", {
        "institution_ids": _list(institution_ids), "branch_codes": _codes(branch_codes),
        "program_ids": _list(program_ids), "years": _list(int(y) for y in years) if years else None,
        "quota": quota.strip().upper() if quota else None})
    found = [FeeRow(institution_id=r["institution_id"], institution_code=r["institution_code"],
                    institution_name=r["institution_name"], program_id=r["program_id"],
                    program_name=r["program_name"], branch_code=r["branch_code"], year=r["year"],
                    quota=r["quota"], amount_inr=r["amount_inr"], fee_id=r["fee_id"], source=r["source"],
                    source_line=r["source_line"]) for r in rows]
    return sorted(found, key=lambda r: (_natural(r.institution_code), r.institution_id, r.branch_code, -r.year,
                                        r.quota))


# -- what the data does not hold -------------------------------------------------------------------

def check_known(store: GraphStore, communities: list[str] | None = None, branch_codes: list[str] | None = None,
                institution_ids: list[str] | None = None, *, years: list[int] | None = None,
                program_ids: list[str] | None = None, quota: str | None = None,
                fees: bool = False) -> list[str]:
    """What the question asked for that the data does not have, one plain sentence each.

    An empty list means every community, institution, program, year (and, with
    ``fees=True``, fee) asked for is in the graph. Anything listed is a reason to abstain
    (or to answer only the part that is there, saying so), never to guess.
    """
    problems: list[str] = []
    asked_communities, branches = _codes(communities), _codes(branch_codes)
    institutions, programs_asked = _list(institution_ids), _list(program_ids)
    asked_years = sorted({int(y) for y in years}, reverse=True) if years else []
    quota = quota.strip().upper() if quota else None

    data = store.run("tnea_lookup_years")
    if not data:
        problems.append("there is no TNEA cutoff data in the graph (load it with `strata load admissions`)")
    known_communities: list[str] = []
    if asked_communities:
        codes = [r["code"] for r in store.run("tnea_lookup_communities")]
        known_communities = [c for c in asked_communities if c in codes]
        for code in asked_communities:
            if code not in codes:
                known = ", ".join(sorted(codes, key=_community_order)) or "none"
                problems.append(f"community '{code}' is not in the data (known: {known})")

    if institutions or branches or programs_asked:
        problems += _check_scoped(store, institutions, branches, programs_asked, known_communities, asked_years,
                                  quota, fees)
    elif data:
        problems += _check_unscoped(store, data, known_communities, asked_years, quota, fees)
    return problems


def _check_scoped(store: GraphStore, institutions: list[str] | None, branches: list[str] | None,
                  programs_asked: list[str] | None, communities: list[str], years: list[int],
                  quota: str | None, fees: bool) -> list[str]:
    problems: list[str] = []
    rows = store.run("tnea_lookup_programs", {"institution_ids": institutions, "branch_codes": branches,
                                              "program_ids": programs_asked})
    found_institutions = {r["institution_id"]: r for r in rows}
    programs = {r["program_id"]: r for r in rows if r["program_id"]}
    for institution in institutions or []:
        if institution not in found_institutions:
            problems.append(f"institution '{institution}' is not in the data")
    for program in programs_asked or []:
        if program not in programs:
            where = " for the institutions and branches asked" if (institutions or branches) else ""
            problems.append(f"program '{program}' is not in the data{where}")
    for branch in branches or []:
        if institutions:
            for institution in institutions:
                row = found_institutions.get(institution)
                if row and not any(p["branch_code"] == branch and p["institution_id"] == institution
                                   for p in programs.values()):
                    problems.append(f"no program '{branch}' at {row['institution_name']} "
                                    f"(college {row['institution_code']})")
        elif not any(p["branch_code"] == branch for p in programs.values()):
            problems.append(f"no program '{branch}' in the data")
    if not programs:
        return problems

    def label(pid: str) -> str:
        p = programs[pid]
        return _program_label(p["program_name"], p["branch_code"], p["institution_name"], p["institution_code"])

    coverage: dict[str, dict[str, set[int]]] = {pid: {} for pid in programs}
    quotas: set[str] = set()
    for row in store.run("tnea_lookup_coverage", {"program_ids": list(programs)}):
        quotas.add(row["quota"])
        if quota is None or row["quota"] == quota:
            coverage[row["program_id"]].setdefault(row["community"], set()).update(row["years"])
    if quota is not None and quota not in quotas:
        problems.append(f"quota '{quota}' is not in the data for the programs asked "
                        f"(known: {', '.join(sorted(quotas)) or 'none'})")
        return problems
    any_year = {pid: set().union(*cov.values()) if cov else set() for pid, cov in coverage.items()}
    missing: list[str] = []
    for year in years:
        having = [pid for pid in programs if year in any_year[pid]]
        if not having:
            problems.append(f"no cutoff data for {year} for the programs asked "
                            f"(they have: {_years_text(set().union(*any_year.values()))})")
            continue
        missing += [f"no {year} cutoff data for {label(pid)}" for pid in programs if pid not in having]
    problems += _capped(missing, "programs without cutoff data for a year asked")
    cells: list[str] = []
    for community in communities:
        for pid in programs:
            have = coverage[pid].get(community, set())
            if years:
                for year in years:
                    if year in any_year[pid] and year not in have:
                        cells.append(f"no {community} cutoff for {label(pid)} in {year} "
                                     "(no allotment in that category in the data)")
            elif any_year[pid] and not have:
                cells.append(f"no {community} cutoff for {label(pid)} in any year of the data "
                             "(no allotment in that category)")
    problems += _capped(cells, "programs without a cutoff in a community asked")
    if fees:
        fee_rows = lookup_fees(store, program_ids=list(programs), years=years or None, quota=quota)
        fee_years: dict[str, set[int]] = {pid: set() for pid in programs}
        for fee in fee_rows:
            fee_years[fee.program_id].add(fee.year)
        in_years = f" in {_years_text(years)}" if years else ""
        if not fee_rows:
            problems.append(f"no fee data for the programs asked{in_years}")
        else:
            lacking = [f"no fee data for {label(pid)}{' in ' + str(y) if y else ''}"
                       for pid in programs for y in (years or [None])
                       if (y is None and not fee_years[pid]) or (y is not None and y not in fee_years[pid])]
            problems += _capped(lacking, "programs without fee data")
    return problems


def _check_unscoped(store: GraphStore, data: list[Row], communities: list[str], years: list[int],
                    quota: str | None, fees: bool) -> list[str]:
    problems: list[str] = []
    quotas = {r["quota"] for r in data}
    if quota is not None and quota not in quotas:
        problems.append(f"quota '{quota}' is not in the data (known: {', '.join(sorted(quotas))})")
        return problems
    rows = [r for r in data if quota is None or r["quota"] == quota]
    data_years = {r["year"] for r in rows}
    for year in years:
        if year not in data_years:
            problems.append(f"no cutoff data for {year} (the data has: {_years_text(data_years)})")
            continue
        for community in communities:
            if not any(r["year"] == year and r["community"] == community for r in rows):
                problems.append(f"no {community} cutoff in {year} in the data")
    if not years:
        for community in communities:
            if not any(r["community"] == community for r in rows):
                problems.append(f"no {community} cutoff in any year of the data")
    if fees:
        fee_rows = lookup_fees(store, years=years or None, quota=quota)
        if not fee_rows:
            problems.append(f"no fee data{' for ' + _years_text(years) if years else ''}")
        else:
            with_fees = {f.year for f in fee_rows}
            problems += [f"no fee data for {year}" for year in years if year not in with_fees]
    return problems


# -- eligibility -----------------------------------------------------------------------------------

def graph_formulas(store: GraphStore) -> list[tuple[str, CutoffFormula]]:
    """The ``CutoffFormula`` nodes of the graph as (node id, formula), oldest first."""
    return [(r["id"], CutoffFormula(valid_from=r["valid_from"], valid_to=r["valid_to"], expression=r["expression"],
                                    maths_weight=r["maths_weight"], physics_weight=r["physics_weight"],
                                    chemistry_weight=r["chemistry_weight"], subject_max=r["subject_max"],
                                    status=r["status"] or ""))
            for r in store.run("tnea_eligibility_formulas")]


def formula_in_force(store: GraphStore, year: int | None) -> tuple[CutoffFormula, str]:
    """The formula for ``year`` (``None``: the current one) and where it was read from.

    The graph's ``CutoffFormula`` nodes come first; a graph without any falls back to the
    shipped ``cutoff_formulas.csv``. A year no formula covers is an ``InputError``.
    """
    found = graph_formulas(store)
    if found:
        candidates = [(f"graph (CutoffFormula {node_id})", formula) for node_id, formula in found]
    else:
        candidates = [("loaders/data/admissions/cutoff_formulas.csv (no CutoffFormula in the graph)", formula)
                      for formula in shipped_formulas()]
    if year is None:
        current = [c for c in candidates if c[1].valid_to is None] or candidates[-1:]
        return current[-1][1], current[-1][0]
    for source, formula in candidates:
        if formula.applies_to(year):
            return formula, source
    ranges = "; ".join(f"{f.valid_from}-{f.valid_to or ''}" for _, f in candidates)
    raise InputError(f"no TNEA cutoff formula is known for {year} (known years: {ranges})")


def _competitive(row: CutoffRow) -> tuple:
    """Most competitive first: higher closing mark, then better (smaller) closing rank."""
    rank = row.closing_rank if row.closing_rank is not None else float("inf")
    return (-(row.mark if row.mark is not None else 0.0), rank, _natural(row.institution_code), row.branch_code,
            row.quota)


def eligibility(store: GraphStore, *, maths: float, physics: float, chemistry: float, community: str,
                year: int | None = None, branch_codes: list[str] | None = None,
                quota: str | None = None) -> Eligibility:
    """The student's cutoff and every program whose latest closing cutoff for ``community`` it reaches.

    ``year`` picks the formula (default: the latest year with cutoff data). Marks outside
    0..subject_max of that formula raise ``InputError`` naming the subject and the range.
    Each program is compared in the latest year with data for that program (up to
    ``year`` when one is asked and the data has cutoffs that early); reached programs are
    sorted by closing cutoff, highest first, then by closing rank (better first).
    """
    code = (community or "").strip().removeprefix(COMMUNITY_ID_PREFIX).upper()
    data_years = sorted({r["year"] for r in store.run("tnea_lookup_years")})
    if year is not None:
        year_used, basis = int(year), "asked"
    elif data_years:
        year_used, basis = data_years[-1], "latest year with cutoff data"
    else:
        year_used, basis = None, "no cutoff data"
    formula, source = formula_in_force(store, year_used)
    cutoff = formula.cutoff(maths, physics, chemistry)  # InputError names the subject and the range
    result = Eligibility(maths=maths, physics=physics, chemistry=chemistry, community=code, year=year_used,
                         year_basis=basis, formula=formula, formula_source=source, cutoff=cutoff)
    if not is_verified(formula.status):
        result.notes.append(f"The years this formula applies to are not verified ({formula.status}).")

    # Only what would make the whole list wrong: the community, the branches, the quota. A program
    # without a cutoff in this community is a note below, not a reason to abstain.
    problems = check_known(store, [code], None, None, quota=quota)
    if branch_codes:
        problems += [p for p in check_known(store, None, branch_codes, None) if p not in problems]
    result.problems = problems
    result.community_known = code in {r["code"] for r in store.run("tnea_lookup_communities")}
    if not result.community_known or not data_years:
        return result  # an unknown community (or no data at all) gets no list

    up_to = year_used if year is not None else None
    params = {"community": code, "branch_codes": _codes(branch_codes),
              "quota": quota.strip().upper() if quota else None}
    rows = store.run("tnea_eligibility_programs", {**params, "up_to": up_to})
    if year is not None and year_used not in data_years:
        if rows:
            result.notes.append(f"The data has no cutoffs for {year_used}; compared with each program's latest "
                                "cutoffs before it.")
        else:
            result.notes.append(f"The data has no cutoffs for {year_used} or earlier (it has "
                                f"{_years_text(data_years)}); compared with each program's latest cutoffs.")
            up_to = None
            rows = store.run("tnea_eligibility_programs", {**params, "up_to": None})
    result.compared_up_to = up_to

    reached, above, lacking = [], [], []
    for row in rows:
        if row["cutoff_id"] is None or row["mark"] is None:
            label = _program_label(row["program_name"], row["branch_code"], row["institution_name"],
                                   row["institution_code"])
            lacking.append(f"{label} has no {code} cutoff mark in {row['latest']} "
                           "(no allotment in that category in the data)")
            continue
        cut = _cutoff_row(row)
        (reached if cut.mark <= cutoff else above).append(cut)
    result.programs, result.not_reached = sorted(reached, key=_competitive), sorted(above, key=_competitive)
    result.notes += _capped(lacking, "programs without a cutoff mark for this community")
    other = sorted({r.formula for r in reached + above if r.formula and r.formula != formula.expression})
    if other:
        result.notes.append(f"Your cutoff uses '{formula.expression}'; the closing cutoffs compared were computed "
                            f"with '{'; '.join(other)}'. Both are out of 200.")
    return result


# -- plain-English answers ---------------------------------------------------------------------------

def _closing(row: CutoffRow) -> str:
    mark = f"cutoff mark {_text(row.mark)} out of 200" if row.mark is not None else "no cutoff mark recorded"
    rank = f"closing rank {_text(row.closing_rank)}" if row.closing_rank is not None else "no closing rank recorded"
    return f"{mark}, {rank}"


def _footer(problems: Sequence[str], illustrative: bool) -> list[str]:
    lines = []
    if problems:
        lines.append("Not in the data: " + "; ".join(problems) + ".")
    if illustrative:
        lines.append(ILLUSTRATIVE_NOTE)
    return lines


def format_cutoffs(rows: Sequence[CutoffRow], problems: Sequence[str] = ()) -> str:
    """Cutoffs grouped by program: "MBC 2024 (GEN quota): cutoff mark 198.0 out of 200, closing rank 239"."""
    if not rows:
        return "\n".join(["No cutoff in the data matches the question."] + _footer(problems, False))
    lines: list[str] = []
    current = None
    for row in rows:
        if row.program_id != current:
            current = row.program_id
            lines.append(f"{row.program_label}:")
        lines.append(f"- {row.community} {row.year} ({row.quota} quota): {_closing(row)}")
    return "\n".join(lines + _footer(problems, any(r.illustrative for r in rows)))


def format_eligibility(result: Eligibility) -> str:
    """The computed cutoff, the formula, and the reached programs, most competitive first."""
    f = result.formula
    scale = f"each out of {_given(f.subject_max)}"
    if result.year is None:
        year = "the current formula"
    elif result.year_basis == "asked":
        year = f"the formula for {result.year}"
    else:
        year = f"the formula for {result.year}, the latest year with cutoff data"
    lines = [f"With Maths {_given(result.maths)}, Physics {_given(result.physics)} and Chemistry "
             f"{_given(result.chemistry)} ({scale}), your cutoff is {_text(result.cutoff)} out of "
             f"{_given(result.total_max)} by {year}: {f.expression}."]
    if not result.community_known or result.year_basis == "no cutoff data":
        return "\n".join(lines + _footer(result.problems, False))
    when = (f"their latest cutoffs up to {result.compared_up_to}" if result.compared_up_to is not None
            else "their latest year with data")
    if result.programs:
        lines.append(f"For community {result.community}, {len(result.programs)} program(s) closed at or below "
                     f"{_text(result.cutoff)} in {when}, most competitive first:")
        for no, row in enumerate(result.programs, start=1):
            lines.append(f"{no}. {row.program_label}: {row.year} {row.quota} {_closing(row)}")
        if any(row.mark == result.cutoff for row in result.programs):
            lines.append("A cutoff equal to a closing mark is not a sure seat: equal marks are separated by "
                         "further tie-break rules.")
    else:
        lines.append(f"For community {result.community}, no program in the data closed at or below "
                     f"{_text(result.cutoff)} in {when}.")
        if result.not_reached:
            low = result.not_reached[-1]
            lines.append(f"The lowest closing cutoff compared: {low.program_label}, {low.year} {low.quota} "
                         f"{_closing(low)}.")
    lines.append("Past closing cutoffs are a guide, not a promise for the next allotment.")
    lines += result.notes
    return "\n".join(lines + _footer(result.problems, result.illustrative))


def format_fees(rows: Sequence[FeeRow], problems: Sequence[str] = ()) -> str:
    """Fees as stored: "Computer Science and Engineering (CS) at ...: 2024 (GEN quota) fee INR 50000"."""
    if not rows:
        return "\n".join(["No fee in the data matches the question."] + _footer(problems, False))
    lines = [f"- {row.program_label}: {row.year} ({row.quota} quota) fee INR {row.amount_inr}" for row in rows]
    return "\n".join(["Fees in the data:"] + lines + _footer(problems, any(r.illustrative for r in rows)))
