"""Write admissions.jsonl: a seventh blind, held-out TNEA set, typed the way students chat, gold from CSV cells.

    python bench/data/fresh_g/make_admissions.py           # reads ../shared/data/tnea/, writes admissions.jsonl
    python bench/data/fresh_g/make_admissions.py --check   # only checks that the file is current

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
    # -- closing marks: short names, Tamil-English, no punctuation
    for qid, text, college, branch, community, year in [
        ("fga-001", "rmk engg college kavaraipettai cse mbc 24 closing mark sollunga", "1113", "CS", "MBC", 2024),
        ("fga-002", "rajalakshmi thandalam IT bc 23 la evlo mark", "1211", "IT", "BC", 2023),
        ("fga-003", "chennai institute of technology kundrathur ai ds oc 24 cutoff theriyuma", "1399", "AD", "OC",
         2024),
        ("fga-004", "valliammai cyber security branch (CY) 24 bc la evlo", "1422", "CY", "BC", 2024),
        ("fga-005", "licet loyola campus ece oc 2024 cutoff sollunga", "1450", "EC", "OC", 2024),
        ("fga-006", "tpgit vellore eee mbc 2023 closing mark", "1516", "EE", "MBC", 2023),
        ("fga-007", "gce bargur krishnagiri ece bc 2024 evlo", "2603", "EC", "BC", 2024),
        ("fga-008", "accet karaikudi civil oc 2023 cut off mark", "5901", "CE", "OC", 2023),
        ("fga-009", "psna dindigul cse bc 2024 enna cutoff", "5910", "CS", "BC", 2024),
        ("fga-010", "gce thanjavur sengipatti eee sca cutoff 2024", "3464", "EE", "SCA", 2024),
    ]:
        add(cell(qid, text, "mark", college, branch, community, year))
    # -- closing ranks and both
    add(cell("fga-011", "ceg geo informatics oc closing rank 2024 evlo", "rank", "1", "GI", "OC", 2024, want="rank"))
    add(cell("fga-012", "tce mechatronics (ss) bc last rank 2023", "rank", "5008", "MG", "BC", 2023, want="rank"))
    add(cell("fga-013", "sri krishna college of technology cse sc rank 24 enna", "rank", "2722", "CS", "SC", 2024,
             want="rank"))
    add(cell("fga-014", "mepco IT bc mark um closing rank um sollunga 2024", "lookup", "4960", "IT", "BC", 2024,
             want="both"))
    # -- look-alike pairs: near-identical college names, self-supporting twins, branch variants
    add(cell("fga-015", "skct kovaipudur (sri krishna college of TECHNOLOGY, not skcet) ece bc 2024", "look-alike",
             "2722", "EC", "BC", 2024, why="Sri Krishna College of Technology (2722), not Sri Krishna College of "
             "Engineering and Technology (2718)."))
    add(cell("fga-016", "skcet kuniamuthur IT mbc 24 - engg & tech one, not skct", "look-alike", "2718", "IT", "MBC",
             2024, why="Sri Krishna College of Engineering and Technology (2718), not Sri Krishna College of "
             "Technology (2722)."))
    add(cell("fga-017", "gce srirangam sethurappatti (govt, not saranathan) cse bc 2024", "look-alike", "3465", "CS",
             "BC", 2024, why="Government College of Engineering Srirangam (3465), not Saranathan (3819), also in "
             "Srirangam taluk."))
    add(cell("fga-018", "viraganoor velammal (madurai campus) computer science mbc 24", "look-alike", "5986", "CS", "MBC", 2024,
             why="Velammal College of Engineering and Technology, Madurai (5986), not the Chennai Velammal colleges "
             "(1120, 1237)."))
    add(cell("fga-019", "kpr csbs (business systems, not plain cse) oc 24 cutoff", "look-alike", "2764", "CB", "OC",
             2024, why="Computer Science and Business Systems (CB), not CSE (CS)."))
    add(cell("fga-020", "cit coimbatore eee self supporting oc 2024 mark", "look-alike", "2007", "EY", "OC", 2024,
             why="EEE (SS), branch EY, not regular EEE (EE)."))
    add(cell("fga-021", "psg tech ece ss seat mbc 2023 cutoff", "look-alike", "2006", "EM", "MBC", 2023,
             why="ECE (SS), branch EM, not regular ECE (EC)."))
    # -- comparisons: two colleges, two years
    add(compare("fga-022", "skcet vs skct cse oc 2024 edhu jaasthi", [("2718", "CS"), ("2722", "CS")], "OC", 2024))
    add(compare("fga-023", "gce tirunelveli or gce bodi mech oc 2024 compare pannunga",
                [("4974", "ME"), ("5009", "ME")], "OC", 2024))
    add(compare("fga-024", "tce vs velammal madurai ece bc 24 cutoff difference", [("5008", "EC"), ("5986", "EC")],
                "BC", 2024))
    add(lookup("fga-025", "kct IT mbc 2023 um 2024 um cutoff sollunga", "compare", "2712", "IT", "MBC", [2023, 2024],
               expect="answer"))
    add(lookup("fga-026", "gct coimbatore cse sc cutoff trend over the years", "compare", "2005", "CS", "SC",
               expect="answer", why="No single year ('over the years'): 2023 and 2024."))
    # -- empty cells (no allotment) and half-empty asks
    add(missing(lookup("fga-027", "svce marine engg oc cutoff 2024 evlo", "no-allotment", "1219", "MR", "OC",
                       [2024], expect="abstain", why="Every community cell of SVCE Marine Engineering 2024 is empty."),
                "OC"))
    add(missing(lookup("fga-028", "annamalai univ mechanical manufacturing branch, bc category, 2023 closing mark", "no-allotment", "5", "MM", "BC",
                       [2023], expect="abstain", why="The BC cell of Annamalai Mechanical (Manufacturing) 2023 is "
                       "empty."), "BC"))
    add(lookup("fga-029", "mepco civil oc and mbc cutoff 2024 rendum venum", "mark", "4960", "CE", ["OC", "MBC"],
               [2024], expect="warn", why="Mepco Civil 2024: OC exists, the MBC cell is empty."))
    add(lookup("fga-030", "uce trichy civil tamil medium oc bc cutoff 24", "mark", "3011", "XC", ["OC", "BC"],
               [2024], expect="warn", why="BIT campus Civil (Tamil medium) 2024: OC exists, the BC cell is empty."))
    # -- cutoff from subject marks (any order)
    add(compute("fga-031", "maths 100 phy 98 chem 96 enna cutoff aagum", 100, 98, 96))
    add(compute("fga-032", "physics 79, chemistry 88, maths 95 na enna cutoff varum", 95, 79, 88))
    add(compute("fga-033", "m 77 p 70 c 73 cutoff evlo varum", 77, 70, 73))
    add(compute("fga-034", "I got 89.5 in maths, 91 physics, 90.5 chemistry. tnea cutoff?", 89.5, 91, 90.5))
    # -- lists with a mark threshold in a place
    add(program_list("fga-035", "chennai mech colleges bc cutoff 180 or more in 2024", "list", "ME", "BC", ">=",
                     180.0, year=2024, place="Chennai"))
    add(program_list("fga-036", "madurai eee mbc cutoff below 175 2024 list", "list", "EE", "MBC", "<", 175.0,
                     year=2024, place="Madurai"))
    add(program_list("fga-037", "erode cse oc 185 or less 2024 which colleges", "list", "CS", "OC", "<=", 185.0,
                     year=2024, place="Erode"))
    # -- eligibility: a mark (or subject marks) and a community, in a place
    add(eligibility("fga-038", "bc 176 IT chennai la kedaikuma", "BC", cutoff=176.0, branch="IT", place="Chennai"))
    add(eligibility("fga-039", "mbc 169 mech salem side chance irukka", "MBC", cutoff=169.0, branch="ME",
                    place="Salem"))
    add(eligibility("fga-040", "oc 190 cse madurai la evlo colleges varum", "OC", cutoff=190.0, branch="CS",
                    place="Madurai"))
    add(eligibility("fga-041", "sc student, maths 96 physics 90 chemistry 92, ece chennai options?", "SC",
                    marks=(96, 90, 92), branch="EC", place="Chennai",
                    why="Cutoff 96 + 45 + 46 = 187 first, then Chennai ECE programs with SC mark <= 187 (latest "
                    "year of each)."))
    add(eligibility("fga-042", "bcm 180 eee kovai la edhu kedaikum", "BCM", cutoff=180.0, branch="EE",
                    place="Coimbatore"))
    add(missing(abstain("fga-043", "185 cutoff mech kovai la enna kedaikum", "eligibility",
                        "Eligibility needs a community: ask for it, do not list."), "community"))
    # -- colleges by place (address in the data)
    add(colleges_in("fga-044", "erode district la data la irukura engineering colleges edhu edhu", "Erode"))
    add(colleges_in("fga-045", "tiruchirappalli district colleges list podunga", "Tiruchirappalli"))
    # -- aggregates over the data
    add(branch_count("fga-046", "kct 2023 la mothama evlo branches", "2712", 2023))
    add(colleges_with("fga-047", "agri engg (agricultural) evlo colleges offer pannuranga 2024", "AG", 2024))
    add(extreme("fga-048", "madurai la ece oc 2024 lowest cutoff edhu", "EC", "OC", 2024, highest=False,
                place="Madurai"))
    # -- must abstain: quotas, years, colleges and programs not in the data, other counselling
    for qid, text, why, what in [
        ("fga-049", "kumaraguru cse 7.5% govt school quota cutoff", "Only the General Academic quota is in the data.",
         "7.5"),
        ("fga-050", "psg tech computer science nri seat ku evlo mark", "Only the General Academic quota is in the data.", "nri"),
        ("fga-051", "ceg ece oc 2022 cutoff enna", "The data has 2023 and 2024 only.", "2022"),
        ("fga-052", "2025 ssn cse expected cutoff sollunga", "The data has 2023 and 2024 only; no prediction.",
         "2025"),
        ("fga-053", "amrita coimbatore cse cutoff evlo", "Amrita is not in the data.", "amrita"),
        ("fga-054", "vit vellore la computer science seat ku bc la evlo mark venum", "VIT is not in the data.", "vit"),
        ("fga-055", "kongu civil ku obc category la mark evlo 2024", "OBC is not a TNEA community; the data has OC, BC, BCM, MBC, SC, "
         "SCA, ST.", "obc"),
        ("fga-056", "tce aeronautical oc 2024 cutoff", "Thiagarajar College of Engineering (5008) has no "
         "Aeronautical Engineering.", "aeronautical"),
        ("fga-057", "gct biomedical bc cutoff enna", "Government College of Technology (2005) has no Biomedical "
         "Engineering.", "biomedical"),
        ("fga-058", "mbbs cutoff for bc in tn 2024", "Medical admission is not TNEA engineering counselling; not in "
         "the data.", "mbbs"),
    ]:
        add(missing(abstain(qid, text, "abstain", why), what))
    add(missing(lookup("fga-059", "sona tech cse 2023 la bc ku evlo irundhuchu", "abstain", "2618", "CS", "BC", [2023],
                       expect="abstain", why="Sona (2618) is only in the 2024 file: no 2023 row."), "2023"))
    add(missing(lookup("fga-060", "2024 panimalar la cse ku bc closing mark theriyuma", "abstain", "1210", "CS", "BC", [2024],
                       expect="abstain", why="Panimalar (1210) is only in the 2023 file: no 2024 row."), "2024"))
    return q


def sessions() -> list[dict]:
    """Conversations: follow-ups fill the slots they leave open; a complete new question gets its own answer."""
    q: list[dict] = []
    add = q.append
    add(cell("fga-061", "psg institute of technology and applied research ece oc 24 la evlo", "lookup", "2377", "EC", "OC", 2024, session="fga-s1"))
    add(lookup("fga-062", "bc ku?", "follow-up", "2377", "EC", "BC", [2024], session="fga-s1", expect="answer",
               gold_standalone="psg itech ece bc cutoff 2024"))
    add(lookup("fga-063", "rank um venum", "follow-up", "2377", "EC", "BC", [2024], want="rank", session="fga-s1",
               expect="answer", gold_standalone="psg itech ece bc closing rank 2024"))
    add(compute("fga-064", "maths 97 phy 93 chem 95 cutoff enna", 97, 93, 95, session="fga-s2"))
    add(eligibility("fga-065", "mbc, cse chennai la kedaikuma", "MBC", marks=(97, 93, 95), branch="CS",
                    place="Chennai", session="fga-s2",
                    gold_standalone="maths 97 physics 93 chemistry 95, MBC: which CSE colleges in Chennai?"))
    add(cell("fga-066", "Separate question: TCE civil BC closing mark 2023?", "lookup", "5008", "CE", "BC", 2023,
             session="fga-s2", turn="new", why="A complete new question: one cell, not the eligibility list."))
    add(cell("fga-067", "gce tirunelveli civil oc cutoff 2024", "lookup", "4974", "CE", "OC", 2024, session="fga-s3"))
    add(lookup("fga-068", "gce bodi la?", "follow-up", "5009", "CE", "OC", [2024], session="fga-s3", expect="answer",
               gold_standalone="gce bodi civil oc cutoff 2024"))
    add(missing(lookup("fga-069", "sca community ku?", "follow-up", "5009", "CE", "SCA", [2024], session="fga-s3",
                       expect="abstain", gold_standalone="gce bodi civil sca cutoff 2024",
                       why="The SCA cell of GCE Bodinayakkanur Civil 2024 is empty."), "SCA"))
    add(cell("fga-070", "what was the closing mark for ECE at Saranathan, MBC, 2024", "lookup", "3819", "EC", "MBC",
             2024, session="fga-s4"))
    add(lookup("fga-071", "and for IT?", "follow-up", "3819", "IT", "MBC", [2024], session="fga-s4", expect="answer",
               gold_standalone="saranathan IT mbc cutoff 2024"))
    add(missing(lookup("fga-072", "what about the year before", "follow-up", "3819", "IT", "MBC", [2023],
                       session="fga-s4", expect="abstain", gold_standalone="saranathan IT mbc cutoff 2023",
                       why="Saranathan (3819) is only in the 2024 file: no 2023 row."), "2023"))
    return q


def items() -> list[dict]:
    return hand() + sessions()


if __name__ == "__main__":
    sys.exit(main(items, OUT, __doc__.splitlines()[0]))
