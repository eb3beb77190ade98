"""Scope distance and relations on a hand-made DAG with two parents, plus invariants on random DAGs."""

from __future__ import annotations

import math

import networkx as nx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from graph.hierarchy import (Relation, ancestor_chain, ancestor_depths, build_dag, lowest_common_ancestor,
                             scope_distance, unlisted_id, unlisted_name, unlisted_parent)

# us <- california <- butte <- {paradise, chico};  us <- oregon;  us <- missouri <- {jackson, clay} <- kansas_city
# kansas_city has TWO parents (it spans Jackson and Clay counties). canada is a separate root.
HANDMADE_EDGES = [
    ("california", "us"), ("oregon", "us"), ("missouri", "us"),
    ("butte", "california"), ("paradise", "butte"), ("chico", "butte"),
    ("jackson", "missouri"), ("clay", "missouri"), ("kansas_city", "jackson"), ("kansas_city", "clay"),
    ("toronto", "ontario"), ("ontario", "canada"),
]

# (question scope, text scope, relation, δ, lca)
RELATION_TABLE = [
    ("paradise", "paradise", Relation.EXACT, 0, "paradise"),
    ("paradise", "butte", Relation.BROADER, 1, "butte"),
    ("paradise", "california", Relation.BROADER, 2, "california"),
    ("paradise", "us", Relation.BROADER, 3, "us"),
    ("california", "paradise", Relation.NARROWER, 2, "california"),
    ("us", "kansas_city", Relation.NARROWER, 3, "us"),
    ("paradise", "chico", Relation.DISJOINT, 2, "butte"),
    ("paradise", "oregon", Relation.DISJOINT, 4, "us"),
    ("kansas_city", "missouri", Relation.BROADER, 2, "missouri"),
    ("kansas_city", "jackson", Relation.BROADER, 1, "jackson"),
    ("kansas_city", "clay", Relation.BROADER, 1, "clay"),
    ("jackson", "clay", Relation.DISJOINT, 2, "missouri"),
    ("kansas_city", "paradise", Relation.DISJOINT, 6, "us"),
    ("paradise", "toronto", Relation.UNRELATED, math.inf, None),
]


@pytest.fixture(scope="module")
def dag() -> nx.DiGraph:
    return build_dag(HANDMADE_EDGES)


@pytest.mark.parametrize(("q", "t", "relation", "delta", "lca"), RELATION_TABLE)
def test_relation_table(dag: nx.DiGraph, q: str, t: str, relation: Relation, delta: float, lca: str | None) -> None:
    distance = scope_distance(dag, q, t)
    assert (distance.relation, distance.delta, distance.lca) == (relation, delta, lca)


def test_two_parents_both_in_the_chain(dag: nx.DiGraph) -> None:
    assert ancestor_depths(dag, "kansas_city") == {"kansas_city": 0, "clay": 1, "jackson": 1, "missouri": 2, "us": 3}
    assert ancestor_chain(dag, "kansas_city") == ["kansas_city", "clay", "jackson", "missouri", "us"]


def test_containment_wins_over_a_shorter_tie() -> None:
    # q reaches a in one hop and t in two; t is still an ancestor of q, so the relation is broader.
    dag = build_dag([("q", "a"), ("q", "x"), ("x", "t"), ("t", "a")])
    distance = scope_distance(dag, "q", "t")
    assert distance.relation is Relation.BROADER
    assert distance.delta == 2


def test_unknown_node_is_its_own_chain(dag: nx.DiGraph) -> None:
    assert scope_distance(dag, "atlantis", "us").relation is Relation.UNRELATED
    assert scope_distance(dag, "atlantis", "atlantis").relation is Relation.EXACT


def test_cycle_is_refused() -> None:
    with pytest.raises(ValueError, match="cycle"):
        build_dag([("a", "b"), ("b", "a")])


@st.composite
def random_dags(draw: st.DrawFn) -> nx.DiGraph:
    """Random DAGs: node i may point to any j < i (so edges always go 'up' and no cycle forms)."""
    size = draw(st.integers(min_value=1, max_value=12))
    edges = [(i, j) for i in range(size) for j in range(i) if draw(st.booleans())]
    dag = nx.DiGraph()
    dag.add_nodes_from(range(size))
    dag.add_edges_from(edges)
    return dag


@settings(max_examples=200, deadline=None)
@given(random_dags(), st.data())
def test_invariants_on_random_dags(dag: nx.DiGraph, data: st.DataObject) -> None:
    q = data.draw(st.sampled_from(sorted(dag.nodes)))
    t = data.draw(st.sampled_from(sorted(dag.nodes)))
    forward, backward = scope_distance(dag, q, t), scope_distance(dag, t, q)
    assert forward.delta == backward.delta  # δ is symmetric
    assert (forward.delta == 0) == (q == t) == (forward.relation is Relation.EXACT)
    ancestors_q, ancestors_t = nx.descendants(dag, q) | {q}, nx.descendants(dag, t) | {t}
    if q != t:
        assert (forward.relation is Relation.BROADER) == (t in ancestors_q)
        assert (forward.relation is Relation.NARROWER) == (q in ancestors_t)
    mirrored = {Relation.BROADER: Relation.NARROWER, Relation.NARROWER: Relation.BROADER}
    assert backward.relation is mirrored.get(forward.relation, forward.relation)
    if forward.relation is Relation.UNRELATED:
        assert math.isinf(forward.delta) and not (ancestors_q & ancestors_t)
    else:
        lca, i_q, i_t = lowest_common_ancestor(dag, q, t)
        assert lca in ancestors_q & ancestors_t
        assert i_q == nx.shortest_path_length(dag, q, lca) and i_t == nx.shortest_path_length(dag, t, lca)
        best = min(nx.shortest_path_length(dag, q, a) + nx.shortest_path_length(dag, t, a)
                   for a in ancestors_q & ancestors_t)
        assert forward.delta == best


def test_an_unlisted_place_is_one_level_inside_its_parent() -> None:
    """A township the hierarchy lacks, inside Butte County: a California question finds it narrower, a Paradise
    question a sibling (the township may not hold Paradise), and its own id is exact."""
    dag = build_dag(HANDMADE_EDGES)
    township = unlisted_id("butte", "Concow Township")
    assert (unlisted_parent(township), unlisted_name(township)) == ("butte", "Concow Township")
    assert ancestor_depths(dag, township) == {township: 0, "butte": 1, "california": 2, "us": 3}
    assert scope_distance(dag, "california", township).relation is Relation.NARROWER
    assert scope_distance(dag, "butte", township).delta == 1
    assert scope_distance(dag, "paradise", township).relation is Relation.DISJOINT
    assert scope_distance(dag, township, township).relation is Relation.EXACT
    assert unlisted_parent("butte") is None and ancestor_depths(dag, "nowhere~X") == {"nowhere~X": 0}
