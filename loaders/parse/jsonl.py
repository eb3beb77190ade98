"""JSONL: one document per line, {"id", "text", "title"?, "source"?, "page"?, "date"?}.

A bad line does not sink the file: it becomes a ParseProblem and the good lines still ingest.
"""

from __future__ import annotations

import codecs
import json
from pathlib import Path

from graph.errors import InputError
from loaders.document import ParsedDocument
from loaders.parse.encoding import BOMS, decode
from loaders.parse.problems import ParseProblem
from loaders.parse.sections import SectionBuilder


def parse_jsonl(path: Path, source: str | None, problems: list[ParseProblem]) -> list[ParsedDocument]:
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
    encoding = next((name for bom, name in BOMS if data.startswith(bom)), "utf-8")
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
