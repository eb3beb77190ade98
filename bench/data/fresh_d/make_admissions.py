"""Write admissions.jsonl: a fourth blind, held-out TNEA set, typed the way students chat, gold from CSV cells.

    python bench/data/fresh_d/make_admissions.py           # reads ../shared/data/tnea/, writes admissions.jsonl
    python bench/data/fresh_d/make_admissions.py --check   # only checks that the file is current

The real files are read from ``../shared/data/tnea/`` when this runs (through ``bench/data/fresh_c/
make_admissions.py``, whose builders and labelling rules are imported, not copied) and never copied into the
project. Every question is new wording written by hand without running any engine; every gold number is read
from a CSV cell. Abstentions carry ``gold_missing``: the words an abstention should name as missing.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
sys.path.insert(0, str(ROOT))

from bench.data.fresh.common import line, main  # noqa: E402
from bench.data.fresh.make_spbe import IND, INDICATORS, STRUCT, domain_of  # noqa: E402
from bench.data.fresh_c.make_admissions import (  # noqa: E402
    CELL, COLLEGE_TEXT, CUTOFFS, FILES, NAMES, ROWS, abstain, colleges_in, compute, eligibility, engine_order, fmt,
    in_place, institution_id, lookup, other, program_list)

OUT = HERE / "admissions.jsonl"
# fresh_c's distinctive name parts, plus the campus names its table leaves out (the data's addresses hold them).
TEXT = COLLEGE_TEXT | {"1": ["CEG", "Guindy"], "4": ["MIT", "Chromepet", "Chrompet"]}


def missing(item: dict, *words: str) -> dict:
    """Mark a gold abstention with what it should say is missing (asserts the builder did abstain)."""
    assert item["gold_decision"] == "abstain", (item["id"], item["gold_decision"])
    item["gold_missing"] = list(words)
    return item


def cell(qid, question, kind, college, branch, community, year, **kw) -> dict:
    """A lookup that must be answerable (the cell exists)."""
    return lookup(qid, question, kind, college, branch, community, [year] if year else None, expect="answer", **kw)


def compare(qid, question, programs, community, year, *, session=None, **extra) -> dict:
    """Two colleges' closing marks for one branch, community and year: both cells must exist."""
    rows = sorted((CELL[(c, b, year, community)] for c, b in programs), key=engine_order)
    return line(qid, question, "compare", "answer", node_ids=[r.node_id for r in rows],
                values={f"{r.college} mark": r.mark for r in rows}, docs=sorted({r.doc for r in rows}),
                answer_type="value", written="hand", session=session,
                why="; ".join(f"{NAMES[r.college][:40]}… {r.branch} {community} {year}: {fmt(r.mark)} ({r.file} line "
                              f"{r.line})" for r in rows), **extra)


def branch_count(qid, question, college, year, **extra) -> dict:
    branches = sorted(b for c, b, y in ROWS if c == college and y == year)
    return line(qid, question, "aggregate", "answer", node_ids=[institution_id(college)],
                values={"count": len(branches)}, docs=[f"data:{FILES[[2023, 2024].index(year)]}"], answer_type="value",
                written="hand",
                why=f"Rows of college {college} in the {year} file: {len(branches)} ({', '.join(branches)}).",
                **extra)


def colleges_with(qid, question, branch, year, **extra) -> dict:
    colleges = sorted({c for c, b, y in ROWS if b == branch and y == year}, key=int)
    return line(qid, question, "aggregate", "answer", node_ids=[], values={"count": len(colleges)},
                docs=[f"data:{FILES[[2023, 2024].index(year)]}"], answer_type="value", written="hand",
                why=f"Colleges with a {branch} row in the {year} file: {len(colleges)}.", **extra)


def extreme(qid, question, branch, community, year, *, highest, place=None, **extra) -> dict:
    """The college with the highest / lowest closing mark (must be unique)."""
    pool = [c for c in CUTOFFS if c.branch == branch and c.year == year and c.community == community
            and (place is None or c.college in in_place(place))]
    mark = (max if highest else min)(c.mark for c in pool)
    best = [c for c in pool if c.mark == mark]
    assert len(best) == 1, (qid, [c.college for c in best])
    top = best[0]
    assert top.college in TEXT, (qid, top.college)
    return line(qid, question, "aggregate", "answer", node_ids=[top.node_id],
                values={"college": TEXT[top.college], "mark": top.mark}, docs=[top.doc], answer_type="value",
                written="hand", why=f"{'Highest' if highest else 'Lowest'} {year} {community} mark for {branch}"
                f"{' in ' + place if place else ''}: college {top.college}, {fmt(top.mark)} of {len(pool)}.", **extra)


def hand() -> list[dict]:
    q: list[dict] = []
    add = q.append
    # -- lookups: mark (short names, campus names, nicknames, Tamil-English)
    for qid, text, college, branch, community, year in [
        ("fad-001", "psg mech oc cutoff 2024 pls", "2006", "ME", "OC", 2024),
        ("fad-002", "gct civil bc 2023 cutoff enna", "2005", "CE", "BC", 2023),
        ("fad-003", "ceg mech mbc cutoff 2024 evlo", "1", "ME", "MBC", 2024),
        ("fad-004", "guindy eee oc 2023 cutoff sollunga", "1", "EE", "OC", 2023),
        ("fad-005", "mit chromepet automobile bc cutoff 24", "4", "AU", "BC", 2024),
        ("fad-006", "ssn information tech mbc cutoff 24", "1315", "IT", "MBC", 2024),
        ("fad-007", "kct mech bc 2023 cut off mark", "2712", "ME", "BC", 2023),
        ("fad-008", "svce civil oc cutoff 2024 enna", "1219", "CE", "OC", 2024),
        ("fad-009", "rec ai ds mbc 2023 cutoff", "1211", "AD", "MBC", 2023),
        ("fad-010", "cit cbe civil bcm 2024 cutof", "2007", "CE", "BCM", 2024),
        ("fad-011", "act campus chemical mbc cutoff 2023", "2", "CH", "MBC", 2023),
        ("fad-012", "annamalai nagar eee sc 2023 cutoff enna", "5", "EE", "SC", 2023),
        ("fad-013", "bannari amman ai&ds oc cutoff 2024 evlo", "2702", "AD", "OC", 2024),
        ("fad-014", "irtt erode automobile bc 2024 cutoff", "2709", "AU", "BC", 2024),
        ("fad-015", "mepco cse mbc 2024 enna cutoff", "4960", "CS", "MBC", 2024),
        ("fad-016", "saranathan trichy eee bc cutoff 2024", "3819", "EE", "BC", 2024),
        ("fad-017", "psna ece oc cutoff 2024 sollunga", "5910", "EC", "OC", 2024),
        ("fad-018", "gce bodi civil mbc 2024 cutoff", "5009", "CE", "MBC", 2024),
        ("fad-019", "tce civil bc cutoff 2023 pls", "5008", "CE", "BC", 2023),
        ("fad-020", "karuppur govt engg college eee bc 2023 cutoff", "2615", "EE", "BC", 2023),
        ("fad-021", "srm valliammai cyber security oc cutoff 2024", "1422", "CY", "OC", 2024),
        ("fad-022", "loyola icam ece mbc cutoff 2024 u know?", "1450", "EC", "MBC", 2024),
        ("fad-023", "kongu food tech bc cutoff 2024", "2711", "FD", "BC", 2024),
    ]:
        add(cell(qid, text, "mark", college, branch, community, year))
    # -- closing ranks and both
    add(cell("fad-024", "ceg cse oc closing rank 2024 enna", "rank", "1", "CS", "OC", 2024, want="rank"))
    add(cell("fad-025", "gct mech bc rank 2023 evlo", "rank", "2005", "ME", "BC", 2023, want="rank"))
    add(cell("fad-026", "kct ece mbc last rank 24", "rank", "2712", "EC", "MBC", 2024, want="rank"))
    add(cell("fad-027", "svce ece bc closing rank", "rank", "1219", "EC", "BC", None, want="rank",
             why="No year: SVCE is only in the 2024 file, so the 2024 cell."))
    add(cell("fad-028", "psg tech civil sc rank 2023", "rank", "2006", "CE", "SC", 2023, want="rank"))
    add(cell("fad-029", "skcet it bc cutoff n rank 2024", "lookup", "2718", "IT", "BC", 2024, want="both"))
    add(cell("fad-030", "tpgit vellore civil oc cutoff & rank", "lookup", "1516", "CE", "OC", None, want="both",
             why="No year: TPGIT is only in the 2023 file."))
    # -- look-alike pairs: colleges, self-supporting branches, communities, mark vs rank
    add(cell("fad-031", "psg tech ece oc cutoff 2023", "look-alike", "2006", "EC", "OC", 2023,
             why="PSG College of Technology (2006), not PSG iTech (2377, 2024 file only)."))
    add(cell("fad-032", "psg itech neelambur ece oc 2024 cutoff sollunga", "look-alike", "2377", "EC", "OC", 2024,
             why="PSG Institute of Technology and Applied Research (2377), not PSG Tech."))
    add(cell("fad-033", "skct mech bc 2024 enna", "look-alike", "2722", "ME", "BC", 2024,
             why="Sri Krishna College of Technology (2722), not SKCET (2718)."))
    add(cell("fad-034", "skcet mech bc 2024 enna", "look-alike", "2718", "ME", "BC", 2024,
             why="Sri Krishna College of Engineering and Technology (2718), not SKCT (2722)."))
    add(cell("fad-035", "cit chennai (kundrathur) eee oc 2024", "look-alike", "1399", "EE", "OC", 2024,
             why="Chennai Institute of Technology (1399), not Coimbatore Institute of Technology (2007)."))
    add(cell("fad-036", "cit kovai eee oc 2024", "look-alike", "2007", "EE", "OC", 2024,
             why="Coimbatore Institute of Technology (2007), not Chennai Institute of Technology."))
    add(cell("fad-037", "guindy ece self supporting bc cutoff 24", "look-alike", "1", "EM", "BC", 2024,
             why="ECE (SS), branch EM, not regular ECE (EC)."))
    add(cell("fad-038", "ceg ece regular (not ss) bc 2024", "look-alike", "1", "EC", "BC", 2024,
             why="Regular ECE (EC), not ECE (SS) (EM)."))
    add(cell("fad-039", "ssn cse bcm cutoff 2023", "look-alike", "1315", "CS", "BCM", 2023, why="BCM, not BC."))
    add(cell("fad-040", "gct kovai cse arunthathiyar (sca) 2024 cutoff", "look-alike", "2005", "CS", "SCA", 2024,
             why="SCA, not SC."))
    add(cell("fad-041", "mit cse oc 2023 cutoff (chrompet not guindy)", "look-alike", "4", "CS", "OC", 2023,
             why="MIT campus (4), not CEG (1)."))
    add(cell("fad-042", "kct ece mbc cutoff mark 2024 not rank", "look-alike", "2712", "EC", "MBC", 2024,
             why="The mark, not the closing rank."))
    # -- comparisons: two colleges, two years
    add(compare("fad-043", "psg tech vs cit cbe ece bc 2024 which is higher", [("2006", "EC"), ("2007", "EC")], "BC",
                2024))
    add(compare("fad-044", "ssn or svce cse oc cutoff 2024 compare pls", [("1315", "CS"), ("1219", "CS")], "OC", 2024))
    add(compare("fad-045", "gct vs kct mech mbc cutoff 2023", [("2005", "ME"), ("2712", "ME")], "MBC", 2023))
    add(compare("fad-046", "skcet vs skct cse bc 2024 evlo difference", [("2718", "CS"), ("2722", "CS")], "BC", 2024))
    add(compare("fad-047", "ceg or mit ece oc 2024 which one tougher", [("1", "EC"), ("4", "EC")], "OC", 2024))
    add(lookup("fad-048", "ssn ece bc 2023 vs 2024 cutoff", "compare", "1315", "EC", "BC", [2023, 2024],
               expect="answer"))
    add(lookup("fad-049", "kct cse mbc cutoff 23 and 24 compare pannunga", "compare", "2712", "CS", "MBC",
               [2023, 2024], expect="answer"))
    add(lookup("fad-050", "tce mech oc ella years um", "compare", "5008", "ME", "OC", expect="answer",
               why="No year ('all years'): 2023 and 2024."))
    add(lookup("fad-051", "psg tech eee bc cutoff went up or down 2023 to 2024", "compare", "2006", "EE", "BC",
               [2023, 2024], expect="answer"))
    # -- empty cells (no allotment) and half-empty asks
    add(missing(lookup("fad-052", "psg tech civil st cutoff 2024", "no-allotment", "2006", "CE", "ST", [2024],
                       expect="abstain", why="The ST cell of PSG Tech Civil 2024 is empty (no allotment)."), "ST"))
    add(missing(lookup("fad-053", "mepco civil mbc 2024 cutoff enna", "no-allotment", "4960", "CE", "MBC", [2024],
                       expect="abstain", why="The MBC cell of Mepco Civil 2024 is empty."), "MBC"))
    add(missing(lookup("fad-054", "skct mech sca cutoff 2024", "no-allotment", "2722", "ME", "SCA", [2024],
                       expect="abstain", why="The SCA cell of SKCT Mech 2024 is empty."), "SCA"))
    add(lookup("fad-055", "tce eee sca cutoff 2023 n 2024", "mark", "5008", "EE", "SCA", [2023, 2024], expect="warn",
               why="TCE EEE SCA: 2024 exists, the 2023 cell is empty: answer 2024, say 2023 has no allotment."))
    add(lookup("fad-056", "ssn it sc and st cutoff 2024", "mark", "1315", "IT", ["SC", "ST"], [2024], expect="warn",
               why="SC exists, the ST cell of SSN IT 2024 is empty."))
    # -- cutoff from subject marks
    add(compute("fad-057", "maths 97 phy 92 chem 89 cutoff evlo", 97, 92, 89))
    add(compute("fad-058", "m 88 p 76 c 81 cutoff pls", 88, 76, 81))
    add(compute("fad-059", "maths la 100 physics 95 chemistry 93 na cutoff enna", 100, 95, 93))
    add(compute("fad-060", "wat cutoff for maths 72 physics 68 chem 70", 72, 68, 70))
    add(compute("fad-061", "chem 99 phy 98 maths 97 cutoff sollunga", 97, 98, 99))
    add(compute("fad-062", "maths 93.5 phy 88 chem 91 cutoff?", 93.5, 88, 91))
    add(compute("fad-063", "physics 100 chemistry 100 maths 90 cutoff u calc", 90, 100, 100))
    # -- lists with filters
    add(program_list("fad-064", "cse colleges erode bc cutoff 184 or less 2024", "list", "CS", "BC", "<=", 184.0,
                     year=2024, place="Erode"))
    add(program_list("fad-065", "mech colleges oc cutoff 185 and above 2024", "list", "ME", "OC", ">=", 185.0,
                     year=2024))
    add(program_list("fad-066", "civil clgs in kovai sc cutoff below 170 2024", "list", "CE", "SC", "<", 170.0,
                     year=2024, place="Coimbatore"))
    add(program_list("fad-067", "ece mbc cutoff 2023 above 190 list", "list", "EC", "MBC", ">", 190.0, year=2023))
    add(program_list("fad-068", "ai ds colleges madurai bc cutoff upto 185 in 2024", "list", "AD", "BC", "<=", 185.0,
                     year=2024, place="Madurai"))
    add(program_list("fad-069", "IT colleges thiruvallur oc cutoff under 185 2024", "list", "IT", "OC", "<", 185.0,
                     year=2024, place="Thiruvallur"))
    # -- eligibility: a mark (or subject marks) and a community
    add(eligibility("fad-070", "cutoff 183.5 bc cse erode la kedaikuma", "BC", cutoff=183.5, branch="CS",
                    place="Erode"))
    add(eligibility("fad-071", "sc 160 mech in coimbatore any chance", "SC", cutoff=160.0, branch="ME",
                    place="Coimbatore"))
    add(eligibility("fad-072", "mbc 178 civil trichy colleges kedaikuma", "MBC", cutoff=178.0, branch="CE",
                    place="Tiruchirappalli"))
    add(eligibility("fad-073", "maths 95 phy 90 chem 86 mbc which ece in salem", "MBC", marks=(95, 90, 86),
                    branch="EC", place="Salem", why="Cutoff 95 + 45 + 43 = 183 first, then Salem ECE programs with "
                    "MBC mark <= 183 (latest year of each)."))
    add(eligibility("fad-074", "oc 189 it colleges kovai kedaikuma", "OC", cutoff=189.0, branch="IT",
                    place="Coimbatore"))
    add(eligibility("fad-075", "bcm candidate 175 eee thiruvallur side", "BCM", cutoff=175.0, branch="EE",
                    place="Thiruvallur"))
    add(eligibility("fad-076", "sc 150 cse madurai evlo chance", "SC", cutoff=150.0, branch="CS", place="Madurai"))
    add(missing(abstain("fad-077", "cutoff 188 ece coimbatore kedaikuma", "eligibility",
                        "Eligibility needs a community: ask for it, do not list."), "community"))
    # -- colleges by place (address in the data)
    add(colleges_in("fad-078", "guindy la enna colleges", "Guindy"))
    add(colleges_in("fad-079", "erode dist colleges in ur list", "Erode"))
    add(colleges_in("fad-080", "madurai side tnea colleges sollunga", "Madurai"))
    add(colleges_in("fad-081", "trichy colleges list pls", "Tiruchirappalli"))
    # -- aggregates over the data
    add(branch_count("fad-082", "kct la 2024 evlo branches irukku", "2712", 2024))
    add(colleges_with("fad-083", "IT branch evlo colleges la irukku 2024 data la", "IT", 2024))
    add(extreme("fad-084", "highest mbc cutoff for mech 2024 which clg", "ME", "MBC", 2024, highest=True))
    add(extreme("fad-085", "lowest oc cutoff mech 2024 in erode which college", "ME", "OC", 2024, highest=False,
                place="Erode"))
    # -- must abstain: quotas, categories, years, programs a college lacks, colleges not in the files, fees
    for qid, text, why, what in [
        ("fad-086", "ews cutoff ceg mech 2024", "TNEA data has no EWS category (OC..ST only).", "EWS"),
        ("fad-087", "management quota kct ece cutoff enna", "Only the General Academic quota is in the data.",
         "management quota"),
        ("fad-088", "nri seat cutoff psg tech cse", "No NRI quota in the data.", "NRI"),
        ("fad-089", "ssn cse oc 2022 cutoff irundha sollunga", "The data has 2023 and 2024 only.", "2022"),
        ("fad-090", "gct ece 2025 cutoff bc evlo", "No 2025 data.", "2025"),
        ("fad-091", "ssn kalavakkam aeronautical oc cutoff 2024", "SSN (1315) has no Aeronautical Engineering.",
         "aeronautical"),
        ("fad-092", "gct ai ds cutoff bc 2024", "GCT Coimbatore (2005) has no AI & Data Science.", "ai ds"),
        ("fad-093", "psg itech IT cutoff 2024 mbc", "PSG iTech (2377) has no Information Technology program.", "IT"),
        ("fad-094", "karunya cse cutoff 2024", "Karunya is not in the data.", "karunya"),
        ("fad-095", "rajalakshmi institute of technology cse bc cutoff", "Rajalakshmi Institute of Technology is "
         "not in the data (Rajalakshmi Engineering College, 1211, is another college).", "rajalakshmi institute"),
        ("fad-096", "sathyabama cse cutoff enna", "Sathyabama is not a college in the data.", "sathyabama"),
        ("fad-097", "7.5 quota gce tirunelveli cse cutoff", "The 7.5% government-school reservation is not in the "
         "data.", "7.5"),
        ("fad-098", "lateral entry cutoff mech gct", "Lateral entry is not in the data.", "lateral entry"),
        ("fad-099", "differently abled quota ceg cse cutoff", "No differently-abled quota in the data.",
         "differently abled"),
        ("fad-100", "kongu cse fees per yr", "The data has no fees.", "fees"),
    ]:
        add(missing(abstain(qid, text, "abstain", why), what))
    add(missing(lookup("fad-101", "panimalar poonamallee cse bc 2024 cutoff evlo", "abstain", "1210", "CS", "BC",
                       [2024],
                       expect="abstain", why="Panimalar (1210) is only in the 2023 file: no 2024 row."), "2024"))
    return q


def sessions() -> list[dict]:
    """Conversations: follow-ups fill the slots they leave open; a complete new question gets its own answer."""
    q: list[dict] = []
    add = q.append
    add(cell("fad-102", "kumaraguru cse bc cutoff 2024 pls", "lookup", "2712", "CS", "BC", 2024, session="fad-s1"))
    add(lookup("fad-103", "mbc category ku evlo bro", "follow-up", "2712", "CS", "MBC", [2024], session="fad-s1",
               gold_standalone="kct cse mbc cutoff 2024"))
    add(lookup("fad-104", "2023 la evlo irundhuchu", "follow-up", "2712", "CS", "MBC", [2023], session="fad-s1",
               gold_standalone="kct cse mbc cutoff 2023"))
    add(compute("fad-105", "maths 96 phy 91 chem 89 cutoff enna", 96, 91, 89, session="fad-s2"))
    add(eligibility("fad-106", "mbc, mech in kovai kedaikuma", "MBC", marks=(96, 91, 89), branch="ME",
                    place="Coimbatore", session="fad-s2",
                    gold_standalone="maths 96 physics 91 chemistry 89, MBC: which mech colleges in Coimbatore?"))
    add(cell("fad-107", "Different question: GCE Srirangam ECE, OC category, 2024 closing mark?", "lookup", "3465",
             "EC", "OC", 2024,
             session="fad-s2", turn="new", why="A complete new question: one cell, not the previous eligibility list."))
    add(cell("fad-108", "ceg guindy eee bc cutoff for 2024 enna", "lookup", "1", "EE", "BC", 2024, session="fad-s3"))
    add(missing(lookup("fad-109", "mit la?", "follow-up", "4", "EE", "BC", [2024], session="fad-s3", expect="abstain",
                       gold_standalone="mit eee bc cutoff 2024",
                       why="The MIT campus (4) has no EEE program."), "EEE"))
    add(lookup("fad-110", "ece?", "follow-up", "4", "EC", "BC", [2024], session="fad-s3", expect="answer",
               gold_standalone="mit ece bc cutoff 2024"))
    add(cell("fad-111", "ssn it oc rank 2023", "lookup", "1315", "IT", "OC", 2023, want="rank", session="fad-s4"))
    add(lookup("fad-112", "mark evlo?", "follow-up", "1315", "IT", "OC", [2023], session="fad-s4", expect="answer",
               gold_standalone="ssn it oc cutoff mark 2023"))
    services = [n for n in INDICATORS if domain_of(n) == 4]
    add(other("fad-113", "how many indicators are in the spbe services domain", "new-question", "answer",
              ["spbe:domain:4"], {"count": len(services)}, [STRUCT, IND],
              f"A complete new question (SPBE): domain 4 has indicators {min(services)}-{max(services)} = "
              f"{len(services)}; no cutoff.", session="fad-s4", turn="new"))
    add(cell("fad-114", "sengipatti gce thanjavur cse mbc cutoff 2024 pls", "lookup", "3464", "CS", "MBC", 2024,
             session="fad-s5"))
    add(lookup("fad-115", "sc?", "follow-up", "3464", "CS", "SC", [2024], session="fad-s5", expect="answer",
               gold_standalone="gce thanjavur cse sc cutoff 2024"))
    add(cell("fad-116", "psg tech mech sc cutoff 2024 what", "lookup", "2006", "ME", "SC", 2024, session="fad-s5",
             turn="new", why="A complete new question: its own college and branch, not GCE Thanjavur CSE."))
    return q


def items() -> list[dict]:
    return hand() + sessions()


if __name__ == "__main__":
    sys.exit(main(items, OUT, __doc__.splitlines()[0]))
