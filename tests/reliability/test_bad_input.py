"""Bad input files, built for real: each gets a clear error naming the file and the fix, and loses nothing.

tests/loaders/test_parse.py already checks the parser on a truncated PDF, a text file renamed .pdf, a
reportlab user-password PDF, a vector-only page, empty files, .docx, a size over ``max_bytes``, one
latin-1 .txt and JSONL bad lines; tests/loaders/test_ingest.py checks one broken PDF and one empty file in a
batch. This module adds what they lack: encryption by pypdf (RC4 and AES-256), a page that is only a
raster image (a real scan), PDF bytes damaged in the middle, programs/images/archives under text and
PDF suffixes, every common non-UTF-8 encoding, and one ingest of all of them together on a real engine
whose stores must change by exactly the good files.

Encodings (decided here, docs/ingest.md): UTF-8 (with or without BOM) and BOM-marked UTF-16/UTF-32
are decoded; latin-1, cp1252 and UTF-16 without a BOM are refused with the byte offset and an
``iconv`` fix, because a guess would index mojibake silently.
"""

from __future__ import annotations

import io
import json
import random
import re
from pathlib import Path
from typing import Iterator

import pytest
from PIL import Image, ImageDraw
from pypdf import PdfReader, PdfWriter
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen import canvas

from engine import Config, Engine
from graph.errors import InputError
from loaders.parse import ParseProblem, parse

TEXT = "Indikator 13 Keterpaduan Rencana dan Anggaran\nBappeda menyelaraskan rencana SPBE dengan anggaran daerah."
ACCENTED = "Café de la Paix: the café’s “défense” plan for São Paulo."
MAX_FILE_MB = 0.05


# -- building the files ----------------------------------------------------------------------------


def text_pdf(path: Path, text: str = "Butte County burn permits are suspended until October.") -> Path:
    pdf = canvas.Canvas(str(path))
    pdf.drawString(72, 720, text)
    pdf.showPage()
    pdf.save()
    return path


def scanned_pdf(path: Path) -> Path:
    """A page that is one raster image of printed words: what a scanner produces (no text layer)."""
    image = Image.new("RGB", (600, 200), "white")
    ImageDraw.Draw(image).text((20, 80), "SCANNED: Butte County burn permits are suspended.", fill="black")
    pdf = canvas.Canvas(str(path))
    pdf.drawImage(ImageReader(image), 72, 500, width=450, height=150)
    pdf.showPage()
    pdf.save()
    return path


def encrypted_pdf(path: Path, algorithm: str) -> Path:
    writer = PdfWriter(clone_from=text_pdf(path.with_suffix(".plain.pdf")))
    writer.encrypt(user_password="user-pw", owner_password="owner-pw", algorithm=algorithm)
    with path.open("wb") as handle:
        writer.write(handle)
    path.with_suffix(".plain.pdf").unlink()
    return path


def damaged_pdf(path: Path) -> Path:
    """A real PDF whose middle (objects, xref) is overwritten with random bytes: header intact."""
    data = bytearray(text_pdf(path).read_bytes())
    data[200:] = random.Random(7).randbytes(len(data) - 200)
    path.write_bytes(bytes(data))
    return path


def png_bytes() -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (8, 8), "red").save(buffer, format="PNG")
    return buffer.getvalue()


# -- parse(): one file at a time ---------------------------------------------------------------------


@pytest.mark.parametrize("algorithm", ["RC4-128", "AES-256"])
def test_pdf_encrypted_by_pypdf_names_the_fix(tmp_path: Path, algorithm: str) -> None:
    locked = encrypted_pdf(tmp_path / "locked.pdf", algorithm)
    assert PdfReader(locked).is_encrypted
    with pytest.raises(InputError, match=r"locked\.pdf: PDF is encrypted with a password.*qpdf --password"):
        parse(locked)


def test_scanned_pdf_with_an_image_page_asks_for_ocr(tmp_path: Path) -> None:
    scan = scanned_pdf(tmp_path / "scan.pdf")
    assert PdfReader(scan).pages[0].images  # there really is an image and no text
    with pytest.raises(InputError, match=r"scan\.pdf: no text layer .*1 page.*run OCR first.*ocrmypdf"):
        parse(scan)


def test_pdf_damaged_in_the_middle_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(InputError, match=r"damaged\.pdf: (corrupt or unreadable PDF|unreadable PDF content|no text)"
                                         r".*(repair|OCR)"):
        parse(damaged_pdf(tmp_path / "damaged.pdf"))


@pytest.mark.parametrize(("name", "content", "says"), [
    ("report.docx", b"PK\x03\x04rest-of-zip", r"unsupported file type '\.docx'"),
    ("setup.exe", b"MZ\x90\x00rest", r"unsupported file type '\.exe'"),
    ("scan.png", None, r"unsupported file type '\.png'"),
    ("notes.txt", b"PK\x03\x04\x14\x00", r"this is a ZIP archive .*export it as PDF"),
    ("notes.md", None, r"this is a PNG image.*run OCR"),
    ("readme.txt", b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj", r"this is a PDF.*rename it to \.pdf"),
    ("tool.txt", b"\x7fELF\x02\x01\x01", r"this is a Linux program.*leave it out"),
    ("picture.pdf", None, r"not a PDF \(no %PDF- header; it is a PNG image\)"),
])
def test_wrong_type_or_extension_names_the_file_and_what_it_is(tmp_path: Path, name: str, content: bytes | None,
                                                               says: str) -> None:
    path = tmp_path / name
    path.write_bytes(png_bytes() if content is None else content)
    with pytest.raises(InputError, match=rf"{re.escape(name)}: .*{says}"):
        parse(path)


@pytest.mark.parametrize(("name", "data"), [
    ("utf8_bom.md", b"\xef\xbb\xbf" + ACCENTED.encode("utf-8")),
    ("utf16_le_bom.md", ACCENTED.encode("utf-16")),  # Python writes the BOM, little-endian here
    ("utf16_be_bom.txt", b"\xfe\xff" + ACCENTED.encode("utf-16-be")),
    ("utf32_bom.txt", ACCENTED.encode("utf-32")),
])
def test_text_with_a_byte_order_mark_is_decoded(tmp_path: Path, name: str, data: bytes) -> None:
    path = tmp_path / name
    path.write_bytes(data)
    [doc] = parse(path)
    assert doc.text.strip() == ACCENTED and "\ufeff" not in doc.text


@pytest.mark.parametrize(("name", "data", "says"), [
    ("latin1.md", ACCENTED.replace("’", "'").replace("“", '"').replace("”", '"').encode("latin-1"),
     r"is not UTF-8 text: byte 0xE9 at byte offset 3 .*iconv"),
    ("windows.txt", ACCENTED.encode("cp1252"), r"is not UTF-8 text: byte 0xE9 at byte offset 3 .*iconv"),
    ("smart_quotes.txt", "He said “yes”.".encode("cp1252"), r"is not UTF-8 text: byte 0x93 at byte offset 8"),
    ("utf16_no_bom.md", ACCENTED.encode("utf-16-le"), r"holds NUL bytes \(first at byte offset 1\).*UTF-16 without"),
    ("bad_utf16.txt", b"\xff\xfe" + b"\x00\xd8", r"is not UTF-16 text.*re-save it as UTF-8"),  # lone surrogate
])
def test_other_encodings_are_refused_with_the_offset_and_the_fix(tmp_path: Path, name: str, data: bytes,
                                                                 says: str) -> None:
    path = tmp_path / name
    path.write_bytes(data)
    with pytest.raises(InputError, match=rf"{re.escape(name)}: file {says}"):
        parse(path)


def test_jsonl_in_utf16_is_decoded_and_bad_lines_keep_their_numbers(tmp_path: Path) -> None:
    path = tmp_path / "records.jsonl"
    lines = [json.dumps({"id": "a", "text": ACCENTED}), "{broken", json.dumps({"id": "b", "text": "Zweite Zeile."})]
    path.write_bytes("\n".join(lines).encode("utf-16"))
    problems: list[ParseProblem] = []
    docs = parse(path, problems=problems)
    assert [d.doc_id for d in docs] == ["a", "b"] and docs[0].text.strip() == ACCENTED
    assert [(p.line, "invalid JSON" in p.message) for p in problems] == [(2, True)]


# -- one ingest of everything: clear errors, nothing lost, nothing half-written ------------------------------


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    config = Config.load(tmp_path_factory.mktemp("bad-input") / "data", max_file_mb=MAX_FILE_MB)
    with Engine.open(config) as opened:
        opened.load_spbe(progress=False)
        yield opened


def _state(engine: Engine) -> dict:
    graph = engine.graph
    return {"documents": {r["id"] for r in graph.query("MATCH (d:Document) RETURN d.id AS id")},
            "chunks": {r["id"] for r in graph.query("MATCH (c:Chunk) RETURN c.id AS id")},
            "points": engine.vectors.all_chunk_ids(),
            "nodes": graph.query("MATCH (n) RETURN count(n) AS n")[0]["n"]}


def _bad_files(folder: Path) -> dict[str, str]:
    """Every bad file of the batch -> the words its error must contain (its name comes first)."""
    folder.mkdir()
    (folder / "empty.md").write_bytes(b"")
    (folder / "huge.txt").write_text("Indikator 1 kebijakan. " * 3000, encoding="utf-8")  # ~69 KB > 0.05 MB
    (folder / "report.docx").write_bytes(b"PK\x03\x04")
    (folder / "setup.exe").write_bytes(b"MZ\x90\x00")
    (folder / "photo.png").write_bytes(png_bytes())
    (folder / "latin1.txt").write_bytes(ACCENTED.encode("cp1252"))
    (folder / "all_bad.jsonl").write_text('{"id": "x"}\nnot json\n', encoding="utf-8")
    encrypted_pdf(folder / "locked.pdf", "AES-256")
    scanned_pdf(folder / "scan.pdf")
    damaged_pdf(folder / "damaged.pdf")
    (folder / "truncated.pdf").write_bytes(text_pdf(folder / "t.pdf").read_bytes()[:400])
    (folder / "t.pdf").unlink()
    return {"empty.md": "file is empty", "huge.txt": "over the limit", "report.docx": "unsupported file type",
            "setup.exe": "unsupported file type", "photo.png": "unsupported file type", "latin1.txt": "not UTF-8",
            "all_bad.jsonl": "no usable JSONL line", "locked.pdf": "encrypted", "scan.pdf": "run OCR first",
            "damaged.pdf": "PDF", "truncated.pdf": "PDF"}


def test_a_batch_of_bad_files_reports_each_and_ingests_the_good_ones(engine: Engine, tmp_path: Path) -> None:
    expected = _bad_files(tmp_path / "bad")
    good = tmp_path / "good"
    good.mkdir()
    (good / "utf16.md").write_bytes(f"# Notice\n\n{ACCENTED}\n".encode("utf-16"))
    (good / "permits.pdf").write_bytes(text_pdf(good / "permits.pdf").read_bytes())
    (good / "mixed.jsonl").write_text("\n".join([json.dumps({"id": "rec-1", "text": TEXT}), "{oops",
                                                 json.dumps({"id": "rec-2"})]) + "\n", encoding="utf-8")
    before = _state(engine)
    files = sorted((tmp_path / "bad").iterdir()) + sorted(good.iterdir())
    report = engine.ingest(files, source="batch", progress=False)
    after = _state(engine)

    for name, words in expected.items():
        [error] = [e for e in report.errors if f"{name}:" in e]
        assert words in error, error
    assert any("mixed.jsonl line 2: invalid JSON" in e for e in report.errors)
    assert any("mixed.jsonl line 3" in e and '"text"' in e for e in report.errors)
    assert len(report.errors) == len(expected) + 2 + 2  # all_bad.jsonl's two lines are reported too
    assert "Traceback" not in "\n".join(report.errors)

    new_docs = after["documents"] - before["documents"]
    assert new_docs == {"batch:utf16.md", "batch:permits.pdf", "rec-1"} and report.documents == 3
    assert before["documents"] <= after["documents"] and before["chunks"] <= after["chunks"]
    new_chunks = after["chunks"] - before["chunks"]
    rows = engine.graph.query("MATCH (c:Chunk) WHERE c.id IN $ids RETURN DISTINCT c.doc_id AS doc", {"ids": sorted(new_chunks)})
    assert {r["doc"] for r in rows} == new_docs  # no chunk of a bad file was written
    assert after["points"] - before["points"] <= new_chunks
    status = engine.graph.query("MATCH (d:Document) WHERE d.id IN $ids RETURN d.status AS s", {"ids": sorted(new_docs)})
    assert {r["s"] for r in status} == {"complete"}


def test_bad_files_alone_change_nothing(engine: Engine, tmp_path: Path) -> None:
    expected = _bad_files(tmp_path / "bad")
    before = _state(engine)
    report = engine.ingest(sorted((tmp_path / "bad").iterdir()), source="only-bad", progress=False)
    assert report.documents == 0 and len({e.split(":")[0] for e in report.errors}) >= len(expected)
    assert _state(engine) == before
