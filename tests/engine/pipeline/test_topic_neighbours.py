"""The comparison rule of topic_neighbours.py on hand-made judgements: when it turns a passage into an answer."""

from __future__ import annotations

from engine.models import Evidence
from engine.pipeline.answerability import Judgement
from engine.pipeline.topic_neighbours import as_close_as_elsewhere


def _passage(chunk_id: str, cosine: float, relation: str = "exact") -> Evidence:
    return Evidence(chunk_id=chunk_id, doc_id=f"doc:{chunk_id}", text="...", cosine=cosine, relation=relation)


def _no(share: float) -> Judgement:
    return Judgement(False, share, None, "a sentence")


def test_a_passage_in_scope_as_close_as_other_places_is_turned_into_an_answer() -> None:
    here = _passage("here", 0.47)
    there = _passage("there", 0.55, "disjoint")
    turned = as_close_as_elsewhere([here], [there], {"here": _no(0.4), "there": _no(0.4)})
    assert turned["here"].answers and turned["here"].by == "neighbours"
    assert turned["here"].share == 0.4  # the judgement keeps what was measured


def test_far_below_the_other_places_it_stays_unanswered() -> None:
    here, there = _passage("here", 0.42), _passage("there", 0.58, "disjoint")
    assert as_close_as_elsewhere([here], [there], {"here": _no(0.4), "there": _no(0.4)}) == {}


def test_below_the_floor_it_stays_unanswered_however_close_the_others() -> None:
    here, there = _passage("here", 0.36), _passage("there", 0.38, "disjoint")
    assert as_close_as_elsewhere([here], [there], {"here": _no(0.4), "there": _no(0.4)}) == {}


def test_a_passage_holding_few_of_the_topic_words_stays_unanswered() -> None:
    here, there = _passage("here", 0.55), _passage("there", 0.56, "disjoint")
    assert as_close_as_elsewhere([here], [there], {"here": _no(0.1), "there": _no(0.1)}) == {}


def test_another_place_stating_the_whole_topic_raises_the_words_needed() -> None:
    """Another place's notice states the topic word for word: one in scope with half its words is on a
    neighbouring point, and stays unanswered; with most of its words it is turned."""
    here, there = _passage("here", 0.55), _passage("there", 0.58, "disjoint")
    stated = Judgement(True, 1.0, None, "the whole topic")
    assert as_close_as_elsewhere([here], [there], {"here": _no(0.5), "there": stated}) == {}
    assert "here" in as_close_as_elsewhere([here], [there], {"here": _no(0.8), "there": stated})


def test_nothing_changes_when_a_passage_in_scope_already_answers_or_there_is_no_reference() -> None:
    first, second = _passage("first", 0.5), _passage("second", 0.55)
    there = _passage("there", 0.56, "disjoint")
    answered = {"first": Judgement(True, 0.9, None, "states it"), "second": _no(0.4), "there": _no(0.4)}
    assert as_close_as_elsewhere([first, second], [there], answered) == {}
    assert as_close_as_elsewhere([second], [], {"second": _no(0.4)}) == {}
