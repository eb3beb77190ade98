"""wordfreq's Zipf frequencies (how ordinary a word is), imported in milliseconds rather than 0.4 s.

wordfreq finds its data directory at import with ``locate.this_dir()``, which calls ``inspect.stack()``:
that looks up the module and reads the source of every frame on the stack, about 0.4 s when the import
happens deep in an import chain, as in a one-shot ``strata ask``. While wordfreq is imported here,
``this_dir`` answers from the caller's frame alone: the same directory (wordfreq's own), no stack walk.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Callable


def _import_zipf_frequency() -> Callable[..., float]:
    import locate

    walk_the_stack = locate.this_dir

    def callers_directory() -> Path:
        caller = sys._getframe(1).f_globals
        return Path(os.path.abspath(caller["__file__"])).parent if "__file__" in caller else walk_the_stack()

    locate.this_dir = callers_directory
    try:
        from wordfreq import zipf_frequency as imported
    finally:
        locate.this_dir = walk_the_stack
    return imported


zipf_frequency = _import_zipf_frequency()
