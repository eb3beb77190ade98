"""The question pipeline end to end on the real stores: embedded FalkorDB, qdrant-edge, MiniLM.

The corpus is written here, one document per scope, so each decision has one right answer:
a town order (Paradise, California), a state rule (California), a county notice (Butte
County), a city notice (Springfield, Illinois), general advice naming no place, and an SPBE
guide whose indicator 13 and 16 sections are worded alike on purpose.
"""

from __future__ import annotations

import csv
import io
import json
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

import pytest

from engine import Engine
from engine.ops.evaluate import run_eval
from engine.pipeline.followup_places import follow_up_slots
from engine.pipeline.llm import LLMClient
from graph.errors import InputError
from loaders.datafiles import shipped
from tests.support.llm_stub import LLMStub, extract_context_ids

PARADISE, CALIFORNIA, BUTTE = "gn:5381002", "geo:US/California", "geo:US/California/Butte County"
SPRINGFIELD_IL = "gn:4250542"

DOCS = {
    "paradise_order.md": """# Town of Paradise, California: evacuation routes

The Town of Paradise in Butte County, California sets these evacuation routes for residents.

## Routes

Residents of Paradise leave by Skyway, Clark Road and Pentz Road. Each evacuation zone is told its
route in the emergency alert; residents must not use the closed Neal Road exit.
""",
    "california_rule.md": """# California defensible space rule

California law requires every owner of a building in a fire hazard area to keep 100 feet of
defensible space around it: remove dead plants, grass and weeds, and keep trees trimmed.

## Zones

The first 30 feet must be lean, clean and green; from 30 to 100 feet, cut annual grass down to
four inches and space shrubs and trees apart.
""",
    "butte_burn.md": """# Butte County burn permit suspension

Butte County, California suspends all residential debris burning permits from May through
October. Burning yard waste or brush piles during the suspension is not allowed in Butte County.
""",
    "springfield_il.md": """# Springfield, Illinois boil water notice

Residents of Springfield, Illinois on the east side must boil tap water for one minute before
drinking until the city lifts the boil water notice.
""",
    "general_advice.md": """# Household emergency kit

Keep an emergency kit with water for three days, non-perishable food, a flashlight, spare
batteries, medicines and copies of important documents.
""",
    "panduan.md": """# Panduan evaluasi SPBE (contoh)

## Indikator 13: Tingkat Kematangan Keterpaduan Rencana dan Anggaran SPBE

Indikator ini menilai kebijakan dan dokumen yang memadukan rencana SPBE dengan anggaran: rencana
kerja (Renja) dan RKA memuat belanja SPBE, dan Bappeda menyelaraskan anggaran dengan peta rencana.
Dokumen yang diminta: Renja, RKA dan berita acara evaluasi keterpaduan anggaran.

## Indikator 16: Tingkat Kematangan Layanan Pusat Data

Indikator ini menilai kebijakan dan dokumen layanan pusat data: hosting server, co-location,
backup dan pemulihan bencana, serta penggunaan Pusat Data Nasional. Dokumen yang diminta: katalog
layanan pusat data, laporan ketersediaan (uptime) dan berita acara evaluasi layanan.
""",
}


@contextmanager
def engine_with(tmp_path_factory: pytest.TempPathFactory, docs: dict[str, str], name: str) -> Iterator[Engine]:
    """A real engine with SPBE, admissions and the US places loaded and ``docs`` ingested (source "test")."""
    corpus = tmp_path_factory.mktemp(f"{name}-corpus")
    for file_name, text in docs.items():
        (corpus / file_name).write_text(text, encoding="utf-8")
    with Engine.open(tmp_path_factory.mktemp(name) / "data") as opened:
        opened.load_spbe(progress=False)
        opened.load_admissions(progress=False)
        opened.load_places(countries=["US"], progress=False)
        report = opened.ingest([corpus], source="test", progress=False)
        assert report.documents == len(docs) and not report.errors
        yield opened


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    with engine_with(tmp_path_factory, DOCS, "engine") as opened:
        yield opened


def _cited_docs(answer) -> list[str]:
    return [c.doc_id for c in answer.citations]


# -- place scope: exact / broader / sibling / same name elsewhere ------------------------------


def test_exact_place_is_answered_with_citations(engine: Engine) -> None:
    answer = engine.ask("Which roads are the evacuation routes in Paradise, California?")
    assert (answer.decision, answer.relation, answer.route) == ("answer", "exact", "place")
    assert _cited_docs(answer)[0] == "test:paradise_order.md"
    assert "Skyway" in answer.answer and answer.citations[0].chunk_id
    assert PARADISE in answer.citations[0].node_ids
    assert answer.retrieved[0] == "test:paradise_order.md"
    assert {"scope", "walk", "embed", "vector", "lexical", "expand", "decide", "compose", "total"} <= set(answer.timings)


@pytest.mark.parametrize("written", [
    "Para\u00addise, California",  # a soft hyphen inside the name
    "Para\U000E0064ise, California",  # a tag character
    "Ｐａｒａｄｉｓｅ, Ｃａｌｉｆｏｒｎｉａ",  # fullwidth letters
    "P\u0430radise, California",  # a Cyrillic а
    "Paradise\U0001F525, California",  # an emoji glued to the name
])
def test_invisible_and_look_alike_characters_keep_the_place(engine: Engine, written: str) -> None:
    """Issue 20 item 15: the question is read as typed by a person, so it is answered from the same scope."""
    answer = engine.ask(f"Which roads are the evacuation routes in {written}?")
    assert (answer.decision, answer.relation) == ("answer", "exact"), answer.explanation
    assert _cited_docs(answer)[0] == "test:paradise_order.md"
    assert PARADISE in answer.citations[0].node_ids


def test_state_rule_for_a_town_question_warns_naming_both_scopes(engine: Engine) -> None:
    answer = engine.ask("How much defensible space do I need around my house in Paradise, California?")
    assert (answer.decision, answer.relation) == ("warn", "broader")
    assert _cited_docs(answer)[0] == "test:california_rule.md" and "100 feet" in answer.answer
    assert "California" in answer.explanation and "Paradise" in answer.explanation
    best = answer.evidence[0]
    assert (best.scope_node, best.anchor, best.delta) == (CALIFORNIA, PARADISE, 2)


def test_a_county_notice_warns_for_a_town_in_that_county(engine: Engine) -> None:
    answer = engine.ask("Can I burn brush piles at my home in Chico, California?")
    assert (answer.decision, answer.relation) == ("warn", "broader")
    assert _cited_docs(answer)[0] == "test:butte_burn.md"
    assert answer.evidence[0].scope_node == BUTTE


def test_a_sibling_county_notice_is_not_an_answer(engine: Engine) -> None:
    answer = engine.ask("Are debris burning permits suspended in Red Bluff, California?")  # Tehama County
    assert answer.decision == "abstain" and answer.relation == "disjoint"
    assert not answer.citations and "Butte County" in answer.explanation


def test_springfield_in_another_state_abstains(engine: Engine) -> None:
    answer = engine.ask("Is there a boil water notice in Springfield, Massachusetts?")
    assert answer.decision == "abstain" and not answer.citations
    assert "Springfield" in answer.explanation and "Illinois" in answer.explanation
    illinois = engine.ask("Is there a boil water notice in Springfield, Illinois?")
    assert illinois.decision == "answer" and _cited_docs(illinois)[0] == "test:springfield_il.md"
    assert SPRINGFIELD_IL in illinois.citations[0].node_ids


def test_location_independent_question_is_answered_normally(engine: Engine) -> None:
    answer = engine.ask("What should an emergency kit contain?")
    assert (answer.decision, answer.route) == ("answer", "general")
    assert _cited_docs(answer) == ["test:general_advice.md"] and "flashlight" in answer.answer


def test_nothing_relevant_abstains_and_says_so(engine: Engine) -> None:
    answer = engine.ask("Which vaccinations does a puppy need?")
    assert answer.decision == "abstain" and answer.relation == "none" and not answer.citations
    assert "No passage relevant" in answer.answer


# -- SPBE: similar wording, different indicators ---------------------------------------------------


@pytest.mark.parametrize("number, other, words", [(13, 16, "Renja"), (16, 13, "uptime")])
def test_indicators_with_similar_wording_are_kept_apart(engine: Engine, number: int, other: int, words: str) -> None:
    answer = engine.ask(f"Dokumen apa yang diminta untuk Indikator {number}?")
    assert answer.decision == "answer" and answer.relation == "exact"
    assert words in answer.answer
    for citation in answer.citations:
        assert f"spbe:indicator:{number}" in citation.node_ids and f"spbe:indicator:{other}" not in citation.node_ids
    retrieval = engine.retrieve(f"Dokumen apa yang diminta untuk Indikator {number}?")
    assert all(f"spbe:indicator:{other}" not in e.node_ids for e in retrieval.evidence)


def test_an_indicator_named_by_paraphrase_is_found(engine: Engine) -> None:
    answer = engine.ask("How is SPBE data-centre service maturity assessed?")
    anchors = {a.id: a.how for a in answer.scope}
    assert anchors.get("spbe:indicator:16") == "paraphrase"
    assert answer.citations and "spbe:indicator:16" in answer.citations[0].node_ids


# -- admissions: computed, never generated ----------------------------------------------------------


def _csv_row(college: str, branch: str, year: str) -> dict[str, str]:
    with shipped("admissions", "tnea_sample_illustrative.csv").open(newline="", encoding="utf-8") as handle:
        return next(r for r in csv.DictReader(handle)
                    if (r["college_code"], r["branch_code"], r["year"], r["quota"]) == (college, branch, year, "GEN"))


def test_cutoff_lookup_matches_the_data_row(engine: Engine) -> None:
    answer = engine.ask("What was the MBC cutoff mark and closing rank for CSE at CEG in 2024?")
    row = _csv_row("1", "CS", "2024")
    assert (answer.decision, answer.route, answer.generated_by) == ("answer", "admissions", "graph")
    assert f"cutoff mark {float(row['MBC_cutoff_mark'])}" in answer.answer
    assert f"closing rank {int(row['MBC_closing_rank']):,}" in answer.answer or \
        f"closing rank {row['MBC_closing_rank']}" in answer.answer
    assert len(answer.citations) == 1 and answer.citations[0].doc_id == "data:tnea_sample_illustrative.csv"
    assert answer.citations[0].node_ids == ["tnea:college:1:program:CS:cutoff:2024:GEN:MBC"]


def test_eligibility_list_matches_the_engine_computation(engine: Engine) -> None:
    answer = engine.ask("My marks: maths 99, physics 98, chemistry 98. I am MBC. Which programs can I get?")
    direct = engine.eligibility(maths=99, physics=98, chemistry=98, community="MBC")
    assert answer.decision == "answer" and direct.programs
    assert f"{direct.cutoff:g}" in answer.answer or f"{direct.cutoff}" in answer.answer
    assert [c.node_ids for c in answer.citations] == [c.node_ids for c in direct.citations()]


def test_unknown_community_abstains(engine: Engine) -> None:
    answer = engine.ask("What is the CSE cutoff at PSG Tech for the XYZ community?")
    assert answer.decision == "abstain" and not answer.citations and "XYZ" in answer.answer


def test_follow_ups_are_rewritten_across_a_session(engine: Engine) -> None:
    session = "+91-98400-00001"
    first = engine.ask("What was the BC cutoff for CSE at PSG Tech in 2024?", session_id=session)
    assert first.decision == "answer" and first.citations[0].node_ids == ["tnea:college:2006:program:CS:cutoff:2024:GEN:BC"]
    second = engine.ask("What about ECE?", session_id=session)
    assert second.question == "What about ECE?"
    assert second.standalone_question == "What was the BC cutoff for ECE at PSG Tech in 2024?"
    assert second.citations[0].node_ids == ["tnea:college:2006:program:EC:cutoff:2024:GEN:BC"]
    third = engine.ask("and for SC?", session_id=session)
    assert third.standalone_question == "What was the SC cutoff for ECE at PSG Tech in 2024?"
    assert third.citations[0].node_ids == ["tnea:college:2006:program:EC:cutoff:2024:GEN:SC"]
    other = engine.ask("What about ECE?", session_id="someone-else")  # no history: not rewritten
    assert other.standalone_question == "What about ECE?"


def test_a_complete_new_question_in_a_session_gets_its_own_answer(engine: Engine) -> None:
    """Issue 17: a question naming its own target in another hierarchy, or asking what something is, starts
    fresh; a genuine follow-up after it still fills the slots it leaves open from the cutoff question."""
    session = "+91-98400-00017"
    first = engine.ask("BC cutoff for CSE at PSG Tech in 2024?", session_id=session)
    assert first.citations[0].node_ids == ["tnea:college:2006:program:CS:cutoff:2024:GEN:BC"]
    new = engine.ask("Which aspect is indikator 13 in?", session_id=session)
    assert new.standalone_question == "Which aspect is indikator 13 in?"
    assert new.route != "admissions" and new.citations[0].node_ids[0] == "spbe:indicator:13"
    assert "cutoff" not in new.answer.lower()
    engine.ask("BC cutoff for CSE at PSG Tech in 2024?", session_id=session)
    short = engine.ask("what is indicator 13?", session_id=session)
    assert short.standalone_question == "what is indicator 13?" and short.route != "admissions"
    engine.ask("BC cutoff for CSE at PSG Tech in 2024?", session_id=session)
    follow = engine.ask("and for MBC?", session_id=session)
    assert follow.citations[0].node_ids == ["tnea:college:2006:program:CS:cutoff:2024:GEN:MBC"]


# -- API hygiene ------------------------------------------------------------------------------------


@pytest.mark.parametrize("bad", ["", "   \x00\x07  ", "x" * 5000])
def test_bad_questions_are_clear_errors(engine: Engine, bad: str) -> None:
    with pytest.raises(InputError, match="question"):
        engine.ask(bad)


def test_eval_writes_the_contract_fields_for_every_line(engine: Engine, tmp_path: Path) -> None:
    queries = tmp_path / "queries.jsonl"
    queries.write_text("\n".join([
        json.dumps({"id": "p1", "question": "Which roads are the evacuation routes in Paradise, California?"}),
        "not json",
        json.dumps({"id": "s1", "question": "What was the OC cutoff for CSE at CEG in 2024?", "session": "e1"}),
        json.dumps({"id": "s2", "question": "What about ECE?", "session": "e1"}),
        json.dumps({"id": "e", "question": ""}),
    ]) + "\n", encoding="utf-8")
    out = io.StringIO()
    summary = run_eval(engine, queries, out)
    lines = [json.loads(line) for line in out.getvalue().splitlines()]
    assert [line["id"] for line in lines] == ["p1", "s1", "s2", "e"]
    assert summary.problems and ":2:" in summary.problems[0]
    for line in lines:
        assert {"id", "decision", "answer", "citations", "retrieved", "scope", "relation", "route"} <= set(line)
        assert line["decision"] in ("answer", "warn", "abstain")
        for citation in line["citations"]:
            assert {"doc_id", "chunk_id", "page", "node_ids"} <= set(citation)
    assert lines[0]["retrieved"][0] == "test:paradise_order.md"
    assert "program:EC" in lines[2]["citations"][0]["node_ids"][0]
    assert lines[3]["decision"] == "abstain" and "empty" in lines[3]["error"]


# -- generation through an OpenAI-compatible endpoint (a real HTTP server on loopback) --------------


@pytest.fixture
def with_llm(engine: Engine):
    """Point the engine at a stub endpoint for one test (the client is what Config would build)."""
    def attach(stub: LLMStub) -> None:
        engine._llm = LLMClient([stub.url], api_key="sk-test", model="stub-model", timeout_s=5)
        engine._pipeline = None
    yield attach
    engine._llm = None
    engine._pipeline = None


def _chat(body: dict) -> str:
    return body["messages"][-1]["content"]


def _responder(answer_for):
    """Answer variants/rewrites plainly; generation requests with ``answer_for(body)``."""
    def respond(body: dict) -> str:
        text = json.dumps(body["messages"])
        if '"queries"' in text:
            return json.dumps({"queries": ["evacuation routes Paradise", "roads to leave Paradise"]})
        if '"question"' in text and "standalone" in text.lower():
            return json.dumps({"question": "rewritten"})
        return answer_for(body)
    return respond


def test_generation_path_cites_only_context_ids(engine: Engine, with_llm) -> None:
    def grounded(body: dict) -> str:
        first = extract_context_ids(body)[0]
        return json.dumps({"answer": f"Leave by Skyway or Clark Road [{first}].", "citations": [first],
                           "refused": False})
    with LLMStub(_responder(grounded)) as stub:
        with_llm(stub)
        answer = engine.ask("Which roads are the evacuation routes in Paradise, California?")
    assert answer.generated_by == "llm:stub-model" and answer.decision == "answer"
    assert answer.answer.startswith("Leave by Skyway")
    assert len(answer.citations) == 1 and answer.citations[0].doc_id == "test:paradise_order.md"
    generation = [r for r in stub.chat_requests if "passage" in json.dumps(r.body)]
    assert generation and "Skyway" in json.dumps(generation[-1].body)


def test_a_fabricated_citation_falls_back_to_the_extractive_answer(engine: Engine, with_llm) -> None:
    fake = "f" * 64
    invent = lambda body: json.dumps({"answer": f"Use Highway 99 [{fake}].", "citations": [fake], "refused": False})
    with LLMStub(_responder(invent)) as stub:
        with_llm(stub)
        answer = engine.ask("Which roads are the evacuation routes in Paradise, California?")
    assert answer.generated_by == "extractive" and "Highway 99" not in answer.answer
    assert "Skyway" in answer.answer and any("LLM generation failed" in n for n in answer.notes)
    assert all(c.chunk_id != fake for c in answer.citations)


def test_a_model_refusal_is_an_abstention(engine: Engine, with_llm) -> None:
    refuse = lambda body: json.dumps({"answer": "The passages do not give the routes.", "citations": [],
                                      "refused": True})
    with LLMStub(_responder(refuse)) as stub:
        with_llm(stub)
        answer = engine.ask("Which roads are the evacuation routes in Paradise, California?")
    assert answer.decision == "abstain" and not answer.citations and "do not give" in answer.answer


# -- hierarchy filters and the optional cross-encoder ------------------------------------------------


def test_retrieve_within_a_hierarchy_node_keeps_only_passages_under_it(engine: Engine) -> None:
    everywhere = engine.retrieve("Dokumen yang diminta dan berita acara evaluasi")
    assert "spbe:indicator:13" in {n for e in everywhere.evidence for n in e.node_ids}
    under_aspect_3 = engine.retrieve("Dokumen yang diminta dan berita acara evaluasi", within=["spbe:aspect:3"])
    assert under_aspect_3.evidence
    assert all("spbe:indicator:16" in e.node_ids and "spbe:indicator:13" not in e.node_ids
               for e in under_aspect_3.evidence)


def test_a_configured_cross_encoder_orders_passages_within_a_relation(engine: Engine) -> None:
    """Plumbing, with a CrossEncoder built on the shipped MiniLM (its head is untrained: the scores are
    arbitrary but fixed, so the order must follow them and not the fused score)."""
    import torch

    from engine.stores.embed import resolve_model
    from engine.pipeline.rerank import CrossEncoderReranker

    torch.manual_seed(0)
    reranker = CrossEncoderReranker.load(resolve_model("all-MiniLM-L6-v2")[1])
    engine._reranker, engine._pipeline = reranker, None
    try:
        question = "Dokumen apa yang diminta dan bagaimana evaluasi layanan?"
        retrieval = engine.retrieve(question)
    finally:
        engine._reranker, engine._pipeline = None, None
    assert "rerank" in retrieval.timings and len(retrieval.evidence) >= 2
    expected = reranker.score(question, [e.text for e in retrieval.evidence])
    assert [e.score for e in retrieval.evidence] == pytest.approx(expected, abs=1e-5)
    tiers = [e.relation for e in retrieval.evidence]
    for a, b in zip(retrieval.evidence, retrieval.evidence[1:]):
        if a.relation == b.relation and a.delta == b.delta:
            assert a.score >= b.score
    assert tiers == sorted(tiers, key=["exact", "narrower", "broader", "unscoped"].index) or len(set(tiers)) == 1


def test_a_missing_rerank_model_is_a_clear_config_error(tmp_path: Path) -> None:
    from engine.pipeline.rerank import CrossEncoderReranker
    from graph.errors import ConfigError

    with pytest.raises(ConfigError, match="STRATA_RERANK_MODEL"):
        CrossEncoderReranker.load(tmp_path / "nope")


def test_a_failing_session_memory_answers_statelessly_and_says_so(engine: Engine, tmp_path: Path) -> None:
    from engine.stores.sessions import SessionMemory

    broken = SessionMemory.open(tmp_path)
    broken.close()  # every read and write now raises sqlite3.ProgrammingError
    engine._memory, engine._pipeline = broken, None
    try:
        answer = engine.ask("What about ECE?", session_id="+91-broken")
    finally:
        engine._memory, engine._pipeline = None, None
    assert answer.standalone_question == "What about ECE?"
    assert any("session memory unavailable" in note for note in answer.notes)


def test_evidence_in_a_question_gets_an_spbe_assessment(engine: Engine) -> None:
    evidence = ("Bappeda plans and manages the integration of the SPBE plan with the annual budget (RKA and Renja). "
                "A regional regulation enacted in 2022 sets a standard procedure that every work unit follows. "
                "Each year the integration is reviewed and evaluated, and its contribution to performance targets "
                "is measured.")
    answer = engine.ask("Assess this evidence and recommend a maturity level: " + evidence)
    direct = engine.assess_spbe("Assess this evidence and recommend a maturity level: " + evidence,
                                source_doc_id="question")
    assert (answer.route, answer.generated_by) == ("audit", "criteria-matching")
    assert direct.indicator.number == 13 and direct.level is not None
    assert f"level {direct.level}" in answer.answer and "Indicator 13" in answer.answer
    assert answer.decision in ("answer", "warn") and answer.citations
    assert "audit" in answer.timings


# -- computed facts and what the data lacks (found by the benchmark questions) -----------------------


def test_hierarchy_questions_are_answered_from_the_graph(engine: Engine) -> None:
    answer = engine.ask("What is the weight of the domain that indicator 13 belongs to?")
    domain = engine.graph.query("MATCH (:Indicator {number: 13})-[:PART_OF*2]->(d:Domain) RETURN d.number AS n, "
                                "d.weight_pct AS w")[0]
    assert (answer.decision, answer.generated_by) == ("answer", "graph")
    assert f"domain {domain['n']}" in answer.answer and f"{domain['w']:g}%" in answer.answer
    assert answer.citations[0].node_ids[0] == "spbe:indicator:13"


def test_an_indicator_that_does_not_exist_abstains(engine: Engine) -> None:
    answer = engine.ask("What does Indikator 52 require?")
    assert answer.decision == "abstain" and "47" in answer.answer and not answer.citations


@pytest.mark.parametrize("question, missing", [
    ("What is the OC cutoff for IT at CEG in 2024?", "no program 'IT'"),
    ("What is the CSE cutoff at IIT Madras for OC?", "IIT Madras"),
    ("What is the hostel fee at PSG Tech for CSE?", "tuition fees only"),
])
def test_admissions_questions_the_data_cannot_answer_abstain(engine: Engine, question: str, missing: str) -> None:
    answer = engine.ask(question)
    assert answer.decision == "abstain" and missing in answer.answer and not answer.citations


def test_a_level_list_counts_as_its_indicator(engine: Engine) -> None:
    """A passage listing levels 1-5 is about its indicator (exact), not narrower than it."""
    from engine.models import Anchor

    walk = engine.pipeline().walk
    asked = [Anchor(id="spbe:indicator:13", kind="indicator", how="test", confidence=1.0)]
    levels = [f"spbe:indicator:13:level:{n}" for n in range(1, 6)] + ["spbe:indicator:13", "spbe:aspect:2"]
    assert walk.judge(asked, levels).relation == "exact"
    level_asked = [Anchor(id="spbe:indicator:13:level:4", kind="level", how="test", confidence=1.0)]
    assert walk.judge(level_asked, ["spbe:indicator:13"]).relation == "broader"


@pytest.mark.parametrize("question, route", [
    ("How far should tree branches be from a chimney?", "general"),
    ("How is the TNEA cutoff mark calculated?", "admissions"),
    ("Which branches can I get with a 190 cutoff as BC?", "admissions"),
])
def test_routing_reads_admissions_words_not_every_branch(engine: Engine, question: str, route: str) -> None:
    assert engine.ask(question).route == route


def test_an_answer_from_a_passage_across_two_pages_cites_both(tmp_path: Path) -> None:
    """Issue 20 item 3: a passage running from page 1 onto page 2 was cited "p. 1"."""
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas

    pdf_path = tmp_path / "corpus" / "observatory.pdf"
    pdf_path.parent.mkdir()
    pdf = canvas.Canvas(str(pdf_path), pagesize=A4)
    pdf.drawString(72, 760, "Kestrel Hill observatory visits")
    pdf.drawString(72, 100, "The Kestrel Hill observatory welcomes visitors on weekends from spring to autumn.")
    pdf.drawString(72, 80, "Visitors climb the tower stairs to the viewing gallery under the telescope dome.")
    pdf.showPage()
    pdf.drawString(72, 760, "The telescope dome of the Kestrel Hill observatory rotates every evening at seven.")
    pdf.drawString(72, 740, "Public viewing through the telescope starts when the dome has turned.")
    pdf.showPage()
    pdf.save()
    with Engine.open(tmp_path / "data") as opened:
        report = opened.ingest([pdf_path.parent], source="test", progress=False)
        assert report.documents == 1 and not report.errors, report
        answer = opened.ask("When does the telescope dome of the Kestrel Hill observatory rotate?")
    assert answer.decision == "answer" and "seven" in answer.answer, answer.answer
    [cited] = [c for c in answer.citations if c.doc_id == "test:observatory.pdf"]
    assert cited.pages == [1, 2] and cited.page == 1  # the contract fields keep their meaning
    assert "[test:observatory.pdf, pp. 1–2]" in answer.answer, answer.answer
    assert cited.model_dump()["page_label"] == "pp. 1–2"


def test_a_tamil_particle_in_an_admissions_follow_up_is_no_place(engine: Engine) -> None:
    """"la" is Louisiana (and LA) in the US places loaded here; after a cutoff question it is the Tamil-English
    particle ("2023 la?" = "in 2023?"); after a place question it is still a place."""
    session = "+91-98400-00018"
    engine.ask("BC cutoff for CSE at PSG Tech in 2024?", session_id=session)
    follow = engine.ask("2023 la?", session_id=session)
    assert follow.standalone_question == "BC cutoff for CSE at PSG Tech in 2023?"
    detector = engine.pipeline().detector
    place = follow_up_slots(detector, "and la?", detector.slots("burn ban in tampa fl"), detector.slots("and la?"))
    assert [(s.kind, s.text) for s in place] == [("place", "la")]


def test_state_codes_and_numbers_of_an_admissions_question_stay_admissions(engine: Engine) -> None:
    """With TNEA and US places in one graph, "sc" is a community and South Carolina, "tn" Tamil Nadu and
    Tennessee, a five-digit number a rank and a ZIP code: in a question about admissions they are not places,
    in a question about a place they are (issue 16, codes standing alone)."""
    from loaders.link import Linker

    linker = Linker.from_store(engine.graph)

    def places(question: str) -> set[str]:
        return {link.node_id for link in linker.link_question(question)
                if not link.node_id.startswith(("tnea:", "branch:", "spbe:"))}

    for question in ("psg tech civil sc rank 2023", "what is the tn cse cutoff for bc",
                     "My marks are Maths 95, Physics 90, Chemistry 92 and I am SC. Where can I get in?",
                     "closing rank 10001 for cse at ceg"):
        assert places(question) == set(), question
    assert places("wa heat rule rest break at 100 degrees") == {"geo:US/Washington"}
    # ZIP 10001: the USPS city "New York" is no locality of the graph (its city is "New York City"), so the ZIP's
    # county, New York County (Manhattan)
    assert places("cooling centers open near 10001") == {"geo:US/New York/New York County"}
