"""Write admissions.jsonl: fresh TNEA questions over the REAL cutoff files (issue 17), gold from the CSV cells.

    python bench/data/fresh/make_admissions.py           # reads ../shared/data/tnea/, writes admissions.jsonl
    python bench/data/fresh/make_admissions.py --check   # only checks that the file is current

The real files (``tnea_2023_cutoffs_sample17.csv``: 17 colleges; ``tnea_2024_cutoffs_40colleges.csv``: 40
colleges) are read from ``../shared/data/tnea/`` when this runs and are never copied into the project. Part of
the questions come from templates filled with cells drawn by a seeded random generator (``written:
"template"``), part are written by hand below (``written: "hand"``); every gold number of both parts is read
from a CSV cell by the helpers here, so a label can be recomputed.

Rules (docs/admissions.md; README.md says more):

* node ids ``tnea:college:C:program:B:cutoff:YEAR:QUOTA:COMMUNITY`` with the files' quota
  ``General Academic (GC)``; an empty mark/rank pair is "no allotment" (no node); cutoff rows in engine order
  (college code, branch, community OC..ST, newest year first);
* a lookup names a college, a program, a community and maybe a year; no year = every year the data has for it;
  nothing found = ``abstain``; some asked cells missing = ``warn`` (answer the rest, say what is missing);
* "cutoff" alone asks for the mark (out of 200), "rank" for the closing rank;
* lists and eligibility: a program is listed when its closing mark for the community passes the threshold; with
  a year, in that year; without one (and for eligibility), in the latest year with data for the program. The
  members are program ids; the wrong ones are the other programs of the asked branch code (in the asked place);
  programs of a look-alike branch (ECE (SS), code EM, for ECE, code EC) are neither;
* the cutoff from subject marks is Maths + Physics/2 + Chemistry/2 (2020 onwards), no community needed;
* colleges "in" a city or district are those whose address in the data names it;
* closing ranks a file note calls outliers ("not used for questions") are never asked.
"""

from __future__ import annotations

import csv
import random
import sys
from dataclasses import dataclass
from itertools import product
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))

from bench.data.fresh.common import line, main, tnea_dir  # noqa: E402
from graph.schema import cutoff_id, institution_id, program_id  # noqa: E402

OUT = HERE / "admissions.jsonl"
FILES = ("tnea_2023_cutoffs_sample17.csv", "tnea_2024_cutoffs_40colleges.csv")
COMMUNITIES = ("OC", "BC", "BCM", "MBC", "SC", "SCA", "ST")
FORMULA_ID, FORMULA_DOC = "tnea:formula:2020", "data:cutoff_formulas.csv"
SEED = 17

# Student-style names of the colleges (used by the templates; hand-written questions use their own words).
COLLEGE_NAMES = {
    "1": ["ceg", "CEG guindy", "college of engg guindy"], "2": ["ACT campus guindy", "AC tech"],
    "4": ["mit chromepet", "MIT anna univ"], "5": ["annamalai univ", "annamalai university"],
    "1210": ["panimalar", "panimalar engg college"], "1211": ["rajalakshmi engg college", "REC thandalam"],
    "1315": ["ssn", "SSN college"], "1516": ["tpgit vellore"], "2005": ["gct", "GCT coimbatore"],
    "2006": ["psg tech", "PSG college of technology"], "2007": ["cit coimbatore", "CIT cbe"],
    "2369": ["gce dharmapuri"], "2615": ["gce salem"], "2712": ["kct", "kumaraguru"],
    "5008": ["tce", "thiagarajar madurai"], "5901": ["accet karaikudi"], "1113": ["rmk engg college", "RMKEC"],
    "1120": ["velammal engg college surapet"], "1149": ["st josephs institute of technology"],
    "1216": ["saveetha engg college"], "1219": ["svce", "sri venkateswara college of engg"],
    "1237": ["velammal institute of technology"], "1304": ["easwari engg college"],
    "1317": ["st joseph's college of engg"], "1399": ["chennai institute of technology"],
    "1422": ["srm valliammai"], "1450": ["loyola icam", "LICET"], "2377": ["psg itech"],
    "2603": ["gce bargur"], "2618": ["sona college salem", "sona tech"], "2702": ["bannari amman", "bit sathy"],
    "2709": ["gce erode", "IRTT erode"], "2711": ["kongu engg college", "kongu"], "2718": ["skcet"],
    "2719": ["srec", "sri ramakrishna engg college"], "2722": ["skct"], "2764": ["kpr institute", "KPRIET"],
    "3011": ["bit campus trichy", "uce trichy"], "3464": ["gce thanjavur"], "3465": ["gce srirangam"],
    "3819": ["saranathan"], "4960": ["mepco", "mepco schlenk"], "4962": ["nec kovilpatti"],
    "4974": ["gce tirunelveli"], "5009": ["gce bodi"], "5910": ["psna dindigul"], "5986": ["vcet madurai"],
}
# Distinctive parts of a college's name: an answer naming one names that college (bench/metrics.py lists).
COLLEGE_TEXT = {
    "2005": ["Government College of Technology"], "2006": ["PSG College of Technology"],
    "2007": ["Coimbatore Institute of Technology"], "2377": ["PSG Institute of Technology"],
    "2712": ["Kumaraguru"], "2718": ["Sri Krishna College of Engineering"],
    "2719": ["Sri Ramakrishna Engineering"], "2722": ["Sri Krishna College of Technology"],
    "2764": ["KPR Institute"], "2702": ["Bannari Amman"], "2709": ["Institute of Road and Transport"],
    "2711": ["Kongu Engineering"], "5008": ["Thiagarajar College of Engineering"],
    "5986": ["Velammal College of Engineering"], "3011": ["Bharathidasan Institute"], "3465": ["Sethurappatti"],
    "3819": ["Saranathan"], "2618": ["Sona College"], "2615": ["Karuppur"],
}
BRANCH_NAMES = {
    "CS": ["cse", "CSE", "computer science"], "EC": ["ece", "ECE"], "EE": ["eee", "EEE", "electrical"],
    "ME": ["mech", "mechanical"], "CE": ["civil"], "IT": ["IT", "information technology"],
    "AD": ["ai ds", "AI&DS", "ai and data science"], "BM": ["biomedical"], "CH": ["chemical"],
    "EI": ["eie"], "AU": ["automobile"], "BT": ["biotech"], "CM": ["cse (ss)", "CSE self supporting"],
}
@dataclass(frozen=True)
class Cutoff:
    college: str
    branch: str
    year: int
    quota: str
    community: str
    mark: float
    rank: int
    file: str
    line: int
    outlier: bool

    @property
    def program(self) -> str:
        return program_id(self.college, self.branch)

    @property
    def node_id(self) -> str:
        return cutoff_id(self.college, self.branch, self.year, self.quota, self.community)

    @property
    def doc(self) -> str:
        return f"data:{self.file}"


def read() -> tuple[list[Cutoff], dict[str, str], set[tuple[str, str, int]]]:
    """Every cutoff cell, the colleges' names (latest file wins) and the (college, branch, year) rows."""
    cutoffs, names, rows = [], {}, set()
    folder = tnea_dir()
    for file in FILES:
        with (folder / file).open(newline="", encoding="utf-8") as handle:
            for number, row in enumerate(csv.DictReader(handle), start=2):
                college, branch, year = row["college_code"], row["branch_code"], int(row["year"])
                names[college] = row["college_name"]
                rows.add((college, branch, year))
                outliers = row["notes"].split("(outlier, not used for questions):")[1].split(";")[0].split(",") \
                    if "outlier" in row["notes"] else []
                for community in COMMUNITIES:
                    mark, rank = row[f"{community}_cutoff_mark"], row[f"{community}_closing_rank"]
                    if mark and rank:
                        cutoffs.append(Cutoff(college, branch, year, row["quota"], community, float(mark), int(rank),
                                              file, number, community in [o.strip() for o in outliers]))
                    else:
                        assert not mark and not rank, (file, number, community)
    return cutoffs, names, rows


CUTOFFS, NAMES, ROWS = read()
YEARS = sorted({c.year for c in CUTOFFS})
CELL = {(c.college, c.branch, c.year, c.community): c for c in CUTOFFS}
PROGRAMS = sorted({(c, b) for c, b, _ in ROWS}, key=lambda p: (int(p[0]), p[1]))


def engine_order(c: Cutoff) -> tuple:
    return (int(c.college), c.branch, COMMUNITIES.index(c.community), -c.year)


def competitive_order(c: Cutoff) -> tuple:
    return (-c.mark, c.rank, int(c.college), c.branch)


def program_years(college: str, branch: str) -> list[int]:
    return sorted(y for c, b, y in ROWS if c == college and b == branch)


def in_place(word: str) -> list[str]:
    """Colleges whose address in the data names the place."""
    return sorted({c for c, name in NAMES.items() if word.lower() in name.lower()}, key=int)


def fmt(value: float) -> str:
    return f"{value:g}"


# -- question builders ------------------------------------------------------------------------------------

def lookup(qid, question, kind, college, branch, communities, years=None, *, want="mark", written="hand",
           session=None, why="", expect=None, **extra) -> dict:
    """A cutoff lookup; the decision follows from which asked cells exist."""
    if isinstance(communities, str):
        communities = [communities]
    asked_years = years if years is not None else (program_years(college, branch) or [None])
    rows, missing = [], []
    for community, year in product(communities, asked_years):
        cell = CELL.get((college, branch, year, community))
        if cell is None:
            missing.append(f"{community} {year}")
        else:
            assert not (cell.outlier and want != "mark"), (qid, "outlier rank asked")
            rows.append(cell)
    rows.sort(key=engine_order)
    decision = "abstain" if not rows else ("warn" if missing else "answer")
    if expect:
        assert decision == expect, (qid, decision, missing)
    values: dict = {}
    for r in rows:
        label = "" if len(rows) == 1 else f"{r.community} {r.year} "
        if want in ("mark", "both"):
            values[f"{label}mark"] = r.mark
        if want in ("rank", "both"):
            values[f"{label}closing_rank"] = r.rank
    where = "; ".join(f"{r.file} line {r.line} {r.community}" for r in rows)
    reason = why or f"{NAMES[college][:60]}…, branch {branch}"
    if missing:
        reason += f"; not in the data: {', '.join(missing)}"
    return line(qid, question, kind, decision, node_ids=[r.node_id for r in rows], values=values or None,
                docs=sorted({r.doc for r in rows}), answer_type="value" if rows else "decision",
                why=f"{reason} ({where})" if rows else reason, written=written, session=session, **extra)


def compared(college: str, branch: str, community: str, year: int | None, latest: bool) -> Cutoff | None:
    """The cell a program is judged by: the asked year, or the latest year with data (up to the year)."""
    if not latest:
        return CELL.get((college, branch, year, community))
    years = [y for y in program_years(college, branch) if year is None or y <= year]
    return CELL.get((college, branch, years[-1], community)) if years else None


def program_list(qid, question, kind, branch, community, op, threshold, *, year=None, place=None, latest=None,
                 written="hand", session=None, why="", values_extra=None, **extra) -> dict:
    """Programs of one branch (in a place) whose closing mark for the community passes the threshold."""
    latest = year is None if latest is None else latest
    colleges = in_place(place) if place else None
    passes = {"<=": lambda m: m <= threshold, "<": lambda m: m < threshold, ">=": lambda m: m >= threshold,
              ">": lambda m: m > threshold}[op]
    members, wrong = [], []
    for college, b in PROGRAMS:
        if b != branch or (colleges is not None and college not in colleges):
            continue
        cell = compared(college, branch, community, year, latest)
        assert cell is None or cell.mark != threshold or op in ("<=", ">="), (qid, "threshold tie", college)
        (members if cell is not None and passes(cell.mark) else wrong).append((college, cell))
    members_rows = sorted((c for _, c in members), key=competitive_order)
    values = {"programs": [c.program for c in members_rows], "community": community, "threshold": threshold,
              "op": op, "year": year if not latest else "latest", **(values_extra or {})}
    return line(qid, question, kind, "answer", node_ids=[c.node_id for c in members_rows], values=values,
                docs=sorted({c.doc for c in members_rows}) or [f"data:{FILES[-1]}"], answer_type="list",
                gold_members=[{"id": c.program, "names": []} for c in members_rows],
                gold_wrong_members=[{"id": program_id(college, branch), "names": []}
                                    for college, _ in wrong],
                why=why or f"{len(members_rows)} {branch} programs {'in ' + place if place else ''} with "
                           f"{community} mark {op} {fmt(threshold)} ({'latest year' if latest else year}).",
                written=written, session=session, **extra)


def cutoff_from(maths: float, physics: float, chemistry: float) -> float:
    return round(maths + physics / 2 + chemistry / 2, 4)


def eligibility(qid, question, community, *, marks=None, cutoff=None, branch, place=None, year=None,
                written="hand", session=None, why="", **extra) -> dict:
    """Which programs a student reaches: the compare-in-latest-year rule of docs/admissions.md."""
    value = cutoff if cutoff is not None else cutoff_from(*marks)
    extra_values = {"cutoff": value} | ({"formula": "Maths + Physics/2 + Chemistry/2"} if marks else {})
    return program_list(qid, question, "eligibility", branch, community, "<=", value, year=year, place=place,
                        latest=True, written=written, session=session, values_extra=extra_values,
                        why=why or f"cutoff {fmt(value)}, {community}, {branch}"
                                   f"{' in ' + place if place else ''}: programs whose closing mark ≤ it.",
                        **extra)


def compute(qid, question, maths, physics, chemistry, *, written="hand", session=None, **extra) -> dict:
    value = cutoff_from(maths, physics, chemistry)
    return line(qid, question, "compute", "answer", node_ids=[FORMULA_ID], values={"cutoff": value},
                docs=[FORMULA_DOC], answer_type="value", written=written, session=session,
                why=f"{fmt(maths)} + {fmt(physics)}/2 + {fmt(chemistry)}/2 = {fmt(value)} (no community needed).",
                **extra)


def colleges_in(qid, question, word, *, written="hand", session=None, **extra) -> dict:
    members = in_place(word)
    others = [c for c in sorted(NAMES, key=int) if c not in members]
    return line(qid, question, "place", "answer", node_ids=[institution_id(c) for c in members],
                values={"colleges": [institution_id(c) for c in members]},
                docs=[f"data:{f}" for f in FILES], answer_type="list",
                gold_members=[{"id": institution_id(c), "names": COLLEGE_TEXT.get(c, [])} for c in members],
                gold_wrong_members=[{"id": institution_id(c), "names": COLLEGE_TEXT.get(c, [])} for c in others],
                why=f"Colleges whose address names {word}: {', '.join(members)}.", written=written,
                session=session, **extra)


def abstain(qid, question, kind, why, *, written="hand", session=None, **extra) -> dict:
    return line(qid, question, kind, "abstain", node_ids=[], values=None, docs=[], answer_type="decision",
                why=why, written=written, session=session, **extra)


def other(qid, question, kind, decision, node_ids, values, docs, why, *, session=None, **extra) -> dict:
    """A hand-labelled line whose gold is not a cutoff cell (an SPBE or place question inside a session)."""
    return line(qid, question, kind, decision, node_ids=node_ids, values=values, docs=docs,
                answer_type="value" if values else "decision", why=why, written="hand", session=session, **extra)


# -- templates --------------------------------------------------------------------------------------------

MARK_TEMPLATES = [
    "{col} {br} {com} cutoff {year}", "what was the {com} cutoff for {br} at {col} in {year}",
    "{col} la {br} ku {com} cutoff enna {year}", "{year} {col} {br} {com} cutoff evlo",
    "{br} cutoff @ {col} for {com} ({year})?", "cut off mark for {com} category {br} {col} {year} pls",
    "{COL} {BR} {COM} CUTOFF {year}", "{com} ku {col} {br} cutoff {year} sollunga",
]
RANK_TEMPLATES = [
    "{col} {br} {com} closing rank {year}", "what was the last rank for {com} in {col} {br} {year}",
    "{year} {col} {br} {com} rank evlo", "closing rank {br} {col} {com} {year}?",
]
BOTH_TEMPLATES = [
    "{col} {br} {com} {year} cutoff and closing rank", "{com} cutoff n rank for {br} at {col} {year}",
    "{col} la {br} {com} ku cutoff um rank um enna {year}",
]
NO_YEAR = ["{col} {br} {com} cutoff", "{br} {com} cutoff at {col}?"]


def templated() -> list[dict]:
    """Lookups over cells drawn by a seeded generator, spread over colleges, in students' phrasings."""
    rng = random.Random(SEED)
    pool = [c for c in CUTOFFS if c.branch in BRANCH_NAMES and c.college in COLLEGE_NAMES and not c.outlier]
    rng.shuffle(pool)
    by_college: dict[str, list[Cutoff]] = {}
    for cell in pool:
        by_college.setdefault(cell.college, []).append(cell)
    order = sorted(by_college, key=lambda c: rng.random())
    picked: list[Cutoff] = []
    while len(picked) < 62:
        for college in order:
            if by_college[college] and len(picked) < 62:
                picked.append(by_college[college].pop())
    out, n = [], 0
    plan = ["mark"] * 32 + ["rank"] * 14 + ["both"] * 10 + ["noyear"] * 6
    for cell, want in zip(picked, plan):
        n += 1
        col, br = rng.choice(COLLEGE_NAMES[cell.college]), rng.choice(BRANCH_NAMES[cell.branch])
        com = cell.community if rng.random() < 0.6 else cell.community.lower()
        templates = {"mark": MARK_TEMPLATES, "rank": RANK_TEMPLATES, "both": BOTH_TEMPLATES, "noyear": NO_YEAR}[want]
        text = rng.choice(templates).format(col=col, br=br, com=com, year=cell.year, COL=col.upper(),
                                            BR=br.upper(), COM=com.upper())
        kind = {"mark": "mark", "rank": "rank", "both": "lookup", "noyear": "mark"}[want]
        years = None if want == "noyear" else [cell.year]
        out.append(lookup(f"fadm-t{n:03d}", text, kind, cell.college, cell.branch, cell.community, years,
                          want="both" if want == "both" else ("rank" if want == "rank" else "mark"),
                          written="template", why=f"template ({want}) over {cell.file} line {cell.line}"))
    # compute questions from drawn marks
    for k in range(4):
        maths, physics, chemistry = (rng.choice(range(70, 101)), rng.choice(range(60, 101)),
                                     rng.choice(range(60, 101)))
        text = rng.choice(["maths {m} physics {p} chemistry {c} cutoff?", "m {m} p {p} c {c} tnea cutoff evlo",
                           "my marks: maths {m}, phy {p}, chem {c}. cutoff?",
                           "cutoff calculate pannunga maths {m} physics {p} chemistry {c}"])
        out.append(compute(f"fadm-t{n + k + 1:03d}", text.format(m=maths, p=physics, c=chemistry),
                           maths, physics, chemistry, written="template"))
    # empty cells (no allotment): must abstain
    empty = [(c, b, y, com) for (c, b, y) in sorted(ROWS) for com in COMMUNITIES
             if (c, b, y, com) not in CELL and b in BRANCH_NAMES and c in COLLEGE_NAMES]
    rng.shuffle(empty)
    for k, (college, branch, year, community) in enumerate(empty[:4]):
        col, br = rng.choice(COLLEGE_NAMES[college]), rng.choice(BRANCH_NAMES[branch])
        text = rng.choice(["{col} {br} {com} cutoff {year}", "{com} cutoff for {br} in {col} {year}?"])
        out.append(abstain(f"fadm-t{n + 5 + k:03d}", text.format(col=col, br=br, com=community.lower(), year=year),
                           "no-allotment", f"{FILES[YEARS.index(year)]}: the {community} cells of {branch} at "
                           f"college {college} in {year} are empty (no allotment / not reported).",
                           written="template"))
    return out


def hand() -> list[dict]:
    """Questions written by hand; the gold of each is still computed from the CSV cells."""
    q: list[dict] = []
    add = q.append
    # -- look-alike pairs: colleges, branches, communities, years, mark vs rank
    add(lookup("fadm-h001", "psg tech ece bc cutoff 2024", "look-alike", "2006", "EC", "BC", [2024],
               why="PSG College of Technology (2006), not PSG iTech (2377)."))
    add(lookup("fadm-h002", "psg itech ece bc cutoff 2024", "look-alike", "2377", "EC", "BC", [2024],
               why="PSG Institute of Technology and Applied Research (2377), not PSG Tech."))
    add(lookup("fadm-h003", "skcet cse mbc cutoff 2024?", "look-alike", "2718", "CS", "MBC", [2024],
               why="Sri Krishna College of Engineering and Technology (2718), not SKCT (2722)."))
    add(lookup("fadm-h004", "skct cse mbc cutoff 2024?", "look-alike", "2722", "CS", "MBC", [2024],
               why="Sri Krishna College of Technology (2722), not SKCET (2718)."))
    add(lookup("fadm-h005", "cit chennai ece bc cutoff 2024", "look-alike", "1399", "EC", "BC", [2024],
               why="Chennai Institute of Technology (1399), not Coimbatore Institute of Technology."))
    add(lookup("fadm-h006", "cit coimbatore ece bc cutoff 2024", "look-alike", "2007", "EC", "BC", [2024],
               why="Coimbatore Institute of Technology (2007), not Chennai Institute of Technology."))
    add(lookup("fadm-h007", "ceg cse bc cutoff 2024", "look-alike", "1", "CS", "BC", [2024],
               why="CEG CSE (CS), not CSE (SS) (CM)."))
    add(lookup("fadm-h008", "ceg cse (ss) bc cutoff 2024", "look-alike", "1", "CM", "BC", [2024],
               why="CEG CSE self-supporting (CM), not CS."))
    add(lookup("fadm-h009", "velammal engineering college ece oc cutoff 2024", "look-alike", "1120", "EC", "OC",
               [2024], why="Velammal Engineering College, Surapet (1120), not Velammal Institute of Technology "
               "(1237) or Velammal College of Engineering and Technology, Madurai (5986)."))
    add(lookup("fadm-h010", "velammal institute of technology ece oc cutoff 2024", "look-alike", "1237", "EC",
               "OC", [2024], why="Velammal Institute of Technology (1237), Panchetti."))
    add(lookup("fadm-h011", "velammal college of engg and tech madurai ece oc cutoff 2024", "look-alike", "5986",
               "EC", "OC", [2024], why="Velammal College of Engineering and Technology, Madurai (5986)."))
    add(lookup("fadm-h012", "st joseph's college of engineering IT bc cutoff 2024", "look-alike", "1317", "IT",
               "BC", [2024], why="St. Joseph's College of Engineering (1317), not the Institute of Technology."))
    add(lookup("fadm-h013", "st josephs institute of technology IT bc cutoff 2024", "look-alike", "1149", "IT",
               "BC", [2024], why="St. Joseph's Institute of Technology (1149)."))
    add(lookup("fadm-h014", "tce ece bcm cutoff 2024", "look-alike", "5008", "EC", "BCM", [2024],
               why="BCM (Backward Class Muslims), not BC."))
    add(lookup("fadm-h015", "tce ece bc cutoff 2024", "look-alike", "5008", "EC", "BC", [2024],
               why="BC, not BCM."))
    add(lookup("fadm-h016", "ssn cse sca cutoff 2024", "look-alike", "1315", "CS", "SCA", [2024],
               why="SCA (Arunthathiyar), not SC."))
    add(lookup("fadm-h017", "ssn cse sc cutoff 2024", "look-alike", "1315", "CS", "SC", [2024], why="SC, not SCA."))
    add(lookup("fadm-h018", "kct IT bcm cutoff 2023", "look-alike", "2712", "IT", "BCM", [2023],
               why="2023, not 2024 (the 2023 mark has three digits after the point in the source: 186.81)."))
    add(lookup("fadm-h019", "kct IT bcm cutoff 2024", "look-alike", "2712", "IT", "BCM", [2024], why="2024."))
    add(lookup("fadm-h020", "mepco ece bc closing rank 2024", "look-alike", "4960", "EC", "BC", [2024],
               want="rank", why="The closing rank, not the mark."))
    add(lookup("fadm-h021", "mepco ece bc cutoff mark 2024", "look-alike", "4960", "EC", "BC", [2024],
               why="The mark, not the rank."))
    add(lookup("fadm-h022", "chemical engg at ACT campus bc cutoff 2024", "look-alike", "2", "CH", "BC", [2024],
               why="Chemical Engineering is at the ACT campus (college 2)."))
    add(abstain("fadm-h023", "chemical engg at CEG bc cutoff 2024", "abstain",
                "CEG (college 1) has no Chemical Engineering; it is at the ACT campus (college 2), a different "
                "college: answering with ACT's cutoff is wrong."))
    add(lookup("fadm-h024", "gce salem mech bc cutoff 2023", "look-alike", "2615", "ME", "BC", [2023],
               why="Government College of Engineering, Salem (2615), 2023 file only."))
    add(abstain("fadm-h025", "sona college salem mech bc cutoff 2023", "abstain",
                "Sona College of Technology (2618) is only in the 2024 file: no 2023 data; GCE Salem is another "
                "college."))
    # -- more lookups in people's words (Tamil-English, abbreviations, no punctuation)
    add(lookup("fadm-h026", "gct civil oc rank 2024 evlo", "rank", "2005", "CE", "OC", [2024], want="rank"))
    add(lookup("fadm-h027", "PSG TECH EEE MBC CUTOFF 2023??", "mark", "2006", "EE", "MBC", [2023]))
    add(lookup("fadm-h028", "what was the sc cutoff and closing rank for cse at kumaraguru in 2023", "lookup",
               "2712", "CS", "SC", [2023], want="both"))
    add(lookup("fadm-h029", "mit chromepet cse oc cutoff enna 2024", "mark", "4", "CS", "OC", [2024]))
    add(lookup("fadm-h030", "bannari amman cse bc cutoff 2024", "mark", "2702", "CS", "BC", [2024]))
    add(lookup("fadm-h031", "kongu IT bc cutoff", "mark", "2711", "IT", "BC",
               why="No year: Kongu is only in the 2024 file, so the 2024 cell."))
    add(lookup("fadm-h032", "cit cbe mech all years mbc cutoff", "mark", "2007", "ME", "MBC",
               why="No year: both 2023 and 2024."))
    add(lookup("fadm-h033", "ceg cse oc and bc cutoffs 2023", "mark", "1", "CS", ["OC", "BC"], [2023],
               why="Two communities in one year: 200 and 200."))
    add(lookup("fadm-h034", "ceg cse bc n st cutoff 2023", "mark", "1", "CS", ["BC", "ST"], [2023], expect="warn",
               why="BC exists; the ST cell of CEG CSE 2023 is empty: answer BC, say ST has no allotment."))
    add(lookup("fadm-h035", "tce ece sc cutoff 2023 and 2024", "mark", "5008", "EC", "SC", [2023, 2024]))
    add(lookup("fadm-h036", "kongu ece oc cutoff 2023 and 2024", "mark", "2711", "EC", "OC", [2023, 2024],
               expect="warn", why="Kongu is only in the 2024 file: answer 2024, say 2023 is not in the data."))
    add(lookup("fadm-h037", "saranathan ece mbc cutoff 2024 trichy", "mark", "3819", "EC", "MBC", [2024]))
    add(lookup("fadm-h038", "cit coimbatore ece st cutoff 2024", "no-allotment", "2007", "EC", "ST", [2024],
               expect="abstain", why="The ST cell of CIT Coimbatore ECE 2024 is empty (no allotment; 2023 has "
               "one, but 2024 was asked)."))
    add(lookup("fadm-h039", "whats the closing rank of ssn IT for bc in 2023", "rank", "1315", "IT", "BC", [2023],
               want="rank"))
    add(lookup("fadm-h040", "annamalai univ civil mbc cutoff 2023", "mark", "5", "CE", "MBC", [2023]))
    # -- lists with a threshold
    add(program_list("fadm-h041", "ECE colleges with BC cutoff ≤ 185.5", "list", "EC", "BC", "<=", 185.5,
                     why="Issue 17's example; no year: each ECE program in its latest year."))
    add(program_list("fadm-h042", "cse colleges in coimbatore where oc cutoff below 195 in 2024", "list", "CS",
                     "OC", "<", 195.0, year=2024, place="Coimbatore"))
    add(program_list("fadm-h043", "list mech programs with mbc cutoff above 180 in 2024", "list", "ME", "MBC", ">",
                     180.0, year=2024))
    add(program_list("fadm-h044", "which colleges have IT with bc cutoff 185 or above in 2024", "list", "IT", "BC",
                     ">=", 185.0, year=2024))
    add(program_list("fadm-h045", "eee colleges in erode bc cutoff ≤ 175 2024", "list", "EE", "BC", "<=", 175.0,
                     year=2024, place="Erode"))
    add(program_list("fadm-h046", "ai ds colleges with oc cutoff of at least 190 in 2024", "list", "AD", "OC", ">=",
                     190.0, year=2024))
    add(program_list("fadm-h047", "180 ku keela bc cutoff irukura ece colleges kovai la 2024", "list", "EC", "BC",
                     "<", 180.0, year=2024, place="Coimbatore", why="'180 ku keela' = below 180; 'kovai' = "
                     "Coimbatore."))
    add(program_list("fadm-h048", "civil engg colleges 2023 with sc cutoff above 170", "list", "CE", "SC", ">",
                     170.0, year=2023))
    add(program_list("fadm-h049", "cse 2024 mbc cutoff 195 or more which colleges", "list", "CS", "MBC", ">=",
                     195.0, year=2024))
    add(program_list("fadm-h050", "mech colleges in trichy with bc cutoff under 145 2024", "list", "ME", "BC", "<",
                     145.0, year=2024, place="Tiruchirappalli", why="Trichy = Tiruchirappalli."))
    # -- eligibility (a mark and a community)
    add(eligibility("fadm-h051", "I got 185.5, BC, which colleges for ECE in Coimbatore?", "BC", cutoff=185.5,
                    branch="EC", place="Coimbatore", why="Issue 17's example: the city and the mark both filter."))
    add(eligibility("fadm-h052", "cutoff 183 mbc which cse colleges in erode can i get", "MBC", cutoff=183.0,
                    branch="CS", place="Erode"))
    add(eligibility("fadm-h053", "my cutoff is 140 SC, what mech colleges in erode district", "SC",
                    cutoff=140.0, branch="ME", place="Erode"))
    add(eligibility("fadm-h054", "maths 92 phy 90 chem 88 bc, which colleges for IT in coimbatore", "BC",
                    marks=(92, 90, 88), branch="IT", place="Coimbatore",
                    why="Cutoff 92 + 45 + 44 = 181 first, then Coimbatore IT programs with BC mark ≤ 181."))
    add(eligibility("fadm-h055", "190.5 cutoff bcm ece colleges in kovai list", "BCM", cutoff=190.5,
                    branch="EC", place="Coimbatore"))
    add(eligibility("fadm-h056", "with 170 cutoff st category any civil seat in trichy?", "ST", cutoff=170.0,
                    branch="CE", place="Tiruchirappalli"))
    add(eligibility("fadm-h057", "enaku 188 cutoff, mbc, kovai la cse kedaikuma", "MBC", cutoff=188.0, branch="CS",
                    place="Coimbatore", why="Tamil-English: 'I have 188, MBC, will I get CSE in Kovai (Coimbatore)?'"))
    add(eligibility("fadm-h058", "oc 191 eee options in coimbatore", "OC", cutoff=191.0, branch="EE",
                    place="Coimbatore"))
    add(abstain("fadm-h059", "i got 190 which colleges for cse", "abstain",
                "Eligibility needs a community (docs/admissions.md): ask for it, do not list."))
    # -- cutoff from subject marks (no community needed)
    add(compute("fadm-h060", "maths 96 physics 90 chemistry 88 whats my tnea cutoff", 96, 90, 88))
    add(compute("fadm-h061", "m 100 p 100 c 100 cutoff?", 100, 100, 100))
    add(compute("fadm-h062", "maths 87 phy 92 chem 79 cutoff calculate pannunga", 87, 92, 79))
    add(compute("fadm-h063", "en marks maths 99 physics 96 chemistry 98 cutoff evlo", 99, 96, 98))
    add(compute("fadm-h064", "tnea cutoff for 95 in maths, 85 in physics and 91 in chemistry", 95, 85, 91))
    add(compute("fadm-h065", "phy 90 chem 80 maths 70 cutoff?", 70, 90, 80))
    add(compute("fadm-h066", "Maths 100, Physics 75.5, Chemistry 82 - what is my cutoff mark out of 200", 100, 75.5,
                82))
    # -- colleges by city / district (address in the data)
    add(colleges_in("fadm-h067", "engineering colleges in erode in the tnea data", "Erode"))
    add(colleges_in("fadm-h068", "kovai la enna colleges irukku", "Coimbatore"))
    add(colleges_in("fadm-h069", "tnea colleges in madurai", "Madurai"))
    add(colleges_in("fadm-h070", "which colleges in trichy are in the list", "Tiruchirappalli"))
    add(colleges_in("fadm-h071", "colleges in salem district", "Salem"))
    # -- aggregates over the data
    psg_2024 = sorted(b for c, b, y in ROWS if c == "2006" and y == 2024)
    add(line("fadm-h072", "how many branches does psg tech have in the 2024 list", "aggregate", "answer",
             node_ids=[institution_id("2006")], values={"count": len(psg_2024)}, docs=[f"data:{FILES[1]}"],
             answer_type="value", written="hand", why=f"PSG Tech rows in the 2024 file: {len(psg_2024)}."))
    ec_2024 = sorted(c for c, b, y in ROWS if b == "EC" and y == 2024)
    add(line("fadm-h073", "how many colleges offer ece in the 2024 data", "aggregate", "answer", node_ids=[],
             values={"count": len(ec_2024)}, docs=[f"data:{FILES[1]}"], answer_type="value", written="hand",
             why=f"Colleges with an EC row in the 2024 file: {len(ec_2024)}."))
    top = max((c for c in CUTOFFS if c.branch == "EC" and c.year == 2024 and c.community == "OC"),
              key=lambda c: (c.mark, -c.rank))
    assert top.college == "1"  # CEG, Guindy: its name in the data is "... CEG Campus ... Guindy ..."
    add(line("fadm-h074", "which college had the highest oc cutoff for ece in 2024", "aggregate", "answer",
             node_ids=[top.node_id], values={"college": ["CEG", "Guindy"], "mark": top.mark},
             docs=[top.doc], answer_type="value", written="hand",
             why=f"Highest 2024 OC mark for EC: college {top.college}, {fmt(top.mark)}."))
    cbe_me = [c for c in CUTOFFS if c.branch == "ME" and c.year == 2024 and c.community == "BC"
              and c.college in in_place("Coimbatore")]
    low = min(cbe_me, key=lambda c: (c.mark, -c.rank))
    assert sum(c.mark == low.mark for c in cbe_me) == 1
    add(line("fadm-h075", "lowest bc cutoff for mech in coimbatore 2024 - which college", "aggregate", "answer",
             node_ids=[low.node_id], values={"college": COLLEGE_TEXT[low.college], "mark": low.mark},
             docs=[low.doc], answer_type="value", written="hand",
             why=f"Lowest 2024 BC mark for ME among Coimbatore colleges: {low.college}, {fmt(low.mark)}."))
    # -- must abstain: quotas, communities, years, programs, colleges, fees
    for qid, text, why in [
        ("fadm-h076", "EWS cutoff for cse at ceg 2024", "TNEA data has no EWS category (communities OC..ST only)."),
        ("fadm-h077", "ews ku cutoff enna ssn cse", "No EWS category in the data."),
        ("fadm-h078", "management quota cse seat cutoff at kumaraguru", "Only the General Academic quota is in the "
                                                                         "data; management seats are not."),
        ("fadm-h079", "kct mgmt quota fees for ece", "No management quota and no fees in the data."),
        ("fadm-h080", "7.5% govt school quota cutoff for ece at gct 2024", "The 7.5% government-school "
                                                                          "reservation is not in the data."),
        ("fadm-h081", "vocational stream cutoff mech psg tech 2024", "The vocational quota is not in the data."),
        ("fadm-h082", "obc cutoff cse psg itech 2024", "OBC is not a TNEA community; the data has OC..ST."),
        ("fadm-h083", "nri quota cutoff for cse at ssn", "No NRI quota in the data."),
        ("fadm-h084", "ceg cse oc cutoff 2022", "The data has 2023 and 2024 only."),
        ("fadm-h085", "2025 cutoff for ece at kongu bc", "No 2025 data."),
        ("fadm-h086", "tce mech cutoff 2021 mbc", "No 2021 data."),
        ("fadm-h087", "aero at psg tech bc cutoff 2024", "PSG Tech (2006) has no Aeronautical Engineering."),
        ("fadm-h088", "loyola icam civil cutoff oc 2024", "Loyola-ICAM (1450) has no Civil Engineering."),
        ("fadm-h089", "marine engineering cutoff at ceg 2024", "CEG has no Marine Engineering (SVCE has it)."),
        ("fadm-h090", "petroleum engg psg tech cutoff", "PSG Tech has no Petroleum Engineering."),
        ("fadm-h091", "textile technology at ssn bc cutoff 2024", "SSN (1315) has no Textile Technology."),
        ("fadm-h092", "ece cutoff at school of architecture anna univ", "The School of Architecture and Planning (3) "
                                                                        "has only B.Plan."),
        ("fadm-h093", "iit madras cse cutoff", "IIT Madras is not a TNEA college in the data."),
        ("fadm-h094", "vit vellore cse cutoff for bc", "VIT Vellore is not in the data (Velammal Institute of "
                                                           "Technology is another college)."),
        ("fadm-h095", "amrita coimbatore ece cutoff 2024", "Amrita is not a TNEA college in the data."),
        ("fadm-h096", "sairam engineering college cse bc cutoff 2024", "Sri Sairam is not in the data's 40 colleges."),
        ("fadm-h097", "nit trichy cse cutoff", "NIT Tiruchirappalli is not a TNEA college."),
        ("fadm-h098", "srm kattankulathur cse cutoff 2024", "SRM Institute of Science and Technology is not in the "
                                                            "data (SRM Valliammai is another college)."),
        ("fadm-h099", "psg tech fees per year", "The data has no fees."),
        ("fadm-h100", "hostel fees ceg", "No fees, hostel or tuition, in the data."),
        ("fadm-h101", "kct cse fee structure 2024", "The data has no fees."),
    ]:
        add(abstain(qid, text, "abstain", why))
    return q


def sessions() -> list[dict]:
    """Conversations: follow-ups fill the slots they leave open; a complete new question gets its own answer."""
    q: list[dict] = []
    add = q.append
    add(lookup("fadm-s101", "psg tech ece bc cutoff 2024", "lookup", "2006", "EC", "BC", [2024], session="fa1"))
    add(lookup("fadm-s102", "mbc?", "follow-up", "2006", "EC", "MBC", [2024], session="fa1",
               gold_standalone="psg tech ece mbc cutoff 2024"))
    add(lookup("fadm-s103", "2023 la?", "follow-up", "2006", "EC", "MBC", [2023], session="fa1",
               gold_standalone="psg tech ece mbc cutoff 2023"))
    add(lookup("fadm-s104", "eee ku?", "follow-up", "2006", "EE", "MBC", [2023], session="fa1",
               gold_standalone="psg tech eee mbc cutoff 2023"))
    add(lookup("fadm-s201", "kct cse oc cutoff 2024", "lookup", "2712", "CS", "OC", [2024], session="fa2"))
    add(lookup("fadm-s202", "what about IT", "follow-up", "2712", "IT", "OC", [2024], session="fa2",
               gold_standalone="kct IT oc cutoff 2024"))
    add(other("fadm-s203", "What is indicator 13?", "new-question", "answer", ["spbe:indicator:13"],
              {"name": ["Keterpaduan Rencana dan Anggaran", "planning and budgeting"]},
              ["data:spbe_indicators.csv"],
              "A complete new question (issue 17's session bug): SPBE indicator 13, Tingkat Kematangan Keterpaduan "
              "Rencana dan Anggaran SPBE; no cutoff.", session="fa2", gold_standalone="What is indicator 13?"))
    add(lookup("fadm-s301", "cit cbe mech mbc cutoff 2024", "lookup", "2007", "ME", "MBC", [2024], session="fa3"))
    add(lookup("fadm-s302", "closing rank?", "follow-up", "2007", "ME", "MBC", [2024], want="rank", session="fa3",
               gold_standalone="cit cbe mech mbc closing rank 2024"))
    add(lookup("fadm-s303", "What is the OC closing rank for civil at GCT Coimbatore in 2024?", "lookup", "2005",
               "CE", "OC", [2024], want="rank", session="fa3", turn="new",
               why="A complete new question: its own college, branch and community."))
    add(lookup("fadm-s304", "bc?", "follow-up", "2005", "CE", "BC", [2024], want="rank", session="fa3",
               gold_standalone="What is the BC closing rank for civil at GCT Coimbatore in 2024?"))
    add(compute("fadm-s401", "maths 96 physics 90 chemistry 88 whats my cutoff", 96, 90, 88, session="fa4"))
    add(eligibility("fadm-s402", "am BC, which ece colleges in coimbatore can i get", "BC", cutoff=185.0,
                    branch="EC", place="Coimbatore", session="fa4",
                    gold_standalone="cutoff 185, BC: which ECE colleges in Coimbatore can I get?"))
    add(eligibility("fadm-s403", "what about mbc?", "MBC", cutoff=185.0, branch="EC", place="Coimbatore",
                    session="fa4", gold_standalone="cutoff 185, MBC: which ECE colleges in Coimbatore?"))
    add(lookup("fadm-s501", "ceg cse oc cutoff 2024", "lookup", "1", "CS", "OC", [2024], session="fa5"))
    add(lookup("fadm-s502", "ssn?", "follow-up", "1315", "CS", "OC", [2024], session="fa5",
               gold_standalone="ssn cse oc cutoff 2024"))
    add(lookup("fadm-s503", "2023?", "follow-up", "1315", "CS", "OC", [2023], session="fa5",
               gold_standalone="ssn cse oc cutoff 2023"))
    add(other("fadm-s504", "is there a burn ban in travis county texas", "new-question", "answer",
              ["geo:US/Texas/Travis County"], {"ban": ["burn ban is in effect", "90 days"]},
              ["geo:travis_county_texas_burn_ban.md"],
              "A complete new question about a place: the Travis County order (exact scope), not a cutoff.",
              session="fa5", gold_standalone="is there a burn ban in travis county texas"))
    add(lookup("fadm-s601", "kongu IT bc cutoff 2024", "lookup", "2711", "IT", "BC", [2024], session="fa6"))
    add(abstain("fadm-s602", "what about 2023", "follow-up", "Kongu (2711) is only in the 2024 file.",
                session="fa6", gold_standalone="kongu IT bc cutoff 2023"))
    add(eligibility("fadm-s701", "I got 159 and I'm MBC, which colleges offer me mech in erode district", "MBC",
                    cutoff=159.0, branch="ME", place="Erode", session="fa7"))
    add(lookup("fadm-s702", "what's the SC cutoff for mechanical at Kongu Engineering College in 2024?", "lookup",
               "2711", "ME", "SC", [2024], session="fa7", turn="new",
               why="A complete new question after an eligibility list: one cell, not a list."))
    add(lookup("fadm-s801", "tce ece cutoff enna bc 2024", "lookup", "5008", "EC", "BC", [2024], session="fa8"))
    add(lookup("fadm-s802", "mbc ku?", "follow-up", "5008", "EC", "MBC", [2024], session="fa8",
               gold_standalone="tce ece mbc cutoff 2024"))
    add(lookup("fadm-s803", "rank?", "follow-up", "5008", "EC", "MBC", [2024], want="rank", session="fa8",
               gold_standalone="tce ece mbc closing rank 2024"))
    return q


def items() -> list[dict]:
    return templated() + hand() + sessions()


if __name__ == "__main__":
    sys.exit(main(items, OUT, __doc__.splitlines()[0]))
