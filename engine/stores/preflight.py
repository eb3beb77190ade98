"""Check that the data directory can take the writes about to start, before the first one.

Why: a read-only mount or a full disk found half-way through a load or an ingest leaves the user
with a cryptic store error and work to redo; found first, it is one clear sentence and nothing
written. The check probes with a real file (root ignores mode bits, and only a write shows a
read-only mount), then compares free space with ``min_free_mb`` plus the job's estimate.

The same words are used when a store's write fails anyway (the disk filled up during the job):
``disk_error`` recognises the operating-system error in a backend's message.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import shutil
import uuid
from pathlib import Path
from typing import Iterable

from engine.config import Config
from graph.errors import DataDirError

MB = 2**20
INGEST_SPACE_FACTOR = 3  # bytes the stores take per input byte (vectors, chunk text, AOF), roughly
PROBE_BYTES = 4096

_REASONS = {errno.ENOSPC: "the disk is full", errno.EDQUOT: "the disk quota is exceeded",
            errno.EROFS: "it is on a read-only file system", errno.EACCES: "permission denied",
            errno.EPERM: "permission denied"}
_FIXES = {errno.ENOSPC: "free space on that disk or move the data directory (--data / STRATA_DATA)",
          errno.EDQUOT: "free space on that disk or move the data directory (--data / STRATA_DATA)",
          errno.EROFS: "remount it read-write or point --data / STRATA_DATA at a writable directory"}
_DEFAULT_FIX = "give this user write access or point --data / STRATA_DATA at a writable directory"
# How backends that do not raise OSError (qdrant-edge, redis replies) spell the same errors.
_TEXT_ERRNO = [(re.compile(r"no space left|os error 28|enospc", re.I), errno.ENOSPC),
               (re.compile(r"quota exceeded|os error 122", re.I), errno.EDQUOT),
               (re.compile(r"read-only file system|os error 30|erofs", re.I), errno.EROFS)]


def uses_data_dir(config: Config) -> bool:
    """True when a store lives in the data directory (embedded graph or vectors), so its disk matters."""
    return not (config.graph_url and config.vector_url)


def preflight(config: Config, *, needed_bytes: int = 0) -> None:
    """Raise ``DataDirError`` unless the data directory exists (or can be created), takes a write and
    has ``min_free_mb`` plus ``needed_bytes`` free. With both stores on servers only the directory is made."""
    if not uses_data_dir(config):
        with contextlib.suppress(OSError):  # it only holds session memory, which degrades on its own
            config.data_dir.mkdir(parents=True, exist_ok=True)
        return
    check_data_dir(config.data_dir, min_free_mb=config.min_free_mb, needed_bytes=needed_bytes)


def check_data_dir(directory: Path, *, min_free_mb: float, needed_bytes: int = 0) -> None:
    """Create, probe and measure ``directory``; the error names it, what is wrong and the fix."""
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise _error(f"cannot create the data directory {directory}", exc.errno) from exc
    _probe(directory)
    _check_space(directory, int(min_free_mb * MB) + needed_bytes, needed_bytes)


def ingest_estimate(files: Iterable[Path]) -> int:
    """Bytes an ingest of ``files`` may add to the stores (``INGEST_SPACE_FACTOR`` x their size)."""
    total = 0
    for path in files:
        with contextlib.suppress(OSError):  # a vanished file is the ingest's error to report, not ours
            total += path.stat().st_size
    return INGEST_SPACE_FACTOR * total


def disk_error(message: str, directory: Path, doing: str) -> DataDirError | None:
    """A ``DataDirError`` when a backend's failure ``message`` is a full or read-only disk, else None."""
    code = next((code for pattern, code in _TEXT_ERRNO if pattern.search(message)), None)
    if code is None:
        return None
    return _error(f"{doing} failed: cannot write to {directory}", code,
                  f"; nothing after the last acknowledged write was kept, and a re-run resumes ({message})")


def ensure_room(directory: Path, reserve_bytes: int, doing: str) -> None:
    """Refuse a write while there is still room to refuse.

    Why: qdrant-edge writes through memory-mapped files, and a page the full disk cannot back
    kills the process with SIGBUS instead of returning ENOSPC; no error can be mapped after that.
    """
    free = shutil.disk_usage(directory).free
    if free < reserve_bytes:
        raise _error(f"{doing} refused: {free / MB:.1f} MB free on the disk holding {directory}, less than the "
                     f"{reserve_bytes / MB:.0f} MB a write may need", errno.ENOSPC,
                     "; what was written before is kept, and a re-run resumes")


def _probe(directory: Path) -> None:
    probe = directory / f".strata-write-probe-{uuid.uuid4().hex}"
    try:
        with open(probe, "wb") as handle:
            handle.write(b"\0" * PROBE_BYTES)  # a full disk can still create an empty file
            handle.flush()
            os.fsync(handle.fileno())
    except OSError as exc:
        raise _error(f"the data directory {directory} cannot be written", exc.errno) from exc
    finally:
        with contextlib.suppress(OSError):
            probe.unlink()


def _check_space(directory: Path, required: int, needed_bytes: int) -> None:
    free = shutil.disk_usage(directory).free
    if free >= required:
        return
    job = f" (this job needs about {needed_bytes / MB:.1f} MB)" if needed_bytes else ""
    raise DataDirError(f"the data directory {directory} has {free / MB:.1f} MB free, less than the "
                       f"{required / MB:.1f} MB required{job}: free space on that disk, move the data directory "
                       "(--data / STRATA_DATA), or lower STRATA_MIN_FREE_MB")


def _error(what: str, code: int | None, detail: str = "") -> DataDirError:
    reason = _REASONS.get(code or 0, os.strerror(code) if code else "unknown error")
    return DataDirError(f"{what}: {reason}{detail}; {_FIXES.get(code or 0, _DEFAULT_FIX)}")
