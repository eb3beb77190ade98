"""Admissions linking on the real 2024 TNEA cutoffs (read from shared/data/tnea/, never copied): colleges by
short name, acronym, town and misspelling, branches by synonym, communities as people type them, and
ambiguity reported instead of a silent pick (issue 16, admissions). Every phrasing here is written for
these tests from the college names in the data: English, lower case, Tamil-English chat."""

from __future__ import annotations

from typing import Iterator

import pytest

from graph.store.falkordb import FalkorDBStore
from loaders.document import Chunk, Link
from loaders.link.institution_forms import read_reviewed
from loaders.link.linker import Linker
from loaders.sources.admissions import load_admissions
from tests.support import shared_tnea

COLLEGE = "tnea:college:{}".format


@pytest.fixture(scope="module")
def linker(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Linker]:
    store = FalkorDBStore.embedded(tmp_path_factory.mktemp("adm-link") / "graph")
    store.apply_schema()
    load_admissions(store, shared_tnea(), progress=False)
    try:
        yield Linker.from_store(store)
    finally:
        store.close()


def asked(linker: Linker, question: str) -> list[Link]:
    links = linker.link_question(question)
    for link in links:  # every link says which words it came from and why
        assert link.span is not None and question[link.span[0]:link.span[1]] == link.surface and link.reason, link
    return links


def colleges(links: list[Link]) -> dict[str, Link]:
    return {l.node_id: l for l in links if l.node_id.startswith("tnea:college:") and ":program:" not in l.node_id}


def programs(links: list[Link]) -> set[str]:
    return {l.node_id for l in links if ":program:" in l.node_id or l.node_id.startswith("branch:")}


def communities(links: list[Link]) -> set[str]:
    return {l.node_id.rsplit(":", 1)[1] for l in links if l.node_id.startswith("tnea:community:")}


def passage(linker: Linker, text: str) -> list[Link]:
    return linker.link([Chunk("c0", "doc", "parent", text, [], [1], 0)])["c0"]


@pytest.mark.parametrize("question, code", [
    ("kct cutoff for mechanical?", "2712"),
    ("What was the OC closing rank at SSN for EEE", "1315"),
    ("gct coimbatore civil cutoff 2024", "2005"),
    ("ceg cse bc cutoff", "1"),
    ("Is Kumaraguru good for ECE?", "2712"),
    ("skcet vs nothing else, ai&ds cutoff", "2718"),
    ("IRTT erode mechanical cutoff", "2709"),
    ("mepco schlenk ece cutoff for mbc", "4960"),
    ("Peelamedu college CSE cutoff", "2006"),
    ("PSG Tech EEE closing rank", "2006"),
    ("PSG iTech civil cutoff", "2377"),
])
def test_short_names_acronyms_and_towns_people_use(linker: Linker, question: str, code: str) -> None:
    assert set(colleges(asked(linker, question))) == {COLLEGE(code)}


def test_official_names_without_autonomous_and_address(linker: Linker) -> None:
    text = ("Sri Krishna College of Technology, Kovaipudur and R.M.K. Engineering College admitted students in "
            "TNEA 2024 counselling.")
    found = colleges(passage(linker, text))
    assert set(found) == {COLLEGE("2722"), COLLEGE("1113")}
    assert found[COLLEGE("2722")].surface.startswith("Sri Krishna College of Technology")


def test_a_sentence_fragment_is_not_part_of_a_college_name(linker: Linker) -> None:
    links = asked(linker, "Cutoff was 190 for BC. Did RMK Engineering College fill CSE?")
    assert [l.surface for l in colleges(links).values()] == ["RMK Engineering College"]
    assert programs(links) == {f"{COLLEGE('1113')}:program:CS"}


@pytest.mark.parametrize("question, branch", [
    ("mechanical cutoff trend", "ME"), ("mech cutoff for bc", "ME"), ("AI and Data Science cutoff", "AD"),
    ("AI&DS cutoff for oc", "AD"), ("ai & ds closing rank", "AD"), ("AI-DS cutoff 2024", "AD"),
    ("artificial intelligence & data science cutoff", "AD"), ("cse cutoff for mbc", "CS"),
])
def test_branch_synonyms_without_a_college_are_the_branch(linker: Linker, question: str, branch: str) -> None:
    assert programs(asked(linker, question)) == {f"branch:{branch}"}


def test_a_branch_at_a_college_is_its_program_regular_first_else_the_variant(linker: Linker) -> None:
    assert programs(asked(linker, "kumaraguru mechanical cutoff")) == {f"{COLLEGE('2712')}:program:ME"}
    # CEG offers only the self-supporting IT (IM): "IT at Guindy" is that program
    assert programs(asked(linker, "IT cutoff at Guindy")) == {f"{COLLEGE('1')}:program:IM"}
    assert programs(asked(linker, "Mechanical Engineering (SS) at PSG College of Technology")) == {
        f"{COLLEGE('2006')}:program:MF"}


def test_a_branch_the_named_college_does_not_offer_is_said_not_linked_elsewhere(linker: Linker) -> None:
    links = asked(linker, "BC cutoff for food technology at Guindy")
    assert colleges(links).keys() == {COLLEGE("1")}
    [branch] = [l for l in links if l.node_id.startswith("branch:") or ":program:" in l.node_id]
    assert (branch.node_id, branch.how) == ("branch:FD", "not-offered")


def test_a_short_name_several_colleges_share_is_ambiguous_not_picked(linker: Linker) -> None:
    links = asked(linker, "psg cse cutoff for bc")
    [psg] = colleges(links).values()
    assert psg.how == "ambiguous" and set(psg.candidates) == {COLLEGE("2006"), COLLEGE("2377")}
    [cse] = [l for l in links if ":program:" in l.node_id]
    assert cse.how == "ambiguous" and set(cse.candidates) == {f"{COLLEGE('2006')}:program:CM",
                                                              f"{COLLEGE('2377')}:program:CS"}
    [velammal] = colleges(asked(linker, "velammal ece cutoff")).values()
    assert set(velammal.candidates) == {COLLEGE("1120"), COLLEGE("1237"), COLLEGE("5986")}


def test_a_town_after_a_shared_name_decides_and_an_unknown_one_links_nothing(linker: Linker) -> None:
    assert set(colleges(asked(linker, "GCE Bargur ECE cutoff"))) == {COLLEGE("2603")}
    assert set(colleges(asked(linker, "CIT Chennai cutoff for AI&DS"))) == {COLLEGE("1399")}
    assert set(colleges(asked(linker, "CIT cutoff for ECE"))) == {COLLEGE("2007")}  # reviewed alias
    # the GCE of Salem is not in the 2024 file: neither another GCE nor Sona College (also in Salem)
    assert colleges(asked(linker, "GCE Salem mech cutoff")) == {}
    assert colleges(asked(linker, "VIT cse cutoff")) == {}  # Vellore's VIT, never Velammal Institute


def test_misspelt_and_tamil_english_questions(linker: Linker) -> None:
    assert set(colleges(asked(linker, "kumaragru college cutoff for mbc"))) == {COLLEGE("2712")}
    assert set(colleges(asked(linker, "thiagaraajar cse cutoff"))) == {COLLEGE("5008")}
    chat = asked(linker, "bro enaku 190 cutoff, kct la mech kedaikuma? naan bc muslim")
    assert set(colleges(chat)) == {COLLEGE("2712")} and f"{COLLEGE('2712')}:program:ME" in programs(chat)
    assert communities(chat) == {"BCM"}


@pytest.mark.parametrize("question, codes", [
    ("cutoff for bc muslim in ceg cse", {"BCM"}), ("BC (Muslim) rank at SSN", {"BCM"}),
    ("mbc/dnc cutoff at kct", {"MBC"}), ("and for sc?", {"SC"}), ("arunthathiyar cutoff at GCT", {"SCA"}),
    ("OBC cutoff at CEG", set()), ("st joseph's college of engineering cutoff for ece", set()),
])
def test_communities_as_people_type_them(linker: Linker, question: str, codes: set[str]) -> None:
    assert communities(asked(linker, question)) == codes


def test_everyday_words_in_a_passage_are_no_college_branch_or_community(linker: Linker) -> None:
    text = "The act was passed in 200 BC. A bit of civil unrest in Salem followed the mechanical failure."
    assert passage(linker, text) == []


def test_a_list_of_programs_makes_a_passage_about_admissions(linker: Linker) -> None:
    """A passage that lists a college's programs is about admissions even without the word "cutoff": its
    short college name counts, and each program is that college's, not the branch at every college."""
    text = "KCT for 2025: Textile Technology, Fashion Technology and Mechatronics Engineering seats."
    links = passage(linker, text)
    assert set(colleges(links)) == {COLLEGE(2712)}, colleges(links)
    assert programs(links) and all(p.startswith(COLLEGE(2712) + ":program:") for p in programs(links)), programs(links)
    # one branch word is no list: a short form outside admissions stays no college
    assert colleges(passage(linker, "KCT shares rose after its Textile Technology unit opened.")) == {}


@pytest.mark.parametrize("text", [
    "The SEC fined the company after MIT researchers found the flaw in the ACT scoring software.",
    "NEC and Sona shipped new laptops; the GCE exams start in May.",
])
def test_one_word_short_forms_outside_admissions_are_no_college(linker: Linker, text: str) -> None:
    assert colleges(passage(linker, text)) == {} and colleges(linker.link_question(text)) == {}


def test_st_of_a_college_name_is_no_community_in_the_scope_detector(linker: Linker) -> None:
    from engine.pipeline.scope import ScopeDetector

    detector = ScopeDetector(linker, {}, {})
    scope = detector.detect("can i get ece in st joseph's college of engineering with 180 cutoff?")
    assert [a.id for a in scope.of_kind("institution")] == [COLLEGE("1317")]
    assert scope.of_kind("community") == []


def test_every_reviewed_alias_says_where_it_is_documented(tmp_path) -> None:
    rows = read_reviewed()
    assert rows and all(row["source"].strip() for row in rows)
    unsourced = tmp_path / "aliases.csv"
    unsourced.write_text("college_code,alias,note,source\n2712,KCT,short name,\n", encoding="utf-8")
    with pytest.raises(ValueError, match=r"aliases.csv: aliases without a source \['KCT'\]"):
        read_reviewed(unsourced)


@pytest.mark.parametrize("question, program", [
    ("ssn information tech mbc cutoff", f"{COLLEGE('1315')}:program:IT"),
    ("kongu food tech bc cutoff", f"{COLLEGE('2711')}:program:FD"),
])
def test_a_branch_ending_in_technology_is_read_shortened_to_tech(linker: Linker, question: str, program: str) -> None:
    assert programs(asked(linker, question)) == {program}


def test_the_tech_of_a_college_name_is_no_branch(linker: Linker) -> None:
    links = asked(linker, "psg tech eee cutoff")
    assert programs(links) == {f"{COLLEGE('2006')}:program:EE"}


def test_a_lower_case_branch_code_right_after_a_college_is_that_branch(linker: Linker) -> None:
    assert programs(asked(linker, "ssn it oc rank")) == {f"{COLLEGE('1315')}:program:IT"}
    assert programs(asked(linker, "skcet it bc cutoff n rank")) == {f"{COLLEGE('2718')}:program:IT"}
    # "it" anywhere else is the pronoun: the college alone, or the branch the question does name
    assert programs(asked(linker, "is it worth joining kct")) == set()
    assert programs(asked(linker, "kct mech, is it good")) == {f"{COLLEGE('2712')}:program:ME"}


def test_a_lower_case_code_after_a_college_is_a_branch_slot_a_follow_up_carries_in_capitals(linker: Linker) -> None:
    from engine.pipeline.scope import ScopeDetector

    slots = ScopeDetector(linker, {}, {}).slots("ssn it oc rank 2023")
    assert [(s.kind, s.text) for s in slots if s.kind == "branch"] == [("branch", "IT")]


def test_a_campus_acronym_that_is_an_everyday_word_is_a_name_before_campus(linker: Linker) -> None:
    links = asked(linker, "act campus chemical mbc cutoff")
    assert set(colleges(links)) == {COLLEGE("2")} and programs(links) == {f"{COLLEGE('2')}:program:CH"}
    assert colleges(asked(linker, "what does the act say about cutoff")) == {}


@pytest.mark.parametrize("question", [
    "kongu institute of technology cse cutoff",  # Kongu Engineering College is in the file, not this one
    "kumaraguru institute of technology mech cutoff",  # Kumaraguru College of Technology is
])
def test_a_short_name_followed_by_another_colleges_type_words_links_no_college(linker: Linker, question: str) -> None:
    assert colleges(asked(linker, question)) == {}


@pytest.mark.parametrize("question, code", [
    ("kongu engineering college cse cutoff", "2711"), ("kongu engg college eee cutoff", "2711"),
    ("kumaraguru college mech cutoff", "2712"), ("kct college of technology it cutoff", "2712"),
    ("kct engineering college cse cutoff", "2712"),  # "engineering college" is what every one of them is
])
def test_a_short_name_followed_by_its_own_type_words_is_still_that_college(linker: Linker, question: str,
                                                                           code: str) -> None:
    assert set(colleges(asked(linker, question))) == {COLLEGE(code)}


def test_a_lower_case_branch_code_before_colleges_is_that_branch_not_a_pronoun(linker: Linker) -> None:
    assert programs(asked(linker, "oc 189 it colleges kovai kedaikuma")) == {"branch:IT"}
    assert programs(asked(linker, "ece colleges and it branch cutoff")) == {"branch:EC", "branch:IT"}
    for question in ("give me colleges for mbc", "is it colleges or anna university that sets the cutoff"):
        assert programs(asked(linker, question)) == set(), question


def test_a_college_named_in_full_and_by_its_initials_keeps_both_spans(linker: Linker) -> None:
    """One link per college, from every place it is named: the full name's span, and the initials' in ``also``
    (the explorer and the linking bench read where each mention was)."""
    text = ("Counselling list for Coimbatore: Kumaraguru College of Technology (KCT) and Government College of "
            "Technology (GCT) both offer Civil Engineering.")
    chunk = Chunk(chunk_id="c", doc_id="d", kind="parent", text=text, header_path=[], pages=[], ordinal=0)
    found = colleges(linker.link([chunk])["c"])
    for code, initials in ((2712, "KCT"), (2005, "GCT")):
        link = found[COLLEGE(code)]
        read = [text[a:b] for a, b in [link.span, *link.also]]
        assert initials in read and any(len(words) > 20 for words in read), read
