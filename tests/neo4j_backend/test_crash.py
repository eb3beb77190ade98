"""kill -9 the Neo4j server in the middle of a load: after a restart every acknowledged batch is there,
the store that was open reports the dead server as unavailable and works again, and a re-run converges.

This kills the session's own server (the one every other test uses) and restarts it on the same data
and port: that is the crash users would have, and it costs one restart instead of a second server.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from graph.errors import StoreUnavailable
from graph.store.neo4j import Neo4jStore
from tests.neo4j_backend.conftest import Database
from tests.neo4j_backend.server import PASSWORD
from tests.support import ROOT

LOADER = Path(__file__).with_name("crash_loader.py")
BATCHES, BATCH_SIZE = 12, 5000
FAIL_FAST_S = 15.0


def _start_loader(url: str, pause: float) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, str(LOADER), url, str(BATCHES), str(BATCH_SIZE), str(pause)], cwd=ROOT,
                            env={**os.environ, "STRATA_GRAPH_PASSWORD": PASSWORD},
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _read_until_ack(loader: subprocess.Popen[str], ack: int) -> None:
    for line in loader.stdout:  # type: ignore[union-attr]
        if line.strip() == f"ACK {ack}":
            return
    raise AssertionError(f"the loader ended before ACK {ack}: {loader.stderr.read()}")  # type: ignore[union-attr]


def _place_ids(store: Neo4jStore) -> set[str]:
    return {row["id"] for row in store.query("MATCH (p:Place) RETURN p.id AS id")}


def _expected(batches: int) -> set[str]:
    return {f"crash:{i}" for i in range(batches * BATCH_SIZE)}


def test_neo4j_killed_mid_load_keeps_every_acknowledged_batch(database: Database, neo4j: Neo4jStore) -> None:
    server = database.server
    url = server.url
    loader = _start_loader(url, pause=0.3)
    _read_until_ack(loader, 3)
    server.kill()
    loader.wait(timeout=120)
    acked = 3 + sum(1 for line in loader.stdout if line.startswith("ACK"))  # type: ignore[union-attr]
    assert loader.returncode != 0 and "StoreUnavailable" in loader.stderr.read()  # type: ignore[union-attr]
    assert acked < BATCHES

    start = time.monotonic()
    try:
        neo4j.query("RETURN 1 AS one")
        raise AssertionError("a query against a killed server succeeded")
    except StoreUnavailable as down:
        assert url in str(down)
    assert time.monotonic() - start < FAIL_FAST_S

    server.start()  # the same data directory and port: Neo4j recovers from its transaction log
    assert server.url == url
    ids = _place_ids(neo4j)  # the store opened before the crash reconnects by itself
    assert _expected(acked) <= ids  # nothing acknowledged was lost
    assert ids <= _expected(BATCHES)

    rerun = _start_loader(url, pause=0.0)
    out, err = rerun.communicate(timeout=600)
    assert rerun.returncode == 0 and "DONE" in out, err
    assert _place_ids(neo4j) == _expected(BATCHES)
