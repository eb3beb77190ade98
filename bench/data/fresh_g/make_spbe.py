"""Write spbe.jsonl: a seventh blind, held-out SPBE set, in the words auditors and civil servants use.

    python bench/data/fresh_g/make_spbe.py           # reads loaders/data/spbe/, writes spbe.jsonl
    python bench/data/fresh_g/make_spbe.py --check   # only checks that the file is current

Every gold builder is imported, so the labelling rules are those of the older sets: ``bench/data/fresh/
make_spbe.py`` (UNVERIFIED and test-fixture rows are not facts; indicator 48, domain 5, aspect 9, level 6 do
not exist), ``bench/data/fresh_c/make_spbe.py`` (counts, predicate bands) and ``bench/data/fresh_d/make_spbe.py``
(``gold_missing``, a (scope, measure, year) with no row, two-year comparisons, all five level names). Those
modules read only the data files. New here: ``aspect_members`` (membership downwards: the indicators of one
aspect), built from the same rows. The questions are new wording written by hand without running any engine;
topic questions describe what an indicator is about without the words of its name.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
sys.path.insert(0, str(ROOT))

from bench.data.fresh.common import main  # noqa: E402
from bench.data.fresh.make_spbe import (  # noqa: E402
    ASPECTS, IND, STRUCT, abstain, ask, aspect_count, aspect_weight, domain_weight, ind_names, indicator_weight,
    indicators_in, level_criteria, level_name, measures, membership, topic)
from bench.data.fresh_c.make_spbe import domain_count, framework_count, predicate_of, predicate_range  # noqa: E402
from bench.data.fresh_d.make_spbe import index_value, index_years, level_names_all, missing  # noqa: E402

OUT = HERE / "spbe.jsonl"


def aspect_members(qid, question, a, kind="membership", **kw) -> dict:
    """Membership downwards: every indicator of one aspect must be named (by number or name)."""
    members = indicators_in(a)
    return ask(qid, question, kind, [f"spbe:aspect:{a}"] + [f"spbe:indicator:{n}" for n in members],
               {f"indicator {n}": [n] + ind_names(n) for n in members}, [STRUCT, IND],
               f"Aspect {a} ({ASPECTS[a]['name_id']}) holds indicators {members[0]}-{members[-1]}.", **kw)


def hand() -> list[dict]:
    q: list[dict] = []
    add = q.append
    # -- topic -> indicator, described without the words of the indicator's name
    for qid, text, n in [
        ("fgs-001", "aturan internal pemda yg ngatur kapan & gmn sistem TI diperiksa pemeriksa independen, ind no "
         "brp", 9),
        ("fgs-002", "ancaman & gangguan spbe dipetakan (kemungkinan x dampak) lalu ada rencana mitigasinya, itu "
         "indikator yg mana ya", 21),
        ("fgs-003", "diklat dan sertifikasi keahlian TI buat ASN pengelola sistem, masuk penilaian indikator brp", 25),
        ("fgs-004", "which indicator looks at capturing lessons learned and sharing know-how between staff "
         "(internal wiki, FAQ)", 26),
        ("fgs-005", "sosialisasi & pendampingan supaya ASN mau ninggalin cara kerja lama pindah ke sistem baru, "
         "nomor indikatornya?", 27),
        ("fgs-006", "pemeriksaan berkala oleh pihak independen atas server, jaringan & ruang server pemda: indikator "
         "ke berapa", 29),
        ("fgs-007", "kerja sama dgn kementerian lain / kampus / swasta waktu ngejalanin spbe dinilai di no brp", 20),
        ("fgs-008", "dokumen tahapan lima tahunan pembangunan spbe pemda (bukan arsitekturnya) nomor indikatornya",
         12),
        ("fgs-009", "tiap belanja TI OPD harus lewat clearance biar nyambung sama program kerja & pagu, itu "
         "indikator apa", 13),
        ("fgs-010", "Dengan hormat, mohon dijelaskan indikator mana yang menilai pemanfaatan teknologi untuk "
         "penyusunan RKA, DPA dan APBD.", 33),
        ("fgs-011", "the e-SKP thing - monthly targets per civil servant scored by their boss - which indicator?",
         41),
    ]:
        add(topic(qid, text, n))
    # -- look-alike pairs: a rule vs its practice, neighbouring services
    for qid, text, n, why in [
        ("fgs-012", "ruang server bersama pemda yg beneran beroperasi melayani OPD (bukan perkadanya) indikator brp",
         16, "The data-centre service in practice (16), not the policy (5)."),
        ("fgs-013", "aturan kepala daerah soal kewajiban OPD numpang di ruang server bersama, indikator ke?", 5,
         "The policy on data-centre services (5), not the service (16)."),
        ("fgs-014", "API gateway biar aplikasi antar dinas bs tukar data, yg dipraktikkan ya bukan regulasinya: no?",
         18, "Use of the service-connector system (18), not its policy (7)."),
        ("fgs-015", "perbup yg ngatur interoperabilitas aplikasi lewat API gateway (regulasinya) masuk no brp", 7,
         "The policy on the service-connector system (7), not its use (18)."),
        ("fgs-016", "metadata, kode referensi & kualitas data di internal OPD dijalankan beneran (bukan portal "
         "publik, bukan perkada) no brp", 23,
         "Data-management implementation (23), not the policy (3) nor open data (43)."),
        ("fgs-017", "policy document (perkada) on how the agency governs its data - not the practice - indicator?",
         3, "The internal policy on data management (3), not its implementation (23)."),
        ("fgs-018", "perkada yg mewajibkan dokumen tahapan lima tahunan pembangunan spbe, aturannya aja, "
         "indikator?", 2, "The internal policy on the roadmap (2), not the roadmap itself (12)."),
        ("fgs-019", "yg buat nyusun APBD / RKA, bukan yg buat pencairan SP2D: indikator no", 33,
         "E-budgeting (33), not e-finance (34)."),
        ("fgs-020", "the steering committee really meeting & steering, not the decree that set it up - indicator no",
         19, "The coordination team in practice (19), not the policy on it (10)."),
        ("fgs-021", "daftar laptop, server, lisensi software milik pemda + siklus hidupnya (bukan gedung/kendaraan) "
         "ind brp", 24, "ICT-asset management (24), not state/regional assets (38)."),
        ("fgs-022", "pemeriksaan independen atas aplikasi2 yg dipakai pemda, bukan bikin aplikasinya: ind?", 30,
         "The application audit (30), not application development (15)."),
    ]:
        add(topic(qid, text, n, why, kind="look-alike"))
    # -- membership, up (indicator -> aspect / domain) and down (aspect -> indicators)
    add(membership("fgs-023", "indikator 33 nyantol di aspek apa", 33))
    add(membership("fgs-024", "ind 19 itu domain apa, aspeknya juga", 19, domain=True))
    add(membership("fgs-025", "indicator 26 - domain?", 26, aspect=False, domain=True))
    add(aspect_members("fgs-026", "sebutin indikator2 di bawah aspek pelaksanaan audit TIK", 6))
    add(aspect_members("fgs-027", "list all indicators under aspect 4 penyelenggara", 4))
    # -- weights
    add(domain_weight("fgs-028", "kebijakan internal sbg domain nyumbang brp persen", 1))
    add(domain_weight("fgs-029", "tata kelola domain weight in the overall index?", 2))
    add(aspect_weight("fgs-030", "porsi aspek layanan publik berbasis elektronik ke indeks total brp", 8))
    add(aspect_weight("fgs-031", "aspek 6 bobotnya cm brp persen", 6))
    add(indicator_weight("fgs-032", "ind 20 kontribusinya ke indeks keseluruhan brp %", 20))
    add(indicator_weight("fgs-033", "indicator 31 share within its own aspect?", 31, within=True))
    add(indicator_weight("fgs-034", "Mohon konfirmasi bobot indikator 44 terhadap nilai indeks SPBE.", 44))
    # -- counts
    add(domain_count("fgs-035", "domain layanan itu punya brp indikator total", 4))
    add(domain_count("fgs-036", "how many indicators does the manajemen domain have", 3))
    add(aspect_count("fgs-037", "aspek 7 administrasi pemerintahan ada brp indikator", 7))
    add(aspect_count("fgs-038", "perencanaan strategis terdiri dr brp indikator", 2))
    add(framework_count("fgs-039", "total aspek di permenpanrb 59/2020 ada brp", "aspects"))
    add(framework_count("fgs-040", "how many indicators in total does the spbe evaluation use now", "indicators"))
    # -- level names (both maturity models)
    add(level_name("fgs-041", "ind 42 tingkat ke-3 namanya apa", 42, 3))
    add(level_name("fgs-042", "top maturity tier label, indicator 29?", 29, 5))
    add(level_name("fgs-043", "ind 26 kalo baru level 1 disebutnya apa", 26, 1))
    add(level_name("fgs-044", "ind 33 di tingkat 2 istilahnya apa", 33, 2))
    add(level_names_all("fgs-045", "urutan nama tingkat kematangan 1 s/d 5 buat ind 22 apa aja", 22))
    # -- level criteria (own criteria of 1/5/8, else the model's general criterion)
    add(level_criteria("fgs-046", "ind 8 naik ke level 3 syaratnya apa", 8, 3, ["full scope"]))
    add(level_criteria("fgs-047", "what must indicator 1 show at level 4", 1, 4, ["integration"]))
    add(level_criteria("fgs-048", "ind 5 level paling bawah kriterianya gmn", 5, 1, ["Concept"]))
    add(level_criteria("fgs-049", "ind 22 lvl 4 hrs memenuhi apa", 22, 4, ["review and evaluation"]))
    add(level_criteria("fgs-050", "ind 36 lvl 1 artinya layanannya kyk gmn", 36, 1, ["one-way"]))
    add(level_criteria("fgs-051", "ind 44 naik ke tingkat 3 butuh apa", 44, 3, ["transaction"]))
    # -- what an indicator measures
    add(measures("fgs-052", "ind 45 sebenernya menilai apa", 45, "agency-specific public service #1"))
    add(measures("fgs-053", "indikator 20 ngukur hal apa ya", 20, "collaboration in SPBE implementation"))
    # -- index values, counts of evaluated agencies, comparisons and predicate bands
    add(index_value("fgs-054", "hasil indeks spbe nasional 2023 brp & predikatnya", "national", "index", 2023,
                    predicate=True))
    add(index_value("fgs-055", "Pada putaran evaluasi tahun 2023, total IPPD yang dinilai ada berapa?", "evaluation scope", "n_instansi", 2023))
    add(index_value("fgs-056", "number of agencies evaluated in the 2024 round?", "evaluation scope", "n_instansi",
                    2024))
    add(index_value("fgs-057", "domain manajemen 2023 nilainya brp", "domain Manajemen", "index", 2023))
    add(index_value("fgs-058", "banyuwangi dpt nilai brp di 2024, predikat apa", "example regional",
                    "Kabupaten Banyuwangi (highest Pemda 2024)", 2024, predicate=True))
    add(index_years("fgs-059", "nasional 2020 dibanding 2023 gmn angkanya", "national", "index", [2020, 2023]))
    add(index_years("fgs-060", "manajemen domain score 2022 vs 2024", "domain Manajemen", "index", [2022, 2024]))
    add(predicate_of("fgs-061", "skor 3.5 masuk predikat apa", 3.5))
    add(predicate_of("fgs-062", "if an agency scores exactly 4.2 what predikat is that", 4.2))
    add(predicate_of("fgs-063", "nilai 1.8 itu kurang ato cukup", 1.8))
    add(predicate_range("fgs-064", "batas bawah & atas predikat cukup brp", "Cukup"))
    # -- must abstain: what does not exist, what the data lacks, rows that are not facts, topics SPBE does not cover
    add(missing(abstain("fgs-065", "ind 48 ngomongin soal apa", "There are 47 indicators; 48 does not exist."),
                "48"))
    add(missing(abstain("fgs-066", "domain nomor 5 porsinya di indeks", "There are 4 domains."), "domain 5"))
    add(missing(abstain("fgs-067", "is there a sixth maturity tier for indicator 17, and what's its name", "Maturity levels run 1-5."),
                "level 6"))
    add(missing(abstain("fgs-068", "aspek ke-9 isinya apa", "There are 8 aspects."), "9"))
    add(missing(index_value("fgs-069", "2021 punya angka indeks nasional gak sih", "national", "index", 2021), "2021"))
    add(missing(index_value("fgs-070", "tata kelola domain 2024 dpt brp", "domain Tata Kelola", "index", 2024),
                "tata kelola"))
    add(missing(index_value("fgs-071", "angka spbe nasional buat 2025 sdh rilis?", "national", "index", 2025),
                "2025"))
    add(missing(abstain("fgs-072", "skor spbe pemkot surabaya 2024 brp", "No index value for Kota Surabaya."),
                "surabaya"))
    add(missing(index_value("fgs-073", "kota gorontalo thn 2023 indeksnya", "example regional", "Kota Gorontalo",
                            2023), "2023"))
    add(missing(level_name("fgs-074", "ind 44 level 4 sebutannya", 44, 4), "level 4"))
    add(missing(level_criteria("fgs-075", "syarat ind 20 di level 3 apa", 20, 3, ["defined"]), "level 3"))
    add(missing(abstain("fgs-076", "indikator spbe yg nilai kecepatan internet rumah warga no brp",
                        "SPBE evaluates government agencies; no indicator scores household internet speed."),
                "internet"))
    add(missing(abstain("fgs-077", "nilai spbe malaysia 2024 brp", "The data has Indonesian index values only."),
                "malaysia"))
    return q


def sessions() -> list[dict]:
    """Conversations: follow-ups fill the slots they leave open; a complete new question inherits nothing."""
    q: list[dict] = []
    add = q.append
    add(topic("fgs-078", "aplikasi pencatatan tanah, gedung & kendaraan dinas pemda (SIMDA BMD) dinilai di indikator "
              "no brp", 38, session="fgs-s1"))
    add(indicator_weight("fgs-079", "dlm aspeknya porsinya brp", 38, within=True, session="fgs-s1",
                         kind="follow-up", gold_standalone="bobot indikator 38 dalam aspeknya"))
    add(membership("fgs-080", "masuk domain mana tuh", 38, aspect=False, domain=True, session="fgs-s1", kind="follow-up",
                   gold_standalone="indikator 38 masuk domain apa"))
    add(level_name("fgs-081", "lvl 2 disebut?", 38, 2, session="fgs-s1", kind="follow-up",
                   gold_standalone="nama level 2 indikator 38"))
    add(index_value("fgs-082", "skor domain manajemen pd 2022 brp ya", "domain Manajemen", "index", 2022,
                    session="fgs-s2"))
    add(index_value("fgs-083", "yg 2021?", "domain Manajemen", "index", 2021, session="fgs-s2", kind="follow-up",
                    gold_standalone="nilai domain manajemen 2021"))
    add(missing(index_value("fgs-084", "2020 ada?", "domain Manajemen", "index", 2020, session="fgs-s2",
                            kind="follow-up", gold_standalone="nilai domain manajemen 2020"), "2020"))
    add(membership("fgs-085", "eh btw, indikator 16 itu aspek apa?", 16, session="fgs-s2", turn="new"))
    add(level_criteria("fgs-086", "ind 8 di level 4 kriterianya gmn", 8, 4, ["all work units"], session="fgs-s3"))
    add(level_criteria("fgs-087", "kalo lvl 5?", 8, 5, ["new policy"], session="fgs-s3", kind="follow-up",
                       gold_standalone="kriteria level 5 indikator 8"))
    add(level_criteria("fgs-088", "trus yg lvl 2 gimana", 8, 2, ["does not fully cover"], session="fgs-s3", kind="follow-up",
                       gold_standalone="kriteria level 2 indikator 8"))
    add(topic("fgs-089", "where do SIASN-style personnel admin apps get scored - indicator number?", 36,
              session="fgs-s4"))
    add(indicator_weight("fgs-090", "and its weight in the index?", 36, session="fgs-s4", kind="follow-up",
                         gold_standalone="bobot indikator 36 terhadap indeks"))
    add(level_name("fgs-091", "what's its level 3 called", 36, 3, session="fgs-s4", kind="follow-up",
                   gold_standalone="nama level 3 indikator 36"))
    return q


def items() -> list[dict]:
    return hand() + sessions()


if __name__ == "__main__":
    sys.exit(main(items, OUT, __doc__.splitlines()[0]))
