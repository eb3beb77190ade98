"""Whether an everyday-word region code after a name is the code or the word (place_resolver.code_after): what
follows it, and where a question's place names start ("medford or portland" is a conjunction, "columbus in july"
a preposition, "marquette mi brush pile" Michigan's code). Split from gazetteer.py and place_resolver.py.
"""

from __future__ import annotations

import calendar
import re
from typing import Callable, Sequence

from loaders.link.place_table import PlaceMention
from loaders.link.word_frequency import zipf_frequency

# After a connective code or a word abbreviation ("mass", "ill", "wash"), a word this frequent in English, a
# number or a calendar word says the code is the word: "in the", "or any", "in 2025", "in july", "or not".
FUNCTION_WORD_ZIPF = 5.5
CALENDAR_WORDS = frozenset(w.lower() for w in (*calendar.month_name[1:], *calendar.month_abbr[1:],
                                               *calendar.day_name, *calendar.day_abbr,
                                               "spring", "summer", "fall", "autumn", "winter"))
NEXT_WORD = re.compile(r"[ \t]+(\w[\w'’-]*)")
# A question word after a word abbreviation opens the question ("salem mass what hours ..."): no phrase "mass what"
# or "ill when". Not after a connective code: "columbus in what county" asks where Columbus is.
QUESTION_WORDS = frozenset("what when where which how who why".split())


def name_starts(text: str, found: Sequence[PlaceMention], held: Sequence[PlaceMention],
                is_code: Callable[[str], bool]) -> frozenset[int]:
    """Where place names start, for the test "is the word after a code another place?" ("medford or portland"):
    every name found, and a held lower-case name only when a place or a region code comes right after it too
    ("portland me portland oregon"), not an ordinary word alone ("marquette mi brush pile": Brush, Colorado is no
    place there)."""
    starts = {m.start for m in (*found, *held)}

    def leads(name: PlaceMention) -> bool:
        after = NEXT_WORD.match(text, name.end)
        return after is not None and (after.start(1) in starts or is_code(after.group(1)))

    return frozenset({m.start for m in found} | {h.start for h in held if leads(h)})


def reads_as_code(text: str, end: int, follows: frozenset[int], connective: bool = True) -> bool:
    """Whether an everyday-word code ending at ``end`` reads as a code: the text ends or breaks off after it,
    or the next word is neither another place nor a word that the everyday word commonly leads into (a question
    word may follow a word abbreviation, not a ``connective`` one: ``QUESTION_WORDS``)."""
    after = NEXT_WORD.match(text, end)
    if after is None:
        return True
    word = after.group(1).lower()
    if not connective and word in QUESTION_WORDS:
        return after.start(1) not in follows
    return not (after.start(1) in follows or word[0].isdigit() or word in CALENDAR_WORDS
                or zipf_frequency(word, "en") >= FUNCTION_WORD_ZIPF)
