"""A question's places that the hierarchy lacks but the documents are about ("conewago twp adams county",
"Macomb Twp MI"): the question-side reading of ``loaders/link/place_unlisted.py``.

The linker links such a place in a document (an ``unlisted_id`` inside the region the document names); a question
names it by the same typed name. Only the corpus's own unlisted places can be named, so a question is read for them
again only when it holds the first word of one of their names: slots are read several times a question.
"""

from __future__ import annotations

import re
from typing import Iterable

from engine.models import Slot
from graph.hierarchy import ancestor_depths, unlisted_name
from loaders.document import Link
from loaders.link import Linker
from loaders.link.place_unlisted import UNLISTED_HOW, question_links, typed_names

PLACE_GAP = re.compile(r"\s*,?\s*\(?\s*")  # between a place and its region: "Salem, Oregon", "bend or", "X (IL)"


class UnlistedPlaces:
    """The corpus's unlisted places (``Pipeline`` sets them from the corpus's linked nodes) and how a question
    names them."""

    def __init__(self, linker: Linker) -> None:
        """``linker``: the scope detector's; its DAG and gazetteer are read when a question names an unlisted place."""
        self.linker = linker
        self.nodes = ()

    @property
    def nodes(self) -> tuple[str, ...]:
        return self._nodes

    @nodes.setter
    def nodes(self, nodes: Iterable[str]) -> None:
        self._nodes = tuple(nodes)
        typed = [t[0] for t in (typed_names(unlisted_name(n) or "", opens_name=None) for n in self._nodes) if t]
        self._first_words = {t.name.split()[0].lower() for t in typed}

    def may_name(self, question: str) -> bool:
        """Whether ``question`` holds the first word of an unlisted place's name: without one it names none."""
        lowered = question.lower()
        return any(first in lowered for first in self._first_words)

    def links(self, question: str, links: list[Link]) -> list[Link]:
        """``links`` (the linker's, of ``question``) with the unlisted places the question names
        (``place_unlisted.question_links``): "conewago twp adams county" is that township, not the county."""
        if not self.may_name(question):
            return links
        return question_links(question, self._nodes, links, lambda node: ancestor_depths(self.linker.dag, node))

    def slots(self, asked: str, question: str, links: list[Link]) -> list[Slot]:
        """A slot per unlisted place ``question`` names (``links`` as the linker gave them), with the region typed
        right after it ("Macomb Twp MI"): both say where, not what. ``asked``: the question as typed, of which
        ``question`` is the visible text (same offsets)."""
        slots = []
        for link in self.links(question, links):
            if link.how != UNLISTED_HOW or not link.span:
                continue
            slots.append(self._slot(asked, question, link))
        return slots

    def _slot(self, asked: str, question: str, link: Link) -> Slot:
        start, end = link.span  # type: ignore[misc]  # links without a span are skipped by the caller
        up = ancestor_depths(self.linker.dag, link.node_id)
        region = next(((s, e) for s, e, ids in self.linker.gazetteer.names_in(question)
                       if s >= end and PLACE_GAP.fullmatch(question[end:s]) and up.keys() & set(ids)), None)
        stop = region[1] if region else end
        return Slot("place", start, stop, asked[start:stop], region=asked[region[0]:region[1]] if region else "")

