"""Write admissions.jsonl: a sixth blind, held-out TNEA set, typed the way students chat, gold from CSV cells.

    python bench/data/fresh_f/make_admissions.py           # reads ../shared/data/tnea/, writes admissions.jsonl
    python bench/data/fresh_f/make_admissions.py --check   # only checks that the file is current

The real files are read from ``../shared/data/tnea/`` when this runs (through ``bench/data/fresh_c/
make_admissions.py``) and never copied into the project. Every gold builder is imported, so the labelling rules
are those of the older sets: ``bench/data/fresh_c/make_admissions.py`` (lookups, lists, eligibility, the
cutoff formula, colleges by place) and ``bench/data/fresh_d/make_admissions.py`` (``gold_missing``, two-college
comparisons, counts and extremes). Every question is new wording written by hand without running any engine;
every gold number is read from a CSV cell.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
sys.path.insert(0, str(ROOT))

from bench.data.fresh.common import main  # noqa: E402
from bench.data.fresh_c.make_admissions import (  # noqa: E402
    abstain, colleges_in, compute, eligibility, lookup, program_list)
from bench.data.fresh_d.make_admissions import (  # noqa: E402
    branch_count, cell, colleges_with, compare, extreme, missing)

OUT = HERE / "admissions.jsonl"


def hand() -> list[dict]:
    q: list[dict] = []
    add = q.append
    # -- lookups: mark (short names as students use them, Tamil-English, no punctuation)
    for qid, text, college, branch, community, year in [
        ("faf-001", "sona salem cse bc cutoff 2024 enna", "2618", "CS", "BC", 2024),
        ("faf-002", "kpr engg ece mbc cutoff 24 evlo", "2764", "EC", "MBC", 2024),
        ("faf-003", "srec eee oc 2024 cutoff pls", "2719", "EE", "OC", 2024),
        ("faf-004", "nec kovilpatti civil engg bc cutoff 2024", "4962", "CE", "BC", 2024),
        ("faf-005", "velammal engg college surapet ece bc 2024 cut off", "1120", "EC", "BC", 2024),
        ("faf-006", "saveetha engg mech mbc 24 cutoff evlo bro", "1216", "ME", "MBC", 2024),
        ("faf-007", "dharmapuri govt engg clg mech mbc 2023 cutoff", "2369", "ME", "MBC", 2023),
        ("faf-008", "annamalai univ cse bc 2023 cutoff evlo", "5", "CS", "BC", 2023),
        ("faf-009", "uce bit campus trichy ece mbc 2024 cutoff enna", "3011", "EC", "MBC", 2024),
        ("faf-010", "panimalar poonamallee ece bc 2023 la enna mark", "1210", "EC", "BC", 2023),
    ]:
        add(cell(qid, text, "mark", college, branch, community, year))
    # -- closing ranks and both
    add(cell("faf-011", "kongu mech oc closing rank 2024 evlo", "rank", "2711", "ME", "OC", 2024, want="rank"))
    add(cell("faf-012", "gct coimbatore eee mbc rank 2023 enna", "rank", "2005", "EE", "MBC", 2023, want="rank"))
    add(cell("faf-013", "tce madurai cse oc last rank 24", "rank", "5008", "CS", "OC", 2024, want="rank"))
    add(cell("faf-014", "bit sathy cse mbc cutoff um rank um 2024", "lookup", "2702", "CS", "MBC", 2024,
             want="both"))
    # -- look-alike pairs: colleges with near names, self-supporting branches, communities
    add(cell("faf-015", "st joseph's college of engg (not the institute) ece mbc 2024", "look-alike", "1317",
             "EC", "MBC", 2024,
             why="St. Joseph's College of Engineering (1317), not St. Joseph's Institute of Technology "
             "(1149)."))
    add(cell("faf-016", "st josephs institute of tech omr ece mbc cutoff evlo 2024", "look-alike", "1149",
             "EC", "MBC", 2024, why="St. Joseph's Institute of Technology (1149), not St. Joseph's College of "
             "Engineering (1317)."))
    add(cell("faf-017", "velammal institute of tech ponneri cse bc cutoff 2024", "look-alike", "1237", "CS", "BC",
             2024, why="Velammal Institute of Technology (1237), not Velammal Engineering College (1120) nor the "
             "Madurai Velammal (5986)."))
    add(cell("faf-018", "ceg cse ss (self supporting) oc cutoff 24", "look-alike", "1", "CM", "OC", 2024,
             why="CSE (SS), branch CM, not regular CSE (CS)."))
    add(cell("faf-019", "psg itech neelambur cse mbc 2024 evlo", "look-alike", "2377", "CS", "MBC", 2024,
             why="PSG iTech (2377) has CSE; PSG College of Technology (2006) is another college."))
    add(cell("faf-020", "gce salem (karuppur, not sona) eee oc 2023 cutoff", "look-alike", "2615", "EE", "OC",
             2023, why="Government College of Engineering Salem (2615), not Sona College of Technology (2618)."))
    add(cell("faf-021", "gct mech bcm (muslim) cutoff 2024", "look-alike", "2005", "ME", "BCM", 2024,
             why="BCM, not BC."))
    # -- comparisons: two colleges, two years
    add(compare("faf-022", "kongu vs bit sathy cse bc 2024 which one cutoff jaasthi", [("2711", "CS"),
                                                                                        ("2702", "CS")], "BC", 2024))
    add(compare("faf-023", "srec or kpr ece oc 2024 cutoff compare", [("2719", "EC"), ("2764", "EC")], "OC", 2024))
    add(compare("faf-024", "mepco vs nec kovilpatti mech mbc 2024 cutoff", [("4960", "ME"), ("4962", "ME")], "MBC",
                2024))
    add(lookup("faf-025", "cit cbe eee oc cutoff 2023 la evlo 2024 la evlo", "compare", "2007", "EE", "OC",
               [2023, 2024], expect="answer"))
    add(lookup("faf-026", "act campus chemical oc cutoff both years", "compare", "2", "CH", "OC", expect="answer",
               why="No single year ('both years'): 2023 and 2024."))
    # -- empty cells (no allotment) and half-empty asks
    add(missing(lookup("faf-027", "velammal institute ponneri mech bc cutoff 2024", "no-allotment", "1237", "ME",
                       "BC", [2024], expect="abstain",
                       why="The BC cell of Velammal Institute of Technology Mech 2024 is empty."), "BC"))
    add(missing(lookup("faf-028", "saranathan trichy civil mbc cutoff 24 evlo", "no-allotment", "3819", "CE", "MBC",
                       [2024], expect="abstain", why="The MBC cell of Saranathan Civil 2024 is empty."), "MBC"))
    add(lookup("faf-029", "kongu civil sc cutoff and mbc cutoff for 24", "mark", "2711", "CE", ["MBC", "SC"], [2024],
               expect="warn", why="Kongu Civil 2024: MBC exists, the SC cell is empty."))
    add(lookup("faf-030", "easwari civil bc um bcm um cutoff 24", "mark", "1304", "CE", ["BC", "BCM"], [2024],
               expect="warn", why="Easwari Civil 2024: BC exists, the BCM cell is empty."))
    # -- cutoff from subject marks (any order)
    add(compute("faf-031", "maths 99 physics 97 chemistry 95 na cutoff evlo varum", 99, 97, 95))
    add(compute("faf-032", "p 85 c 90 m 92 cutoff enna", 92, 85, 90))
    add(compute("faf-033", "chemistry 78 maths 84 physics 80 what would my cutoff be", 84, 80, 78))
    add(compute("faf-034", "m 91.5 p 87.5 c 89 cutoff calculate pannunga", 91.5, 87.5, 89))
    # -- lists with a mark threshold (and a district or city)
    add(program_list("faf-035", "cse colleges in coimbatore oc cutoff 190 or more 2024", "list", "CS", "OC", ">=",
                     190.0, year=2024, place="Coimbatore"))
    add(program_list("faf-036", "ece clgs erode mbc cutoff 180 or less 2024", "list", "EC", "MBC", "<=", 180.0,
                     year=2024, place="Erode"))
    add(program_list("faf-037", "trichy civil colleges bc cutoff under 170 2024", "list", "CE", "BC", "<",
                     170.0, year=2024, place="Tiruchirappalli"))
    add(program_list("faf-038", "IT branch mbc cutoff more than 185 in 2024 which colleges", "list", "IT", "MBC",
                     ">", 185.0, year=2024))
    # -- eligibility: a mark (or subject marks) and a community, in a place
    add(eligibility("faf-039", "bc 181 cse kovai la kedaikuma", "BC", cutoff=181.0, branch="CS",
                    place="Coimbatore"))
    add(eligibility("faf-040", "mbc 172 ece trichy side chance irukka", "MBC", cutoff=172.0, branch="EC",
                    place="Tiruchirappalli"))
    add(eligibility("faf-041", "sc 158 eee erode la enna colleges varum", "SC", cutoff=158.0, branch="EE",
                    place="Erode"))
    add(eligibility("faf-042", "maths 90 phy 84 chem 80 bc, mech madurai la kedaikuma", "BC", marks=(90, 84, 80),
                    branch="ME", place="Madurai", why="Cutoff 90 + 42 + 40 = 172 first, then Madurai Mech programs "
                    "with BC mark <= 172 (latest year of each)."))
    add(missing(abstain("faf-043", "178 cutoff civil erode la kedaikuma", "eligibility",
                        "Eligibility needs a community: ask for it, do not list."), "community"))
    # -- colleges by place (address in the data)
    add(colleges_in("faf-044", "salem la enna engg colleges data la irukku", "Salem"))
    add(colleges_in("faf-045", "tuticorin district clg list pls", "Tuticorin"))
    # -- aggregates over the data
    add(branch_count("faf-046", "sona college 2024 la evlo branches", "2618", 2024))
    add(colleges_with("faf-047", "ai ds evlo colleges la irukku 2024 list la", "AD", 2024))
    add(extreme("faf-048", "ece bc cutoff 2024 la top which clg", "EC", "BC", 2024, highest=True))
    add(extreme("faf-049", "coimbatore la kammi bc eee cutoff 2024 edhu", "EE", "BC", 2024, highest=False,
                place="Coimbatore"))
    # -- must abstain: colleges not in the files, quotas, years, programs a college lacks
    for qid, text, why, what in [
        ("faf-050", "karpagam engg college cse bc cutoff", "Karpagam is not in the data.", "karpagam"),
        ("faf-051", "sri eshwar ece cutoff 2024 enna", "Sri Eshwar is not in the data.", "sri eshwar"),
        ("faf-052", "mcet pollachi mech cutoff evlo", "Dr. Mahalingam College (MCET) is not in the data.", "mcet"),
        ("faf-053", "sports quota la srec eee cutoff evlo", "Only the General Academic quota is in the data.",
         "sports quota"),
        ("faf-054", "ex servicemen quota gct civil cutoff", "Only the General Academic quota is in the data.",
         "servicemen"),
        ("faf-055", "management seat sona cse evlo cutoff", "Only the General Academic quota is in the data.",
         "management"),
        ("faf-056", "ceg cse oc cutoff 2021 la enna", "The data has 2023 and 2024 only.", "2021"),
        ("faf-057", "nec kovilpatti biomedical oc cutoff 2024", "National Engineering College (4962) has no "
         "Biomedical Engineering.", "biomedical"),
        ("faf-058", "gce bodi ai ds mbc cutoff", "GCE Bodinayakkanur (5009) has no AI & Data Science.", "ai ds"),
    ]:
        add(missing(abstain(qid, text, "abstain", why), what))
    add(missing(lookup("faf-059", "kongu cse bc cutoff 2023", "abstain", "2711", "CS", "BC", [2023],
                       expect="abstain", why="Kongu (2711) is only in the 2024 file: no 2023 row."), "2023"))
    add(missing(lookup("faf-060", "mit chromepet civil bc cutoff 2024", "abstain", "4", "CE", "BC", [2024],
                       expect="abstain", why="The MIT campus (4) has no Civil Engineering."), "civil"))
    return q


def sessions() -> list[dict]:
    """Conversations: follow-ups fill the slots they leave open; a complete new question gets its own answer."""
    q: list[dict] = []
    add = q.append
    add(cell("faf-061", "kongu engg college ece bc 2024 cutoff sollunga", "lookup", "2711", "EC", "BC", 2024,
             session="faf-s1"))
    add(lookup("faf-062", "mbc category na?", "follow-up", "2711", "EC", "MBC", [2024], session="faf-s1",
               expect="answer",
               gold_standalone="kongu ece mbc cutoff 2024"))
    add(lookup("faf-063", "closing rank um sollunga", "follow-up", "2711", "EC", "MBC", [2024], want="rank",
               session="faf-s1", expect="answer", gold_standalone="kongu ece mbc closing rank 2024"))
    add(compute("faf-064", "m 94 p 88 c 90 na cutoff evlo aagum", 94, 88, 90, session="faf-s2"))
    add(eligibility("faf-065", "bc, ece kovai la kedaikuma", "BC", marks=(94, 88, 90), branch="EC",
                    place="Coimbatore", session="faf-s2",
                    gold_standalone="maths 94 physics 88 chemistry 90, BC: which ECE colleges in Coimbatore?"))
    add(cell("faf-066", "New question: KCT civil OC closing mark in 2023?", "lookup", "2712", "CE", "OC", 2023,
             session="faf-s2", turn="new", why="A complete new question: one cell, not the eligibility list."))
    add(cell("faf-067", "ssn cse oc cutoff 2023 enna", "lookup", "1315", "CS", "OC", 2023, session="faf-s3"))
    add(lookup("faf-068", "adhu 2024 la evlo", "follow-up", "1315", "CS", "OC", [2024], session="faf-s3",
               expect="answer",
               gold_standalone="ssn cse oc cutoff 2024"))
    add(lookup("faf-069", "svce ku?", "follow-up", "1219", "CS", "OC", [2024], session="faf-s3", expect="answer",
               gold_standalone="svce cse oc cutoff 2024"))
    add(cell("faf-070", "psg itech neelambur ai&ds bc 2024 enna", "lookup", "2377", "AD", "BC", 2024, session="faf-s4"))
    add(missing(lookup("faf-071", "psg tech la?", "follow-up", "2006", "AD", "BC", [2024], session="faf-s4",
                       expect="abstain", gold_standalone="psg tech ai ds bc cutoff 2024",
                       why="PSG College of Technology (2006) has no AI & Data Science program."), "ai ds"))
    add(lookup("faf-072", "mech?", "follow-up", "2006", "ME", "BC", [2024], session="faf-s4", expect="answer",
               gold_standalone="psg tech mech bc cutoff 2024"))
    return q


def items() -> list[dict]:
    return hand() + sessions()


if __name__ == "__main__":
    sys.exit(main(items, OUT, __doc__.splitlines()[0]))
