"""Session memory: the turns of each conversation in a SQLite file in the data directory.

``sessions.sqlite3`` holds one row per turn, keyed by session id (a phone number on WhatsApp).
SQLite because it is in the standard library, survives restarts and takes concurrent writers
from the service's threads. Follow-up rewriting, which reads these turns, is a pipeline stage
(``engine.pipeline.followup``).

Anyone can start a session (``POST /ask`` takes any id), so the file is bounded: an id is at most
``MAX_SESSION_ID_CHARS``, a session keeps its last ``MAX_TURNS`` turns, a session idle longer than the
TTL (``STRATA_SESSION_TTL_DAYS``) is forgotten, and past ``STRATA_MAX_SESSIONS`` sessions the least
recently active are forgotten first.
"""

from __future__ import annotations

import logging
import sqlite3
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from graph.errors import InputError

log = logging.getLogger(__name__)
FILE_NAME = "sessions.sqlite3"
HISTORY = 5  # turns kept in view for rewriting
MAX_TURNS = 50  # turns kept per session
MAX_SESSION_ID_CHARS = 128
DEFAULT_TTL_DAYS = 30.0
DEFAULT_MAX_SESSIONS = 100_000
EXPIRE_EVERY_S = 3600.0  # idle sessions are looked for at most this often (and when the memory opens)


def check_session_id(session_id: str | None) -> str | None:
    """``session_id`` when it is usable (None or text up to MAX_SESSION_ID_CHARS); else an InputError."""
    if session_id is None:
        return None
    if not isinstance(session_id, str):
        raise InputError(f"session id must be text, got {type(session_id).__name__}")
    if len(session_id) > MAX_SESSION_ID_CHARS:
        raise InputError(f"the session id is {len(session_id):,} characters; the limit is {MAX_SESSION_ID_CHARS}: "
                         "use a short id such as a phone number, a user id or a UUID")
    return session_id


@dataclass(frozen=True)
class Turn:
    question: str
    standalone: str
    route: str
    decision: str
    at: float


class SessionMemory:
    """Turns per session in ``<data>/sessions.sqlite3``."""

    def __init__(self, path: Path, *, ttl_days: float = DEFAULT_TTL_DAYS,
                 max_sessions: int = DEFAULT_MAX_SESSIONS) -> None:
        self.path = path
        self.ttl_s = ttl_days * 86400
        self.max_sessions = max(1, max_sessions)
        self._expired_at = 0.0
        self._count = 0  # sessions held, kept by remember() between expiries
        self._lock = threading.Lock()
        self._db = sqlite3.connect(path, check_same_thread=False, timeout=5)
        with self._db:
            self._db.execute("CREATE TABLE IF NOT EXISTS turns (session_id TEXT NOT NULL, at REAL NOT NULL, "
                             "question TEXT NOT NULL, standalone TEXT NOT NULL, route TEXT, decision TEXT)")
            self._db.execute("CREATE INDEX IF NOT EXISTS turns_session ON turns (session_id, at)")
            self._db.execute("CREATE INDEX IF NOT EXISTS turns_at ON turns (at)")
        with self._lock, self._db:
            self._expire()

    @classmethod
    def open(cls, data_dir: Path, *, ttl_days: float = DEFAULT_TTL_DAYS,
             max_sessions: int = DEFAULT_MAX_SESSIONS) -> "SessionMemory":
        return cls(Path(data_dir) / FILE_NAME, ttl_days=ttl_days, max_sessions=max_sessions)

    def history(self, session_id: str, limit: int = HISTORY) -> list[Turn]:
        """The session's last turns, oldest first."""
        with self._lock:
            rows = self._db.execute("SELECT question, standalone, route, decision, at FROM turns WHERE session_id = ? "
                                    "ORDER BY at DESC, rowid DESC LIMIT ?", (session_id, limit)).fetchall()
        return [Turn(*row) for row in reversed(rows)]

    def remember(self, session_id: str, turn: Turn) -> None:
        """Add a turn; a new session may push the least recently active ones out (STRATA_MAX_SESSIONS)."""
        session_id = check_session_id(session_id) or ""
        with self._lock, self._db:
            new = self._db.execute("SELECT 1 FROM turns WHERE session_id = ? LIMIT 1", (session_id,)).fetchone() is None
            self._db.execute("INSERT INTO turns VALUES (?, ?, ?, ?, ?, ?)", (session_id, turn.at or time.time(),
                             turn.question, turn.standalone, turn.route, turn.decision))
            self._db.execute("DELETE FROM turns WHERE session_id = ? AND rowid NOT IN (SELECT rowid FROM turns "
                             "WHERE session_id = ? ORDER BY at DESC, rowid DESC LIMIT ?)",
                             (session_id, session_id, MAX_TURNS))
            self._count += new
            if self._count > self.max_sessions or time.time() - self._expired_at > EXPIRE_EVERY_S:
                self._expire()

    def _expire(self) -> None:
        """Forget sessions idle past the TTL, then the least recently active beyond ``max_sessions``
        (called with the lock held, inside a transaction)."""
        self._expired_at = time.time()
        self._db.execute("DELETE FROM turns WHERE session_id IN (SELECT session_id FROM turns GROUP BY session_id "
                         "HAVING max(at) < ?)", (self._expired_at - self.ttl_s,))
        self._db.execute("DELETE FROM turns WHERE session_id IN (SELECT session_id FROM turns GROUP BY session_id "
                         "ORDER BY max(at) DESC LIMIT -1 OFFSET ?)", (self.max_sessions,))
        self._count = self._db.execute("SELECT count(DISTINCT session_id) FROM turns").fetchone()[0]

    def sessions(self) -> int:
        with self._lock:
            return self._db.execute("SELECT count(DISTINCT session_id) FROM turns").fetchone()[0]

    def forget(self, session_id: str) -> None:
        with self._lock, self._db:
            self._db.execute("DELETE FROM turns WHERE session_id = ?", (session_id,))

    def close(self) -> None:
        self._db.close()
