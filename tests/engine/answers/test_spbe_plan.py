"""The SPBE question plan (engine/answers/spbe_plan.py) read from questions by the real scope detector over the
shipped SPBE framework in an embedded store: targets from English, Indonesian and chat shorthand, subjects by
number, by name, in words and across look-alike pairs, index filters, and follow-ups that fill only the slots
they leave open."""

from __future__ import annotations

import pytest

from engine.answers.spbe_plan import SpbeNames, SpbePlan, parse
from engine.pipeline.scope import ScopeDetector
from graph.store.falkordb import FalkorDBStore


@pytest.fixture(scope="module")
def detector(spbe_store: FalkorDBStore) -> ScopeDetector:
    return ScopeDetector.from_store(spbe_store)


@pytest.fixture(scope="module")
def plan(spbe_store: FalkorDBStore, detector: ScopeDetector):
    names = SpbeNames(spbe_store.run("spbe_names"))
    regions = sorted({r["measure"].split(" (")[0] for r in spbe_store.run("spbe_index_table")
                      if r["scope"] == "example regional"})
    predicates = [r["name"] for r in spbe_store.run("spbe_predicate_scale")]

    def planned(question: str) -> SpbePlan:
        scope = detector.detect(question)
        return parse(question, detector.anchors(scope), names, regions=regions, predicates=predicates)

    return planned


@pytest.mark.parametrize("question, target, subject", [
    ("ind 12 weight?", "weight", "spbe:indicator:12"),
    ("bobotnya indikator 40 berapa", "weight", "spbe:indicator:40"),
    ("aspeknya ind 40 apa", "aspect", "spbe:indicator:40"),
    ("indicator 7: which domain?", "domain", "spbe:indicator:7"),
    ("nama level 2 untuk indikator 3", "level_name", "spbe:indicator:3"),
    ("what do you need for level 2 on indicator 3", "criteria", "spbe:indicator:3"),
    ("jelaskan indikator 18", "measures", "spbe:indicator:18"),
    ("how many indicators are there under the ICT audit aspect", "count", "spbe:aspect:6"),
    ("bobot aspek perencanaan strategis", "weight", "spbe:aspect:2"),
    ("weight of the spbe services domain", "weight", "spbe:domain:4"),
])
def test_targets_and_subjects_from_the_grammar(plan, question: str, target: str, subject: str) -> None:
    found = plan(question)
    assert (found.target, found.subject, found.missing) == (target, subject, None)


@pytest.mark.parametrize("question, subject", [
    ("which indicator is the one for kearsipan (electronic archives)?", "spbe:indicator:37"),
    ("indikator data terbuka nomor berapa", "spbe:indicator:43"),
    ("the indicator on the data centre service itself, not its internal policy", "spbe:indicator:16"),
    ("kebijakan internal pusat data itu indikator berapa", "spbe:indicator:5"),
])
def test_which_indicator_a_topic_is(plan, question: str, subject: str) -> None:
    found = plan(question)
    assert (found.target, found.subject) == ("identity", subject)


def test_an_indicator_whose_name_holds_a_named_domain_is_the_subject(plan) -> None:
    """"manajemen layanan SPBE" holds the domain "Layanan SPBE": with "indicator" said, indicator 28 is asked."""
    assert plan("indikator manajemen layanan spbe (itsm) nomor berapa").subject == "spbe:indicator:28"
    assert plan("bobot domain layanan spbe").subject == "spbe:domain:4"  # no "indicator": the domain itself
    counted = plan("how many indicators does the spbe management implementation aspect have")  # counting them
    assert counted.target == "count" and not counted.subject.startswith("spbe:indicator:"), counted


def test_index_questions_read_scope_measure_year_and_value(plan) -> None:
    national = plan("berapa indeks spbe nasional tahun 2022")
    assert (national.target, national.scope, national.measure, national.years) == ("index", "national", "index",
                                                                                  (2022,))
    domain = plan("management domain index in 2023")
    assert (domain.target, domain.scope, domain.subject) == ("index", "domain", "spbe:domain:3")
    assert plan("rpjmn target for the spbe index 2024").measure == "target"
    assert plan("how many agencies took part in the evaluation in 2024").measure == "n_instansi"
    assert plan("indeks spbe kota gorontalo 2022").scope == "Kota Gorontalo"
    assert plan("indeks spbe kabupaten sleman 2023").scope == "kabupaten sleman"  # asked; the data has none
    valued = plan("skor indeks 3,9 predikatnya apa")
    assert (valued.target, valued.value) == ("predicate", 3.9)
    assert plan("range of predikat cukup").predicate == "Cukup"


def test_what_spbe_does_not_have_is_the_plans_missing(plan) -> None:
    assert plan("ind 51 aspect?").missing == "SPBE has indicators 1-47; there is no indicator 51"
    assert "there is no level 7" in plan("kriteria level 7 indikator 4").missing


def test_a_follow_up_fills_only_the_slots_it_leaves_open(plan) -> None:
    weight = plan("bobot indikator 12 berapa")
    assert plan("kalau ind 31?").fill(weight) == SpbePlan("weight", "spbe:indicator:31", "number", spbe=True)
    assert plan("aspeknya?").fill(weight).subject == "spbe:indicator:12"
    index = plan("indeks spbe nasional 2020")
    year = plan("2022?").fill(index)
    assert (year.target, year.scope, year.years) == ("index", "national", (2022,))
    predicate = plan("predikatnya?").fill(index)
    assert (predicate.scope, predicate.years) == ("national", (2020,))
    complete = plan("what does indicator 9 measure?").fill(weight)
    assert (complete.target, complete.subject) == ("measures", "spbe:indicator:9")


@pytest.mark.parametrize("question", ["What is the national fire danger index in 2023?",
                                      "what rating did the county get in 2022?",
                                      "what is level 3 called on the fire danger scale?"])
def test_index_and_level_words_outside_spbe_make_no_spbe_plan(plan, question: str) -> None:
    found = plan(question)
    assert found.target is None or (found.subject, found.scope, found.spbe) == (None, None, False)


def test_an_agency_the_index_table_lacks_is_its_scope_not_the_nation(plan) -> None:
    assert plan("indeks spbe kementerian keuangan tahun 2024").scope == "kementerian keuangan"


@pytest.mark.parametrize("question, target, subject", [
    # chat shorthand written out before the grammar reads the question
    ("brp indikator di aspek audit tik", "count", "spbe:aspect:6"),
    ("lvl 4 ind 9 namanya apa", "level_name", "spbe:indicator:9"),
    ("indikator 30 ngukur apaan", "measures", "spbe:indicator:30"),
    # a misspelt kind word still names the kind; a real word near it ("indicate") does not
    ("inidkator data terbuka", "identity", "spbe:indicator:43"),
    # "disebutnya", "sebutannya": the level's name, not its criteria
    ("level 2 indikator 8 sebutannya apa", "level_name", "spbe:indicator:8"),
])
def test_chat_shorthand_and_misspelt_kind_words(plan, question: str, target: str, subject: str) -> None:
    found = plan(question)
    assert (found.target, found.subject) == (target, subject)


@pytest.mark.parametrize("question, target, subject, levels", [
    # more chat shorthand: "ttg" (tentang), "ke brp", a bare "no?" or "nomor indikatornya?" asking which number
    ("indikator 33 ttg apa sih", "measures", "spbe:indicator:33", ()),
    ("kebijakan internal arsitektur spbe itu indikator ke brp", "identity", "spbe:indicator:1", ()),
    ("kebijakan internal arsitektur spbe, nomor indikatornya?", "identity", "spbe:indicator:1", ()),
    ("the internal policy on spbe architecture one, which no", "identity", "spbe:indicator:1", ()),
    # a range of levels, and "what do they call" asking for a level's name
    ("nama level 2 sampai 4 indikator 10", "level_name", "spbe:indicator:10", (2, 3, 4)),
    ("what do they call level 5 of indicator 2", "level_name", "spbe:indicator:2", (5,)),
])
def test_more_shorthand_and_level_ranges(plan, question: str, target: str, subject: str, levels) -> None:
    found = plan(question)
    assert (found.target, found.subject) == (target, subject)
    assert not levels or found.levels == levels


def test_a_topic_in_its_root_form_meets_the_derived_word_of_a_name(plan) -> None:
    """Indonesian derives words with affixes: "arsip" (archive) is the root of "Kearsipan" in indicator 37's
    name, so a question typed with the root still finds the indicator (Sastrawi's stemmer)."""
    found = plan("indikator buat arsip elektronik yang mana")
    assert (found.target, found.subject) == ("identity", "spbe:indicator:37")


def test_index_questions_typed_in_short(plan) -> None:
    """"prov"/"kab" for Provinsi/Kabupaten, "indeks nasional" without "SPBE", and a value asked to be graded."""
    assert plan("indeks spbe prov gorontalo 2024 brp").scope == "Provinsi Gorontalo"
    assert plan("nilai spbe pemkab banyuwangi thn 2024").scope == "Kabupaten Banyuwangi"
    national = plan("indeks nasional 2023 brp")
    assert (national.target, national.scope, national.years) == ("index", "national", (2023,))
    graded = plan("nilai 2,7 masuk cukup atau baik")
    assert (graded.target, graded.value) == ("predicate", 2.7)


def test_a_real_word_near_a_kind_word_is_not_corrected() -> None:
    from engine.answers.spbe_grammar import expand_shorthand

    assert expand_shorthand("what does this indicate") == "what does this indicate"
    assert expand_shorthand("Indkator 5 brp bobotnya") == "indikator 5 berapa bobotnya"


@pytest.mark.parametrize("question, subject", [
    ("indikator soal manajemen aset tik yang mana ya", "spbe:indicator:24"),  # ends on a bare "yang mana ya"
    ("which number does the e-archiving service indicator have", "spbe:indicator:37"),
])
def test_a_topic_asked_with_a_bare_interrogative_is_which_indicator(plan, question: str, subject: str) -> None:
    found = plan(question)
    assert (found.target, found.subject) == ("identity", subject)


def test_a_topic_without_the_word_indicator_still_finds_its_aspect(plan) -> None:
    found = plan("layanan pengaduan publik termasuk aspek apa")
    assert (found.target, found.subject) == ("aspect", "spbe:indicator:42")
    # one shared word is not a topic: no SPBE subject for an ordinary question
    assert plan("which aspect of the permit applies to me?").subject is None


def test_a_domain_named_after_the_kind_word_fills_a_follow_up_with_the_previous_target(plan) -> None:
    weight = plan("bobot domain manajemen spbe")
    follow = plan("terus domain layanan?")
    assert follow.subject == "spbe:domain:4" and not follow.explicit
    assert follow.fill(weight).target == "weight"
    count = plan("ada brp indikator di domain tata kelola")
    assert (count.target, count.subject) == ("count", "spbe:domain:2")
    assert plan("dan domain layanan?").fill(count).target == "count"
