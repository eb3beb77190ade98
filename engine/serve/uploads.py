"""Files uploaded to ``POST /ingest``: saved under ``<data>/uploads/<random>/`` with plain names.

A name loses its directory part and unusual characters (``../../x.pdf`` -> ``x.pdf``); a file over
``STRATA_MAX_UPLOAD_MB`` is a 413, and a refused upload leaves nothing behind.
"""

from __future__ import annotations

import re
import shutil
import uuid
from pathlib import Path

from fastapi import HTTPException, Request

from engine.config import Config
from graph.errors import InputError

SAFE_NAME_RE = re.compile(r"[^A-Za-z0-9._ -]+")
UPLOAD_CHUNK = 1 << 20


def safe_file_name(name: str | None) -> str:
    """An uploaded file's name with no directory part and only plain characters ("../../x.pdf" -> "x.pdf")."""
    base = Path((name or "").replace("\\", "/")).name
    cleaned = SAFE_NAME_RE.sub("_", base).strip(" .")
    if not cleaned:
        raise InputError(f"uploaded file name {name!r} is empty after removing unsafe characters; rename the file")
    return cleaned[:200]


async def save_uploads(request: Request, config: Config) -> tuple[list[Path], str | None]:
    """The multipart ``files`` of ``request`` saved to a new folder, and its ``source`` field."""
    limit = int(config.max_upload_mb * 2**20)
    form = await request.form(max_part_size=limit + 1)
    uploads = [f for f in form.getlist("files") if hasattr(f, "filename")]
    if not uploads:
        raise InputError("no files in the upload: send them as multipart field 'files'")
    folder = config.data_dir / "uploads" / uuid.uuid4().hex[:12]
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    try:
        for upload in uploads:
            target = folder / safe_file_name(upload.filename)
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
