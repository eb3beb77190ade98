"""A real loader process for the crash tests: writes numbered batches, printing ACK after each commit.

Run as ``python tests/support/crash_loader.py GRAPH_DIR BATCHES BATCH_SIZE [SLEEP_S]``. Each batch
MERGEs BATCH_SIZE places through the production statement ``places_merge``; the
line ``ACK n`` is printed only after the store acknowledged batch n.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from graph.store.falkordb import FalkorDBStore  # noqa: E402


def rows(batches: int, size: int):
    for i in range(batches * size):
        yield {"id": f"crash:{i}", "props": {"name": f"Place {i}", "kind": "locality", "population": i}}


def main() -> None:
    directory, batches, size = Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    pause = float(sys.argv[4]) if len(sys.argv) > 4 else 0.0
    store = FalkorDBStore.embedded(directory)
    store.apply_schema()
    print(f"PID {store.server.pid}", flush=True)
    for number, _ in enumerate(store.run_batches("places_merge", rows(batches, size), size), start=1):
        print(f"ACK {number}", flush=True)
        time.sleep(pause)
    store.close()
    print("DONE", flush=True)


if __name__ == "__main__":
    main()
