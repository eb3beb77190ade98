"""Session memory: the turns of each conversation in a SQLite file in the data directory.

``sessions.sqlite3`` holds one row per turn, keyed by session id (a phone number on WhatsApp).
SQLite because it is in the standard library, survives restarts and takes concurrent writers
from the service's threads. Follow-up rewriting, which reads these turns, is a pipeline stage
(``engine.pipeline.followup``).
"""

from __future__ import annotations

import logging
import sqlite3
import threading
import time
from dataclasses import dataclass
from pathlib import Path

log = logging.getLogger(__name__)
FILE_NAME = "sessions.sqlite3"
HISTORY = 5  # turns kept in view for rewriting


@dataclass(frozen=True)
class Turn:
    question: str
    standalone: str
    route: str
    decision: str
    at: float


class SessionMemory:
    """Turns per session in ``<data>/sessions.sqlite3``."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.Lock()
        self._db = sqlite3.connect(path, check_same_thread=False, timeout=5)
        with self._db:
            self._db.execute("CREATE TABLE IF NOT EXISTS turns (session_id TEXT NOT NULL, at REAL NOT NULL, "
                             "question TEXT NOT NULL, standalone TEXT NOT NULL, route TEXT, decision TEXT)")
            self._db.execute("CREATE INDEX IF NOT EXISTS turns_session ON turns (session_id, at)")

    @classmethod
    def open(cls, data_dir: Path) -> "SessionMemory":
        return cls(Path(data_dir) / FILE_NAME)

    def history(self, session_id: str, limit: int = HISTORY) -> list[Turn]:
        """The session's last turns, oldest first."""
        with self._lock:
            rows = self._db.execute("SELECT question, standalone, route, decision, at FROM turns WHERE session_id = ? "
                                    "ORDER BY at DESC, rowid DESC LIMIT ?", (session_id, limit)).fetchall()
        return [Turn(*row) for row in reversed(rows)]

    def remember(self, session_id: str, turn: Turn) -> None:
        with self._lock, self._db:
            self._db.execute("INSERT INTO turns VALUES (?, ?, ?, ?, ?, ?)", (session_id, turn.at or time.time(),
                             turn.question, turn.standalone, turn.route, turn.decision))

    def sessions(self) -> int:
        with self._lock:
            return self._db.execute("SELECT count(DISTINCT session_id) FROM turns").fetchone()[0]

    def forget(self, session_id: str) -> None:
        with self._lock, self._db:
            self._db.execute("DELETE FROM turns WHERE session_id = ?", (session_id,))

    def close(self) -> None:
        self._db.close()
