"""The hierarchy algorithms run against a store: in Cypher, or in memory on a cached copy.

``graph/hierarchy.py`` holds the pure algorithms; this module feeds them from the
graph. The in-memory DAG is for bulk work (ranking thousands of chunks); the
Cypher versions answer one pair without loading anything, and the tests check the
two agree.
"""

from __future__ import annotations

import math

import networkx as nx

from graph.hierarchy import ScopeDistance, build_dag, relation_of
from graph.store import GraphStore


def load_dag(store: GraphStore) -> nx.DiGraph:
    """The whole containment hierarchy as a child -> parent DiGraph."""
    rows = store.run("hierarchy_edges")
    dag = build_dag((row["child"], row["parent"]) for row in rows)
    return dag


def cypher_ancestors(store: GraphStore, scope_id: str) -> dict[str, int]:
    """Ancestors of ``scope_id`` (itself at 0) with shortest depths, computed by the graph store."""
    return {row["id"]: row["depth"] for row in store.run("ancestors", {"id": scope_id})}


def cypher_scope_distance(store: GraphStore, q: str, t: str) -> ScopeDistance:
    """δ and relation computed in Cypher (``lca.cypher`` and ``ancestors.cypher``)."""
    rows = store.run("lca", {"q": q, "t": t})
    relation = relation_of(q, t, cypher_ancestors(store, q), cypher_ancestors(store, t))
    if not rows:
        return ScopeDistance(math.inf, relation, None, math.inf, math.inf)
    row = rows[0]
    return ScopeDistance(row["delta"], relation, row["lca"], row["i_q"], row["i_t"])
