"""Place questions end to end where the passage must state what was asked (issue 17), on the real stores.

The corpus: a city's watering schedule (Boise), its county's burning closure (Ada County) and a state
notice on something else (Idaho wildfire smoke). Each question names a place some passage is near; only
some passages state what is asked.
"""

from __future__ import annotations

from typing import Iterator

import pytest

from engine import Engine
from tests.support.places import place_engine

DOCS = {
    "boise_watering.md": """# Boise, Idaho: summer watering schedule

## Watering days

Lawns in Boise, Idaho may be watered with sprinklers on two days a week: addresses ending in an odd
number on Tuesdays and Saturdays, even numbers on Wednesdays and Sundays, from May to September.

## Fines

A first violation of the watering schedule brings a letter; a second one costs 75 dollars.
""",
    "ada_county_burning.md": """# Ada County, Idaho: open burning closure

Open burning of yard debris, brush and leaves is banned in Ada County, Idaho from July 1 to
September 30. Campfires in approved rings at campgrounds remain allowed. Anyone who burns during the
closure is fined 300 dollars.
""",
    "idaho_smoke.md": """# Idaho: wildfire smoke and air quality

When wildfire smoke reaches Idaho, the state air quality agency issues smoke advisories by county.
Keep windows closed and run an air purifier with a HEPA filter during a smoke advisory.
""",
    "idaho_heat_work.md": """# Idaho: heat rules for outdoor work

Employers in Idaho must give outdoor workers shade, a way of cooling down and water every hour when the
heat index passes 90 degrees.
""",
    "twin_falls_flood.md": """# Twin Falls, Idaho: river flood warnings

Source: https://www.example.org/twin-falls/river-level-flood-warning-2024 (city notice of 2024).
When the National Weather Service issues a river flood warning for Twin Falls, Idaho, the city closes the
trails along the canyon rim.
""",
    "caldwell_smoke_alarms.md": """# Caldwell, Idaho: home fire safety

The Caldwell Fire Department asks every household in Caldwell, Idaho to fit smoke alarms in each bedroom.
Test them once a month and change the batteries every year.
""",
    "meridian_cooling.md": """# Meridian, Idaho: cooling centers

Cooling center hours in Meridian, Idaho: open from noon to 8 p.m. on days with a heat advisory.
""",
}


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    yield from place_engine(tmp_path_factory, "answerability", DOCS)


def test_the_city_passage_that_states_it_answers(engine: Engine) -> None:
    answer = engine.ask("what days can i water the lawn in boise idaho")
    assert (answer.decision, answer.relation) == ("answer", "exact"), answer.explanation
    assert answer.citations[0].doc_id == "test:boise_watering.md"


def test_a_broader_passage_that_states_it_beats_an_exact_one_that_does_not(engine: Engine) -> None:
    """Boise's own passage is about watering; the county's closure is what answers a burning question."""
    answer = engine.ask("Can I burn brush in Boise, Idaho in August?")
    assert (answer.decision, answer.relation) == ("warn", "broader"), answer.explanation
    assert answer.citations[0].doc_id == "test:ada_county_burning.md"
    assert all(c.doc_id != "test:boise_watering.md" for c in answer.citations)


def test_a_narrower_passage_that_states_it_warns(engine: Engine) -> None:
    answer = engine.ask("lawn watering days in ada county idaho")
    assert (answer.decision, answer.relation) == ("warn", "narrower"), answer.explanation
    assert answer.citations[0].doc_id == "test:boise_watering.md"


def test_a_passage_of_the_place_on_another_topic_is_an_abstention(engine: Engine) -> None:
    """Boise's watering notice says "sprinklers", but not about fire sprinklers in new homes: no answer and
    no warning, an abstention that says what was asked and what the passage nearby is about."""
    answer = engine.ask("Are fire sprinklers required in new homes in Boise, Idaho?")
    assert answer.decision == "abstain", answer.explanation
    assert not answer.citations
    assert "fire sprinklers required in new homes" in answer.explanation
    assert "summer watering schedule" in answer.explanation


def test_a_place_word_linking_left_out_is_not_part_of_the_topic(engine: Engine) -> None:
    """"round rock" is two ordinary words in lower case: not linked, but beside "texas" it names a town of
    Texas, so the question's topic is the watering rules alone."""
    retriever = engine.pipeline().retriever
    assert retriever.topic_words("watering days round rock texas") == "watering days"
    assert retriever.topic_words("watering days round texas") == "watering days round"


def test_a_broader_passage_sharing_some_words_does_not_answer_what_a_siblings_notice_states(engine: Engine) -> None:
    """Idaho's heat rule for employers says "cooling" and "hour"; only Meridian's notice states cooling center
    hours, and Nampa is another city: an abstention, not a warning quoting the employers' rule."""
    answer = engine.ask("cooling center hours in nampa idaho")
    assert answer.decision == "abstain", answer.explanation
    assert "Meridian" in answer.explanation
    assert engine.ask("cooling center hours in meridian idaho").decision == "answer"


def test_a_web_address_states_nothing(engine: Engine) -> None:
    """Twin Falls' notice links a page whose address holds "river-level" and "2024", but gives no river level:
    its words and digits are a link, not a statement, and a year is no level: "at what river level" is not answered
    from it."""
    answer = engine.ask("at what river level does twin falls idaho issue a flood warning")
    assert answer.decision == "abstain", answer.explanation
    assert not answer.citations
    assert engine.ask("what closes in twin falls idaho during a river flood warning").decision == "answer"


def test_two_adjacent_sentences_may_state_the_topic_together(engine: Engine) -> None:
    """Caldwell's notice names the smoke alarms in one sentence and says when to change their batteries in the
    next: neither states the topic alone, together they answer."""
    answer = engine.ask("how often should i change the smoke alarm batteries in caldwell idaho")
    assert (answer.decision, answer.relation) == ("answer", "exact"), answer.explanation
    assert answer.citations[0].doc_id == "test:caldwell_smoke_alarms.md"
    assert "every year" in answer.answer
