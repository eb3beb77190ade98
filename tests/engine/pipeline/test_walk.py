"""The graph walk on a hand-made DAG: candidates, and a passage judged per slot."""

from __future__ import annotations

import networkx as nx

from engine.models import Anchor
from engine.pipeline.walk import GraphWalk

DAG = nx.DiGraph([("gn:paradise", "geo:US/CA/Butte"), ("gn:chico", "geo:US/CA/Butte"), ("geo:US/CA/Butte", "geo:US/CA"),
                  ("geo:US/CA/Tehama", "geo:US/CA"), ("geo:US/CA", "geo:US"), ("geo:US/OR", "geo:US"),
                  ("tnea:college:1:program:CS", "tnea:college:1"), ("tnea:college:1:program:EC", "tnea:college:1"),
                  ("tnea:college:1", "tnea:scheme")])
LINKED = ["gn:paradise", "gn:chico", "geo:US/CA/Butte", "geo:US/CA", "geo:US/CA/Tehama", "geo:US/OR",
          "tnea:college:1:program:CS", "tnea:college:1:program:EC", "tnea:community:MBC"]


def _anchor(node: str, kind: str) -> Anchor:
    return Anchor(id=node, kind=kind, how="test", confidence=1.0)


def test_candidates_are_the_anchor_its_ancestors_and_descendants_with_passages() -> None:
    walk = GraphWalk(DAG, LINKED)
    assert set(walk.candidates([_anchor("gn:paradise", "place")])) == {"gn:paradise", "geo:US/CA/Butte", "geo:US/CA"}
    assert set(walk.candidates([_anchor("geo:US/CA/Butte", "place")])) == {"gn:paradise", "gn:chico",
                                                                             "geo:US/CA/Butte", "geo:US/CA"}


def test_a_passage_is_judged_by_its_most_specific_node() -> None:
    walk = GraphWalk(DAG, LINKED)
    paradise = [_anchor("gn:paradise", "place")]
    assert walk.judge(paradise, ["geo:US/CA", "gn:paradise"]).relation == "exact"
    county = walk.judge(paradise, ["geo:US/CA/Butte", "geo:US/CA"])  # "Butte County, California" is about Butte
    assert (county.relation, county.delta, county.node) == ("broader", 1, "geo:US/CA/Butte")
    assert walk.judge(paradise, ["geo:US/CA/Tehama", "geo:US/CA"]).relation == "disjoint"
    assert walk.judge(paradise, ["geo:US/OR"]).delta == 4
    assert walk.judge(paradise, ["tnea:community:MBC"]).relation == "unscoped"  # another hierarchy says nothing
    assert walk.judge([_anchor("geo:US/CA", "place")], ["gn:chico"]).relation == "narrower"


def test_slots_best_within_worst_across() -> None:
    walk = GraphWalk(DAG, LINKED)
    asked = [_anchor("tnea:college:1:program:CS", "program"), _anchor("tnea:community:MBC", "community")]
    assert walk.judge(asked, ["tnea:college:1:program:CS"]).relation == "exact"  # community not named: ignored
    assert walk.judge(asked, ["tnea:college:1:program:EC", "tnea:community:MBC"]).relation == "disjoint"
    either = [_anchor("tnea:college:1:program:CS", "program"), _anchor("tnea:college:1:program:EC", "program")]
    assert walk.judge(either, ["tnea:college:1:program:EC"]).relation == "exact"  # one slot: best of its anchors


def test_nearest_lists_the_candidates_by_their_distance_to_the_nearest_anchor() -> None:
    walk = GraphWalk(DAG, LINKED)
    nearest = walk.nearest([_anchor("gn:paradise", "place")], limit=10)
    assert [(n.id, n.delta, n.relation) for n in nearest] == [
        ("gn:paradise", 0, "exact"), ("geo:US/CA/Butte", 1, "broader"), ("geo:US/CA", 2, "broader")]
    assert {n.id for n in nearest} == set(walk.candidates([_anchor("gn:paradise", "place")]))
    # two anchors: each node is measured from the nearer one; ties are broken by id; the limit cuts the farthest
    both = walk.nearest([_anchor("gn:paradise", "place"), _anchor("gn:chico", "place")], limit=3)
    assert [(n.id, n.delta, n.anchor) for n in both] == [
        ("gn:chico", 0, "gn:chico"), ("gn:paradise", 0, "gn:paradise"), ("geo:US/CA/Butte", 1, "gn:paradise")]
    assert walk.nearest([_anchor("tnea:community:MBC", "community")], limit=5)[0].relation == "exact"
    assert walk.nearest([], limit=5) == []
