"""Where the structures derived from a graph (the place gazetteer) are kept between processes.

Why: building the gazetteer takes seconds (tens of thousands of names, spaCy's tokenizer rules); a one-shot
``strata ask`` must not pay for it in every process. The engine names a folder of its data directory for
its graph store here; ``loaders/link/gazetteer.py`` keeps the gazetteer there, stamped with the graph's
signature and the code that built it. A store without a folder (a test's, a script's) keeps it in memory
only. Imports nothing heavy: the engine calls this on every open.
"""

from __future__ import annotations

import threading
import weakref
from pathlib import Path
from typing import Any

_LOCK = threading.Lock()
_FOLDERS: "weakref.WeakKeyDictionary[Any, Path]" = weakref.WeakKeyDictionary()


def keep_derived(store: Any, folder: Path) -> None:
    """Keep what is derived from ``store``'s graph in ``folder`` (created when first written)."""
    with _LOCK:
        _FOLDERS[store] = Path(folder)


def derived_folder(store: Any) -> Path | None:
    """The folder named for ``store``, or None (keep derived structures in memory only)."""
    with _LOCK:
        return _FOLDERS.get(store)
