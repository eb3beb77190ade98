"""Files uploaded to ``POST /ingest``: saved under ``<data>/uploads/<random>/`` with safe names.

A name loses its directory part and punctuation (``../../x.pdf`` -> ``x.pdf``) but keeps letters,
marks and digits of any script (NFC), so ``விதிகள்.md`` stays ``விதிகள்.md``: the document id is
``<source>:<saved name>``, and reducing names to ASCII made different files one document. Parts of
one request whose names come out equal get ``-2``, ``-3`` ... before the suffix, so none overwrites
another. A file over ``STRATA_MAX_UPLOAD_MB`` is a 413, and a refused upload leaves nothing behind.
"""

from __future__ import annotations

import re
import shutil
import unicodedata
import uuid
from pathlib import Path

from fastapi import HTTPException, Request

from engine.config import Config
from graph.errors import InputError

UPLOAD_CHUNK = 1 << 20
MAX_NAME_BYTES = 200  # file systems allow 255 bytes; Tamil letters take 3 each in UTF-8
KEPT_PUNCTUATION = frozenset("._ -")
UNSAFE_RUN_RE = re.compile("\x00+")


def _kept(char: str) -> bool:
    """Letters, combining marks and digits of any script, and a few plain separators."""
    return char in KEPT_PUNCTUATION or unicodedata.category(char)[0] in "LMN"


def safe_file_name(name: str | None) -> str:
    """An uploaded file's name with no directory part and no punctuation ("../../x.pdf" -> "x.pdf");
    letters of every script are kept (NFC), so distinct non-ASCII names stay distinct."""
    base = unicodedata.normalize("NFC", Path((name or "").replace("\\", "/")).name)
    cleaned = UNSAFE_RUN_RE.sub("_", "".join(c if _kept(c) else "\x00" for c in base)).strip(" .")
    if not cleaned.strip("_"):
        raise InputError(f"uploaded file name {name!r} is empty after removing unsafe characters; rename the file")
    return _clip(cleaned)


def _clip(name: str, limit: int = MAX_NAME_BYTES) -> str:
    """``name`` cut to ``limit`` UTF-8 bytes, keeping its suffix (the suffix picks the parser)."""
    if len(name.encode("utf-8")) <= limit:
        return name
    path = Path(name)
    stem, suffix = path.stem, path.suffix[:20]
    while stem and len((stem + suffix).encode("utf-8")) > limit:
        stem = stem[:-1]
    return stem + suffix


def unique_name(name: str, taken: set[str]) -> str:
    """``name``, or ``stem-2.ext``, ``stem-3.ext`` ... when an earlier part of the upload took it
    (compared case-insensitively: some file systems are)."""
    candidate, number = name, 1
    while candidate.casefold() in taken:
        number += 1
        path = Path(name)
        candidate = _clip(path.stem, MAX_NAME_BYTES - 12) + f"-{number}" + path.suffix
    taken.add(candidate.casefold())
    return candidate


async def save_uploads(request: Request, config: Config) -> tuple[list[Path], str | None]:
    """The multipart ``files`` of ``request`` saved to a new folder, and its ``source`` field."""
    limit = int(config.max_upload_mb * 2**20)
    form = await request.form(max_part_size=limit + 1)
    uploads = [f for f in form.getlist("files") if hasattr(f, "filename")]
    if not uploads:
        raise InputError("no files in the upload: send them as multipart field 'files'")
    folder = config.data_dir / "uploads" / uuid.uuid4().hex[:12]
    folder.mkdir(parents=True, exist_ok=True)
    paths: list[Path] = []
    taken: set[str] = set()
    try:
        for upload in uploads:
            target = folder / unique_name(safe_file_name(upload.filename), taken)
            written = 0
            with target.open("wb") as handle:
                while chunk := await upload.read(UPLOAD_CHUNK):
                    written += len(chunk)
                    if written > limit:
                        raise HTTPException(413, f"{target.name} is larger than {config.max_upload_mb:g} MB "
                                                 "(STRATA_MAX_UPLOAD_MB)")
                    handle.write(chunk)
            paths.append(target)
    except BaseException:
        shutil.rmtree(folder, ignore_errors=True)  # a refused upload leaves nothing behind
        raise
    source = form.get("source")
    return paths, str(source) if source else None
