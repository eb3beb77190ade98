"""Two places compared in one question ("cloncurry vs goondiwindi - what time can odd numbers use sprinklers",
"norfolk ne versus colwich ks: until when are fireworks allowed"): each place is asked on its own and the two
answers are given side by side.

Read as one question, its topic held the comparison's words ("vs", "which ... bigger") and no passage is about
both places, so it abstained although each place's passage states what was asked. A part is the question with
the two places replaced by one of them and without the words that only compare ("which", "bigger", "later").
The comparison answers only when both parts answer; it warns when one part only warns, and abstains, naming the
place, when a part abstains: half a comparison is not an answer.
"""

from __future__ import annotations

import re
from typing import Sequence

from engine.answers.base import AnswerCandidate
from engine.models import Answer, Slot
from loaders.link.word_frequency import zipf_frequency

VERSUS_RE = re.compile(r"\s+(?:vs\.?|versus|v/s)\s+", re.IGNORECASE)
# a place typed right after the connector when the linker did not read it as one: up to four words before the
# question goes on ("- what time", ": which", "?")
NEXT_WORDS_RE = re.compile(r"[^\s,:;?!()\-–—]+(?:\s+[^\s,:;?!()\-–—]+){0,3}")
# kind words a pair may share: "burleson vs ector county" compares two counties
SHARED_KINDS = ("county", "parish", "township", "borough", "district", "city", "town", "regency", "province")
# words that ask which of the two, not what: "which one", "whose", "more", "less" ...
ASKING_WHICH_RE = re.compile(r"\b(?:which|whose|who)(?:\s+one)?\b|\b(?:more|less|most|least|better|worse)\b",
                             re.IGNORECASE)
COMPARATIVE_RE = re.compile(r"\b[a-z]{3,}er\b", re.IGNORECASE)
SUPERLATIVE_ZIPF = 2.0  # "sooner"'s "soonest" 2.4, "stricter"'s 2.8; "dryer"'s "dryest" 1.2, "shower"'s 1.1
ORDER = {"abstain": 0, "warn": 1, "answer": 2}


def parts(question: str, slots: Sequence[Slot]) -> list[str] | None:
    """The question once per compared place, or None when it compares no two places with "vs"/"versus".

    >>> slots = [Slot("place", 0, 9, "cloncurry")]
    >>> parts("cloncurry vs goondiwindi - which sprinkler days are longer", slots)
    ['cloncurry - sprinkler days are', 'goondiwindi - sprinkler days are']
    """
    match = VERSUS_RE.search(question)
    if match is None:
        return None
    places = [s for s in slots if s.kind == "place"]
    left = next((s for s in places if s.end <= match.start() and not question[s.end:match.start()].strip(" ,")),
                None)
    if left is None:
        return None
    right = next((s for s in places if s.start >= match.end() and not question[match.end():s.start].strip()), None)
    if right is not None:
        right_text, end = question[right.start:right.end], right.end
    elif (words := NEXT_WORDS_RE.match(question, match.end())) is not None:
        right_text, end = words.group(0), words.end()
    else:
        return None
    left_text = question[left.start:left.end]
    kind = right_text.split()[-1].lower()
    if kind in SHARED_KINDS and not any(w.lower() in SHARED_KINDS for w in left_text.split()):
        left_text = f"{left_text} {right_text.split()[-1]}"  # "burleson" of "burleson vs ector county"
    before, after = question[:left.start], question[end:]
    return [_without_comparing(f"{before}{place}{after}") for place in (left_text, right_text)]


def _without_comparing(text: str) -> str:
    """``text`` without the words that only ask which of two: "which", "more", "bigger", "later"."""
    text = ASKING_WHICH_RE.sub("", text)
    text = COMPARATIVE_RE.sub(lambda m: "" if _comparative(m.group(0)) else m.group(0), text)
    return re.sub(r"\s{2,}", " ", text).strip()


def _comparative(word: str) -> bool:
    """Whether ``word`` is an adjective's or adverb's comparative: its superlative is a word ("later" -> "latest",
    "bigger" -> "biggest", "earlier" -> "earliest"); "owner", "corner" and "water" have none."""
    return zipf_frequency(word.lower()[:-2] + "est", "en") >= SUPERLATIVE_ZIPF


def combine(places: Sequence[str], answers: Sequence[Answer]) -> AnswerCandidate:
    """One candidate from the parts' answers (``places``: each part's place in words)."""
    decision = min((a.decision for a in answers), key=ORDER.__getitem__)
    if decision == "abstain":
        missing = [f"{place}: {a.explanation or a.answer}" for place, a in zip(places, answers)
                   if a.decision == "abstain"]
        explanation = f"Compared {' and '.join(places)}, but " + "; ".join(missing)
        return AnswerCandidate("abstain", explanation, [], explanation, relation="none",
                               generated_by=answers[0].generated_by,
                               retrieved=_merged([a.retrieved for a in answers]))
    text = "\n\n".join(f"{place}: {a.answer}" for place, a in zip(places, answers))
    relation = next((a.relation for a in answers if a.relation != "exact"), "exact")
    explanation = " ".join(f"{place}: {a.explanation}" for place, a in zip(places, answers) if a.explanation)
    return AnswerCandidate(decision, text, [c for a in answers for c in a.citations], explanation or
                           f"Compared {' and '.join(places)}: each answered from its own passages.",
                           relation=relation, generated_by=answers[0].generated_by,
                           retrieved=_merged([a.retrieved for a in answers]),
                           evidence=[e for a in answers for e in a.evidence])


def _merged(lists: Sequence[Sequence[str]]) -> list[str]:
    """Doc ids of several rankings, taking turns: each part's best first."""
    merged: dict[str, None] = {}
    for rank in range(max((len(x) for x in lists), default=0)):
        for ranking in lists:
            if rank < len(ranking):
                merged.setdefault(ranking[rank])
    return list(merged)
