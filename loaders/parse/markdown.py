"""Markdown: markdown-it-py block tokens with source line ranges; tables become table sections.

LangChain's MarkdownHeaderTextSplitter was tried first; it rewrites blank lines as "  \\n" and
knows nothing of tables, so paragraphs and table boundaries would be lost.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Sequence

from loaders.document import ParsedDocument
from loaders.parse.documents import file_document, first_top_heading, no_text
from loaders.parse.encoding import decode
from loaders.parse.problems import ParseProblem
from loaders.parse.sections import SectionBuilder, markdown_table


_FRONT_MATTER = re.compile(r"\A---\s*\n(.*?)\n(?:---|\.\.\.)\s*(?:\n|\Z)", re.S)


def parse_markdown(path: Path, source: str | None, problems: list[ParseProblem]) -> list[ParsedDocument]:
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
        raise no_text(path)
    return [file_document(path, source, "markdown", sections, title=title or first_top_heading(sections))]


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
