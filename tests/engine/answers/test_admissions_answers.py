"""Computed admissions answers: every number equals the shipped CSV cell it cites, the eligibility
list is the one the CSV gives, the formula follows the year, and what the data lacks is reported."""

from __future__ import annotations

import csv

import pytest

from engine.answers.admissions import (CutoffRow, check_known, eligibility, format_cutoffs, format_eligibility,
                               format_fees, lookup_cutoffs, lookup_fees)
from graph.errors import InputError
from graph.store.falkordb import FalkorDBStore
from loaders.sources.admissions import COMMUNITIES, formula_for, sample_path

SAMPLE = sample_path()
CEG = "University Departments of Anna University Chennai - CEG Campus, Guindy"


@pytest.fixture(scope="module")
def loaded(admissions_store: FalkorDBStore) -> FalkorDBStore:
    """The shipped sample (tests/engine/answers/conftest.py), shared by the read-only tests of this file."""
    return admissions_store


def physical_line(number: int) -> dict[str, str]:
    """Line ``number`` of the sample file (1 = the header), read as text and parsed on its own."""
    lines = SAMPLE.read_text(encoding="utf-8").splitlines()
    header = next(csv.reader([lines[0]]))
    return dict(zip(header, next(csv.reader([lines[number - 1]]))))


def csv_rows() -> list[dict[str, str]]:
    with SAMPLE.open(newline="", encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def cell(college: str, branch: str, community: str, year: int) -> tuple[str, str]:
    """(mark text, rank text) of one cell of the CSV."""
    [row] = [r for r in csv_rows() if (r["college_code"], r["branch_code"], int(r["year"])) == (college, branch, year)]
    return row[f"{community}_cutoff_mark"], row[f"{community}_closing_rank"]


def assert_cites_its_row(row: CutoffRow) -> None:
    citation = row.citation()
    assert citation.doc_id == "data:tnea_sample_illustrative.csv"
    assert citation.chunk_id is None and citation.node_ids == [row.cutoff_id]
    assert citation.row == f"tnea_sample_illustrative.csv line {row.source_line}"
    line = physical_line(row.source_line)
    assert (line["college_code"], line["branch_code"], int(line["year"]), line["quota"]) == (
        row.institution_code, row.branch_code, row.year, row.quota)
    assert float(line[f"{row.community}_cutoff_mark"]) == row.mark
    assert int(line[f"{row.community}_closing_rank"]) == row.closing_rank
    assert citation.quote == (f"{row.community}_cutoff_mark={line[f'{row.community}_cutoff_mark']}, "
                              f"{row.community}_closing_rank={line[f'{row.community}_closing_rank']}")


# -- lookups -----------------------------------------------------------------------------------

@pytest.mark.parametrize("college, branch, community, year", [
    ("1", "CS", "MBC", 2024), ("1", "CS", "OC", 2023), ("4", "IT", "BCM", 2023), ("2006", "ME", "ST", 2024),
    ("2007", "EC", "SCA", 2023), ("2006", "EE", "BC", 2024), ("4", "ME", "SC", 2024)])
def test_cutoff_lookup_equals_the_csv_cell(loaded: FalkorDBStore, college: str, branch: str, community: str,
                                            year: int) -> None:
    mark, rank = cell(college, branch, community, year)
    [row] = lookup_cutoffs(loaded, institution_ids=[f"tnea:college:{college}"], branch_codes=[branch],
                           program_ids=None, communities=[community], years=[year])
    assert (row.mark, row.closing_rank) == (float(mark), int(rank))
    assert (row.institution_code, row.branch_code, row.community, row.year, row.quota) == (
        college, branch, community, year, "GEN")
    assert row.cutoff_id == f"tnea:college:{college}:program:{branch}:cutoff:{year}:GEN:{community}"
    assert_cites_its_row(row)
    text = format_cutoffs([row])
    assert f"cutoff mark {mark} out of 200, closing rank {rank}" in text  # as stored, never mixed
    assert "Sample data, illustrative values" in text


def test_every_cutoff_comes_back_once_and_cites_the_line_that_holds_it(loaded: FalkorDBStore) -> None:
    rows = lookup_cutoffs(loaded, institution_ids=None, branch_codes=None, program_ids=None, communities=None,
                          years=None)
    cells = sum(1 for r in csv_rows() for c in COMMUNITIES if r[f"{c}_cutoff_mark"])
    assert len(rows) == len({r.cutoff_id for r in rows}) == cells
    for row in rows:
        assert_cites_its_row(row)


def test_lookup_is_sorted_by_institution_program_community_then_newest_year(loaded: FalkorDBStore) -> None:
    rows = lookup_cutoffs(loaded, branch_codes=["cs", "ME"], communities=["st", "OC", "MBC"], years=None)
    keys = [(int(r.institution_code), r.branch_code, COMMUNITIES.index(r.community), -r.year) for r in rows]
    assert keys == sorted(keys)
    assert {r.branch_code for r in rows} == {"CS", "ME"} and {r.community for r in rows} == {"OC", "MBC", "ST"}
    assert [r.year for r in rows[:2]] == [2024, 2023]


def test_fees_equal_the_csv_and_a_year_without_fees_is_reported(loaded: FalkorDBStore) -> None:
    fees = lookup_fees(loaded, institution_ids=["tnea:college:2006"], branch_codes=["CS"], years=None)
    [fee] = fees
    line = physical_line(fee.source_line)
    assert (line["college_code"], line["branch_code"], line["year"]) == ("2006", "CS", "2024")
    assert fee.amount_inr == int(line["fee_inr"]) and fee.year == 2024
    assert fee.citation().row == f"tnea_sample_illustrative.csv line {fee.source_line}"
    assert f"fee INR {line['fee_inr']}" in format_fees(fees)
    assert not any(r["fee_inr"] for r in csv_rows() if r["year"] == "2023")
    assert lookup_fees(loaded, institution_ids=["tnea:college:2006"], branch_codes=["CS"], years=[2023]) == []
    assert check_known(loaded, None, ["CS"], ["tnea:college:2006"], years=[2023], fees=True) == [
        "no fee data for the programs asked in 2023"]
    assert check_known(loaded, None, ["CS"], ["tnea:college:2006"], years=[2024], fees=True) == []


# -- what the data lacks -------------------------------------------------------------------------

def test_unknown_branch_at_an_institution_is_reported(loaded: FalkorDBStore) -> None:
    assert not [r for r in csv_rows() if r["college_code"] == "1" and r["branch_code"] == "IT"]
    it_name = next(r["branch_name"] for r in csv_rows() if r["branch_code"] == "IT")  # the branch by its name too
    assert it_name.upper() == "INFORMATION TECHNOLOGY"
    assert check_known(loaded, ["MBC"], ["IT"], ["tnea:college:1"]) == [
        f"no program 'IT' at {CEG} (college 1); IT is Information Technology"]
    assert lookup_cutoffs(loaded, institution_ids=["tnea:college:1"], branch_codes=["IT"], communities=["MBC"],
                          years=None) == []
    assert check_known(loaded, None, ["AE"], None) == ["no program 'AE' in the data"]
    assert check_known(loaded, None, ["CS"], ["tnea:college:99"]) == [
        "institution 'tnea:college:99' is not in the data"]
    assert check_known(loaded, ["MBC"], ["CS", "IT"], ["tnea:college:4"], years=[2024]) == []


def test_unknown_community_and_missing_year_are_reported(loaded: FalkorDBStore) -> None:
    problems = check_known(loaded, ["XYZ", "MBC"], None, None, years=[2019, 2024])
    assert problems == ["community 'XYZ' is not in the data (known: OC, BC, BCM, MBC, SC, SCA, ST)",
                        "no cutoff data for 2019 (the data has: 2023, 2024)"]
    assert check_known(loaded, ["MBC"], ["CS"], ["tnea:college:1"], years=[2019]) == [
        "no cutoff data for 2019 for the programs asked (they have: 2023, 2024)"]


def test_no_allotment_cell_is_reported_not_guessed(loaded: FalkorDBStore) -> None:
    assert cell("2007", "CS", "ST", 2024) == ("", "")
    assert lookup_cutoffs(loaded, institution_ids=["tnea:college:2007"], branch_codes=["CS"], communities=["ST"],
                          years=[2024]) == []
    [problem] = check_known(loaded, ["ST"], ["CS"], ["tnea:college:2007"], years=[2024])
    assert problem.startswith("no ST cutoff for Computer Science and Engineering (CS) at Coimbatore Institute")
    assert "in 2024 (no allotment" in problem


# -- eligibility ---------------------------------------------------------------------------------

def expected_eligible(community: str, cutoff: float) -> list[tuple[str, str, int, float, int]]:
    """Computed from the CSV alone: each program's latest year, its mark there, reached, most competitive first."""
    latest: dict[tuple[str, str], dict[str, str]] = {}
    for row in csv_rows():
        key = (row["college_code"], row["branch_code"])
        if key not in latest or int(row["year"]) > int(latest[key]["year"]):
            latest[key] = row
    reached = [(college, branch, int(row["year"]), float(row[f"{community}_cutoff_mark"]),
                int(row[f"{community}_closing_rank"]))
               for (college, branch), row in latest.items()
               if row[f"{community}_cutoff_mark"] and float(row[f"{community}_cutoff_mark"]) <= cutoff]
    return sorted(reached, key=lambda r: (-r[3], r[4], int(r[0]), r[1]))


def test_eligibility_lists_exactly_the_programs_at_or_below_the_cutoff(loaded: FalkorDBStore) -> None:
    # 98 + 96.5/2 + 96/2 = 194.25: between CIT IT (MBC 194.5 in 2024) and the programs that closed at 194.0.
    marks_2024 = sorted({float(r["MBC_cutoff_mark"]) for r in csv_rows() if r["year"] == "2024"})
    assert 194.0 in marks_2024 and 194.5 in marks_2024 and not any(194.0 < m < 194.5 for m in marks_2024)
    result = eligibility(loaded, maths=98, physics=96.5, chemistry=96, community="MBC")
    assert result.cutoff == 194.25 and result.year == 2024 and result.year_basis == "latest year with cutoff data"
    assert result.formula.expression == "Maths + Physics/2 + Chemistry/2"
    assert result.formula_source == "graph (CutoffFormula tnea:formula:2020)"
    got = [(r.institution_code, r.branch_code, r.year, r.mark, r.closing_rank) for r in result.programs]
    expected = expected_eligible("MBC", 194.25)
    assert got == expected and len(expected) >= 5
    assert got[0][3] == 194.0 and ("2007", "IT") not in {(g[0], g[1]) for g in got}
    assert result.problems == [] and result.known
    by_node_id = eligibility(loaded, maths=98, physics=96.5, chemistry=96, community="tnea:community:MBC")
    assert by_node_id.programs == result.programs
    for row in result.programs:
        assert_cites_its_row(row)
    text = format_eligibility(result)
    assert "your cutoff is 194.25 out of 200" in text and "Maths + Physics/2 + Chemistry/2" in text
    assert f"1. {result.programs[0].program_label}: 2024 GEN cutoff mark 194.0 out of 200, closing rank" in text
    assert "Sample data, illustrative values" in text


def test_eligibility_skips_a_program_with_no_allotment_in_that_community(loaded: FalkorDBStore) -> None:
    result = eligibility(loaded, maths=100, physics=100, chemistry=100, community="SCA", branch_codes=["me"])
    assert [(r.institution_code, r.branch_code) for r in result.programs] == [
        (c, b) for c, b, *_ in expected_eligible("SCA", 200.0) if b == "ME"]
    assert "2006" not in {r.institution_code for r in result.programs}  # PSG ME has no SCA cutoff
    assert any("PSG College of Technology" in note and "no SCA cutoff" in note for note in result.notes)
    assert result.problems == []


def test_formula_follows_the_year(loaded: FalkorDBStore) -> None:
    old = eligibility(loaded, maths=190, physics=180, chemistry=185, community="OC", year=2019)
    assert old.formula == formula_for(2019) and old.formula.expression == "Maths/2 + Physics/4 + Chemistry/4"
    assert old.cutoff == 190 / 2 + 180 / 4 + 185 / 4 == 186.25
    assert any("no cutoffs for 2019 or earlier" in note for note in old.notes)  # compared with the latest instead
    assert {r.year for r in old.programs + old.not_reached} == {2024}
    assert "each out of 200" in format_eligibility(old)

    new = eligibility(loaded, maths=95, physics=90, chemistry=92, community="OC", year=2023)
    assert new.formula == formula_for(2023) and new.cutoff == 95 + 45 + 46 == 186.0
    assert new.compared_up_to == 2023 and {r.year for r in new.programs + new.not_reached} == {2023}
    assert "each out of 100" in format_eligibility(new)
    with pytest.raises(InputError, match=r"Maths mark 190 is outside 0\.\.100"):
        eligibility(loaded, maths=190, physics=180, chemistry=185, community="OC", year=2023)


@pytest.mark.parametrize("marks, year, message", [
    ({"maths": 101, "physics": 90, "chemistry": 90}, None, r"Maths mark 101 is outside 0\.\.100"),
    ({"maths": 90, "physics": -1, "chemistry": 90}, 2024, r"Physics mark -1 is outside 0\.\.100"),
    ({"maths": 90, "physics": 90, "chemistry": 100.5}, 2020, r"Chemistry mark 100\.5 is outside 0\.\.100"),
    ({"maths": 90, "physics": 90, "chemistry": 201}, 2019, r"Chemistry mark 201 is outside 0\.\.200"),
])
def test_out_of_range_marks_are_an_input_error(loaded: FalkorDBStore, marks: dict[str, float], year: int | None,
                                               message: str) -> None:
    with pytest.raises(InputError, match=message):
        eligibility(loaded, community="MBC", year=year, **marks)


def test_a_year_no_formula_covers_is_an_input_error(loaded: FalkorDBStore) -> None:
    with pytest.raises(InputError, match="no TNEA cutoff formula is known for 1990"):
        eligibility(loaded, maths=150, physics=150, chemistry=150, community="MBC", year=1990)


def test_unknown_community_gets_no_list(loaded: FalkorDBStore) -> None:
    result = eligibility(loaded, maths=99, physics=99, chemistry=99, community="XYZ")
    assert result.programs == [] and result.not_reached == [] and not result.community_known
    assert result.problems == ["community 'XYZ' is not in the data (known: OC, BC, BCM, MBC, SC, SCA, ST)"]
    text = format_eligibility(result)
    assert "community 'XYZ' is not in the data" in text and "1. " not in text


def test_an_empty_graph_reports_no_data(store: FalkorDBStore) -> None:
    assert lookup_cutoffs(store, communities=["MBC"]) == []
    assert check_known(store, None, None, None)[0].startswith("there is no TNEA cutoff data in the graph")
    result = eligibility(store, maths=90, physics=90, chemistry=90, community="MBC")
    assert result.programs == [] and result.problems and result.cutoff == 180.0
    assert "cutoff_formulas.csv" in result.formula_source  # no CutoffFormula nodes: the shipped file

