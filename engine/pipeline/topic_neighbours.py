"""Answerability by comparison: a passage in scope as close to the topic as the other places' closest passages.

``answerability.judge`` asks whether one of a passage's sentences carries most of the topic's words, or sits
within a fixed cosine of it. People ask in words the notices do not use ("air conditioned" for "cooling
centers", "sprinklers" for "irrigation", "how much water per worker" for "drinking water ... per employee"),
and all-MiniLM-L6-v2 rates the right sentence 0.44-0.59 to such a topic, as it rates sentences on other
points: no fixed cosine separates them.

What does separate them is the rest of the corpus. A question's unfiltered vector look finds the passages
closest to its topic anywhere; when the in-scope passage is about as close to the topic as the closest of
those (other places' notices on the same subject), it is on the subject asked, worded differently. When it is
on another subject (a water notice for "cooling centers"), the other places' cooling notices sit far above it.
Two guards keep a passage on a neighbouring point out: it must hold some of the topic's own words, and not
much fewer of them than another place's passage that states the topic (the rule of ``outstated_share``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from engine.models import Evidence
from engine.pipeline.answerability import OUTSTATED_MARGIN, OUTSTATED_RATIO, Judgement

# The in-scope passage's cosine to the topic (its best child's) may sit this far below the best other place's.
NEIGHBOUR_MARGIN = 0.10
# ... and must be at least this close itself: below it, the nearest passages anywhere are only loosely related.
NEIGHBOUR_FLOOR = 0.40
# ... and its best sentence must carry at least this share of the topic's weight (about a third): a snow-routes
# notice is as "close" to the one-word topic "fireworks" as another city's fireworks ban, and holds none of it.
NEIGHBOUR_SHARE = 0.30


def as_close_as_elsewhere(evidence: Sequence[Evidence], others: Sequence[Evidence],
                          judged: dict[str, Judgement]) -> dict[str, Judgement]:
    """The judgements of ``evidence`` (in scope) that this comparison turns into answers, by chunk id.

    ``others``: the passages about other places the same looks found, with their judgements in ``judged``.
    It is a last resort: when a passage in scope states the topic in words or in meaning, nothing changes (that
    passage is quoted first, as before); with no other place's passage to compare with there is no reference."""
    if not others or any(judged[e.chunk_id].answers for e in evidence if e.chunk_id in judged):
        return {}
    reference = max(o.cosine for o in others)
    turned = {}
    for item in evidence:
        judgement = judged.get(item.chunk_id)
        if judgement is None:
            continue
        # what the other places' passages about as close to the topic state of it (``outstated_share``)
        stated_elsewhere = max((judged[o.chunk_id].outstating for o in others if o.chunk_id in judged
                                and judged[o.chunk_id].answers and o.cosine >= item.cosine - OUTSTATED_MARGIN),
                               default=0.0)
        needed = max(NEIGHBOUR_SHARE, OUTSTATED_RATIO * stated_elsewhere)
        if item.cosine >= max(NEIGHBOUR_FLOOR, reference - NEIGHBOUR_MARGIN) and judgement.share >= needed:
            turned[item.chunk_id] = replace(judgement, answers=True, by="neighbours")
    return turned
