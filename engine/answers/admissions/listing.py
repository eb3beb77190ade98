"""Lists, counts and extremes over cutoff rows: the programs a mark threshold (or a student's cutoff) admits,
the colleges of a place, how many colleges or programs, the highest or lowest closing mark.

A place filter keeps the colleges whose official name (which carries the address) names the place: the
data has no other location for a college, and a place no college's address names is said, never widened.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Sequence

from engine.answers.admissions.lookup import as_codes, lookup_cutoffs, natural_order
from engine.answers.admissions.results import CutoffRow, cutoff_row
from graph.store import GraphStore


@dataclass(frozen=True)
class College:
    """A college of the data, with the years and files its cutoff rows come from."""

    id: str
    code: str
    name: str
    years: tuple[int, ...]
    sources: tuple[str, ...]


def colleges(store: GraphStore) -> list[College]:
    """Every college of the data, by college code."""
    found = [College(r["institution_id"], str(r["institution_code"]), r["institution_name"],
                     tuple(sorted(y for y in r["years"] if y is not None)),
                     tuple(sorted(s for s in r["sources"] if s))) for r in store.run("tnea_institution_names")]
    return sorted(found, key=lambda c: natural_order(c.code))


def names_place(college: College, place_names: Sequence[str]) -> bool:
    """The college's address names one of the place's names (whole words, any case)."""
    return any(re.search(r"(?<![A-Za-z])" + re.escape(name) + r"(?![A-Za-z])", college.name, re.IGNORECASE)
               for name in place_names if name)


def colleges_in(store: GraphStore, place_names: Sequence[str]) -> list[College]:
    return [c for c in colleges(store) if names_place(c, place_names)]


def latest_rows(store: GraphStore, community: str, branches: list[str] | None,
                institutions: list[str] | None) -> list[CutoffRow]:
    """Each program's cutoff for ``community`` in the latest year with data for that program (a program whose
    latest year has no allotment in the community is left out: it has no mark to compare)."""
    rows = store.run("tnea_eligibility_programs", {"community": community, "branch_codes": as_codes(branches),
                                                   "quota": None, "up_to": None})
    wanted = set(institutions) if institutions is not None else None
    return [cutoff_row(r) for r in rows if r["cutoff_id"] is not None and r["mark"] is not None
            and (wanted is None or r["institution_id"] in wanted)]


def rows_in_year(store: GraphStore, community: str, branches: list[str] | None, institutions: list[str] | None,
                 year: int) -> list[CutoffRow]:
    return [r for r in lookup_cutoffs(store, institution_ids=institutions, branch_codes=branches,
                                      communities=[community], years=[year]) if r.mark is not None]


def by_mark(rows: Sequence[CutoffRow]) -> list[CutoffRow]:
    """Most competitive first: higher closing mark, then better (smaller) closing rank, then college code."""
    return sorted(rows, key=lambda r: (-(r.mark or 0.0), r.closing_rank if r.closing_rank is not None else 10 ** 9,
                                       natural_order(r.institution_code), r.branch_code))
