"""The admissions question plan end to end (issue 17): an engine on a real embedded store with the real 2024
TNEA cutoffs (read from shared/data/tnea/, never copied) and the places of India, questions typed the way
students type them. Expected members are read from the CSV here, independently of the engine."""

from __future__ import annotations

import csv
import re
from typing import Iterator

import pytest

from engine import Engine
from engine.answers.admissions.plan import Threshold, read_marks, read_quota, read_threshold, short_years
from engine.models import Answer, QuestionScope
from tests.support import shared_tnea


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    tnea = shared_tnea()
    with Engine.open(tmp_path_factory.mktemp("adm-plan") / "data") as opened:
        opened.load_admissions(tnea, progress=False)
        opened.load_places(countries=["IN"], progress=False)
        yield opened


@pytest.fixture(scope="module")
def rows() -> list[dict[str, str]]:
    with shared_tnea().open(newline="", encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def programs(rows: list[dict[str, str]], branch: str, community: str, keep, place: str | None = None) -> set[str]:
    """Program ids of ``branch`` whose ``community`` mark passes ``keep`` (and whose address names ``place``)."""
    found = set()
    for row in rows:
        mark = row[f"{community}_cutoff_mark"]
        if row["branch_code"] != branch or not mark or not keep(float(mark)):
            continue
        if place and not re.search(rf"\b{place}\b", row["college_name"], re.IGNORECASE):
            continue
        found.add(f"tnea:college:{row['college_code']}:program:{branch}")
    return found


def cited_programs(answer: Answer) -> set[str]:
    return {c.node_ids[0].split(":cutoff:", 1)[0] for c in answer.citations if ":cutoff:" in c.node_ids[0]}


def statements(answer: Answer) -> list[str]:
    return [s.name for s in answer.trace.statements] if answer.trace else []


# -- the grammar, on its own ---------------------------------------------------------------------------------

def test_subject_marks_are_read_in_short_and_long_forms() -> None:
    empty = QuestionScope()
    assert read_marks("phy 81 chem 77.5 maths 90 cutoff?", empty) == {"physics": 81, "chemistry": 77.5, "maths": 90}
    assert read_marks("m 88 p 79 c 91 cutoff evlo", empty) == {"maths": 88, "physics": 79, "chemistry": 91}
    assert read_marks("I got 97 in maths, 88 in physics and 92 in chemistry", empty) == \
        {"maths": 97, "physics": 88, "chemistry": 92}
    assert read_marks("p 80 c 70 at psg", empty) == {}  # two letters alone are no marks


def test_thresholds_read_english_symbols_and_tamil_english() -> None:
    empty = QuestionScope(years=[2024])
    assert read_threshold("it colleges with oc cutoff >= 187 in 2024", empty, False) == Threshold(">=", 187.0)
    assert read_threshold("mech where bc cutoff is below 150.5", empty, False) == Threshold("<", 150.5)
    assert read_threshold("177 ku keela mbc cutoff eee colleges", empty, False) == Threshold("<", 177.0)
    assert read_threshold("civil with sc 160 or more in 2024", empty, False) == Threshold(">=", 160.0)
    assert read_threshold("enaku 181.5 cutoff bc, cse kedaikuma", empty, False) == Threshold("<=", 181.5, own=True)
    assert read_threshold("cse cutoff 2024 at kct", empty, False) is None  # a year is no threshold


def test_quotas_are_read_and_the_general_quota_is_none() -> None:
    assert read_quota("management quota fee for it at kct") == "management"
    assert read_quota("cutoff under the nri quota for cse") == "nri"
    assert read_quota("general quota cutoff for cse") is None
    assert read_quota("what is the bc cutoff for cse") is None


# -- graph answers -----------------------------------------------------------------------------------------------

def test_the_cutoff_from_subject_marks_needs_no_community(engine: Engine) -> None:
    answer = engine.ask("physics 70 chem 60 maths 80, what's my cut off?")
    assert answer.decision == "answer", answer.answer
    assert "145" in answer.answer and "Maths + Physics/2 + Chemistry/2" in answer.answer
    assert answer.citations[0].doc_id == "data:cutoff_formulas.csv"
    assert "tnea_eligibility_formulas" in statements(answer)
    tamil = engine.ask("m 90 p 80 c 70 cutoff evlo")
    assert tamil.decision == "answer" and "165" in tamil.answer


def test_a_students_cutoff_and_a_place_list_only_that_places_programs_it_reaches(engine: Engine, rows) -> None:
    answer = engine.ask("got 186, BC - which ece colleges in coimbatore can i get")
    expected = programs(rows, "EC", "BC", lambda mark: mark <= 186, place="Coimbatore")
    assert answer.decision == "answer", answer.answer
    assert expected and cited_programs(answer) == expected
    assert {"tnea_institution_names", "tnea_eligibility_programs"} <= set(statements(answer))


def test_a_threshold_with_a_year_lists_the_programs_that_pass_it_that_year(engine: Engine, rows) -> None:
    answer = engine.ask("mechanical colleges with a bc cutoff over 190 in 2024")
    assert answer.decision == "answer", answer.answer
    assert cited_programs(answer) == programs(rows, "ME", "BC", lambda mark: mark > 190)
    tamil = engine.ask("175 ku keela sc cutoff ece colleges 2024")
    assert cited_programs(tamil) == programs(rows, "EC", "SC", lambda mark: mark < 175)


def test_subject_marks_community_and_place_compute_then_filter(engine: Engine, rows) -> None:
    answer = engine.ask("maths 95 physics 88 chemistry 90 mbc - cse colleges in erode?")
    assert answer.decision == "answer", answer.answer
    assert "184" in answer.answer  # 95 + 44 + 45
    assert cited_programs(answer) == programs(rows, "CS", "MBC", lambda mark: mark <= 184, place="Erode")


def test_a_place_no_college_is_in_abstains_naming_it_never_the_whole_state(engine: Engine) -> None:
    answer = engine.ask("which cse colleges in nagercoil can i get with 180 bc")
    assert answer.decision == "abstain" and not answer.citations
    assert "no college in the admissions data has an address in" in answer.answer and "gercoil" in answer.answer


def test_the_colleges_of_a_place_are_those_whose_address_names_it(engine: Engine, rows) -> None:
    answer = engine.ask("engineering colleges in madurai district?")
    expected = {f"tnea:college:{r['college_code']}" for r in rows if re.search(r"\bMadurai\b", r["college_name"])}
    assert answer.decision == "answer", answer.answer
    assert set(answer.citations[0].node_ids) == expected


def test_counts_and_extremes_are_read_from_the_rows(engine: Engine, rows) -> None:
    answer = engine.ask("how many colleges have civil engineering in 2024")
    expected = {r["college_code"] for r in rows if r["branch_code"] == "CE"}
    assert answer.decision == "answer" and answer.answer.startswith(f"{len(expected)} colleges")
    lowest = engine.ask("which college has the lowest mbc cutoff for information technology in 2024")
    marks = [(float(r["MBC_cutoff_mark"]), r["college_code"]) for r in rows
             if r["branch_code"] == "IT" and r["MBC_cutoff_mark"]]
    assert lowest.decision == "answer" and f"{min(marks)[0]:g}" in lowest.answer
    assert cited_programs(lowest) == {f"tnea:college:{min(marks)[1]}:program:IT"}
    # Tamil-English: "kammi" (least) and "edhu" (which) are no college's name
    tamil = engine.ask("mbc IT cutoff 2024 la kammi edhu")
    assert tamil.decision == "answer" and f"{min(marks)[0]:g}" in tamil.answer, tamil.explanation
    assert cited_programs(tamil) == {f"tnea:college:{min(marks)[1]}:program:IT"}


@pytest.mark.parametrize("question, missing", [
    ("nri quota mech cutoff at kct 2024", "nri quota is not in the admissions data"),
    ("ews cutoff for it at kct", "community 'EWS' is not a TNEA community"),
    ("nit trichy ece cutoff", "institution 'nit trichy' is not in the admissions data"),
    ("what was the bc cutoff for cse at kct in 2021", "no cutoff data for 2021"),
])
def test_what_the_data_lacks_is_an_abstention_naming_it(engine: Engine, question: str, missing: str) -> None:
    answer = engine.ask(question)
    assert answer.decision == "abstain" and not answer.citations
    assert missing in answer.answer


def test_a_session_carries_subject_marks_and_asks_another_attribute_of_the_same_row(engine: Engine, rows) -> None:
    session = "+910000000017"
    first = engine.ask("physics 84 chemistry 86 maths 97 how much is my cutoff", session_id=session)
    assert first.decision == "answer" and "182" in first.answer  # 97 + 42 + 43
    listed = engine.ask("am MBC, which mech colleges in erode can i get", session_id=session)
    assert "maths 97" in listed.standalone_question and listed.decision == "answer", listed.standalone_question
    assert cited_programs(listed) == programs(rows, "ME", "MBC", lambda mark: mark <= 182, place="Erode")
    lookup = engine.ask("kct mech bc cutoff 2024", session_id=session)
    assert lookup.standalone_question == "kct mech bc cutoff 2024"  # complete: its own question
    rank = engine.ask("last rank?", session_id=session)
    assert rank.standalone_question == "kct mech bc last rank 2024" and rank.decision == "answer"
    row = next(r for r in rows if r["college_code"] == "2712" and r["branch_code"] == "ME")
    assert row["BC_closing_rank"] in rank.answer


@pytest.mark.parametrize("question, college", [
    ("velammal institute of tech ponneri ece oc cutoff 2024", "1237"),  # Velammal Institute of Technology
    ("gce thanjavur civil bc cutoff 2024", "3464"),  # of five GCEs, the one whose address names Thanjavur
    ("st joseph's institute ece mbc cutoff 2024", "1149"),  # St. Joseph's Institute of Technology
])
def test_a_shared_short_name_is_pinned_down_by_the_questions_other_words(engine: Engine, question: str,
                                                                         college: str) -> None:
    answer = engine.ask(question)
    assert answer.decision == "answer", answer.answer
    assert {c.node_ids[0].split(":program:")[0] for c in answer.citations} == {f"tnea:college:{college}"}


def test_a_shared_short_name_nothing_pins_down_is_still_asked_back(engine: Engine) -> None:
    answer = engine.ask("velammal ece oc cutoff 2024")
    assert answer.decision == "abstain" and "did you mean" in answer.answer and not answer.citations


def test_a_program_word_the_college_does_not_offer_abstains_instead_of_listing_its_programs(engine: Engine) -> None:
    answer = engine.ask("aeronautical at psg tech oc cutoff 2024")  # PSG Tech (2006) has no AE; KCT has
    assert answer.decision == "abstain" and not answer.citations
    assert "no program 'AE' at PSG College of Technology" in answer.answer
    short = engine.ask("aero psg tech oc cutoff 2024")  # a word no branch form reads, but a program's
    assert short.decision == "abstain" and not short.citations and "'aero'" in short.answer
    offered = engine.ask("aeronautical at kct oc cutoff 2024")
    assert offered.decision == "answer" and cited_programs(offered) == {"tnea:college:2712:program:AE"}


def test_a_college_the_linker_cannot_read_is_named_not_widened_to_every_college(engine: Engine) -> None:
    answer = engine.ask("zentrix polytech mech cutoff bc 2024")
    assert answer.decision == "abstain" and not answer.citations and "zentrix" in answer.answer


@pytest.mark.parametrize("question, program", [
    ("mbc cutoff for ece at loyola icam 2024", "tnea:college:1450:program:EC"),  # "Loyola-ICAM" typed with a space
    ("psg tech mech (ss) oc cutoff 2024", "tnea:college:2006:program:MF"),  # the self-supporting code, not ME
    ("psg tech mech oc cutoff 2024", "tnea:college:2006:program:ME"),
    ("electrical cutoff at kct sc 2024", "tnea:college:2712:program:EE"),  # "electrical" is EEE
    ("oc cutoff for information technology at MIT campus 2024", "tnea:college:4:program:IM"),  # MIT: IT (SS) only
    ("biomedical bc cutoff at ssn 2024", "tnea:college:1315:program:BM"),  # "BIO MEDICAL ENGINEERING" written closed
])
def test_names_are_read_as_students_type_them(engine: Engine, question: str, program: str) -> None:
    answer = engine.ask(question)
    assert answer.decision == "answer", answer.answer
    assert cited_programs(answer) == {program}


def test_a_college_list_of_a_district_typed_in_chat(engine: Engine, rows) -> None:
    """"tuticorin district clg list pls": "clg" is a college, and the district the data spells "Thoothukkudi"."""
    answer = engine.ask("tuticorin district clg list pls")
    expected = {r["college_code"] for r in rows if "tuticorin" in r["college_name"].lower()}
    assert answer.decision == "answer" and expected, answer.answer
    assert all(f"({code})" in answer.answer or code in answer.answer for code in expected), answer.answer


def test_a_lookup_in_a_place_reads_only_that_places_colleges(engine: Engine, rows) -> None:
    answer = engine.ask("eee bc cutoff 2024 colleges in trichy")
    expected = {f"tnea:college:{r['college_code']}:program:EE" for r in rows
                if r["branch_code"] == "EE" and "Tiruchirappalli" in r["college_name"]}
    assert answer.decision == "answer" and cited_programs(answer) == expected


def test_a_sibling_of_a_college_in_the_data_is_named_missing_not_answered_for_it(engine: Engine) -> None:
    """Kongu Engineering College is in the file; "kongu institute of technology" is another college."""
    answer = engine.ask("kongu institute of technology cse bc cutoff 2024")
    assert answer.decision == "abstain" and not answer.citations
    assert "'kongu institute of technology' is not one I recognise" in answer.answer
    own = engine.ask("kongu engg college cse bc cutoff 2024")
    assert own.decision == "answer" and cited_programs(own) == {"tnea:college:2711:program:CS"}


def test_marks_and_thresholds_in_chat_phrasings() -> None:
    empty = QuestionScope()
    assert read_marks("maths la 98 physics la 91 chemistry 87 cutoff evlo", empty) == \
        {"maths": 98, "physics": 91, "chemistry": 87}
    assert read_threshold("ece colleges bc cutoff 180 and above", empty, False) == Threshold(">=", 180.0)
    assert read_threshold("civil sc 150 & below colleges", empty, False) == Threshold("<=", 150.0)
    assert read_threshold("mbc candidate 171.5 civil colleges", empty, False) == Threshold("<=", 171.5, own=True)
    assert read_threshold("sc students with 160 mech options", empty, False) == Threshold("<=", 160.0, own=True)


def test_a_list_at_or_above_a_mark_and_a_community_candidates_own_mark(engine: Engine, rows) -> None:
    above = engine.ask("civil colleges bc cutoff 170 and above 2024")
    assert above.decision == "answer", above.answer
    assert cited_programs(above) == programs(rows, "CE", "BC", lambda mark: mark >= 170)
    own = engine.ask("mbc candidate 180 ece coimbatore side")
    assert own.decision == "answer", own.answer
    assert cited_programs(own) == programs(rows, "EC", "MBC", lambda mark: mark <= 180, place="Coimbatore")
    tamil = engine.ask("maths la 92 physics 85 chemistry 81 na cutoff enna")
    assert tamil.decision == "answer" and "175" in tamil.answer  # 92 + 42.5 + 40.5


def test_the_seven_and_a_half_percent_quota_is_read_with_or_without_the_percent_sign() -> None:
    assert read_quota("7.5 quota gce cse cutoff") == "7.5"
    assert read_quota("cutoff under 7.5% reservation for civil") is not None
    assert read_quota("cse cutoff 187.5 bc") is None


def test_a_seven_and_a_half_quota_question_abstains_naming_the_quota(engine: Engine) -> None:
    answer = engine.ask("7.5 quota kct mech cutoff")
    assert answer.decision == "abstain" and not answer.citations and "7.5" in answer.answer


def test_which_college_after_a_place_asks_for_a_college_it_names_none(engine: Engine, rows) -> None:
    answer = engine.ask("highest bc cutoff civil 2024 in coimbatore which college")
    marks = [(float(r["BC_cutoff_mark"]), r["college_code"]) for r in rows
             if r["branch_code"] == "CE" and r["BC_cutoff_mark"] and "Coimbatore" in r["college_name"]]
    assert answer.decision == "answer", answer.answer
    assert f"{max(marks)[0]:g}" in answer.answer
    assert f"tnea:college:{max(marks)[1]}:program:CE" in cited_programs(answer)


def test_a_session_follows_up_in_chat_words_and_keeps_a_lower_case_branch_code(engine: Engine, rows) -> None:
    session = "+910000000018"
    first = engine.ask("skcet it oc rank 2024", session_id=session)
    row = next(r for r in rows if r["college_code"] == "2718" and r["branch_code"] == "IT")
    assert first.decision == "answer" and cited_programs(first) == {"tnea:college:2718:program:IT"}
    other = engine.ask("bc category ku evlo bro", session_id=session)
    assert other.decision == "answer", other.standalone_question
    assert cited_programs(other) == {"tnea:college:2718:program:IT"} and row["BC_closing_rank"] in other.answer
    mark = engine.ask("mark evlo?", session_id=session)
    assert cited_programs(mark) == {"tnea:college:2718:program:IT"}, mark.standalone_question
    assert f"{float(row['BC_cutoff_mark']):g}" in mark.answer


def test_a_two_digit_year_after_the_word_it_qualifies() -> None:
    assert short_years("kct eee bc cutoff 24") == [2024]
    assert short_years("ssn cse last rank 23 pls") == [2023]
    assert short_years("cse cutoff '24") == [2024]
    assert short_years("kct it bc cutoff 23 and 24 compare") == [2023, 2024]
    assert short_years("maths 24 physics 90 chemistry 88") == []  # a mark, not a year
    assert short_years("top 20 colleges for ece") == [] and short_years("bc cutoff 24.5 colleges") == []


def test_a_two_digit_year_asks_that_year_only(engine: Engine) -> None:
    answer = engine.ask("kct eee bc cutoff 24")
    assert answer.decision == "answer", answer.answer
    assert [c.node_ids[0] for c in answer.citations if ":cutoff:" in c.node_ids[0]] == [
        "tnea:college:2712:program:EE:cutoff:2024:General Academic (GC):BC"]
    assert engine.ask("kct eee bc cutoff 23").decision == "abstain"  # the 2024 file alone has no 2023


@pytest.mark.parametrize("question, program", [
    ("mit cse oc 2024 cutoff (chromepet not guindy)", "tnea:college:4:program:CS"),
    ("ceg not mit ece bc cutoff 2024", "tnea:college:1:program:EC"),  # the branch beside MIT is asked at CEG
    ("guindy illa, mit ece bc cutoff 2024", "tnea:college:4:program:EC"),
])
def test_a_college_named_only_to_set_it_aside_is_not_asked_about(engine: Engine, question: str, program: str) -> None:
    answer = engine.ask(question)
    assert answer.decision == "answer", answer.answer
    assert cited_programs(answer) == {program}


@pytest.mark.parametrize("question, town", [("guindy la enna colleges", "Guindy"), ("colleges in peelamedu", "Peelamedu")])
def test_the_colleges_of_a_town_that_also_names_a_college(engine: Engine, rows, question: str, town: str) -> None:
    """"guindy" alone names CEG (a reviewed alias), but asked for colleges it is the town: every college there."""
    answer = engine.ask(question)
    expected = {f"tnea:college:{r['college_code']}" for r in rows if re.search(rf"\b{town}\b", r["college_name"])}
    assert answer.decision == "answer", answer.answer
    assert set(answer.citations[0].node_ids) == expected
    assert engine.ask("ceg la enna colleges").decision == "abstain"  # an acronym is no town


def test_a_branch_the_college_lacks_is_named_by_its_name_not_only_its_code(engine: Engine) -> None:
    answer = engine.ask("gct ai ds bc cutoff 2024")  # GCT has no AI and Data Science in the 2024 file
    assert answer.decision == "abstain" and not answer.citations
    assert "no program 'AD' at Government College of Technology" in answer.answer
    assert "AD is Artificial Intelligence and Data Science" in answer.answer


def test_a_count_of_colleges_asked_in_tamil_english(engine: Engine, rows) -> None:
    answer = engine.ask("evlo colleges la civil iruku coimbatore la")
    expected = {r["college_code"] for r in rows if r["branch_code"] == "CE" and "Coimbatore" in r["college_name"]}
    assert answer.decision == "answer", answer.answer
    assert answer.answer.startswith(f"{len(expected)} colleges"), answer.answer


def test_a_community_and_a_particle_before_the_students_mark() -> None:
    assert read_threshold("sc la 160 eee colleges", QuestionScope(), False) == Threshold("<=", 160.0, own=True)
    assert read_threshold("bc ku 181.5 cse kedaikuma", QuestionScope(), False) == Threshold("<=", 181.5, own=True)
