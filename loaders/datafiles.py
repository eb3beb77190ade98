"""Paths of the data files shipped inside the package (no run-time dependency on anything outside)."""

from __future__ import annotations

import csv
from pathlib import Path

DATA_DIR = Path(__file__).resolve().parent / "data"


def shipped(*parts: str) -> Path:
    """Path of a shipped data file, e.g. ``shipped("spbe", "spbe_indicators.csv")``."""
    path = DATA_DIR.joinpath(*parts)
    if not path.exists():
        raise FileNotFoundError(f"shipped data file missing: {path} (reinstall Strata)")
    return path


def shipped_rows(*parts: str, required: str | None = None) -> list[dict[str, str]]:
    """The rows of a shipped CSV file (``shipped``), without those whose ``required`` column is empty."""
    with shipped(*parts).open(newline="", encoding="utf-8") as handle:
        return [row for row in csv.DictReader(handle) if required is None or row.get(required)]


def is_verified(status: str | None) -> bool:
    """A row counts as fact only when its source status says sourced/secondary.

    >>> [is_verified(s) for s in ("sourced", "secondary", "UNVERIFIED - not found", "weak (test fixture)", "")]
    [True, True, False, False, False]
    """
    text = (status or "").strip().lower()
    return text.startswith(("sourced", "source", "secondary")) and "unverified" not in text
