"""Australian and Canadian states and provinces written as people write them: by their ISO 3166-2 codes ("nsw",
"qld", "ab", "on"), as US states by their postal codes, on a real embedded FalkorDB with US, AU and CA places."""

from __future__ import annotations

from typing import Iterator

import pytest

from loaders.link import Linker
from tests.support.places import place_linker

NSW, QUEENSLAND, ALBERTA, ONTARIO = ("geo:AU/New South Wales", "geo:AU/Queensland", "geo:CA/Alberta",
                                     "geo:CA/Ontario")
WESTERN_AUSTRALIA, WASHINGTON = "geo:AU/Western Australia", "geo:US/Washington"


@pytest.fixture(scope="module")
def linker(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Linker]:
    yield from place_linker(tmp_path_factory, "region-codes", ["US", "AU", "CA"])


def _town(linker: Linker, name: str, region: str) -> str:
    gazetteer = linker.gazetteer
    return next(p.id for p in gazetteer.places.values()
                if p.name == name and p.kind == "locality" and region in gazetteer.ancestors(p.id))


def _linked(linker: Linker, question: str) -> set[str]:
    return {link.node_id for link in linker.link_question(question)}


def test_a_state_or_province_code_after_a_town_names_its_region(linker: Linker) -> None:
    assert {_town(linker, "Dubbo", NSW), NSW} <= _linked(linker, "dubbo nsw water restrictions this week")
    assert {_town(linker, "Red Deer", ALBERTA), ALBERTA} <= _linked(linker, "red deer ab fire ban")
    assert NSW in _linked(linker, "nsw level 2 water restrictions")
    # a US postal code stays the state's ("wa" is Washington's, not also Western Australia's); a code two other
    # countries share goes with the town it follows
    assert WESTERN_AUSTRALIA not in _linked(linker, "wa heat rule rest breaks")
    assert WASHINGTON in _linked(linker, "seattle wa fireworks hours")
    assert "geo:AU/Northern Territory" in _linked(linker, "darwin nt cyclone shelters")
    assert "geo:CA/Northwest Territories" in _linked(linker, "yellowknife nt fire ban")
    assert {_town(linker, "Toowoomba", QUEENSLAND), QUEENSLAND} <= _linked(linker, "Toowoomba, QLD: water use")


def test_a_code_that_is_an_everyday_word_needs_its_town(linker: Linker) -> None:
    """"on" and "act" are words first: only right after a town of their region are they Ontario and the ACT."""
    assert ONTARIO in _linked(linker, "kingston on fire permit")
    assert ONTARIO not in _linked(linker, "is the burn ban on in austin")
    assert not {ONTARIO, "geo:AU/Australian Capital Territory"} & _linked(linker, "can we act on it in denver")
