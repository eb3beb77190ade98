"""Kill -9 the graph server or the loader mid-load: every acknowledged batch survives, a re-run converges."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from graph.errors import StoreUnavailable
from graph.store.falkordb import FalkorDBStore
from tests.support import ROOT

LOADER = ROOT / "tests" / "support" / "crash_loader.py"
BATCHES, BATCH_SIZE = 12, 5000

pytestmark = pytest.mark.slow


def _start_loader(directory: Path, pause: float) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, str(LOADER), str(directory), str(BATCHES), str(BATCH_SIZE), str(pause)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _read_until_ack(loader: subprocess.Popen, ack: int) -> int:
    server_pid = None
    for line in loader.stdout:
        if line.startswith("PID "):
            server_pid = int(line.split()[1])
        if line.strip() == f"ACK {ack}":
            return server_pid
    raise AssertionError(f"loader ended before ACK {ack}: {loader.stderr.read()}")


def _place_ids(directory: Path) -> set[str]:
    with FalkorDBStore.embedded(directory) as store:
        return {r["id"] for r in store.query("MATCH (p:Place) RETURN p.id AS id")}


def _expected(batches: int) -> set[str]:
    return {f"crash:{i}" for i in range(batches * BATCH_SIZE)}


def test_server_killed_mid_load_keeps_every_acknowledged_batch(tmp_path: Path) -> None:
    directory = tmp_path / "graph"
    loader = _start_loader(directory, pause=0.3)
    server_pid = _read_until_ack(loader, 3)
    os.kill(server_pid, signal.SIGKILL)
    loader.wait(timeout=60)
    acked = 3 + sum(1 for line in loader.stdout if line.startswith("ACK"))
    assert loader.returncode != 0 and "unreachable" in loader.stderr.read()
    ids = _place_ids(directory)  # a new server starts from the AOF
    assert _expected(acked) <= ids  # nothing acknowledged was lost
    assert ids <= _expected(BATCHES)


def test_loader_killed_mid_load_then_rerun_converges(tmp_path: Path) -> None:
    directory, reference = tmp_path / "graph", tmp_path / "reference"
    loader = _start_loader(directory, pause=0.3)
    _read_until_ack(loader, 2)
    loader.send_signal(signal.SIGKILL)  # the server is orphaned, mid-write or idle
    loader.wait()
    assert _expected(2) <= _place_ids(directory)  # the orphan is adopted; acknowledged batches are there
    rerun = _start_loader(directory, pause=0.0)
    out, err = rerun.communicate(timeout=120)
    assert "DONE" in out, err
    uninterrupted = _start_loader(reference, pause=0.0)
    uninterrupted.communicate(timeout=120)
    assert _place_ids(directory) == _place_ids(reference) == _expected(BATCHES)


def test_store_reports_a_dead_server_clearly(tmp_path: Path) -> None:
    with FalkorDBStore.embedded(tmp_path / "graph") as store:
        os.kill(store.server.pid, signal.SIGKILL)
        store.server._process.wait()
        with pytest.raises(StoreUnavailable, match="unreachable"):
            store.run("graph_counts")
        assert store.run("graph_counts") == []  # restarted on the failed call; the next one works
