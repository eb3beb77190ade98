"""What a question asked for that the data does not hold: a reason to abstain, or to answer only part."""

from __future__ import annotations

from typing import Iterable

from engine.answers.admissions.lookup import as_codes, community_order, distinct, lookup_fees
from engine.answers.admissions.results import program_label
from graph.store import GraphStore, Row

MAX_LISTED = 8  # problems of one kind listed one by one before the rest are counted


def years_text(years: Iterable[int]) -> str:
    """Years oldest first, once each ("none" for none)."""
    return ", ".join(str(y) for y in sorted(set(years))) or "none"


def capped(messages: list[str], what: str) -> list[str]:
    """The first ``MAX_LISTED`` messages and a count of the rest, so one gap does not flood the answer."""
    if len(messages) <= MAX_LISTED:
        return messages
    return messages[:MAX_LISTED] + [f"... and {len(messages) - MAX_LISTED} more {what}"]


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
    asked_communities, branches = as_codes(communities), as_codes(branch_codes)
    institutions, programs_asked = distinct(institution_ids), distinct(program_ids)
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
                known = ", ".join(sorted(codes, key=community_order)) or "none"
                problems.append(f"community '{code}' is not in the data (known: {known})")

    if institutions or branches or programs_asked:
        problems += _check_scoped(store, institutions, branches, programs_asked, known_communities, asked_years,
                                  quota, fees)
    elif data:
        problems += _check_unscoped(store, data, known_communities, asked_years, quota, fees)
    return problems


def _branch_named(store: GraphStore, branch: str) -> str:
    """"; AE is Aeronautical Engineering": the missing branch by its name, as the student asked it ("aero",
    "eee"), not only by its TNEA code."""
    rows = store.run("tnea_lookup_programs", {"institution_ids": None, "branch_codes": [branch], "program_ids": None})
    name = next((r["program_name"] for r in rows if r["program_name"]), None)
    if not name:
        return ""
    words = [w.lower() if w.lower() in ("and", "of", "in") else w.capitalize() if w.isalpha() else w
             for w in name.split()]
    return f"; {branch} is {' '.join(words)}"


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
                                    f"(college {row['institution_code']}){_branch_named(store, branch)}")
        elif not any(p["branch_code"] == branch for p in programs.values()):
            problems.append(f"no program '{branch}' in the data")
    if not programs:
        return problems

    def label(pid: str) -> str:
        p = programs[pid]
        return program_label(p["program_name"], p["branch_code"], p["institution_name"], p["institution_code"])

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
                            f"(they have: {years_text(set().union(*any_year.values()))})")
            continue
        missing += [f"no {year} cutoff data for {label(pid)}" for pid in programs if pid not in having]
    problems += capped(missing, "programs without cutoff data for a year asked")
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
    problems += capped(cells, "programs without a cutoff in a community asked")
    if fees:
        fee_rows = lookup_fees(store, program_ids=list(programs), years=years or None, quota=quota)
        fee_years: dict[str, set[int]] = {pid: set() for pid in programs}
        for fee in fee_rows:
            fee_years[fee.program_id].add(fee.year)
        in_years = f" in {years_text(years)}" if years else ""
        if not fee_rows:
            problems.append(f"no fee data for the programs asked{in_years}")
        else:
            lacking = [f"no fee data for {label(pid)}{' in ' + str(y) if y else ''}"
                       for pid in programs for y in (years or [None])
                       if (y is None and not fee_years[pid]) or (y is not None and y not in fee_years[pid])]
            problems += capped(lacking, "programs without fee data")
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
            problems.append(f"no cutoff data for {year} (the data has: {years_text(data_years)})")
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
            problems.append(f"no fee data{' for ' + years_text(years) if years else ''}")
        else:
            with_fees = {f.year for f in fee_rows}
            problems += [f"no fee data for {year}" for year in years if year not in with_fees]
    return problems
