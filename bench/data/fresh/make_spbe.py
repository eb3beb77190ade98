"""Write spbe.jsonl: fresh SPBE questions answered by the shipped SPBE data (issue 17), gold from its rows.

    python bench/data/fresh/make_spbe.py           # reads loaders/data/spbe/, writes spbe.jsonl
    python bench/data/fresh/make_spbe.py --check   # only checks that the file is current

The facts are those of ``loaders/data/spbe/`` (the same files as ``../shared/data/spbe/``): 4 domains, 8 aspects,
47 indicators with weights, the two maturity models, the level criteria of indicators 1, 5 and 8, the national
index values and the predicate scale. No SPBE passage is ingested for this set: every answer is in the graph.
Part of the questions are filled into templates for indicators drawn by a seeded generator (``written:
"template"``); the topic paraphrases, the look-alike pairs, the index questions and the abstentions are written
by hand. Every gold value is read from a data row here, never typed.

Rules: a row whose status says UNVERIFIED (or "weak (test fixture)", which the loader also does not count as
verified) must not be presented as fact, so a question whose only answer is such a row is ``abstain``; a level
name whose row says "(name verified)" is answerable, its unverified criterion wording is not. Indicator 48,
a fifth domain, a ninth aspect and a level 6 do not exist: ``abstain``.
"""

from __future__ import annotations

import csv
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
sys.path.insert(0, str(ROOT))

from bench.data.fresh.common import line, main  # noqa: E402

OUT = HERE / "spbe.jsonl"
DATA = ROOT / "loaders" / "data" / "spbe"
IND, STRUCT, LEVELS = "data:spbe_indicators.csv", "data:spbe_structure.json", "data:spbe_maturity_levels.csv"
CRIT, INDEX, PRED = "data:spbe_indicator_level_criteria_sample.csv", "data:spbe_index_values.csv", \
    "data:spbe_predicate_scale.csv"
SEED = 59


def rows(name: str) -> list[dict]:
    with (DATA / name).open(newline="", encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


STRUCTURE = json.loads((DATA / "spbe_structure.json").read_text(encoding="utf-8"))
INDICATORS = {int(r["indicator_no"]): r for r in rows("spbe_indicators.csv")}
DOMAINS = {d["no"]: d for d in STRUCTURE["domains"]}
ASPECTS = {a["no"]: a for a in STRUCTURE["aspects"]}
MODEL_LEVELS = {(r["maturity_model"].split(" (")[0], int(r["level"])): r for r in rows("spbe_maturity_levels.csv")}
CRITERIA = {(int(r["indicator_no"]), int(r["level"])): r for r in rows("spbe_indicator_level_criteria_sample.csv")}
INDEX_ROWS = rows("spbe_index_values.csv")
PREDICATES = {r["predikat"]: r for r in rows("spbe_predicate_scale.csv")}


def verified(status: str) -> bool:
    """The loader's rule (loaders/datafiles.py is_verified), restated so the gold does not import the loader."""
    text = (status or "").strip().lower()
    return text.startswith(("sourced", "source", "secondary")) and "unverified" not in text


def core(name: str) -> str:
    """An indicator's name without the 'Tingkat Kematangan' prefix every name shares."""
    return name.removeprefix("Tingkat Kematangan ").strip()


def ind_names(n: int) -> list[str]:
    return [f"indicator {n}", f"indikator {n}", core(INDICATORS[n]["name_id"])]


def aspect_of(n: int) -> int:
    return int(INDICATORS[n]["aspect_no"])


def domain_of(n: int) -> int:
    return int(INDICATORS[n]["domain_no"])


def aspect_names(a: int) -> list[str]:
    return [f"aspect {a}", f"aspek {a}", ASPECTS[a]["name_id"], ASPECTS[a]["gloss_en"]]


def domain_names(d: int) -> list[str]:
    return [f"domain {d}", DOMAINS[d]["name_id"], DOMAINS[d]["gloss_en"]]


def indicators_in(aspect: int) -> list[int]:
    return sorted(n for n in INDICATORS if aspect_of(n) == aspect)


def level(n: int, lv: int) -> dict:
    """An indicator's level: its name and criterion, each with whether the data counts it as fact."""
    model = INDICATORS[n]["maturity_model"]
    base = MODEL_LEVELS[(model, lv)]
    own = CRITERIA.get((n, lv))
    name_ok = verified(base["status"]) or "name verified" in base["status"]
    if own:
        return {"name": base["name_id"], "name_ok": name_ok, "criteria": own["criterion_paraphrase_en"],
                "criteria_ok": True, "doc": CRIT}
    return {"name": base["name_id"], "name_ok": name_ok, "criteria": base["general_criterion_paraphrase_en"],
            "criteria_ok": verified(base["status"]) and bool(base["general_criterion_paraphrase_en"]), "doc": LEVELS}


def index_row(scope: str, measure: str, year: int) -> dict:
    return next(r for r in INDEX_ROWS if r["scope"] == scope and r["measure"] == measure and int(r["year"]) == year)


def index_id(r: dict) -> str:
    return f"spbe:index:{r['scope']}:{r['measure']}:{r['year']}"


# -- builders -------------------------------------------------------------------------------------------------

def ask(qid, question, kind, node_ids, values, docs, why, *, written="hand", session=None, decision="answer",
        **extra) -> dict:
    return line(qid, question, kind, decision, node_ids=node_ids, values=values, docs=docs, answer_type="value",
                why=why, written=written, session=session, **extra)


def abstain(qid, question, why, *, kind="abstain", written="hand", session=None, **extra) -> dict:
    return line(qid, question, kind, "abstain", node_ids=[], values=None, docs=[], answer_type="decision",
                why=why, written=written, session=session, **extra)


def topic(qid, question, n, why="", *, kind="topic", session=None, **extra) -> dict:
    r = INDICATORS[n]
    return ask(qid, question, kind, [f"spbe:indicator:{n}"], {"indicator": ind_names(n)}, [IND],
               why or f"Indicator {n}: {r['name_id']} ({r['gloss_en_unofficial']}).", session=session, **extra)


def membership(qid, question, n, *, aspect=True, domain=False, written="hand", session=None, kind="membership",
               **extra) -> dict:
    a, d = aspect_of(n), domain_of(n)
    values = ({"aspect": aspect_names(a)} if aspect else {}) | ({"domain": domain_names(d)} if domain else {})
    ids = [f"spbe:indicator:{n}"] + ([f"spbe:aspect:{a}"] if aspect else []) + ([f"spbe:domain:{d}"] if domain else [])
    return ask(qid, question, kind, ids, values, [IND, STRUCT],
               f"Indicator {n} is in aspect {a} ({ASPECTS[a]['name_id']}), domain {d} ({DOMAINS[d]['name_id']}).",
               written=written, session=session, **extra)


def domain_weight(qid, question, d, kind="weight", **kw) -> dict:
    return ask(qid, question, kind, [f"spbe:domain:{d}"], {"weight_pct": DOMAINS[d]["weight_pct"]}, [STRUCT],
               f"Domain {d} {DOMAINS[d]['name_id']}: {DOMAINS[d]['weight_pct']}% of the index.", **kw)


def aspect_weight(qid, question, a, kind="weight", **kw) -> dict:
    return ask(qid, question, kind, [f"spbe:aspect:{a}"], {"weight_pct": ASPECTS[a]["weight_pct"]}, [STRUCT],
               f"Aspect {a} {ASPECTS[a]['name_id']}: {ASPECTS[a]['weight_pct']}% of the index.", **kw)


def indicator_weight(qid, question, n, *, within=False, kind="weight", **kw) -> dict:
    column = "weight_pct_within_aspect" if within else "weight_pct_of_index"
    value = float(INDICATORS[n][column])
    return ask(qid, question, kind, [f"spbe:indicator:{n}"], {"weight_pct": value}, [IND],
               f"Indicator {n}: {column} = {value}.", **kw)


def aspect_count(qid, question, a, kind="count", **kw) -> dict:
    members = indicators_in(a)
    assert ASPECTS[a]["indicators"] == f"{members[0]}-{members[-1]}"
    return ask(qid, question, kind, [f"spbe:aspect:{a}"], {"count": len(members)}, [STRUCT, IND],
               f"Aspect {a} has indicators {members[0]}-{members[-1]}: {len(members)}.", **kw)


def level_name(qid, question, n, lv, kind="level", **kw) -> dict:
    info = level(n, lv)
    if not info["name_ok"]:
        return abstain(qid, question, f"The name of level {lv} in indicator {n}'s model "
                       f"({INDICATORS[n]['maturity_model']}) is UNVERIFIED in spbe_maturity_levels.csv.",
                       kind=kind, **kw)
    return ask(qid, question, kind, [f"spbe:indicator:{n}:level:{lv}"], {"name": info["name"]}, [LEVELS],
               f"Level {lv} of the {INDICATORS[n]['maturity_model']} model is {info['name']}.", **kw)


def level_criteria(qid, question, n, lv, phrases: list[str], kind="criteria", **kw) -> dict:
    info = level(n, lv)
    if not info["criteria_ok"]:
        return abstain(qid, question, f"Level {lv} criterion for indicator {n}: "
                       f"{'none in the data' if not info['criteria'] else 'its wording is UNVERIFIED'}; not a fact.",
                       kind=kind, **kw)
    assert all(p.lower() in info["criteria"].lower() for p in phrases[:1]), (qid, info["criteria"])
    return ask(qid, question, kind, [f"spbe:indicator:{n}:level:{lv}"], {"criteria": phrases}, [info["doc"]],
               f"Level {lv} of indicator {n}: {info['criteria']}", **kw)


def measures(qid, question, n, gloss: str, *, written="hand", kind="measures", **kw) -> dict:
    r = INDICATORS[n]
    assert gloss.lower() in r["gloss_en_unofficial"].lower(), (qid, gloss)
    return ask(qid, question, kind, [f"spbe:indicator:{n}"], {"measures": [core(r["name_id"]), gloss]}, [IND],
               f"Indicator {n}: {r['name_id']} ({r['gloss_en_unofficial']}).", written=written, **kw)


def index_value(qid, question, scope, measure, year, *, predicate=False, kind="index", **kw) -> dict:
    r = index_row(scope, measure, year)
    if not verified(r["status"]) or not r["value"]:
        return abstain(qid, question, f"{scope} {measure} {year}: status '{r['status']}', value "
                       f"'{r['value'] or 'none'}' - not presented as fact.", kind=kind, **kw)
    values = {"value": float(r["value"])} | ({"predikat": r["predikat"]} if predicate else {})
    return ask(qid, question, kind, [index_id(r)], values, [INDEX], f"{scope} {measure} {year} = {r['value']} "
               f"{r['predikat']} ({r['status']}).", **kw)


# -- the questions --------------------------------------------------------------------------------------------

def templated() -> list[dict]:
    """Membership, indicator weight and 'what does it measure' for indicators drawn by a seeded generator."""
    rng = random.Random(SEED)
    drawn = rng.sample(sorted(INDICATORS), 21)
    out = []
    member_t = ["indikator {n} masuk aspek apa", "which aspect is indicator {n} under", "ind {n} aspect?",
                "aspek dari indikator {n} apa ya"]
    domain_t = ["indikator {n} termasuk domain apa", "which domain does indicator {n} belong to",
                "domain of indicator {n}"]
    weight_t = ["bobot indikator {n} berapa persen", "whats the weight of indicator {n} in the spbe index",
                "indicator {n} weight"]
    measure_t = ["apa yang diukur indikator {n}", "what does indicator {n} measure", "indikator {n} tentang apa"]
    for k, n in enumerate(drawn):
        qid = f"fspbe-t{k + 1:03d}"
        if k < 7:
            out.append(membership(qid, rng.choice(member_t).format(n=n), n, written="template"))
        elif k < 11:
            out.append(membership(qid, rng.choice(domain_t).format(n=n), n, aspect=False, domain=True,
                                  written="template"))
        elif k < 16:
            out.append(indicator_weight(qid, rng.choice(weight_t).format(n=n), n, written="template"))
        else:
            r = INDICATORS[n]
            gloss = r["gloss_en_unofficial"].removeprefix("Maturity of ").strip()
            out.append(measures(qid, rng.choice(measure_t).format(n=n), n, gloss, written="template"))
    return out


def hand() -> list[dict]:
    q: list[dict] = []
    add = q.append
    # -- which indicator covers a topic (paraphrased; English and Indonesian)
    for qid, text, n in [
        ("fspbe-h001", "which spbe indicator is about e-procurement", 35),
        ("fspbe-h002", "indikator mana yang menilai layanan pengaduan publik online", 42),
        ("fspbe-h003", "spbe indicator for open data", 43),
        ("fspbe-h004", "indikator JDIH nomor berapa", 44),
        ("fspbe-h005", "what indicator checks how the agency implements risk management", 21),
        ("fspbe-h006", "indikator untuk manajemen aset TIK", 24),
        ("fspbe-h007", "which indicator is about the e-budgeting service", 33),
        ("fspbe-h008", "layanan perencanaan berbasis elektronik itu indikator berapa", 32),
        ("fspbe-h009", "indicator on knowledge management in spbe?", 26),
        ("fspbe-h010", "indikator tentang kompetensi SDM", 25),
        ("fspbe-h011", "indikator untuk arsip elektronik / kearsipan", 37),
        ("fspbe-h012", "which one measures the e-personnel (kepegawaian) service", 36),
        ("fspbe-h013", "indikator akuntabilitas kinerja (SAKIP) elektronik", 40),
        ("fspbe-h014", "indicator for electronic employee performance", 41),
        ("fspbe-h015", "pengelolaan barang milik negara/daerah secara elektronik indikator apa", 38),
        ("fspbe-h016", "e-finance service indicator number", 34),
        ("fspbe-h017", "indikator inovasi proses bisnis", 14),
        ("fspbe-h018", "which indicator looks at change management", 27),
        ("fspbe-h019", "indicator about collaboration in implementing spbe", 20),
        ("fspbe-h020", "pengawasan internal pemerintah berbasis elektronik = indikator?", 39),
    ]:
        add(topic(qid, text, n))
    # -- look-alike pairs: policy (aspect 1) vs practice, planning vs budgeting, the three audits
    for qid, text, n, why in [
        ("fspbe-h021", "indikator kebijakan internal layanan pusat data", 5, "The POLICY on data-centre services "
         "(aspect 1), not the data-centre service itself (16)."),
        ("fspbe-h022", "which indicator rates the data centre service itself, not the policy", 16,
         "The data-centre SERVICE (16), not the policy (5)."),
        ("fspbe-h023", "indicator for the internal policy on the spbe roadmap", 2, "Policy on the roadmap (2), not "
         "the roadmap itself (12)."),
        ("fspbe-h024", "indikator peta rencana spbe (bukan kebijakannya)", 12, "The roadmap itself (12), not the "
         "policy (2)."),
        ("fspbe-h025", "which indicator is about integrating spbe planning and budgeting", 13,
         "Keterpaduan Rencana dan Anggaran (13), not the e-planning service (32)."),
        ("fspbe-h026", "audit keamanan spbe indikator nomor berapa", 31, "Security audit (31), not 29/30."),
        ("fspbe-h027", "application audit indicator", 30, "Application audit (30), not infrastructure (29) or "
         "security (31)."),
        ("fspbe-h028", "indikator audit infrastruktur", 29, "Infrastructure audit (29)."),
        ("fspbe-h029", "implementation of information security management - which indicator", 22,
         "Implementation (22, aspect 5), not the policy (8)."),
        ("fspbe-h030", "kebijakan internal manajemen keamanan informasi indikator berapa", 8,
         "The policy (8), not the implementation (22)."),
        ("fspbe-h031", "spbe app development indicator, the practice one", 15, "Practice (15), not the policy (4)."),
        ("fspbe-h032", "indikator kebijakan tim koordinasi spbe", 10, "The policy on the coordination team (10), "
         "not the team's practice (19)."),
    ]:
        add(topic(qid, text, n, why, kind="look-alike"))
    # -- membership in words (2-hop: topic -> indicator -> aspect/domain)
    add(membership("fspbe-h033", "what aspect does the open data indicator belong to", 43))
    add(membership("fspbe-h034", "domain of the e-procurement indicator?", 35, aspect=False, domain=True))
    add(membership("fspbe-h035", "indikator 30 aspek dan domainnya apa", 30, domain=True))
    add(membership("fspbe-h036", "ind 13 which aspect n domain", 13, domain=True))
    add(membership("fspbe-h037", "aspek apa yang memuat indikator JDIH", 44))
    add(membership("fspbe-h038", "is indicator 19 in the governance domain or the management domain", 19,
                   aspect=False, domain=True))
    # -- weights of domains and aspects named in words
    add(domain_weight("fspbe-h039", "bobot domain layanan spbe berapa", 4))
    add(domain_weight("fspbe-h040", "weight of the governance domain", 2))
    add(domain_weight("fspbe-h041", "how much does the management domain weigh in the spbe index", 3))
    add(domain_weight("fspbe-h042", "bobot domain kebijakan internal", 1))
    add(aspect_weight("fspbe-h043", "weight of the ICT audit aspect", 6))
    add(aspect_weight("fspbe-h044", "bobot aspek layanan publik berbasis elektronik", 8))
    add(aspect_weight("fspbe-h045", "strategic planning aspect weight?", 2))
    add(aspect_weight("fspbe-h046", "aspek penyelenggara spbe bobotnya berapa", 4))
    add(aspect_weight("fspbe-h047", "weight of the electronic government administration services aspect", 7))
    add(indicator_weight("fspbe-h048", "weight of indicator 22 within its aspect", 22, within=True))
    # -- how many indicators
    add(aspect_count("fspbe-h049", "berapa indikator di aspek audit TIK", 6))
    add(aspect_count("fspbe-h050", "jumlah indikator aspek layanan administrasi pemerintahan berbasis elektronik", 7))
    add(aspect_count("fspbe-h051", "how many indicators does the spbe management implementation aspect have", 5))
    add(aspect_count("fspbe-h052", "berapa indikator di aspek penyelenggara spbe", 4))
    add(aspect_count("fspbe-h053", "how many indicators in the public services aspect", 8))
    governance = [n for n in INDICATORS if domain_of(n) == 2]
    add(ask("fspbe-h054", "how many indicators in the governance domain", "count", ["spbe:domain:2"],
            {"count": len(governance)}, [STRUCT, IND], f"Domain 2 has aspects 2-4: indicators "
            f"{min(governance)}-{max(governance)} = {len(governance)}."))
    add(ask("fspbe-h055", "total indikator evaluasi spbe ada berapa", "count", ["spbe:framework:permenpanrb-59-2020"],
            {"count": STRUCTURE["counts"]["indicators"]}, [STRUCT], "47 indicators (PermenPANRB 59/2020)."))
    # -- maturity levels: names and criteria (process capability vs technical function)
    add(level_name("fspbe-h056", "what is level 3 called for indicator 35", 35, 3))
    add(level_name("fspbe-h057", "level 3 name for indicator 12", 12, 3))
    add(level_name("fspbe-h058", "tingkat kematangan level 1 untuk indikator 42 namanya apa", 42, 1))
    add(level_name("fspbe-h059", "level 5 name for indicator 20", 20, 5))
    add(level_name("fspbe-h060", "nama level 4 indikator 8", 8, 4))
    add(level_name("fspbe-h061", "nama level 4 untuk indikator 35 (domain layanan)", 35, 4))
    add(level_criteria("fspbe-h062", "criteria for level 4 on indicator 1", 1, 4,
                       ["integration across central agencies", "integrasi", "periodically reviewed"]))
    add(level_criteria("fspbe-h063", "what does indicator 5 need for level 4", 5, 4,
                       ["National Data Centre", "Pusat Data Nasional"]))
    add(level_criteria("fspbe-h064", "kriteria level 2 indikator 8", 8, 2, ["does not fully cover"]))
    add(level_criteria("fspbe-h065", "level 1 criteria for indicator 42", 42, 1, ["one-way information"]))
    add(level_criteria("fspbe-h066", "criteria level 3 for indicator 33", 33, 3, ["completes a transaction",
                                                                                  "transaction"]))
    add(level_criteria("fspbe-h067", "level 5 criteria for indicator 25", 25, 5, ["continuously improved"]))
    add(level_criteria("fspbe-h068", "level 1 criteria indikator 14", 14, 1, ["ad hoc", "without mature planning"]))
    add(level_criteria("fspbe-h069", "what does indicator 1 need at level 5", 1, 5, ["new policy"]))
    add(level_criteria("fspbe-h070", "kriteria level 2 indikator 12", 12, 2, ["planned"]))
    add(level_criteria("fspbe-h071", "criteria for level 5 of indicator 40", 40, 5, ["-"]))
    # -- what an indicator measures
    add(measures("fspbe-h072", "what does indicator 43 measure", 43, "open-data service"))
    add(measures("fspbe-h073", "indikator 44 menilai apa", 44, "JDIH"))
    add(measures("fspbe-h074", "indicator 27 is about?", 27, "change-management"))
    add(measures("fspbe-h075", "explain indicator 7", 7, "service-connector system"))
    add(measures("fspbe-h076", "indikator 45 itu layanan apa", 45, "agency-specific public service #1"))
    # -- the national SPBE index and other published values
    add(index_value("fspbe-h077", "indeks spbe nasional 2024 berapa", "national", "index", 2024))
    add(index_value("fspbe-h078", "national spbe index in 2023 and its predicate", "national", "index", 2023,
                    predicate=True))
    add(index_value("fspbe-h079", "predikat indeks spbe nasional 2022 apa", "national", "index", 2022, predicate=True))
    add(index_value("fspbe-h080", "nilai indeks spbe nasional tahun 2020", "national", "index", 2020))
    add(index_value("fspbe-h081", "spbe index 2018 nasional", "national", "index", 2018))
    add(index_value("fspbe-h082", "target RPJMN indeks spbe 2024 berapa", "national", "target_RPJMN_2020_2024", 2024))
    add(index_value("fspbe-h083", "how many agencies were evaluated in 2023", "evaluation scope", "n_instansi", 2023))
    add(index_value("fspbe-h084", "indeks domain manajemen 2024", "domain Manajemen", "index", 2024))
    add(index_value("fspbe-h085", "layanan domain index 2024", "domain Layanan", "index", 2024))
    add(index_value("fspbe-h086", "indeks spbe provinsi gorontalo 2023", "example regional", "Provinsi Gorontalo",
                    2023, predicate=True))
    sangat = PREDICATES["Sangat Baik"]
    add(ask("fspbe-h087", "what index range is predikat sangat baik", "index", ["spbe:predikat:Sangat Baik"],
            {"min": float(sangat["min_inclusive"]), "max": float(sangat["max"])}, [PRED],
            f"Sangat Baik: {sangat['range_text']}."))
    band = next(p for p in PREDICATES.values() if float(p["min_inclusive"]) <= 2.6 < float(p["max"]))
    add(ask("fspbe-h088", "nilai indeks 2.6 dapat predikat apa", "index", [f"spbe:predikat:{band['predikat']}"],
            {"predikat": band["predikat"]}, [PRED], f"2.6 is in {band['predikat']} ({band['range_text']}): the lower "
            "bound is inclusive."))
    # -- must abstain: what does not exist, what the data lacks, UNVERIFIED rows
    for qid, text, why in [
        ("fspbe-h089", "indikator 48 tentang apa", "There are 47 indicators; 48 does not exist."),
        ("fspbe-h090", "weight of domain 5", "There are 4 domains."),
        ("fspbe-h091", "level 6 criteria for indicator 12", "Maturity levels run 1-5."),
        ("fspbe-h092", "indikator apa saja di aspek 9", "There are 8 aspects."),
        ("fspbe-h093", "spbe index of kota bandung 2023", "No index value for Kota Bandung in the data."),
        ("fspbe-h094", "indeks spbe 2025 nasional", "No 2025 value in the data."),
        ("fspbe-h095", "indeks spbe kabupaten banyuwangi 2023", "Banyuwangi has a 2024 value only."),
    ]:
        add(abstain(qid, text, why))
    add(index_value("fspbe-h096", "indeks spbe nasional 2019", "national", "index", 2019))
    add(index_value("fspbe-h097", "national spbe index 2021?", "national", "index", 2021))
    add(index_value("fspbe-h098", "indeks domain tata kelola 2022", "domain Tata Kelola", "index", 2022))
    add(index_value("fspbe-h099", "domain kebijakan index 2024", "domain Kebijakan", "index", 2024))
    return q


def sessions() -> list[dict]:
    q: list[dict] = []
    add = q.append
    add(membership("fspbe-s101", "indikator 22 aspek apa", 22, session="fs1"))
    add(indicator_weight("fspbe-s102", "bobotnya berapa", 22, session="fs1", kind="follow-up",
                         gold_standalone="bobot indikator 22 berapa"))
    add(indicator_weight("fspbe-s103", "kalau indikator 8?", 8, session="fs1", kind="follow-up",
                         gold_standalone="bobot indikator 8 berapa"))
    add(index_value("fspbe-s201", "indeks spbe nasional 2023", "national", "index", 2023, session="fs2"))
    add(index_value("fspbe-s202", "2024?", "national", "index", 2024, session="fs2", kind="follow-up",
                    gold_standalone="indeks spbe nasional 2024"))
    add(index_value("fspbe-s203", "predikatnya?", "national", "index", 2024, predicate=True, session="fs2",
                    kind="follow-up", gold_standalone="predikat indeks spbe nasional 2024"))
    add(level_name("fspbe-s301", "level 3 indikator 35 namanya apa", 35, 3, session="fs3"))
    add(level_name("fspbe-s302", "level 4?", 35, 4, session="fs3", kind="follow-up",
                   gold_standalone="level 4 indikator 35 namanya apa"))
    add(measures("fspbe-s303", "What does indicator 36 measure?", 36, "e-personnel", session="fs3",
                 turn="new"))
    add(aspect_count("fspbe-s401", "how many indicators in the ICT audit aspect", 6, session="fs4"))
    add(aspect_count("fspbe-s402", "and the public services aspect?", 8, session="fs4", kind="follow-up",
                     gold_standalone="how many indicators in the public services aspect"))
    add(domain_weight("fspbe-s403", "What is the weight of the governance domain in the SPBE index?", 2,
                      session="fs4", turn="new"))
    return q


def items() -> list[dict]:
    return templated() + hand() + sessions()


if __name__ == "__main__":
    sys.exit(main(items, OUT, __doc__.splitlines()[0]))
