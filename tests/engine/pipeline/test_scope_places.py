"""The scope detector reads a question's place mentions once per question (``ScopeDetector._places``)."""

from __future__ import annotations

from engine.pipeline.scope import PLACES_KEPT, ScopeDetector


class CountingLinker:
    """A linker whose ``question_places`` answers with a fresh list each call and counts the calls."""

    def __init__(self) -> None:
        self.calls: list[str] = []

    def question_places(self, text: str) -> list[tuple[str, int]]:
        self.calls.append(text)
        return [(text, len(self.calls))]


def test_a_text_is_read_once_while_it_is_among_the_last_few() -> None:
    linker = CountingLinker()
    detector = ScopeDetector(linker, {}, {})  # type: ignore[arg-type]
    first = detector._places("water restrictions in austin tx")
    assert detector._places("water restrictions in austin tx") == first == (("water restrictions in austin tx", 1),)
    assert linker.calls == ["water restrictions in austin tx"]


def test_older_texts_are_read_again() -> None:
    linker = CountingLinker()
    detector = ScopeDetector(linker, {}, {})  # type: ignore[arg-type]
    for index in range(PLACES_KEPT + 1):
        detector._places(f"question {index}")
    detector._places("question 0")  # pushed out by the PLACES_KEPT after it
    detector._places(f"question {PLACES_KEPT}")  # still kept
    assert linker.calls == [f"question {i}" for i in range(PLACES_KEPT + 1)] + ["question 0"]
