"""``DATA/serve.json``: which ``strata serve`` holds a data directory (its pid, host and port).

Why: the embedded vector store lets one process in. Without a record, a second service on the same
directory started "healthy" and then failed every question, and a CLI command beside a service failed
deep inside the store. With it, both say at once who holds the directory and where to send the work.
The service keeps the file locked (``flock``) while it runs, so a record left by a killed service is
recognised as stale (nobody holds the lock) and ignored.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
from dataclasses import dataclass
from pathlib import Path

from graph.errors import StrataError

RECORD = "serve.json"


class ServiceRunning(StrataError):
    """A ``strata serve`` holds this data directory; the message names it and what to do instead."""


@dataclass(frozen=True)
class ServiceRecord:
    """A running service: its pid and where it listens (None while it is still writing the record)."""

    pid: int | None
    host: str | None
    port: int | None

    @property
    def url(self) -> str:
        host = self.host if self.host and self.host not in ("0.0.0.0", "::") else "127.0.0.1"
        return f"http://{host}:{self.port}" if self.port else "its address"

    def describe(self) -> str:
        return f"a Strata service (pid {self.pid or '?'}, port {self.port or '?'})"


def running_service(data_dir: Path) -> ServiceRecord | None:
    """The service holding ``data_dir``, or None (no record, or one nobody holds any more)."""
    try:
        fd = os.open(Path(data_dir) / RECORD, os.O_RDONLY)
    except OSError:
        return None
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
        except BlockingIOError:  # the service holds it: it runs
            return _read(fd)
        fcntl.flock(fd, fcntl.LOCK_UN)
        return None  # left by a service that was killed
    finally:
        os.close(fd)


def _read(fd: int) -> ServiceRecord:
    with contextlib.suppress(OSError, ValueError, TypeError, AttributeError):
        data = json.loads(os.pread(fd, 4096, 0).decode("utf-8"))
        return ServiceRecord(int(data["pid"]), data.get("host"), int(data["port"]))
    return ServiceRecord(None, None, None)  # being written right now


def held_message(data_dir: Path, record: ServiceRecord) -> str:
    """What a CLI command that needs the vector store says beside a running service."""
    return (f"{record.describe()} holds the data directory {data_dir} (its embedded vector store lets one "
            f"process in). Send the work to it: POST /ingest (admin token) or POST /ask on {record.url}, "
            f"`strata doctor --service {record.url}`; or stop the service first")


def serving_message(data_dir: Path, record: ServiceRecord) -> str:
    """What a second ``strata serve`` on the same data directory says before refusing to start."""
    return (f"another `strata serve` (pid {record.pid or '?'}, port {record.port or '?'}) already serves "
            f"{data_dir}: use it at {record.url}, or stop it first (one service per data directory: its "
            "embedded vector store lets one process in)")


class ServiceLease:
    """Held by ``strata serve`` for its life: writes the record and keeps it locked; removes it on exit."""

    def __init__(self, data_dir: Path, host: str, port: int) -> None:
        self.path = Path(data_dir) / RECORD
        self.host, self.port = host, port
        self._fd: int | None = None

    def __enter__(self) -> "ServiceLease":
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            record = _read(fd)
            os.close(fd)
            raise ServiceRunning(serving_message(self.path.parent, record)) from None
        os.ftruncate(fd, 0)
        os.pwrite(fd, json.dumps({"pid": os.getpid(), "host": self.host, "port": self.port}).encode(), 0)
        os.fsync(fd)
        self._fd = fd
        return self

    def __exit__(self, *exc: object) -> None:
        if self._fd is not None:
            with contextlib.suppress(OSError):
                self.path.unlink()
            os.close(self._fd)
            self._fd = None
