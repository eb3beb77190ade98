"""The dedupe table: each message id is claimed once, in ``<data>/whatsapp.sqlite3``, so a message Meta
delivers again is answered once, also across restarts (and one claimed but never answered is
answered after the next start)."""

from __future__ import annotations

import json
import logging
import sqlite3
import threading
import time
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

DB_FILE = "whatsapp.sqlite3"
KEEP_DAYS = 30  # answered message ids are remembered this long (Meta re-sends for up to 7 days)
MAX_RESUMES = 2  # a message left unanswered by this many restarts is given up on (it may be the cause)


class SeenMessages:
    """Message ids claimed and answered, in ``<data>/whatsapp.sqlite3`` (survives restarts).

    A claimed message keeps its payload until it is answered (so a restart can answer it);
    then only the id and times are kept, for ``KEEP_DAYS``.
    """

    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self._lock = threading.Lock()
        self._db = sqlite3.connect(path, check_same_thread=False, timeout=10)
        with self._db:
            self._db.execute("CREATE TABLE IF NOT EXISTS messages (id TEXT PRIMARY KEY, sender TEXT NOT NULL, "
                             "received REAL NOT NULL, answered REAL, resumes INTEGER NOT NULL DEFAULT 0, item TEXT)")
            self._db.execute("DELETE FROM messages WHERE answered IS NOT NULL AND answered < ?",
                             (time.time() - KEEP_DAYS * 86400,))

    def claim(self, message_id: str, sender: str, item: dict[str, Any]) -> bool:
        """True the first time ``message_id`` is seen (it is then this caller's to answer)."""
        with self._lock, self._db:
            cursor = self._db.execute("INSERT OR IGNORE INTO messages (id, sender, received, item) VALUES (?, ?, ?, ?)",
                                      (message_id, sender, time.time(), json.dumps(item)))
            return cursor.rowcount == 1

    def known(self, message_id: str) -> bool:
        with self._lock:
            return self._db.execute("SELECT 1 FROM messages WHERE id = ?", (message_id,)).fetchone() is not None

    def answered(self, message_id: str) -> bool:
        with self._lock:
            row = self._db.execute("SELECT answered FROM messages WHERE id = ?", (message_id,)).fetchone()
        return bool(row and row[0])

    def finish(self, message_id: str) -> None:
        with self._lock, self._db:
            self._db.execute("UPDATE messages SET answered = ?, item = NULL WHERE id = ?", (time.time(), message_id))

    def unfinished(self, *, before: float) -> list[dict[str, Any]]:
        """Messages claimed before ``before`` and never answered, oldest first (each resumed at most
        ``MAX_RESUMES`` times, then given up on and logged)."""
        with self._lock, self._db:
            rows = self._db.execute("SELECT id, resumes, item FROM messages WHERE answered IS NULL AND received < ? "
                                    "ORDER BY received", (before,)).fetchall()
            items = []
            for message_id, resumes, item in rows:
                if resumes >= MAX_RESUMES or not item:
                    log.error("WhatsApp message %s left unanswered after %d restarts: giving up", message_id, resumes)
                    self._db.execute("UPDATE messages SET answered = ?, item = NULL WHERE id = ?",
                                     (time.time(), message_id))
                    continue
                self._db.execute("UPDATE messages SET resumes = resumes + 1 WHERE id = ?", (message_id,))
                items.append(json.loads(item))
            return items

    def close(self) -> None:
        with self._lock:
            self._db.close()
