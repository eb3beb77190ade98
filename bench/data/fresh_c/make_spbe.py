"""Write spbe.jsonl: a blind, held-out SPBE set (issue 17), gold read from the shipped SPBE data rows.

    python bench/data/fresh_c/make_spbe.py           # reads loaders/data/spbe/, writes spbe.jsonl
    python bench/data/fresh_c/make_spbe.py --check   # only checks that the file is current

The gold builders (and their labelling rules: UNVERIFIED rows are not facts, indicator 48 / domain 5 / level 6
do not exist) are those of ``bench/data/fresh/make_spbe.py``, imported so both sets label alike; that module
reads only the data files. Every question here is new wording, written by hand, without running any engine.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
sys.path.insert(0, str(ROOT))

from bench.data.fresh.common import main  # noqa: E402
from bench.data.fresh.make_spbe import (  # noqa: E402
    ASPECTS, DOMAINS, IND, INDEX, INDICATORS, PRED, PREDICATES, STRUCT, STRUCTURE, abstain, ask, aspect_count,
    aspect_weight, domain_of, domain_weight, index_value, indicator_weight, level_criteria, level_name, measures,
    membership, topic)

OUT = HERE / "spbe.jsonl"


def domain_count(qid, question, d, **kw) -> dict:
    members = [n for n in INDICATORS if domain_of(n) == d]
    return ask(qid, question, "count", [f"spbe:domain:{d}"], {"count": len(members)}, [STRUCT, IND],
               f"Domain {d} ({DOMAINS[d]['name_id']}) has indicators {min(members)}-{max(members)} = "
               f"{len(members)}.", **kw)


def framework_count(qid, question, what, **kw) -> dict:
    return ask(qid, question, "count", ["spbe:framework:permenpanrb-59-2020"], {"count": STRUCTURE["counts"][what]},
               [STRUCT], f"{STRUCTURE['counts'][what]} {what} (PermenPANRB 59/2020).", **kw)


def predicate_of(qid, question, value: float, **kw) -> dict:
    band = next(p for p in PREDICATES.values() if float(p["min_inclusive"]) <= value < float(p["max"])
                or (float(p["max"]) == 5.0 and value == 5.0))
    return ask(qid, question, "index", [f"spbe:predikat:{band['predikat']}"], {"predikat": band["predikat"]}, [PRED],
               f"{value} is in {band['predikat']} ({band['range_text']}).", **kw)


def predicate_range(qid, question, name: str, **kw) -> dict:
    p = PREDICATES[name]
    return ask(qid, question, "index", [f"spbe:predikat:{name}"],
               {"min": float(p["min_inclusive"]), "max": float(p["max"])}, [PRED], f"{name}: {p['range_text']}.", **kw)


def hand() -> list[dict]:
    q: list[dict] = []
    add = q.append
    # -- topic -> indicator (Indonesian shorthand, English, typos)
    for qid, text, n in [
        ("fsc-001", "indikator manajemen risiko spbe no brp", 21),
        ("fsc-002", "layanan keuangan berbasis elektronik tuh indikator ke berapa", 34),
        ("fsc-003", "which indicator covers e-archiving of dynamic records", 37),
        ("fsc-004", "indikator utk manajemen layanan spbe (itsm) apa ya", 28),
        ("fsc-005", "layanan publik sektor 2 indikator nomer brp", 46),
        ("fsc-006", "e-kinerja pegawai masuk indikator berapa", 41),
        ("fsc-007", "indikator penilaian e-budgeting", 33),
        ("fsc-008", "e-planning spbe indicator no?", 32),
        ("fsc-009", "which spbe indicator is for LAPOR style public complaint handling", 42),
        ("fsc-010", "e-BMD / aset barang milik daerah elektronik, indikatornya yg mana", 38),
        ("fsc-011", "indikatr manajemen pengetahuan", 26),
        ("fsc-012", "pls which indicator evaluates hr competence in spbe", 25),
        ("fsc-013", "indikator ttg jdih produk hukum", 44),
        ("fsc-014", "indikator pengawasan intern pemerintah elektronik nomor brp", 39),
    ]:
        add(topic(qid, text, n))
    # -- look-alike pairs: internal policy (aspect 1) vs its implementation
    for qid, text, n, why in [
        ("fsc-015", "kebijakan internal penggunaan sistem penghubung layanan = indikator brp", 7,
         "The POLICY on the service-connector system (7), not its use (18)."),
        ("fsc-016", "penggunaan sistem penghubung layanan (bukan kebijakannya) indikator no", 18,
         "The USE of the service-connector system (18), not the policy (7)."),
        ("fsc-017", "kebijakan manajemen data itu indikator keberapa", 3, "Policy on data management (3), not its "
         "implementation (23)."),
        ("fsc-018", "penerapan manajemen data indikator nomor", 23, "Implementation of data management (23), "
         "not the policy (3)."),
        ("fsc-019", "indikator arsitektur spbe nya sendiri, bukan kebijakan internal", 11,
         "The architecture itself (11), not the policy (1)."),
        ("fsc-020", "policy on the spbe architecture - indicator number?", 1, "The policy (1), not the architecture (11)."),
        ("fsc-021", "jaringan intra instansi kebijakannya indikator brp", 6, "Policy on the intranet (6), not the "
         "service (17)."),
        ("fsc-022", "intranet service maturity indicator (the service not the policy)", 17, "The intranet service "
         "(17), not the policy (6)."),
        ("fsc-023", "kebijakan internal audit tik no indikatornya", 9, "The policy on ICT audit (9), not the audits "
         "29-31."),
        ("fsc-024", "tim koordinasi spbe pelaksanaannya indikator brp, bukan yg kebijakan", 19,
         "The coordination team in practice (19), not the policy (10)."),
        ("fsc-025", "kebijakan pembangunan aplikasi spbe indikator?", 4, "The policy on app development (4), not "
         "the practice (15)."),
        ("fsc-026", "which indicator is the security audit one vs the app audit", 31, "Security audit (31); the "
         "application audit is 30."),
    ]:
        add(topic(qid, text, n, why, kind="look-alike"))
    # -- membership
    add(membership("fsc-027", "ind 25 masuk aspek apa & domainnya apa", 25, domain=True))
    add(membership("fsc-028", "indikator 17 aspeknya", 17))
    add(membership("fsc-029", "Indicator 40 sits under which aspect?", 40))
    add(membership("fsc-030", "indikator 9 itu domain apa", 9, aspect=False, domain=True))
    add(membership("fsc-031", "pengadaan barang jasa elektronik masuk aspek apa", 35))
    add(membership("fsc-032", "is the risk mgmt indicator under tata kelola or manajemen domain?", 21, aspect=False,
                   domain=True))
    add(membership("fsc-033", "aspek mana yg isinya indikator audit keamanan", 31))
    add(membership("fsc-034", "ind.46 aspek?", 46))
    add(membership("fsc-035", "indikator 14 domainnya tata kelola kan?", 14, aspect=False, domain=True))
    # -- weights
    add(domain_weight("fsc-036", "bobot domain manajemen spbe brp persen", 3))
    add(domain_weight("fsc-037", "layanan spbe domain weight pct?", 4))
    add(domain_weight("fsc-038", "domain 1 bobotnya", 1))
    add(aspect_weight("fsc-039", "bobot aspek TIK (teknologi informasi dan komunikasi)", 3))
    add(aspect_weight("fsc-040", "bobot aspek perencanaan strategis spbe", 2))
    add(aspect_weight("fsc-041", "what % is aspect 5 worth", 5))
    add(indicator_weight("fsc-042", "bobot indikator 44 thd indeks", 44))
    add(indicator_weight("fsc-043", "indikator 29 bobotnya brp persen", 29))
    add(indicator_weight("fsc-044", "weight of indicator 20 inside aspect 4", 20, within=True))
    add(indicator_weight("fsc-045", "bobot ind 11 dlm aspeknya", 11, within=True))
    # -- counts
    add(domain_count("fsc-046", "ada brp indikator di domain layanan", 4))
    add(domain_count("fsc-047", "jumlah indikator domain kebijakan internal", 1))
    add(domain_count("fsc-048", "how many indicators are in domain 3", 3))
    add(framework_count("fsc-049", "spbe framework has how many aspects", "aspects"))
    add(framework_count("fsc-050", "domain spbe ada brp sih", "domains"))
    add(aspect_count("fsc-051", "aspek perencanaan strategis punya brp indikator", 2))
    add(aspect_count("fsc-052", "jml indikator aspek penerapan manajemen spbe", 5))
    # -- level names
    add(level_name("fsc-053", "level 2 indikator 33 namanya apa", 33, 2))
    add(level_name("fsc-054", "nama level 4 utk indikator 21", 21, 4))
    add(level_name("fsc-055", "tingkat 1 indikator 3 disebut apa", 3, 1))
    add(level_name("fsc-056", "what's level 5 called for indikator 16", 16, 5))
    add(level_name("fsc-057", "level 5 indikator 43 namanya", 43, 5))
    add(level_name("fsc-058", "level 2 name for ind 27", 27, 2))
    add(level_name("fsc-059", "lvl 3 indikator 44 apa namanya", 44, 3))
    # -- level criteria
    add(level_criteria("fsc-060", "kriteria level 3 indikator 5", 5, 3, ["all work units"]))
    add(level_criteria("fsc-061", "apa syarat level 5 indikator 8", 8, 5, ["new policy"]))
    add(level_criteria("fsc-062", "syarat lvl 2 buat indikator 1 apa aja", 1, 2, ["does not fully cover"]))
    add(level_criteria("fsc-063", "criteria lvl 2 ind 36", 36, 2, ["interaction"]))
    add(level_criteria("fsc-064", "kriteria level 3 indikator 20", 20, 3, ["defined standard"]))
    add(level_criteria("fsc-065", "what must an agency show for level 4 on indicator 38", 38, 4, ["-"]))
    add(level_criteria("fsc-066", "kriteria level 4 indikator 23 apa", 23, 4, ["organisational performance"]))
    add(level_criteria("fsc-067", "indikator 5 level 1 kriterianya", 5, 1, ["may or may not exist"]))
    # -- what an indicator measures
    add(measures("fsc-068", "ind 24 ngukur apa", 24, "ICT-asset-management"))
    add(measures("fsc-069", "what is indikator 18 about", 18, "service-connector system"))
    add(measures("fsc-070", "indikator 47 maksudnya apa", 47, "agency-specific public service #3"))
    add(measures("fsc-071", "explain ind 13 pls", 13, "integrated SPBE planning and budgeting"))
    # -- index values and predicates
    add(index_value("fsc-072", "indeks spbe kota gorontalo 2022", "example regional", "Kota Gorontalo", 2022))
    add(index_value("fsc-073", "jumlah instansi yg dievaluasi spbe 2024", "evaluation scope", "n_instansi", 2024))
    add(index_value("fsc-074", "nilai domain manajemen thn 2021", "domain Manajemen", "index", 2021))
    add(predicate_of("fsc-075", "kalau nilainya 3.5 predikatnya apa", 3.5))
    add(predicate_range("fsc-076", "rentang nilai predikat cukup", "Cukup"))
    # -- must abstain
    for qid, text, why in [
        ("fsc-077", "indikator 48 bobotnya brp", "There are 47 indicators; 48 does not exist."),
        ("fsc-078", "domain 5 spbe namanya apa", "There are 4 domains."),
        ("fsc-079", "kriteria level 6 indikator 3", "Maturity levels run 1-5."),
        ("fsc-080", "aspek 10 isinya indikator apa aja", "There are 8 aspects."),
        ("fsc-081", "indeks spbe provinsi jawa barat 2024", "No index value for Jawa Barat in the data."),
        ("fsc-082", "deadline pengisian evaluasi mandiri spbe 2025 kapan", "The data holds no schedule or deadline."),
    ]:
        add(abstain(qid, text, why))
    add(index_value("fsc-083", "nilai spbe nasional 2019 brp", "national", "index", 2019))
    add(index_value("fsc-084", "indeks domain kebijakan internal 2023", "domain Kebijakan", "index", 2023))
    return q


def sessions() -> list[dict]:
    q: list[dict] = []
    add = q.append
    add(membership("fsc-085", "ind 31 itu masuk aspek mana ya", 31, session="fsc-s1"))
    add(membership("fsc-086", "domainnya?", 31, aspect=False, domain=True, session="fsc-s1", kind="follow-up",
                   gold_standalone="indikator 31 domain apa"))
    add(membership("fsc-087", "kalau ind 29", 29, aspect=False, domain=True, session="fsc-s1", kind="follow-up",
                   gold_standalone="indikator 29 domain apa"))
    add(domain_weight("fsc-088", "bobot domain tata kelola spbe", 2, session="fsc-s2"))
    add(domain_weight("fsc-089", "kalau domain layanan?", 4, session="fsc-s2", kind="follow-up",
                      gold_standalone="bobot domain layanan spbe"))
    add(index_value("fsc-090", "What was the national SPBE index for 2023?", "national", "index", 2023,
                    session="fsc-s2", turn="new"))
    add(level_name("fsc-091", "indikator 16 di level 3 disebutnya apa", 16, 3, session="fsc-s3"))
    add(level_criteria("fsc-092", "kriterianya?", 16, 3, ["defined standard"], session="fsc-s3", kind="follow-up",
                       gold_standalone="kriteria level 3 indikator 16"))
    add(topic("fsc-093", "What number does the goods-and-services e-procurement indicator have?", 35, session="fsc-s3", turn="new"))
    return q


def items() -> list[dict]:
    return hand() + sessions()


if __name__ == "__main__":
    sys.exit(main(items, OUT, __doc__.splitlines()[0]))
