"""parse(): real files in, sections with header paths, page spans and Markdown tables out.

The PDFs are generated here with reportlab (headings, multi-page sections, grid tables, a
running header and page footer), so pypdf and pdfplumber read what a real document gives them.
"""

from __future__ import annotations

import json
import logging
import re
from pathlib import Path

import pytest
from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.pdfencrypt import StandardEncryption
from reportlab.lib.styles import getSampleStyleSheet
from reportlab.pdfgen import canvas
from reportlab.platypus import PageBreak, Paragraph, SimpleDocTemplate, Table, TableStyle

from graph.errors import InputError
from loaders.document import ParsedDocument, Section
from loaders.parse import SUPPORTED_SUFFIXES, ParseProblem, match_header, parse

BAB = "BAB IV"
DOMAIN = "Domain 2 Tata Kelola SPBE"
ASPEK2 = "Aspek 2 Perencanaan Strategis SPBE"
IND12 = "Indikator 12 Tingkat Kematangan Arsitektur SPBE"
IND13 = "Indikator 13 Tingkat Kematangan Peta Rencana SPBE"
ASPEK3 = "Aspek 3 Proses Bisnis SPBE"
IND14 = "Indikator 14 Tingkat Kematangan Proses Bisnis SPBE"
TABLE1 = [["Level", "Kriteria"], ["1", "Rintisan arsitektur"], ["2", "Terkelola arsitektur"],
          ["3", "Terdefinisi arsitektur"]]
TABLE2 = [["Level", "Kriteria Proses", "Bukti"], ["1", "Proses ad hoc", "Notulen"],
          ["2", "Proses terdokumentasi", "SOP | prosedur"]]

_WORDS = ["arsitektur", "layanan", "data", "aplikasi", "keamanan", "infrastruktur", "audit", "kebijakan",
          "integrasi", "pegawai", "anggaran", "evaluasi", "regulasi", "jaringan", "dokumen", "pusat"]


def sentence(page: int, i: int, topic: str = "SPBE") -> str:
    """A distinct sentence that names its page: marker ``(p<page>s<i>)``."""
    a, b, c = (_WORDS[(i * k + page) % len(_WORDS)] for k in (1, 3, 5))
    return f"Kalimat {i} halaman {page} tentang {topic} menilai {a}, {b} dan {c} instansi {i * 7 + page} (p{page}s{i})."


def paragraph(page: int, count: int, topic: str = "SPBE", start: int = 0) -> str:
    return " ".join(sentence(page, i, topic) for i in range(start, start + count))


def _grid(rows: list[list[str]]) -> Table:
    return Table(rows, style=TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.black)]))


def _running_lines(pdf: canvas.Canvas, doc: SimpleDocTemplate) -> None:
    pdf.setFont("Helvetica", 8)
    pdf.drawString(72, A4[1] - 40, "PEDOMAN EVALUASI SPBE 2024")
    pdf.drawString(A4[0] / 2, 30, f"Halaman {doc.page}")


def build_spbe_pdf(path: Path, *, page3_extra: str = "") -> Path:
    """Six pages: BAB IV > Domain 2 > Aspek 2 > Indikator 12 (pages 1-2, table 1 on page 2),
    Indikator 13 (pages 3-5), Aspek 3 > Indikator 14 (page 6, table 2)."""
    styles = getSampleStyleSheet()
    body = styles["BodyText"]
    story = [Paragraph(BAB, styles["Heading1"]), Paragraph(DOMAIN, styles["Heading2"]),
             Paragraph(ASPEK2, styles["Heading3"]), Paragraph(IND12, styles["Heading4"]),
             Paragraph(paragraph(1, 12), body), Paragraph(paragraph(1, 10, start=12), body), PageBreak(),
             Paragraph(paragraph(2, 8), body), _grid(TABLE1),
             Paragraph("Penjelasan sesudah tabel pertama (p2s99).", body), PageBreak(),
             Paragraph(IND13, styles["Heading4"])]
    for page in (3, 4, 5):
        story += [Paragraph(paragraph(page, 12, "peta rencana") + page3_extra * (page == 3), body),
                  Paragraph(paragraph(page, 12, "peta rencana", start=12), body), PageBreak()]
    story += [Paragraph(ASPEK3, styles["Heading3"]), Paragraph(IND14, styles["Heading4"]),
              Paragraph(paragraph(6, 6, "proses bisnis"), body), _grid(TABLE2)]
    SimpleDocTemplate(str(path), pagesize=A4, title="Pedoman Evaluasi SPBE").build(
        story, onFirstPage=_running_lines, onLaterPages=_running_lines)
    return path


def _one_page_pdf(path: Path, text: str | None, **kwargs) -> Path:
    pdf = canvas.Canvas(str(path), **kwargs)
    if text:
        pdf.drawString(72, 720, text)
    else:
        pdf.rect(100, 100, 300, 300, fill=1)  # a picture, no text
    pdf.showPage()
    pdf.save()
    return path


@pytest.fixture(scope="module")
def spbe_pdf(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_spbe_pdf(tmp_path_factory.mktemp("pdf") / "pedoman_spbe.pdf")


@pytest.fixture(scope="module")
def spbe_doc(spbe_pdf: Path) -> ParsedDocument:
    [doc] = parse(spbe_pdf)
    return doc


def _section_with(doc: ParsedDocument, needle: str) -> Section:
    [found] = [s for s in doc.sections if needle in s.text]
    return found


# --------------------------------------------------------------------------------------------- PDF

def test_pdf_document_metadata(spbe_doc: ParsedDocument, spbe_pdf: Path) -> None:
    assert spbe_doc.kind == "pdf"
    assert spbe_doc.doc_id == "file:pedoman_spbe.pdf"
    assert spbe_doc.title == "Pedoman Evaluasi SPBE"
    assert spbe_doc.page_count == 6
    assert spbe_doc.path == str(spbe_pdf)
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", spbe_doc.date or "")


def test_pdf_header_paths_nest(spbe_doc: ParsedDocument) -> None:
    assert _section_with(spbe_doc, "(p1s3)").header_path == [BAB, DOMAIN, ASPEK2, IND12]
    assert _section_with(spbe_doc, "(p2s1)").header_path == [BAB, DOMAIN, ASPEK2, IND12]
    assert _section_with(spbe_doc, "(p4s5)").header_path == [BAB, DOMAIN, ASPEK2, IND13]  # 13 replaced 12
    assert _section_with(spbe_doc, "(p6s2)").header_path == [BAB, DOMAIN, ASPEK3, IND14]  # aspect 3 popped 2 and 13
    paths = {tuple(s.header_path) for s in spbe_doc.sections}
    assert not any(IND12 in p and IND13 in p for p in paths)
    assert not any(ASPEK2 in p and ASPEK3 in p for p in paths)
    # "BAB IV" straight before "Domain 2" has no body: no section of its own, but it heads every path
    assert all(s.header_path[0] == BAB for s in spbe_doc.sections)


def test_pdf_page_spans(spbe_doc: ParsedDocument) -> None:
    ind13 = _section_with(spbe_doc, "(p3s0)")
    assert sorted({span.page for span in ind13.spans}) == [3, 4, 5]  # one section over three pages
    for page, i in [(3, 0), (3, 23), (4, 0), (4, 17), (5, 11)]:
        marker = f"(p{page}s{i})"
        at = ind13.text.index(marker)
        assert ind13.pages_of(at, at + len(marker)) == [page], marker
    ind12 = _section_with(spbe_doc, "(p1s0)")
    start, end = ind12.text.index("(p1s20)"), ind12.text.index("(p2s3)")
    assert ind12.pages_of(start, end) == [1, 2]
    assert ind12.pages_of(0, len(IND12)) == [1]  # the heading line itself is on page 1
    for section in spbe_doc.sections:  # spans tile the text in order
        assert section.spans[0].start == 0 and section.spans[-1].end == len(section.text)
        assert all(a.end == b.start for a, b in zip(section.spans, section.spans[1:]))


def test_pdf_tables_are_markdown_sections_with_page_and_number(spbe_doc: ParsedDocument) -> None:
    tables = [s for s in spbe_doc.sections if s.table is not None]
    assert [t.table for t in tables] == [1, 2]
    first, second = tables
    assert first.header_path == [BAB, DOMAIN, ASPEK2, IND12, "Table 1"]
    assert second.header_path == [BAB, DOMAIN, ASPEK3, IND14, "Table 2"]
    assert [s.page for s in first.spans] == [2] and [s.page for s in second.spans] == [6]
    assert first.text.splitlines() == ["| Level | Kriteria |", "| --- | --- |", "| 1 | Rintisan arsitektur |",
                                       "| 2 | Terkelola arsitektur |", "| 3 | Terdefinisi arsitektur |"]
    assert second.text.splitlines()[-1] == "| 2 | Proses terdokumentasi | SOP \\| prosedur |"  # pipe escaped


def test_pdf_table_text_not_duplicated_in_body_and_kept_in_reading_order(spbe_doc: ParsedDocument) -> None:
    body = "\n".join(s.text for s in spbe_doc.sections if s.table is None)
    for cell in ["Rintisan", "Terkelola", "Terdefinisi", "Proses ad hoc", "Notulen"]:
        assert cell not in body
    order = [i for i, s in enumerate(spbe_doc.sections) if "(p2s7)" in s.text or s.table == 1 or "(p2s99)" in s.text]
    before, table, after = order
    assert spbe_doc.sections[table].table == 1 and before < table < after


def test_pdf_tables_found_when_mediabox_origin_is_not_zero(spbe_pdf: Path, tmp_path: Path) -> None:
    """pdfplumber and pypdf measure from different origins; a shifted MediaBox must not matter."""
    from pypdf import PdfReader, PdfWriter
    from pypdf.generic import RectangleObject

    writer = PdfWriter()
    for page in PdfReader(spbe_pdf).pages:
        page.mediabox = RectangleObject([-20, 40, 615, 842])
        writer.add_page(page)
    shifted = tmp_path / "shifted.pdf"
    writer.write(shifted)
    [doc] = parse(shifted)
    assert [s.table for s in doc.sections if s.table] == [1, 2]
    assert "Rintisan" not in "\n".join(s.text for s in doc.sections if s.table is None)


def test_pdf_running_header_and_page_numbers_dropped(spbe_doc: ParsedDocument) -> None:
    text = spbe_doc.text
    assert "PEDOMAN EVALUASI" not in text and not re.search(r"Halaman \d+\b(?! tentang)", text)
    assert not any("PEDOMAN" in " ".join(s.header_path) for s in spbe_doc.sections)


def test_source_scopes_doc_id_and_reparse_is_stable(spbe_pdf: Path, spbe_doc: ParsedDocument) -> None:
    [again] = parse(spbe_pdf)
    assert again.doc_id == spbe_doc.doc_id and again.content_hash == spbe_doc.content_hash
    [scoped] = parse(spbe_pdf, source="kemenpan")
    assert scoped.doc_id == "kemenpan:pedoman_spbe.pdf" and scoped.source == "kemenpan"


def test_changed_file_keeps_doc_id_but_not_hash(tmp_path: Path, spbe_doc: ParsedDocument) -> None:
    [changed] = parse(build_spbe_pdf(tmp_path / "pedoman_spbe.pdf", page3_extra=" Tambahan baru."))
    assert changed.doc_id == spbe_doc.doc_id
    assert changed.content_hash != spbe_doc.content_hash


def test_encrypted_pdf(tmp_path: Path) -> None:
    locked = _one_page_pdf(tmp_path / "locked.pdf", "Rahasia negara", encrypt="user-secret")
    with pytest.raises(InputError, match=r"locked\.pdf: PDF is encrypted.*decrypt"):
        parse(locked)


def test_pdf_with_owner_password_only_is_readable(tmp_path: Path) -> None:
    """Permission-only encryption (empty user password) opens in any viewer: parse it."""
    pdf = _one_page_pdf(tmp_path / "perm.pdf", "Indikator 12 boleh dibaca",
                        encrypt=StandardEncryption("", ownerPassword="owner", canPrint=0))
    [doc] = parse(pdf)
    assert "boleh dibaca" in doc.text and doc.sections[0].spans[0].page == 1


def test_corrupt_pdf(tmp_path: Path, spbe_pdf: Path) -> None:
    truncated = tmp_path / "truncated.pdf"
    truncated.write_bytes(spbe_pdf.read_bytes()[:1500])
    with pytest.raises(InputError, match=r"truncated\.pdf: corrupt or unreadable PDF.*repair"):
        parse(truncated)
    fake = tmp_path / "fake.pdf"
    fake.write_text("just words, not a PDF")
    with pytest.raises(InputError, match=r"fake\.pdf: not a PDF"):
        parse(fake)


def test_pdf_without_text_layer(tmp_path: Path) -> None:
    with pytest.raises(InputError, match=r"scan\.pdf: no text layer.*run OCR first"):
        parse(_one_page_pdf(tmp_path / "scan.pdf", None))


# ----------------------------------------------------------------------------------- file checks

def test_empty_file(tmp_path: Path) -> None:
    for name in ["empty.pdf", "empty.txt", "empty.jsonl"]:
        (tmp_path / name).write_bytes(b"")
        with pytest.raises(InputError, match=rf"{re.escape(name)}: file is empty"):
            parse(tmp_path / name)
    (tmp_path / "blank.md").write_text("  \n\n ")
    with pytest.raises(InputError, match="no text found"):
        parse(tmp_path / "blank.md")


def test_unsupported_suffix_lists_supported(tmp_path: Path) -> None:
    path = tmp_path / "report.docx"
    path.write_bytes(b"PK\x03\x04")
    with pytest.raises(InputError, match=r"report\.docx: unsupported file type '\.docx'") as caught:
        parse(path)
    assert all(suffix in str(caught.value) for suffix in SUPPORTED_SUFFIXES)


def test_too_large_names_limit_and_setting(tmp_path: Path) -> None:
    path = tmp_path / "big.txt"
    path.write_text("x" * 2000)
    with pytest.raises(InputError, match=r"big\.txt: file is .*2000 bytes.*limit of .*1000 bytes.*max_bytes"):
        parse(path, max_bytes=1000)
    assert parse(path, max_bytes=2000)  # at the limit is fine


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="not found"):
        parse(tmp_path / "nope.pdf")


def test_non_utf8_text_names_byte_offset(tmp_path: Path) -> None:
    path = tmp_path / "latin.txt"
    path.write_bytes("Kebijakan SPBE\nKeamanan informasi caf".encode() + "é".encode("latin-1") + b" dan data")
    with pytest.raises(InputError, match=r"latin\.txt: file is not UTF-8.*0xE9 at byte offset 37.*UTF-8"):
        parse(path)
    bom = tmp_path / "bom.txt"
    bom.write_bytes(b"\xef\xbb\xbfIndikator 1 Kebijakan\nIsi kebijakan.")
    [doc] = parse(bom)
    assert doc.sections[0].header_path == ["Indikator 1 Kebijakan"]
    assert doc.sections[0].text.startswith("Indikator 1")


# ---------------------------------------------------------------------------------- header rules

@pytest.mark.parametrize(("line", "level"), [
    ("BAB IV", 1), ("Bab IV Pelaksanaan Evaluasi", 1), ("BAB 2", 1),
    ("Domain 2 Tata Kelola SPBE", 2), ("DOMAIN 1", 2),
    ("Aspek 2 Perencanaan Strategis SPBE", 3), ("Aspek 3: Proses Bisnis", 3),
    ("Indikator 12 Tingkat Kematangan Arsitektur SPBE", 4), ("Indikator 47", 4),
    ("1 Pendahuluan", 5), ("1.2 Latar Belakang", 6), ("2.3.1. Ruang Lingkup", 7), ("2 ASN.1 structure", 5),
    ("PENDAHULUAN", 20), ("KETENTUAN UMUM", 20),
])
def test_header_rules_match(line: str, level: int) -> None:
    assert match_header(line) == (level, line)


@pytest.mark.parametrize("line", [
    "SPBE", "1. Kebijakan internal", "2 orang pegawai, 3 unit kerja", "3 Instansi menyusun rencana.",
    "Indikator ini menilai kebijakan yang berlaku di instansi pusat dan daerah, termasuk peraturan, pedoman, "
    "dan standar yang ditetapkan oleh pimpinan instansi pemerintah.",
    "Indikator 12 dinilai dari dokumen kebijakan", "Domain 2 merupakan domain tata kelola",
    "BAB I PENDAHULUAN .......... 1", "2.1 Naming . . . . . . . 4", "4 CARD32 N_ALIASES",
    "Babak baru", "Domain", "12", "tata kelola SPBE", "Nilai 2.5 dicapai.",
])
def test_header_rules_reject(line: str) -> None:
    assert match_header(line) is None


def test_text_rules_nest_and_pop(tmp_path: Path) -> None:
    path = tmp_path / "pedoman.txt"
    path.write_text("\n".join([
        "PEDOMAN EVALUASI", "Pengantar umum.", BAB, DOMAIN, ASPEK2, IND12, "Isi indikator dua belas.", "",
        "Paragraf kedua.", IND13, "Isi indikator tiga belas.", "1.1 Catatan Khusus", "Catatan.", ASPEK3,
        "Isi aspek tiga.", "BAB V", "Isi bab lima."]), encoding="utf-8")
    [doc] = parse(path)
    got = {s.text.splitlines()[-1]: s.header_path for s in doc.sections}
    assert got == {
        "Pengantar umum.": ["PEDOMAN EVALUASI"],
        "Paragraf kedua.": [BAB, DOMAIN, ASPEK2, IND12],
        "Isi indikator tiga belas.": [BAB, DOMAIN, ASPEK2, IND13],
        "Catatan.": [BAB, DOMAIN, ASPEK2, IND13, "1.1 Catatan Khusus"],
        "Isi aspek tiga.": [BAB, DOMAIN, ASPEK3],
        "Isi bab lima.": ["BAB V"],
    }
    assert _section_with(doc, "dua belas").text == f"{IND12}\nIsi indikator dua belas.\n\nParagraf kedua."
    assert doc.kind == "text" and doc.title == "pedoman" and doc.page_count is None
    assert all(s.spans == [] for s in doc.sections)


def test_text_form_feeds_are_pages(tmp_path: Path) -> None:
    path = tmp_path / "pdftotext.txt"
    path.write_text("Indikator 1 Kebijakan\nHalaman satu.\fHalaman dua.\fHalaman tiga.\n", encoding="utf-8")
    [doc] = parse(path)
    [section] = doc.sections
    assert doc.page_count == 3
    at = section.text.index("Halaman dua")
    assert section.pages_of(at, at + 5) == [2]


# ------------------------------------------------------------------------------------- Markdown

MARKDOWN = """---
title: Panduan SPBE
---
Pengantar sebelum judul.

# Pedoman SPBE

Paragraf satu.

Paragraf dua.

## Indikator 12 Arsitektur

Isi indikator 12.

| Level | Kriteria |
|:------|---------:|
| 1 | Rintisan |
| 2 | Terkelola a\\|b |

Sesudah tabel.

```
# bukan judul
```

### Detail

Isi detail.

## Indikator 13 [Peta](https://example.org) **Rencana**

Isi indikator 13.
"""


def test_markdown_headers_tables_and_no_pages(tmp_path: Path) -> None:
    path = tmp_path / "panduan.md"
    path.write_text(MARKDOWN, encoding="utf-8")
    [doc] = parse(path)
    assert doc.kind == "markdown" and doc.title == "Panduan SPBE" and doc.doc_id == "file:panduan.md"
    assert [(s.header_path, s.table) for s in doc.sections] == [
        ([], None),
        (["Pedoman SPBE"], None),
        (["Pedoman SPBE", "Indikator 12 Arsitektur"], None),
        (["Pedoman SPBE", "Indikator 12 Arsitektur", "Table 1"], 1),
        (["Pedoman SPBE", "Indikator 12 Arsitektur"], None),
        (["Pedoman SPBE", "Indikator 12 Arsitektur", "Detail"], None),
        (["Pedoman SPBE", "Indikator 13 Peta Rencana"], None),
    ]
    assert doc.sections[1].text == "Pedoman SPBE\n\nParagraf satu.\n\nParagraf dua."
    assert doc.sections[3].text == "| Level | Kriteria |\n| --- | --- |\n| 1 | Rintisan |\n| 2 | Terkelola a\\|b |"
    assert "# bukan judul" in doc.sections[4].text  # a '#' in a code block is not a heading
    assert all(s.spans == [] and s.pages_of(0, len(s.text)) == [] for s in doc.sections)


def test_markdown_title_falls_back_to_first_heading(tmp_path: Path) -> None:
    path = tmp_path / "catatan.markdown"
    path.write_text("# Catatan Rapat\n\nIsi.\n", encoding="utf-8")
    assert parse(path)[0].title == "Catatan Rapat"


# ----------------------------------------------------------------------------------------- HTML

HTML = """<!doctype html>
<html><head><title>Halaman SPBE</title><style>p { color: red }</style>
<script>var secret = "jangan diindeks";</script></head>
<body>
<nav>Menu</nav>
<h1>Pedoman SPBE</h1>
<p>Paragraf   pembuka
   dengan spasi.</p>
<h2>Indikator 12 Arsitektur</h2>
<div><p>Isi <b>indikator</b> 12.</p><p>Baris kedua<br>baris ketiga.</p></div>
<table>
  <thead><tr><th>Level</th><th>Kriteria</th></tr></thead>
  <tbody><tr><td>1</td><td>Rintisan</td></tr><tr><td>2</td><td>Terkelola <i>baik</i></td></tr></tbody>
</table>
<h3>Detail</h3><p>Isi detail.</p>
<h2>Indikator 13 Peta</h2><p>Isi 13.</p>
<!-- komentar -->
<noscript>aktifkan javascript</noscript>
</body></html>
"""


def test_html_headings_tables_scripts(tmp_path: Path) -> None:
    path = tmp_path / "spbe.html"
    path.write_text(HTML, encoding="utf-8")
    [doc] = parse(path)
    assert doc.kind == "html" and doc.title == "Halaman SPBE"
    assert [s.header_path for s in doc.sections] == [
        [], ["Pedoman SPBE"], ["Pedoman SPBE", "Indikator 12 Arsitektur"],
        ["Pedoman SPBE", "Indikator 12 Arsitektur", "Table 1"],
        ["Pedoman SPBE", "Indikator 12 Arsitektur", "Detail"], ["Pedoman SPBE", "Indikator 13 Peta"]]
    assert doc.sections[1].text == "Pedoman SPBE\n\nParagraf pembuka dengan spasi."
    assert doc.sections[2].text == "Indikator 12 Arsitektur\n\nIsi indikator 12.\n\nBaris kedua\nbaris ketiga."
    table = doc.sections[3]
    assert table.table == 1
    assert table.text == "| Level | Kriteria |\n| --- | --- |\n| 1 | Rintisan |\n| 2 | Terkelola baik |"
    for hidden in ["jangan diindeks", "color", "komentar", "aktifkan javascript"]:
        assert hidden not in doc.text


def test_html_declared_charset_is_honoured(tmp_path: Path) -> None:
    path = tmp_path / "lama.htm"
    path.write_bytes('<html><head><meta charset="windows-1252"></head><body><h1>Café SPBE</h1><p>Isi.</p>'
                     '</body></html>'.encode("cp1252"))
    [doc] = parse(path)
    assert doc.sections[0].header_path == ["Café SPBE"]


# ---------------------------------------------------------------------------------------- JSONL

def test_jsonl_good_lines_become_documents_bad_lines_reported(tmp_path: Path) -> None:
    path = tmp_path / "corpus.jsonl"
    lines = [
        json.dumps({"id": "spbe/2024#ind-12", "text": "Indikator 12 Arsitektur\nIsi arsitektur.",
                    "title": "Indikator 12", "source": "kemenpan", "page": 17, "date": "2024-05-01"}),
        "{not json",
        json.dumps({"id": "tanpa-teks"}),
        "",
        json.dumps({"id": "spbe/2024#ind-12", "text": "duplikat"}),
        json.dumps(["bukan", "objek"]),
        json.dumps({"id": 42, "text": "Id berupa angka."}),
        json.dumps({"id": "x", "text": "halaman salah", "page": 0}),
    ]
    path.write_bytes(("\n".join(lines) + "\n").encode("utf-8") + b'{"id": "lat", "text": "caf\xe9"}\n')
    problems: list[ParseProblem] = []
    docs = parse(path, source="korpus", problems=problems)
    assert [d.doc_id for d in docs] == ["spbe/2024#ind-12", "42"]  # id becomes doc_id exactly
    first = docs[0]
    assert (first.kind, first.title, first.source, first.date) == ("jsonl", "Indikator 12", "kemenpan", "2024-05-01")
    assert first.sections[0].header_path == ["Indikator 12 Arsitektur"]
    assert first.sections[0].pages_of(0, 5) == [17]
    assert docs[1].source == "korpus" and docs[1].title == "42" and docs[1].sections[0].spans == []
    assert [p.line for p in problems] == [2, 3, 5, 6, 8, 9]
    messages = [str(p) for p in problems]
    assert messages[0].startswith(f"{path} line 2: invalid JSON")
    assert 'missing or empty "text"' in messages[1]
    assert "duplicate id 'spbe/2024#ind-12' (first on line 1)" in messages[2]
    assert "expected a JSON object" in messages[3]
    assert '"page" must be a whole number' in messages[4]
    assert "not UTF-8" in messages[5]


def test_jsonl_problems_are_logged_without_a_list(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    path = tmp_path / "c.jsonl"
    path.write_text('{"id": "a", "text": "ok"}\n{"id": "b"}\n', encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="loaders.parse"):
        docs = parse(path)
    assert [d.doc_id for d in docs] == ["a"]
    assert "c.jsonl line 2" in caplog.text


def test_jsonl_with_no_usable_line(tmp_path: Path) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text('{"id": "a"}\nnope\n', encoding="utf-8")
    with pytest.raises(InputError, match=r"bad\.jsonl: no usable JSONL line \(2 bad: .*line 1.*line 2"):
        parse(path)


def build_indicator_pages_pdf(path: Path, pages: int = 10) -> Path:
    """One indicator per page: ``Indikator N`` at the top of page N, then its text (issue 20 item 2)."""
    pdf = canvas.Canvas(str(path), pagesize=A4)
    for number in range(1, pages + 1):
        pdf.setFont("Helvetica-Bold", 14)
        pdf.drawString(72, A4[1] - 72, f"Indikator {number}")
        pdf.setFont("Helvetica", 10)
        for line, y in ((paragraph(number, 1), 690), (paragraph(number, 1, start=1), 670),
                        (paragraph(number, 1, start=2), 650)):
            pdf.drawString(72, y, line[:110])
        pdf.showPage()
    pdf.save()
    return path


def test_a_heading_at_the_top_of_every_page_is_not_a_running_header(tmp_path: Path) -> None:
    """Before: "Indikator 1" ... "Indikator 10", one per page top, were taken for a running header
    (digits ignored) and dropped: one section, no header path, no "Indikator" text."""
    [doc] = parse(build_indicator_pages_pdf(tmp_path / "indikator.pdf"))
    paths = [s.header_path for s in doc.sections]
    assert [p[-1] if p else None for p in paths] == [f"Indikator {n}" for n in range(1, 11)], paths
    assert all(f"(p{n}s0)" in doc.sections[n - 1].text for n in range(1, 11))
    assert "Halaman" not in doc.text  # running lines that are not headings still go


def test_a_heading_repeated_word_for_word_on_every_page_is_still_a_running_header(tmp_path: Path) -> None:
    path = tmp_path / "running.pdf"
    pdf = canvas.Canvas(str(path), pagesize=A4)
    for number in range(1, 5):
        pdf.drawString(72, A4[1] - 40, "Domain 2 Tata Kelola SPBE")  # the same words on every page
        pdf.drawString(72, 700, sentence(number, 0))
        pdf.drawString(72, 680, sentence(number, 1))
        pdf.drawString(72, 40, f"Halaman {number}")
        pdf.showPage()
    pdf.save()
    [doc] = parse(path)
    assert "Tata Kelola" not in doc.text and "Halaman" not in doc.text and "(p4s1)" in doc.text
