"""Property-based tests (hypothesis): scope detection, the cutoff formula, LCA/δ and the result serializer.

What already exists and is not repeated: tests/graph/test_hierarchy.py (δ symmetric, δ = 0 iff exact, broader /
narrower iff containment, δ minimal, on random integer DAGs), tests/loaders/test_admissions.py (the current
formula stays in 0..200 and grows with maths). Added here: scope detection on arbitrary text, every
shipped formula monotone in every mark and equal to its published definition, the relation fully
determined by the ancestor chains, the Cypher LCA agreeing with networkx on random multi-parent DAGs,
and any Answer surviving strict JSON.
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Iterator

import networkx as nx
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from engine.models import Anchor, Answer, Citation, Evidence
from engine.pipeline.scope import ScopeDetector
from graph.errors import InputError
from graph.store.falkordb import FalkorDBStore
from graph.hierarchy import Relation, ancestor_chain, ancestor_depths, scope_distance
from graph.scopes import cypher_scope_distance
from loaders.sources.admissions import formulas
from tests.conftest import loaded_store

# -- scope detection -----------------------------------------------------------------------------------

FRAGMENTS = ["Paradise, California", "Springfield, Illinois", "Chico", "Butte County", "Indikator 13", "indicator 16",
             "Aspek 2", "Domain 3", "level 4", "CSE", "ECE", "MBC", "bc", "sc", "OC", "PSG Tech", "CEG", "college 1",
             "2024", "1999", "maths 98", "physics: 95", "chemistry=96", "cutoff", "rank", "fee", "which branches",
             "San José", "São Paulo", "東京", "சென்னை", "🔥", "\u202e", "\u200b", "\n", "  ", "'", '"', "`", "$x", "}"]


@st.composite
def questions(draw: st.DrawFn) -> str:
    """Arbitrary text, or fragments the detector knows glued with arbitrary text (so rules fire)."""
    if draw(st.booleans()):
        return draw(st.text(max_size=200))
    parts = draw(st.lists(st.one_of(st.sampled_from(FRAGMENTS), st.text(max_size=12)), max_size=12))
    glue = draw(st.sampled_from([" ", ", ", "", " and ", "\n"]))
    return glue.join(parts)


@pytest.fixture(scope="module")
def detector(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ScopeDetector]:
    with loaded_store(tmp_path_factory.mktemp("properties") / "graph", spbe=True, admissions=True) as store:
        yield ScopeDetector.from_store(store)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(questions())
def test_scope_detection_never_crashes_and_spans_point_into_the_question(detector: ScopeDetector,
                                                                         question: str) -> None:
    scope = detector.detect(question)
    slots = detector.slots(question)
    for slot in slots:
        assert 0 <= slot.start < slot.end <= len(question)
        assert question[slot.start:slot.end] == slot.text
    assert all(a.end <= b.start for a, b in zip(slots, slots[1:]))  # in order, not overlapping
    for mention in detector.linker.gazetteer.find(question):
        assert question[mention.start:mention.end] == mention.surface
    for anchor in scope.anchors:
        assert 0 <= anchor.confidence <= 1 and anchor.id
        assert anchor.surface is None or anchor.surface in question
    assert all(str(year) in question for year in scope.years)
    assert scope.location_dependent == bool(scope.of_kind("place"))
    json.dumps(scope.model_dump(mode="json"), allow_nan=False)


# -- the cutoff formula -----------------------------------------------------------------------------------

# The published definitions (docs/admissions.md): subject marks on the formula's scale, cutoff out of 200.
PUBLISHED = {
    "Maths/2 + Physics/4 + Chemistry/4": lambda m, p, c: m / 2 + p / 4 + c / 4,
    "Maths + Physics/2 + Chemistry/2": lambda m, p, c: m + p / 2 + c / 2,
}


@pytest.mark.parametrize("formula", formulas(), ids=lambda f: f.expression)
@settings(max_examples=200, deadline=None)
@given(data=st.data())
def test_every_shipped_formula_is_its_published_definition_in_range_and_monotone(formula, data) -> None:
    marks = st.floats(0, formula.subject_max, allow_nan=False)
    maths, physics, chemistry = data.draw(marks), data.draw(marks), data.draw(marks)
    cutoff = formula.cutoff(maths, physics, chemistry)
    assert 0 <= cutoff <= 200
    assert cutoff == pytest.approx(PUBLISHED[formula.expression](maths, physics, chemistry), abs=1e-3)
    bump = data.draw(st.floats(0, formula.subject_max, allow_nan=False))
    for index in range(3):  # raising any one mark never lowers the cutoff
        raised = [maths, physics, chemistry]
        raised[index] = max(raised[index], bump)
        assert formula.cutoff(*raised) >= cutoff
    top = formula.subject_max
    assert formula.cutoff(top, top, top) == 200.0 and formula.cutoff(0, 0, 0) == 0.0


@pytest.mark.parametrize("formula", formulas(), ids=lambda f: f.expression)
@given(mark=st.one_of(st.floats(max_value=-1e-9), st.floats(min_value=200.001), st.just(math.nan)))
def test_marks_outside_the_scale_are_refused(formula, mark: float) -> None:
    assume(not 0 <= mark <= formula.subject_max)
    with pytest.raises(InputError, match="outside 0.."):
        formula.cutoff(mark, 0, 0)


# -- LCA and δ ------------------------------------------------------------------------------------------


@st.composite
def multi_parent_dags(draw: st.DrawFn) -> nx.DiGraph:
    """DAGs with string ids where many nodes have two or more parents (edges go from i to j < i)."""
    size = draw(st.integers(min_value=2, max_value=9))
    dag = nx.DiGraph()
    dag.add_nodes_from(f"n{i}" for i in range(size))
    for child in range(1, size):
        parents = draw(st.sets(st.integers(0, child - 1), max_size=3))
        dag.add_edges_from((f"n{child}", f"n{parent}") for parent in parents)
    return dag


def _expected_relation(q: str, t: str, up_q: set[str], up_t: set[str]) -> Relation:
    """The relation read off the ancestor chains alone."""
    if q == t:
        return Relation.EXACT
    if t in up_q:
        return Relation.BROADER
    if q in up_t:
        return Relation.NARROWER
    return Relation.DISJOINT if up_q & up_t else Relation.UNRELATED


@settings(max_examples=300, deadline=None)
@given(multi_parent_dags(), st.data())
def test_relation_and_delta_follow_the_ancestor_chains(dag: nx.DiGraph, data: st.DataObject) -> None:
    q, t = data.draw(st.sampled_from(sorted(dag))), data.draw(st.sampled_from(sorted(dag)))
    chain_q, chain_t = ancestor_chain(dag, q), ancestor_chain(dag, t)
    assert chain_q[0] == q and set(chain_q) == nx.descendants(dag, q) | {q}  # edges point child -> parent
    depths = ancestor_depths(dag, q)
    assert [depths[a] for a in chain_q] == sorted(depths[a] for a in chain_q)
    distance, back = scope_distance(dag, q, t), scope_distance(dag, t, q)
    assert distance.relation is _expected_relation(q, t, set(chain_q), set(chain_t))
    assert distance.delta == back.delta and (distance.delta == 0) == (q == t)
    if distance.relation is Relation.UNRELATED:
        assert distance.lca is None and math.isinf(distance.delta)
    else:
        assert distance.lca in set(chain_q) & set(chain_t)
        assert distance.delta == distance.i_q + distance.i_t and min(distance.i_q, distance.i_t) >= 0


def _load_dag(store: FalkorDBStore, dag: nx.DiGraph) -> None:
    """The DAG through the production place statements (places_merge, places_link)."""
    store.query("MATCH (n) DETACH DELETE n", write=True)
    list(store.run_batches("places_merge", ({"id": n, "props": {"name": n, "kind": "locality"}} for n in dag), 100))
    list(store.run_batches("places_link", ({"child": c, "parent": p} for c, p in dag.edges), 100))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(dag=multi_parent_dags())
def test_cypher_lca_agrees_with_networkx_on_random_multi_parent_dags(store: FalkorDBStore, dag: nx.DiGraph) -> None:
    _load_dag(store, dag)
    for q in dag:
        for t in dag:
            memory, graph = scope_distance(dag, q, t), cypher_scope_distance(store, q, t)
            assert (graph.relation, graph.delta, graph.lca) == (memory.relation, memory.delta, memory.lca), (q, t)


# -- the result serializer --------------------------------------------------------------------------------

any_float = st.floats(allow_nan=True, allow_infinity=True)
ids = st.text(min_size=1, max_size=40)  # quotes, backslashes, NULs, any script
texts = st.text(max_size=60)
citations = st.builds(Citation, doc_id=ids, chunk_id=st.none() | ids, page=st.none() | st.integers(0, 10**6),
                      pages=st.lists(st.integers(0, 10**6), max_size=3), node_ids=st.lists(ids, max_size=3),
                      quote=st.none() | texts)
evidence = st.builds(Evidence, chunk_id=ids, doc_id=ids, text=texts, score=any_float, cosine=any_float,
                     delta=st.none() | any_float, node_ids=st.lists(ids, max_size=3))
anchors = st.builds(Anchor, id=ids, kind=texts, how=texts, confidence=any_float, surface=st.none() | texts)
answers = st.builds(Answer, question=texts, standalone_question=texts, answer=texts,
                    decision=st.sampled_from(["answer", "warn", "abstain"]),
                    citations=st.lists(citations, max_size=3), retrieved=st.lists(ids, max_size=3),
                    scope=st.lists(anchors, max_size=3), evidence=st.lists(evidence, max_size=3),
                    timings=st.dictionaries(texts, any_float, max_size=4), notes=st.lists(texts, max_size=2),
                    route=st.sampled_from(["general", "audit", "admissions", "place"]))


def _floats(value) -> list[float]:
    if isinstance(value, float):
        return [value]
    if isinstance(value, dict):
        return [f for v in value.values() for f in _floats(v)]
    if isinstance(value, list):
        return [f for v in value for f in _floats(v)]
    return []


@settings(max_examples=300, deadline=None)
@given(answers)
def test_any_answer_is_strict_json_and_round_trips_with_its_ids(answer: Answer) -> None:
    contract = answer.contract()
    text = json.dumps(contract, allow_nan=False, ensure_ascii=False)
    back = json.loads(text)
    assert back == contract and all(math.isfinite(f) for f in _floats(back))
    assert [c["chunk_id"] for c in back["citations"]] == [c.chunk_id for c in answer.citations]
    assert [c["node_ids"] for c in back["citations"]] == [c.node_ids for c in answer.citations]
    assert back["retrieved"] == answer.retrieved and [e["chunk_id"] for e in back["evidence"]] == \
        [e.chunk_id for e in answer.evidence]
    raw = answer.model_dump(mode="json")
    if all(math.isfinite(f) for f in _floats(raw)):  # (null stands for NaN/inf: only finite answers re-validate)
        assert Answer.model_validate(back).contract() == contract  # a consumer can read it back unchanged
    else:
        assert len(_floats(back)) < len(_floats(raw))  # each non-finite float became null
