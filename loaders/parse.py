"""Files -> ParsedDocument: text in reading order, header paths, tables as Markdown, page numbers.

One entry point, :func:`parse`, dispatching on the file suffix (:data:`SUPPORTED_SUFFIXES`).

Decisions worth knowing:

* ``doc_id`` of a file is ``"<source or 'file'>:<file name>"``: stable across machines and
  re-ingests, and a changed file keeps its id so its old chunks are replaced. Two files with
  the same name under one ``source`` share an id (the later one replaces the earlier): give
  such collections distinct ``source`` values. JSONL records keep their ``id`` exactly.
* Pages: PDF sections map every character range to its page (``Section.spans``). Text files
  with form feeds (``pdftotext`` output) number pages by ``\\f``; Markdown, HTML and plain text
  without form feeds have no pages (``spans`` empty), so their chunks carry ``pages == []`` and
  citations omit the page. JSONL records with ``page`` get one span over their whole text.
* PDF tables are found by pdfplumber and emitted as Markdown sections (``Section.table`` is
  the document-wide table number, header path ends in ``"Table N"``). Their text is removed
  from the body (pypdf text fragments whose position lies inside a table's bbox are dropped,
  and the table section takes their place in reading order), so table text is not indexed twice.
* JSONL: a bad line does not sink the file. Pass ``problems=[]`` to collect
  :class:`ParseProblem` items (file, line number, cause); without it they are logged as
  warnings. Only when no line is usable does :func:`parse` raise :class:`InputError`.
* Header lines stay in the text (first line of their section) so a chunk reads on its own;
  a section holding only header lines (e.g. ``BAB IV`` straight before ``Domain 2``) is
  dropped, its header survives in the paths below it.
"""

from __future__ import annotations

import codecs
import json
import logging
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Sequence

from graph.errors import InputError
from loaders.document import PageSpan, ParsedDocument, Section

log = logging.getLogger(__name__)

DEFAULT_MAX_BYTES = 50 * 2**20
MAX_HEADER_CHARS = 120
SIZE_SETTING = "STRATA_MAX_FILE_MB; `max_bytes` when calling parse()"


# ---------------------------------------------------------------------------------------------
# Header rules for PDF and plain text: one row per kind of heading. A heading at level L closes
# every open heading at level >= L, then opens itself, so "Indikator 13" replaces "Indikator 12",
# "Aspek 3" closes the indicators of aspect 2, and "BAB V" closes everything.
# ---------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class HeaderRule:
    """A line matching ``pattern`` (whole line, stripped) is a heading at ``level``.

    ``per_depth`` adds one level per extra dotted component ("1.2.3" is two deeper than "1").
    """

    name: str
    pattern: re.Pattern[str]
    level: int
    per_depth: bool = False

    def level_of(self, match: re.Match[str]) -> int:
        if not self.per_depth:
            return self.level
        return self.level + match.group("num").rstrip(".").count(".")


def _rule(name: str, pattern: str, level: int, per_depth: bool = False) -> HeaderRule:
    return HeaderRule(name, re.compile(pattern), level, per_depth)


# Optional title after the number; it starts with a capital, so "Domain 2 merupakan ..." stays a sentence.
_TITLE = r"(?:\s*[.:\-\u2013\u2014]?\s+[A-Z0-9(\"'].*)?$"
_CAPS = r"(?=.*[A-Z]{2})[A-Z0-9][A-Z0-9 ,&/()\-\u2013]*[A-Z)]$"

HEADER_RULES: tuple[HeaderRule, ...] = (
    _rule("bab", r"^(?:BAB|Bab)\s+(?:[IVXLC]+|\d{1,2})\b" + _TITLE, 1),
    _rule("domain", r"^(?:DOMAIN|Domain)\s+\d{1,2}\b" + _TITLE, 2),
    _rule("aspek", r"^(?:ASPEK|Aspek)\s+\d{1,2}\b" + _TITLE, 3),
    _rule("indikator", r"^(?:INDIKATOR|Indikator)\s+\d{1,3}\b" + _TITLE, 4),
    # "1 Pendahuluan", "1.2 Latar Belakang", "2.3.1. Ruang Lingkup" (not "1. item": lists use that);
    # a title ending in "." or holding ";" "," "_" reads as a sentence or code, not a heading.
    _rule("numbered", r"^(?P<num>\d{1,2}(?:\.\d{1,2})+\.?|\d{1,2})\s+[A-Z][^;,_]{0,80}[^.;,_\s]$", 5,
          per_depth=True),
    # Short ALL-CAPS lines ("PENDAHULUAN", "KETENTUAN UMUM"): the innermost level, so any numbered
    # or keyword heading closes them. Needs 2+ words or 8+ letters so a lone "SPBE" stays text.
    _rule("caps", r"^(?=\S+\s+\S|[A-Z]{8})" + _CAPS, 20),
)


_TOC_LEADER = re.compile(r"(?:\.\s?){4,}|\u2026")  # "Pendahuluan ........ 1": a table-of-contents entry


def match_header(line: str) -> tuple[int, str] | None:
    """``(level, title)`` if ``line`` is a heading by :data:`HEADER_RULES`, else ``None``."""
    text = " ".join(line.split())
    if not text or len(text) > MAX_HEADER_CHARS or text.endswith((",", ";")) or _TOC_LEADER.search(text):
        return None
    for rule in HEADER_RULES:
        match = rule.pattern.match(text)
        if match:
            return rule.level_of(match), text
    return None


# ---------------------------------------------------------------------------------------------
# Section building shared by every format
# ---------------------------------------------------------------------------------------------

class SectionBuilder:
    """Collects lines, headings and tables in reading order and cuts them into Sections."""

    def __init__(self) -> None:
        self.sections: list[Section] = []
        self.tables = 0
        self._stack: list[tuple[int, str]] = []
        self._lines: list[tuple[str, int | None]] = []
        self._has_body = False

    @property
    def path(self) -> list[str]:
        return [title for _, title in self._stack]

    def heading(self, level: int, title: str, page: int | None = None) -> None:
        """Close the current section and open ``title`` at ``level`` (closing levels >= it)."""
        self._flush()
        while self._stack and self._stack[-1][0] >= level:
            self._stack.pop()
        self._stack.append((level, title))
        self._lines.append((title, page))

    def line(self, text: str, page: int | None = None, *, detect: bool = False) -> None:
        """Add a body line (``""`` = paragraph break); with ``detect``, header rules apply."""
        text = text.rstrip()
        found = match_header(text) if detect else None
        if found:
            self.heading(*found, page=page)
        elif text.strip() or (self._lines and self._lines[-1][0]):
            self._lines.append((text, page))
            self._has_body = self._has_body or bool(text.strip())

    def table(self, markdown: str, page: int | None = None) -> None:
        """Emit a table as its own section, numbered document-wide, under the current path."""
        self._flush()
        self.tables += 1
        spans = [PageSpan(0, len(markdown), page)] if page is not None else []
        self.sections.append(Section(self.path + [f"Table {self.tables}"], markdown, spans, table=self.tables))
        self._has_body = True

    def finish(self) -> list[Section]:
        """All sections; trailing header-only lines are kept (nothing below carries them on)."""
        self._flush(final=True)
        return self.sections

    def _flush(self, final: bool = False) -> None:
        lines = self._lines
        while lines and not lines[-1][0].strip():
            lines.pop()
        if lines and (self._has_body or final):
            self.sections.append(_section(self.path, lines))
        self._lines, self._has_body = [], False


def _section(path: list[str], lines: list[tuple[str, int | None]]) -> Section:
    """Join lines with newlines, recording which page every character range came from."""
    parts: list[str] = []
    spans: list[PageSpan] = []
    offset = 0
    for index, (text, page) in enumerate(lines):
        piece = text if index == len(lines) - 1 else text + "\n"
        if page is not None:
            if spans and spans[-1].page == page and spans[-1].end == offset:
                spans[-1] = PageSpan(spans[-1].start, offset + len(piece), page)
            else:
                spans.append(PageSpan(offset, offset + len(piece), page))
        parts.append(piece)
        offset += len(piece)
    return Section(list(path), "".join(parts), spans)


# ---------------------------------------------------------------------------------------------
# Entry point, checks, problems
# ---------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class ParseProblem:
    """One unusable part of a file that did not stop the rest (a bad JSONL line)."""

    path: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.path} line {self.line}: {self.message}"


def parse(path: Path, *, source: str | None = None, max_bytes: int = DEFAULT_MAX_BYTES,
          problems: list[ParseProblem] | None = None) -> list[ParsedDocument]:
    """Parse one file into documents (one, or one per good line of a JSONL file).

    Raises :class:`InputError` (naming the file, the cause and the fix) when the file cannot be
    used at all. Per-line JSONL problems go to ``problems`` when given, else to the log.
    """
    path = Path(path)
    parser = _PARSERS.get(path.suffix.lower())
    if not path.exists():
        raise InputError(f"{path}: file not found; check the path")
    if not path.is_file():
        raise InputError(f"{path}: not a regular file; give a file (directories are expanded by ingest)")
    if parser is None:
        raise InputError(f"{path}: unsupported file type {path.suffix or '(no suffix)'!r}; "
                         f"supported: {', '.join(SUPPORTED_SUFFIXES)} (convert the file to one of these)")
    size = path.stat().st_size
    if size == 0:
        raise InputError(f"{path}: file is empty; nothing to ingest")
    if size > max_bytes:
        raise InputError(f"{path}: file is {_mb(size)}, over the limit of {_mb(max_bytes)}; "
                         f"split the file or raise the limit ({SIZE_SETTING})")
    collected: list[ParseProblem] = [] if problems is None else problems
    before = len(collected)
    documents = parser(path, source, collected)
    if problems is None:
        for problem in collected[before:]:
            log.warning("%s", problem)
    return documents


def _mb(size: int) -> str:
    return f"{size / 2**20:.3g} MB ({size} bytes)"


def file_doc_id(path: Path, source: str | None) -> str:
    """``<source or 'file'>:<file name>``: stable across machines, kept when the file changes."""
    return f"{source or 'file'}:{Path(path).name}"


# Byte-order marks say the encoding for certain; UTF-32 first (its LE mark starts with UTF-16's).
_BOMS = ((codecs.BOM_UTF32_LE, "utf-32"), (codecs.BOM_UTF32_BE, "utf-32"), (codecs.BOM_UTF8, "utf-8-sig"),
         (codecs.BOM_UTF16_LE, "utf-16"), (codecs.BOM_UTF16_BE, "utf-16"))
# Files of another type saved under a text suffix: named so the error can say what the file really is.
_OCR = "run OCR on it (e.g. `ocrmypdf`) and ingest the PDF"
_CONVERT = "export it as PDF, Markdown or text"
_NOT_A_DOCUMENT = "it is not a document: leave it out"
_SIGNATURES = ((b"%PDF-", "a PDF", "rename it to .pdf"), (b"PK\x03\x04", "a ZIP archive (.docx, .xlsx, ...)", _CONVERT),
               (b"\xd0\xcf\x11\xe0", "an old Office document (.doc, .xls)", _CONVERT),
               (b"\x89PNG", "a PNG image", _OCR), (b"\xff\xd8\xff", "a JPEG image", _OCR),
               (b"GIF87a", "a GIF image", _OCR), (b"GIF89a", "a GIF image", _OCR),
               (b"MZ\x90\x00", "a Windows program", _NOT_A_DOCUMENT), (b"\x7fELF", "a Linux program", _NOT_A_DOCUMENT))


def decode(data: bytes, path: Path, *, what: str = "file") -> str:
    """Text of a text file, or an InputError naming the cause and the fix.

    UTF-8 (a BOM is allowed), or UTF-16/UTF-32 when a byte-order mark says so. Anything else is
    refused rather than guessed: latin-1 and cp1252 decode *any* bytes, so a wrong guess would
    index mojibake silently; the error names the first bad byte and its offset.
    """
    _refuse_other_types(data, path)
    encoding = next((name for bom, name in _BOMS if data.startswith(bom)), "utf-8")
    nul = data.find(b"\x00") if encoding.startswith("utf-8") else -1
    if nul >= 0:
        raise InputError(f"{path}: {what} holds NUL bytes (first at byte offset {nul}): binary data, or UTF-16 "
                         f"without a byte-order mark; re-save it as UTF-8")
    try:
        text = data.decode(encoding)
    except UnicodeDecodeError as exc:
        bad = data[exc.start:exc.start + 1].hex().upper()
        raise InputError(f"{path}: {what} is not {encoding.upper().removesuffix('-SIG')} text: byte 0x{bad} at "
                         f"byte offset {exc.start} cannot be decoded ({exc.reason}); re-save it as UTF-8, e.g. "
                         f"`iconv -f cp1252 -t utf-8 in > out`") from None
    return text.removeprefix("\ufeff")


def _refuse_other_types(data: bytes, path: Path) -> None:
    """A PDF, image, archive or program under a text suffix is named as what it is."""
    for signature, kind, fix in _SIGNATURES:
        if data.startswith(signature):
            raise InputError(f"{path}: this is {kind}, not {path.suffix or 'text'} text; {fix}")


def _no_text(path: Path) -> InputError:
    return InputError(f"{path}: no text found; the file has nothing to index")


# ---------------------------------------------------------------------------------------------
# Plain text
# ---------------------------------------------------------------------------------------------

def _parse_text(path: Path, source: str | None, problems: list[ParseProblem]) -> list[ParsedDocument]:
    """Text with the header rules; form feeds (as pdftotext writes them) separate pages."""
    text = decode(path.read_bytes(), path)
    if not text.strip():
        raise _no_text(path)
    paged = "\f" in text
    builder = SectionBuilder()
    for number, page_text in enumerate(text.split("\f") if paged else [text], start=1):
        for line in page_text.splitlines():
            builder.line(line, number if paged else None, detect=True)
    sections = builder.finish()
    if not sections:
        raise _no_text(path)
    return [_document(path, source, "text", sections, page_count=text.count("\f") + 1 if paged else None)]


def _document(path: Path, source: str | None, kind: str, sections: list[Section], *,
              title: str | None = None, date: str | None = None, page_count: int | None = None) -> ParsedDocument:
    return ParsedDocument(doc_id=file_doc_id(path, source), kind=kind, title=title or path.stem,
                          sections=sections, path=str(path), source=source, date=date, page_count=page_count)


# ---------------------------------------------------------------------------------------------
# Markdown: markdown-it-py (already installed with rich) gives block tokens with source line
# ranges. LangChain's MarkdownHeaderTextSplitter was tried first; it rewrites blank lines as
# "  \n" and knows nothing of tables, so paragraphs and table boundaries would be lost.
# ---------------------------------------------------------------------------------------------

_FRONT_MATTER = re.compile(r"\A---\s*\n(.*?)\n(?:---|\.\.\.)\s*(?:\n|\Z)", re.S)


def _parse_markdown(path: Path, source: str | None, problems: list[ParseProblem]) -> list[ParsedDocument]:
    from markdown_it import MarkdownIt

    text = decode(path.read_bytes(), path)
    title = None
    front = _FRONT_MATTER.match(text)
    if front:
        found = re.search(r"^title:\s*[\"']?(.+?)[\"']?\s*$", front.group(1), re.M)
        title = found.group(1) if found else None
        text = text[front.end():]
    text = re.sub(r"\r\n?", "\n", text)  # as markdown-it counts lines
    lines = text.split("\n")
    tokens = MarkdownIt("commonmark").enable("table").parse(text)
    builder = SectionBuilder()
    index = 0
    while index < len(tokens):
        token = tokens[index]
        if token.level != 0 or token.nesting == -1 or token.map is None:
            index += 1
            continue
        if token.type == "heading_open":
            builder.heading(int(token.tag[1]), _plain(tokens[index + 1]))
            builder.line("")
        elif token.type == "table_open":
            end = _closing(tokens, index)
            builder.table(markdown_table(_md_rows(tokens[index:end])))
            index = end
        else:
            for line in lines[token.map[0]:token.map[1]]:
                builder.line(line)
            builder.line("")
        index += 1
    sections = builder.finish()
    if not sections:
        raise _no_text(path)
    return [_document(path, source, "markdown", sections, title=title or _first_top_heading(sections))]


def _plain(inline) -> str:
    """Text of an inline token without its markup ("**Indikator** 12" -> "Indikator 12")."""
    parts = [child.content if child.type in ("text", "code_inline") else " " if "break" in child.type else ""
             for child in inline.children or []]
    return " ".join("".join(parts).split()) or inline.content.strip()


def _closing(tokens: Sequence, start: int) -> int:
    """Index of the token closing the block opened at ``start``."""
    depth = 0
    for index in range(start, len(tokens)):
        depth += tokens[index].nesting
        if depth == 0:
            return index
    return len(tokens) - 1


def _md_rows(tokens: Sequence) -> list[list[str]]:
    rows: list[list[str]] = []
    for token in tokens:
        if token.type == "tr_open":
            rows.append([])
        elif token.type == "inline" and rows:
            rows[-1].append(token.content)
    return rows


def markdown_table(rows: Sequence[Sequence[str | None]]) -> str:
    """Rows (first = header) as a GitHub-style Markdown table; pipes escaped, cells one line."""
    width = max((len(row) for row in rows), default=0)
    cells = [[_cell(c) for c in row] + [""] * (width - len(row)) for row in rows]
    render = ["| " + " | ".join(row) + " |" for row in cells]
    render.insert(1, "| " + " | ".join(["---"] * width) + " |")
    return "\n".join(render)


def _cell(value: str | None) -> str:
    return " ".join((value or "").split()).replace("|", "\\|")


# ---------------------------------------------------------------------------------------------
# HTML: BeautifulSoup; h1-h6 give the path, <table> becomes a Markdown table section.
# ---------------------------------------------------------------------------------------------

_DROP = ["script", "style", "noscript", "template", "svg", "head"]
_BLOCKS = {"address", "article", "aside", "blockquote", "dd", "details", "div", "dl", "dt", "figcaption",
           "figure", "footer", "form", "header", "li", "main", "nav", "ol", "p", "pre", "section",
           "summary", "ul", "caption"}


def _parse_html(path: Path, source: str | None, problems: list[ParseProblem]) -> list[ParsedDocument]:
    from bs4 import BeautifulSoup

    soup = BeautifulSoup(_html_text(path), "html.parser")
    title = soup.title.get_text(" ", strip=True) if soup.title else None
    for tag in soup(_DROP):
        tag.decompose()
    builder = SectionBuilder()
    buffer: list[str] = []
    _walk(soup.body or soup, builder, buffer)
    _flush_html(buffer, builder)
    sections = builder.finish()
    if not sections:
        raise _no_text(path)
    return [_document(path, source, "html", sections, title=title or _first_top_heading(sections))]


def _first_top_heading(sections: list[Section]) -> str | None:
    """The first heading path root: the document's h1 in Markdown and HTML."""
    return next((s.header_path[0] for s in sections if s.header_path), None)


def _html_text(path: Path) -> str:
    """UTF-8, or the charset the page declares (``<meta charset>``) when it is not UTF-8."""
    from bs4.dammit import EncodingDetector

    data = path.read_bytes()
    try:
        return decode(data, path)
    except InputError:
        declared = EncodingDetector.find_declared_encoding(data, is_html=True)
        if not declared or declared.lower().replace("_", "-") in ("utf-8", "utf8"):
            raise
        try:
            return data.decode(declared)
        except (LookupError, UnicodeDecodeError):
            raise InputError(f"{path}: not decodable as its declared charset {declared!r} nor as UTF-8; "
                             f"re-save it as UTF-8") from None


def _walk(node, builder: SectionBuilder, buffer: list[str], pre: bool = False) -> None:
    """Depth-first over the tree: text to the buffer (whitespace collapsed outside <pre>),
    headings and tables to the builder, block elements as line or paragraph breaks."""
    from bs4 import NavigableString
    from bs4.element import PreformattedString

    for child in node.children:
        if isinstance(child, PreformattedString):  # comments, doctype, CDATA
            continue
        if isinstance(child, NavigableString):
            buffer.append(str(child) if pre else re.sub(r"\s+", " ", str(child)))
        elif child.name and re.fullmatch(r"h[1-6]", child.name):
            _flush_html(buffer, builder)
            title = child.get_text(" ", strip=True)
            if title:
                builder.heading(int(child.name[1]), title)
        elif child.name == "table":
            _flush_html(buffer, builder)
            rows = _html_rows(child)
            if rows:
                builder.table(markdown_table(rows))
        elif child.name in ("br", "hr"):
            buffer.append("\n")
        elif child.name in _BLOCKS:
            buffer.append("\n\n" if child.name in ("p", "div", "section", "article", "pre") else "\n")
            _walk(child, builder, buffer, pre or child.name == "pre")
            buffer.append("\n")
        else:
            _walk(child, builder, buffer, pre)


def _flush_html(buffer: list[str], builder: SectionBuilder) -> None:
    """Buffered inline text -> lines (whitespace collapsed as a browser would, paragraphs kept)."""
    text = "".join(buffer)
    buffer.clear()
    for line in text.split("\n"):
        builder.line(" ".join(line.split()))


def _html_rows(table) -> list[list[str]]:
    rows = [tr for tr in table.find_all("tr") if tr.find_parent("table") is table]
    cells = [[cell.get_text(" ", strip=True) for cell in tr.find_all(["th", "td"], recursive=False)] for tr in rows]
    return [row for row in cells if any(row)]


# ---------------------------------------------------------------------------------------------
# JSONL: one document per line, {"id", "text", "title"?, "source"?, "page"?, "date"?}
# ---------------------------------------------------------------------------------------------

def _parse_jsonl(path: Path, source: str | None, problems: list[ParseProblem]) -> list[ParsedDocument]:
    """Good lines become documents; bad lines become ParseProblems; no good line -> InputError."""
    documents: list[ParsedDocument] = []
    seen: dict[str, int] = {}
    mine: list[ParseProblem] = []
    lines = _jsonl_bytes(path).split(b"\n")
    for number, raw in enumerate(lines, start=1):
        if not raw.strip():
            continue
        try:
            doc = _jsonl_document(raw, path, source)
        except ValueError as exc:
            mine.append(ParseProblem(str(path), number, str(exc)))
            continue
        if doc.doc_id in seen:
            mine.append(ParseProblem(str(path), number, f"duplicate id {doc.doc_id!r} (first on line "
                                                        f"{seen[doc.doc_id]}); line skipped, ids must be unique"))
            continue
        seen[doc.doc_id] = number
        documents.append(doc)
    problems.extend(mine)
    if not documents:
        detail = "; ".join(str(p) for p in mine[:3]) or "only blank lines"
        raise InputError(f"{path}: no usable JSONL line ({len(mine)} bad: {detail}); each line must be a "
                         'JSON object like {"id": "...", "text": "..."}')
    return documents


def _jsonl_bytes(path: Path) -> bytes:
    """The file as UTF-8 bytes: a UTF-16/32 file (byte-order mark) is decoded whole, so lines split right;
    UTF-8 stays bytes, so one bad line is reported on its own and the rest still ingest."""
    data = path.read_bytes()
    encoding = next((name for bom, name in _BOMS if data.startswith(bom)), "utf-8")
    if encoding == "utf-8-sig":
        return data.removeprefix(codecs.BOM_UTF8)
    return decode(data, path).encode("utf-8") if encoding != "utf-8" else data


def _jsonl_document(raw: bytes, path: Path, source: str | None) -> ParsedDocument:
    """One line -> one document, or ValueError saying what is wrong with the line.

    ``id`` becomes ``doc_id`` unchanged (a whole-number id is accepted as its decimal string);
    the text gets the same header rules as a .txt file; ``page`` spans the whole text.
    """
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ValueError(f"not UTF-8 (byte 0x{raw[exc.start:exc.start + 1].hex().upper()} at byte "
                         f"{exc.start} of the line); re-save the file as UTF-8") from None
    try:
        record = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"invalid JSON ({exc.msg} at column {exc.colno})") from None
    if not isinstance(record, dict):
        raise ValueError(f"expected a JSON object, got {type(record).__name__}")
    doc_id = record.get("id")
    if isinstance(doc_id, int) and not isinstance(doc_id, bool):
        doc_id = str(doc_id)
    if not isinstance(doc_id, str) or not doc_id.strip():
        raise ValueError('missing or empty "id" (a non-empty string)')
    body = record.get("text")
    if not isinstance(body, str) or not body.strip():
        raise ValueError(f'record {doc_id!r}: missing or empty "text"')
    page = record.get("page")
    if page is not None and (isinstance(page, bool) or not isinstance(page, int) or page < 1):
        raise ValueError(f'record {doc_id!r}: "page" must be a whole number >= 1, got {page!r}')
    for key in ("title", "source", "date"):
        if record.get(key) is not None and not isinstance(record[key], str):
            raise ValueError(f'record {doc_id!r}: "{key}" must be a string')
    builder = SectionBuilder()
    for line in body.splitlines():
        builder.line(line, page, detect=True)
    return ParsedDocument(doc_id=doc_id, kind="jsonl", title=record.get("title") or doc_id,
                          sections=builder.finish(), path=str(path), source=record.get("source") or source,
                          date=record.get("date"), page_count=1 if page is not None else None)


# ---------------------------------------------------------------------------------------------
# PDF: pypdf for the text of each page, pdfplumber for the tables.
# ---------------------------------------------------------------------------------------------

@dataclass(eq=False)  # identity: the same table object marks its place once
class _Table:
    """A table pdfplumber found: PDF-space bbox (x0, y0, x1, y1) and its cell rows."""

    bbox: tuple[float, float, float, float]
    rows: list[list[str | None]]


PageItem = str | _Table  # a text line or a table, in reading order


def _parse_pdf(path: Path, source: str | None, problems: list[ParseProblem]) -> list[ParsedDocument]:
    reader = _open_pdf(path)
    try:
        tables = _find_tables(path)
        pages = [_page_items(page, tables.get(number, [])) for number, page in enumerate(reader.pages, start=1)]
    except InputError:
        raise
    except Exception as exc:  # pypdf raises many types on damaged content streams
        raise InputError(f"{path}: unreadable PDF content ({type(exc).__name__}: {exc}); the file may be "
                         f"damaged, re-export or repair it (e.g. `qpdf in.pdf out.pdf`)") from exc
    pages = _drop_running_lines(pages)
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
        raise _no_text(path)
    title, date = _pdf_metadata(reader)
    return [_document(path, source, "pdf", sections, title=title, date=date, page_count=len(pages))]


def _open_pdf(path: Path):
    from pypdf import PdfReader
    from pypdf.errors import PyPdfError

    with path.open("rb") as handle:
        head = handle.read(1024)
    if b"%PDF-" not in head:
        kind = next((f"; it is {kind}" for signature, kind, _ in _SIGNATURES if head.startswith(signature)), "")
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
        log.warning("%s: table detection failed (%s: %s); tables stay in the body text",
                    path, type(exc).__name__, exc)
        return {}
    return found


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


def _drop_running_lines(pages: list[list[PageItem]]) -> list[list[PageItem]]:
    """Remove running headers/footers and page numbers: the same line (digits ignored) among the
    first or last two lines of at least half the pages (and 3+ pages)."""
    if len(pages) < 3:
        return pages

    def edges(items: list[PageItem]) -> set[int]:
        text = [i for i, item in enumerate(items) if isinstance(item, str) and item.strip()]
        return set(text[:2] + text[-2:])

    def key(line: PageItem) -> str:
        return re.sub(r"\d+", "#", " ".join(str(line).split()).lower())

    page_edges = [edges(items) for items in pages]
    counts = Counter(k for items, ends in zip(pages, page_edges) for k in {key(items[i]) for i in ends})
    running = {k for k, n in counts.items() if n >= max(3, len(pages) / 2)}
    if not running:
        return pages
    return [[item for i, item in enumerate(items) if not (i in ends and key(item) in running)]
            for items, ends in zip(pages, page_edges)]


# ---------------------------------------------------------------------------------------------

_PARSERS: dict[str, Callable[[Path, str | None, list[ParseProblem]], list[ParsedDocument]]] = {
    ".pdf": _parse_pdf,
    ".md": _parse_markdown,
    ".markdown": _parse_markdown,
    ".txt": _parse_text,
    ".html": _parse_html,
    ".htm": _parse_html,
    ".jsonl": _parse_jsonl,
}

SUPPORTED_SUFFIXES: tuple[str, ...] = tuple(_PARSERS)
