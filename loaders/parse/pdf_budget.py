"""How much a PDF inflates, measured before any PDF library reads it.

pdfplumber (pdfminer) inflates every stream a page draws with an unbounded ``zlib.decompress``
before pypdf's own 75 MB limit is reached, so a 4 MB file of compressed blanks took the service from
1.3 GB to 6.5 GB. Here every stream of the file is found in its raw bytes (streams are always
top-level objects, so none hides inside an object stream) and its Flate stages are inflated through
bounded ``zlib.decompressobj`` calls that count bytes and keep none: a stream (a page's content, a
font, an image) may inflate to ``page_bytes``, the whole file to ``file_bytes``. Over either, the file
is refused before pdfplumber or pypdf touch it.
"""

from __future__ import annotations

import base64
import re
import string
import zlib
from dataclasses import dataclass
from pathlib import Path

from graph.errors import InputError

DEFAULT_PAGE_MB = 64
DEFAULT_FILE_MB = 512
STEP = 1 << 20  # bytes inflated per call: what the check holds in memory at once
STREAM_RE = re.compile(rb"(?<![A-Za-z])stream\r?\n")
OBJ_RE = re.compile(rb"\d+\s+\d+\s+obj\b")
NAME_RE = re.compile(rb"/([A-Za-z0-9]+)")
FLATE = (b"FlateDecode", b"Fl")
SETTINGS = "STRATA_PDF_MAX_PAGE_MB / STRATA_PDF_MAX_INFLATED_MB"


@dataclass(frozen=True)
class PdfBudget:
    """The most one stream (a page's content) and the whole file may inflate to, in bytes."""

    page_bytes: int = DEFAULT_PAGE_MB * 2**20
    file_bytes: int = DEFAULT_FILE_MB * 2**20

    @classmethod
    def of_mb(cls, page_mb: float, file_mb: float) -> "PdfBudget":
        return cls(int(page_mb * 2**20), int(file_mb * 2**20))


def check_pdf_budget(path: Path, budget: PdfBudget) -> int:
    """The bytes ``path``'s Flate streams inflate to; :class:`InputError` when a stream or the file
    would inflate beyond ``budget`` (counting stops there: memory stays at one ``STEP``)."""
    raw = Path(path).read_bytes()
    view = memoryview(raw)
    total, position = 0, 0
    while match := STREAM_RE.search(raw, position):
        start, position = match.end(), match.end()
        filters = _filters(raw[max(0, match.start() - 4096):match.start()])
        stages = sum(1 for name in filters if name in FLATE)
        if not stages:
            continue
        data, text_encoded = view[start:], 0
        for name in filters[:filters.index(next(n for n in filters if n in FLATE))]:
            data, text_encoded = _text_decoded(data, name), 1  # ASCII85/hex before Flate: bounded by the file
        # A zlib stream ends itself: inflate from here, not up to /Length or "endstream", which a
        # crafted file can make lie; what follows the stream's end is left unread.
        size, used = _inflated_size(memoryview(data), stages, budget.page_bytes)
        position = start + (1 if text_encoded else max(used, 1))
        if size > budget.page_bytes:
            raise InputError(f"{path}: a stream at byte {start} inflates to more than {_mb(budget.page_bytes)} "
                             f"(a compression bomb, or an unusually heavy page); refused before parsing. If the "
                             f"file is genuine, raise the limit ({SETTINGS}) or split the file")
        total += size
        if total > budget.file_bytes:
            raise InputError(f"{path}: its streams inflate to more than {_mb(budget.file_bytes)} in all "
                             f"(a compression bomb, or a very heavy file); refused before parsing. If the file "
                             f"is genuine, raise the limit ({SETTINGS}) or split the file")
    return total


def _filters(header: bytes) -> list[bytes]:
    """The filter names of the stream dictionary just before a ``stream`` keyword, in order."""
    objects = list(OBJ_RE.finditer(header))
    header = header[objects[-1].end():] if objects else header
    at = header.rfind(b"/Filter")
    if at < 0:
        return []
    value = header[at + len(b"/Filter"):].lstrip()
    value = value[1:value.find(b"]")] if value.startswith(b"[") else value[:value.find(b"/", 1) if b"/" in value[1:] else None]
    return NAME_RE.findall(value)


def _text_decoded(data: memoryview | bytes, name: bytes) -> bytes:
    """ASCII85 or ASCIIHex data decoded (it shrinks: bounded by the file's size); b"" when damaged."""
    raw = bytes(data)
    try:
        if name in (b"ASCII85Decode", b"A85"):
            end = raw.find(b"~>")
            return base64.a85decode(raw[:end if end >= 0 else None].replace(b"<~", b""), ignorechars=b" \t\r\n\x00\x0c")
        if name in (b"ASCIIHexDecode", b"AHx"):
            end = raw.find(b">")
            digits = bytes(c for c in raw[:end if end >= 0 else None] if chr(c) in string.hexdigits)
            return bytes.fromhex(digits.decode() + ("0" if len(digits) % 2 else ""))
    except ValueError:
        return b""
    return b""  # another filter ahead of Flate: not something pdfminer would inflate either


def _inflated_size(data: memoryview, stages: int, limit: int) -> tuple[int, int]:
    """(bytes ``data`` inflates to through ``stages`` chained Flate decoders, counted no further than
    ``limit + 1``; bytes of ``data`` the first decoder used). A damaged stream counts what came out
    before the damage (pdfminer keeps that much too)."""
    decoders = [zlib.decompressobj() for _ in range(stages)]
    total = 0

    def feed(level: int, chunk: bytes) -> bool:
        """Push ``chunk`` through decoder ``level`` and on; False once past the limit or broken."""
        nonlocal total
        if level == stages:
            total += len(chunk)
            return total <= limit
        decoder = decoders[level]
        while chunk and not decoder.eof:
            try:
                out = decoder.decompress(chunk, STEP)
            except zlib.error:
                return False
            chunk = decoder.unconsumed_tail
            if out and not feed(level + 1, out):
                return False
            if not out and not chunk:
                break
        return True

    used = 0
    for offset in range(0, len(data), STEP):
        piece = bytes(data[offset:offset + STEP])
        going = feed(0, piece)
        used = offset + len(piece) - len(decoders[0].unused_data) - len(decoders[0].unconsumed_tail)
        if not going or decoders[0].eof:
            break
    return total, used


def _mb(size: int) -> str:
    return f"{size / 2**20:g} MB"
