"""chunk(): structure first, then token-sized parents and children, pages and ids that hold.

Token counts are checked with the model's tokenizer loaded independently through
transformers.AutoTokenizer (offline), not with the function under test.
"""

from __future__ import annotations

import re
from collections import defaultdict
from pathlib import Path

import pytest

from engine.stores.embed import Embedder
from loaders.chunk import chunk, count_tokens, model_path
from loaders.document import Chunk, ParsedDocument, Section
from loaders.parse import parse
from tests.loaders.test_parse import ASPEK2, ASPEK3, BAB, DOMAIN, IND12, IND13, IND14, build_spbe_pdf

SMALL = {"parent_tokens": 300, "child_tokens": 100, "overlap_tokens": 20}
DEFAULT = {"parent_tokens": 1500, "child_tokens": 400, "overlap_tokens": 50}
MARKER = re.compile(r"\(p(\d+)s\d+\)")


@pytest.fixture(scope="module")
def tokens():
    """Token counter from transformers' AutoTokenizer, the reference for the size checks."""
    from transformers import AutoTokenizer

    with pytest.MonkeyPatch.context() as env:
        env.setenv("HF_HUB_OFFLINE", "1")
        tokenizer = AutoTokenizer.from_pretrained(str(model_path()))
    return lambda text: len(tokenizer(text, add_special_tokens=False, verbose=False)["input_ids"])


@pytest.fixture(scope="module")
def spbe_doc(tmp_path_factory: pytest.TempPathFactory) -> ParsedDocument:
    [doc] = parse(build_spbe_pdf(tmp_path_factory.mktemp("pdf") / "pedoman_spbe.pdf"))
    return doc


@pytest.fixture(scope="module", params=["default", "small"])
def sized(request: pytest.FixtureRequest, spbe_doc: ParsedDocument) -> tuple[dict, list[Chunk]]:
    sizes = DEFAULT if request.param == "default" else SMALL
    return sizes, chunk(spbe_doc, **sizes)


def _kind(chunks: list[Chunk], kind: str) -> list[Chunk]:
    return [c for c in chunks if c.kind == kind]


def _with(chunks: list[Chunk], needle: str, kind: str = "child") -> Chunk:
    return next(c for c in _kind(chunks, kind) if needle in c.text)


def _offsets(parent: str, children: list[str]) -> list[tuple[int, int]]:
    spans, cursor = [], 0
    for child in children:
        start = parent.index(child, cursor)
        spans.append((start, start + len(child)))
        cursor = start + 1
    return spans


def test_token_counter_agrees_with_autotokenizer(tokens, spbe_doc: ParsedDocument) -> None:
    for text in ["Indikator 12 Tingkat Kematangan Arsitektur SPBE", "| 1 | Rintisan \\| awal |", spbe_doc.text]:
        assert count_tokens(text) == tokens(text)
    assert tokens(spbe_doc.text) > 512  # the tokenizer.json's 128-token truncation is off


def test_sizes_within_bounds(sized, tokens) -> None:
    sizes, chunks = sized
    for c in _kind(chunks, "parent"):
        assert 0 < tokens(c.text) <= sizes["parent_tokens"], c.text[:60]
    for c in _kind(chunks, "child"):
        assert 0 < tokens(c.text) <= sizes["child_tokens"], c.text[:60]
    # Splitting is not degenerate: within a section every parent but the last is at least half full.
    by_path = defaultdict(list)
    for c in _kind(chunks, "parent"):
        by_path[tuple(c.header_path)].append(tokens(c.text))
    big = [counts for counts in by_path.values() if len(counts) > 1]
    assert big and all(n >= sizes["parent_tokens"] / 2 for counts in big for n in counts[:-1])


def test_children_are_carved_from_their_parent(sized, tokens) -> None:
    sizes, chunks = sized
    parents = {c.chunk_id: c for c in _kind(chunks, "parent")}
    children = defaultdict(list)
    for position, c in enumerate(chunks):
        if c.kind == "child":
            parent = parents[c.parent_id]
            assert chunks.index(parent) < position  # a parent precedes its children
            assert c.text in parent.text
            assert (c.header_path, c.table) == (parent.header_path, parent.table)
            children[c.parent_id].append(c.text)
        else:
            assert c.parent_id is None
    assert set(children) == set(parents)  # every parent has children
    for parent_id, texts in children.items():
        text = parents[parent_id].text
        spans = _offsets(text, texts)
        assert spans[0][0] == 0 and spans[-1][1] == len(text)  # together they cover the parent
        for (_, end), (start, _) in zip(spans, spans[1:]):
            assert not text[end:start].strip()  # no gap with text in it
            if start < end:
                assert tokens(text[start:end]) <= sizes["overlap_tokens"]


def test_header_paths_nest_and_never_mix(sized) -> None:
    _, chunks = sized
    assert _with(chunks, "(p1s3)").header_path == [BAB, DOMAIN, ASPEK2, IND12]
    assert _with(chunks, "(p2s99)").header_path == [BAB, DOMAIN, ASPEK2, IND12]
    under13 = _with(chunks, "(p4s5)")
    assert under13.header_path == [BAB, DOMAIN, ASPEK2, IND13] and IND12 not in under13.header_path
    assert _with(chunks, "(p6s1)").header_path == [BAB, DOMAIN, ASPEK3, IND14]
    section_of_page = {1: IND12, 2: IND12, 3: IND13, 4: IND13, 5: IND13, 6: IND14}
    for c in chunks:
        headers = {section_of_page[int(p)] for p in MARKER.findall(c.text)}
        assert len(headers) <= 1 and (not headers or headers == {c.header_path[-1]}), c.text[:60]


def test_pages_follow_the_text(sized) -> None:
    _, chunks = sized
    for c in chunks:
        marked = sorted({int(p) for p in MARKER.findall(c.text)})
        if marked:
            assert c.pages == marked, c.text[:60]
            assert c.page == marked[0]
    assert _with(chunks, "(p2s99)").pages == [2]
    spanning = [c for c in _kind(chunks, "parent") if "(p3s23)" in c.text and "(p4s0)" in c.text]
    assert spanning and spanning[0].pages[:2] == [3, 4]


def test_small_tables_stay_whole(sized, spbe_doc: ParsedDocument) -> None:
    _, chunks = sized
    tables = {s.table: s for s in spbe_doc.sections if s.table}
    for number, page in [(1, 2), (2, 6)]:
        mine = [c for c in chunks if c.table == number]
        assert [c.kind for c in mine] == ["parent", "child"]
        assert all(c.text == tables[number].text and c.pages == [page] for c in mine)
        assert mine[0].header_path[-1] == f"Table {number}"


def test_ids_ordinals_and_stability(spbe_doc: ParsedDocument, tmp_path: Path) -> None:
    first = chunk(spbe_doc, **SMALL)
    again = chunk(parse(build_spbe_pdf(tmp_path / "pedoman_spbe.pdf"))[0], **SMALL)
    assert [(c.chunk_id, c.parent_id, c.pages) for c in first] == [(c.chunk_id, c.parent_id, c.pages) for c in again]
    assert len({c.chunk_id for c in first}) == len(first)
    for kind in ("parent", "child"):
        assert [c.ordinal for c in _kind(first, kind)] == list(range(len(_kind(first, kind))))
    assert all(c.doc_id == spbe_doc.doc_id for c in first)

    (tmp_path / "v2").mkdir()
    [changed] = parse(build_spbe_pdf(tmp_path / "v2" / "pedoman_spbe.pdf", page3_extra=" Kalimat tambahan yang baru."))
    assert changed.doc_id == spbe_doc.doc_id
    after = chunk(changed, **SMALL)
    old, new = {c.chunk_id for c in first}, {c.chunk_id for c in after}
    assert old != new
    untouched = {c.chunk_id for c in first if c.header_path[-1] in (IND12, IND14) or c.table}
    assert untouched <= new  # chunks of unchanged sections keep their ids
    edited = {c.chunk_id for c in first if "(p3s11)" in c.text}
    assert edited and not edited & new


def test_ids_are_scoped_by_document(spbe_doc: ParsedDocument) -> None:
    other = ParsedDocument("kemenpan:pedoman_spbe.pdf", "pdf", spbe_doc.title, spbe_doc.sections)
    assert not {c.chunk_id for c in chunk(spbe_doc)} & {c.chunk_id for c in chunk(other)}


def test_duplicate_texts_are_kept_once() -> None:
    text = "Setiap instansi wajib menyusun arsitektur SPBE. Arsitektur ditinjau setiap tahun."
    doc = ParsedDocument("file:dup.txt", "text", "dup", [
        Section(["Indikator 12"], text), Section(["Indikator 13"], "Peta rencana disusun."),
        Section(["Indikator 14"], text)])
    chunks = chunk(doc)
    assert [(c.kind, c.header_path, c.ordinal) for c in chunks] == [
        ("parent", ["Indikator 12"], 0), ("child", ["Indikator 12"], 0),
        ("parent", ["Indikator 13"], 1), ("child", ["Indikator 13"], 1)]


def test_sections_with_different_paths_never_merge_but_same_path_neighbours_do() -> None:
    doc = ParsedDocument("file:x.md", "markdown", "x", [
        Section(["A"], "Satu."), Section(["A"], "Dua."), Section(["A", "Table 1"], "| a |\n| --- |\n| 1 |", table=1),
        Section(["A"], "Tiga."), Section(["B"], "Empat.")])
    parents = [(c.header_path, c.text) for c in chunk(doc) if c.kind == "parent"]
    assert parents == [(["A"], "Satu.\n\nDua."), (["A", "Table 1"], "| a |\n| --- |\n| 1 |"), (["A"], "Tiga."),
                       (["B"], "Empat.")]


def test_markdown_chunks_have_no_pages(tmp_path: Path) -> None:
    path = tmp_path / "catatan.md"
    path.write_text("# Indikator 12\n\nIsi.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n", encoding="utf-8")
    chunks = chunk(parse(path)[0])
    assert chunks and all(c.pages == [] and c.page is None for c in chunks)
    assert [c.table for c in chunks] == [None, None, 1, 1]


def test_large_table_split_by_rows_keeping_header(tmp_path: Path, tokens) -> None:
    rows = [f"| {i} | Kriteria tingkat kematangan nomor {i} untuk layanan {i * 3} | Bukti dokumen {i} |"
            for i in range(1, 81)]
    path = tmp_path / "tabel.md"
    path.write_text("# Lampiran\n\n| No | Kriteria | Bukti |\n|---|---|---|\n" + "\n".join(rows) + "\n",
                    encoding="utf-8")
    [doc] = parse(path)
    table = next(s for s in doc.sections if s.table == 1)
    head = table.text.splitlines()[:2]
    body = table.text.splitlines()[2:]
    chunks = [c for c in chunk(doc, parent_tokens=400, child_tokens=120, overlap_tokens=10) if c.table == 1]
    parents, children = _kind(chunks, "parent"), _kind(chunks, "child")
    assert len(parents) > 1 and len(children) > len(parents)
    assert [line for p in parents for line in p.text.splitlines()[2:]] == body  # each row once, in order
    for p in parents:
        assert p.text.splitlines()[:2] == head and tokens(p.text) <= 400
        mine = [c for c in children if c.parent_id == p.chunk_id]
        assert [line for c in mine for line in c.text.splitlines()[2:]] == p.text.splitlines()[2:]
        assert all(c.text.splitlines()[:2] == head and tokens(c.text) <= 120 for c in mine)
    assert all(c.header_path == ["Lampiran", "Table 1"] for c in chunks)


def test_semantic_chunking_needs_the_callers_model() -> None:
    doc = ParsedDocument("file:one.txt", "text", "one", [Section([], "One sentence. Another one. A third.")])
    with pytest.raises(ValueError, match="encode"):
        chunk(doc, semantic=True)


def test_semantic_chunking_cuts_at_the_topic_change() -> None:
    football = ["The striker scored twice in the second half.", "The goalkeeper saved a late penalty kick.",
                "Fans sang in the stadium until the final whistle.", "The coach praised the midfield pressing.",
                "The league table now shows the club in third place.", "The winger crossed the ball to the striker."]
    tax = ["Income tax returns must be filed by the end of March.", "Late filing of the tax return incurs a fine.",
           "Deductible expenses reduce the taxable income.", "The tax office audits returns with unusual claims.",
           "Value added tax applies to most goods and services.", "Taxpayers keep receipts for five years."]
    text = " ".join(football + tax)
    doc = ParsedDocument("file:mixed.txt", "text", "mixed", [Section(["Berita"], text)])
    plain = _kind(chunk(doc), "parent")
    assert [p.text for p in plain] == [text]
    semantic = _kind(chunk(doc, semantic=True, semantic_percentile=90, encode=Embedder.load().encode), "parent")
    assert [p.text for p in semantic] == [" ".join(football), " ".join(tax)]
    assert all(p.header_path == ["Berita"] for p in semantic)


def test_bad_sizes_are_refused(spbe_doc: ParsedDocument) -> None:
    with pytest.raises(ValueError, match="child_tokens <= parent_tokens"):
        chunk(spbe_doc, parent_tokens=100, child_tokens=200)
    with pytest.raises(ValueError, match="overlap_tokens < child_tokens"):
        chunk(spbe_doc, child_tokens=50, overlap_tokens=50)
