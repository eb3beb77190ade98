"""Named crash points for the kill tests: ``failpoint("ingest.doc_begun")`` is a real ``kill -9``
of this process when ``STRATA_FAILPOINT`` names it, and one string comparison otherwise.

``STRATA_FAILPOINT=name`` kills at the first call of ``name``; ``name:n`` at the n-th call
(counted per process, across threads). The kill is SIGKILL on our own pid, not an exception:
no ``finally`` block, no flush, no atexit handler runs, exactly as when the machine or the
OOM killer stops an ingest. tests/reliability/test_ingest_kill.py uses it.
"""

from __future__ import annotations

import os
import signal
import sys
import threading

ENV = "STRATA_FAILPOINT"


def _parse(spec: str) -> tuple[str, int] | None:
    """``"name[:n]"`` -> (name, n); None when unset."""
    if not spec.strip():
        return None
    name, _, nth = spec.strip().partition(":")
    return name, int(nth or 1)


_ARMED = _parse(os.environ.get(ENV, ""))
_calls = 0
_lock = threading.Lock()


def failpoint(name: str) -> None:
    """Kill this process (SIGKILL) if ``STRATA_FAILPOINT`` names this point and this is its n-th call."""
    global _calls
    if _ARMED is None or _ARMED[0] != name:
        return
    with _lock:
        _calls += 1
        if _calls != _ARMED[1]:
            return
    sys.stderr.write(f"failpoint {name}:{_ARMED[1]}: kill -9\n")
    sys.stderr.flush()
    os.kill(os.getpid(), signal.SIGKILL)
