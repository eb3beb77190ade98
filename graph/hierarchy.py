"""Ancestor chains, lowest common ancestors and scope distance over a containment DAG.

The DAG is a ``networkx.DiGraph`` whose edges point from child to parent, for every
hierarchy in the graph at once (places, SPBE indicators, programs). A node may have
several parents (a city in two counties), so a node's "chain" is the set of its
ancestors, each at its shortest depth.

Scope distance (from the GeoRisk-RAG design): for a question scope ``q`` and a text
scope ``t``, take the common ancestor ``a`` minimising ``i_q + i_t`` where ``i_x`` is
the depth of ``a`` above ``x``; then ``δ = i_q + i_t`` (∞ when there is none).

>>> g = nx.DiGraph([("paradise", "butte"), ("butte", "california"), ("chico", "butte"),
...                 ("california", "us"), ("oregon", "us")])
>>> scope_distance(g, "paradise", "california")
ScopeDistance(delta=2, relation=<Relation.BROADER: 'broader'>, lca='california', i_q=2, i_t=0)
>>> scope_distance(g, "paradise", "chico").relation
<Relation.DISJOINT: 'disjoint'>
>>> scope_distance(g, "paradise", "oregon").delta
4
"""

from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass
from enum import Enum
from typing import Hashable, Iterable

import networkx as nx

Node = Hashable


class Relation(str, Enum):
    """How a text's scope ``t`` relates to a question's scope ``q``."""

    EXACT = "exact"  # t is q
    BROADER = "broader"  # t contains q (a state rule for a city question)
    NARROWER = "narrower"  # q contains t (a city notice for a state question)
    DISJOINT = "disjoint"  # shared ancestor, neither contains the other (a sibling county)
    UNRELATED = "unrelated"  # no common ancestor at all


@dataclass(frozen=True)
class ScopeDistance:
    """δ and the relation, with the LCA and its depth above each side (for explanations)."""

    delta: float
    relation: Relation
    lca: Node | None
    i_q: float
    i_t: float


def ancestor_depths(dag: nx.DiGraph, node: Node) -> dict[Node, int]:
    """Every ancestor of ``node`` (itself included, at depth 0) with its shortest depth.

    >>> ancestor_depths(nx.DiGraph([("a", "b"), ("b", "c"), ("a", "c")]), "a")
    {'a': 0, 'b': 1, 'c': 1}
    """
    if node not in dag:
        parent = unlisted_parent(node)
        if parent is None or parent not in dag:
            return {node: 0}
        return {node: 0, **{up: depth + 1 for up, depth in ancestor_depths(dag, parent).items()}}
    depths = {node: 0}
    queue = deque([node])
    while queue:  # BFS upwards: the first visit of a node is its shortest depth
        current = queue.popleft()
        for parent in dag.successors(current):
            if parent not in depths:
                depths[parent] = depths[current] + 1
                queue.append(parent)
    return depths


# A place a passage names that the place hierarchy lacks ("Sturgeon County" with Alberta loaded, not its counties)
# is linked as a node of its own right inside the place the document names: "geo:CA/Alberta~Sturgeon County". It is
# no graph node (loading it would make every other document's links stale); its ancestors are its parent's, one
# deeper, so an Alberta question finds its passage narrower and an Edmonton question finds it a sibling.
UNLISTED = "~"


def unlisted_id(parent: str, name: str) -> str:
    """The id of the place ``name`` inside ``parent`` that the hierarchy lacks.

    >>> unlisted_id("geo:CA/Alberta", "Sturgeon County")
    'geo:CA/Alberta~Sturgeon County'
    """
    return f"{parent}{UNLISTED}{name}"


def unlisted_parent(node: Node) -> str | None:
    """The parent of an unlisted place's id (``unlisted_id``), None for any other node."""
    if not isinstance(node, str) or UNLISTED not in node:
        return None
    return node.rsplit(UNLISTED, 1)[0]


def unlisted_name(node: Node) -> str | None:
    """The name of an unlisted place's id (``unlisted_id``), None for any other node."""
    if not isinstance(node, str) or UNLISTED not in node:
        return None
    return node.rsplit(UNLISTED, 1)[1]


def ancestor_chain(dag: nx.DiGraph, node: Node) -> list[Node]:
    """Ancestors ordered from the node itself up to the roots (by depth, then id).

    >>> ancestor_chain(nx.DiGraph([("paradise", "butte"), ("butte", "california")]), "paradise")
    ['paradise', 'butte', 'california']
    """
    depths = ancestor_depths(dag, node)
    return sorted(depths, key=lambda a: (depths[a], str(a)))


def lowest_common_ancestor(dag: nx.DiGraph, q: Node, t: Node) -> tuple[Node, int, int] | None:
    """The common ancestor minimising ``i_q + i_t`` (ties: smaller ``i_q``, then id), or None.

    The tie-break matches ``cypher/common/lca.cypher`` so both give the same answer.
    """
    return _lca(ancestor_depths(dag, q), ancestor_depths(dag, t))


def _lca(up_q: dict[Node, int], up_t: dict[Node, int]) -> tuple[Node, int, int] | None:
    common = up_q.keys() & up_t.keys()
    if not common:
        return None
    best = min(common, key=lambda a: (up_q[a] + up_t[a], up_q[a], str(a)))
    return best, up_q[best], up_t[best]


def relation_of(q: Node, t: Node, up_q: dict[Node, int], up_t: dict[Node, int]) -> Relation:
    """The relation of ``t`` to ``q`` from their ancestor-depth maps (``ancestor_depths``).

    Containment decides it, not which LCA won a tie: a DAG can reach t by a longer path.
    """
    if q == t:
        return Relation.EXACT
    if t in up_q:
        return Relation.BROADER
    if q in up_t:
        return Relation.NARROWER
    if up_q.keys() & up_t.keys():
        return Relation.DISJOINT
    return Relation.UNRELATED


def scope_distance(dag: nx.DiGraph, q: Node, t: Node) -> ScopeDistance:
    """δ(q, t) = i_q + i_t at the lowest common ancestor, with the relation; ∞ when unrelated."""
    up_q, up_t = ancestor_depths(dag, q), ancestor_depths(dag, t)
    relation = relation_of(q, t, up_q, up_t)
    lca = _lca(up_q, up_t)
    if lca is None:
        return ScopeDistance(math.inf, relation, None, math.inf, math.inf)
    node, i_q, i_t = lca
    return ScopeDistance(i_q + i_t, relation, node, i_q, i_t)


def build_dag(edges: Iterable[tuple[Node, Node]]) -> nx.DiGraph:
    """A child -> parent DiGraph from ``(child, parent)`` pairs; refuses cycles (a hierarchy has none)."""
    dag = nx.DiGraph()
    dag.add_edges_from(edges)
    if not nx.is_directed_acyclic_graph(dag):
        cycle = nx.find_cycle(dag)
        raise ValueError(f"the containment hierarchy has a cycle: {cycle}")
    return dag
