"""The graph walk: from the question's anchors to the nodes whose passages may answer it.

Only nodes that have passages are worth walking to (``Corpus.linked_nodes``). For each
anchor, every linked node of the same hierarchy gets its scope distance δ and relation
(graph/hierarchy.py, on the cached DAG): the anchor itself is exact, its ancestors are
broader, its descendants narrower, the rest disjoint (or unrelated: another country).
Candidates for the filtered vector search are the exact, broader and narrower ones.

A passage linked to several nodes is judged per *slot* (the kind of anchor: place,
indicator, program, community, ...): within a slot the passage's best node counts (a text
naming Paradise and California is about Paradise); across slots the worst counts (the
right college but another program is another program). Slots the passage says nothing
about are ignored; a passage that names nothing of any slot is "unscoped" (general text). Unless the
question names a maturity level or a cutoff itself, a passage's levels and cutoffs count as their
indicator or program (a level list is about its indicator, not narrower than it). A
passage is judged by its most specific nodes: naming "Butte County, California" puts it in
Butte County, not in California; but a list of three or more places right inside one it names is that
place's (a county's notice of its cities' rules is the county's, as its document says).
"""

from __future__ import annotations

import heapq
import math
from dataclasses import dataclass
from typing import Iterable, Sequence

import networkx as nx

from engine.models import Anchor, WalkedNode
from graph.hierarchy import Relation, ancestor_depths, relation_of, _lca
from loaders.link import hierarchy_family

# How good a relation is for answering, best first: exact answers; broader/narrower warn.
RANK = {"exact": 0, "narrower": 1, "broader": 1, "unscoped": 2, "disjoint": 3, "unrelated": 3}
IN_SCOPE = frozenset({Relation.EXACT, Relation.BROADER, Relation.NARROWER})
DETAIL_KINDS = ("level", "cutoff")
# A passage naming this many places inside one place it also names is that place's passage: a county's notice
# listing its cities' own rules ("Vancouver: banned. Camas: July 4, 9 a.m. to midnight ...") is the county's, as
# its document says, and a question about one of the cities is answered with a warning (broader).
LISTED_PLACES = 3


@dataclass(frozen=True)
class Step:
    """One anchor -> node measurement."""

    anchor: str
    node: str
    relation: Relation
    delta: float
    lca: str | None


@dataclass
class Judgement:
    """A passage's relation to the question: the relation name, δ, and the nodes it was measured between."""

    relation: str
    delta: float | None
    anchor: str | None
    node: str | None
    lca: str | None


class GraphWalk:
    """δ and relation from every anchor to every linked node of its hierarchy, memoised per corpus."""

    def __init__(self, dag: nx.DiGraph, linked_nodes: Iterable[str]) -> None:
        self.dag = dag
        self._linked = list(linked_nodes)
        self._by_family: dict[str, list[str]] = {}
        for node in self._linked:
            self._by_family.setdefault(hierarchy_family(node), []).append(node)
        self._up: dict[str, dict[str, int]] = {}
        self._steps: dict[str, dict[str, Step]] = {}
        self._covered: set[str] | None = None

    def up(self, node: str) -> dict[str, int]:
        cached = self._up.get(node)
        if cached is None:
            cached = self._up[node] = ancestor_depths(self.dag, node)
        return cached

    def covers(self, node: str) -> bool:
        """Whether passages are linked to ``node`` or to a node inside it (built on first use, per corpus)."""
        if self._covered is None:
            self._covered = {up for linked in self._linked for up in self.up(linked)}
        return node in self._covered

    def steps(self, anchor: str) -> dict[str, Step]:
        """node -> Step for every linked node in the anchor's hierarchy."""
        cached = self._steps.get(anchor)
        if cached is not None:
            return cached
        up_q = self.up(anchor)
        steps = {}
        if anchor.startswith("branch:"):  # a branch with no college: every program of it is the anchor itself
            suffix = f":program:{anchor.split(':', 1)[1]}"
            steps = {node: Step(anchor, node, Relation.EXACT, 0, node)
                     for node in self._by_family.get("tnea", []) if node.endswith(suffix)}
            self._steps[anchor] = steps
            return steps
        for node in self._by_family.get(hierarchy_family(anchor), []):
            up_t = self.up(node)
            relation = relation_of(anchor, node, up_q, up_t)
            lca = _lca(up_q, up_t)
            delta = math.inf if lca is None else lca[1] + lca[2]
            steps[node] = Step(anchor, node, relation, delta, None if lca is None else lca[0])
        self._steps[anchor] = steps
        return steps

    def candidates(self, anchors: Sequence[Anchor]) -> list[str]:
        """Linked nodes exact, broader or narrower to any anchor: the filter of the vector search."""
        found: dict[str, None] = {}
        for anchor in anchors:
            for node, step in self.steps(anchor.id).items():
                if step.relation in IN_SCOPE:
                    found[node] = None
        return list(found)

    def nearest(self, anchors: Sequence[Anchor], limit: int) -> list[WalkedNode]:
        """The ``limit`` candidates nearest an anchor (by δ, then id), each with its δ and relation to
        the nearest one: what the walk found, for the answer's trace and the explorer."""
        best: dict[str, Step] = {}
        for anchor in anchors:
            for node, step in self.steps(anchor.id).items():
                if step.relation in IN_SCOPE and (node not in best or step.delta < best[node].delta):
                    best[node] = step
        nearest = heapq.nsmallest(limit, best, key=lambda node: (best[node].delta, node))
        return [WalkedNode(id=node, delta=best[node].delta, relation=best[node].relation.value,
                           anchor=best[node].anchor) for node in nearest]

    def judge(self, anchors: Sequence[Anchor], node_ids: Sequence[str]) -> Judgement:
        """The relation of a passage linked to ``node_ids``: best node per slot, worst slot overall."""
        if not any(a.kind in DETAIL_KINDS for a in anchors):  # a level list speaks for its indicator
            node_ids = list(dict.fromkeys(undetailed(n) for n in node_ids))
        node_ids = self.as_listed(node_ids)
        worst: Judgement | None = None
        for kind, group in _slots(anchors).items():
            best: Judgement | None = None
            for anchor in group:
                steps = self.steps(anchor.id)
                for node in node_ids:
                    step = steps.get(node)
                    if step is None:
                        continue
                    judged = Judgement(step.relation.value, step.delta, anchor.id, node, step.lca)
                    if best is None or _key(judged) < _key(best):
                        best = judged
            if best is not None and (worst is None or _key(best) > _key(worst)):
                worst = best
        return worst or Judgement("unscoped", None, None, None, None)


    def most_specific(self, node_ids: Sequence[str]) -> list[str]:
        """The passage's scope: its nodes that are not an ancestor of another of its nodes.

        A notice naming "Butte County, California" is about Butte County, not about California;
        the same rule as a document's scope (loaders/link/scope.py: document_scope).
        """
        covered: set[str] = set()
        for node in node_ids:
            covered.update(a for a, depth in self.up(node).items() if depth > 0)
        return [node for node in node_ids if node not in covered]

    def as_listed(self, node_ids: Sequence[str]) -> list[str]:
        """The passage's scope (``most_specific``), with ``LISTED_PLACES`` or more places right inside a place the
        passage also names read as that place: a list of a county's cities is about the county."""
        specific = self.most_specific(node_ids)
        named = set(node_ids)
        groups: dict[str, list[str]] = {}
        for node in specific:
            if hierarchy_family(node) != "place":
                continue
            parents = [up for up, depth in self.up(node).items() if depth == 1 and up in named]
            if parents:  # a list is of places right inside the one named (a county's cities), not a state's towns
                groups.setdefault(min(parents), []).append(node)
        lists = [parent for parent, listed in groups.items() if len(listed) >= LISTED_PLACES]
        if not lists:
            return specific
        listed = {node for parent in lists for node in groups[parent]}
        return [node for node in specific if node not in listed] + lists


def undetailed(node_id: str) -> str:
    """A maturity level or a cutoff as its indicator or program ("spbe:indicator:13:level:2" -> indicator 13).

    >>> undetailed("spbe:indicator:13:level:2"), undetailed("tnea:college:1:program:CS:cutoff:2024:GEN:BC")
    ('spbe:indicator:13', 'tnea:college:1:program:CS')
    """
    for marker in (":level:", ":cutoff:"):
        if marker in node_id:
            return node_id.split(marker, 1)[0]
    return node_id


def _slots(anchors: Sequence[Anchor]) -> dict[str, list[Anchor]]:
    slots: dict[str, list[Anchor]] = {}
    for anchor in anchors:
        slots.setdefault(anchor.kind, []).append(anchor)
    return slots


def _key(judged: Judgement) -> tuple[int, float]:
    return RANK[judged.relation], judged.delta if judged.delta is not None else math.inf
