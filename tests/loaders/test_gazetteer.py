"""The place gazetteer (loaders/link/gazetteer.py) on a real embedded FalkorDB with the US loaded.

US localities of population >= 20,000 keep the load to a few seconds and still hold the
namesakes that matter: Springfield in Illinois, Massachusetts and Missouri (the largest),
Paradise in California and Nevada (the larger), three Butte Counties.
"""

from __future__ import annotations

import pickle
from pathlib import Path
from typing import Iterator

import networkx as nx
import pytest

from graph.store.falkordb import FalkorDBStore
from loaders.derived import keep_derived
from loaders.link.gazetteer import CO_OCCURRENCE_CONFIDENCE, QUALIFIER_CONFIDENCE, Gazetteer, usable_form
from loaders.link.gazetteer_cache import SAVED
from loaders.document import Link
from loaders.sources.places import load_places
from tests.conftest import loaded_store

SPRINGFIELD_IL, SPRINGFIELD_MA, SPRINGFIELD_MO = "gn:4250542", "gn:4951788", "gn:4409896"
PARADISE_CA, PARADISE_NV = "gn:5381002", "gn:5509952"
BUTTE_CA = "geo:US/California/Butte County"


@pytest.fixture(scope="module")
def us_store(tmp_path_factory: pytest.TempPathFactory) -> Iterator[FalkorDBStore]:
    with loaded_store(tmp_path_factory.mktemp("gazetteer") / "graph") as graph_store:
        yield graph_store


@pytest.fixture(scope="module")
def gaz(us_store: FalkorDBStore) -> Gazetteer:
    return Gazetteer.from_store(us_store)


def _resolve(gaz: Gazetteer, text: str) -> dict[str, Link]:
    return {link.node_id: link for link in gaz.resolve(gaz.find(text), text)}


def _place_of(gaz: Gazetteer, text: str, surface: str) -> Link:
    """The link of the mention ``surface`` (the first one) in ``text``."""
    mentions = gaz.find(text)
    mention = next(m for m in mentions if m.surface == surface)
    links = gaz.resolve(mentions, text)
    return next(link for link in links if link.node_id in mention.candidates)


# --- finding ---------------------------------------------------------------------------------


def test_find_gives_offsets_and_every_candidate(gaz: Gazetteer) -> None:
    text = "Flooding in Springfield closed roads."
    [mention] = gaz.find(text)
    assert text[mention.start:mention.end] == mention.surface == "Springfield"
    assert {SPRINGFIELD_IL, SPRINGFIELD_MA, SPRINGFIELD_MO} <= set(mention.candidates)
    assert mention.candidates[0] == SPRINGFIELD_MO  # the most populous namesake first


def test_longest_match_wins(gaz: Gazetteer) -> None:
    assert [m.surface for m in gaz.find("Officials of Butte County met.")] == ["Butte County"]


def test_case_insensitive_but_proper_nouns_only(gaz: Gazetteer) -> None:
    # the code after the comma qualifies the town and is itself a mention of the state (issue 16)
    assert [m.surface for m in gaz.find("SPRINGFIELD, IL")] == ["SPRINGFIELD", "IL"]
    assert gaz.find("a tax paradise for mobile phones") == []  # lower case: common words, not places


def test_alias_filter() -> None:
    assert not usable_form("IL", alias=True)  # two letters: state codes count only as qualifiers
    assert not usable_form("The", alias=True) and not usable_form("Of The", alias=True)  # stopwords
    assert not usable_form("sbrynghfyld", alias=True)  # all lower case: a machine transliteration
    assert usable_form("Campifons", alias=True) and usable_form("Paradise", alias=False)


def test_airport_codes_and_shouted_words_are_not_places(gaz: Gazetteer) -> None:
    assert gaz.find("Export the CSV with the CLI, then POST it.") == []
    assert [m.candidates[0] for m in gaz.find("Made in the USA.")] == ["geo:US"]  # country codes stay


# --- resolving -------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "expected"), [
    ("Springfield, Illinois", SPRINGFIELD_IL),
    ("Springfield, Massachusetts", SPRINGFIELD_MA),
    ("Springfield, IL", SPRINGFIELD_IL),
    ("Springfield, MA", SPRINGFIELD_MA),
    ("Springfield (Illinois)", SPRINGFIELD_IL),
    ("Paradise, California", PARADISE_CA),
    ("Paradise, CA", PARADISE_CA),
])
def test_qualifier(gaz: Gazetteer, text: str, expected: str) -> None:
    link = _place_of(gaz, f"The council of {text} met on Monday.", text.split(",")[0].split(" (")[0])
    assert link == Link(expected, "qualifier", QUALIFIER_CONFIDENCE)


def test_qualifier_on_a_county(gaz: Gazetteer) -> None:
    assert _resolve(gaz, "Fire crews in Butte County, CA.")[BUTTE_CA].how == "qualifier"


def test_two_springfields_in_one_text(gaz: Gazetteer) -> None:
    links = _resolve(gaz, "Springfield, IL and Springfield, MA signed the pact.")
    assert {SPRINGFIELD_IL, SPRINGFIELD_MA} <= set(links)
    assert SPRINGFIELD_MO not in links


@pytest.mark.parametrize("text", [
    "Springfield approved the budget. Sangamon County will pay half.",
    "Springfield approved the budget, the largest in Illinois.",
    "Springfield approved the budget; Chicago did not.",
])
def test_co_occurrence(gaz: Gazetteer, text: str) -> None:
    assert _place_of(gaz, text, "Springfield") == Link(SPRINGFIELD_IL, "co-occurrence", CO_OCCURRENCE_CONFIDENCE)


def test_co_occurrence_from_elsewhere_in_the_document(gaz: Gazetteer) -> None:
    text = "Springfield approved the budget."
    context = gaz.find("The Illinois governor signed it.")
    [link] = gaz.resolve(gaz.find(text), text, context=context)
    assert (link.node_id, link.how) == (SPRINGFIELD_IL, "co-occurrence")


def test_an_earlier_qualified_mention_settles_the_bare_one(gaz: Gazetteer) -> None:
    first, later = gaz.find("Springfield, MA"), gaz.find("Springfield grew.")
    [link] = gaz.resolve(later, "Springfield grew.", context=first)
    assert link.node_id == SPRINGFIELD_MA


def test_bare_name_of_comparable_places_is_ambiguous_not_a_silent_pick(gaz: Gazetteer) -> None:
    """Issue 16: an unqualified "Springfield" names Missouri's and Massachusetts' cities alike (170k, 154k)."""
    [link] = gaz.resolve(gaz.find("Springfield"), "Springfield")
    assert link.how == "ambiguous" and link.confidence < 0.5  # never a document's scope by itself
    assert {SPRINGFIELD_MO, SPRINGFIELD_MA} <= set(link.candidates) and link.node_id == SPRINGFIELD_MO
    assert link.span == (0, 11) and "comparable size" in link.reason


def test_bare_name_is_the_most_populous_when_it_clearly_leads(gaz: Gazetteer) -> None:
    [paradise] = gaz.resolve(gaz.find("Paradise"), "Paradise")
    assert (paradise.node_id, paradise.how) == (PARADISE_NV, "population")  # the Las Vegas suburb is far larger
    assert paradise.confidence < CO_OCCURRENCE_CONFIDENCE


def test_a_state_beats_a_town_of_the_same_name(gaz: Gazetteer) -> None:
    links = _resolve(gaz, "Wildfires in California.")
    assert "geo:US/California" in links


def test_unambiguous_name(gaz: Gazetteer) -> None:
    assert _resolve(gaz, "Officials of Sangamon County met.") == {
        "geo:US/Illinois/Sangamon County": Link("geo:US/Illinois/Sangamon County", "gazetteer", 0.85)}


# --- features, cache -------------------------------------------------------------------------


def test_feature_maps_to_its_admin_ancestor() -> None:
    """A park (kind feature) links to itself and to the town it lies in."""
    rows = [
        {"id": "geo:US", "name": "United States", "kind": "country", "population": 300_000_000, "parents": []},
        {"id": "geo:US/California", "name": "California", "kind": "admin1", "parents": ["geo:US"]},
        {"id": "gn:5332921", "name": "Chico", "kind": "locality", "population": 100_000,
         "parents": ["geo:US/California"]},
        {"id": "wd:Q4904315", "name": "Bidwell Park", "kind": "feature", "parents": ["gn:5332921"]},
    ]
    gaz = Gazetteer(rows)
    links = _resolve(gaz, "A fire broke out in Bidwell Park.")
    assert links["wd:Q4904315"].how == "gazetteer"
    assert links["gn:5332921"].how == "feature->admin"
    assert links["gn:5332921"].reason == "the administrative unit Bidwell Park lies in"  # issue 16: every link says why
    assert links["gn:5332921"].confidence < links["wd:Q4904315"].confidence


def test_cached_per_store_and_rebuilt_when_the_graph_grows(store: FalkorDBStore) -> None:
    load_places(store, countries=["US"], min_population=200_000, progress=False)
    first = Gazetteer.from_store(store)
    assert Gazetteer.from_store(store) is first
    assert not gaz_find(first, "Bidwell Park")
    store.run("places_merge", {"rows": [{"id": "wd:Q4904315", "props": {
        "name": "Bidwell Park", "kind": "feature", "aliases": [], "country_code": "US", "source": "test"}}]},
              write=True)
    store.run("places_link", {"rows": [{"child": "wd:Q4904315", "parent": "geo:US/California/Butte County"}]},
              write=True)
    second = Gazetteer.from_store(store)
    assert second is not first and gaz_find(second, "Bidwell Park")
    assert {link.node_id for link in second.resolve(second.find("Bidwell Park"), "Bidwell Park")} == {
        "wd:Q4904315", "geo:US/California/Butte County"}
    Gazetteer.invalidate(store)
    assert Gazetteer.from_store(store) is not second


def test_kept_in_the_derived_folder_read_by_the_next_process_and_rebuilt_when_stale(
        store: FalkorDBStore, tmp_path: Path) -> None:
    """Issue 19: built in every process it took seconds; now a later process reads what the first one saved,
    while the graph's scope count and the code that built it hold."""
    load_places(store, countries=["US"], min_population=200_000, progress=False)
    folder = tmp_path / "derived"
    keep_derived(store, folder)
    built = Gazetteer.from_store(store)
    assert (folder / SAVED).is_file()
    store.close()
    with FalkorDBStore.embedded(tmp_path / "data" / "graph") as later:  # the next process: nothing in memory
        keep_derived(later, folder)
        read = Gazetteer.from_store(later)
        assert read is not built and read.build_seconds == built.build_seconds  # read back, not built again
        text = "Fires near Sacramento, California and Springfield, IL."
        assert [(m.start, m.end, m.candidates) for m in read.find(text)] == \
            [(m.start, m.end, m.candidates) for m in built.find(text)]
        later.run("places_merge", {"rows": [{"id": "wd:Q4904315", "props": {
            "name": "Bidwell Park", "kind": "feature", "aliases": [], "country_code": "US", "source": "test"}}]},
                  write=True)
        grown = Gazetteer.from_store(later)  # one more scope: stale, built again and saved again
        assert gaz_find(grown, "Bidwell Park") and not gaz_find(read, "Bidwell Park")
        with (folder / SAVED).open("rb") as handle:
            assert pickle.load(handle)["signature"] == _scopes(later)
        Gazetteer.invalidate(later)  # a load: the saved one goes too (a reload can rename places)
        assert not (folder / SAVED).exists()


def _scopes(store: FalkorDBStore) -> int:
    return store.run("gazetteer_signature")[0]["scopes"]


def gaz_find(gaz: Gazetteer, text: str) -> list[str]:
    return [m.surface for m in gaz.find(f"We walked in {text}.")]


def test_builds_from_rows_without_a_dag() -> None:
    gaz = Gazetteer([{"id": "a", "name": "Alpha Town", "kind": "locality", "parents": ["b"]},
                     {"id": "b", "name": "Beta", "kind": "admin1", "parents": []}])
    assert isinstance(gaz.dag, nx.DiGraph) and gaz.ancestors("a") == {"a": 0, "b": 1}
    assert gaz.pattern_count == 2 and gaz.build_seconds >= 0
