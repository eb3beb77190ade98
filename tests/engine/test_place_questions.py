"""Place questions end to end where linking decides the answer (issue 16), on the real stores.

The corpus is written here in the way agencies write: a county burn notice that names the regional air
district (whose name holds "Bay", "Area" and "Air"), and open-burning rules of two cities called
Springfield, and one county's fire rules where the county's name is shared with a county in another state.
The questions are typed the way residents type them.
"""

from __future__ import annotations

from typing import Iterator

import pytest

from engine import Engine
from tests.support.places import place_engine

SANTA_ROSA, SONOMA_COUNTY = "gn:5393287", "geo:US/California/Sonoma County"
SPRINGFIELD_IL, SPRINGFIELD_MO = "gn:4250542", "gn:4409896"

DOCS = {
    "sonoma_burn_notice.md": """# Sonoma County: residential burning suspended

Sonoma County Fire Prevention announces that residential burning of yard debris is suspended from
June 1 until the end of the fire season. Permissive burn days are set by the Bay Area Air Quality
Management District; on a no-burn day no outdoor burning of any kind is allowed. Agricultural burns
need a permit from the county fire marshal.
""",
    "springfield_il_burning.md": """# City of Springfield, Illinois: open burning

Residents may burn leaves inside the city limits of Springfield, Illinois only from October 15 to
November 30, between 8 a.m. and 5 p.m., and never on ozone action days.
""",
    "springfield_mo_burning.md": """# Springfield, Missouri: open burning ordinance

Open burning in Springfield, Missouri requires a permit from the Springfield Fire Department;
residents may burn leaves and brush piles from November 1 through March 31 when winds are under 15 mph.
""",
    "el_paso_county_co_fire.md": """# El Paso County, Colorado: stage 1 fire restrictions

The Sheriff of El Paso County, Colorado has put stage 1 fire restrictions in place in the unincorporated
county: no open fires outside developed campgrounds, and no fireworks of any kind until further notice.
""",
    "hamilton_township_nj_watering.md": """# Hamilton Township, Mercer County, New Jersey: lawn watering schedule

Hamilton Township limits lawn sprinklers to odd-numbered days for odd house numbers and even-numbered days
for even house numbers, before 9 a.m. or after 6 p.m., from June 1 to September 15. Watering with a
hand-held hose is allowed on any day.
""",
}


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    yield from place_engine(tmp_path_factory, "place-questions", DOCS)


def test_a_county_notice_naming_an_air_district_answers_a_town_in_the_county(engine: Engine) -> None:
    """"Bay Area Air Quality Management District" is no place of its own: the notice stays Sonoma County's."""
    answer = engine.ask("can i burn yard waste in santa rosa this summer?")
    assert SANTA_ROSA in {a.id for a in answer.scope}, answer.scope
    assert (answer.decision, answer.relation) == ("warn", "broader"), answer.explanation
    assert answer.citations[0].doc_id == "test:sonoma_burn_notice.md"
    assert SONOMA_COUNTY in answer.citations[0].node_ids
    assert "Sonoma County" in answer.explanation


def test_springfield_alone_names_both_springfields_of_the_corpus(engine: Engine) -> None:
    answer = engine.ask("When can I burn leaves in Springfield?")
    assert answer.decision == "warn", answer.explanation
    assert "Illinois" in answer.explanation and "Missouri" in answer.explanation
    cited = {c.doc_id for c in answer.citations}
    assert cited & {"test:springfield_il_burning.md", "test:springfield_mo_burning.md"}


def test_a_qualified_springfield_is_answered_from_its_own_rules(engine: Engine) -> None:
    answer = engine.ask("When can I burn leaves in Springfield IL?")
    assert (answer.decision, answer.relation) == ("answer", "exact"), answer.explanation
    assert answer.citations[0].doc_id == "test:springfield_il_burning.md"
    assert "Missouri" not in answer.explanation


def test_the_city_of_springfield_illinois_is_linked_to_that_city_only(engine: Engine) -> None:
    """GeoNames gives "City of Springfield" as an alias of a Minnesota town: the type word is read as one."""
    rows = engine.graph.query("MATCH (c:Chunk {doc_id: $doc})-[:ABOUT]->(n) RETURN DISTINCT n.id AS id",
                              {"doc": "test:springfield_il_burning.md"})
    assert {row["id"] for row in rows} == {SPRINGFIELD_IL, "geo:US/Illinois"}


def test_a_shared_county_name_with_rules_for_one_of_them_is_read_as_that_one(engine: Engine) -> None:
    """Two El Paso Counties are comparable in size, but the documents cover only Colorado's: the question is
    answered from it, and the answer says which county it was read as and which it could also have been."""
    answer = engine.ask("el paso county fireworks restrictions")
    assert (answer.decision, answer.relation) == ("answer", "exact"), answer.explanation
    assert answer.citations[0].doc_id == "test:el_paso_county_co_fire.md"
    assert "Colorado" in answer.answer and "Texas" in answer.answer


def test_a_follow_up_naming_another_place_replaces_the_place_and_keeps_its_region(engine: Engine) -> None:
    """A follow-up's place replaces the whole place phrase of the previous question ("sonoma county
    california"), keeps the region it lies in, and drops it for a place outside that region."""
    session = "follow-up-places"
    first = engine.ask("yard debris burning rules sonoma county california", session_id=session)
    assert first.decision == "answer", first.explanation
    town = engine.ask("what about santa rosa?", session_id=session)
    assert town.standalone_question == "yard debris burning rules santa rosa california"
    assert (town.decision, town.relation) == ("warn", "broader") and SANTA_ROSA in {a.id for a in town.scope}
    elsewhere = engine.ask("and springfield?", session_id=session)
    assert elsewhere.standalone_question == "yard debris burning rules springfield"
    assert SONOMA_COUNTY not in {a.id for a in elsewhere.scope}
    assert "Illinois" in elsewhere.explanation and "Missouri" in elsewhere.explanation


def test_a_follow_up_after_an_interjection_is_still_a_follow_up(engine: Engine) -> None:
    """"ok and what about over in santa rosa": "ok" and "over" do not make it a new, topic-less question (which
    would be answered from any passage of the place)."""
    session = "interjection"
    engine.ask("yard debris burning rules sonoma county california", session_id=session)
    town = engine.ask("ok and what about over in santa rosa", session_id=session)
    assert town.standalone_question == "yard debris burning rules santa rosa california", town.standalone_question
    assert (town.decision, town.relation) == ("warn", "broader"), town.explanation


def test_in_before_a_town_is_the_preposition_not_indiana(engine: Engine) -> None:
    """"in nashville": Indiana has a Nashville, but a code comes after the place it qualifies ("nashville in"), so
    the "in" before it is no place word; the follow-up carries "in nashville" over once, not "in in in nashville"."""
    session = "preposition-in"
    engine.ask("my ac died in nashville tonight, where can i go to cool off", session_id=session)
    follow = engine.ask("do they have water there", session_id=session)
    assert follow.standalone_question == "do they have water there in nashville", follow.standalone_question


def test_a_follow_up_with_a_question_of_its_own_is_not_the_previous_one_moved(engine: Engine) -> None:
    """"and in springfield do i need a permit for a campfire" names a new place and asks its own question: it keeps
    its words; before, it became "yard debris burning rules springfield" and its question was lost."""
    session = "own-question"
    engine.ask("yard debris burning rules sonoma county california", session_id=session)
    follow = engine.ask("and in springfield do i need a permit for a campfire", session_id=session)
    assert "permit for a campfire" in follow.standalone_question, follow.standalone_question
    assert "yard debris" not in follow.standalone_question, follow.standalone_question


def test_a_place_before_a_clause_asking_about_another_is_the_comparison(engine: Engine) -> None:
    """"springfield missouri lets people burn leaves in november, does springfield illinois allow it too" asks
    about the Illinois city; the Missouri one is what it is compared with."""
    answer = engine.ask("springfield missouri lets people burn leaves in november, does springfield illinois "
                        "allow it too")
    scope = {a.id for a in answer.scope}
    assert SPRINGFIELD_IL in scope and SPRINGFIELD_MO not in scope, scope
    assert answer.citations and answer.citations[0].doc_id == "test:springfield_il_burning.md", answer.explanation


def test_does_it_apply_in_a_town_asks_the_previous_question_there(engine: Engine) -> None:
    """"does it apply in santa rosa" points back at the county's rule as "does that apply" does; it was read as a
    complete question about Santa Rosa, with "apply" for its whole topic."""
    session = "does-it-apply"
    engine.ask("yard debris burning rules sonoma county california", session_id=session)
    town = engine.ask("does it apply in santa rosa", session_id=session)
    assert town.standalone_question == "yard debris burning rules santa rosa california", town.standalone_question
    assert (town.decision, town.relation) == ("warn", "broader"), town.explanation


def test_a_small_town_whose_name_is_no_word_needs_no_capital_nor_region(engine: Engine) -> None:
    """"keizer" is no English word: typed in lower case and alone it is still Keizer, Oregon. "colombus" is no word
    either, but one letter off Columbus: with "ohio" after it, it is read as Columbus, not a hamlet of that name."""
    assert "gn:5734711" in {a.id for a in engine.ask("cooling centers in keizer").scope}
    assert "gn:4509177" in {a.id for a in engine.ask("colombus ohio heat emergency plan").scope}


def test_a_follow_up_naming_a_place_it_is_near_asks_about_the_other(engine: Engine) -> None:
    session = "near"
    engine.ask("yard debris burning rules sonoma county california", session_id=session)
    town = engine.ask("and near santa rosa in windsor", session_id=session)
    assert "windsor" in town.standalone_question and "santa rosa" not in town.standalone_question, \
        town.standalone_question


def test_a_lower_case_town_a_follow_up_brought_in_is_replaced_by_the_next_one(engine: Engine) -> None:
    """"what about sisters" makes "... sisters oregon" ("sisters" is too common a word for linking to read even
    before its state), and the next follow-up's town replaces "sisters oregon" whole and keeps the region,
    instead of leaving "sisters" in front of it ("... sisters prineville" was read as no place at all)."""
    session = "chain"
    engine.ask("wildfire evacuation levels deschutes county oregon", session_id=session)
    engine.ask("what about sisters", session_id=session)
    town = engine.ask("and in prineville?", session_id=session)
    assert town.standalone_question == "wildfire evacuation levels prineville oregon", town.standalone_question
    assert "gn:5746901" in {a.id for a in town.scope}


def test_a_place_set_aside_is_no_anchor(engine: Engine) -> None:
    """"springfield missouri not illinois", "i moved from springfield illinois to springfield missouri": the
    place named to be set aside (and its state right after it) is not what is asked about."""
    for question in ("can i burn leaves in springfield missouri not illinois",
                     "i moved from springfield illinois to springfield missouri, can i burn leaves",
                     # a place named to compare with is set aside too
                     "springfield missouri, is leaf burning allowed like in springfield illinois"):
        answer = engine.ask(question)
        assert {a.id for a in answer.scope if a.kind == "place"} >= {SPRINGFIELD_MO}, answer.scope
        assert SPRINGFIELD_IL not in {a.id for a in answer.scope} and "geo:US/Illinois" not in {a.id for a in answer.scope}
        assert answer.citations and answer.citations[0].doc_id == "test:springfield_mo_burning.md", answer.explanation


def test_a_place_given_for_comparison_before_the_asked_one_is_no_anchor(engine: Engine) -> None:
    """"X does this, what about Y": Y is asked about, X only compared with. A town with no rules of its own
    is not answered from the compared city's (Chatham and Springfield are both in Sangamon County)."""
    for question in ("leaf burning is allowed in springfield illinois, what about springfield missouri",
                     "i used to live in springfield illinois, now im in springfield missouri. when can i burn leaves"):
        answer = engine.ask(question)
        assert SPRINGFIELD_IL not in {a.id for a in answer.scope}, (question, answer.scope)
        assert answer.citations and answer.citations[0].doc_id == "test:springfield_mo_burning.md", answer.explanation
    compared = engine.ask("leaf burning is allowed in springfield illinois, what about chatham il")
    assert compared.decision == "abstain", compared.explanation
    # with no turn to another place, a place before "what about" is still the one asked about
    same = engine.ask("in springfield illinois, what about burning leaves?")
    assert (same.decision, same.relation) == ("answer", "exact"), same.explanation


def test_a_follow_up_pointing_back_takes_the_previous_question_over(engine: Engine) -> None:
    session = "pointing-back"
    engine.ask("fire restrictions el paso county colorado", session_id=session)
    again = engine.ask("does that apply in colorado springs too", session_id=session)
    assert "colorado springs" in again.standalone_question and "fire restrictions" in again.standalone_question
    assert (again.decision, again.relation) == ("warn", "broader"), again.explanation



def test_a_question_naming_no_place_is_asked_where_the_session_was(engine: Engine) -> None:
    """After a question about Springfield, Missouri, "which months may leaves be burned" is still about that Springfield: its
    own rules answer it; without the session the same words name no place and no exact passage."""
    session = "same-place"
    engine.ask("springfield missouri brush pile burning season", session_id=session)
    windy = engine.ask("which months may leaves be burned", session_id=session)
    assert "springfield missouri" in windy.standalone_question.lower()
    assert (windy.decision, windy.relation) == ("answer", "exact"), windy.explanation
    assert windy.citations[0].doc_id == "test:springfield_mo_burning.md"
    alone = engine.ask("which months may leaves be burned")
    assert alone.relation != "exact"
    # after an SPBE-style question with no place, nothing is carried
    engine.ask("how many indicators does SPBE have", session_id="no-place")
    plain = engine.ask("which months may leaves be burned", session_id="no-place")
    assert plain.standalone_question == "which months may leaves be burned"


def test_a_township_the_hierarchy_lacks_is_narrower_than_its_state_and_no_rule_of_its_neighbours(
        engine: Engine) -> None:
    """The hierarchy holds New Jersey's counties and towns, not Hamilton Township: its notice was New Jersey's
    exactly (a state question answered from one township's rule) and Mercer County's for Trenton."""
    state = engine.ask("new jersey lawn sprinkler schedule odd even days?")
    assert (state.decision, state.relation) == ("warn", "narrower"), state.explanation
    assert state.citations[0].doc_id == "test:hamilton_township_nj_watering.md"
    assert "Hamilton Township" in state.explanation
    neighbour = engine.ask("lawn sprinkler days in trenton nj")
    assert neighbour.decision == "abstain", neighbour.explanation
    assert "test:hamilton_township_nj_watering.md" not in {c.doc_id for c in neighbour.citations}
    own = engine.ask("hamilton twp nj what days can i run sprinklers")
    assert (own.decision, own.relation) == ("answer", "exact"), own.explanation
    assert own.citations[0].doc_id == "test:hamilton_township_nj_watering.md"


def test_the_explorer_draws_an_unlisted_place_inside_the_place_it_is_in(engine: Engine) -> None:
    from engine.serve.explorer.answer_path import ask_path

    answer = engine.ask("new jersey lawn sprinkler schedule odd even days?")
    path = ask_path(engine, answer)
    township = next(n for n in path["nodes"] if n.get("labels") == ["Unlisted"])
    assert township["label"] == "Hamilton Township" and township["kind"] == "place"
    step = path["steps"][0]
    assert step["scope_node"] == township["id"]
    assert step["scope_chain"][0] == township["id"] and step["scope_chain"][-1] == step["lca"]
    assert {(e["child"], e["parent"]) for e in path["edges"]} >= set(zip(step["scope_chain"], step["scope_chain"][1:]))


def test_two_places_compared_with_vs_are_each_answered_from_their_own_passages(engine: Engine) -> None:
    """Read as one question, "vs", "which" and "later" were topic words no passage states, and no passage is
    about both cities: it abstained. Each part is asked alone and both answers are given, each cited."""
    answer = engine.ask("when can i burn leaves in springfield il vs springfield mo, which one is later")
    assert answer.decision == "answer", answer.explanation
    cited = {c.doc_id for c in answer.citations}
    assert cited == {"test:springfield_il_burning.md", "test:springfield_mo_burning.md"}, cited
    assert "November 30" in answer.answer and "March 31" in answer.answer
    assert answer.answer.index("Illinois") < answer.answer.index("Missouri")  # in the order asked


def test_a_comparison_with_a_place_no_passage_covers_abstains_naming_it(engine: Engine) -> None:
    """Half a comparison is no answer: Peoria has no rule here."""
    answer = engine.ask("when can i burn leaves: springfield il versus peoria il")
    assert answer.decision == "abstain", answer.answer
    assert "Peoria" in answer.explanation and not answer.citations
