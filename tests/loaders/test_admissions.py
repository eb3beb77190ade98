"""TNEA admissions: institutions -> programs -> cutoffs match the CSV exactly; bad files change nothing."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from graph.errors import InputError
from graph.store.falkordb import FalkorDBStore
from loaders.sources.admissions import COMMUNITIES, REQUIRED_COLUMNS, formula_for, formulas, load_admissions, sample_path


def _sample_rows() -> list[dict[str, str]]:
    with sample_path().open(newline="", encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def _node_count(store: FalkorDBStore) -> int:
    return store.query("MATCH (n) RETURN count(n) AS c")[0]["c"]


def test_every_cutoff_cell_is_in_the_graph_exactly(store: FalkorDBStore) -> None:
    load_admissions(store)
    expected = {}
    for row in _sample_rows():
        for community in COMMUNITIES:
            if row[f"{community}_cutoff_mark"]:
                key = (int(row["year"]), row["college_code"], row["branch_code"], community)
                expected[key] = (float(row[f"{community}_cutoff_mark"]), int(row[f"{community}_closing_rank"]))
    rows = store.query(
        "MATCH (i:Institution)-[:OFFERS]->(p:Program)-[:HAS_CUTOFF]->(k:Cutoff)-[:FOR_COMMUNITY]->(c:Community) "
        "RETURN k.year AS year, i.code AS college, p.branch_code AS branch, c.code AS community, "
        "k.mark AS mark, k.closing_rank AS rank")
    got = {(r["year"], r["college"], r["branch"], r["community"]): (r["mark"], r["rank"]) for r in rows}
    assert got == expected
    assert any(not row["ST_cutoff_mark"] for row in _sample_rows())  # the sample has "no allotment" cells


def test_cutoffs_cite_their_row_and_formula(store: FalkorDBStore) -> None:
    load_admissions(store)
    rows = store.run("program_cutoffs", {"college": "1", "branch": "CS", "community": "MBC"})
    assert [r["year"] for r in rows] == [2024, 2023]
    for row in rows:
        line = _sample_rows()[row["source_line"] - 2]
        assert (line["college_code"], line["branch_code"], int(line["year"])) == ("1", "CS", row["year"])
        assert float(line["MBC_cutoff_mark"]) == row["mark"]
    formula = store.query("MATCH (k:Cutoff {year: 2024})-[:USES_FORMULA]->(f) RETURN DISTINCT f.expression AS e")
    assert formula == [{"e": "Maths + Physics/2 + Chemistry/2"}]


def test_communities_have_reservation_shares(store: FalkorDBStore) -> None:
    load_admissions(store)
    rows = store.query("MATCH (c:Community) RETURN c.code AS code, c.reservation_pct AS pct")
    assert {r["code"] for r in rows} == set(COMMUNITIES)
    assert sum(r["pct"] for r in rows) == pytest.approx(100.0)


def test_reload_changes_nothing(store: FalkorDBStore) -> None:
    load_admissions(store)
    before = (_node_count(store), store.run("edge_counts"))
    load_admissions(store)
    assert (_node_count(store), store.run("edge_counts")) == before


def _write(tmp_path: Path, rows: list[list[str]], header: list[str] | None = None) -> Path:
    path = tmp_path / "cutoffs.csv"
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(header or list(REQUIRED_COLUMNS))
        writer.writerows(rows)
    return path


def _row(mark: str = "190.5", year: str = "2024") -> list[str]:
    return [year, "GEN", "9", "Test College", "CS", "Computer Science"] + [mark] * 7 + ["100"] * 7


def test_bad_number_names_file_line_and_column_and_writes_nothing(store: FalkorDBStore, tmp_path: Path) -> None:
    path = _write(tmp_path, [_row(), _row(mark="abc")])
    with pytest.raises(InputError, match=r"cutoffs\.csv:3 column OC_cutoff_mark: 'abc'"):
        load_admissions(store, path)
    assert _node_count(store) == 0


def test_missing_columns_are_listed(store: FalkorDBStore, tmp_path: Path) -> None:
    path = _write(tmp_path, [["2024"]], header=["year", "quota"])
    with pytest.raises(InputError, match="missing column.*college_code"):
        load_admissions(store, path)


def test_out_of_range_mark_and_unknown_year_are_refused(store: FalkorDBStore, tmp_path: Path) -> None:
    with pytest.raises(InputError, match="outside 0..200"):
        load_admissions(store, _write(tmp_path, [_row(mark="250")]))
    with pytest.raises(InputError, match="no TNEA cutoff formula is known for 1990"):
        load_admissions(store, _write(tmp_path, [_row(year="1990")]))
    assert _node_count(store) == 0


def test_formulas_are_year_dated_and_both_out_of_200() -> None:
    old, new = formula_for(2015), formula_for(2024)
    assert old.expression == "Maths/2 + Physics/4 + Chemistry/4"
    assert new.expression == "Maths + Physics/2 + Chemistry/2"
    assert old.cutoff(200, 200, 200) == new.cutoff(100, 100, 100) == 200.0
    assert new.cutoff(90, 80, 70) == 165.0
    assert old.cutoff(180, 160, 140) == 165.0
    with pytest.raises(InputError, match="outside 0..100"):
        new.cutoff(150, 80, 70)
    assert [f.valid_from for f in formulas()] == sorted(f.valid_from for f in formulas())


@given(st.floats(0, 100), st.floats(0, 100), st.floats(0, 100))
def test_current_cutoff_stays_in_range_and_grows_with_marks(maths: float, physics: float, chemistry: float) -> None:
    formula = formula_for(2024)
    cutoff = formula.cutoff(maths, physics, chemistry)
    assert 0 <= cutoff <= 200
    assert formula.cutoff(min(maths + 1, 100), physics, chemistry) >= cutoff
