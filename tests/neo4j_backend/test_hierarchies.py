"""The three hierarchies on Neo4j: the same nodes and edges as the FalkorDB load of the same data, and the
Cypher scope distance / LCA / ancestors on Neo4j equal to networkx (graph/hierarchy.py) on random pairs."""

from __future__ import annotations

import random
from typing import Callable

import networkx as nx
import pytest

from engine import Engine
from graph.hierarchy import ancestor_depths, scope_distance
from graph.scopes import cypher_ancestors, cypher_scope_distance, load_dag

PAIRS = 25
SEED = 18
HIERARCHIES = {"places": ("Place",), "spbe": ("Framework", "Domain", "Aspect", "Indicator", "MaturityLevel"),
               "admissions": ("AdmissionScheme", "Institution", "Program", "Cutoff", "Community")}


@pytest.fixture
def dag(neo4j_engine: Engine) -> nx.DiGraph:
    return neo4j_engine.hierarchy()  # load_dag on Neo4j, cached by the engine until the next load


def _ids(engine: Engine, labels: tuple[str, ...]) -> list[str]:
    where = " OR ".join(f"n:{label}" for label in labels)
    return [row["id"] for row in engine.graph.query(f"MATCH (n:Scope) WHERE {where} RETURN n.id AS id ORDER BY id")]


@pytest.mark.parametrize("hierarchy", HIERARCHIES)
def test_each_hierarchy_has_the_falkordb_node_and_edge_counts(reference_engine: Engine, neo4j_engine: Engine,
                                                              hierarchy: str) -> None:
    labels = HIERARCHIES[hierarchy]
    on_neo4j = {label: neo4j_engine.stats()["nodes"].get(label) for label in labels}
    assert on_neo4j == {label: reference_engine.stats()["nodes"].get(label) for label in labels}
    assert all(on_neo4j.values()), on_neo4j
    assert _ids(neo4j_engine, labels) == _ids(reference_engine, labels)
    if hierarchy == "places":
        assert on_neo4j["Place"] > 20_000  # every US place of the offline gazetteer


def test_the_containment_edges_are_the_falkordb_ones(reference_engine: Engine, dag: nx.DiGraph) -> None:
    assert set(dag.edges) == set(load_dag(reference_engine.graph).edges)
    assert nx.is_directed_acyclic_graph(dag)


def _pairs_in_one_tree(dag: nx.DiGraph, rng: random.Random, roots: list[str]) -> list[tuple[str, str]]:
    """Two scopes under one root (a state, an SPBE domain, an institution): every relation but unrelated."""
    pairs = []
    for _ in range(PAIRS):
        root = rng.choice(roots)
        inside = sorted(nx.ancestors(dag, root) | {root})  # edges point child -> parent
        pairs.append((rng.choice(inside), rng.choice(inside)))
    return pairs


PAIR_KINDS: dict[str, Callable[[nx.DiGraph, random.Random], list[tuple[str, str]]]] = {
    "any-two-scopes": lambda dag, rng: [tuple(rng.sample(sorted(dag.nodes), 2)) for _ in range(PAIRS)],
    "within-a-us-state": lambda dag, rng: _pairs_in_one_tree(
        dag, rng, sorted(n for n in dag.predecessors("geo:US") if nx.ancestors(dag, n))),
    "within-spbe": lambda dag, rng: _pairs_in_one_tree(dag, rng, ["spbe:framework:permenpanrb-59-2020"]),
    "within-admissions": lambda dag, rng: _pairs_in_one_tree(dag, rng, ["tnea:scheme"]),
    "scope-and-its-ancestor": lambda dag, rng: [
        (node, rng.choice(sorted(nx.descendants(dag, node) | {node})))
        for node in rng.sample(sorted(dag.nodes), PAIRS)],
}


@pytest.mark.parametrize("kind", PAIR_KINDS)
def test_cypher_scope_distance_on_neo4j_equals_networkx(neo4j_engine: Engine, reference_engine: Engine,
                                                        dag: nx.DiGraph, kind: str) -> None:
    pairs = PAIR_KINDS[kind](dag, random.Random(f"{SEED}-{kind}"))
    for q, t in pairs:
        expected = scope_distance(dag, q, t)
        got = cypher_scope_distance(neo4j_engine.graph, q, t)
        assert got == expected, (q, t)
        assert got == cypher_scope_distance(reference_engine.graph, q, t), (q, t)


def test_cypher_ancestors_on_neo4j_equal_networkx(neo4j_engine: Engine, dag: nx.DiGraph) -> None:
    rng = random.Random(SEED)
    for node in rng.sample(sorted(dag.nodes), 2 * PAIRS):
        assert cypher_ancestors(neo4j_engine.graph, node) == ancestor_depths(dag, node), node
