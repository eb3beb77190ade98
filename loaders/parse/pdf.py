"""PDF: pypdf for the text of each page, pdfplumber for the tables (in place of their text)."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

from graph.errors import InputError
from loaders.document import ParsedDocument
from loaders.parse.documents import file_document, no_text
from loaders.parse.encoding import SIGNATURES
from loaders.parse.problems import ParseProblem
from loaders.parse.running_lines import drop_running_lines
from loaders.parse.sections import SectionBuilder, markdown_table

log = logging.getLogger(__name__)


@dataclass(eq=False)  # identity: the same table object marks its place once
class _Table:
    """A table pdfplumber found: PDF-space bbox (x0, y0, x1, y1) and its cell rows."""

    bbox: tuple[float, float, float, float]
    rows: list[list[str | None]]


PageItem = str | _Table  # a text line or a table, in reading order


def parse_pdf(path: Path, source: str | None, problems: list[ParseProblem]) -> list[ParsedDocument]:
    reader = _open_pdf(path)
    try:
        tables = _find_tables(path)
        pages = [_page_items(page, tables.get(number, [])) for number, page in enumerate(reader.pages, start=1)]
    except (InputError, MemoryError):  # out of memory is the isolated parser's to report, not "damaged"
        raise
    except Exception as exc:  # pypdf raises many types on damaged content streams
        raise InputError(f"{path}: unreadable PDF content ({type(exc).__name__}: {exc}); the file may be "
                         f"damaged, re-export or repair it (e.g. `qpdf in.pdf out.pdf`)") from exc
    pages = drop_running_lines(pages)
    if not any(isinstance(item, _Table) or item.strip() for items in pages for item in items):
        raise InputError(f"{path}: no text layer (none of its {len(pages)} page(s) has extractable text; "
                         f"a scanned PDF?); run OCR first, e.g. `ocrmypdf in.pdf out.pdf`")
    builder = SectionBuilder()
    for number, items in enumerate(pages, start=1):
        for item in items:
            if isinstance(item, _Table):
                builder.table(markdown_table(item.rows), number)
            else:
                builder.line(item, number, detect=True)
    sections = builder.finish()
    if not sections:
        raise no_text(path)
    title, date = _pdf_metadata(reader)
    return [file_document(path, source, "pdf", sections, title=title, date=date, page_count=len(pages))]


def _open_pdf(path: Path):
    from pypdf import PdfReader
    from pypdf.errors import PyPdfError

    with path.open("rb") as handle:
        head = handle.read(1024)
    if b"%PDF-" not in head:
        kind = next((f"; it is {kind}" for signature, kind, _ in SIGNATURES if head.startswith(signature)), "")
        raise InputError(f"{path}: not a PDF (no %PDF- header{kind}); check the file, or rename it to its real type")
    try:
        reader = PdfReader(path)
        if reader.is_encrypted and not reader.decrypt(""):
            raise InputError(f"{path}: PDF is encrypted with a password; save an unencrypted copy "
                             f"(e.g. `qpdf --password=PASS --decrypt in.pdf out.pdf`) and ingest that")
        len(reader.pages)
    except InputError:
        raise
    except (PyPdfError, ValueError, KeyError, TypeError, OSError) as exc:
        raise InputError(f"{path}: corrupt or unreadable PDF ({type(exc).__name__}: {exc}); re-export it "
                         f"or repair it (e.g. `qpdf in.pdf out.pdf`)") from exc
    return reader


def _pdf_metadata(reader) -> tuple[str | None, str | None]:
    try:
        meta = reader.metadata
        title = (meta.title or "").strip() if meta else ""
        created = meta.creation_date if meta else None
    except Exception:  # metadata is decorative; a damaged info dict must not stop the parse
        return None, None
    if title.lower() in ("", "untitled", "(anonymous)", "(unspecified)"):
        title = ""
    return title or None, created.date().isoformat() if created else None


def _find_tables(path: Path) -> dict[int, list[_Table]]:
    """Tables per page (1-based), top to bottom; none when pdfplumber cannot read the file.

    pdfplumber measures ``top`` down from the page top; pypdf reports raw PDF coordinates.
    ``raw y = page.height - top`` holds for any MediaBox origin (pdfplumber adds it back).
    """
    import pdfplumber

    found: dict[int, list[_Table]] = {}
    try:
        with pdfplumber.open(path) as pdf:
            for number, page in enumerate(pdf.pages, start=1):
                height = float(page.height)
                for table in sorted(page.find_tables(), key=lambda t: (t.bbox[1], t.bbox[0])):
                    rows = table.extract()
                    if _is_real_table(rows):
                        x0, y_top, x1, y_bottom = table.bbox
                        found.setdefault(number, []).append(_Table((x0, height - y_bottom, x1, height - y_top), rows))
    except Exception as exc:  # tables are an extra; the text still parses
        if _out_of_memory(exc):  # not a table problem: the isolated parser refuses the file
            raise MemoryError(str(exc)) from exc
        log.warning("%s: table detection failed (%s: %s); tables stay in the body text",
                    path, type(exc).__name__, exc)
        return {}
    return found


def _out_of_memory(exc: BaseException | None) -> bool:
    """True when ``exc`` is, or wraps (pdfplumber wraps pdfminer's errors), a MemoryError."""
    while exc is not None:
        if isinstance(exc, MemoryError):
            return True
        exc = exc.__cause__ or exc.__context__
    return False


def _is_real_table(rows: list[list[str | None]]) -> bool:
    """Two rows and two columns at least, with some text: boxes and frames are not tables."""
    return (len(rows) >= 2 and max(len(r) for r in rows) >= 2
            and sum(1 for r in rows for c in r if c and c.strip()) >= 2)


def _page_items(page, tables: list[_Table]) -> list[PageItem]:
    """Lines of the page with each table in place of its text (pypdf fragments in its bbox).

    On rotated pages the two libraries' coordinates disagree, so there the table text stays in
    the body too (indexed twice rather than lost) and the tables follow the page's lines.
    """
    if not tables or page.get("/Rotate", 0) % 360:
        lines: list[PageItem] = list((page.extract_text() or "").splitlines())
        return lines + list(tables)
    parts: list[str | _Table] = []

    def visit(text: str, cm: Sequence[float], tm: Sequence[float], *_: object) -> None:
        x = tm[4] * cm[0] + tm[5] * cm[2] + cm[4]
        y = tm[4] * cm[1] + tm[5] * cm[3] + cm[5]
        table = next((t for t in tables if _inside(x, y, t.bbox)), None)
        if table is None:
            parts.append(text)
        elif table not in parts:
            parts.append(table)

    page.extract_text(visitor_text=visit)
    parts += [t for t in tables if t not in parts]  # a table whose text pypdf did not position
    items: list[PageItem] = []
    text: list[str] = []
    for part in parts + [""]:
        if isinstance(part, _Table):
            items += "".join(text).splitlines()
            items.append(part)
            text = []
        else:
            text.append(part)
    return items + "".join(text).splitlines()


def _inside(x: float, y: float, bbox: tuple[float, float, float, float], margin: float = 1.0) -> bool:
    x0, y0, x1, y1 = bbox
    return x0 + margin <= x <= x1 - margin and y0 + margin <= y <= y1 - margin
