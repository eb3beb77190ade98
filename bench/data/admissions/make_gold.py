"""Write bench/data/admissions/questions.jsonl: the admissions benchmark questions with exact gold values.

The questions are written here by hand, each with the lookup it stands for (institution, branch,
community, year; marks for eligibility). Every gold number is computed from Strata's sample
cutoff file, loaders/data/admissions/tnea_sample_illustrative.csv (illustrative values, not
official TNEA cutoffs), and the cutoff formula file, so the labels are exact and re-computable:

    python bench/data/admissions/make_gold.py          # writes questions.jsonl, prints the counts
    python bench/data/admissions/make_gold.py --check  # only checks that the file is up to date

Rules mirrored from docs/admissions.md:

* node ids: ``tnea:college:<code>:program:<branch>:cutoff:<year>:<quota>:<community>`` and
  ``tnea:college:<code>:program:<branch>:fee:<year>:<quota>``; an empty mark/rank pair is "no allotment"
  (no node);
* a lookup with no matching row is an abstention; with some asked cells missing (a year with no data,
  a program or community with no allotment) it is a warning that answers the rest;
* eligibility: cutoff = Maths + Physics/2 + Chemistry/2 (2020 onwards, out of 200; the 2000-2019
  formula Maths/2 + Physics/4 + Chemistry/4 before that). Each program is compared in the latest year
  with cutoff data for it (up to the asked year when one is asked); it is reached when its closing
  mark for the community is at or below the student's cutoff. Order: highest closing mark first, then
  the better (smaller) closing rank, then college code, branch code. A program without a cutoff for
  the community that year is left out. An unknown community, or no community or marks, is an abstention.
"""

from __future__ import annotations

import argparse
import csv
import json
import sys
from collections import Counter
from dataclasses import dataclass
from itertools import product
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
DATA = ROOT / "loaders" / "data" / "admissions"
CSV_NAME = "tnea_sample_illustrative.csv"
OUT = HERE / "questions.jsonl"
DATA_DOC = f"data:{CSV_NAME}"
PROCESS_DOCS = ["admissions:tnea_process_notes.md", "demo:tnea_counselling_guide.md"]
COMMUNITIES = ["OC", "BC", "BCM", "MBC", "SC", "SCA", "ST"]


@dataclass(frozen=True)
class Cutoff:
    college: str
    branch: str
    year: int
    quota: str
    community: str
    mark: float
    rank: int
    line: int

    @property
    def program(self) -> str:
        return f"tnea:college:{self.college}:program:{self.branch}"

    @property
    def node_id(self) -> str:
        return f"{self.program}:cutoff:{self.year}:{self.quota}:{self.community}"

    def value(self) -> dict:
        return {"node_id": self.node_id, "college": int(self.college), "branch": self.branch, "year": self.year,
                "community": self.community, "mark": self.mark, "closing_rank": self.rank,
                "row": f"{CSV_NAME} line {self.line}"}


def read_data():
    cutoffs: list[Cutoff] = []
    fees: dict[tuple[str, str, int, str], tuple[int, int]] = {}
    programs: set[tuple[str, str]] = set()
    years: set[int] = set()
    with (DATA / CSV_NAME).open(newline="", encoding="utf-8") as handle:
        for line, row in enumerate(csv.DictReader(handle), start=2):
            college, branch, year, quota = row["college_code"], row["branch_code"], int(row["year"]), row["quota"]
            programs.add((college, branch))
            years.add(year)
            for c in COMMUNITIES:
                mark, rank = row[f"{c}_cutoff_mark"], row[f"{c}_closing_rank"]
                if mark and rank:
                    cutoffs.append(Cutoff(college, branch, year, quota, c, float(mark), int(rank), line))
            if row.get("fee_inr"):
                fees[(college, branch, year, quota)] = (int(row["fee_inr"]), line)
    formulas = list(csv.DictReader((DATA / "cutoff_formulas.csv").open(newline="", encoding="utf-8")))
    return cutoffs, fees, programs, years, formulas


CUTOFFS, FEES, PROGRAMS, YEARS, FORMULAS = read_data()
COLLEGES = sorted({c for c, _ in PROGRAMS}, key=int)


def _order(c: Cutoff) -> tuple:
    return (int(c.college), c.branch, COMMUNITIES.index(c.community), -c.year)


def lookup(colleges=None, branches=None, communities=None, years=None) -> tuple[str, list[Cutoff], list[str]]:
    """Decision, rows (engine order) and the asked cells the data lacks."""
    rows = sorted((c for c in CUTOFFS if (not colleges or c.college in colleges) and
                   (not branches or c.branch in branches) and
                   (not communities or c.community in communities) and (not years or c.year in years)), key=_order)
    missing = [f"year {y} has no cutoff data" for y in (years or []) if y not in YEARS]
    for college, branch in product(colleges or COLLEGES, branches or sorted({b for _, b in PROGRAMS})):
        if (college, branch) not in PROGRAMS:
            if colleges and branches:
                missing.append(f"no program {branch} at college {college}")
            continue
        for community, year in product(communities or [], [y for y in (years or []) if y in YEARS]):
            if not any(r.college == college and r.branch == branch and r.community == community and r.year == year
                       for r in rows):
                missing.append(f"no {community} allotment for {branch} at college {college} in {year}")
    decision = "abstain" if not rows else ("warn" if missing else "answer")
    return decision, rows, missing


def formula_for(year: int) -> dict:
    for f in FORMULAS:
        if int(f["valid_from"]) <= year and (not f["valid_to"] or year <= int(f["valid_to"])):
            return f
    raise ValueError(f"no formula for {year}")


def eligibility(maths: float, physics: float, chemistry: float, community: str, year: int | None = None,
                branches: list[str] | None = None) -> dict:
    year_used = year if year is not None else max(YEARS)
    f = formula_for(year_used)
    cutoff = maths * float(f["maths_weight"]) + physics * float(f["physics_weight"]) + \
        chemistry * float(f["chemistry_weight"])
    reached, lacking = [], []
    for college, branch in sorted(PROGRAMS, key=lambda p: (int(p[0]), p[1])):
        if branches and branch not in branches:
            continue
        program_years = sorted({c.year for c in CUTOFFS if c.college == college and c.branch == branch
                                and (year is None or c.year <= year)})
        if not program_years:
            continue
        latest = program_years[-1]
        row = next((c for c in CUTOFFS if c.college == college and c.branch == branch and c.year == latest
                    and c.community == community), None)
        if row is None:
            lacking.append(f"tnea:college:{college}:program:{branch}")
        elif row.mark <= cutoff:
            reached.append(row)
    reached.sort(key=lambda c: (-c.mark, c.rank, int(c.college), c.branch))
    return {"cutoff": cutoff, "formula": f["expression"], "year": year_used, "rows": reached, "lacking": lacking}


# -- question builders ----------------------------------------------------------------------------

def item(qid, question, kind, decision, node_ids, values, why, session=None, docs=None, **extra) -> dict:
    out = {"id": qid, "question": question, "session": session, "kind": kind, "gold_decision": decision,
           "gold_node_ids": node_ids, "gold_values": values,
           "gold_doc_ids": docs if docs is not None else ([DATA_DOC] if node_ids else [])}
    out.update(extra)
    out["why"] = why
    return out


def cutoff_q(qid, question, kind, *, colleges=None, branches=None, communities=None, years=None, want="both",
             why="", session=None, standalone=None, expect=None, extra_values=None) -> dict:
    decision, rows, missing = lookup(colleges, branches, communities, years)
    if expect and decision != expect:
        raise AssertionError(f"{qid}: computed {decision}, written as {expect}")
    if decision == "abstain":
        values, node_ids = None, []
    elif len(rows) == 1:
        r = rows[0]
        values = {"mark": r.mark, "closing_rank": r.rank} if want == "both" else \
            ({"mark": r.mark} if want == "mark" else {"closing_rank": r.rank})
        values["row"] = f"{CSV_NAME} line {r.line}"
        node_ids = [r.node_id]
    else:
        values = {"rows": [r.value() for r in rows]}
        node_ids = [r.node_id for r in rows]
    if values is not None and extra_values:
        values.update(extra_values(rows))
    detail = (" Data lacks: " + "; ".join(missing) + ".") if missing else ""
    extra = {"gold_standalone": standalone} if standalone else {}
    return item(qid, question, kind, decision, node_ids, values, why + detail, session=session, **extra)


def fee_q(qid, question, *, college=None, branch=None, years=None, why="", session=None, standalone=None,
          expect=None, decision_override=None) -> dict:
    found = sorted(((k, v) for k, v in FEES.items() if (college is None or k[0] == college) and
                    (branch is None or k[1] == branch) and (not years or k[2] in years)),
                   key=lambda kv: (int(kv[0][0]), kv[0][1], -kv[0][2]))
    decision = decision_override or ("answer" if found else "abstain")
    if expect and decision != expect:
        raise AssertionError(f"{qid}: computed {decision}, written as {expect}")
    node_ids, values = [], None
    if decision != "abstain":
        node_ids = [f"tnea:college:{k[0]}:program:{k[1]}:fee:{k[2]}:{k[3]}" for k, _ in found]
        values = {"fee_inr": found[0][1][0], "year": found[0][0][2], "row": f"{CSV_NAME} line {found[0][1][1]}"} \
            if len(found) == 1 else {"rows": [{"node_id": n, "fee_inr": v[0]} for n, (k, v) in zip(node_ids, found)]}
    extra = {"gold_standalone": standalone} if standalone else {}
    return item(qid, question, "fee", decision, node_ids, values, why, session=session, **extra)


def elig_q(qid, question, maths, physics, chemistry, community, *, year=None, branches=None, why="",
           session=None, kind="eligibility", standalone=None) -> dict:
    e = eligibility(maths, physics, chemistry, community, year, branches)
    values = {"cutoff": e["cutoff"], "formula": e["formula"], "community": community, "compared_year": e["year"],
              "programs": [r.program for r in e["rows"]],
              "closing_marks": [r.mark for r in e["rows"]], "no_allotment": e["lacking"]}
    text = (f"cutoff {maths} + {physics}/2 + {chemistry}/2 = {e['cutoff']}; {len(e['rows'])} program(s) with a "
            f"{e['year']} {community} closing mark <= {e['cutoff']}")
    extra = {"gold_standalone": standalone} if standalone else {}
    return item(qid, question, kind, "answer", [r.node_id for r in e["rows"]], values,
                (why + " " if why else "") + text, session=session, **extra)


def abstain_q(qid, question, kind, why, session=None, standalone=None) -> dict:
    extra = {"gold_standalone": standalone} if standalone else {}
    return item(qid, question, kind, "abstain", [], None, why, session=session, **extra)


def process_q(qid, question, why, values=None) -> dict:
    return item(qid, question, "process", "answer", [], values, why, docs=PROCESS_DOCS)


def questions() -> list[dict]:
    q: list[dict] = []
    # --- lookups ---------------------------------------------------------------------------------------
    q += [
        cutoff_q("adm-001", "What was the MBC cutoff for CSE at CEG in 2024?", "lookup", colleges=["1"],
                 branches=["CS"], communities=["MBC"], years=[2024], why="CEG (college 1) CS MBC 2024."),
        cutoff_q("adm-002", "What was the OC cutoff for ECE at MIT Chromepet in 2023?", "lookup", colleges=["4"],
                 branches=["EC"], communities=["OC"], years=[2023], why="MIT Chromepet (college 4) EC OC 2023."),
        cutoff_q("adm-003", "What is the SC cutoff for EEE at College of Engineering Guindy in 2024?", "lookup",
                 colleges=["1"], branches=["EE"], communities=["SC"], years=[2024],
                 why="College of Engineering Guindy is an alias of college 1."),
        cutoff_q("adm-004", "What were the BCM cutoffs for Information Technology at Madras Institute of "
                 "Technology?", "lookup", colleges=["4"], branches=["IT"], communities=["BCM"],
                 why="No year: both years, newest first."),
        cutoff_q("adm-005", "What was the ST cutoff for MECH at PSG College of Technology in 2023?", "lookup",
                 colleges=["2006"], branches=["ME"], communities=["ST"], years=[2023],
                 why="PSG College of Technology = college 2006; MECH = ME."),
        cutoff_q("adm-006", "Give me the OC cutoff for CSE at every college in 2024.", "lookup", branches=["CS"],
                 communities=["OC"], years=[2024], why="A branch with no institution: CS at all four colleges."),
        cutoff_q("adm-007", "What was the BC cutoff for Computer Science and Engineering at Coimbatore Institute "
                 "of Technology in 2023?", "lookup", colleges=["2007"], branches=["CS"], communities=["BC"],
                 years=[2023], why="Full program and institution names."),
        cutoff_q("adm-008", "What were the MBC and SC cutoffs for ECE at CEG in 2024?", "lookup", colleges=["1"],
                 branches=["EC"], communities=["MBC", "SC"], years=[2024], why="Two communities, two rows."),
        cutoff_q("adm-009", "TNEA 2024 cutoff for IT at PSG Tech for OC?", "lookup", colleges=["2006"],
                 branches=["IT"], communities=["OC"], years=[2024],
                 why="The two-letter code IT in an admissions question."),
        cutoff_q("adm-010", "What was the SCA cutoff for CSE at MIT Chromepet in 2024?", "lookup", colleges=["4"],
                 branches=["CS"], communities=["SCA"], years=[2024], why="MIT Chromepet CS SCA 2024."),
    ]
    # --- ranks --------------------------------------------------------------------------------------------
    q += [
        cutoff_q("adm-011", "What was the closing rank for BC in ECE at CEG in 2024?", "rank", colleges=["1"],
                 branches=["EC"], communities=["BC"], years=[2024], want="rank",
                 why="A rank, not a mark (in this sample the BC rank is better than the OC rank)."),
        cutoff_q("adm-012", "What was the OC closing rank for CSE at CEG in 2024?", "rank", colleges=["1"],
                 branches=["CS"], communities=["OC"], years=[2024], want="rank", why="CEG CS OC 2024 rank."),
        cutoff_q("adm-013", "What closing rank did MBC students need for MECH at CIT Coimbatore in 2023?", "rank",
                 colleges=["2007"], branches=["ME"], communities=["MBC"], years=[2023], want="rank",
                 why="CIT Coimbatore ME MBC 2023 rank."),
        cutoff_q("adm-014", "Which has the better MBC closing rank in 2024: CSE at MIT Chromepet or CSE at PSG "
                 "Tech?", "rank", colleges=["4", "2006"], branches=["CS"], communities=["MBC"], years=[2024],
                 want="rank", why="Two rows; the smaller rank is better.",
                 extra_values=lambda rows: {"better": min(rows, key=lambda r: r.rank).program}),
        cutoff_q("adm-015", "What was the ST closing rank for EEE at MIT Chromepet in 2024?", "rank",
                 colleges=["4"], branches=["EE"], communities=["ST"], years=[2024], want="rank",
                 why="MIT Chromepet EE ST 2024 rank."),
        cutoff_q("adm-016", "At PSG Tech in 2024, CSE closes at 198.5 for both OC and BC: what are the two "
                 "closing ranks?", "rank", colleges=["2006"], branches=["CS"], communities=["OC", "BC"],
                 years=[2024], want="rank", why="Same mark, different ranks: marks must not be read as ranks."),
    ]
    # --- marks --------------------------------------------------------------------------------------------
    q += [
        cutoff_q("adm-017", "What cutoff mark did SC students need for MECH at CIT Coimbatore in 2023?", "mark",
                 colleges=["2007"], branches=["ME"], communities=["SC"], years=[2023], want="mark",
                 why="A mark out of 200, not a rank."),
        cutoff_q("adm-018", "What was the lowest cutoff mark admitted for OC in EEE at PSG Tech in 2024?", "mark",
                 colleges=["2006"], branches=["EE"], communities=["OC"], years=[2024], want="mark",
                 why="The closing cutoff is the lowest admitted mark."),
        cutoff_q("adm-019", "What was the MBC cutoff mark for Information Technology at CIT Coimbatore in 2024?",
                 "mark", colleges=["2007"], branches=["IT"], communities=["MBC"], years=[2024], want="mark",
                 why="CIT Coimbatore IT MBC 2024."),
        cutoff_q("adm-020", "What cutoff mark did BCM candidates need for ECE at MIT Chromepet in 2023?", "mark",
                 colleges=["4"], branches=["EC"], communities=["BCM"], years=[2023], want="mark",
                 why="MIT Chromepet EC BCM 2023."),
        cutoff_q("adm-021", "What was the SC cutoff mark for CSE at CEG in 2023?", "mark", colleges=["1"],
                 branches=["CS"], communities=["SC"], years=[2023], want="mark", why="CEG CS SC 2023."),
        cutoff_q("adm-022", "Did the OC cutoff mark for CSE at CEG go up or down from 2023 to 2024?", "mark",
                 colleges=["1"], branches=["CS"], communities=["OC"], years=[2023, 2024], want="mark",
                 why="Both years; the answer compares them.",
                 extra_values=lambda rows: {"change": round(rows[0].mark - rows[1].mark, 2)}),
    ]
    # --- fees ---------------------------------------------------------------------------------------------
    q += [
        fee_q("adm-023", "What is the tuition fee for CSE at CEG?", college="1", branch="CS",
              why="The sample has fees for 2024 only."),
        fee_q("adm-024", "How much is the fee for MECH at MIT Chromepet in 2024?", college="4", branch="ME",
              years=[2024], why="MIT Chromepet ME 2024 fee."),
        fee_q("adm-025", "What is the fee for ECE at PSG Tech?", college="2006", branch="EC",
              why="PSG Tech EC fee (2024)."),
        fee_q("adm-026", "What was the fee for EEE at CIT Coimbatore in 2023?", college="2007", branch="EE",
              years=[2023], expect="abstain", why="No fee data for 2023 (fees exist for 2024 only)."),
        fee_q("adm-027", "What is the hostel fee at PSG Tech?", college="2006", decision_override="abstain",
              why="The data holds tuition fees per program, not hostel fees: quoting the tuition fee would "
                  "answer a different question."),
    ]
    # --- eligibility --------------------------------------------------------------------------------------
    q += [
        elig_q("adm-028", "With Maths 99, Physics 98 and Chemistry 97, which colleges can I get as an MBC "
               "student?", 99, 98, 97, "MBC"),
        elig_q("adm-029", "Maths 100, Physics 99, Chemistry 99, OC: which programs am I eligible for?",
               100, 99, 99, "OC"),
        elig_q("adm-030", "I scored Maths 95, Physics 92 and Chemistry 90 and I am SC. Which branches can I "
               "get?", 95, 92, 90, "SC", why="No program is reached: the answer is an empty list, not an "
               "abstention."),
        elig_q("adm-031", "With Maths 97, Physics 95 and Chemistry 96, which CSE programs can I get as an ST "
               "student?", 97, 95, 96, "ST", branches=["CS"],
               why="Branch filter CS; CIT Coimbatore has no ST allotment."),
        elig_q("adm-032", "Maths 98, Physics 96.5, Chemistry 96, MBC: which colleges can I get?", 98, 96.5, 96,
               "MBC", why="The example of docs/admissions.md."),
        abstain_q("adm-033", "My marks are Maths 96, Physics 94 and Chemistry 95 and I belong to the XYZ "
                  "community. Which colleges can I get?", "eligibility",
                  "XYZ is not a TNEA community in the data (OC, BC, BCM, MBC, SC, SCA, ST)."),
        abstain_q("adm-034", "With Maths 99, Physics 98 and Chemistry 98, which colleges can I get?",
                  "eligibility", "No community given: eligibility depends on it, so ask for it rather than "
                  "guess."),
        elig_q("adm-035", "With Maths 97, Physics 96 and Chemistry 95, which colleges could a BCM student have "
               "got in 2023?", 97, 96, 95, "BCM", year=2023, why="Year 2023: compared with the 2023 cutoffs."),
        elig_q("adm-036", "Maths 96, Physics 94, Chemistry 92 and I am SCA: which Information Technology "
               "programs can I get?", 96, 94, 92, "SCA", branches=["IT"],
               why="Boundary: a closing mark equal to the cutoff is reached."),
    ]
    # --- abstain ------------------------------------------------------------------------------------------
    q += [
        abstain_q("adm-037", "What was the cutoff for Marine Engineering at CEG in 2024?", "abstain",
                  "No Marine Engineering program in the data."),
        cutoff_q("adm-038", "What was the OC cutoff for CSE at CEG in 2019?", "abstain", colleges=["1"],
                 branches=["CS"], communities=["OC"], years=[2019], expect="abstain",
                 why="The data has 2023 and 2024 only."),
        abstain_q("adm-039", "What was the cutoff for the XYZ community in CSE at PSG Tech in 2024?", "abstain",
                  "XYZ is not a community in the data."),
        cutoff_q("adm-040", "What was the MBC cutoff for Information Technology at CEG in 2024?", "abstain",
                 colleges=["1"], branches=["IT"], communities=["MBC"], years=[2024], expect="abstain",
                 why="CEG (college 1) offers no IT program in the data."),
        cutoff_q("adm-041", "What was the ST cutoff for ECE at CIT Coimbatore in 2024?", "abstain",
                 colleges=["2007"], branches=["EC"], communities=["ST"], years=[2024], expect="abstain",
                 why="Empty cell: no ST allotment at CIT Coimbatore."),
        abstain_q("adm-042", "What was the OC cutoff for CSE at IIT Madras in 2024?", "abstain",
                  "IIT Madras is not in the data (and is not a TNEA college); answering with other colleges' CSE "
                  "would be wrong."),
        abstain_q("adm-043", "What was the BC cutoff for Aeronautical Engineering at MIT Chromepet in 2023?",
                  "abstain", "No Aeronautical Engineering program in the data."),
        cutoff_q("adm-044", "What will the MBC cutoff for CSE at CEG be in 2025?", "abstain", colleges=["1"],
                 branches=["CS"], communities=["MBC"], years=[2025], expect="abstain",
                 why="No 2025 data; a prediction is not in the data."),
    ]
    # --- partial answers (warn) ------------------------------------------------------------------------
    q += [
        cutoff_q("adm-045", "What were the SC cutoffs for CSE at CEG in 2023 and 2019?", "lookup", colleges=["1"],
                 branches=["CS"], communities=["SC"], years=[2019, 2023], expect="warn",
                 why="2023 answered, 2019 missing."),
        cutoff_q("adm-046", "What were the ST cutoffs for CSE at CEG and at CIT Coimbatore in 2024?", "lookup",
                 colleges=["1", "2007"], branches=["CS"], communities=["ST"], years=[2024], expect="warn",
                 why="CEG answered; CIT Coimbatore has no ST allotment."),
        cutoff_q("adm-047", "What were the SCA cutoffs for MECH and EEE at PSG Tech in 2023?", "lookup",
                 colleges=["2006"], branches=["EE", "ME"], communities=["SCA"], years=[2023], expect="warn",
                 why="EEE answered; MECH has no SCA allotment at PSG Tech."),
    ]
    # --- process (passages, not data rows) -----------------------------------------------------------------
    q += [
        process_q("adm-048", "How is the TNEA cutoff mark calculated?",
                  "Section 'How the cutoff mark is computed': Mathematics + Physics/2 + Chemistry/2, out of 200.",
                  {"formula": formula_for(max(YEARS))["expression"], "total_max": 200}),
        process_q("adm-049", "How are ties broken when two students have the same cutoff mark?",
                  "Section 'Ties and the rank list': Mathematics, then Physics, then date of birth, then the "
                  "random number."),
        process_q("adm-050", "What is the difference between the cutoff mark and the closing rank?",
                  "Section 'Cutoff mark and closing rank are different things'."),
        process_q("adm-051", "What share of seats is reserved for the MBC community in TNEA counselling?",
                  "Section 'Community reservation' (loaders/data/admissions/communities.csv): 20%.",
                  {"reservation_pct": float(next(r for r in csv.DictReader(
                      (DATA / "communities.csv").open(encoding="utf-8")) if r["code"] == "MBC")["reservation_pct"])}),
        process_q("adm-052", "What documents are needed for TNEA counselling?",
                  "Section 'Documents for counselling' (the demo guide's 'Documents' also answers)."),
        process_q("adm-053", "What formula was used for the TNEA cutoff before 2020?",
                  "Maths/2 + Physics/4 + Chemistry/4 with subjects out of 200 (cutoff_formulas.csv, years "
                  "unverified).", {"formula": formula_for(2019)["expression"]}),
    ]
    # --- follow-up chains (one session each; asked in order) -------------------------------------------
    q += [
        cutoff_q("adm-054", "What was the BC cutoff for CSE at PSG Tech in 2024?", "lookup", session="s1",
                 colleges=["2006"], branches=["CS"], communities=["BC"], years=[2024], why="Opens session s1."),
        cutoff_q("adm-055", "What about ECE?", "follow-up", session="s1", colleges=["2006"], branches=["EC"],
                 communities=["BC"], years=[2024], standalone="What was the BC cutoff for ECE at PSG Tech in 2024?",
                 why="Branch replaced."),
        cutoff_q("adm-056", "and for SC?", "follow-up", session="s1", colleges=["2006"], branches=["EC"],
                 communities=["SC"], years=[2024], standalone="What was the SC cutoff for ECE at PSG Tech in 2024?",
                 why="Community replaced (lower-case-free code)."),
        cutoff_q("adm-057", "in 2023?", "follow-up", session="s1", colleges=["2006"], branches=["EC"],
                 communities=["SC"], years=[2023], standalone="What was the SC cutoff for ECE at PSG Tech in 2023?",
                 why="Year replaced."),
        cutoff_q("adm-058", "What was the MBC closing rank for EEE at CEG in 2024?", "rank", session="s2",
                 colleges=["1"], branches=["EE"], communities=["MBC"], years=[2024], want="rank",
                 why="Opens session s2."),
        cutoff_q("adm-059", "What about MECH?", "follow-up", session="s2", colleges=["1"], branches=["ME"],
                 communities=["MBC"], years=[2024], want="rank",
                 standalone="What was the MBC closing rank for MECH at CEG in 2024?", why="Branch replaced."),
        cutoff_q("adm-060", "and at MIT Chromepet?", "follow-up", session="s2", colleges=["4"], branches=["ME"],
                 communities=["MBC"], years=[2024], want="rank",
                 standalone="What was the MBC closing rank for MECH at MIT Chromepet in 2024?",
                 why="Institution replaced."),
        cutoff_q("adm-061", "in 2023?", "follow-up", session="s2", colleges=["4"], branches=["ME"],
                 communities=["MBC"], years=[2023], want="rank",
                 standalone="What was the MBC closing rank for MECH at MIT Chromepet in 2023?", why="Year replaced."),
        cutoff_q("adm-062", "What was the OC cutoff for Information Technology at CIT Coimbatore in 2024?",
                 "lookup", session="s3", colleges=["2007"], branches=["IT"], communities=["OC"], years=[2024],
                 why="Opens session s3."),
        cutoff_q("adm-063", "and for ST?", "follow-up", session="s3", colleges=["2007"], branches=["IT"],
                 communities=["ST"], years=[2024], expect="abstain",
                 standalone="What was the ST cutoff for Information Technology at CIT Coimbatore in 2024?",
                 why="CIT Coimbatore has no ST allotment: abstain inside a conversation."),
        cutoff_q("adm-064", "What about SCA?", "follow-up", session="s3", colleges=["2007"], branches=["IT"],
                 communities=["SCA"], years=[2024],
                 standalone="What was the SCA cutoff for Information Technology at CIT Coimbatore in 2024?",
                 why="Community replaced after an abstention."),
        fee_q("adm-065", "What is the fee for Information Technology at PSG Tech in 2024?", session="s4",
              college="2006", branch="IT", years=[2024], why="Opens session s4."),
        fee_q("adm-066", "and at CIT Coimbatore?", session="s4", college="2007", branch="IT", years=[2024],
              standalone="What is the fee for Information Technology at CIT Coimbatore in 2024?",
              why="Institution replaced."),
        fee_q("adm-067", "in 2023?", session="s4", college="2007", branch="IT", years=[2023], expect="abstain",
              standalone="What is the fee for Information Technology at CIT Coimbatore in 2023?",
              why="No fee data for 2023."),
        elig_q("adm-068", "With Maths 99, Physics 97 and Chemistry 96, which colleges can I get as a BC student?",
               99, 97, 96, "BC", session="s5", why="Opens session s5."),
        elig_q("adm-069", "What about MBC?", 99, 97, 96, "MBC", session="s5", kind="follow-up",
               standalone="With Maths 99, Physics 97 and Chemistry 96, which colleges can I get as a MBC student?",
               why="Same marks, community replaced."),
        cutoff_q("adm-070", "What was the SCA cutoff for MECH at PSG Tech in 2024?", "lookup", session="s6",
                 colleges=["2006"], branches=["ME"], communities=["SCA"], years=[2024], expect="abstain",
                 why="Opens session s6 with an abstention: PSG Tech MECH has no SCA allotment."),
        cutoff_q("adm-071", "What about CSE?", "follow-up", session="s6", colleges=["2006"], branches=["CS"],
                 communities=["SCA"], years=[2024], standalone="What was the SCA cutoff for CSE at PSG Tech in 2024?",
                 why="The session continues from an abstained question."),
        cutoff_q("adm-072", "in 2023?", "follow-up", session="s6", colleges=["2006"], branches=["CS"],
                 communities=["SCA"], years=[2023], standalone="What was the SCA cutoff for CSE at PSG Tech in 2023?",
                 why="Year replaced."),
    ]
    for x in q:  # fees are separate in kind; the kind of a follow-up fee turn is follow-up
        if x["session"] and x["kind"] == "fee" and x.get("gold_standalone"):
            x["kind"] = "follow-up"
    return q


def validate(items: list[dict]) -> list[str]:
    problems = [f"duplicate id {x}" for x, c in Counter(i["id"] for i in items).items() if c > 1]
    known = {c.node_id for c in CUTOFFS} | {f"tnea:college:{k[0]}:program:{k[1]}:fee:{k[2]}:{k[3]}" for k in FEES}
    for i in items:
        problems += [f"{i['id']}: unknown node {n}" for n in i["gold_node_ids"] if n not in known]
        if i["gold_decision"] == "abstain" and (i["gold_node_ids"] or i["gold_values"]):
            problems.append(f"{i['id']}: abstain with gold values")
        if i["gold_decision"] in ("answer", "warn") and i["kind"] != "process" and not i["gold_node_ids"] \
                and not (i["kind"] in ("eligibility", "follow-up") and i["gold_values"] is not None):
            problems.append(f"{i['id']}: answer without gold nodes")
    sessions: dict[str, list[str]] = {}
    for i in items:
        if i["session"]:
            sessions.setdefault(i["session"], []).append(i["id"])
    problems += [f"session {s} has {len(v)} turns" for s, v in sessions.items() if not 2 <= len(v) <= 4]
    return problems


def counts(items: list[dict]) -> str:
    kinds = Counter(i["kind"] for i in items)
    table = Counter((i["kind"], i["gold_decision"]) for i in items)
    decisions = Counter(i["gold_decision"] for i in items)
    order = ["lookup", "rank", "mark", "fee", "eligibility", "follow-up", "abstain", "process"]
    lines = [f"{len(items)} questions, {len({i['session'] for i in items if i['session']})} sessions "
             f"({sum(1 for i in items if i['session'])} turns)", "",
             "| kind | answer | warn | abstain | total |", "|---|---|---|---|---|"]
    for kind in order:
        lines.append(f"| {kind} | " + " | ".join(str(table[(kind, d)]) for d in ("answer", "warn", "abstain"))
                     + f" | {kinds[kind]} |")
    lines.append("| total | " + " | ".join(str(decisions[d]) for d in ("answer", "warn", "abstain"))
                 + f" | {len(items)} |")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="check questions.jsonl is up to date; write nothing")
    args = parser.parse_args()
    items = questions()
    problems = validate(items)
    for p in problems:
        print("PROBLEM:", p, file=sys.stderr)
    text = "".join(json.dumps(i, ensure_ascii=False) + "\n" for i in items)
    if args.check:
        same = OUT.exists() and OUT.read_text(encoding="utf-8") == text
        print("questions.jsonl is up to date" if same else "questions.jsonl is out of date", file=sys.stderr)
        return 0 if same and not problems else 1
    OUT.write_text(text, encoding="utf-8")
    print(counts(items))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
