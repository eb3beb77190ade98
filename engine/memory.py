"""Stage 11, conversation: session memory and follow-up rewriting.

Memory is a SQLite file in the data directory (``sessions.sqlite3``): one row per turn,
keyed by session id (a phone number on WhatsApp). SQLite because it is in the standard
library, survives restarts and takes concurrent writers from the service's threads.

A follow-up ("what about ECE?", "and for SC?", "in 2023?") is rewritten into a standalone
question without an LLM by carrying the previous standalone question over and replacing
the words of each slot the follow-up names (branch, community, institution, place, year,
indicator, level); a slot the previous question did not have is added. The engine keeps
the original question for the answer and retrieves with the standalone one.
"""

from __future__ import annotations

import logging
import re
import sqlite3
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

from engine.scope import Slot

log = logging.getLogger(__name__)
FILE_NAME = "sessions.sqlite3"
HISTORY = 5  # turns kept in view for rewriting
FOLLOW_UP_RE = re.compile(r"^\s*(?:(?:and|but|also|so)\b|what about\b|how about\b|what of\b|same\b|"
                          r"what if\b|then\b|dan\b|bagaimana dengan\b)", re.IGNORECASE)
# "in 2023?", "for SC?": a follow-up only when short ("In Paradise, what are the routes?" is not one)
SHORT_FOLLOW_UP_RE = re.compile(r"^\s*(?:for|in|at|with|untuk|di)\b", re.IGNORECASE)
SLOT_JOINERS = {"year": "in", "community": "for", "place": "in", "institution": "at", "branch": "for",
                "indicator": "for", "aspect": "for", "domain": "for", "level": "at"}


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


def is_follow_up(question: str, slots: Sequence[Slot]) -> bool:
    """A follow-up leans on the previous question: it opens like one, or it is a few words naming a slot."""
    words = len(question.split())
    if FOLLOW_UP_RE.match(question):
        return words <= 12
    if SHORT_FOLLOW_UP_RE.match(question):
        return words <= 5
    return words <= 4 and bool(slots)


def rewrite(previous: str, previous_slots: Sequence[Slot], question: str, slots: Sequence[Slot]) -> str:
    """The previous standalone question with the follow-up's slots put in.

    >>> rewrite("What is the MBC cutoff for CSE?", [Slot("community", 12, 15, "MBC"), Slot("branch", 27, 30, "CSE")],
    ...         "what about ECE?", [Slot("branch", 11, 14, "ECE")])
    'What is the MBC cutoff for ECE?'
    >>> rewrite("What is the MBC cutoff for CSE?", [Slot("community", 12, 15, "MBC")], "and in 2023?",
    ...         [Slot("year", 7, 11, "2023")])
    'What is the MBC cutoff for CSE in 2023?'
    """
    replacements: list[tuple[Slot, str]] = []  # (slot of the previous question, new words)
    additions: list[str] = []
    for slot in slots:
        if any(old.kind == slot.kind for old, _ in replacements):
            additions.append(slot.text)  # "ECE and EEE": the second one joins the first
            continue
        same = [s for s in previous_slots if s.kind == slot.kind]
        if same:
            replacements.append((same[-1], slot.text))
        else:
            additions.append(f"{SLOT_JOINERS.get(slot.kind, 'for')} {slot.text}")
    text = previous
    for old, words in sorted(replacements, key=lambda r: -r[0].start):  # right to left keeps offsets valid
        text = text[:old.start] + words + text[old.end:]
    if additions:
        stem = text.rstrip(" ?.!")
        tail = text[len(stem):]
        text = f"{stem} {' '.join(additions)}{tail}"
    return text
