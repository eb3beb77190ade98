"""Write spbe.jsonl: a sixth blind, held-out SPBE set, typed the way auditors and civil servants chat.

    python bench/data/fresh_f/make_spbe.py           # reads loaders/data/spbe/, writes spbe.jsonl
    python bench/data/fresh_f/make_spbe.py --check   # only checks that the file is current

Every gold builder is imported, so the labelling rules are those of the older sets: ``bench/data/fresh/
make_spbe.py`` (UNVERIFIED and test-fixture rows are not facts; indicator 48, domain 5, aspect 9, level 6 do
not exist), ``bench/data/fresh_c/make_spbe.py`` (counts, predicate bands) and ``bench/data/fresh_d/make_spbe.py``
(``gold_missing``, a (scope, measure, year) with no row, two-year comparisons, all five level names). Those
modules read only the data files. The questions are new wording written by hand without running any engine;
topic questions paraphrase an indicator without the words of its name.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
sys.path.insert(0, str(ROOT))

from bench.data.fresh.common import main  # noqa: E402
from bench.data.fresh.make_spbe import (  # noqa: E402
    abstain, aspect_count, aspect_weight, domain_weight, indicator_weight, level_criteria, level_name, measures,
    membership, topic)
from bench.data.fresh_c.make_spbe import domain_count, framework_count, predicate_of, predicate_range  # noqa: E402
from bench.data.fresh_d.make_spbe import index_value, index_years, level_names_all, missing  # noqa: E402

OUT = HERE / "spbe.jsonl"


def hand() -> list[dict]:
    q: list[dict] = []
    add = q.append
    # -- topic -> indicator, paraphrased without the words of the indicator's name
    for qid, text, n in [
        ("fsf-001", "lelang / e-tender online instansi dinilai di indikator brp", 35),
        ("fsf-002", "aplikasi inspektorat buat APIP tuh masuk indikator yg mana", 39),
        ("fsf-003", "kanal keluhan warga online kyk lapor! itu indikator no brp", 42),
        ("fsf-004", "one-data portal where citizens download datasets - which indicator?", 43),
        ("fsf-005", "situs kumpulan perda perbup yg bs dicari publik indikatornya brp", 44),
        ("fsf-006", "srikandi / naskah dinas & surat menyurat elektronik itu indikator ke brp", 37),
        ("fsf-007", "SP2D online, bendahara, pencairan dana elektronik -> indikator no?", 34),
        ("fsf-008", "musrenbang online / RKPD elektronik, which indicator is that", 32),
        ("fsf-009", "redesign alur kerja / reengineering SOP pakai TIK indikatornya no brp", 14),
        ("fsf-010", "enterprise architecture blueprint of the agency itself, indicator no pls", 11),
        ("fsf-011", "LKjIP & perjanjian kinerja instansi secara online dinilai di indikator brp", 40),
    ]:
        add(topic(qid, text, n))
    # -- look-alike pairs: the policy (aspect 1) vs its practice, individual vs agency, asset kinds, audits
    for qid, text, n, why in [
        ("fsf-012", "perkada yg ngatur tim koordinasi spbe (aturannya, bukan kerja timnya) no brp", 10,
         "The policy on the coordination team (10), not the team in practice (19)."),
        ("fsf-013", "yg praktik SDLC bikin aplikasinya, bukan perkadanya, indikator brp", 15,
         "The practice of application development (15), not the policy (4)."),
        ("fsf-014", "perkada soal LAN/WAN antar OPD (regulasinya doang) indikator ke brp", 6,
         "The policy on the intra-agency network (6), not the network service (17)."),
        ("fsf-015", "layanan LAN/WAN antar OPD nya sendiri, bukan aturannya, no indikator?", 17,
         "The intra-agency network service (17), not the policy (6)."),
        ("fsf-016", "kinerja individu pegawai vs kinerja instansi: yg individu no brp", 41,
         "Employee performance (41), not agency performance accountability (40)."),
        ("fsf-017", "inventaris gedung & kendaraan dinas pemda (bukan perangkat TIK) indikator brp", 38,
         "State/regional asset management (38), not ICT assets (24)."),
        ("fsf-018", "audit keamanan sistem beneran dilaksanakan, bukan kebijakan auditnya: indikator?", 31,
         "The security audit carried out (31), not the ICT-audit policy (9) nor audits 29/30."),
        ("fsf-019", "ISMS/ISO 27001 dijalankan beneran di instansi, indikator brp (bukan kebijakannya)", 22,
         "Implementation of information-security management (22), not the policy (8)."),
    ]:
        add(topic(qid, text, n, why, kind="look-alike"))
    # -- membership: indicator -> aspect -> domain
    add(membership("fsf-020", "indikator 24 ikut aspek mana trs domainnya apa", 24, domain=True))
    add(membership("fsf-021", "in which domain does indicator 16 sit", 16, aspect=False, domain=True))
    add(membership("fsf-022", "ind 9 which aspek & domain?", 9, domain=True))
    add(membership("fsf-023", "lapor (pengaduan) masuk domain layanan ato tata kelola?", 42, aspect=False, domain=True))
    # -- weights (domains and aspects named in words, indicators in the index and within the aspect)
    add(domain_weight("fsf-024", "domain manajemen porsinya brp % dr indeks spbe", 3))
    add(domain_weight("fsf-025", "services domain share of the total spbe score (%)?", 4))
    add(aspect_weight("fsf-026", "Mohon info, aspek Perencanaan Strategis porsinya berapa persen?", 2))
    add(indicator_weight("fsf-027", "ind 47 nyumbang brp persen ke total indeks", 47))
    add(indicator_weight("fsf-028", "indikator 12 berapa persen dari aspeknya", 12, within=True))
    # -- counts
    add(aspect_count("fsf-029", "aspek penyelenggara spbe cuma ada brp indikator", 4))
    add(aspect_count("fsf-030", "how many indikator in aspek 5 penerapan manajemen?", 5))
    add(domain_count("fsf-031", "total indicators in kebijakan internal domain?", 1))
    add(framework_count("fsf-032", "evaluasi spbe skrg dibagi jd brp domain sih", "domains"))
    # -- level names, both maturity models
    add(level_name("fsf-033", "ind 14 lvl 2 sebutannya apa", 14, 2))
    add(level_name("fsf-034", "level 1 utk indikator 31 disebut apa ya", 31, 1))
    add(level_name("fsf-035", "ind 38 tingkat 3 sebutannya apa ya", 38, 3))
    add(level_name("fsf-036", "ind 3, level 4 - what do they call it?", 3, 4))
    add(level_names_all("fsf-037", "sebutin nama lvl 1-5 buat indikator 9 dong", 9))
    # -- level criteria (own criteria of 1/5/8, else the model's general criterion)
    add(level_criteria("fsf-038", "ind 1 lvl 2 syaratnya gmn", 1, 2, ["does not fully cover"]))
    add(level_criteria("fsf-039", "what is required at level 4 for indicator 5", 5, 4, ["National Data Centre"]))
    add(level_criteria("fsf-040", "what does ind 35 need to reach lvl 2", 35, 2, ["interaction"]))
    add(level_criteria("fsf-041", "syarat ind 14 bs lvl 5 apa", 14, 5, ["continuously improved"]))
    # -- what an indicator measures
    add(measures("fsf-042", "ind 47 itu ngukur apa ya", 47, "agency-specific public service #3"))
    # -- index values, comparisons and predicate bands
    add(index_value("fsf-043", "national spbe index in 2018?", "national", "index", 2018))
    add(index_value("fsf-044", "2020 indeks nasional n predikatnya apa", "national", "index", 2020, predicate=True))
    add(index_value("fsf-045", "RPJMN 2020-2024 nargetin indeks spbe brp sih", "national", "target_RPJMN_2020_2024",
                    2024))
    add(index_value("fsf-046", "layanan domain score 2024 brp", "domain Layanan", "index", 2024))
    add(index_value("fsf-047", "kota gorontalo 2022 skor spbe nya brp n predikat?", "example regional",
                    "Kota Gorontalo", 2022, predicate=True))
    add(index_years("fsf-048", "nasional 2022 ke 2024 naiknya dr brp ke brp", "national", "index", [2022, 2024]))
    add(index_years("fsf-049", "gorontalo province index 2022 vs 2023?", "example regional",
                    "Provinsi Gorontalo", [2022, 2023]))
    add(predicate_of("fsf-050", "dapet 2.6 pas itu cukup ato baik", 2.6))
    add(predicate_range("fsf-051", "sangat baik itu rentang nilainya brp", "Sangat Baik"))
    # -- must abstain: what does not exist, what the data lacks, rows that are not facts
    add(missing(abstain("fsf-052", "what is indicator 50 about", "There are 47 indicators; 50 does not exist."),
                "50"))
    add(missing(abstain("fsf-053", "domain kelima itu apa ya di evaluasi spbe", "There are 4 domains."), "domain 5"))
    add(missing(abstain("fsf-054", "ind 3 lvl 6 kriterianya apa", "Maturity levels run 1-5."), "level 6"))
    add(missing(index_value("fsf-055", "thn 2019 nilai spbe nasional ada ga", "national", "index", 2019), "2019"))
    add(missing(index_value("fsf-056", "domain kebijakan internal nilainya 2024", "domain Kebijakan", "index", 2024),
                "kebijakan"))
    add(missing(index_value("fsf-057", "nilai tata kelola thn 2021 ada ga", "domain Tata Kelola", "index", 2021),
                "tata kelola"))
    add(missing(index_value("fsf-058", "skor spbe banyuwangi waktu 2022 brp", "example regional",
                            "Kabupaten Banyuwangi (highest Pemda 2024)", 2022), "2022"))
    add(missing(abstain("fsf-059", "pemkab sleman dpt skor spbe brp 2024", "No index value for Kabupaten Sleman."),
                "sleman"))
    add(missing(level_criteria("fsf-060", "syarat lvl 2 ind 13 gmn", 13, 2, ["planned"]), "level 2"))
    return q


def sessions() -> list[dict]:
    """Conversations: follow-ups fill the slots they leave open; a complete new question inherits nothing."""
    q: list[dict] = []
    add = q.append
    add(topic("fsf-061", "yg ngukur helpdesk & penanganan tiket gangguan TI no brp", 28, session="fsf-s1"))
    add(indicator_weight("fsf-062", "bobotnya di dlm aspek brp", 28, within=True, session="fsf-s1", kind="follow-up",
                         gold_standalone="bobot indikator 28 dalam aspeknya"))
    add(level_name("fsf-063", "lvl 3 nya disebut apa", 28, 3, session="fsf-s1", kind="follow-up",
                   gold_standalone="nama level 3 indikator 28"))
    add(index_value("fsf-064", "indeks prov gorontalo 2023 brp", "example regional", "Provinsi Gorontalo", 2023,
                    session="fsf-s2"))
    add(index_value("fsf-065", "klo 2024 nya brp, predikat?", "example regional", "Provinsi Gorontalo", 2024,
                    predicate=True, session="fsf-s2", kind="follow-up",
                    gold_standalone="indeks spbe provinsi gorontalo 2024 dan predikatnya"))
    add(missing(index_value("fsf-066", "2021 ada datanya?", "example regional", "Provinsi Gorontalo", 2021,
                            session="fsf-s2", kind="follow-up",
                            gold_standalone="indeks spbe provinsi gorontalo 2021"), "2021"))
    add(level_criteria("fsf-067", "utk lvl 3 di indikator 5 hrs gmn", 5, 3, ["all work units"], session="fsf-s3"))
    add(level_criteria("fsf-068", "lvl 2 nya?", 5, 2, ["part of the agency"], session="fsf-s3", kind="follow-up",
                       gold_standalone="kriteria level 2 indikator 5"))
    add(aspect_count("fsf-069", "oh ya satu lg: aspek TIK ada brp indikator", 3, session="fsf-s3", turn="new"))
    add(membership("fsf-070", "e-procurement / lpse masuk aspek mana", 35, session="fsf-s4"))
    add(membership("fsf-071", "trs domain nya apa tuh", 35, aspect=False, domain=True, session="fsf-s4",
                   kind="follow-up",
                   gold_standalone="indikator 35 masuk domain apa"))
    add(missing(level_name("fsf-072", "lvl 4 nya namanya apa", 35, 4, session="fsf-s4", kind="follow-up",
                           gold_standalone="nama level 4 indikator 35"), "level 4"))
    return q


def items() -> list[dict]:
    return hand() + sessions()


if __name__ == "__main__":
    sys.exit(main(items, OUT, __doc__.splitlines()[0]))
