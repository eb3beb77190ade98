"""Admissions answers: admissions questions answered from the graph's data rows.

Cutoff marks, closing ranks, fees, eligibility, lists, counts and the cutoff computed from subject marks
come from engine/answers/admissions/ and cite the CSV rows they came from; nothing here is generated. The
question is read once into a plan (engine/answers/admissions/plan.py); this module dispatches on the plan's
target and decides between answering and abstaining: a community, quota, program, institution, place or
year the data does not have is an abstention that says what is missing, never a guess and never a wider
lookup. Questions about the admissions *process* (no target) return None and go to passage retrieval.
"""

from __future__ import annotations

import re
from typing import Sequence

from engine.answers import admissions
from engine.answers.admissions.formatting import closing_text
from engine.answers.admissions.lookup import natural_order
from engine.answers.admissions.listing import College, by_mark, colleges, colleges_in, latest_rows, rows_in_year
from engine.answers.admissions.plan import AdmissionsPlan, Threshold, read_plan, town_asked, unread_words
from engine.answers.admissions.results import CutoffRow, data_citation, stored_text
from engine.answers.base import AnswerCandidate, GraphAnswerer, QuestionContext
from engine.models import Anchor, Citation, QuestionScope
from graph.errors import InputError
from graph.store import GraphStore

GENERIC_PROGRAM_WORDS = {"engineering", "technology", "and", "of", "the", "in", "with", "science", "sciences", "ss",
                         "sandwich", "medium", "integrated", "years"}
COMMUNITY_NEEDED = "your community (OC, BC, BCM, MBC, SC, SCA or ST)"
MAX_CITED_COLLEGES = 12  # a count cites the counted nodes in one citation per file


class AdmissionsAnswerer(GraphAnswerer):
    """Cutoffs, ranks, fees and eligibility computed from the admissions rows (the admissions route)."""

    name = "admissions"

    def compute(self, store: GraphStore, question: QuestionContext) -> AnswerCandidate | None:
        return admissions_answer(store, question.standalone, question.scope, question.anchors)


def admissions_answer(store: GraphStore, question: str, scope: QuestionScope,
                      anchors: Sequence[Anchor]) -> AnswerCandidate | None:
    """A computed answer or abstention for an admissions question; None for the rest (process questions)."""
    plan = read_plan(question, scope, anchors)
    if plan.unsure:  # a shared short name: the question's other words may pin one college down
        plan = read_plan(question, scope, anchors, {c.id: c.name for c in colleges(store)})
    if plan.unsure and (plan.programs or plan.communities or scope.wants or plan.target != "none"):
        return _abstain([plan.unsure], plan.unsure)  # never widened to every college
    if plan.target == "compute":
        return _compute(store, plan)
    town = town_asked(question, scope, plan)
    if town:  # "guindy la enna colleges": the colleges whose address names the town, when it is one
        found = [c for c in colleges(store) if re.search(rf"\b{re.escape(town.title())}\b", c.name)]
        if found:
            return _colleges_answer(found, town.title(), plan.years)
    if plan.target == "none":
        return _abstain(plan.missing, "; ".join(plan.missing)) if plan.missing and plan.anchored else None
    if plan.missing:
        return _abstain(plan.missing, "; ".join(plan.missing))
    if plan.quota is not None:
        quotas = sorted({r["quota"] for r in store.run("tnea_lookup_years")})
        reason = f"the {plan.quota} quota is not in the admissions data (it has: {', '.join(quotas) or 'none'})"
        return _abstain([reason], reason)
    if plan.target == "eligibility" and plan.marks and not plan.places and not plan.threshold:
        return _eligibility(store, plan)
    if plan.target == "fee":
        if plan.other_fee:
            reason = "the admissions data has tuition fees only (no hostel, mess, transport or exam fees)"
            return _abstain([reason], reason)
        return _fees(store, plan.institutions, plan.branches, plan.years)
    if plan.target in ("cutoff", "fee") and plan.institutions and not plan.programs:
        asked = _program_words(store, unread_words(question, scope))
        if asked:  # "aero at psg tech": a program the college does not offer, not all its programs
            reason = (f"no program '{' '.join(asked)}' at the college asked in the admissions data ("
                      + "; ".join(c.name for c in colleges(store) if c.id in plan.institutions) + ")")
            return _abstain([reason], reason)
    if plan.target == "cutoff" and plan.places and not plan.institutions:
        in_place, reason = _place_colleges(store, plan)  # "eee cutoff in trichy": that place's colleges only
        if reason:
            return _abstain([reason], reason)
        ids = [c.id for c in in_place or []]
        if plan.branches:  # the place's colleges that offer the branch: the others were not asked about
            rows = store.run("tnea_lookup_programs", {"institution_ids": ids, "branch_codes": plan.branches,
                                                      "program_ids": None})
            ids = sorted({r["institution_id"] for r in rows if r["program_id"]})
            if not ids:
                place = " / ".join(dict.fromkeys(a.name or "" for a in plan.places))
                reason = f"no college in {place} offers {', '.join(plan.branches)} in the admissions data"
                return _abstain([reason], reason)
        plan.institutions = ids
    if plan.target == "cutoff":
        return _cutoffs(store, plan.institutions, plan.branches, plan.communities, plan.years)
    return _aggregate(store, plan)


def _cutoffs(store: GraphStore, institutions: list[str], branches: list[str] | None, communities: list[str],
             years: list[int]) -> AnswerCandidate:
    problems = admissions.check_known(store, communities or None, branches, institutions or None, years=years or None)
    rows = admissions.lookup_cutoffs(store, institution_ids=institutions or None, branch_codes=branches,
                                     communities=communities or None, years=years or None)
    if not rows:
        reason = "; ".join(problems) or "no cutoff row matches the question"
        return _abstain(problems or [reason], reason)
    text = admissions.format_cutoffs(rows, problems)
    explanation = "Computed from the admissions data rows cited (cutoff marks are out of 200; ranks are ranks)."
    if problems:
        explanation += " Part of what was asked is not in the data: " + "; ".join(problems)
    return AnswerCandidate.computed("warn" if problems else "answer", text, [r.citation() for r in rows], explanation)


def _fees(store: GraphStore, institutions: list[str], branches: list[str] | None,
          years: list[int]) -> AnswerCandidate:
    problems = admissions.check_known(store, None, branches, institutions or None, years=years or None, fees=True)
    rows = admissions.lookup_fees(store, institution_ids=institutions or None, branch_codes=branches,
                                  years=years or None)
    if not rows:
        reason = "; ".join(problems) or "no fee data for the programs asked"
        return _abstain(problems or [reason], reason)
    return AnswerCandidate.computed("warn" if problems else "answer", admissions.format_fees(rows, problems),
                                    [r.citation() for r in rows], "Fees as stored in the admissions data rows cited.")


def _compute(store: GraphStore, plan: AdmissionsPlan) -> AnswerCandidate:
    """The cutoff from subject marks by the formula of the year asked (else the current one): no community."""
    missing = [s for s in ("maths", "physics", "chemistry") if s not in plan.marks]
    if missing:
        reason = f"to compute your cutoff I need your {', '.join(missing)} mark{'s' if len(missing) > 1 else ''}"
        return _abstain([reason], reason)
    year = plan.years[-1] if plan.years else None
    try:
        formula, source = admissions.formula_in_force(store, year)
        cutoff = formula.cutoff(plan.marks["maths"], plan.marks["physics"], plan.marks["chemistry"])
    except InputError as error:
        return _abstain([str(error)], str(error))
    which = f"the formula for {year}" if year else "the current formula"
    text = (f"With Maths {plan.marks['maths']:g}, Physics {plan.marks['physics']:g} and Chemistry "
            f"{plan.marks['chemistry']:g} (each out of {formula.subject_max:g}), your TNEA cutoff is "
            f"{stored_text(cutoff)} out of 200 by {which}: {formula.expression}.")
    if "UNVERIFIED" in (formula.status or "").upper():
        text += f"\nThe years this formula applies to are not verified ({formula.status})."
    citation = _formula_citation(store, formula.valid_from, formula.expression)
    return AnswerCandidate.computed("answer", text, [citation],
                                    f"Cutoff computed with {formula.expression} ({source}); no community is needed.")


def _formula_citation(store: GraphStore, valid_from: int, expression: str) -> Citation:
    found = admissions.graph_formulas(store)
    ids = [node_id for node_id, f in found if f.valid_from == valid_from]
    order = [f.valid_from for _, f in found] or [valid_from]
    line = sorted(order).index(valid_from) + 2 if valid_from in order else None  # after the header line
    return data_citation("cutoff_formulas.csv", line, ids[0] if ids else f"tnea:formula:{valid_from}",
                         f"expression={expression}")


def _eligibility(store: GraphStore, plan: AdmissionsPlan) -> AnswerCandidate:
    """Subject marks and a community: every program (of the branches asked) the computed cutoff reaches."""
    missing = [s for s in ("maths", "physics", "chemistry") if s not in plan.marks]
    if missing or not plan.communities:
        need = [f"your {', '.join(missing)} mark{'s' if len(missing) > 1 else ''}"] if missing else []
        need += [COMMUNITY_NEEDED] if not plan.communities else []
        reason = f"to compute eligibility I need {' and '.join(need)}"
        return _abstain([reason], reason)
    result = admissions.eligibility(store, maths=plan.marks["maths"], physics=plan.marks["physics"],
                                    chemistry=plan.marks["chemistry"], community=plan.communities[0],
                                    year=plan.years[-1] if plan.years else None, branch_codes=plan.branches)
    text = admissions.format_eligibility(result)
    if not result.known:
        return AnswerCandidate.computed("abstain", text, [], "; ".join(result.problems))
    return AnswerCandidate.computed(
        "answer", text, result.citations(),
        f"Cutoff computed with {result.formula.expression}; compared with each program's last closing cutoff.")


def _program_words(store: GraphStore, words: list[str]) -> list[str]:
    """The words that begin a word of some program's name in the data ("aero", "petroleum"): a program asked."""
    vocabulary = {w for r in store.run("tnea_lookup_programs", {"institution_ids": None, "branch_codes": None,
                                                                 "program_ids": None})
                  for w in re.findall(r"[a-z]+", (r["program_name"] or "").lower()) if w not in GENERIC_PROGRAM_WORDS}
    return [w for w in words if len(w) >= 4 and any(v.startswith(w.lower()) for v in vocabulary)]


# -- lists, counts, extremes, colleges of a place -----------------------------------------------------------------

def _place_colleges(store: GraphStore, plan: AdmissionsPlan) -> tuple[list[College] | None, str | None]:
    """The colleges of the plan's place filter (None: no filter), or the abstention reason when none is there."""
    if not plan.places:
        return None, None
    names = [n for a in plan.places for n in (a.name, a.surface) if n]
    found = colleges_in(store, names)
    if not found:
        place = " / ".join(dict.fromkeys(a.name or a.surface or a.id for a in plan.places))
        return [], (f"no college in the admissions data has an address in {place} (the data locates colleges only "
                    "by the address in their name)")
    return found, None


def _aggregate(store: GraphStore, plan: AdmissionsPlan) -> AnswerCandidate | None:
    in_place, reason = _place_colleges(store, plan)
    if reason:
        return _abstain([reason], reason)
    place = " / ".join(dict.fromkeys(a.name or "" for a in plan.places)) if plan.places else ""
    if plan.target == "colleges":
        return _colleges_answer(in_place or [], place, plan.years)
    if plan.target == "count":
        return _count(store, plan, in_place)
    institutions = [c.id for c in in_place] if in_place is not None else (plan.institutions or None)
    if plan.target == "extreme":
        return _extreme(store, plan, institutions, place)
    return _threshold_list(store, plan, institutions, place)


def _problems(store: GraphStore, plan: AdmissionsPlan) -> list[str]:
    """What would make a whole list wrong: a community, year or branch the data has nowhere (a program
    without a row in the year asked is simply not listed)."""
    problems = admissions.check_known(store, plan.communities or None, None, None, years=plan.years or None)
    if plan.branches:
        problems += [p for p in admissions.check_known(store, None, plan.branches, None) if p not in problems]
    return problems


def _threshold_list(store: GraphStore, plan: AdmissionsPlan, institutions: list[str] | None,
                    place: str) -> AnswerCandidate:
    """Programs whose closing mark for the community passes the threshold (or the student's own cutoff)."""
    threshold, cutoff_line = plan.threshold, ""
    if plan.marks and plan.target == "eligibility":
        computed = _compute(store, plan)
        if computed.decision != "answer":
            return computed
        formula, _ = admissions.formula_in_force(store, plan.years[-1] if plan.years else None)
        value = formula.cutoff(plan.marks["maths"], plan.marks["physics"], plan.marks["chemistry"])
        threshold, cutoff_line = Threshold("<=", value, own=True), computed.text.split("\n")[0]
    if not plan.communities:
        reason = f"to list programs by cutoff I need {COMMUNITY_NEEDED}"
        return _abstain([reason], reason)
    if threshold is None:
        reason = "the question names no cutoff mark to compare with"
        return _abstain([reason], reason)
    problems = _problems(store, plan)
    if problems:
        return _abstain(problems, "; ".join(problems))
    community = plan.communities[0]
    year = plan.years[-1] if plan.years and not threshold.own else None
    rows = (rows_in_year(store, community, plan.branches, institutions, year) if year is not None
            else latest_rows(store, community, plan.branches, institutions))
    kept = by_mark([r for r in rows if r.mark is not None and threshold.holds(r.mark)])
    where = f" in {place}" if place else ""
    what = ", ".join(plan.branches) if plan.branches else "all"
    when = f"in {year}" if year is not None else "in each program's latest year with data"
    head = [cutoff_line] if cutoff_line else []
    if not kept:
        text = "\n".join(head + [f"No {what} program{where} had a {community} closing cutoff {threshold.text} {when} "
                                 f"(compared: {len(rows)} program(s))."])
        return AnswerCandidate.computed("answer", text, [], f"{len(rows)} programs compared; none passes.")
    lines = head + [f"{len(kept)} {what} program(s){where} with a {community} closing cutoff {threshold.text} {when}, "
                    "most competitive first:"]
    lines += [f"{no}. {row.program_label}: {row.year} {_closing(row)}" for no, row in enumerate(kept, start=1)]
    if threshold.own:
        lines.append("Past closing cutoffs are a guide, not a promise for the next allotment.")
    if any(r.illustrative for r in kept):
        lines.append(admissions.ILLUSTRATIVE_NOTE)
    citations = [r.citation() for r in kept]
    if cutoff_line and plan.marks:
        citations.append(_formula_citation(store, admissions.formula_in_force(
            store, plan.years[-1] if plan.years else None)[0].valid_from, ""))
    return AnswerCandidate.computed("answer", "\n".join(lines), citations,
                                    f"{len(kept)} of {len(rows)} programs compared pass ({threshold.text}).")


def _extreme(store: GraphStore, plan: AdmissionsPlan, institutions: list[str] | None,
             place: str) -> AnswerCandidate:
    """The program with the highest (or lowest) closing mark for the community, in the year asked or latest."""
    if not plan.communities:
        reason = f"to compare cutoffs I need {COMMUNITY_NEEDED}"
        return _abstain([reason], reason)
    problems = _problems(store, plan)
    if problems:
        return _abstain(problems, "; ".join(problems))
    community, year = plan.communities[0], (plan.years[-1] if plan.years else None)
    rows = (rows_in_year(store, community, plan.branches, institutions, year) if year is not None
            else latest_rows(store, community, plan.branches, institutions))
    if not rows:
        reason = "no cutoff row matches the question"
        return _abstain([reason], reason)
    ordered = by_mark(rows)
    best = ordered[0] if plan.aggregation == "max" else ordered[-1]
    ties = [r for r in rows if r.mark == best.mark]
    word = "highest" if plan.aggregation == "max" else "lowest"
    where = f" in {place}" if place else ""
    lines = [f"The {word} {community} closing cutoff{where} ({year or 'latest year with data'}, "
             f"{len(rows)} program(s) compared): {stored_text(best.mark)} out of 200 at"]
    lines += [f"- {r.program_label}: {r.year} {_closing(r)}" for r in ties]
    return AnswerCandidate.computed("answer", "\n".join(lines), [r.citation() for r in ties],
                                    f"The {word} of {len(rows)} closing cutoffs compared.")


def _count(store: GraphStore, plan: AdmissionsPlan, in_place: list[College] | None) -> AnswerCandidate:
    """How many colleges (offering the branches asked) or programs (at the colleges asked) the data has."""
    rows = admissions.lookup_cutoffs(store, institution_ids=(plan.institutions or None) if in_place is None
                                     else [c.id for c in in_place], branch_codes=plan.branches,
                                     years=plan.years or None)
    if not rows:
        reason = "; ".join(_problems(store, plan)) or "no cutoff row matches the question"
        return _abstain([reason], reason)
    if plan.count_of == "colleges":
        groups: dict[str, list[CutoffRow]] = {}
        for r in rows:
            groups.setdefault(r.institution_id, []).append(r)
        what = f"colleges with {', '.join(plan.branches)}" if plan.branches else "colleges"
    else:
        groups = {}
        for r in rows:
            groups.setdefault(r.program_id, []).append(r)
        what = "programs (branches)"
    years = sorted({r.year for r in rows})
    at = f" at {rows[0].institution_name}" if plan.institutions and len({r.institution_id for r in rows}) == 1 else ""
    text = f"{len(groups)} {what}{at} in the {', '.join(map(str, years))} admissions data."
    names = sorted({(r.institution_code, r.institution_name) if plan.count_of == "colleges"
                    else (r.branch_code, r.program_name) for r in rows}, key=lambda x: natural_order(str(x[0])))
    if len(names) <= MAX_CITED_COLLEGES * 4:
        text += "\n" + "; ".join(f"{name} ({code})" for code, name in names)
    by_file: dict[str, list[str]] = {}
    for key in groups:
        by_file.setdefault(groups[key][0].source or "unknown", []).append(key)
    citations = [data_citation(source, None, ids[0], f"{len(ids)} counted", node_ids=ids)
                 for source, ids in by_file.items()]
    return AnswerCandidate.computed("answer", text, citations, f"Counted from the cutoff rows of {', '.join(by_file)}.")


def _colleges_answer(found: list[College], place: str, years: list[int]) -> AnswerCandidate:
    if years:
        found = [c for c in found if set(c.years) & set(years)]
    lines = [f"{len(found)} college(s) in the admissions data have an address in {place}:"]
    lines += [f"- {c.name} (college {c.code}; cutoff data {', '.join(map(str, c.years))})" for c in found]
    by_file: dict[str, list[str]] = {}
    for c in found:
        for source in c.sources[:1] or ("unknown",):
            by_file.setdefault(source, []).append(c.id)
    citations = [data_citation(source, None, ids[0], f"{len(ids)} colleges", node_ids=ids)
                 for source, ids in by_file.items()]
    return AnswerCandidate.computed("answer", "\n".join(lines), citations,
                                    f"Colleges whose address (in their official name) names {place}.")


def _closing(row: CutoffRow) -> str:
    return f"{row.community} {closing_text(row)}"


def _abstain(problems: Sequence[str], reason: str) -> AnswerCandidate:
    """An abstention that says what the admissions data lacks (``reason`` is the explanation)."""
    return AnswerCandidate.computed("abstain", "I can't answer that from the admissions data: " + "; ".join(problems)
                                    + ".", [], reason)
