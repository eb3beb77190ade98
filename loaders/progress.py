"""Progress display for long loads: a rich progress bar with rows/s, silent when not a terminal."""

from __future__ import annotations

import contextlib
import sys
from typing import Callable, Iterator

from rich.console import Console
from rich.progress import (BarColumn, MofNCompleteColumn, Progress, ProgressColumn, Task, TextColumn,
                           TimeElapsedColumn, TimeRemainingColumn)
from rich.text import Text

Advance = Callable[[int], None]


class RateColumn(ProgressColumn):
    """Items per second (rows for a bulk load, chunks for an ingest), which is what a user wants to see."""

    def __init__(self, unit: str = "rows") -> None:
        super().__init__()
        self.unit = unit

    def render(self, task: Task) -> Text:
        speed = task.finished_speed or task.speed
        return Text(f"{speed:,.0f} {self.unit}/s" if speed else "", style="cyan")


@contextlib.contextmanager
def progress_bar(description: str, total: int | None, *, enabled: bool | None = None,
                 unit: str = "rows") -> Iterator[Advance]:
    """Yield ``advance(n)``; draws a bar on a terminal (or when ``enabled``), nothing otherwise."""
    show = sys.stderr.isatty() if enabled is None else enabled
    if not show:
        yield lambda n=1: None
        return
    columns = [TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(), RateColumn(unit),
               TimeElapsedColumn(), TimeRemainingColumn()]
    with Progress(*columns, console=Console(stderr=True)) as progress:
        task = progress.add_task(description, total=total)
        yield lambda n=1: progress.advance(task, n)
