"""Place linking on text nobody tuned it to (issue 16): one test per failure class of the issue, in words
written for these tests, on a real embedded FalkorDB with US, Indonesian and Indian places of 20,000+ people.
"""

from __future__ import annotations

from typing import Iterator

import pytest

from graph.hierarchy import ancestor_depths, unlisted_id, unlisted_parent
from loaders.document import Chunk, Link
from loaders.link import Linker
from tests.support.places import place_linker

SPRINGFIELD_IL, SPRINGFIELD_MA, SPRINGFIELD_MO = "gn:4250542", "gn:4951788", "gn:4409896"
PARADISE_CA = "gn:5381002"
SONOMA_COUNTY, CALIFORNIA = "geo:US/California/Sonoma County", "geo:US/California"
SACRAMENTO_COUNTY = "geo:US/California/Sacramento County"
TEXAS = "geo:US/Texas"
CENTRAL_JAVA, WEST_KALIMANTAN = "geo:ID/Central Java", "geo:ID/West Kalimantan"
COIMBATORE_DISTRICT = "geo:IN/Tamil Nadu/Coimbatore"


@pytest.fixture(scope="module")
def linker(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Linker]:
    yield from place_linker(tmp_path_factory, "place-linking", ["US", "ID", "IN"])


def passage(linker: Linker, text: str, title: str = "") -> list[Link]:
    chunk = Chunk(chunk_id="c", doc_id="d", kind="parent", text=text, header_path=[], pages=[], ordinal=0)
    return [link for link in linker.link([chunk], doc_title=title)["c"] if link.how != "document-scope"]


def places(links: list[Link]) -> dict[str, Link]:
    return {link.node_id: link for link in links if not link.node_id.startswith(("spbe:", "tnea:"))}


def inside(linker: Linker, name: str, region: str) -> str:
    """The id of the town called ``name`` in ``region`` (the most populous if several)."""
    gazetteer = linker.gazetteer
    found = [p for p in gazetteer.places.values()
             if p.name == name and p.kind == "locality" and region in gazetteer.ancestors(p.id)]
    return max(found, key=lambda p: gazetteer.effective_population.get(p.id, 0)).id


def named(linker: Linker, name: str, kind: str | None = None) -> str:
    """The id of the place called ``name`` (of ``kind``), the most populous if several."""
    gazetteer = linker.gazetteer
    found = [p for p in gazetteer.places.values() if p.name == name and (kind is None or p.kind == kind)]
    return max(found, key=lambda p: gazetteer.effective_population.get(p.id, 0)).id


# --- ordinary words are not places -----------------------------------------------------------------


def test_frequent_words_that_are_town_names_link_nothing(linker: Linker) -> None:
    text = ("Every August the Law Society hosts a Fireworks night; Air quality in the Area is good "
            "and Spring sales of Mobile phones rose. Reading groups meet at Hope Hall.")
    assert places(passage(linker, text)) == {}
    assert places(linker.link_question("can we set off fireworks in august")) == {}


def test_an_ordinary_word_is_a_place_with_evidence(linker: Linker) -> None:
    mobile = named(linker, "Mobile", "locality")
    assert mobile in places(passage(linker, "Flooding closed roads in Mobile, Alabama on Tuesday."))
    assert mobile in places(passage(linker, "Alabama officials said the City of Mobile will reopen schools."))


def test_a_name_inside_a_longer_name_is_not_the_place(linker: Linker) -> None:
    assert places(passage(linker, "The report was written by Austin Miller and Madison Clark.")) == {}
    austin = named(linker, "Austin", "locality")
    assert austin in places(passage(linker, "Water restrictions start in Austin, Texas next week."))


def test_an_air_district_does_not_make_a_county_notice_about_a_bay(linker: Linker) -> None:
    text = ("The County of Sonoma and the Bay Area Air Quality Management District declared a burn ban. "
            "Santa Rosa residents may not burn yard waste.")
    found = places(passage(linker, text))
    assert SONOMA_COUNTY in found and named(linker, "Santa Rosa", "locality") in found
    assert all(link.node_id in (SONOMA_COUNTY, CALIFORNIA) or "Santa Rosa" in link.surface or
               "Sonoma" in link.surface for link in found.values()), found


# --- type words ----------------------------------------------------------------------------------------


def test_type_words_choose_the_kind_or_rule_the_graph_out(linker: Linker) -> None:
    bogor = named(linker, "Bogor", "locality")
    assert bogor not in places(passage(linker, "Pemerintah Kabupaten Bogor menutup jalan."))  # a regency, not the city
    assert bogor in places(passage(linker, "Pemerintah Kota Bogor menutup jalan."))
    assert places(passage(linker, "The Springfield taluk office and Lake Springfield were closed.")) == {}
    assert places(passage(linker, "A variance for the pool at 41 Fresno Lane and 9 Modesto Drive was granted.")) == {}
    county = places(passage(linker, "The County of Sonoma posted new rules."))
    assert SONOMA_COUNTY in county and county[SONOMA_COUNTY].surface.endswith("County of Sonoma")


def test_a_list_of_names_shares_its_plural_type_word(linker: Linker) -> None:
    """ "Marin, Napa and Mendocino counties": every name is a county, not the town it shares a name with."""
    counties = {name: named(linker, f"{name} County", "admin2") for name in ("Marin", "Napa", "Mendocino")}
    found = places(passage(linker, "Red flag warnings cover Marin, Napa, and Mendocino Counties until Friday."))
    assert set(counties.values()) <= set(found), found
    assert named(linker, "Napa", "locality") not in found
    parishes = places(passage(linker, "Flood watches remain for Caddo and Bossier parishes in Louisiana."))
    assert {named(linker, "Caddo Parish", "admin2"), named(linker, "Bossier Parish", "admin2")} <= set(parishes)
    towns = places(passage(linker, "Officials in the cities of Chico and Redding opened cooling centres."))
    assert {named(linker, "Chico", "locality"), named(linker, "Redding", "locality")} <= set(towns), towns
    # a list of kinds the graph does not hold links none of the towns its names share
    taluks = places(passage(linker, "The new district took Pollachi, Palladam and Avinashi taluks from Coimbatore."))
    assert set(taluks) == {named(linker, "Coimbatore", "locality")}, taluks
    # a name alone before a plural is no list: "40 Texas counties" are counties of the state
    texas = places(passage(linker, "Burn bans are in force in 40 Texas counties this week."))
    assert set(texas) == {TEXAS}, texas
    # no plural type word, or a list broken by other words: each name is read on its own
    assert named(linker, "Napa", "locality") in places(passage(linker, "Napa, California and two other "
                                                                        "counties reported smoke."))


def test_a_city_is_not_its_district_unless_the_text_says_district(linker: Linker) -> None:
    city = named(linker, "Coimbatore", "locality")
    assert set(places(passage(linker, "Heavy rain hit Coimbatore on Monday."))) == {city}
    assert COIMBATORE_DISTRICT in places(passage(linker, "Schools in Coimbatore district will stay shut."))


def test_indonesian_province_names_in_indonesian_and_their_abbreviations(linker: Linker) -> None:
    assert CENTRAL_JAVA in places(passage(linker, "Dinas Kesehatan Provinsi Jawa Tengah mencatat kenaikan kasus."))
    assert WEST_KALIMANTAN in places(passage(linker, "Kebakaran lahan di Kalimantan Barat meluas."))
    assert WEST_KALIMANTAN in places(passage(linker, "Satgas Karhutla Kalbar menambah personel."))


# --- qualifiers, lower case, spelling ------------------------------------------------------------------


def test_state_codes_and_abbreviations_qualify_and_name_the_state(linker: Linker) -> None:
    found = places(passage(linker, "Residents of Paradise, Calif. rebuilt after the fire."))
    assert PARADISE_CA in found and CALIFORNIA in found
    question = places(linker.link_question("is burning allowed in springfield IL"))
    assert SPRINGFIELD_IL in question and question[SPRINGFIELD_IL].how == "qualifier"


def test_questions_may_be_typed_in_lower_case_passages_may_not(linker: Linker) -> None:
    sacramento = named(linker, "Sacramento", "locality")
    assert sacramento in places(linker.link_question("any burn ban in sacramento today"))
    assert places(passage(linker, "the sacramento of the church was held.")) == {}


def test_a_misspelt_name_in_a_question_is_read_as_the_name(linker: Linker) -> None:
    found = places(linker.link_question("burn rules for Sacremento County"))
    assert SACRAMENTO_COUNTY in found and "Sacremento" in found[SACRAMENTO_COUNTY].reason
    # one word of the name is also a word ("fe" is Spanish), the other is none: still the misspelt name
    santa_fe = inside(linker, "Santa Fe", "geo:US/New Mexico")
    found = places(linker.link_question("sante fe nm free sandbags for arroyo flooding"))
    assert list(found) == [santa_fe] and found[santa_fe].how == "qualifier", found


def test_a_spanish_word_is_no_misspelt_place(linker: Linker) -> None:
    """"pueblos" is one letter off Pueblo, Colorado, and a word of Spanish: a question in Spanish names Texas."""
    found = places(linker.link_question("¿se puede quemar basura en los pueblos de Texas?"))
    assert set(found) == {TEXAS}, found


# --- a name and its region, as people type them in a question --------------------------------------------


def test_a_lower_case_name_counts_when_the_region_after_it_holds_it(linker: Linker) -> None:
    """Small ("bangor", 30,000 people) or ordinary-sounding ("jackson") names typed in lower case are no place
    alone, but the region right after them vouches for them and chooses among the places so named."""
    jackson = inside(linker, "Jackson", "geo:US/Mississippi")
    found = places(linker.link_question("do they test the sirens monthly in jackson mississippi"))
    assert jackson in found and found[jackson].how == "qualifier", found
    assert "'mississippi' after it" in found[jackson].reason and "lower case" in found[jackson].reason
    assert "geo:US/Mississippi" in found
    bangor = inside(linker, "Bangor", "geo:US/Maine")
    found = places(linker.link_question("open burning permit bangor maine"))
    assert bangor in found and found[bangor].how == "qualifier", found
    assert bangor not in places(linker.link_question("open burning permit bangor"))
    assert places(linker.link_question("when do the sirens sound in jackson")) == {}
    normal = inside(linker, "Normal", "geo:US/Illinois")  # 54,000 people, and a very ordinary word
    found = places(linker.link_question("cooling centers in normal il"))
    assert normal in found and found[normal].how == "qualifier", found
    assert normal not in places(linker.link_question("is it normal in illinois to close schools for heat"))


def test_a_lower_case_name_of_several_words_counts_alone_in_a_question(linker: Linker) -> None:
    """A town of 40,000 is too small to count alone in lower case when its name is one word ("bangor"), but a
    name of several words that is mostly a name is seldom typed by chance."""
    lake_oswego = inside(linker, "Lake Oswego", "geo:US/Oregon")
    found = places(linker.link_question("can i burn leaves in lake oswego this fall"))
    assert lake_oswego in found, found


def test_an_everyday_word_code_counts_only_right_after_a_place_it_holds(linker: Linker) -> None:
    medford = inside(linker, "Medford", "geo:US/Oregon")
    found = places(linker.link_question("medford or wood stove rules"))
    assert medford in found and found[medford].how == "qualifier", found
    assert found["geo:US/Oregon"].surface == "or"
    bangor = inside(linker, "Bangor", "geo:US/Maine")
    assert places(linker.link_question("bangor me leaf burning"))[bangor].how == "qualifier"
    columbus_in = inside(linker, "Columbus", "geo:US/Indiana")
    assert places(linker.link_question("columbus in yard waste pickup"))[columbus_in].how == "qualifier"
    # the word, not the code: before a month, before another place, in a sentence about no place
    found = places(linker.link_question("yard waste pickup in columbus in july"))
    assert columbus_in not in found and "geo:US/Indiana" not in found, found
    found = places(linker.link_question("wood stove rules for medford or portland"))
    assert all(link.surface != "or" for link in found.values()) and "geo:US/Oregon" not in found, found
    assert places(linker.link_question("is it me or is the air smoky")) == {}



def test_an_everyday_word_code_before_a_question_word_is_still_the_code(linker: Linker) -> None:
    """Only "in" and "or" join a name to the words after it; "co", "il", "me" after a name they hold are codes
    whatever follows, and one-word abbreviations typed without their dot ("mass", "ill") count as the pair."""
    aurora_co, aurora_il = inside(linker, "Aurora", "geo:US/Colorado"), inside(linker, "Aurora", "geo:US/Illinois")
    found = places(linker.link_question("aurora co who do i call about fireworks"))
    assert aurora_co in found and found[aurora_co].how == "qualifier", found
    found = places(linker.link_question("aurora il when does the parking ban start"))
    assert aurora_il in found and found[aurora_il].how == "qualifier", found
    portland_me = inside(linker, "Portland", "geo:US/Maine")
    assert places(linker.link_question("portland me do i need a burn permit"))[portland_me].how == "qualifier"
    found = places(linker.link_question("springfield mass lawn watering hours"))
    assert SPRINGFIELD_MA in found and found[SPRINGFIELD_MA].how == "qualifier", found
    assert places(linker.link_question("springfield ill boil order"))[SPRINGFIELD_IL].how == "qualifier"
    # the words, not the codes: "ill with", a region that holds no town of the name, a code before another place
    found = places(linker.link_question("is anyone in springfield ill with the flu"))
    assert SPRINGFIELD_IL not in found and "geo:US/Illinois" not in found, found
    assert "geo:US/Colorado" not in places(linker.link_question("salem co who runs the shelter"))
    found = places(linker.link_question("rules for portland me portland oregon"))
    assert all(link.surface != "me" for link in found.values()), found

def test_a_question_typed_in_capitals_names_places_as_in_lower_case(linker: Linker) -> None:
    """Capitals on every word say nothing about which words are names: "SPRINGFIELD" is no acronym there, and the
    pair with its state settles it as in lower case. The surface stays as typed."""
    found = places(linker.link_question("SPRINGFIELD MASSACHUSETTS LEAF BURNING RULES"))
    assert SPRINGFIELD_MA in found and found[SPRINGFIELD_MA].surface == "SPRINGFIELD", found
    found = places(linker.link_question("SPRINGFIELD MASS WHAT HOURS CAN I BURN LEAVES"))
    assert SPRINGFIELD_MA in found and found[SPRINGFIELD_MA].how == "qualifier", found
    # a short text in capitals may be an acronym or a code, and mixed case is read as typed
    assert places(linker.link_question("POST OFFICE")) == {}
    assert SPRINGFIELD_MA in places(linker.link_question("Leaf burning rules in Springfield, MA"))


def test_a_word_abbreviation_of_a_state_before_a_question_word_is_the_state(linker: Linker) -> None:
    """"salem mass what hours ...": a question word opens the question after "mass"; "columbus in what county" is
    still a question about where Columbus is, not Columbus, Indiana."""
    found = places(linker.link_question("springfield mass what hours can i water"))
    assert SPRINGFIELD_MA in found and found[SPRINGFIELD_MA].how == "qualifier", found
    columbus_in = inside(linker, "Columbus", "geo:US/Indiana")
    assert columbus_in not in places(linker.link_question("columbus in what county"))


def test_a_lower_case_name_that_is_no_word_counts_first_in_a_question(linker: Linker) -> None:
    """A question often opens with its place: "tualatin leaf burning rules" names Tualatin, Oregon as "in tualatin"
    does; an ordinary word first in a question stays a word."""
    tualatin = inside(linker, "Tualatin", "geo:US/Oregon")
    assert tualatin in places(linker.link_question("tualatin leaf burning rules"))
    assert tualatin in places(linker.link_question("leaf burning rules in tualatin"))
    assert places(linker.link_question("mobile phones at the pool")) == {}


def test_a_district_named_after_its_town_is_found_by_the_towns_other_names(linker: Linker) -> None:
    """The data calls the district "Thoothukkudi" and knows "Tuticorin" only as a name of the town: "tuticorin
    district" is the district, not nothing."""
    district = "geo:IN/Tamil Nadu/Thoothukkudi"
    assert district in places(linker.link_question("tuticorin district engineering colleges"))
    assert district in places(linker.link_question("engineering colleges in thoothukkudi district"))


def test_a_region_after_a_name_settles_it_in_a_question_without_a_comma(linker: Linker) -> None:
    portland_me = inside(linker, "Portland", "geo:US/Maine")
    for question in ("portland maine watering schedule", "Portland Maine watering schedule"):
        found = places(linker.link_question(question))
        assert portland_me in found and found[portland_me].how == "qualifier", found
    assert portland_me not in places(linker.link_question("portland watering schedule"))


def test_a_lower_case_river_after_a_city_in_a_question_is_the_citys(linker: Linker) -> None:
    """The graph holds no rivers: "X river flooding" typed in a question asks about the city X, while a
    state's river ("ohio river") and a capitalised river name in a passage stay no place."""
    boise = inside(linker, "Boise", "geo:US/Idaho")
    found = places(linker.link_question("boise river flooding this week"))
    assert boise in found and "'river' after it" in found[boise].reason, found
    assert places(linker.link_question("ohio river flooding this week")) == {}
    assert boise not in places(passage(linker, "The Boise River rose overnight."))


# --- ambiguity -------------------------------------------------------------------------------------------


def test_an_unqualified_name_of_comparable_places_is_reported_ambiguous(linker: Linker) -> None:
    [link] = places(linker.link_question("when is the burn season in Springfield")).values()
    assert link.how == "ambiguous" and link.confidence < 0.5
    assert {SPRINGFIELD_MO, SPRINGFIELD_MA, SPRINGFIELD_IL} <= set(link.candidates)


def test_a_co_mentioned_state_settles_the_name(linker: Linker) -> None:
    text = "The City of Springfield has banned fireworks. Illinois law allows local bans."
    found = places(passage(linker, text))
    assert SPRINGFIELD_IL in found and found[SPRINGFIELD_IL].how in ("co-occurrence", "qualifier")
    assert SPRINGFIELD_MO not in found and SPRINGFIELD_MA not in found


# --- invisible and look-alike characters (issue 20, item 15) -------------------------------------------


@pytest.mark.parametrize("written", [
    "Para\u00addise, California",  # soft hyphen
    "Para\U000E0064ise, California",  # a tag character
    "Ｐａｒａｄｉｓｅ, Ｃａｌｉｆｏｒｎｉａ",  # fullwidth
    "P\u0430radise, California",  # Cyrillic а
    "Paradise, California\U0001F525",  # an emoji glued to the state
])
def test_invisible_and_look_alike_characters_do_not_change_the_place(linker: Linker, written: str) -> None:
    found = places(linker.link_question(f"fire rules in {written}?"))
    assert PARADISE_CA in found, found
    link = found[PARADISE_CA]
    question = f"fire rules in {written}?"
    assert question[link.span[0]:link.span[1]] == link.surface  # the span points into the question as typed


def test_two_ambiguous_names_settle_each_other_when_one_holds_the_other(linker: Linker) -> None:
    """Neither "Springfield" nor "Greene County" is settled alone (many of each), but only one Springfield lies in
    a Greene County; "Jackson" alone would be Mississippi's capital, beside "Madison County" it is Tennessee's."""
    found = places(passage(linker, "Crews from Springfield and Greene County cleared storm debris on Monday."))
    assert SPRINGFIELD_MO in found and found[SPRINGFIELD_MO].how == "nesting", found
    assert "geo:US/Missouri/Greene County" in found and "geo:US/Ohio/Greene County" not in found
    jackson_tn = inside(linker, "Jackson", "geo:US/Tennessee")
    found = places(passage(linker, "The shelter in Jackson is open to all residents of Madison County tonight."))
    assert jackson_tn in found and inside(linker, "Jackson", "geo:US/Mississippi") not in found, found


def test_an_ordinary_word_needs_a_named_region_or_a_county_around_it(linker: Linker) -> None:
    """A state reached by climbing from a named county holds too many towns to vouch for an ordinary word;
    the county itself, or the state named outright, does."""
    reading = inside(linker, "Reading", "geo:US/Pennsylvania")
    assert reading not in places(passage(linker, "Reading glasses are sold at every pharmacy in Allegheny County."))
    assert reading in places(passage(linker, "Flood warnings cover Reading and the rest of Berks County tonight."))


def test_a_name_that_opens_with_its_type_word_is_no_ordinary_word(linker: Linker) -> None:
    found = places(passage(linker, "Dinas Pendidikan Kabupaten Cilacap membuka pendaftaran. Acara berikutnya di "
                                   "Kota Semarang."))
    assert "geo:ID/Central Java/Kabupaten Cilacap" in found, found


def test_a_name_of_several_words_is_written_with_its_words_capitalised(linker: Linker) -> None:
    """In a passage "Long beach walks" opens a sentence about walks; "Long Beach" and "Butte county" are places."""
    long_beach = named(linker, "Long Beach", "locality")
    assert long_beach not in places(passage(linker, "Long beach walks are good for older dogs."))
    assert long_beach in places(passage(linker, "Cooling centers in Long Beach open at noon."))
    assert "geo:US/California/Butte County" in places(passage(linker, "Officials of Butte county met today."))


def test_saint_is_spelt_three_ways_and_its_st_is_no_community(linker: Linker) -> None:
    """"Saint Paul" is written "St. Paul" and typed "st paul"; the "st" of the name is not the ST community."""
    saint_paul = inside(linker, "Saint Paul", "geo:US/Minnesota")
    for question in ("river flood alerts st paul mn", "river flood alerts in St. Paul, Minnesota",
                     "river flood alerts saint paul minnesota"):
        found = {link.node_id: link for link in linker.link_question(question)}
        assert saint_paul in found, (question, found)
        assert not any(node.startswith("tnea:community") for node in found), (question, found)


def test_a_name_followed_by_a_state_that_holds_none_of_its_places_is_not_linked_elsewhere(linker: Linker) -> None:
    """"Paradise, Texas" is a Texas town the gazetteer lacks (too small here), not Paradise in California or
    Nevada: the passage is about Texas."""
    found = places(passage(linker, "Residents of Paradise, Texas may burn brush piles only with a permit."))
    assert TEXAS in found
    assert not [n for n in found if n != TEXAS and "Paradise" in (linker.gazetteer.places[n].name if n in
                                                                  linker.gazetteer.places else "")]
    # the state still settles a name it does hold a place of
    assert SPRINGFIELD_IL in places(passage(linker, "The City of Springfield, Illinois bans leaf burning."))


def test_a_township_is_not_the_city_of_the_same_name(linker: Linker) -> None:
    """A US township is a civil division beside a city of the same name elsewhere: "Springfield Township" in an
    Ohio notice is not the city of Springfield, Ohio (nor any other Springfield)."""
    found = places(passage(linker, "Springfield Township, Ohio, trustees set the burning hours for leaves."))
    assert "geo:US/Ohio" in found
    assert not [n for n in found if "Springfield" in (linker.gazetteer.places[n].name if n in
                                                      linker.gazetteer.places else "")]


def test_an_ordinary_word_after_a_code_is_no_other_place(linker: Linker) -> None:
    """"bangor me independence day fireworks": Independence (Missouri) typed in lower case, with no region after
    it, is the word; the code before it stays Maine's. A place that does come with its region still makes the
    code a word ("portland me portland oregon")."""
    bangor = inside(linker, "Bangor", "geo:US/Maine")
    found = places(linker.link_question("bangor me independence day fireworks"))
    assert bangor in found and found[bangor].how == "qualifier", found
    found = places(linker.link_question("rules for portland me portland oregon"))
    assert all(link.surface != "me" for link in found.values()), found


# --- a state code or ZIP code standing alone in a question (place_standalone) ----------------------------------


def test_a_state_code_or_abbreviation_alone_in_a_question_is_the_state(linker: Linker) -> None:
    for question, state in (("wa heat rule rest break at 100 degrees", "geo:US/Washington"),
                            ("WA heat rule: when do breaks start", "geo:US/Washington"),
                            ("in mn can i burn leaves this week", "geo:US/Minnesota"),
                            ("can i burn brush in calif", CALIFORNIA),
                            ("I live in Mass. can I burn leaves", "geo:US/Massachusetts"),
                            ("burn ban tx", TEXAS), ("burn ban CA?", CALIFORNIA)):
        found = places(linker.link_question(question))
        assert list(found) == [state], (question, found)
        assert "alone read as the region code" in found[state].reason


def test_letters_that_are_words_stay_words(linker: Linker) -> None:
    for question in ("is it ok to burn brush in the rain", "photo ID needed for a burn permit?",
                     "do I need to wash my car during the watering ban", "mass gatherings during a heat wave",
                     "oh no the power is out, where do I go", "hi, what are the fireworks rules"):
        assert places(linker.link_question(question)) == {}, question


def test_a_code_right_after_a_name_is_the_names_qualifier_or_nothing(linker: Linker) -> None:
    found = places(linker.link_question("springfield wa burn ban"))  # no Springfield of note in Washington
    assert "geo:US/Washington" not in found, found
    assert "geo:US/Oregon" not in places(linker.link_question("wood stove rules for medford or portland"))


def test_a_zip_code_is_its_city_else_its_county(linker: Linker) -> None:
    denver = inside(linker, "Denver", "geo:US/Colorado")
    found = places(linker.link_question("what time of day is lawn watering banned in 80202"))
    assert list(found) == [denver] and "ZIP code 80202: Denver, CO" in found[denver].reason, found
    assert list(places(linker.link_question("cooling center near 45402?"))) == [inside(linker, "Dayton", "geo:US/Ohio")]
    eagle_county = "geo:US/Colorado/Eagle County"  # the town of Eagle (81631) is below the fixture's 20,000 people
    assert eagle_county in linker.gazetteer.places and "Eagle" not in {
        p.name for p in linker.gazetteer.places.values() if eagle_county in linker.gazetteer.ancestors(p.id)}
    assert list(places(linker.link_question("watering days in 81631"))) == [eagle_county]
    for question in ("the fine is $10000 for watering", "is 99999 a zip code", "call 80202-555 now"):
        assert places(linker.link_question(question)) == {}, question


def test_codes_and_numbers_of_an_admissions_question_are_not_places(linker: Linker) -> None:
    assert places(linker.link_question("what is the cutoff for sc students in tn engineering colleges")) == {}
    assert places(linker.link_question("closing rank 45402 for cse at ceg")) == {}
    assert list(places(linker.link_question("sc burn laws"))) == ["geo:US/South Carolina"]


def test_co_after_a_county_name_is_county_after_a_city_in_colorado_the_state(linker: Linker) -> None:
    for question, county in (("max fine for the bexar co burn ban", "geo:US/Texas/Bexar County"),
                             ("Hennepin Co. cooling centers", "geo:US/Minnesota/Hennepin County"),
                             ("wake cnty leaf burning", "geo:US/North Carolina/Wake County")):
        found = places(linker.link_question(question))
        assert list(found) == [county] and found[county].surface.lower().split()[-1] in ("co", "co.", "cnty"), found
    aurora_co = inside(linker, "Aurora", "geo:US/Colorado")
    found = places(linker.link_question("aurora co fireworks rules"))  # not Aurora County, South Dakota
    assert aurora_co in found and found[aurora_co].how == "qualifier", found
    assert places(linker.link_question("my co-worker asked about fireworks")) == {}


# -- places the hierarchy lacks (counties' townships, towns under 20,000 people) ---------------------------------

SCHUYLKILL_COUNTY, PENNSYLVANIA = "geo:US/Pennsylvania/Schuylkill County", "geo:US/Pennsylvania"


def test_a_township_the_hierarchy_lacks_is_its_own_place_inside_the_county_named_beside_it(linker: Linker) -> None:
    """Not the county's notice: a county question is answered from it with a warning (it is narrower)."""
    links = places(passage(linker, "Pine Grove Township supervisors banned open burning of leaves until the "
                                   "drought declaration is lifted.",
                           title="Pine Grove Township, Schuylkill County, Pennsylvania: open burning ban"))
    township = unlisted_id(SCHUYLKILL_COUNTY, "Pine Grove Township")
    assert township in links, links
    assert links[township].how == "unlisted-place" and links[township].surface == "Pine Grove Township"
    assert ancestor_depths(linker.dag, township)[SCHUYLKILL_COUNTY] == 1


def test_a_frequent_word_a_place_name_opens_with_stays_in_the_unlisted_name(linker: Linker) -> None:
    """"Park", "Union", "New" and "St." are frequent words, but place names open with them: "Park Township" is not a
    sentence's "Township", nor "New Bremerton Township" a "Bremerton Township"; a stop word or a frequent word no
    place name opens with is still the sentence's ("The", "Today")."""
    for name in ("Park Township", "Union Township", "New Bremerton Township", "St. Ambrose Township"):
        links = places(passage(linker, f"Today {name} trustees banned open burning until the drought ends.",
                               title=f"The {name}, Schuylkill County, Pennsylvania: open burning ban"))
        assert unlisted_id(SCHUYLKILL_COUNTY, name) in links, (name, links)
        assert not [n for n in links if unlisted_parent(n) and n != unlisted_id(SCHUYLKILL_COUNTY, name)], links


def test_the_kind_may_come_first_and_the_region_is_the_documents_when_the_title_names_none(linker: Linker) -> None:
    links = places(passage(linker, "The Town of Wyndcrest Hollow, in Sonoma County, California, lifted "
                                   "its burn ban on Monday. Yard waste may again be burned on permissive days."))
    assert unlisted_id(SONOMA_COUNTY, "Town of Wyndcrest Hollow") in links, links


def test_agencies_sentence_words_and_named_counties_make_no_unlisted_place(linker: Linker) -> None:
    """"Air Quality Management District" is an agency, "The County" a sentence's words, "Unincorporated Clark
    County" a county the hierarchy holds, "County of Sonoma Fire Prevention Division" an agency of one; a
    township named after the opening sentence is not what the text is about."""
    texts = [("Sonoma County: burning suspended", "The Bay Area Air Quality Management District sets burn days. "
              "The County Board agreed."),
             ("Clark County, Washington: fireworks", "Unincorporated Clark County allows fireworks on July 4 only."),
             ("Burn permits", "Under Sonoma County Code section 13, the County of Sonoma Fire Prevention Division "
              "requires permits for all agricultural burning."),
             ("Pennsylvania: state burning rules", "Open burning is regulated by the state. In Pine Grove "
              "Township, supervisors may ban it in a drought.")]
    for title, text in texts:
        links = places(passage(linker, text, title=title))
        assert not [n for n in links if unlisted_parent(n)], (title, links)


def test_a_namesake_of_another_kind_or_region_does_not_make_a_typed_name_known(linker: Linker) -> None:
    """"County of X" names a county: a town X, or a county X in another state, is not it. The typed name is then a
    place the hierarchy lacks, inside the region the document names; a link its own words made to the namesake
    elsewhere goes. "No. 12" after a name is its number, not a word of it."""
    oregon = "geo:US/Oregon"
    links = places(passage(linker, "The County of Travis Creek bans burn barrels until October.",
                           title="County of Travis Creek, Oregon: burn barrel ban"))
    assert unlisted_id(oregon, "County of Travis Creek") in links, links
    assert "geo:US/Texas/Travis County" not in links
    township = places(passage(linker, "In the Township of Springfield backyard fires need a permit.",
                              title="Township of Springfield, Illinois: fire permits"))
    assert unlisted_id("geo:US/Illinois", "Township of Springfield") in township, township
    numbered = places(passage(linker, "A fire ban covers all of the County of Lakeshore No. 12.",
                              title="County of Lakeshore No. 12, Oregon: fire ban"))
    assert unlisted_id(oregon, "County of Lakeshore") in numbered, numbered
    # a province is in reach of any text of its country: one named beside another is no unlisted place
    provinces = places(passage(linker, "Provinsi Jawa Tengah meraih peringkat pertama, disusul Provinsi Jawa Barat.",
                               title="Provinsi Jawa Tengah dan Provinsi Jawa Barat: peringkat SPBE"))
    assert {CENTRAL_JAVA, "geo:ID/West Java"} <= set(provinces), provinces
    assert not [n for n in provinces if unlisted_parent(n)], provinces


def test_a_place_named_twice_is_one_link_with_both_spans(linker: Linker) -> None:
    text = ("Sacramento, California: street sweeping resumes on Monday. Residents of the City of Sacramento should "
            "move their cars by 7 a.m.")
    link = places(passage(linker, text))[inside(linker, "Sacramento", CALIFORNIA)]
    read = sorted(text[a:b] for a, b in [link.span, *link.also])
    assert read == ["Sacramento", "the City of Sacramento"], read


def test_an_indian_name_in_another_romanisation_is_the_same_place(linker: Linker) -> None:
    """The data writes "Thiruvallur" and "Kancheepuram"; notices and students write "Tiruvallur", "Kanchipuram"."""
    links = places(passage(linker, "Schools in Tiruvallur district and Kanchipuram district stay shut on Monday."))
    assert {"geo:IN/Tamil Nadu/Thiruvallur", "geo:IN/Tamil Nadu/Kancheepuram"} <= set(links), links
    assert "read as 'thiruvallur'" in links["geo:IN/Tamil Nadu/Thiruvallur"].reason
    question = {link.node_id for link in linker.link_question("engineering colleges in viluppuram district")}
    assert "geo:IN/Tamil Nadu/Villupuram" in question
    assert not places(passage(linker, "The Chair thanked the teachers of the Board."))  # English words stay words
