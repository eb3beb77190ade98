"""A county's notice listing its cities' own rules is the county's passage (walk.py: as_listed), end to end on the
real stores: a question about one of the cities warns with it (broader), one about the county answers; a notice
about two cities stays theirs."""

from __future__ import annotations

from typing import Iterator

import pytest

from engine import Engine
from tests.support.places import place_engine

DOCS = {
    "maricopa_fireworks.md": """# Maricopa County, Arizona: consumer fireworks by city

Maricopa County, Arizona allows consumer fireworks on the days state law sets, and each city may add limits:

- Mesa: fireworks may be used from June 24 to July 6, until 11 p.m.
- Tempe: fireworks may be used on July 4 only, until midnight.
- Chandler: fireworks may be used from June 24 to July 6, until 11 p.m.
- Peoria: no fireworks within 1 mile of a desert preserve.
""",
    "mesa_gilbert_water.md": """# Mesa and Gilbert, Arizona: summer watering guide

Residents of Mesa and Gilbert, Arizona should water lawns before 8 a.m. in summer, twice a week at most.
""",
}


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    yield from place_engine(tmp_path_factory, "listed", DOCS)


def test_a_city_in_the_county_list_gets_a_warning_from_the_county_notice(engine: Engine) -> None:
    answer = engine.ask("until what time can i set off fireworks in tempe az")
    assert (answer.decision, answer.relation) == ("warn", "broader"), answer.explanation
    assert answer.citations[0].doc_id == "test:maricopa_fireworks.md"
    assert "Maricopa County" in answer.explanation


def test_the_county_itself_gets_an_answer(engine: Engine) -> None:
    answer = engine.ask("fireworks days in maricopa county arizona")
    assert (answer.decision, answer.relation) == ("answer", "exact"), answer.explanation
    assert answer.citations[0].doc_id == "test:maricopa_fireworks.md"


def test_a_notice_about_two_cities_stays_theirs(engine: Engine) -> None:
    answer = engine.ask("what time should i water my lawn in gilbert arizona in summer")
    assert (answer.decision, answer.relation) == ("answer", "exact"), answer.explanation
    assert answer.citations[0].doc_id == "test:mesa_gilbert_water.md"
