"""The entry point: a file's suffix picks its format's parser, after the checks every file gets.

Refused before any parser runs: a missing path, a directory, an unsupported suffix, an empty
file, a file over the size limit. Problems a parser collects (bad JSONL lines) are logged when
the caller passes no list to collect them.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Callable

from graph.errors import InputError
from loaders.document import ParsedDocument
from loaders.parse.html import parse_html
from loaders.parse.jsonl import parse_jsonl
from loaders.parse.markdown import parse_markdown
from loaders.parse.pdf import parse_pdf
from loaders.parse.pdf_budget import PdfBudget, check_pdf_budget
from loaders.parse.problems import ParseProblem
from loaders.parse.text import parse_text

log = logging.getLogger(__name__)

DEFAULT_MAX_BYTES = 50 * 2**20
SIZE_SETTING = "STRATA_MAX_FILE_MB; `max_bytes` when calling parse()"

Parser = Callable[[Path, str | None, list[ParseProblem]], list[ParsedDocument]]

_PARSERS: dict[str, Parser] = {
    ".pdf": parse_pdf,
    ".md": parse_markdown,
    ".markdown": parse_markdown,
    ".txt": parse_text,
    ".html": parse_html,
    ".htm": parse_html,
    ".jsonl": parse_jsonl,
}

SUPPORTED_SUFFIXES: tuple[str, ...] = tuple(_PARSERS)


def parse(path: Path, *, source: str | None = None, max_bytes: int = DEFAULT_MAX_BYTES,
          problems: list[ParseProblem] | None = None, pdf_budget: PdfBudget | None = None) -> list[ParsedDocument]:
    """Parse one file into documents (one, or one per good line of a JSONL file).

    Raises :class:`InputError` (naming the file, the cause and the fix) when the file cannot be
    used at all. Per-line JSONL problems go to ``problems`` when given, else to the log. A PDF must
    inflate within ``pdf_budget`` (default :class:`PdfBudget`) before any PDF library reads it.
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
    if parser is parse_pdf:
        check_pdf_budget(path, pdf_budget or PdfBudget())
    collected: list[ParseProblem] = [] if problems is None else problems
    before = len(collected)
    documents = parser(path, source, collected)
    if problems is None:
        for problem in collected[before:]:
            log.warning("%s", problem)
    return documents


def _mb(size: int) -> str:
    return f"{size / 2**20:.3g} MB ({size} bytes)"
