"""Section building shared by every format: lines, headings and tables in reading order -> Sections."""

from __future__ import annotations

from typing import Sequence

from loaders.document import PageSpan, Section
from loaders.parse.headers import match_header


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


def markdown_table(rows: Sequence[Sequence[str | None]]) -> str:
    """Rows (first = header) as a GitHub-style Markdown table; pipes escaped, cells one line."""
    width = max((len(row) for row in rows), default=0)
    cells = [[_cell(c) for c in row] + [""] * (width - len(row)) for row in rows]
    render = ["| " + " | ".join(row) + " |" for row in cells]
    render.insert(1, "| " + " | ".join(["---"] * width) + " |")
    return "\n".join(render)


def _cell(value: str | None) -> str:
    return " ".join((value or "").split()).replace("|", "\\|")
