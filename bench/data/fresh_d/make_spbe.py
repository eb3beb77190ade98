"""Write spbe.jsonl: a fourth blind, held-out SPBE set, typed the way auditors chat, gold read from the data rows.

    python bench/data/fresh_d/make_spbe.py           # reads loaders/data/spbe/, writes spbe.jsonl
    python bench/data/fresh_d/make_spbe.py --check   # only checks that the file is current

The gold builders and their labelling rules (UNVERIFIED or test-fixture rows are not facts; indicator 48,
domain 5, aspect 9, level 6 do not exist) are those of ``bench/data/fresh/make_spbe.py`` and
``bench/data/fresh_c/make_spbe.py``, imported so every set labels alike; those modules read only the data files.
The questions are new wording written by hand without running any engine. Abstentions carry ``gold_missing``:
the words an abstention should name as missing.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
sys.path.insert(0, str(ROOT))

from bench.data.fresh.common import main  # noqa: E402
from bench.data.fresh.make_spbe import (  # noqa: E402
    INDEX, INDEX_ROWS, LEVELS, abstain, ask, aspect_count, aspect_weight, domain_weight, index_id, index_row,
    indicator_weight,
    level, level_criteria, level_name, measures, membership, topic, verified)
from bench.data.fresh.make_spbe import index_value as fresh_index_value  # noqa: E402
from bench.data.fresh_c.make_spbe import domain_count, framework_count, predicate_of, predicate_range  # noqa: E402

OUT = HERE / "spbe.jsonl"


def missing(item: dict, *words: str) -> dict:
    """Mark a gold abstention with what it should say is missing (asserts the builder did abstain)."""
    assert item["gold_decision"] == "abstain", (item["id"], item["gold_decision"])
    item["gold_missing"] = list(words)
    return item


def index_value(qid, question, scope, measure, year, *, predicate=False, kind="index", **kw) -> dict:
    """fresh's index builder, plus the abstention for a (scope, measure, year) that has no row at all."""
    if not any(r["scope"] == scope and r["measure"] == measure and int(r["year"]) == year for r in INDEX_ROWS):
        return abstain(qid, question, f"No row for {scope} {measure} {year} in spbe_index_values.csv.", kind=kind,
                       **kw)
    return fresh_index_value(qid, question, scope, measure, year, predicate=predicate, kind=kind, **kw)


def index_years(qid, question, scope, measure, years, *, kind="compare", **kw) -> dict:
    """Two years of one index value (a comparison): both rows must be facts."""
    rows = [index_row(scope, measure, y) for y in years]
    assert all(verified(r["status"]) and r["value"] for r in rows), qid
    return ask(qid, question, kind, [index_id(r) for r in rows],
               {f"{r['year']} value": float(r["value"]) for r in rows}, [INDEX],
               "; ".join(f"{scope} {measure} {r['year']} = {r['value']}" for r in rows) + ".", **kw)


def level_names_all(qid, question, n, **kw) -> dict:
    """Every level name of one indicator's model (all five must be verified names)."""
    infos = {lv: level(n, lv) for lv in range(1, 6)}
    assert all(i["name_ok"] for i in infos.values()), qid
    return ask(qid, question, "level", [f"spbe:indicator:{n}:level:{lv}" for lv in infos],
               {f"level {lv}": i["name"] for lv, i in infos.items()}, [LEVELS],
               "Levels 1-5: " + ", ".join(i["name"] for i in infos.values()) + ".", **kw)


def hand() -> list[dict]:
    q: list[dict] = []
    add = q.append
    # -- paraphrased topic -> indicator (chat shorthand, typos, mixed languages)
    for qid, text, n in [
        ("fsd-001", "yg soal open data / data terbuka itu indikator brp", 43),
        ("fsd-002", "the one about sakip online, wat indicator no", 40),
        ("fsd-003", "indikator utk simpeg / kepegawaian elektronik no brp ya", 36),
        ("fsd-004", "mana indikator yg nilai inovasi probis", 14),
        ("fsd-005", "itsm / manajemen layanan penerapannya indikator ke brp", 28),
        ("fsd-006", "indikator manajemen perubahan tuh nomer brp", 27),
        ("fsd-007", "pls which no is the jdih legal docs network one", 44),
        ("fsd-008", "indikatr aset tik penerapannya brp", 24),
        ("fsd-009", "e-kinerja pegawai indikator nomer?", 41),
        ("fsd-010", "indikator kolaborasi penerapan spbe no brp gan", 20),
        ("fsd-011", "layanan keuangan elektronik = indikatot brp", 34),
        ("fsd-012", "wat indicator is sector public service no 1", 45),
        ("fsd-013", "keterpaduan rencana dgn anggaran itu indikator ke?", 13),
        ("fsd-014", "indikator e-arsip dinamis brp nomornya", 37),
        ("fsd-015", "bmn/bmd elektronik indikatornya no brp", 38),
        ("fsd-016", "indikator layanan pengaduan publik online (sp4n lapor) brp", 42),
    ]:
        add(topic(qid, text, n))
    # -- look-alike pairs: internal policy (aspect 1) vs its implementation, and the audits
    for qid, text, n, why in [
        ("fsd-017", "kebijakan internal manajemen data no brp", 3, "The POLICY on data management (3), not its "
         "implementation (23)."),
        ("fsd-018", "yg penerapan manajemen data, bukan kebijakan internalnya, no?", 23, "Implementation (23), not "
         "the policy (3)."),
        ("fsd-019", "keamanan informasi yg kebijakan internal indikator brp", 8, "Policy (8), not implementation "
         "(22)."),
        ("fsd-020", "penerapan mnjmn keamanan informasi indikatornya", 22, "Implementation (22), not policy (8)."),
        ("fsd-021", "pusat data, layanannya (bukan kebijakan) indikator brp", 16, "The data-centre service (16), "
         "not the policy (5)."),
        ("fsd-022", "kebijakan ttg layanan pusat data tuh indikator ke brp", 5,
         "Policy on data-centre services (5), not the "
         "service (16)."),
        ("fsd-023", "kebijakan internal ttg peta rencana, nomor indikatornya?", 2,
         "Policy on the roadmap (2), not the roadmap "
         "(12)."),
        ("fsd-024", "the actual spbe roadmap indicator not the policy one", 12, "The roadmap itself (12), not the "
         "policy (2)."),
        ("fsd-025", "audit infrastruktur spbe pelaksanaannya indikator brp", 29, "Infrastructure audit (29), not "
         "application (30) or security (31), nor the audit policy (9)."),
        ("fsd-026", "pelaksanaan audit aplikasi = indikator?", 30, "Application audit (30), not 29/31."),
        ("fsd-027", "tim koordinasi spbe yg kebijakan internal, no brp", 10, "Policy on the coordination team (10), "
         "not the team in practice (19)."),
        ("fsd-028", "pembangunan aplikasi yg praktiknya bukan kebijakan indikator brp", 15, "Practice (15), not "
         "the policy (4)."),
        ("fsd-029", "arsitektur spbe kebijakan internalnya indikator ke brp", 1, "Policy on the architecture (1), "
         "not the architecture (11)."),
        ("fsd-030", "e-planning service vs keterpaduan rencana anggaran, the e-planning one no?", 32,
         "The e-planning service (32), not planning-budget integration (13)."),
    ]:
        add(topic(qid, text, n, why, kind="look-alike"))
    # -- membership: which aspect / domain
    add(membership("fsd-031", "ind 33 aspek n domain nya apa", 33, domain=True))
    add(membership("fsd-032", "e-budgeting masuk domain apa ya", 33, aspect=False, domain=True))
    add(membership("fsd-033", "jdih tuh di aspek mana", 44))
    add(membership("fsd-034", "indikator 12 aspeknya apa gan", 12))
    add(membership("fsd-035", "which domain has indicator 27 pls", 27, aspect=False, domain=True))
    add(membership("fsd-036", "ind 19 aspek apa n domain apa", 19, domain=True))
    add(membership("fsd-037", "kolaborasi penerapan spbe itu aspek apa", 20))
    add(membership("fsd-038", "indikator audit aplikasi ada di domain apa", 30, aspect=False, domain=True))
    add(membership("fsd-039", "indikator 6 aspeknya", 6))
    add(membership("fsd-040", "data terbuka masuk aspek layanan publik atau adm pemerintahan?", 43))
    # -- weights
    add(domain_weight("fsd-041", "domain kebijakan internal brp persen dr total", 1))
    add(domain_weight("fsd-042", "tata kelola domain weight brp %", 2))
    add(aspect_weight("fsd-043", "bobot aspek penerapan manajemen spbe brp", 5))
    add(aspect_weight("fsd-044", "aspek layanan adm pemerintahan berbasis elektronik bobotnya", 7))
    add(aspect_weight("fsd-045", "aspek 4 penyelenggara bobot brp persen", 4))
    add(aspect_weight("fsd-046", "bobot aspek 1 kebijakan internal tata kelola", 1))
    add(indicator_weight("fsd-047", "bobot ind 43 ke indeks brp", 43))
    add(indicator_weight("fsd-048", "indikator 19 bobotnya dlm aspek brp persen", 19, within=True))
    add(indicator_weight("fsd-049", "weight of ind 35 in the overall index pls", 35))
    add(indicator_weight("fsd-050", "bobot indikator 2 thd indeks spbe", 2))
    add(indicator_weight("fsd-051", "ind 30 weight within aspek audit", 30, within=True))
    # -- counts
    add(aspect_count("fsd-052", "aspek audit tik isinya brp indikator", 6))
    add(aspect_count("fsd-053", "aspek layanan publik ada brp indikator sih", 8))
    add(aspect_count("fsd-054", "brp jumlah indikator di aspek teknologi informasi & komunikasi", 3))
    add(aspect_count("fsd-055", "aspek 1 kebijakan internal ada brp indikator", 1))
    add(domain_count("fsd-056", "domain manajemen spbe isinya brp indikator", 3))
    add(domain_count("fsd-057", "how many indicators under tata kelola", 2))
    add(framework_count("fsd-058", "total indikator spbe skrg brp", "indicators"))
    add(framework_count("fsd-059", "ada brp aspek di evaluasi spbe", "aspects"))
    # -- level names (both maturity models)
    add(level_name("fsd-060", "lvl 4 ind 29 apa namanya", 29, 4))
    add(level_name("fsd-061", "indikator 10 level 2 disebut apa", 10, 2))
    add(level_name("fsd-062", "level 5 utk ind 22 namanya", 22, 5))
    add(level_name("fsd-063", "lvl 1 indikator 37 namanya apa", 37, 1))
    add(level_name("fsd-064", "ind 45 lvl 2 nama levelnya", 45, 2))
    add(level_name("fsd-065", "wat is lvl 3 called on indicator 40", 40, 3))
    add(level_names_all("fsd-066", "nama2 level 1 sampai 5 utk indikator 21 apa aja", 21))
    # -- level criteria
    add(level_criteria("fsd-067", "kriteria lvl 3 ind 8 apa", 8, 3, ["full scope"]))
    add(level_criteria("fsd-068", "syarat level 2 indikator 5 gmn", 5, 2, ["part of the agency"]))
    add(level_criteria("fsd-069", "ind 1 lvl 3 syaratnya apa aja", 1, 3, ["fully covers the architecture reference"]))
    add(level_criteria("fsd-070", "lvl 4 indikator 27 kriteria", 27, 4, ["organisational performance"]))
    add(level_criteria("fsd-071", "wat does ind 30 need for lvl 5", 30, 5, ["continuously improved"]))
    add(level_criteria("fsd-072", "kriteria lvl 1 ind 17 gmn", 17, 1, ["ad hoc"]))
    add(level_criteria("fsd-073", "ind 43 level 3 kriterianya", 43, 3, ["transaction"]))
    add(level_criteria("fsd-074", "syarat lvl 1 indikator 45 apa", 45, 1, ["one-way information"]))
    # -- what an indicator measures
    add(measures("fsd-075", "ind 39 ngukur apa sih", 39, "e-internal-government-oversight"))
    add(measures("fsd-076", "indikator 20 itu ttg apa", 20, "collaboration"))
    add(measures("fsd-077", "wat is ind 46 about", 46, "agency-specific public service #2"))
    add(measures("fsd-078", "indikator 16 maksudnya apa ya", 16, "data-centre services"))
    # -- index values, comparisons and predicate bands
    add(index_value("fsd-079", "indeks spbe kab banyuwangi 2024 brp", "example regional",
                    "Kabupaten Banyuwangi (highest Pemda 2024)", 2024, predicate=True))
    add(index_value("fsd-080", "nilai domain manajemen 2022 brp", "domain Manajemen", "index", 2022))
    add(index_value("fsd-081", "brp instansi yg dievaluasi thn 2023", "evaluation scope", "n_instansi", 2023))
    add(index_value("fsd-082", "prov gorontalo indeks spbe 2024 n predikatnya", "example regional",
                    "Provinsi Gorontalo", 2024, predicate=True))
    add(index_years("fsd-083", "indeks nasional 2023 vs 2024 naik brp", "national", "index", [2023, 2024]))
    add(index_years("fsd-084", "domain manajemen 2021 dibanding 2024 gmn", "domain Manajemen", "index",
                    [2021, 2024]))
    add(predicate_of("fsd-085", "nilai 4.2 dpt predikat apa", 4.2))
    add(predicate_of("fsd-086", "klo indeks 1.79 predikatnya apa", 1.79))
    add(predicate_of("fsd-087", "skor 3.5 itu baik ato sangat baik", 3.5))
    add(predicate_range("fsd-088", "range nilai predikat baik dr brp sampai brp", "Baik"))
    add(predicate_range("fsd-089", "batas predikat memuaskan brp", "Memuaskan"))
    # -- must abstain: what does not exist, what the data lacks, rows that are not facts
    add(missing(abstain("fsd-090", "indikator ke-48 ngatur apa", "There are 47 indicators; 48 does not exist."),
                "48"))
    add(missing(abstain("fsd-091", "bobot domain ke 5 brp", "There are 4 domains."), "domain 5"))
    add(missing(abstain("fsd-092", "lvl 6 ind 20 namanya apa", "Maturity levels run 1-5."), "level 6"))
    add(missing(abstain("fsd-093", "aspek ke 9 bobotnya brp", "There are 8 aspects."), "aspek 9"))
    add(missing(index_value("fsd-094", "indeks nasional thn 2021 brp", "national", "index", 2021), "2021"))
    add(missing(index_value("fsd-095", "nilai domain tata kelola 2023", "domain Tata Kelola", "index", 2023),
                "tata kelola"))
    add(missing(abstain("fsd-096", "indeks spbe kota surabaya 2024", "No index value for Kota Surabaya."),
                "surabaya"))
    add(missing(level_name("fsd-097", "lvl 4 ind 42 namanya apa", 42, 4), "level 4"))
    add(missing(level_criteria("fsd-098", "kriteria level 2 ind 26 apa", 26, 2, ["planned"]), "level 2"))
    add(missing(level_criteria("fsd-099", "syarat lvl 5 indikator 41", 41, 5, ["-"]), "level 5"))
    add(missing(index_value("fsd-100", "indeks nasional 2025 udh keluar? brp", "national", "index", 2025), "2025"))
    add(missing(abstain("fsd-101", "sanksi klo predikat kurang apa aja",
                        "The data holds the predicate bands, not any sanction."), "sanksi"))
    add(missing(index_value("fsd-102", "kota gorontalo indeks 2024 brp", "example regional", "Kota Gorontalo",
                            2024), "2024"))
    return q


def sessions() -> list[dict]:
    q: list[dict] = []
    add = q.append
    add(membership("fsd-103", "ind 43 masuk aspek apa", 43, session="fsd-s1"))
    add(membership("fsd-104", "trs domainnya apa gan", 43, aspect=False, domain=True, session="fsd-s1",
                   kind="follow-up",
                   gold_standalone="indikator 43 masuk domain apa"))
    add(indicator_weight("fsd-105", "bobotnya brp", 43, session="fsd-s1", kind="follow-up",
                         gold_standalone="bobot indikator 43 thd indeks"))
    add(aspect_weight("fsd-106", "bobot aspek audit tik brp", 6, session="fsd-s2"))
    add(aspect_count("fsd-107", "isinya brp indikator", 6, session="fsd-s2", kind="follow-up",
                     gold_standalone="aspek audit tik ada brp indikator"))
    add(level_name("fsd-108", "Under SPBE what do they call maturity level 3 of indicator 26?", 26, 3,
                   session="fsd-s2", turn="new"))
    add(index_value("fsd-109", "indeks nasional 2022 brp", "national", "index", 2022, session="fsd-s3"))
    add(index_value("fsd-110", "predikatnya apa", "national", "index", 2022, predicate=True, session="fsd-s3",
                    kind="follow-up", gold_standalone="predikat indeks spbe nasional 2022"))
    add(missing(index_value("fsd-111", "klo 2019?", "national", "index", 2019, session="fsd-s3", kind="follow-up",
                            gold_standalone="indeks spbe nasional 2019"), "2019"))
    add(level_criteria("fsd-112", "lvl 4 ind 8 kriterianya apa", 8, 4, ["all work units"], session="fsd-s4"))
    add(level_criteria("fsd-113", "lvl 5 nya?", 8, 5, ["new policy"], session="fsd-s4", kind="follow-up",
                       gold_standalone="kriteria level 5 indikator 8"))
    add(domain_weight("fsd-114", "ok ganti topik: domain layanan persentase bobotnya brp", 4, session="fsd-s4",
                      turn="new"))
    add(topic("fsd-115", "yg penerapan manajemen risiko, indikator ke brp ya", 21, session="fsd-s5"))
    add(membership("fsd-116", "domainnya apa", 21, aspect=False, domain=True, session="fsd-s5", kind="follow-up",
                   gold_standalone="indikator 21 domain apa"))
    add(missing(abstain("fsd-117", "indikator 48 ada ga", "A complete new question: indicator 48 does not exist "
                        "(47 indicators); not about indicator 21.", session="fsd-s5", turn="new"), "48"))
    return q


def items() -> list[dict]:
    return hand() + sessions()


if __name__ == "__main__":
    sys.exit(main(items, OUT, __doc__.splitlines()[0]))
