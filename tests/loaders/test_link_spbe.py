"""SPBE nodes named in words (issue 16): names in Indonesian and English without the boilerplate, and
look-alike policy/implementation pairs reported ambiguous unless the text says which. Real embedded
FalkorDB with the shipped SPBE framework loaded; every phrasing here is written for this test."""

from __future__ import annotations

from typing import Iterator

import pytest

from graph.store.falkordb import FalkorDBStore
from loaders.document import Link
from loaders.link.linker import Linker
from tests.conftest import loaded_store


@pytest.fixture(scope="module")
def linker(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Linker]:
    with loaded_store(tmp_path_factory.mktemp("link-spbe") / "graph", spbe=True) as graph_store:
        yield Linker.from_store(graph_store)


def spbe(links: list[Link]) -> dict[str, Link]:
    return {link.node_id: link for link in links if link.node_id.startswith("spbe:")}


def indicators(links: list[Link]) -> set[str]:
    return {n for n, l in spbe(links).items() if n.startswith("spbe:indicator:") and ":level:" not in n
            and l.how != "hierarchy"}


# --- 1. names -------------------------------------------------------------------------------------


@pytest.mark.parametrize("question, number", [
    ("berapa nilai layanan data terbuka di kota kami tahun lalu?", 43),
    ("How mature is our e-budgeting service?", 33),
    ("What evidence shows the maturity of SPBE business-process innovation?", 14),
    ("apa saja kriteria inovasi proses bisnis spbe", 14),
    ("Our JDIH portal: what does level 3 need?", 44),
    ("what is expected for the maturity level of internal policy on information security management", 8),
    ("Tingkat kematangan penerapan manajemen risiko SPBE: dokumen apa yang diminta?", 21),
    ("How is ICT asset management implementation judged?", 24),
    ("layanan pengaduan pelayanan publik berbasis elektronik", 42),
])
def test_an_indicator_named_without_its_number_or_boilerplate(linker: Linker, question: str, number: int) -> None:
    links = linker.link_question(question)
    assert indicators(links) == {f"spbe:indicator:{number}"}
    link = spbe(links)[f"spbe:indicator:{number}"]
    assert link.how == "name" and link.surface and link.surface.lower() in question.lower()


@pytest.mark.parametrize("question, node", [
    ("Apa saja indikator pada domain Tata Kelola SPBE?", "spbe:domain:2"),
    ("Which indicators sit under SPBE governance?", "spbe:domain:2"),
    ("what does the aspect Electronic public services cover", "spbe:aspect:8"),
    ("bobot aspek perencanaan strategis spbe berapa persen?", "spbe:aspect:2"),
    ("weights in the SPBE strategic planning aspect", "spbe:aspect:2"),
])
def test_domains_and_aspects_by_name(linker: Linker, question: str, node: str) -> None:
    assert spbe(linker.link_question(question))[node].how == "name"


def test_a_level_near_a_named_indicator_is_that_indicators_level(linker: Linker) -> None:
    links = spbe(linker.link_question("apa syarat tingkat 4 untuk layanan kearsipan berbasis elektronik?"))
    assert links["spbe:indicator:37:level:4"].how == "level-number"


def test_a_level_named_in_words_is_that_indicators_level(linker: Linker) -> None:
    """A level's own name ("Terdefinisi"; "level Kolaborasi" for a technical-capability indicator) next to the
    indicator; a name that is an ordinary word ("informasi") is a level only after "level"/"tingkat"."""
    links = spbe(linker.link_question("Indikator 5 kami masih Terdefinisi, apa bukti untuk naik?"))
    assert links["spbe:indicator:5:level:3"].how == "level-name"
    links = spbe(linker.link_question("apa syarat level Kolaborasi untuk indikator 41?"))
    assert links["spbe:indicator:41:level:4"].how == "level-name"
    links = spbe(linker.link_question("indikator 41 butuh informasi apa saja?"))
    assert not any(":level:" in node for node in links), links


@pytest.mark.parametrize("question, number", [("indikator ke-7 itu tentang apa", 7), ("Indicator no. 30", 30)])
def test_numbered_forms(linker: Linker, question: str, number: int) -> None:
    assert f"spbe:indicator:{number}" in indicators(linker.link_question(question))


def test_a_passage_names_an_indicator_in_english(linker: Linker) -> None:
    from loaders.document import Chunk
    chunk = Chunk("c0", "doc", "p", "The e-procurement service of the province runs on a single portal.", [], [1], 0)
    links = spbe(linker.link([chunk])["c0"])
    assert links["spbe:indicator:35"].how == "name"
    assert links["spbe:aspect:7"].how == "hierarchy"


# --- 2. look-alike pairs: policy vs implementation ------------------------------------------------


@pytest.mark.parametrize("question, pair", [
    ("How is data management assessed?", (3, 23)),
    ("bagaimana menilai manajemen data?", (3, 23)),
    ("what counts as evidence for the SPBE roadmap", (2, 12)),
    ("Layanan pusat data kami sudah level berapa?", (5, 16)),
])
def test_a_topic_both_twins_share_is_ambiguous(linker: Linker, question: str, pair: tuple[int, int]) -> None:
    links = spbe(linker.link_question(question))
    ambiguous = [l for l in links.values() if l.how == "ambiguous"]
    assert len(ambiguous) == 1
    assert set(ambiguous[0].candidates) == {f"spbe:indicator:{n}" for n in pair}
    assert ambiguous[0].reason and ambiguous[0].confidence < 0.5
    assert not {f"spbe:indicator:{n}" for n in pair} & {n for n, l in links.items() if l.how == "name"}


@pytest.mark.parametrize("question, number", [
    ("Is there a policy on data management in our agency?", 3),
    ("kebijakan tentang manajemen data sudah ditetapkan?", 3),
    ("How is data management implemented across units?", 23),
    ("pelaksanaan manajemen data di dinas", 23),
    ("What policy governs the SPBE roadmap?", 2),
    ("the implementation of the spbe architecture", 11),
    ("internal policy on the agency's SPBE coordination team", 10),
    ("kebijakan layanan pusat data", 5),
])
def test_a_policy_or_implementation_word_picks_the_twin(linker: Linker, question: str, number: int) -> None:
    links = linker.link_question(question)
    assert indicators(links) == {f"spbe:indicator:{number}"}
    assert spbe(links)[f"spbe:indicator:{number}"].how == "name"


def test_an_ambiguous_topic_gives_no_document_scope(linker: Linker) -> None:
    from loaders.document import Chunk
    chunks = [Chunk("c0", "doc", "p", "Manajemen data dibahas di rapat.", [], [1], 0),
              Chunk("c1", "doc", "p", "Rapat berikutnya bulan depan.", [], [1], 1)]
    result = linker.link(chunks)
    assert not indicators(result["c1"])


def test_a_domain_named_in_a_passage_is_linked_but_builds_no_scope(linker: Linker) -> None:
    from loaders.document import Chunk
    chunks = [Chunk("c0", "doc", "p", "Hasil evaluasi Tata Kelola SPBE diumumkan pekan ini.", [], [1], 0),
              Chunk("c1", "doc", "p", "Rapat berikutnya bulan depan.", [], [1], 1)]
    result = linker.link(chunks)
    assert spbe(result["c0"])["spbe:domain:2"].how == "name"
    assert "spbe:domain:2" not in spbe(result["c1"])
