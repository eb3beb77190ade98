"""A passage in scope worded unlike the question answers when it is as close to it as other places' passages on
the subject (topic_neighbours.py), end to end on the real stores; one on another subject still abstains."""

from __future__ import annotations

from typing import Iterator

import pytest

from engine import Engine
from tests.support.places import place_engine

DOCS = {
    "reno_cooling.md": """# Reno, Nevada: cooling centers

Cooling centers in Reno, Nevada open at the downtown library and two community centers when the
National Weather Service issues an excessive heat warning. Hours are 10 a.m. to 8 p.m.
""",
    "fresno_cooling.md": """# Fresno, California: cooling centers during heat waves

Fresno, California opens cooling centers at its recreation centers during heat waves, from noon
to 9 p.m. Pets on a leash are welcome.
""",
    "tucson_cooling.md": """# Tucson, Arizona: cooling centers

In Tucson, Arizona the city's cooling centers open whenever the heat warning is in effect, at every
public library branch during opening hours.
""",
    "pocatello_cooling.md": """# Pocatello, Idaho: cooling centers

Pocatello, Idaho opens cooling centers at the Marshall Public Library and the Senior Activity Center, until
9 p.m., on every day of extreme heat.
""",
    "twin_falls_snow.md": """# Twin Falls, Idaho: snow emergency parking

During a declared snow emergency, cars parked on marked snow routes in Twin Falls, Idaho are towed at
the owner's cost. Park in a driveway or an off-street lot until the plows have passed.
""",
}


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    yield from place_engine(tmp_path_factory, "neighbours", DOCS)


def test_a_notice_in_other_words_answers_when_it_is_as_near_the_subject_as_other_places_notices(
        engine: Engine) -> None:
    """Pocatello's notice says "cooling centers" at the library, not "open late when it's hot": half the words and
    a middling cosine, but as near the question as the other cities' cooling notices."""
    answer = engine.ask("pocatello idaho library open late when its really hot?")
    assert (answer.decision, answer.relation) == ("answer", "exact"), answer.explanation
    assert answer.citations[0].doc_id == "test:pocatello_cooling.md"


def test_a_notice_in_scope_on_another_subject_still_abstains(engine: Engine) -> None:
    answer = engine.ask("twin falls idaho library open late when its really hot?")
    assert answer.decision == "abstain", answer.answer
    assert "test:twin_falls_snow.md" not in [c.doc_id for c in answer.citations]
