"""Reading the places a document is about that the hierarchy lacks (``loaders/link/place_unlisted.py``): which
typed names count, and when a question names one. The linker on a real store: test_place_linking.py."""

from __future__ import annotations

import networkx as nx

from graph.hierarchy import ancestor_depths, build_dag, unlisted_id
from loaders.document import Link
from loaders.link.place_unlisted import established, question_links, typed_names

NJ, OREGON, BURLINGTON = "geo:US/New Jersey", "geo:US/Oregon", "geo:US/New Jersey/Burlington County"
MACOMB_COUNTY, MICHIGAN = "geo:US/Michigan/Macomb County", "geo:US/Michigan"
DAG: nx.DiGraph = build_dag([(NJ, "geo:US"), (OREGON, "geo:US"), (BURLINGTON, NJ), (MICHIGAN, "geo:US"),
                             (MACOMB_COUNTY, MICHIGAN)])
MEDFORD = unlisted_id(NJ, "Medford Township")
MACOMB_TOWNSHIP = unlisted_id(MICHIGAN, "Macomb Township")


def place(node_id: str, question: str, words: str) -> Link:
    start = question.index(words)
    return Link(node_id, "gazetteer", 0.85, span=(start, start + len(words)), surface=words)


def linked(question: str, links: list[Link], unlisted: tuple[str, ...] = (MEDFORD, MACOMB_TOWNSHIP)) -> set[str]:
    return {link.node_id for link in question_links(question, unlisted, links, lambda n: ancestor_depths(DAG, n))}


def test_typed_names_in_either_order_and_in_indonesian() -> None:
    found = typed_names("Kabupaten Bulungan and the Township of Conewago; Sturgeon County. The City council met.")
    assert [(t.name, t.kind) for t in found] == [("Bulungan", "Kabupaten"), ("Conewago", "Township"),
                                                  ("Sturgeon", "County")]
    assert found[1].key == typed_names("Conewago Township")[0].key


def test_a_frequent_opening_word_stays_only_where_place_names_open_with_it_and_it_is_no_stop_word() -> None:
    opens = {"Park", "New", "The", "St."}.__contains__  # "The" of "The Dalles"
    text = "The Park Township board; New Hanover Township; Today Conewago Township; St. Clair County; The County"
    assert [t.name for t in typed_names(text, opens)] == ["Park", "New Hanover", "Conewago", "St. Clair"]
    assert [t.name for t in typed_names(text)] == ["Hanover", "Conewago", "Clair"]  # no place name opens so
    assert [t.name for t in typed_names("Park Township", opens_name=None)] == ["Park"]  # a name read before


def test_only_the_title_headers_and_opening_sentence_establish_a_place_and_known_names_do_not() -> None:
    opening = "Medford Township limits irrigation. Residents of Shamong Township may call the office."
    names = established(["Water rules"], opening, known=lambda typed: typed.name == "Burlington")
    assert list(names) == ["medford"]
    assert not established(["Burlington County notice"], "", known=lambda typed: typed.name == "Burlington")


def test_a_question_names_an_unlisted_place_with_its_kind_or_beside_its_region() -> None:
    question = "medford twp watering days"
    assert linked(question, []) == {MEDFORD}
    question = "medford nj watering days"
    assert linked(question, [place(NJ, question, "nj")]) == {NJ, MEDFORD}
    question = "Macomb Twp MI fine for watering"
    assert MACOMB_TOWNSHIP in linked(question, [place(MICHIGAN, question, "MI")])


def test_a_question_about_another_place_keeps_its_own_links() -> None:
    """"medford" beside Oregon is the Oregon city; "Macomb County" is the county, not a township in it; a bare
    name with no kind and no region is too little."""
    question = "medford oregon watering days"
    assert linked(question, [place(OREGON, question, "oregon")]) == {OREGON}
    question = "Macomb County MI lawn watering"
    assert linked(question, [place(MACOMB_COUNTY, question, "Macomb County"), place(MICHIGAN, question, "MI")]) \
        == {MACOMB_COUNTY, MICHIGAN}
    assert linked("medford watering days", []) == set()
