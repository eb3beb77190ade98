"""The SPBE framework in the graph: shape, hierarchy, unverified rows marked, idempotent."""

from __future__ import annotations

import csv

from graph.store.falkordb import FalkorDBStore
from graph.scopes import cypher_ancestors
from loaders.datafiles import shipped
from loaders.sources.spbe import (CRITERIA_SAMPLE_FILE, GENERAL_LEVELS_FILE, criteria_lines, indicator_rows,
                                 level_rows, load_spbe)


def _counts(store: FalkorDBStore) -> tuple[dict[str, int], dict[str, int]]:
    nodes = {r["label"]: r["count"] for r in store.run("graph_counts")}
    edges = {r["type"]: r["count"] for r in store.run("edge_counts")}
    return nodes, edges


def test_shape_matches_the_framework(store: FalkorDBStore) -> None:
    load_spbe(store)
    nodes, edges = _counts(store)
    assert (nodes["Domain"], nodes["Aspect"], nodes["Indicator"], nodes["MaturityLevel"]) == (4, 8, 47, 235)
    assert edges["HAS_LEVEL"] == 235
    # Every indicator sits under exactly the aspect the CSV names.
    with shipped("spbe", "spbe_indicators.csv").open(newline="", encoding="utf-8") as handle:
        expected = {int(r["indicator_no"]): int(r["aspect_no"]) for r in csv.DictReader(handle)}
    rows = store.query("MATCH (i:Indicator)-[:PART_OF]->(a:Aspect) RETURN i.number AS i, a.number AS a")
    assert {r["i"]: r["a"] for r in rows} == expected


def test_indicator_12_chains_to_aspect_2_and_domain_2(store: FalkorDBStore) -> None:
    load_spbe(store)
    chain = cypher_ancestors(store, "spbe:indicator:12:level:3")
    assert chain == {"spbe:indicator:12:level:3": 0, "spbe:indicator:12": 1, "spbe:aspect:2": 2,
                     "spbe:domain:2": 3, "spbe:framework:permenpanrb-59-2020": 4}


def test_weights_add_up_and_glosses_are_marked_unofficial(store: FalkorDBStore) -> None:
    load_spbe(store)
    rows = store.query("MATCH (d:Domain) RETURN d.weight_pct AS w, d.name_en_status AS s")
    assert round(sum(r["w"] for r in rows), 6) == 100.0
    assert {r["s"] for r in rows} == {"unofficial gloss"}
    indicator_total = store.query("MATCH (i:Indicator) RETURN sum(i.weight_pct) AS w")[0]["w"]
    assert abs(indicator_total - 100.0) < 0.01


def test_unverified_values_are_marked_not_presented_as_fact(store: FalkorDBStore) -> None:
    load_spbe(store)
    rows = store.query("MATCH (v:IndexValue)-[:FOR_SCOPE]->(d:Domain {number: 2}) "
                       "RETURN v.year AS year, v.value AS value, v.verified AS verified ORDER BY year")
    assert [(r["year"], r["verified"]) for r in rows] == [(2021, False), (2022, False), (2023, False), (2024, False)]
    missing = store.query("MATCH (v:IndexValue {scope: 'national', year: 2019}) RETURN v.value AS value, "
                          "v.verified AS verified, v.status AS status")
    assert missing == [{"value": None, "verified": False, "status": "UNVERIFIED - not found"}]
    # Level 4-5 of the technical-function model have no sourced wording: no criteria invented.
    level = store.query("MATCH (l:MaturityLevel {id: 'spbe:indicator:32:level:5'}) "
                        "RETURN l.criteria AS criteria, l.verified AS verified")
    assert level == [{"criteria": None, "verified": False}]


def test_indicator_specific_criteria_win_over_general_ones(store: FalkorDBStore) -> None:
    load_spbe(store)
    rows = store.query("MATCH (l:MaturityLevel) WHERE l.id IN ['spbe:indicator:5:level:4', 'spbe:indicator:6:level:4'] "
                       "RETURN l.id AS id, l.criteria_scope AS scope, l.criteria AS criteria ORDER BY id")
    assert [r["scope"] for r in rows] == ["indicator", "general"]
    assert "Pusat Data Nasional" in rows[0]["criteria"]


def test_reload_changes_nothing(store: FalkorDBStore) -> None:
    load_spbe(store)
    before = _counts(store)
    stats = load_spbe(store)
    assert _counts(store) == before
    assert stats.nodes["Indicator"] == 47


def test_criteria_lines_point_at_the_rows_the_levels_are_loaded_from() -> None:
    own, general = criteria_lines()
    text = {name: shipped("spbe", name).read_text(encoding="utf-8").splitlines()
            for name in (CRITERIA_SAMPLE_FILE, GENERAL_LEVELS_FILE)}
    checked = 0
    for row in level_rows(indicator_rows()):
        props, number = row["props"], int(row["parent"].rsplit(":", 1)[-1])
        if not props["criteria"]:
            continue
        if props["criteria_scope"] == "indicator":
            name, line = CRITERIA_SAMPLE_FILE, own[(number, props["level"])]
        else:
            name, line = GENERAL_LEVELS_FILE, general[(props["maturity_model"], props["level"])]
        assert props["criteria"] in text[name][line - 1]
        checked += 1
    assert checked > 100
