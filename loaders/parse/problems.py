"""The unusable parts of a file that did not stop the rest (callers collect or log them)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ParseProblem:
    """One unusable part of a file that did not stop the rest (a bad JSONL line)."""

    path: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.path} line {self.line}: {self.message}"
