"""Issue 17: SPBE questions the graph can answer are answered from the graph, end to end on the real stores
(embedded FalkorDB, qdrant-edge, MiniLM), with SPBE and admissions loaded and NO SPBE document ingested: the
only passage is about burning garden waste, which must never answer an SPBE question. Each answer cites the
nodes it read and its trace names the Cypher statements (cypher/) it ran; a number the framework does not
have is an abstention that says what there is."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Iterator

import pytest

from engine import Engine
from loaders.datafiles import shipped

BURNING = """# Garden waste burning notice

Burning garden waste, leaves and brush in the open is not allowed during the dry season. Residents
must compost or take green waste to the collection point; fines apply to open burning of land.
"""


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    corpus = tmp_path_factory.mktemp("graph-answers-corpus")
    (corpus / "burning.md").write_text(BURNING, encoding="utf-8")
    with Engine.open(tmp_path_factory.mktemp("graph-answers") / "data") as opened:
        opened.load_spbe(progress=False)
        opened.load_admissions(progress=False)
        report = opened.ingest([corpus], source="test", progress=False)
        assert report.documents == 1 and not report.errors
        yield opened


def _structure() -> dict:
    return json.loads(shipped("spbe", "spbe_structure.json").read_text(encoding="utf-8"))


def _statements(answer) -> list[str]:
    return [s.name for s in answer.trace.statements]


def _cited(answer) -> list[str]:
    return [node for c in answer.citations for node in c.node_ids]


@pytest.mark.parametrize("question", ["How heavy is the governance domain in the SPBE index?",
                                      "berapa bobot domain tata kelola dalam indeks SPBE?"])
def test_a_domain_named_in_words_has_its_weight_from_the_graph(engine: Engine, question: str) -> None:
    governance = next(d for d in _structure()["domains"] if d["gloss_en"] == "SPBE governance")
    answer = engine.ask(question)
    assert (answer.decision, answer.generated_by) == ("answer", "graph")
    assert f"{governance['weight_pct']:g}%" in answer.answer
    assert _cited(answer)[0] == f"spbe:domain:{governance['no']}" and "burning" not in answer.answer.lower()
    assert _statements(answer) == ["spbe_domain_facts"]


@pytest.mark.parametrize("question, kind, number", [("how many indicators sit under domain 4?", "domain", 4),
                                                    ("jumlah indikator di aspek 6 berapa?", "aspect", 6)])
def test_how_many_indicators_an_aspect_or_domain_has(engine: Engine, question: str, kind: str, number: int) -> None:
    facts = _structure()
    aspects = [a for a in facts["aspects"] if (a["domain_no"] if kind == "domain" else a["no"]) == number]
    count = sum(int(a["indicators"].split("-")[1]) - int(a["indicators"].split("-")[0]) + 1 for a in aspects)
    answer = engine.ask(question)
    assert (answer.decision, answer.generated_by) == ("answer", "graph")
    assert f"{count} indicators" in answer.answer and f"spbe:{kind}:{number}" in _cited(answer)


@pytest.mark.parametrize("question", ["indikator 38 masuk domain mana?", "Under which aspect is indicator 38?"])
def test_which_aspect_and_domain_an_indicator_is_in(engine: Engine, question: str) -> None:
    answer = engine.ask(question)
    assert (answer.decision, answer.generated_by) == ("answer", "graph")
    assert _cited(answer) == ["spbe:indicator:38", "spbe:aspect:7", "spbe:domain:4"]
    assert _statements(answer) == ["spbe_facts"]


@pytest.mark.parametrize("question", ["What is maturity level 2 called in SPBE?", "nama tingkat kematangan 2 SPBE?"])
def test_the_name_of_a_maturity_level(engine: Engine, question: str) -> None:
    answer = engine.ask(question)
    assert (answer.decision, answer.generated_by) == ("answer", "graph")
    assert "Terkelola" in answer.answer and "Interaksi" in answer.answer  # the two models' level-2 names
    assert _statements(answer) == ["spbe_level_names"]


@pytest.mark.parametrize("question", ["what does indicator 27 measure", "apa yang dinilai indikator 27?"])
def test_what_an_indicator_measures(engine: Engine, question: str) -> None:
    answer = engine.ask(question)
    assert (answer.decision, answer.generated_by) == ("answer", "graph")
    assert "Tingkat Kematangan" in answer.answer and _cited(answer)[0] == "spbe:indicator:27"
    assert _statements(answer) == ["spbe_facts"]


def test_the_level_criteria_of_an_indicator(engine: Engine) -> None:
    answer = engine.ask("What are the criteria for level 3 of indikator 5?")
    assert (answer.decision, answer.generated_by) == ("answer", "graph")
    assert "spbe:indicator:5:level:3" in _cited(answer) and "level 3" in answer.answer
    assert not any(f"level:{n}" in node for node in _cited(answer) for n in (1, 2, 4, 5))
    assert _statements(answer) == ["spbe_facts", "spbe_indicator_levels"]


@pytest.mark.parametrize("question, missing", [
    ("what does indicator 48 measure?", "SPBE has indicators 1-47; there is no indicator 48"),
    ("Berapa bobot Domain 5 di indeks SPBE?", "SPBE has 4 domains (1-4); there is no domain 5"),
    ("how many indicators does aspect 9 have", "SPBE has 8 aspects (1-8); there is no aspect 9"),
    ("What is maturity level 6 of indikator 13 called?", "SPBE maturity levels are 1-5; there is no level 6"),
    ("apa kriteria tingkat kematangan 7 untuk indikator 2?", "SPBE maturity levels are 1-5; there is no level 7"),
])
def test_what_the_framework_does_not_have_abstains_saying_what_is_missing(engine: Engine, question: str,
                                                                         missing: str) -> None:
    answer = engine.ask(question)
    assert (answer.decision, answer.generated_by, answer.citations) == ("abstain", "graph", [])
    assert answer.answer == f"I can't answer that: {missing}."
    assert answer.trace.statements == []  # nothing was read for a number that does not exist


def test_a_level_number_outside_spbe_is_not_an_spbe_question(engine: Engine) -> None:
    answer = engine.ask("Is burning allowed when the fire danger level 6 is announced?")
    assert "maturity levels" not in answer.answer


@pytest.mark.parametrize("question, missing", [
    ("what is level 4 of indikator 33 called?", "the name of level 4 of indicator 33"),
    ("criteria for level 2 of indicator 13?", "the criterion of level 2 of indicator 13"),
])
def test_a_level_fact_the_data_holds_unverified_is_an_abstention(engine: Engine, question: str,
                                                                 missing: str) -> None:
    """spbe_maturity_levels.csv marks some names and wordings UNVERIFIED: never presented as fact."""
    answer = engine.ask(question)
    assert (answer.decision, answer.generated_by, answer.citations) == ("abstain", "graph", [])
    assert missing in answer.answer and "unverified" in answer.answer


def test_level_names_give_only_the_verified_ones(engine: Engine) -> None:
    answer = engine.ask("What is maturity level 4 called in SPBE?")
    assert answer.decision == "answer" and "Terpadu dan Terukur" in answer.answer
    assert "Kolaborasi" not in answer.answer and "Not given" in answer.answer


def test_a_level_name_cites_the_file_names_come_from(engine: Engine) -> None:
    """Indicator 5 has criteria of its own (the criteria sample file), but its level names are the general file's."""
    named = engine.ask("what is level 3 of indikator 5 called?")
    assert named.decision == "answer" and [c.doc_id for c in named.citations] == ["data:spbe_maturity_levels.csv"]
    criteria = engine.ask("What are the criteria for level 3 of indikator 5?")
    assert [c.doc_id for c in criteria.citations] == ["data:spbe_indicator_level_criteria_sample.csv"]


# -- the SPBE question plan (engine/answers/spbe_plan.py): topics, look-alikes, index values, follow-ups --

def _index_rows() -> list[dict]:
    import csv

    with shipped("spbe", "spbe_index_values.csv").open(newline="", encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def _index(scope: str, measure: str, year: int) -> dict:
    return next(r for r in _index_rows() if (r["scope"], r["measure"], r["year"]) == (scope, measure, str(year)))


@pytest.mark.parametrize("question, number", [
    ("indikator data terbuka nomor berapa?", 43),
    ("which spbe indicator is the one for kearsipan?", 37),
    ("indicator on the data centre service, not the internal policy", 16),
    ("kebijakan internal pusat data itu indikator apa", 5),
])
def test_which_indicator_covers_a_topic(engine: Engine, question: str, number: int) -> None:
    answer = engine.ask(question)
    assert (answer.decision, answer.generated_by) == ("answer", "graph")
    assert answer.answer.startswith(f"Indicator {number} ") and _cited(answer)[0] == f"spbe:indicator:{number}"
    assert _statements(answer) == ["spbe_facts"]


def test_the_aspect_of_an_indicator_asked_in_shorthand(engine: Engine) -> None:
    answer = engine.ask("ind 33 aspek?")
    assert (answer.decision, answer.generated_by) == ("answer", "graph")
    assert _cited(answer) == ["spbe:indicator:33", "spbe:aspect:7", "spbe:domain:4"]


def test_how_many_indicators_spbe_has_in_all(engine: Engine) -> None:
    facts = _structure()
    answer = engine.ask("berapa jumlah indikator spbe seluruhnya?")
    assert (answer.decision, answer.generated_by) == ("answer", "graph")
    assert f"{facts['counts']['indicators']} indicators" in answer.answer
    assert _statements(answer) == ["spbe_framework_counts"]


def test_a_national_index_value_is_read_with_its_predikat_and_source(engine: Engine) -> None:
    row = _index("national", "index", 2020)
    answer = engine.ask("What was Indonesia's national SPBE index in 2020?")
    assert (answer.decision, answer.generated_by) == ("answer", "graph")
    assert f"2020: {float(row['value']):g} (predikat {row['predikat']})" in answer.answer
    [citation] = answer.citations
    assert citation.doc_id == "data:spbe_index_values.csv" and citation.node_ids == ["spbe:index:national:index:2020"]
    assert citation.quote == row["source"] and _statements(answer) == ["spbe_index_table"]


def test_a_region_the_index_table_holds_says_the_spbe_index_without_the_word_spbe(engine: Engine) -> None:
    """"indeks prov gorontalo 2023 brp" names no SPBE word; its region is one the SPBE index table holds. An air
    quality index of the same region is not SPBE's."""
    row = next(r for r in _index_rows() if r["measure"] == "Provinsi Gorontalo" and r["year"] == "2023")
    answer = engine.ask("indeks prov gorontalo 2023 brp")
    assert (answer.decision, answer.generated_by) == ("answer", "graph")
    assert f"2023: {float(row['value']):g} (predikat {row['predikat']})" in answer.answer
    other = engine.ask("indeks kualitas udara provinsi gorontalo 2023")
    assert other.trace.answerer != "spbe-facts" and "SPBE" not in other.answer


@pytest.mark.parametrize("question, missing", [
    ("indeks spbe nasional 2019?", "no verified value for the national SPBE index in 2019"),
    ("national spbe index for 2031", "no value for the national SPBE index in 2031"),
    ("indeks spbe kota surabaya tahun 2023", "no value for the SPBE index of kota surabaya"),
    ("tata kelola domain index 2022", "no verified value for the SPBE index of domain 2"),
])
def test_an_index_value_the_data_lacks_or_does_not_verify_abstains(engine: Engine, question: str,
                                                                  missing: str) -> None:
    answer = engine.ask(question)
    assert (answer.decision, answer.generated_by, answer.citations) == ("abstain", "graph", [])
    assert missing in answer.answer


def test_the_predikat_of_a_value_and_the_range_of_a_predikat(engine: Engine) -> None:
    import csv

    with shipped("spbe", "spbe_predicate_scale.csv").open(newline="", encoding="utf-8") as handle:
        scale = list(csv.DictReader(handle))
    value = engine.ask("an spbe index of 3.7 gets which predikat?")
    band = next(r for r in scale if float(r["min_inclusive"]) <= 3.7 < float(r["max"]))
    assert value.decision == "answer" and f"predikat {band['predikat']} " in value.answer
    assert _statements(value) == ["spbe_predicate_scale"]
    ranged = engine.ask("rentang nilai predikat cukup berapa")
    fair = next(r for r in scale if r["predikat"] == "Cukup")
    assert f"from {float(fair['min_inclusive']):g} to {float(fair['max']):g}" in ranged.answer


def test_spbe_follow_ups_fill_the_slots_they_leave_open(engine: Engine) -> None:
    """"bobotnya?" takes the indicator of the previous question, "kalau ind 31?" keeps its target; "2023?" and
    "predikatnya?" keep the index question's scope; a complete new question starts its own plan."""
    session = "wa:+62-811-0000-017"
    engine.ask("indikator 12 masuk aspek mana?", session_id=session)
    weight = engine.ask("bobotnya?", session_id=session)
    assert weight.decision == "answer" and _cited(weight)[0] == "spbe:indicator:12"
    other = engine.ask("kalau ind 31?", session_id=session)
    assert other.decision == "answer" and _cited(other)[0] == "spbe:indicator:31"
    engine.ask("indeks spbe nasional 2022", session_id=session)
    year = engine.ask("2023?", session_id=session)
    row = _index("national", "index", 2023)
    assert year.decision == "answer" and f"2023: {float(row['value']):g}" in year.answer
    predikat = engine.ask("predikatnya?", session_id=session)
    assert f"predikat {row['predikat']}" in predikat.answer and "2022" not in predikat.answer
    new = engine.ask("What does indicator 27 measure?", session_id=session)
    assert _cited(new)[0] == "spbe:indicator:27" and "index" not in _statements(new)[0]


def test_follow_ups_lean_on_an_indicator_found_by_its_meaning(engine: Engine) -> None:
    """The first question names its indicator by topic only (no number, no slot); the follow-ups point back with
    "-nya" and must get that indicator, the second one through the first follow-up's own turn."""
    session = "wa:+62-811-0000-019"
    found = engine.ask("arsip surat dinas elektronik itu dinilai di indikator nomor berapa ya", session_id=session)
    assert found.decision == "answer" and _cited(found)[0] == "spbe:indicator:37"
    aspect = engine.ask("terus aspek nya apa", session_id=session)
    assert aspect.decision == "answer" and _cited(aspect)[0] == "spbe:indicator:37"
    named = engine.ask("lvl 2 nya disebut apa", session_id=session)
    assert named.decision == "answer" and "spbe:indicator:37:level:2" in _cited(named)
    assert "Indicator 37" in named.answer and "level 2" in named.answer


def test_a_longer_question_after_an_spbe_question_takes_nothing_from_it(engine: Engine) -> None:
    session = "wa:+62-811-0000-018"
    engine.ask("indeks spbe nasional 2023", session_id=session)
    burning = engine.ask("Can I burn garden waste in the dry season of 2024?", session_id=session)
    assert burning.trace.answerer != "spbe-facts" and "index" not in burning.answer.lower()
    engine.ask("bobot indikator 12?", session_id=session)
    other = engine.ask("what is the weight limit for garden waste bins?", session_id=session)
    assert other.trace.answerer != "spbe-facts"


# -- the optional LLM-planned query (engine/answers/text2cypher.py), the LLM a loopback stub --------------

UNPLANNED = "who in the ministry signs off indikator 13 and its levels?"  # no rule plan reads this
LEVELS_QUERY = ("MATCH (i:Indicator {id: $a0})-[:HAS_LEVEL]->(l:MaturityLevel) "
                "RETURN l.id AS id, l.level AS level, l.name AS name ORDER BY l.level")


def test_without_an_llm_the_rule_answer_stands_and_no_query_is_planned(engine: Engine) -> None:
    assert engine.llm is None
    answer = engine.ask(UNPLANNED)
    assert answer.trace.answerer != "llm-text2cypher" and "text2cypher" not in answer.timings
    assert not any("LLM" in note for note in answer.notes)


def test_with_an_llm_an_unanswered_graph_question_is_answered_by_a_checked_query(engine: Engine) -> None:
    from engine.pipeline.llm import LLMClient
    from tests.support.llm_stub import LLMStub

    rule = engine.ask(UNPLANNED)
    assert rule.decision != "answer" and rule.trace.answerer == "passages"  # what the rules do without an LLM
    levels = engine.cypher(LEVELS_QUERY, {"a0": "spbe:indicator:13"})

    def respond(body: dict) -> str:
        return json.dumps({"cypher": LEVELS_QUERY} if "Cypher" in json.dumps(body["messages"]) else {})

    try:
        with LLMStub(respond) as stub:
            engine._llm = LLMClient([stub.url], model="stub-model", timeout_s=10)
            engine._pipeline = None
            answer = engine.ask(UNPLANNED)
            engine._llm.close()
            engine._llm = LLMClient([stub.url + "/down"], model="stub-model", timeout_s=10)  # 404: LLM unusable
            engine._pipeline = None
            fallback = engine.ask(UNPLANNED)
    finally:
        engine._llm, engine._pipeline = None, None
    assert (answer.decision, answer.generated_by, answer.trace.answerer) == ("answer", "llm-text2cypher",
                                                                            "llm-text2cypher")
    assert _cited(answer) == [row["id"] for row in levels] and all(row["name"] in answer.answer for row in levels)
    assert [s.text for s in answer.trace.statements] == [LEVELS_QUERY + " LIMIT 25"]
    assert (fallback.decision, fallback.answer) == (rule.decision, rule.answer)
    assert any("LLM query plan unavailable" in note for note in fallback.notes)
