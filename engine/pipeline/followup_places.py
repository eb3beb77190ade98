"""The slots of a follow-up as rewriting reads them: place names a place-only follow-up types in lower case,
places it is only near, and the region the previous question's place carries over (``rewrite`` in followup.py
puts them into the previous standalone question)."""

from __future__ import annotations

import dataclasses
import re
from typing import Sequence

from engine.models import Slot
from engine.pipeline.followup import CHAT_WORDS, HIERARCHIES
from engine.pipeline.scope import ScopeDetector, visible

# The words of a follow-up that only names a place: "and round rock?", "ok and what about over in bend",
# "same thing for broward?", "bagaimana dengan bogor?"
FOLLOW_UP_WORDS = frozenset({"and", "what", "about", "how", "also", "then", "so", "but", "same", "for", "in", "at",
                             "the", "dan", "bagaimana", "dengan", "kalau", "di", "untuk", "ok", "okay", "over", "up",
                             "down", "out", "there", "near", "around", "thing", "too", "please", "pls", "now"})
NEAR_RE = re.compile(r"\b(?:near|nearby|close\s+to|next\s+to|outside(?:\s+of)?|dekat)\s+(?:the\s+)?$", re.IGNORECASE)


def follow_up_slots(detector: ScopeDetector, question: str, previous_slots: Sequence[Slot],
                    slots: Sequence[Slot]) -> list[Slot]:
    """The follow-up's slots as rewriting reads them.

    * "and round rock?": a follow-up that is only a place name typed in lower case names a place, though
      linking leaves such a name out of a question that says nothing else (an ordinary-word test);
    * of two places, one it is only near ("and near salem in keizer") goes;
    * its bare place gets the region of the previous question's place when it lies inside it:
      "minneapolis?" after "cooling centers in hennepin county mn" reads "minneapolis mn"; a place outside
      that region ("and chicago?") goes without it.
    """
    gazetteer, text = detector.linker.gazetteer, visible(question)
    slots = list(slots)
    # "and near salem in keizer": the place it is near only says where the other is
    near = [s for s in slots if s.kind == "place" and NEAR_RE.search(text[:s.start])]
    slots = [s for s in slots if s not in near]
    admissions = any(HIERARCHIES.get(s.kind) == "admissions" for s in previous_slots)
    if not any(s.kind == "place" for s in slots):
        for start, end, _ in gazetteer.names_in(text):
            if any(start < s.end and s.start < end for s in [*slots, *near]):
                continue  # "and for SC?": the community's code, not South Carolina
            if admissions and question[start:end] in CHAT_WORDS:
                continue  # "2023 la?" after a cutoff question: the Tamil-English particle, not Louisiana
            rest = text[:start] + " " + text[end:]
            for slot in [*slots, *near]:
                rest = rest.replace(slot.text, " ")
            if set(re.findall(r"\w+", rest.lower())) <= FOLLOW_UP_WORDS:
                slots = sorted([*slots, Slot("place", start, end, question[start:end])], key=lambda s: s.start)
                break
    if not any(s.kind == "place" for s in slots):
        slots = sorted([*slots, *near], key=lambda s: s.start)  # "and near salem?": no other place to ask about
    regions = [s.region for s in previous_slots if s.kind == "place" and s.region]
    if not regions:
        return slots
    region_ids = {c for _, _, ids in gazetteer.names_in(visible(regions[-1])) for c in ids}
    carried = []
    for slot in slots:
        if slot.kind == "place" and not slot.region:
            said = visible(slot.text)
            links = gazetteer.resolve(gazetteer.find(said, question=True), said)  # the readings linking takes,
            places = ({c for link in links for c in (link.node_id, *(link.candidates if link.how == "ambiguous"
                                                                      else ()))}
                      or {c for _, _, ids in gazetteer.names_in(said) for c in ids})  # else any ("round rock")
            if detector.holds(region_ids, places):
                slot = dataclasses.replace(slot, text=f"{slot.text} {regions[-1]}", region=regions[-1])
        carried.append(slot)
    return carried
