"""The trie-shaped phrase regexes find exactly what the flat alternations they replace found."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from loaders.link.spbe_names import _form_regex
from loaders.link.vocabulary import phrase_regex

WORDS = st.sampled_from(["psg", "PSG", "tech", "Tech", "college", "of", "and", "data", "dat", "a", "it", "(ss)",
                         "c.e.g", "kota", "kot", "İstanbul", "&"])
PHRASES = st.lists(st.lists(WORDS, min_size=1, max_size=4).map(" ".join), min_size=1, max_size=12)
GAPS = st.sampled_from([" ", "  ", "\n", ", ", "-", " & ", "x", ""])


def flat_phrase_regex(phrases: list[str]) -> re.Pattern[str]:
    """What phrase_regex compiled before the trie: every phrase, longest first."""
    unique = sorted({" ".join(p.split()) for p in phrases}, key=lambda p: (-len(p), p))
    alternatives = (r"\s+".join(re.escape(word) for word in phrase.split(" ")) for phrase in unique)
    return re.compile(r"(?<!\w)(?:" + "|".join(alternatives) + r")(?!\w)", re.IGNORECASE)


def flat_form_regex(keys: list[str]) -> re.Pattern[str]:
    """What _form_regex compiled before the trie."""
    unique = sorted(set(keys), key=lambda k: (-len(k), k))
    words = (r"[\W_]+".join("(?:and|&)" if w == "and" else re.escape(w) for w in key.split(" ")) for key in unique)
    return re.compile(r"(?<!\w)(?:" + "|".join(words) + r")(?!\w)", re.IGNORECASE)


def spans(pattern: re.Pattern[str], text: str) -> list[tuple[int, int]]:
    return [m.span() for m in pattern.finditer(text)]


@settings(max_examples=300, deadline=None)
@given(PHRASES, st.lists(st.tuples(WORDS, GAPS), max_size=14))
def test_phrase_regex_matches_what_the_flat_alternation_matched(phrases: list[str], pieces) -> None:
    text = "".join(word + gap for word, gap in pieces)
    assert spans(phrase_regex(phrases), text) == spans(flat_phrase_regex(phrases), text)


@settings(max_examples=300, deadline=None)
@given(PHRASES, st.lists(st.tuples(WORDS, GAPS), max_size=14))
def test_form_regex_matches_what_the_flat_alternation_matched(phrases: list[str], pieces) -> None:
    keys = [" ".join(re.findall(r"\w+", p.lower())) for p in phrases]
    keys = [k for k in keys if k]
    text = "".join(word + gap for word, gap in pieces)
    if not keys:
        assert _form_regex(keys) is None
        return
    assert spans(_form_regex(keys), text) == spans(flat_form_regex(keys), text)


def test_the_longest_phrase_wins_where_phrases_share_a_start() -> None:
    pattern = phrase_regex(["PSG", "PSG College of Technology", "PSG College"])
    assert [m.group(0) for m in pattern.finditer("psg college of technology, PSG College of Arts, psgx, PSG")] == \
        ["psg college of technology", "PSG College", "PSG"]
