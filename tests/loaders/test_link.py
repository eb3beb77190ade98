"""Chunk linking (loaders/link/) on a real embedded FalkorDB: SPBE, TNEA sample, US places."""

from __future__ import annotations

from typing import Iterable, Iterator

import networkx as nx
import pytest

from graph.store.falkordb import FalkorDBStore
from loaders.document import Chunk, Link
from loaders.link.confidences import DOCUMENT_SCOPE
from loaders.link.linker import Linker, link_chunks
from loaders.link.scope import document_scope, inherit_scope
from loaders.link.targets import read_branch_aliases
from loaders.link.vocabulary import community_codes
from tests.conftest import loaded_store

PARADISE_CA, SPRINGFIELD_IL, CHICO = "gn:5381002", "gn:4250542", "gn:5332921"
PSG, CIT = "tnea:college:2006", "tnea:college:2007"


@pytest.fixture(scope="module")
def graph(tmp_path_factory: pytest.TempPathFactory) -> Iterator[FalkorDBStore]:
    with loaded_store(tmp_path_factory.mktemp("link") / "graph", spbe=True, admissions=True) as graph_store:
        yield graph_store


@pytest.fixture(scope="module")
def linker(graph: FalkorDBStore) -> Linker:
    return Linker.from_store(graph)


def chunk(text: str, header_path: list[str] | None = None, n: int = 0) -> Chunk:
    return Chunk(f"c{n}", "doc", "parent", text, header_path or [], [1], n)


def links_of(linker: Linker, text: str, header_path: list[str] | None = None, title: str = "") -> dict[str, Link]:
    """The links of a one-chunk document (its own links: one chunk is its whole document)."""
    return {link.node_id: link for link in linker.link([chunk(text, header_path)], doc_title=title)["c0"]}


def spbe_indicators(node_ids: Iterable[str]) -> set[str]:
    return {n for n in node_ids if n.startswith("spbe:indicator:") and ":level:" not in n}


# --- SPBE ------------------------------------------------------------------------------------


def test_indicator_12_header_links_its_aspect_and_domain_not_13_or_16(linker: Linker) -> None:
    links = links_of(linker, "Penilaian Tingkat Kematangan dilakukan setiap tahun oleh instansi pusat.",
                     ["BAB III Penilaian", "Indikator 12"])
    assert links["spbe:indicator:12"] == Link("spbe:indicator:12", "header-path", 1.0)
    assert links["spbe:aspect:2"].how == links["spbe:domain:2"].how == "hierarchy"
    assert spbe_indicators(links) == {"spbe:indicator:12"}
    assert not {"spbe:indicator:13", "spbe:indicator:16", "spbe:aspect:3"} & set(links)


def test_indicator_13_header_with_shared_words_only(linker: Linker) -> None:
    links = links_of(linker, "Tingkat Kematangan diukur dari dokumen.", ["Indikator 13"])
    assert spbe_indicators(links) == {"spbe:indicator:13"}


@pytest.mark.parametrize("text", ["Lihat Indikator 12.", "Lihat indikator ke-12.", "See indicator 12 for details."])
def test_indicator_number_in_text(linker: Linker, text: str) -> None:
    links = links_of(linker, text)
    assert links["spbe:indicator:12"] == Link("spbe:indicator:12", "indicator-number", 0.9)
    assert {"spbe:aspect:2", "spbe:domain:2"} <= set(links)


def test_unknown_indicator_number_links_nothing(linker: Linker) -> None:
    assert spbe_indicators(links_of(linker, "Indikator 99 tidak ada.")) == set()


def test_aspect_and_domain_numbers(linker: Linker) -> None:
    aspect = links_of(linker, "Aspek 2 menilai perencanaan strategis.")
    assert aspect["spbe:aspect:2"].how == "aspect-number" and aspect["spbe:domain:2"].how == "hierarchy"
    assert spbe_indicators(aspect) == set()
    domain = links_of(linker, "Penilaian pada Domain 2.")
    assert set(domain) == {"spbe:domain:2"}


def test_levels_inside_an_indicator(linker: Linker) -> None:
    header = links_of(linker, "Dokumen ditetapkan.", ["Indikator 12", "Level 3"])
    assert header["spbe:indicator:12:level:3"].how == "header-path"
    text = links_of(linker, "Untuk mencapai Tingkat 4 peta rencana harus direviu.", ["Indikator 12"])
    assert text["spbe:indicator:12:level:4"] == Link("spbe:indicator:12:level:4", "level-number", 0.85)
    assert not any(":level:" in n for n in links_of(linker, "Level 3 requires a review."))  # no indicator in scope


def test_indicator_name(linker: Linker) -> None:
    links = links_of(linker, "Tentang tingkat kematangan peta rencana SPBE instansi pusat/pemerintah daerah.")
    assert links["spbe:indicator:12"] == Link("spbe:indicator:12", "name", 0.85)
    assert spbe_indicators(links) == {"spbe:indicator:12"}  # not 2 ("... Kebijakan Internal Peta Rencana ...")


def test_another_indicator_in_the_text_is_a_cross_reference(linker: Linker) -> None:
    links = links_of(linker, "Bandingkan dengan Indikator 16.", ["Indikator 12"])
    assert links["spbe:indicator:12"].confidence == 1.0
    assert links["spbe:indicator:16"].confidence < links["spbe:indicator:12"].confidence


# --- admissions ------------------------------------------------------------------------------


def test_branch_alias_file_maps_to_the_data_codes() -> None:
    aliases = {row["alias"]: row["branch_code"] for row in read_branch_aliases()}
    assert (aliases["CSE"], aliases["ECE"], aliases["EEE"], aliases["MECH"]) == ("CS", "EC", "EE", "ME")


def test_cse_and_ece_at_the_named_institution(linker: Linker) -> None:
    links = links_of(linker, "PSG College of Technology, Coimbatore admits 120 students to CSE and 60 to ECE.")
    assert links[PSG].how == "name"
    assert links[f"{PSG}:program:CS"] == Link(f"{PSG}:program:CS", "program", 0.85)
    assert f"{PSG}:program:EC" in links
    assert not any(n.startswith("tnea:college:1:") or n.startswith(f"{CIT}:") for n in links)
    assert not any(n.startswith("gn:") for n in links)  # "College" inside the name is not College, Alaska


def test_program_name_under_the_document_institution(linker: Linker) -> None:
    chunks = [chunk("Admissions at college code 2007 are through TNEA counselling.", n=0),
              chunk("Computer Science and Engineering has 120 seats.", n=1)]
    links = {link.node_id: link for link in linker.link(chunks)["c1"]}
    assert links[f"{CIT}:program:CS"].how == "program"
    assert f"{PSG}:program:CS" not in links


def test_program_without_institution_links_every_program_of_the_branch(linker: Linker) -> None:
    links = links_of(linker, "ECE cutoffs rose this year.")
    ec = {n for n in links if n.endswith(":program:EC")}
    assert ec == {"tnea:college:1:program:EC", f"{PSG}:program:EC", f"{CIT}:program:EC", "tnea:college:4:program:EC"}
    assert {links[n].how for n in ec} == {"branch-code"} and {links[n].confidence for n in ec} == {0.5}


def test_two_letter_codes_need_an_admissions_document(linker: Linker) -> None:
    assert not any(":program:" in n for n in links_of(linker, "IT WAS LATE. CALL ME when EE is done."))
    assert any(n.endswith(":program:IT") for n in links_of(linker, "IT branch cutoff under TNEA."))


def test_community_codes(linker: Linker) -> None:
    links = links_of(linker, "The MBC and ST category cutoffs for CSE.")
    assert {"tnea:community:MBC", "tnea:community:ST"} <= set(links)
    listed = links_of(linker, "Seats: OC, BC, BCM, MBC, SC, SCA, ST.")
    assert {n for n in listed if n.startswith("tnea:community:")} == {
        f"tnea:community:{c}" for c in ("OC", "BC", "BCM", "MBC", "SC", "SCA", "ST")}
    assert "tnea:community:MBC" in links_of(linker, "Most Backward Classes candidates")


@pytest.mark.parametrize("text", [
    "We met at St. Louis and walked along 1st ST to the river.",
    "THE OFFICE ON 5TH ST IS CLOSED. ST. LOUIS BRANCH OPEN.",
    "He moved to Columbia, SC last year.",
    "The ST segment of the ECG was elevated.",
    "Built in 300 BC, the wall still stands.",
])
def test_risky_community_codes_stay_quiet_in_plain_english(linker: Linker, text: str) -> None:
    assert not any(n.startswith("tnea:community:") for n in links_of(linker, text))
    assert list(community_codes(text)) == []


# --- places and document scope ---------------------------------------------------------------


def test_places_in_chunks(linker: Linker) -> None:
    links = links_of(linker, "The ordinance applies in Springfield, Illinois.")
    assert links[SPRINGFIELD_IL].how == "qualifier"


def test_document_scope_is_the_most_specific_place(linker: Linker) -> None:
    chunks = [chunk("This order applies to Paradise, California.", n=0),
              chunk("Burning permits are suspended until further notice.", n=1),
              chunk("Chico residents are not affected.", ["Chico"], n=2)]
    result = linker.link(chunks, doc_title="Town order")
    inherited = {link.node_id: link for link in result["c1"]}
    assert inherited[PARADISE_CA] == Link(PARADISE_CA, "document-scope", round(0.95 * DOCUMENT_SCOPE, 3))
    assert "geo:US/California" not in inherited  # contains Paradise: not the most specific
    own_place = {link.node_id: link.how for link in result["c2"]}
    assert own_place.get(PARADISE_CA) is None  # names its own place: inherits no other place


def test_document_scope_keeps_unrelated_places_and_hierarchies() -> None:
    dag = nx.DiGraph([("county:a", "state:x"), ("county:b", "state:y"), ("spbe:indicator:12", "spbe:aspect:2")])
    links = {"c0": [Link("county:a", "gazetteer", 0.85), Link("state:x", "gazetteer", 0.85)],
             "c1": [Link("county:b", "qualifier", 0.95), Link("spbe:indicator:12", "header-path", 1.0),
                    Link("spbe:aspect:2", "hierarchy", 0.9), Link("state:z", "population", 0.4)]}
    scope = document_scope(links, dag)
    assert [link.node_id for link in scope] == ["spbe:indicator:12", "county:b", "county:a"]
    chunk_links = inherit_scope([Link("spbe:indicator:13", "header-path", 1.0)], scope)
    assert {link.node_id: link.how for link in chunk_links} == {
        "spbe:indicator:13": "header-path", "county:a": "document-scope", "county:b": "document-scope"}


def test_title_scope_reaches_every_chunk(linker: Linker) -> None:
    result = linker.link([chunk("Dokumen pendukung wajib diunggah.", n=0)], doc_title="Indikator 12 - Peta Rencana")
    assert {l.node_id: l.how for l in result["c0"]}["spbe:indicator:12"] == "document-scope"


def test_link_chunks_function(graph: FalkorDBStore) -> None:
    result = link_chunks([chunk("Springfield, IL", ["Indikator 12"])], store=graph)
    assert {SPRINGFIELD_IL, "spbe:indicator:12", "spbe:aspect:2"} <= {link.node_id for link in result["c0"]}


def test_header_pinned_chunks_do_not_inherit_other_indicators(linker: Linker) -> None:
    chunks = [chunk("Tingkat Kematangan peta rencana.", ["Indikator 12"], n=0),
              chunk("Tingkat Kematangan keterpaduan rencana.", ["Indikator 13"], n=1),
              chunk("Ringkasan penilaian.", n=2)]
    result = {cid: {link.node_id: link.how for link in links} for cid, links in linker.link(chunks).items()}
    assert spbe_indicators(result["c0"]) == {"spbe:indicator:12"}
    assert spbe_indicators(result["c1"]) == {"spbe:indicator:13"}
    assert {n: h for n, h in result["c2"].items() if n.startswith("spbe:indicator:")} == {
        "spbe:indicator:12": "document-scope", "spbe:indicator:13": "document-scope"}
