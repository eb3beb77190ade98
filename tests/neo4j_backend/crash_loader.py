"""A real loader process for the Neo4j crash test: numbered batches, ``ACK n`` printed after each commit.

Run as ``python tests/neo4j_backend/crash_loader.py BOLT_URL BATCHES BATCH_SIZE [SLEEP_S]`` with the
password in ``STRATA_GRAPH_PASSWORD``. Each batch MERGEs BATCH_SIZE places through the production
statement ``places_merge`` (``GraphStore.run_batches``, as every loader writes); ``ACK n`` is printed
only after Neo4j acknowledged the commit of batch n.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from graph.store.neo4j import Neo4jStore  # noqa: E402
from tests.support.crash_loader import rows  # noqa: E402


def main() -> None:
    url, batches, size = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    pause = float(sys.argv[4]) if len(sys.argv) > 4 else 0.0
    with Neo4jStore(url, user="neo4j", password=os.environ["STRATA_GRAPH_PASSWORD"]) as store:
        store.apply_schema()
        for number, _ in enumerate(store.run_batches("places_merge", rows(batches, size), size), start=1):
            print(f"ACK {number}", flush=True)
            time.sleep(pause)
    print("DONE", flush=True)


if __name__ == "__main__":
    main()
