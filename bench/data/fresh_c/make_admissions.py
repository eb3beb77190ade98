"""Write admissions.jsonl: a blind, held-out TNEA set (issue 17) over the REAL cutoff files, gold from CSV cells.

    python bench/data/fresh_c/make_admissions.py           # reads ../shared/data/tnea/, writes admissions.jsonl
    python bench/data/fresh_c/make_admissions.py --check   # only checks that the file is current

The real files (``tnea_2023_cutoffs_sample17.csv``: 17 colleges; ``tnea_2024_cutoffs_40colleges.csv``: 40
colleges) are read from ``../shared/data/tnea/`` when this runs and are never copied into the project. The
question builders and labelling rules are copied from ``bench/data/fresh/make_admissions.py`` (see its docstring
and bench/data/fresh/README.md), with the node ids restated here instead of imported from the engine. Every
question is new wording written by hand without running any engine; every gold number is read from a CSV cell.
"""

from __future__ import annotations

import csv
import sys
from dataclasses import dataclass
from itertools import product
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))

from bench.data.fresh.common import line, main, tnea_dir  # noqa: E402


# Node ids as bench/data/fresh/README.md ("Fields") writes them; restated here so no engine module is imported.
def institution_id(college: str) -> str:
    return f"tnea:college:{college}"


def program_id(college: str, branch: str) -> str:
    return f"{institution_id(college)}:program:{branch}"


def cutoff_id(college: str, branch: str, year: int, quota: str, community: str) -> str:
    return f"{program_id(college, branch)}:cutoff:{year}:{quota}:{community}"

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



# -- the questions (all written by hand; every gold number read from a cell above) ----------------------------

def hand() -> list[dict]:
    q: list[dict] = []
    add = q.append
    # -- lookups: mark
    for qid, text, college, branch, community, year in [
        ("fac-001", "gct eee bc cutoff 2024 enna", "2005", "EE", "BC", 2024),
        ("fac-002", "svce mech mbc 2024 cut off", "1219", "ME", "MBC", 2024),
        ("fac-003", "rec thandalam cse oc cutoff in 2023??", "1211", "CS", "OC", 2023),
        ("fac-004", "panimalar aids bc 2023 cutoff", "1210", "AD", "BC", 2023),
        ("fac-005", "skcet ece sc cutoff for 2024 bro", "2718", "EC", "SC", 2024),
        ("fac-006", "easwari IT bcm cutoff 2024 pls", "1304", "IT", "BCM", 2024),
        ("fac-007", "saveetha engg clg cse mbc 2024 cutoff evlo", "1216", "CS", "MBC", 2024),
        ("fac-008", "rmkec ece oc cutoff 2024", "1113", "EC", "OC", 2024),
        ("fac-009", "psna dindigul mech bc cutoff yr 2024", "5910", "ME", "BC", 2024),
        ("fac-010", "gce tirunelveli eee mbc cutoff 2024", "4974", "EE", "MBC", 2024),
        ("fac-011", "national engg college kovilpatti IT bc 2024 enna mark", "4962", "IT", "BC", 2024),
        ("fac-012", "accet karaikudi civil mbc cutoff 2023", "5901", "CE", "MBC", 2023),
        ("fac-013", "tpgit ece bc 2023 cutoff mark", "1516", "EC", "BC", 2023),
        ("fac-014", "mit chrompet aeronautical oc cutoff 2024", "4", "AE", "OC", 2024),
        ("fac-015", "kpr institute cse cutoff for bc candidates 2024", "2764", "CS", "BC", 2024),
        ("fac-016", "srec mech sc 2024 cutoff??", "2719", "ME", "SC", 2024),
        ("fac-017", "gce bargur cse mbc 2024", "2603", "CS", "MBC", 2024),
        ("fac-018", "uce bit campus trichy civil bc 2024 cutoff", "3011", "CE", "BC", 2024),
        ("fac-019", "gce sengipatti thanjavur ece oc mark 2024", "3464", "EC", "OC", 2024),
        ("fac-020", "GCE DHARMAPURI CSE SC CUTOFF 2023", "2369", "CS", "SC", 2023),
    ]:
        add(lookup(qid, text, "mark", college, branch, community, [year]))
    add(lookup("fac-021", "annamalai mech bc cutoff", "mark", "5", "ME", "BC",
               why="No year: Annamalai is only in the 2023 file, so the 2023 cell."))
    add(lookup("fac-022", "psg tech mechanical oc cutoff both years", "mark", "2006", "ME", "OC",
               why="No single year: 2023 and 2024."))
    add(lookup("fac-023", "gct cse bc cutoff 2023 vs 2024", "mark", "2005", "CS", "BC", [2023, 2024]))
    # -- lookups: closing rank, and both
    add(lookup("fac-024", "licet cse bc closing rank 2024", "rank", "1450", "CS", "BC", [2024], want="rank"))
    add(lookup("fac-025", "sona tech ece mbc last rank 2024", "rank", "2618", "EC", "MBC", [2024], want="rank"))
    add(lookup("fac-026", "ssn eee oc rank 2023 enna", "rank", "1315", "EE", "OC", [2023], want="rank"))
    add(lookup("fac-027", "srm valliammai cse bc rank 2024 evlo", "rank", "1422", "CS", "BC", [2024], want="rank"))
    add(lookup("fac-028", "chennai institute of tech ai ds bc cutoff and rank 2024", "lookup", "1399", "AD", "BC",
               [2024], want="both"))
    add(lookup("fac-029", "gce srirangam ece mbc cutoff um rank um 2024", "lookup", "3465", "EC", "MBC", [2024],
               want="both"))
    # -- look-alike pairs
    add(lookup("fac-030", "skct ece branch bc closing mark 2024", "look-alike", "2722", "EC", "BC", [2024],
               why="Sri Krishna College of Technology (2722), not SKCET (2718)."))
    add(lookup("fac-031", "skcet ece branch bc closing mark 2024", "look-alike", "2718", "EC", "BC", [2024],
               why="Sri Krishna College of Engineering and Technology (2718), not SKCT (2722)."))
    add(lookup("fac-032", "psg itech eee oc cutoff 2024", "look-alike", "2377", "EE", "OC", [2024],
               why="PSG iTech (2377), not PSG Tech (2006)."))
    add(lookup("fac-033", "psg tech eee oc cutoff 2024", "look-alike", "2006", "EE", "OC", [2024],
               why="PSG College of Technology (2006), not PSG iTech."))
    add(lookup("fac-034", "velammal surapet cse bc cutoff 2024", "look-alike", "1120", "CS", "BC", [2024],
               why="Velammal Engineering College, Surapet (1120), not the Madurai college (5986)."))
    add(lookup("fac-035", "velammal madurai cse bc cutoff 2024", "look-alike", "5986", "CS", "BC", [2024],
               why="Velammal College of Engineering and Technology, Madurai (5986), not Surapet (1120)."))
    add(lookup("fac-036", "st joseph's engg college cse mbc 2024", "look-alike", "1317", "CS", "MBC", [2024],
               why="St. Joseph's College of Engineering (1317), not the Institute of Technology (1149)."))
    add(lookup("fac-037", "st joseph's institute of tech cse mbc 2024", "look-alike", "1149", "CS", "MBC", [2024],
               why="St. Joseph's Institute of Technology (1149), not the College of Engineering (1317)."))
    add(lookup("fac-038", "cit coimbatore (not chennai) cse oc 2024 cut-off", "look-alike", "2007", "CS",
               "OC", [2024], why="Coimbatore Institute of Technology (2007), not Chennai Institute of Technology."))
    add(lookup("fac-039", "mit ece bc cutoff 2024 (anna univ chrompet)", "look-alike", "4", "EC", "BC", [2024],
               why="MIT campus (4), not CEG (1)."))
    add(lookup("fac-040", "ceg ece bcm cutoff 2023", "look-alike", "1", "EC", "BCM", [2023], why="BCM, not BC."))
    add(lookup("fac-041", "ceg ece bc cutoff 2023", "look-alike", "1", "EC", "BC", [2023], why="BC, not BCM."))
    add(lookup("fac-042", "gct eee sca cutoff 2023", "look-alike", "2005", "EE", "SCA", [2023], why="SCA, not SC."))
    add(lookup("fac-043", "ceg civil mbc closing rank 2024", "look-alike", "1", "CE", "MBC", [2024], want="rank",
               why="The closing rank, not the mark."))
    # -- asked cells that are empty (no allotment) or partly missing
    add(lookup("fac-044", "ceg civil st cutoff 2024", "no-allotment", "1", "CE", "ST", [2024], expect="abstain",
               why="The ST cell of CEG Civil 2024 is empty (no allotment)."))
    add(lookup("fac-045", "kongu civil sc cutoff 2024", "no-allotment", "2711", "CE", "SC", [2024], expect="abstain",
               why="The SC cell of Kongu Civil 2024 is empty."))
    add(lookup("fac-046", "velammal engg college surapet cse sca cutoff 2024", "no-allotment", "1120", "CS", "SCA",
               [2024], expect="abstain", why="The SCA cell is empty."))
    add(lookup("fac-047", "gct eee oc and st cutoff 2024", "mark", "2005", "EE", ["OC", "ST"], [2024], expect="warn",
               why="OC exists, the ST cell of GCT EEE 2024 is empty: answer OC, say ST has no allotment."))
    add(lookup("fac-048", "kongu civil mbc cutoff 2023 and 2024", "mark", "2711", "CE", "MBC", [2023, 2024],
               expect="warn", why="Kongu is only in the 2024 file: answer 2024, say 2023 is not in the data."))
    # -- cutoff from subject marks
    add(compute("fac-049", "maths 98 phy 94 chem 90 en cutoff enna", 98, 94, 90))
    add(compute("fac-050", "my marks: maths 85, physics 80, chemistry 75. tnea cutoff?", 85, 80, 75))
    add(compute("fac-051", "calc my cutoff m=99 p=97 c=95", 99, 97, 95))
    add(compute("fac-052", "chemistry 88 maths 91 physics 83 cutoff out of 200", 91, 83, 88))
    add(compute("fac-053", "mat 100 phy 99 che 98 cutoff evlo varum", 100, 99, 98))
    add(compute("fac-054", "physics 70.5 maths 78 chemistry 66 whats the cutoff", 78, 70.5, 66))
    # -- lists with a threshold and a place
    add(program_list("fac-055", "ece colleges with mbc cutoff 190 or more in 2024", "list", "EC", "MBC", ">=", 190.0,
                     year=2024))
    add(program_list("fac-056", "cse colleges in madurai bc cutoff under 190 2024", "list", "CS", "BC", "<", 190.0,
                     year=2024, place="Madurai"))
    add(program_list("fac-057", "mech colleges in salem with oc cutoff below 180 in 2024", "list", "ME", "OC", "<",
                     180.0, year=2024, place="Salem"))
    add(program_list("fac-058", "eee colleges 2023 sc cutoff above 175", "list", "EE", "SC", ">", 175.0, year=2023))
    add(program_list("fac-059", "thiruvallur side ece colleges bc cutoff 175 ku keela 2024", "list", "EC", "BC",
                     "<", 175.0, year=2024, place="Thiruvallur", why="'175 ku keela' = below 175."))
    add(program_list("fac-060", "IT branch colleges where mbc cutoff is at most 170 in 2024", "list", "IT", "MBC",
                     "<=", 170.0, year=2024))
    # -- eligibility (a mark and a community)
    add(eligibility("fac-061", "my cutoff 178.5 bc, cse in trichy any chance", "BC", cutoff=178.5, branch="CS",
                    place="Tiruchirappalli"))
    add(eligibility("fac-062", "186 mbc ece madurai la kidaikuma", "MBC", cutoff=186.0, branch="EC",
                    place="Madurai"))
    add(eligibility("fac-063", "sc student cutoff 165 which eee colleges in thiruvallur", "SC", cutoff=165.0,
                    branch="EE", place="Thiruvallur"))
    add(eligibility("fac-064", "maths 90 physics 86 chem 84, i am mbc. mech colleges in salem?", "MBC",
                    marks=(90, 86, 84), branch="ME", place="Salem",
                    why="Cutoff 90 + 43 + 42 = 175 first, then Salem mech programs with MBC mark <= 175."))
    add(eligibility("fac-065", "bcm 192 ai ds options kovai", "BCM", cutoff=192.0, branch="AD", place="Coimbatore"))
    add(abstain("fac-066", "cutoff 181 civil colleges enna kidaikum", "abstain",
                "Eligibility needs a community: ask for it, do not list."))
    # -- colleges by place (address in the data)
    add(colleges_in("fac-067", "thiruvallur district la tnea colleges list", "Thiruvallur"))
    add(colleges_in("fac-068", "salem side engg colleges in ur data", "Salem"))
    # -- must abstain: quotas, communities, years, programs a college lacks, colleges not in the data
    for qid, text, why in [
        ("fac-069", "ews quota cutoff gct mech 2024", "TNEA data has no EWS category."),
        ("fac-070", "sports quota cutoff kct cse", "Only the General Academic quota is in the data."),
        ("fac-071", "ex servicemen quota ssn ece cutoff 2024", "No ex-servicemen quota in the data."),
        ("fac-072", "2020 la psg tech ece bc ku cutoff enna", "The data has 2023 and 2024 only."),
        ("fac-073", "skcet cse oc cutoff 2019", "No 2019 data."),
        ("fac-074", "gce bodi IT cutoff bc 2024", "GCE Bodinayakkanur (5009) has no IT program."),
        ("fac-075", "tce IT mbc cutoff 2024", "Thiagarajar College of Engineering (5008) has no IT program."),
        ("fac-076", "mepco aero cutoff 2024 oc", "Mepco Schlenk (4960) has no Aeronautical Engineering."),
        ("fac-077", "karpagam engg college ece cutoff 2024", "Karpagam is not in the data."),
        ("fac-078", "sri eshwar cse bc cutoff", "Sri Eshwar is not in the data."),
        ("fac-079", "anna univ madurai regional campus cse cutoff", "No Anna University regional campus Madurai in "
                                                                     "the data."),
        ("fac-080", "govt school 7.5 reservation la psg itech ece cutoff enna", "The 7.5% government-school "
                                                                                 "reservation is not in the data."),
    ]:
        add(abstain(qid, text, "abstain", why))
    return q


def sessions() -> list[dict]:
    """Conversations: follow-ups fill the slots they leave open; a complete new question gets its own answer."""
    q: list[dict] = []
    add = q.append
    add(lookup("fac-081", "gct eee mbc cutoff 2023", "lookup", "2005", "EE", "MBC", [2023], session="fac-s1"))
    add(lookup("fac-082", "2024 la?", "follow-up", "2005", "EE", "MBC", [2024], session="fac-s1",
               gold_standalone="gct eee mbc cutoff 2024"))
    add(lookup("fac-083", "ece ku?", "follow-up", "2005", "EC", "MBC", [2024], session="fac-s1",
               gold_standalone="gct ece mbc cutoff 2024"))
    add(compute("fac-084", "maths 95 phy 88 chem 92 cutoff?", 95, 88, 92, session="fac-s2"))
    add(eligibility("fac-085", "bc da, ece in kovai kedaikuma", "BC", cutoff=185.0, branch="EC", place="Coimbatore",
                    session="fac-s2", gold_standalone="cutoff 185, BC: which ECE colleges in Coimbatore can I get?"))
    add(lookup("fac-086", "How much did Loyola-ICAM's CSE close at for OC students in 2024?", "lookup", "1450", "CS", "OC",
               [2024], session="fac-s2", turn="new", why="A complete new question: one cell, not a list."))
    add(lookup("fac-087", "ssn cse bc rank 2024", "lookup", "1315", "CS", "BC", [2024], want="rank",
               session="fac-s3"))
    add(lookup("fac-088", "cutoff mark?", "follow-up", "1315", "CS", "BC", [2024], session="fac-s3",
               gold_standalone="ssn cse bc cutoff 2024"))
    add(abstain("fac-089", "ews ku?", "follow-up", "No EWS category in the data.", session="fac-s3",
                gold_standalone="ssn cse ews cutoff 2024"))
    return q


def items() -> list[dict]:
    return hand() + sessions()


if __name__ == "__main__":
    sys.exit(main(items, OUT, __doc__.splitlines()[0]))
