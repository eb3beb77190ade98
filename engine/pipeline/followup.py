"""Follow-up rewriting: "what about ECE?" after a cutoff question becomes a standalone question.

A follow-up ("what about ECE?", "and for SC?", "in 2023?") is rewritten into a standalone
question without an LLM by carrying the previous standalone question over and replacing
the words of each slot the follow-up names (branch, community, institution, place, year,
indicator, level); a slot the previous question did not have is added. The engine keeps
the original question for the answer and retrieves with the standalone one. The turns come
from the session memory (``engine.stores.sessions``).
"""

from __future__ import annotations

import re
from typing import Sequence

from engine.models import Slot

FOLLOW_UP_RE = re.compile(r"^\s*(?:(?:and|but|also|so)\b|what about\b|how about\b|what of\b|same\b|"
                          r"what if\b|then\b|dan\b|bagaimana dengan\b)", re.IGNORECASE)
# "in 2023?", "for SC?": a follow-up only when short ("In Paradise, what are the routes?" is not one)
SHORT_FOLLOW_UP_RE = re.compile(r"^\s*(?:for|in|at|with|untuk|di)\b", re.IGNORECASE)
SLOT_JOINERS = {"year": "in", "community": "for", "place": "in", "institution": "at", "branch": "for",
                "indicator": "for", "aspect": "for", "domain": "for", "level": "at"}


def is_follow_up(question: str, slots: Sequence[Slot]) -> bool:
    """A follow-up leans on the previous question: it opens like one, or it is a few words naming a slot."""
    words = len(question.split())
    if FOLLOW_UP_RE.match(question):
        return words <= 12
    if SHORT_FOLLOW_UP_RE.match(question):
        return words <= 5
    return words <= 4 and bool(slots)


def rewrite(previous: str, previous_slots: Sequence[Slot], question: str, slots: Sequence[Slot]) -> str:
    """The previous standalone question with the follow-up's slots put in.

    >>> rewrite("What is the MBC cutoff for CSE?", [Slot("community", 12, 15, "MBC"), Slot("branch", 27, 30, "CSE")],
    ...         "what about ECE?", [Slot("branch", 11, 14, "ECE")])
    'What is the MBC cutoff for ECE?'
    >>> rewrite("What is the MBC cutoff for CSE?", [Slot("community", 12, 15, "MBC")], "and in 2023?",
    ...         [Slot("year", 7, 11, "2023")])
    'What is the MBC cutoff for CSE in 2023?'
    """
    replacements: list[tuple[Slot, str]] = []  # (slot of the previous question, new words)
    additions: list[str] = []
    for slot in slots:
        if any(old.kind == slot.kind for old, _ in replacements):
            additions.append(slot.text)  # "ECE and EEE": the second one joins the first
            continue
        same = [s for s in previous_slots if s.kind == slot.kind]
        if same:
            replacements.append((same[-1], slot.text))
        else:
            additions.append(f"{SLOT_JOINERS.get(slot.kind, 'for')} {slot.text}")
    text = previous
    for old, words in sorted(replacements, key=lambda r: -r[0].start):  # right to left keeps offsets valid
        text = text[:old.start] + words + text[old.end:]
    if additions:
        stem = text.rstrip(" ?.!")
        tail = text[len(stem):]
        text = f"{stem} {' '.join(additions)}{tail}"
    return text
