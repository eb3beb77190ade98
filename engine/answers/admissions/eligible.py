"""Eligibility: the student's cutoff by the year's formula, and the programs whose closing cutoff it reaches."""

from __future__ import annotations

from engine.answers.admissions.known import capped, check_known, years_text
from engine.answers.admissions.lookup import COMMUNITY_ID_PREFIX, as_codes, natural_order
from engine.answers.admissions.results import CutoffRow, Eligibility, cutoff_row, program_label
from graph.errors import InputError
from graph.store import GraphStore
from loaders.datafiles import is_verified
from loaders.sources.admissions import CutoffFormula, formulas as shipped_formulas


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
    return (-(row.mark if row.mark is not None else 0.0), rank, natural_order(row.institution_code), row.branch_code,
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
    params = {"community": code, "branch_codes": as_codes(branch_codes),
              "quota": quota.strip().upper() if quota else None}
    rows = store.run("tnea_eligibility_programs", {**params, "up_to": up_to})
    if year is not None and year_used not in data_years:
        if rows:
            result.notes.append(f"The data has no cutoffs for {year_used}; compared with each program's latest "
                                "cutoffs before it.")
        else:
            result.notes.append(f"The data has no cutoffs for {year_used} or earlier (it has "
                                f"{years_text(data_years)}); compared with each program's latest cutoffs.")
            up_to = None
            rows = store.run("tnea_eligibility_programs", {**params, "up_to": None})
    result.compared_up_to = up_to

    reached, above, lacking = [], [], []
    for row in rows:
        if row["cutoff_id"] is None or row["mark"] is None:
            label = program_label(row["program_name"], row["branch_code"], row["institution_name"],
                                   row["institution_code"])
            lacking.append(f"{label} has no {code} cutoff mark in {row['latest']} "
                           "(no allotment in that category in the data)")
            continue
        cut = cutoff_row(row)
        (reached if cut.mark <= cutoff else above).append(cut)
    result.programs, result.not_reached = sorted(reached, key=_competitive), sorted(above, key=_competitive)
    result.notes += capped(lacking, "programs without a cutoff mark for this community")
    other = sorted({r.formula for r in reached + above if r.formula and r.formula != formula.expression})
    if other:
        result.notes.append(f"Your cutoff uses '{formula.expression}'; the closing cutoffs compared were computed "
                            f"with '{'; '.join(other)}'. Both are out of 200.")
    return result
