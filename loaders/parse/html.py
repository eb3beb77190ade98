"""HTML: BeautifulSoup; h1-h6 give the path, <table> becomes a Markdown table section."""

from __future__ import annotations

import re
from pathlib import Path

from graph.errors import InputError
from loaders.document import ParsedDocument
from loaders.parse.documents import file_document, first_top_heading, no_text
from loaders.parse.encoding import decode
from loaders.parse.problems import ParseProblem
from loaders.parse.sections import SectionBuilder, markdown_table


_DROP = ["script", "style", "noscript", "template", "svg", "head"]
_BLOCKS = {"address", "article", "aside", "blockquote", "dd", "details", "div", "dl", "dt", "figcaption",
           "figure", "footer", "form", "header", "li", "main", "nav", "ol", "p", "pre", "section",
           "summary", "ul", "caption"}


def parse_html(path: Path, source: str | None, problems: list[ParseProblem]) -> list[ParsedDocument]:
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
        raise no_text(path)
    return [file_document(path, source, "html", sections, title=title or first_top_heading(sections))]



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
