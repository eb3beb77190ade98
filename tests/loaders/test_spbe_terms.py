"""Reviewed SPBE terms (issue 16): an indicator named only by a system, acronym or phrase a source ties to
it ("LPSE", "SRIKANDI", "SP4N-LAPOR!") is linked like its name; a number or a name in the same text wins.
Real embedded FalkorDB with the shipped SPBE framework loaded; every phrasing here is written for this test."""

from __future__ import annotations

from typing import Iterator

import pytest

from loaders.document import Link
from loaders.link.linker import Linker
from loaders.link.spbe_names import SpbeNames, form_key
from loaders.link.targets import read_indicator_terms
from tests.conftest import loaded_store


@pytest.fixture(scope="module")
def linker(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Linker]:
    with loaded_store(tmp_path_factory.mktemp("spbe-terms") / "graph", spbe=True) as graph_store:
        yield Linker.from_store(graph_store)


def named(links: list[Link]) -> dict[str, Link]:
    return {link.node_id: link for link in links if link.node_id.startswith("spbe:indicator:")
            and ":level:" not in link.node_id and link.how != "hierarchy"}


@pytest.mark.parametrize("question, number, term", [
    ("Apakah LPSE kabupaten kami sudah cukup untuk naik satu tingkat?", 35, "LPSE"),
    ("bukti dukung apa yang diminta kalau surat keluar sudah lewat Srikandi", 37, "SRIKANDI"),
    ("aduan warga masuk lewat SP4N LAPOR, bagaimana dinilainya?", 42, "SP4N-LAPOR!"),
    ("Does the APIP portal of our inspectorate count for the evaluation?", 39, "APIP"),
    ("portal open data kami: level berapa?", 43, "open data"),
])
def test_an_indicator_named_only_by_a_reviewed_term(linker: Linker, question: str, number: int, term: str) -> None:
    links = named(linker.link_question(question))
    assert set(links) == {f"spbe:indicator:{number}"}
    link = links[f"spbe:indicator:{number}"]
    assert link.how == "name" and "reviewed term" in link.reason and term in link.reason
    assert link.surface and link.surface.lower() in question.lower()


def test_generic_words_name_no_indicator(linker: Linker) -> None:
    """"aplikasi", "data", "layanan" fit many indicators: the file holds none of them, and they link nothing."""
    keys = {form_key(row["term"]) for row in read_indicator_terms()}
    assert keys and not keys & {"aplikasi", "data", "layanan", "sistem", "portal", "lapor"}
    assert all(row["source"].strip() for row in read_indicator_terms())
    assert not named(linker.link_question("aplikasi dan data apa saja yang dinilai pada layanan kami?"))


def test_a_number_or_a_name_wins_over_a_term(linker: Linker) -> None:
    assert set(named(linker.link_question("apakah SP4N-LAPOR dinilai?"))) == {"spbe:indicator:42"}
    assert set(named(linker.link_question("Indikator 28: apakah SP4N-LAPOR dinilai?"))) == {"spbe:indicator:28"}
    both = named(linker.link_question("layanan kearsipan berbasis elektronik kami memakai LPSE juga?"))
    assert set(both) == {"spbe:indicator:37"} and "reviewed term" not in both["spbe:indicator:37"].reason


def test_a_term_never_takes_a_form_a_name_gives() -> None:
    names = SpbeNames.build([("spbe:indicator:43", "Tingkat Kematangan Layanan Data Terbuka", "open-data service")],
                            [("spbe:indicator:99", "Layanan Data Terbuka"), ("spbe:indicator:43", "open data")])
    assert names.forms[form_key("Layanan Data Terbuka")] == ("spbe:indicator:43",)
    [match] = names.find("is there an open data portal?")
    assert match.nodes == ("spbe:indicator:43",) and match.reviewed
