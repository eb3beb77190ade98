"""SPBE questions on a store that also holds the US places: an auditor's shorthand must not become a place.
"ind 43" is indicator 43, not Indiana, so a follow-up keeps asking about the indicator."""

from __future__ import annotations

from typing import Iterator

import pytest

from engine import Engine


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    with Engine.open(tmp_path_factory.mktemp("spbe-places") / "data") as opened:
        opened.load_places(countries=["US"], progress=False)
        opened.load_spbe(progress=False)
        yield opened


def test_a_short_indicator_number_is_no_state_code_in_a_follow_up(engine: Engine) -> None:
    session = "wa:+62-811-0000-043"
    first = engine.ask("ind 21 masuk aspek apa", session_id=session)
    assert first.decision == "answer" and "spbe:indicator:21" in first.citations[0].node_ids, first.answer
    for follow_up in ("trs domainnya apa gan", "bobotnya brp"):
        answer = engine.ask(follow_up, session_id=session)
        assert "geo:US/Indiana" not in {a.id for a in answer.scope}, (follow_up, answer.standalone_question)
        assert answer.decision == "answer" and "spbe:indicator:21" in answer.citations[0].node_ids, answer.answer
