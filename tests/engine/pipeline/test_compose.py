"""The extractive answer quotes what states the answer: a list item whole, and no sentence for its web address."""

from __future__ import annotations

from engine.models import Evidence
from engine.pipeline.compose import extract, sentences

SCHEDULE = """# Lakeview, Oregon: summer watering days

Source: reposted from https://lakeview.example.gov/water/summer-watering-days-schedule (city page).

Lawns may be watered two days a week, by the last digit of the address:

- Addresses ending in 0 to 4: Tuesday and Saturday.
- Addresses ending in 5 to 9: Wednesday and Sunday.
"""


def _passage(text: str) -> Evidence:
    return Evidence(chunk_id="c1", doc_id="test:lakeview.md", text=text,
                    header_path="Lakeview, Oregon: summer watering days")


def test_a_list_item_is_one_sentence_with_the_value_after_its_colon() -> None:
    found = sentences(SCHEDULE)
    assert "- Addresses ending in 5 to 9: Wednesday and Sunday." in found
    assert "Wednesday and Sunday." not in found


def test_a_prose_colon_before_a_capital_still_ends_a_sentence() -> None:
    assert sentences("A go-bag holds: Water for three days. A radio.") == ["A go-bag holds:", "Water for three days.",
                                                                         "A radio."]


def test_the_answer_quotes_the_item_with_the_days_not_the_line_with_the_web_address() -> None:
    question = "which days is summer watering for an address ending in 7 in lakeview"
    text, citations = extract(question, [_passage(SCHEDULE)])
    assert "Wednesday and Sunday" in text, text
    assert "https://" not in text, text
    assert citations[0].doc_id == "test:lakeview.md"


def test_a_passage_sharing_no_word_with_the_question_gives_way_to_the_next_one() -> None:
    """A document's title chunk states the topic in its heading only; the answer quotes the next passage."""
    title = Evidence(chunk_id="c0", doc_id="test:lakeview.md", text="Reposted for the county bulletin.",
                     header_path="Lakeview, Oregon: summer watering days")
    text, citations = extract("which days is summer watering for an address ending in 7 in lakeview",
                              [title, _passage(SCHEDULE)])
    assert "Wednesday and Sunday" in text and "bulletin" not in text, text
    assert [c.chunk_id for c in citations] == ["c1"]


def test_a_full_stop_of_an_abbreviation_does_not_end_the_sentence() -> None:
    """"as of 5 p.m. April 23" cut at "p.m." quoted a ban's start without its date; "St. Paul" and "U.S." cut a
    sentence in two. A sentence that really ends with a time or a single capital still ends there."""
    assert sentences("A burn ban began as of 5 p.m. April 23 and was extended to May 7. It covers fire pits.") == [
        "A burn ban began as of 5 p.m. April 23 and was extended to May 7.", "It covers fire pits."]
    assert sentences("The advisory ran to 8 a.m. Thursday. Centers stay open.")[0] == "The advisory ran to 8 a.m. Thursday."
    assert sentences("Residents of St. Paul move cars. The U.S. Forest Service closed it.") == [
        "Residents of St. Paul move cars.", "The U.S. Forest Service closed it."]
    assert sentences("Watering is allowed until 10 a.m. Residents may hand water.") == [
        "Watering is allowed until 10 a.m.", "Residents may hand water."]
    assert sentences("The zones are Zone C and Zone D. Every address has one.") == [
        "The zones are Zone C and Zone D.", "Every address has one."]


def test_a_passage_s_kept_sentences_are_not_changed_by_a_caller() -> None:
    text = "Burning is banned until Friday. Grills are allowed."
    first = sentences(text)
    first.append("a caller's own line")
    assert sentences(text) == ["Burning is banned until Friday.", "Grills are allowed."]


def test_a_run_of_initials_longer_than_the_window_looked_at_still_does_not_end_the_sentence() -> None:
    text = "Ask the A.B.C.D.E.F.G.H.I.J.K. Office about burning. It is open on Monday."
    assert sentences(text) == ["Ask the A.B.C.D.E.F.G.H.I.J.K. Office about burning.", "It is open on Monday."]
    assert sentences("Call the St. Paul office. Burning is allowed.") == \
        ["Call the St. Paul office.", "Burning is allowed."]
