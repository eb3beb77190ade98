"""Cutoff and fee rows in a scope, and how a question's codes are read and the rows ordered."""

from __future__ import annotations

from typing import Any, Iterable

from engine.answers.admissions.results import CutoffRow, FeeRow, cutoff_row
from graph.schema import community_id
from graph.store import GraphStore
from loaders.sources.admissions import COMMUNITIES

COMMUNITY_ID_PREFIX = community_id("")


def as_codes(values: Iterable[str] | None) -> list[str] | None:
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


def distinct(values: Iterable[Any] | None) -> list[Any] | None:
    """The values once each, in the order given; ``None`` or empty means "any"."""
    if not values:
        return None
    out: list[Any] = []
    for value in values:
        if value not in out:
            out.append(value)
    return out


def natural_order(code: str | None) -> tuple[int, int, str]:
    """Sort key: numeric codes by number (college 2 before 10), then the others by text."""
    text = code or ""
    return (0, int(text), "") if text.isdigit() else (1, 0, text)


def community_order(code: str) -> tuple[int, str]:
    """Sort key: the communities in the order the data columns have them, unknown codes last."""
    return (COMMUNITIES.index(code), "") if code in COMMUNITIES else (len(COMMUNITIES), code)


def lookup_cutoffs(store: GraphStore, *, institution_ids: list[str] | None = None,
                   branch_codes: list[str] | None = None, program_ids: list[str] | None = None,
                   communities: list[str] | None = None, years: list[int] | None = None,
                   quota: str | None = None) -> list[CutoffRow]:
    """Cutoff rows in a scope; ``None`` (or an empty list) for a filter means "any".

    Sorted by institution (college code), program (branch code), community (in
    ``loaders.sources.admissions.COMMUNITIES`` order), year (newest first), quota. Codes are matched case-insensitively.
    """
    rows = store.run("tnea_lookup_cutoffs", {
        "institution_ids": distinct(institution_ids), "branch_codes": as_codes(branch_codes),
        "program_ids": distinct(program_ids), "communities": as_codes(communities),
        "years": distinct(int(y) for y in years) if years else None,
        "quota": quota.strip().upper() if quota else None})
    found = [cutoff_row(r) for r in rows]
    return sorted(found, key=lambda r: (natural_order(r.institution_code), r.institution_id, r.branch_code,
                                        community_order(r.community), -r.year, r.quota))


def lookup_fees(store: GraphStore, *, institution_ids: list[str] | None = None,
                branch_codes: list[str] | None = None, years: list[int] | None = None,
                program_ids: list[str] | None = None, quota: str | None = None) -> list[FeeRow]:
    """Fee rows in a scope (``[]`` when the data has none: ``check_known(..., fees=True)`` says so)."""
    rows = store.run("tnea_fee_lookup", {
        "institution_ids": distinct(institution_ids), "branch_codes": as_codes(branch_codes),
        "program_ids": distinct(program_ids), "years": distinct(int(y) for y in years) if years else None,
        "quota": quota.strip().upper() if quota else None})
    found = [FeeRow(institution_id=r["institution_id"], institution_code=r["institution_code"],
                    institution_name=r["institution_name"], program_id=r["program_id"],
                    program_name=r["program_name"], branch_code=r["branch_code"], year=r["year"],
                    quota=r["quota"], amount_inr=r["amount_inr"], fee_id=r["fee_id"], source=r["source"],
                    source_line=r["source_line"]) for r in rows]
    return sorted(found, key=lambda r: (natural_order(r.institution_code), r.institution_id, r.branch_code, -r.year,
                                        r.quota))
