"""Place questions end to end where linking decides the answer (issue 16), on the real stores.

The corpus is written here in the way agencies write: a county burn notice that names the regional air
district (whose name holds "Bay", "Area" and "Air"), and open-burning rules of two cities called
Springfield. The questions are typed the way residents type them.
"""

from __future__ import annotations

from typing import Iterator

import pytest

from engine import Engine
from tests.support.places import place_engine

SANTA_ROSA, SONOMA_COUNTY = "gn:5393287", "geo:US/California/Sonoma County"
SPRINGFIELD_IL, SPRINGFIELD_MO = "gn:4250542", "gn:4409896"

DOCS = {
    "sonoma_burn_notice.md": """# Sonoma County: residential burning suspended

Sonoma County Fire Prevention announces that residential burning of yard debris is suspended from
June 1 until the end of the fire season. Permissive burn days are set by the Bay Area Air Quality
Management District; on a no-burn day no outdoor burning of any kind is allowed. Agricultural burns
need a permit from the county fire marshal.
""",
    "springfield_il_burning.md": """# City of Springfield, Illinois: open burning

Residents may burn leaves inside the city limits of Springfield, Illinois only from October 15 to
November 30, between 8 a.m. and 5 p.m., and never on ozone action days.
""",
    "springfield_mo_burning.md": """# Springfield, Missouri: open burning ordinance

Open burning in Springfield, Missouri requires a permit from the Springfield Fire Department;
residents may burn leaves and brush piles from November 1 through March 31 when winds are under 15 mph.
""",
}


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    yield from place_engine(tmp_path_factory, "place-questions", DOCS)


def test_a_county_notice_naming_an_air_district_answers_a_town_in_the_county(engine: Engine) -> None:
    """"Bay Area Air Quality Management District" is no place of its own: the notice stays Sonoma County's."""
    answer = engine.ask("can i burn yard waste in santa rosa this summer?")
    assert SANTA_ROSA in {a.id for a in answer.scope}, answer.scope
    assert (answer.decision, answer.relation) == ("warn", "broader"), answer.explanation
    assert answer.citations[0].doc_id == "test:sonoma_burn_notice.md"
    assert SONOMA_COUNTY in answer.citations[0].node_ids
    assert "Sonoma County" in answer.explanation


def test_springfield_alone_names_both_springfields_of_the_corpus(engine: Engine) -> None:
    answer = engine.ask("When can I burn leaves in Springfield?")
    assert answer.decision == "warn", answer.explanation
    assert "Illinois" in answer.explanation and "Missouri" in answer.explanation
    cited = {c.doc_id for c in answer.citations}
    assert cited & {"test:springfield_il_burning.md", "test:springfield_mo_burning.md"}


def test_a_qualified_springfield_is_answered_from_its_own_rules(engine: Engine) -> None:
    answer = engine.ask("When can I burn leaves in Springfield IL?")
    assert (answer.decision, answer.relation) == ("answer", "exact"), answer.explanation
    assert answer.citations[0].doc_id == "test:springfield_il_burning.md"
    assert "Missouri" not in answer.explanation


def test_the_city_of_springfield_illinois_is_linked_to_that_city_only(engine: Engine) -> None:
    """GeoNames gives "City of Springfield" as an alias of a Minnesota town: the type word is read as one."""
    rows = engine.graph.query("MATCH (c:Chunk {doc_id: $doc})-[:ABOUT]->(n) RETURN DISTINCT n.id AS id",
                              {"doc": "test:springfield_il_burning.md"})
    assert {row["id"] for row in rows} == {SPRINGFIELD_IL, "geo:US/Illinois"}
