"""SPBE assessment by criteria matching: the indicator a text is about, and the level it supports.

A real embedded FalkorDB with the shipped SPBE framework and the real MiniLM model, both
loaded once for the module: the assessment reads everything (aspects, domains, criteria)
from the graph, and its ranking depends on the model, so neither is stood in for.
"""

from __future__ import annotations

import csv
import doctest
import importlib
import pkgutil
from typing import Iterator

import pytest

import engine.answers.audit
import engine.answers.audit.cache
from engine.answers.audit import MARGIN_CLOSE, Assessment, assess_spbe, format_assessment
from engine.stores.embed import Embedder
from graph.errors import InputError
from graph.store.falkordb import FalkorDBStore
from loaders.datafiles import shipped


@pytest.fixture(scope="module")
def embedder() -> Embedder:
    return Embedder.load()


@pytest.fixture(scope="module")
def spbe(spbe_store: FalkorDBStore) -> Iterator[FalkorDBStore]:
    """The SPBE framework (tests/engine/answers/conftest.py); assessment only reads it."""
    try:
        yield spbe_store
    finally:
        engine.answers.audit.invalidate(spbe_store)


PERBUP = """PERATURAN BUPATI KAB. CONTOH NOMOR 21 TAHUN 2022
TENTANG KEBIJAKAN INTERNAL MANAJEMEN KEAMANAN INFORMASI

Pasal 1
Kebijakan ini ditetapkan untuk melindungi aset informasi pemerintah daerah.

Pasal 2
Kebijakan ini mencakup seluruh ruang lingkup manajemen keamanan informasi:
- penetapan ruang lingkup dan penanggung jawab;
- perencanaan dan dukungan operasional;
- evaluasi kinerja.

Pasal 3
Kebijakan ini berlaku bagi seluruh perangkat daerah dan direviu setiap tahun oleh Dinas Kominfo.
"""


def _parents(store: FalkorDBStore, number: int) -> tuple[dict, dict]:
    """The aspect and domain above indicator ``number``, as the graph holds them."""
    row = store.query("MATCH (:Indicator {number: $n})-[:PART_OF]->(a:Aspect)-[:PART_OF]->(d:Domain) "
                      "RETURN a.id AS aid, a.number AS an, a.name AS aname, d.id AS did, d.number AS dn, "
                      "d.name AS dname", {"n": number})[0]
    return ({"id": row["aid"], "number": row["an"], "name": row["aname"]},
            {"id": row["did"], "number": row["dn"], "name": row["dname"]})


# --- which indicator ---------------------------------------------------------------------------


def test_named_indicator_13_with_its_aspect_and_domain_from_the_graph(spbe: FalkorDBStore,
                                                                      embedder: Embedder) -> None:
    a = assess_spbe(spbe, embedder, "Indikator 13: rencana dan anggaran SPBE disusun bersama oleh Bappeda.")
    aspect, domain = _parents(spbe, 13)
    assert (a.indicator.id, a.indicator_how, a.indicator_confidence) == ("spbe:indicator:13", "number", 0.9)
    assert a.aspect.model_dump(include={"id", "number", "name"}) == aspect
    assert a.domain.model_dump(include={"id", "number", "name"}) == domain
    assert (a.aspect.number, a.domain.number) == (2, 2)
    assert a.alternatives == [] and a.candidates == []


def test_exact_indonesian_name_names_the_indicator(spbe: FalkorDBStore, embedder: Embedder) -> None:
    a = assess_spbe(spbe, embedder, "Penilaian Tingkat Kematangan Layanan Pusat Data tahun ini.")
    assert (a.indicator.number, a.indicator_how, a.indicator_confidence) == (16, "name", 0.85)


def test_a_name_without_its_prefix_names_the_indicator(spbe: FalkorDBStore, embedder: Embedder) -> None:
    """A regulation's title says "Kebijakan Internal Manajemen Keamanan Informasi", never "Tingkat Kematangan ..."."""
    a = assess_spbe(spbe, embedder, PERBUP)
    assert (a.indicator.number, a.indicator_how, a.indicator_confidence) == (8, "short-name", 0.8)


def test_a_short_name_in_a_policy_text_offers_the_policy_indicator(spbe: FalkorDBStore, embedder: Embedder) -> None:
    """A decree on the Tim Koordinasi SPBE (19) may be evidence for the policy on it (10): both are offered."""
    a = assess_spbe(spbe, embedder, "Bupati menetapkan keputusan tentang pembentukan Tim Koordinasi SPBE.")
    assert (a.indicator.number, a.indicator_how) == (19, "short-name")
    assert [(c.number, c.how) for c in a.alternatives] == [(10, "policy-counterpart")]
    assert a.indicator_confidence < 0.5


@pytest.mark.parametrize("want, rival, evidence", [
    # the practice vs the internal policy on it
    (16, 5, "Our data centre hosts the agency's servers and provides colocation, backup and disaster recovery "
             "services to all work units."),
    (5, 16, "A governor regulation sets the rules for how work units must place their systems in the government "
            "data center."),
    # integrated planning and budgeting vs the e-budgeting service
    (13, 33, "Perencanaan dan penganggaran SPBE dilakukan secara terpadu: setiap belanja TIK dalam APBD mengacu "
             "pada rencana SPBE."),
    (33, 13, "Budget proposals are entered and approved in the electronic budgeting application."),
    # information security: running it vs the policy on it
    (22, 8, "Information security controls are operated daily: access control, vulnerability scanning and "
            "incident response."),
    (8, 22, "Our information security policy document defines roles, scope and requirements for protecting "
            "information assets."),
    # the two audits of aspect 6 that share most words
    (29, 31, "Audit infrastruktur SPBE (jaringan, server, pusat data) telah dilaksanakan oleh auditor eksternal."),
])
def test_paraphrase_resolves_to_the_right_one_of_two_similar_indicators(
        spbe: FalkorDBStore, embedder: Embedder, want: int, rival: int, evidence: str) -> None:
    a = assess_spbe(spbe, embedder, evidence)
    assert a.indicator_how == "similarity"
    assert a.indicator.number == want, format_assessment(a)
    scores = {c.number: c.score for c in a.candidates}
    assert scores[want] == a.indicator_score
    assert scores.get(rival, float("-inf")) < a.indicator_score
    aspect, domain = _parents(spbe, want)
    assert (a.aspect.id, a.domain.id) == (aspect["id"], domain["id"])


def test_a_close_runner_up_is_listed_and_lowers_the_confidence(spbe: FalkorDBStore, embedder: Embedder) -> None:
    """The coordination team's decree (10, a policy) and the team at work (19) read almost alike:
    whichever wins, the other is offered, and the confidence says the pick is a coin toss."""
    close = assess_spbe(spbe, embedder, "A regent's decree defines the membership and duties of the SPBE "
                                        "coordination team.")
    clear = assess_spbe(spbe, embedder, "Legal documents and regulations are published through the JDIH legal "
                                        "information network.")
    for a in (close, clear):
        top = a.candidates[0].score
        assert [c.number for c in a.alternatives] == [c.number for c in a.candidates[1:]
                                                      if top - c.score < MARGIN_CLOSE][:3]
        assert a.indicator_margin == pytest.approx(top - a.candidates[1].score, abs=1e-3)
    assert close.indicator_margin < MARGIN_CLOSE and close.alternatives
    assert {close.indicator.number, *(c.number for c in close.alternatives)} == {10, 19}
    assert clear.indicator.number == 44 and clear.alternatives == []
    assert close.indicator_confidence < 0.5 < clear.indicator_confidence <= 0.75
    assert any("uncertain" in n for n in close.notes)


def test_indicator_argument_overrides_the_text(spbe: FalkorDBStore, embedder: Embedder) -> None:
    text = "Indikator 13: rencana dan anggaran SPBE disusun bersama."
    for given in (16, "16", "spbe:indicator:16", "Indikator 16", "Tingkat Kematangan Layanan Pusat Data"):
        a = assess_spbe(spbe, embedder, text, indicator=given)
        assert (a.indicator.number, a.indicator_how, a.indicator_confidence) == (16, "given", 1.0)
    assert any("names indicator(s) 13" in n for n in a.notes)


@pytest.mark.parametrize("given, message", [(99, "no SPBE indicator 99"), ("Indikator 48", "names no SPBE indicator"),
                                            ("pusat data", "names no SPBE indicator"), (True, "not True")])
def test_an_unknown_indicator_argument_is_an_input_error(spbe: FalkorDBStore, embedder: Embedder, given: object,
                                                         message: str) -> None:
    with pytest.raises(InputError, match=message):
        assess_spbe(spbe, embedder, "Layanan pusat data dikelola.", indicator=given)  # type: ignore[arg-type]


@pytest.mark.parametrize("evidence", ["", "   \n\t "])
def test_empty_evidence_is_an_input_error_that_says_what_to_give(spbe: FalkorDBStore, embedder: Embedder,
                                                                 evidence: str) -> None:
    with pytest.raises(InputError, match=r"evidence is empty: give the text to assess"):
        assess_spbe(spbe, embedder, evidence, indicator=1)


def test_a_graph_without_spbe_is_an_input_error(store: FalkorDBStore, embedder: Embedder) -> None:
    with pytest.raises(InputError, match="strata load spbe"):
        assess_spbe(store, embedder, "Layanan pusat data dikelola.")


# --- which level -------------------------------------------------------------------------------


@pytest.mark.parametrize("evidence", [
    "A draft of the internal policy on the SPBE architecture has been prepared. It has not yet been enacted.",
    "Konsep kebijakan internal arsitektur SPBE sudah disusun namun belum ditetapkan.",
])
def test_a_draft_policy_only_is_level_1(spbe: FalkorDBStore, embedder: Embedder, evidence: str) -> None:
    a = assess_spbe(spbe, embedder, evidence, indicator=1)
    assert (a.level, a.level_name, a.method) == (1, "Rintisan", "criteria-matching")
    assert a.finding(1).found == ["draft"]
    assert a.finding(2).status == "not met" and a.finding(2).contradicted == ["enacted"]


ENACTED_COMPLETE_REVIEWED = (
    "The regent enacted Regulation No. 12/2021 on the SPBE architecture. The regulation covers the architecture "
    "reference and all architecture domains. The policy is periodically reviewed and evaluated by the SPBE "
    "coordination team.")


def test_enacted_complete_reviewed_policy_is_level_3_without_integration(spbe: FalkorDBStore,
                                                                        embedder: Embedder) -> None:
    """Indicator 1's own level 4 asks for SPBE integration *and* periodic review: review alone is not level 4."""
    a = assess_spbe(spbe, embedder, ENACTED_COMPLETE_REVIEWED, indicator=1)
    assert (a.level, a.level_name) == (3, "Terdefinisi")
    assert [f.status for f in a.findings] == ["met", "met", "met", "not met", "not met"]
    assert {f.criteria_scope for f in a.findings} == {"indicator"}
    assert (a.finding(4).found, a.finding(4).missing) == (["reviewed"], ["integrated"])
    assert a.finding(2).evidence[0].sentence.startswith("The regent enacted Regulation No. 12/2021")
    assert a.finding(3).evidence[0].index == 1


def test_adding_integration_reaches_level_4_and_not_5(spbe: FalkorDBStore, embedder: Embedder) -> None:
    evidence = ENACTED_COMPLETE_REVIEWED + " It regulates SPBE integration with central agencies and other " \
                                           "local governments."
    a = assess_spbe(spbe, embedder, evidence, indicator=1)
    assert (a.level, a.level_name) == (4, "Terpadu dan Terukur")
    assert a.finding(4).status == "met" and a.finding(5).missing == ["improvement"]
    followed_up = evidence + " The results of the 2023 evaluation were followed up with a new regulation."
    assert assess_spbe(spbe, embedder, followed_up, indicator=1).level == 5


def test_levels_are_cumulative_level_4_features_without_level_2_are_not_level_4(spbe: FalkorDBStore,
                                                                                 embedder: Embedder) -> None:
    evidence = ("The draft SPBE architecture policy regulates integration with central agencies and is "
                "periodically reviewed and evaluated. It has not been enacted yet.")
    a = assess_spbe(spbe, embedder, evidence, indicator=1)
    assert a.finding(4).status == "met"
    assert a.finding(2).status == "not met"
    assert a.level == 1
    assert any("levels are cumulative" in n for n in a.notes)


def test_a_regulation_text_is_assessed_against_its_indicator_s_own_criteria(spbe: FalkorDBStore,
                                                                           embedder: Embedder) -> None:
    a = assess_spbe(spbe, embedder, PERBUP, source_doc_id="perbup-21-2022")
    assert (a.level, a.level_name) == (4, "Terpadu dan Terukur")
    assert a.finding(4).found == ["organisation-wide", "reviewed"]
    assert a.finding(5).missing == ["improvement"]
    assert "Pasal 3 Kebijakan ini berlaku bagi seluruh perangkat daerah" in a.finding(4).evidence[0].sentence
    assert {c.doc_id for c in a.citations()} == {"perbup-21-2022", "data:spbe_indicator_level_criteria_sample.csv"}


def test_general_criteria_are_used_and_their_unverified_wording_is_noted(spbe: FalkorDBStore,
                                                                        embedder: Embedder) -> None:
    a = assess_spbe(spbe, embedder, "Data-centre services are planned and managed for some of the work units.",
                    indicator=16)
    assert (a.level, a.level_name) == (2, "Terkelola")
    second = a.finding(2)
    assert (second.criteria_scope, second.verified) == ("general", False)
    assert "UNVERIFIED" in (second.criteria_status or "")
    assert any(n.startswith("unverified criteria wording for level(s) 2") for n in a.notes)
    assert a.finding(1).status == "met" and a.finding(1).reason.startswith("implied")


def test_levels_without_criteria_in_the_data_cap_the_technical_model_at_3(spbe: FalkorDBStore,
                                                                         embedder: Embedder) -> None:
    evidence = ("Complaints are submitted online, validated and routed for approval, with the whole transaction "
                "completed in the portal. Citizens can also search earlier complaints and upload documents. "
                "The portal publishes one-way information on how to complain.")
    a = assess_spbe(spbe, embedder, evidence, indicator=42)
    assert (a.level, a.level_name) == (3, "Transaksi")
    assert [f.status for f in a.findings[3:]] == ["no criteria", "no criteria"]
    assert any("no criteria for level(s) 4, 5" in n for n in a.notes)


def test_a_claimed_level_is_not_evidence(spbe: FalkorDBStore, embedder: Embedder) -> None:
    a = assess_spbe(spbe, embedder, "Kami sudah berada di Level 4 untuk layanan pusat data.", indicator=16)
    assert a.level is None and a.level_name is None
    assert any("names level 4 itself" in n for n in a.notes)
    assert "no level recommended" in format_assessment(a)


def test_the_indicator_s_own_subject_is_not_a_level_cue(spbe: FalkorDBStore, embedder: Embedder) -> None:
    """"Terpadu" is what indicator 13 is about (Keterpaduan Rencana dan Anggaran), not a sign of level 4."""
    a = assess_spbe(spbe, embedder, "Rencana dan anggaran SPBE disusun terpadu secara sewaktu-waktu.", indicator=13)
    assert "integrated" not in a.finding(4).required
    assert a.level == 1


# --- citations and the answer --------------------------------------------------------------------


def _csv_line(name: str, line: int) -> str:
    return shipped("spbe", name).read_text(encoding="utf-8").splitlines()[line - 1]


def test_citations_quote_the_evidence_and_the_criteria_rows(spbe: FalkorDBStore, embedder: Embedder) -> None:
    a = assess_spbe(spbe, embedder, ENACTED_COMPLETE_REVIEWED, indicator=1, source_doc_id="doc:perbup-12-2021")
    cited = a.citations()
    sentences = [c for c in cited if c.doc_id == "doc:perbup-12-2021"]
    criteria = [c for c in cited if c.doc_id.startswith("data:")]
    assert {c.quote for c in sentences} == set(a.sentences[:2])
    assert all(c.node_ids and all(n.startswith("spbe:indicator:1:level:") for n in c.node_ids) for c in sentences)
    # levels 1-3 met, and level 4, which says why not higher
    assert [c.node_ids for c in criteria] == [[f"spbe:indicator:1:level:{n}"] for n in (1, 2, 3, 4)]
    for citation in criteria:
        assert citation.doc_id == "data:spbe_indicator_level_criteria_sample.csv"
        file, _, line = citation.row.partition(" line ")
        row = next(csv.reader([_csv_line(file, int(line))]))
        assert row[0] == "1" and row[2] == a.finding(int(citation.node_ids[0][-1])).criteria


def test_general_criteria_cite_the_maturity_levels_file(spbe: FalkorDBStore, embedder: Embedder) -> None:
    a = assess_spbe(spbe, embedder, "Layanan pusat data diberikan sewaktu-waktu tanpa perencanaan.", indicator=16)
    assert a.level == 1
    cited = a.citations()
    assert cited[0].doc_id == "evidence" and cited[0].quote == a.sentences[0]
    assert [c.doc_id for c in cited[1:]] == ["data:spbe_maturity_levels.csv"] * 2
    assert "Rintisan" in _csv_line("spbe_maturity_levels.csv", int(cited[1].row.rsplit(" ", 1)[-1]))


def test_format_reads_as_an_answer(spbe: FalkorDBStore, embedder: Embedder) -> None:
    text = format_assessment(assess_spbe(spbe, embedder, ENACTED_COMPLETE_REVIEWED, indicator=1))
    first = text.splitlines()[0]
    assert first.startswith("Indicator 1 Tingkat Kematangan Kebijakan Internal Arsitektur SPBE")
    assert "(aspect 1 Kebijakan Internal Tata Kelola SPBE, domain 1 Kebijakan Internal SPBE" in first
    assert "recommended level 3 (Terdefinisi) by criteria matching — met: L1" in first
    assert "not met for level 4: missing: integrated; found: reviewed" in first


def test_same_input_same_assessment_and_one_catalogue_per_store(spbe: FalkorDBStore, embedder: Embedder) -> None:
    text = "Perencanaan dan penganggaran SPBE dilakukan secara terpadu dan dievaluasi setiap tahun."
    first, second = (assess_spbe(spbe, embedder, text) for _ in range(2))
    assert first.model_dump() == second.model_dump()
    assert Assessment.model_validate_json(first.model_dump_json()) == first
    assert engine.answers.audit.cache.catalogue_of(spbe) is engine.answers.audit.cache.catalogue_of(spbe)


def test_the_module_examples_hold() -> None:
    modules = [importlib.import_module(f"engine.answers.audit.{m.name}")
               for m in pkgutil.iter_modules(engine.answers.audit.__path__)]
    results = [doctest.testmod(module) for module in modules]
    assert sum(r.attempted for r in results) >= 5 and sum(r.failed for r in results) == 0
