"""Session memory (SQLite in the data dir) and follow-up rewriting without an LLM."""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path

import pytest

from engine.models import Slot
from engine.pipeline.followup import is_follow_up, rewrite
from engine.stores.sessions import MAX_TURNS, SessionMemory, Turn
from graph.errors import InputError


def _slots(text: str, *pairs: tuple[str, str]) -> list[Slot]:
    return [Slot(kind, text.index(words), text.index(words) + len(words), words) for kind, words in pairs]


def test_turns_are_kept_per_session_and_survive_reopening(tmp_path: Path) -> None:
    memory = SessionMemory.open(tmp_path)
    now = time.time()
    for n in range(7):
        memory.remember("+911", Turn(f"q{n}", f"s{n}", "admissions", "answer", now + n))
    memory.remember("+912", Turn("other", "other", "general", "abstain", now - 1))
    memory.close()
    reopened = SessionMemory.open(tmp_path)
    assert [t.question for t in reopened.history("+911")] == ["q2", "q3", "q4", "q5", "q6"]  # last 5, oldest first
    assert [t.question for t in reopened.history("+912")] == ["other"]
    assert reopened.sessions() == 2
    reopened.forget("+911")
    assert reopened.history("+911") == [] and reopened.sessions() == 1


def test_sessions_expire_are_capped_and_ids_are_bounded(tmp_path: Path) -> None:
    """Issue 20 item 9: anyone can start a session, so the file must not grow without bound."""
    now = time.time()
    memory = SessionMemory.open(tmp_path, ttl_days=1, max_sessions=2)
    memory.remember("idle", Turn("q", "q", "general", "answer", now - 2 * 86400))
    for n in range(MAX_TURNS + 5):
        memory.remember("busy", Turn(f"q{n}", f"q{n}", "general", "answer", now + n))
    memory.remember("new", Turn("q", "q", "general", "answer", now + 100))
    assert memory.history("idle") == [] and memory.sessions() == 2  # the idle one was evicted first
    assert len(memory.history("busy", limit=1000)) == MAX_TURNS
    memory.close()
    assert SessionMemory.open(tmp_path, ttl_days=1, max_sessions=2).history("busy", limit=1)[0].question == \
        f"q{MAX_TURNS + 4}"
    with pytest.raises(InputError, match="session id is 129 characters"):
        memory.remember("x" * 129, Turn("q", "q", "general", "answer", now))


def test_a_corrupt_memory_file_is_a_clear_error(tmp_path: Path) -> None:
    (tmp_path / "sessions.sqlite3").write_bytes(b"not a database at all" * 100)
    with pytest.raises(sqlite3.DatabaseError):
        SessionMemory.open(tmp_path)


@pytest.mark.parametrize("question, follow_up", [
    ("What about ECE?", True), ("and for SC?", True), ("In 2023?", True), ("ECE", True),
    ("What is the BC cutoff for CSE at PSG Tech in 2024?", False),
    ("How is the TNEA cutoff mark calculated?", False),
    ("In Paradise, California, what are the evacuation routes?", False),
    # pointing back with a word or two of its own; a short fragment with no slot
    ("does that apply here too", True), ("how do i find out which one", True), ("fine evlo", True),
    ("where do people there get sandbags", True),
    # complete questions that merely say "there", "it" or "that"
    ("is there a burn ban", False), ("is it legal to burn leaves", False),
    ("what heat index opens the cooling centers that stay open late", False), ("what is SPBE?", False),
])
def test_follow_ups_are_recognised(question: str, follow_up: bool) -> None:
    slots = [Slot("branch", 0, 3, "ECE")] if "ECE" in question else []
    assert is_follow_up(question, slots) is follow_up


def test_rewrite_replaces_each_named_slot_and_adds_new_ones() -> None:
    previous = "What was the BC cutoff for CSE at PSG Tech in 2024?"
    before = _slots(previous, ("community", "BC"), ("branch", "CSE"), ("institution", "PSG Tech"), ("year", "2024"))
    assert rewrite(previous, before, "what about ECE and SC?",
                   _slots("what about ECE and SC?", ("branch", "ECE"), ("community", "SC"))) == \
        "What was the SC cutoff for ECE at PSG Tech in 2024?"
    assert rewrite(previous, before, "and at CEG in 2023?",
                   _slots("and at CEG in 2023?", ("institution", "CEG"), ("year", "2023"))) == \
        "What was the BC cutoff for CSE at CEG in 2023?"
    plain = "How much defensible space is needed?"
    assert rewrite(plain, [], "in Paradise, California?", _slots("in Paradise, California?", ("place", "Paradise"))) \
        == "How much defensible space is needed in Paradise?"


def test_a_follow_up_with_no_slot_keeps_its_words_and_takes_the_previous_scope() -> None:
    previous = "lawn watering day in tampa fl"
    before = [Slot("place", 21, 29, "tampa fl")]
    assert rewrite(previous, before, "fine evlo?", []) == "fine evlo in tampa fl?"
    assert rewrite(previous, [], "fine evlo?", []) == "fine evlo?"



@pytest.mark.parametrize("question, slot, follow_up", [
    ("sc category ku evlo bro", ("community", "sc"), True),  # a slot and chat words only
    ("2024 la evlo irundhuchu", ("year", "2024"), True),
    ("ece ku enna pls", ("branch", "ece"), True),
    # five words of its own around the slot: a complete question even with a chat word in it
    ("how is the sc reservation decided bro", ("community", "sc"), False),
])
def test_chat_words_and_tamil_english_particles_are_no_words_of_a_follow_ups_own(question: str, slot: tuple,
                                                                                    follow_up: bool) -> None:
    assert is_follow_up(question, _slots(question, slot)) is follow_up
