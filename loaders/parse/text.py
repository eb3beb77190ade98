"""Plain text: the header rules; form feeds (as pdftotext writes them) separate pages."""

from __future__ import annotations

from pathlib import Path

from loaders.document import ParsedDocument
from loaders.parse.documents import file_document, no_text
from loaders.parse.encoding import decode
from loaders.parse.problems import ParseProblem
from loaders.parse.sections import SectionBuilder


def parse_text(path: Path, source: str | None, problems: list[ParseProblem]) -> list[ParsedDocument]:
    """Text with the header rules; form feeds (as pdftotext writes them) separate pages."""
    text = decode(path.read_bytes(), path)
    if not text.strip():
        raise no_text(path)
    paged = "\f" in text
    builder = SectionBuilder()
    for number, page_text in enumerate(text.split("\f") if paged else [text], start=1):
        for line in page_text.splitlines():
            builder.line(line, number if paged else None, detect=True)
    sections = builder.finish()
    if not sections:
        raise no_text(path)
    return [file_document(path, source, "text", sections, page_count=text.count("\f") + 1 if paged else None)]
