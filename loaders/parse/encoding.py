"""Bytes -> text for the text formats: UTF-8 or a byte-order mark, never a guess.

A file of another type saved under a text suffix (a PDF, an image, an archive) is named as
what it is, so the error says the fix.
"""

from __future__ import annotations

import codecs
from pathlib import Path

from graph.errors import InputError

# Byte-order marks say the encoding for certain; UTF-32 first (its LE mark starts with UTF-16's).
BOMS = ((codecs.BOM_UTF32_LE, "utf-32"), (codecs.BOM_UTF32_BE, "utf-32"), (codecs.BOM_UTF8, "utf-8-sig"),
        (codecs.BOM_UTF16_LE, "utf-16"), (codecs.BOM_UTF16_BE, "utf-16"))
# Files of another type saved under a text suffix: named so the error can say what the file really is.
_OCR = "run OCR on it (e.g. `ocrmypdf`) and ingest the PDF"
_CONVERT = "export it as PDF, Markdown or text"
_NOT_A_DOCUMENT = "it is not a document: leave it out"
SIGNATURES = ((b"%PDF-", "a PDF", "rename it to .pdf"), (b"PK\x03\x04", "a ZIP archive (.docx, .xlsx, ...)", _CONVERT),
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
    encoding = next((name for bom, name in BOMS if data.startswith(bom)), "utf-8")
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
    for signature, kind, fix in SIGNATURES:
        if data.startswith(signature):
            raise InputError(f"{path}: this is {kind}, not {path.suffix or 'text'} text; {fix}")
