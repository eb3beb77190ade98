"""Stage timings: the milliseconds each stage took, as ``Answer.timings`` reports them.

One rule for every stage (wall time, milliseconds, two decimals), so the numbers the
benchmarks read from ``Answer.timings`` are comparable across stages.
"""

from __future__ import annotations

import time
from contextlib import contextmanager
from typing import Iterator


def ms_since(start: float) -> float:
    """Milliseconds since ``start`` (a ``time.perf_counter()`` reading), rounded to 0.01 ms.

    >>> ms_since(time.perf_counter()) < 1000
    True
    """
    return round((time.perf_counter() - start) * 1000, 2)


@contextmanager
def timed(timings: dict[str, float], stage: str | None) -> Iterator[None]:
    """Time the block into ``timings[stage]``; ``stage=None`` times nothing (the block keeps its own).

    A block that raises records nothing: its exception is the answer's fate, not a timing.

    >>> timings = {}
    >>> with timed(timings, "decide"):
    ...     pass
    >>> list(timings)
    ['decide']
    """
    start = time.perf_counter()
    yield
    if stage is not None:
        timings[stage] = ms_since(start)
