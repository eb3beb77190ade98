"""Cypher and in-memory hierarchy algorithms agree, on a hand-made DAG and on the real hierarchies."""

from __future__ import annotations

import random

import pytest

from engine import Engine, Relation
from graph.store.falkordb import FalkorDBStore
from graph.hierarchy import scope_distance
from graph.scopes import cypher_ancestors, cypher_scope_distance, load_dag
from loaders.sources.admissions import load_admissions
from loaders.sources.spbe import load_spbe
from tests.graph.test_hierarchy import HANDMADE_EDGES, RELATION_TABLE


def _load_handmade(store: FalkorDBStore) -> None:
    """Write the hand-made two-parent DAG through the production place statements."""
    names = sorted({n for edge in HANDMADE_EDGES for n in edge})
    list(store.run_batches("places_merge", ({"id": n, "props": {"name": n, "kind": "locality"}} for n in names), 100))
    list(store.run_batches("places_link", ({"child": c, "parent": p} for c, p in HANDMADE_EDGES), 100))


@pytest.fixture
def full_store(store: FalkorDBStore) -> FalkorDBStore:
    _load_handmade(store)
    load_spbe(store)
    load_admissions(store)
    return store


@pytest.mark.parametrize(("q", "t", "relation", "delta", "lca"), RELATION_TABLE)
def test_cypher_relation_table(full_store: FalkorDBStore, q: str, t: str, relation: Relation, delta: float,
                               lca: str | None) -> None:
    distance = cypher_scope_distance(full_store, q, t)
    assert (distance.relation, distance.delta, distance.lca) == (relation, delta, lca)


def test_cypher_and_networkx_agree_on_random_pairs(full_store: FalkorDBStore) -> None:
    dag = load_dag(full_store)
    nodes = sorted(dag.nodes)
    rng = random.Random(20261202)
    pairs = [(rng.choice(nodes), rng.choice(nodes)) for _ in range(150)]
    pairs += [("spbe:indicator:13:level:2", "spbe:indicator:16"), ("tnea:college:1:program:CS:cutoff:2024:GEN:MBC",
                                                                   "tnea:college:1")]
    for q, t in pairs:
        in_memory, in_cypher = scope_distance(dag, q, t), cypher_scope_distance(full_store, q, t)
        assert (in_memory.delta, in_memory.relation, in_memory.lca) == \
               (in_cypher.delta, in_cypher.relation, in_cypher.lca), (q, t)
    assert {scope_distance(dag, q, t).relation for q, t in pairs} >= {Relation.DISJOINT, Relation.UNRELATED}


def test_ancestor_chains_agree(full_store: FalkorDBStore) -> None:
    dag = load_dag(full_store)
    from graph.hierarchy import ancestor_depths

    for node in ("kansas_city", "spbe:indicator:47:level:5", "tnea:college:2006:program:ME:cutoff:2024:GEN:SC"):
        assert cypher_ancestors(full_store, node) == ancestor_depths(dag, node)


def test_hierarchies_meet_across_sources_only_through_shared_roots(full_store: FalkorDBStore) -> None:
    indicator_13_vs_16 = cypher_scope_distance(full_store, "spbe:indicator:13", "spbe:indicator:16")
    assert indicator_13_vs_16.relation is Relation.DISJOINT and indicator_13_vs_16.lca == "spbe:domain:2"
    program_vs_college = cypher_scope_distance(full_store, "tnea:college:1:program:EC", "tnea:college:1")
    assert program_vs_college.relation is Relation.BROADER and program_vs_college.delta == 1
    assert cypher_scope_distance(full_store, "paradise", "spbe:indicator:12").relation is Relation.UNRELATED


def test_engine_caches_the_dag_until_the_next_load(tmp_path) -> None:
    with Engine.open(tmp_path / "data") as engine:
        engine.load_spbe()
        first = engine.hierarchy()
        assert engine.hierarchy() is first
        engine.load_admissions()
        second = engine.hierarchy()
        assert second is not first and "tnea:college:1" in second
        assert engine.scope_distance("spbe:indicator:12", "spbe:aspect:2").relation is Relation.BROADER
        assert engine.scope_distance("spbe:indicator:12", "spbe:aspect:2", in_memory=False).delta == 1
