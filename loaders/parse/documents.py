"""What every format does with its file's result: the document id, the document, "no text"."""

from __future__ import annotations

from pathlib import Path

from graph.errors import InputError
from loaders.document import ParsedDocument, Section


def file_doc_id(path: Path, source: str | None) -> str:
    """``<source or 'file'>:<file name>``: stable across machines, kept when the file changes."""
    return f"{source or 'file'}:{Path(path).name}"


def file_document(path: Path, source: str | None, kind: str, sections: list[Section], *,
                  title: str | None = None, date: str | None = None, page_count: int | None = None) -> ParsedDocument:
    """The one document of a (non-JSONL) file, its id from :func:`file_doc_id`, its title the file's stem
    unless the format gives one."""
    return ParsedDocument(doc_id=file_doc_id(path, source), kind=kind, title=title or path.stem,
                          sections=sections, path=str(path), source=source, date=date, page_count=page_count)


def no_text(path: Path) -> InputError:
    return InputError(f"{path}: no text found; the file has nothing to index")


def first_top_heading(sections: list[Section]) -> str | None:
    """The first heading path root: the document's h1 in Markdown and HTML."""
    return next((s.header_path[0] for s in sections if s.header_path), None)
