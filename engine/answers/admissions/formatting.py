"""The admissions answers in plain English: marks out of 200 and ranks never mixed, numbers as stored."""

from __future__ import annotations

from typing import Sequence

from engine.answers.admissions.results import CutoffRow, Eligibility, FeeRow, stored_text

ILLUSTRATIVE_NOTE = "Sample data, illustrative values: not official TNEA cutoffs."


def _given(value: float) -> str:
    """A subject mark as the user gave it (95.0 -> 95)."""
    return f"{value:g}"


def closing_text(row: CutoffRow) -> str:
    """"cutoff mark 198.0 out of 200, closing rank 239": a cutoff row's two numbers, never mixed."""
    mark = f"cutoff mark {stored_text(row.mark)} out of 200" if row.mark is not None else "no cutoff mark recorded"
    rank = f"closing rank {stored_text(row.closing_rank)}" if row.closing_rank is not None else "no closing rank recorded"
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
        lines.append(f"- {row.community} {row.year} ({row.quota} quota): {closing_text(row)}")
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
             f"{_given(result.chemistry)} ({scale}), your cutoff is {stored_text(result.cutoff)} out of "
             f"{_given(result.total_max)} by {year}: {f.expression}."]
    if not result.community_known or result.year_basis == "no cutoff data":
        return "\n".join(lines + _footer(result.problems, False))
    when = (f"their latest cutoffs up to {result.compared_up_to}" if result.compared_up_to is not None
            else "their latest year with data")
    if result.programs:
        lines.append(f"For community {result.community}, {len(result.programs)} program(s) closed at or below "
                     f"{stored_text(result.cutoff)} in {when}, most competitive first:")
        for no, row in enumerate(result.programs, start=1):
            lines.append(f"{no}. {row.program_label}: {row.year} {row.quota} {closing_text(row)}")
        if any(row.mark == result.cutoff for row in result.programs):
            lines.append("A cutoff equal to a closing mark is not a sure seat: equal marks are separated by "
                         "further tie-break rules.")
    else:
        lines.append(f"For community {result.community}, no program in the data closed at or below "
                     f"{stored_text(result.cutoff)} in {when}.")
        if result.not_reached:
            low = result.not_reached[-1]
            lines.append(f"The lowest closing cutoff compared: {low.program_label}, {low.year} {low.quota} "
                         f"{closing_text(low)}.")
    lines.append("Past closing cutoffs are a guide, not a promise for the next allotment.")
    lines += result.notes
    return "\n".join(lines + _footer(result.problems, result.illustrative))


def format_fees(rows: Sequence[FeeRow], problems: Sequence[str] = ()) -> str:
    """Fees as stored: "Computer Science and Engineering (CS) at ...: 2024 (GEN quota) fee INR 50000"."""
    if not rows:
        return "\n".join(["No fee in the data matches the question."] + _footer(problems, False))
    lines = [f"- {row.program_label}: {row.year} ({row.quota} quota) fee INR {row.amount_inr}" for row in rows]
    return "\n".join(["Fees in the data:"] + lines + _footer(problems, any(r.illustrative for r in rows)))
