"""Compression bombs (issue 20 item 10): a PDF is measured inflating before pdfplumber or pypdf read it,
and the service parses PDFs in a child whose address space is capped. The bombs are real PDFs written
here: pages whose Flate content is a line of text and then megabytes of blanks.
"""

from __future__ import annotations

import base64
import resource
import zlib
from pathlib import Path

import pytest

from graph.errors import InputError
from loaders.parse import parse
from loaders.parse.isolated import parse_isolated
from loaders.parse.pdf_budget import PdfBudget, check_pdf_budget


def bomb_pdf(path: Path, inflated_mb: int, pages: int = 1, *, ascii85: bool = False) -> Path:
    """A valid PDF of ``pages`` pages, each drawing one text line and then ``inflated_mb`` MB of blanks."""
    packer = zlib.compressobj(9)
    content = packer.compress(b"BT /F1 12 Tf 72 720 Td (Bomb page) Tj ET\n")
    blank = b" " * 2**20
    content += b"".join(packer.compress(blank) for _ in range(inflated_mb)) + packer.flush()
    filters = "/FlateDecode"
    if ascii85:
        content, filters = base64.a85encode(content) + b"~>", "[/ASCII85Decode /FlateDecode]"
    kids = " ".join(f"{4 + 2 * i} 0 R" for i in range(pages))
    objects = [b"<< /Type /Catalog /Pages 2 0 R >>", f"<< /Type /Pages /Kids [{kids}] /Count {pages} >>".encode(),
               b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]
    for i in range(pages):
        objects.append(f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> "
                       f"/Contents {5 + 2 * i} 0 R >>".encode())
        objects.append(f"<< /Length {len(content)} /Filter {filters} >>\nstream\n".encode() + content + b"\nendstream")
    out, offsets = bytearray(b"%PDF-1.4\n"), []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += f"{number} 0 obj\n".encode() + body + b"\nendobj\n"
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    out += b"".join(f"{offset:010d} 00000 n \n".encode() for offset in offsets)
    out += f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    path.write_bytes(bytes(out))
    return path


def test_a_page_that_inflates_beyond_the_budget_is_refused_before_parsing(tmp_path: Path) -> None:
    """Before: pdfplumber inflated the whole 300 MB page (RSS +600 MB) and the error was pypdf's
    ``LimitReachedError`` afterwards."""
    bomb = bomb_pdf(tmp_path / "bomb.pdf", 300)
    assert bomb.stat().st_size < 400_000
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    with pytest.raises(InputError, match=r"bomb\.pdf: a stream at byte \d+ inflates to more than 64 MB"):
        parse(bomb)
    grew_mb = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before) / 1024
    assert grew_mb < 64, f"checking the bomb took {grew_mb:.0f} MB"


def test_pages_within_budget_that_add_up_beyond_the_file_budget_are_refused(tmp_path: Path) -> None:
    bomb = bomb_pdf(tmp_path / "pages.pdf", 6, pages=5)
    assert check_pdf_budget(bomb, PdfBudget.of_mb(8, 40)) > 30 * 2**20
    with pytest.raises(InputError, match="inflate to more than 20 MB in all"):
        parse(bomb, pdf_budget=PdfBudget.of_mb(8, 20))


def test_a_bomb_behind_an_ascii85_filter_is_measured_too(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="inflates to more than 8 MB"):
        check_pdf_budget(bomb_pdf(tmp_path / "a85.pdf", 20, ascii85=True), PdfBudget.of_mb(8, 100))


def test_an_ordinary_compressed_pdf_is_within_budget_and_parses(tmp_path: Path) -> None:
    from pypdf import PdfWriter

    from tests.loaders.test_parse import build_spbe_pdf

    writer = PdfWriter(clone_from=build_spbe_pdf(tmp_path / "plain.pdf"))
    for page in writer.pages:
        page.compress_content_streams()
    writer.write(tmp_path / "compressed.pdf")
    assert 0 < check_pdf_budget(tmp_path / "compressed.pdf", PdfBudget()) < 2**20
    [doc] = parse(tmp_path / "compressed.pdf")
    assert doc.page_count > 1 and "Indikator" in doc.text


def test_a_parse_that_outgrows_its_memory_cap_is_refused_not_fatal(tmp_path: Path) -> None:
    bomb = bomb_pdf(tmp_path / "heavy.pdf", 400)
    with pytest.raises(InputError, match="heavy.pdf: parsing needed more than 300 MB.*STRATA_PARSE_MEMORY_MB"):
        parse_isolated(bomb, memory_mb=300, max_bytes=50 * 2**20, pdf_budget=PdfBudget.of_mb(1000, 1000))
    [doc] = parse_isolated(bomb_pdf(tmp_path / "light.pdf", 1), memory_mb=2048, max_bytes=50 * 2**20)
    assert "Bomb page" in doc.text
