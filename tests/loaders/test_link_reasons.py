"""Every link says why (issue 16: "each link in the answer trace and in the explorer shows its surface text,
the candidates considered and why the winner won"), including the links nothing was read for: the aspect
above a numbered indicator, a level inside it, the document's scope a chunk inherits. Real embedded
FalkorDB with SPBE and the US places of 20,000+ people; the text is written for this test."""

from __future__ import annotations

from typing import Iterator

import pytest

from loaders.document import Chunk, Link
from loaders.link.linker import Linker
from tests.conftest import loaded_store

CHICO = "gn:5336269"


@pytest.fixture(scope="module")
def linker(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Linker]:
    with loaded_store(tmp_path_factory.mktemp("link-reasons") / "graph", spbe=True) as graph_store:
        yield Linker.from_store(graph_store)


def _chunk(doc_id: str, n: int, header: list[str], text: str) -> Chunk:
    return Chunk(chunk_id=f"{doc_id}-{n}", doc_id=doc_id, kind="parent", text=text, header_path=header, pages=[1],
                 ordinal=n)


def _by_node(links: list[Link]) -> dict[str, Link]:
    return {link.node_id: link for link in links}


def test_spbe_links_read_from_numbers_say_the_words_and_why(linker: Linker) -> None:
    chunks = [_chunk("spbe", 0, ["Indikator 12"], "Pada Level 3 instansi menetapkan peta rencana; lihat Indikator 13."),
              _chunk("spbe", 1, ["Lampiran"], "Daftar hadir rapat koordinasi dan notulen.")]
    links = linker.link(chunks, doc_title="Pedoman evaluasi")
    every = [link for found in links.values() for link in found]
    assert every and all(link.reason for link in every), [l for l in every if not l.reason]

    own = _by_node(links["spbe-0"])
    header = own["spbe:indicator:12"]
    assert (header.how, header.surface, header.reason) == ("header-path", "Indikator 12", "numbered in the header path")
    cross = own["spbe:indicator:13"]
    assert (cross.how, cross.surface) == ("indicator-number", "Indikator 13") and "cross-reference" in cross.reason
    level = next(l for n, l in own.items() if n.startswith("spbe:indicator:12:level:"))
    assert level.surface == "Level 3" and "indicator 12" in level.reason
    above = [l for l in own.values() if l.how == "hierarchy"]
    assert above and all("spbe:indicator:12" in l.reason or "spbe:indicator:13" in l.reason for l in above)

    inherited = _by_node(links["spbe-1"])["spbe:indicator:12"]
    assert inherited.how == "document-scope" and inherited.surface == ""
    assert inherited.reason == ("the document's scope: named elsewhere in it as 'Indikator 12': "
                                "numbered in the header path")


def test_a_chunk_that_names_no_place_says_where_the_document_named_it(linker: Linker) -> None:
    chunks = [_chunk("chico", 0, [], "Residents of Chico, California need a permit to burn yard waste."),
              _chunk("chico", 1, [], "Permits are free and last one day.")]
    links = linker.link(chunks, doc_title="Burn permits")
    named = _by_node(links["chico-0"])[CHICO]
    assert named.surface == "Chico" and named.reason.startswith("named with its region")
    inherited = _by_node(links["chico-1"])[CHICO]
    assert inherited.how == "document-scope"
    assert inherited.reason.startswith("the document's scope: named elsewhere in it as 'Chico': named with its region")
