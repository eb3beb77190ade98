"""A benchmark's data dir, built once per key and reused while the key holds (bench/.cache/NAME/data).

Why: loading SPBE, the TNEA file and the places takes minutes; a rerun of an unchanged benchmark should not
pay it. ``build.json`` beside the data dir records the key, the build time and when it was built.
"""

from __future__ import annotations

import datetime as dt
import json
import shutil
import time
from pathlib import Path
from typing import Callable, Sequence


def cached_data_dir(folder: Path, key: str, build: Callable[[Path], None], what: str, *,
                    rebuild: bool = False) -> Path:
    """``folder/data``, built by ``build(data_dir)`` unless ``folder/build.json`` already holds ``key``."""
    data, marker = folder / "data", folder / "build.json"
    if not rebuild and marker.is_file() and json.loads(marker.read_text(encoding="utf-8")).get("key") == key:
        return data
    if folder.exists():
        shutil.rmtree(folder)
    print(f"building {folder} ({what})", flush=True)
    started = time.perf_counter()
    build(data)
    marker.write_text(json.dumps({"key": key, "seconds": round(time.perf_counter() - started, 1),
                                  "built": dt.datetime.now(dt.timezone.utc).isoformat()}), encoding="utf-8")
    return data


def load_hierarchies(engine, tnea: Path, countries: Sequence[str]) -> None:
    """SPBE, the TNEA cutoff file ``tnea`` and the places of ``countries``: the graph the linking and cold-start
    benchmarks both measure on."""
    engine.load_spbe(progress=False)
    engine.load_admissions(tnea, progress=False)
    engine.load_places(countries=list(countries), progress=False)
