"""`strata serve` stopped as a container runtime (SIGTERM) or a terminal (SIGINT) stops it.

Either way the engine closes: the process exits cleanly and the embedded graph server it started
is gone. Before the fix, SIGTERM killed the process after uvicorn's shutdown but before the engine
closed, orphaning its redis-server (and skipping the final save).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from graph.store.falkordb_server import _pid_alive
from tests.reliability.test_disk import _servers_under
from tests.support.serve import free_port

STRATA = Path(sys.executable).with_name("strata")


@pytest.mark.parametrize("stop", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
def test_a_stopped_service_closes_its_engine_and_graph_server(tmp_path: Path, stop: signal.Signals) -> None:
    data, port = tmp_path / "data", free_port()
    with open(tmp_path / "serve.log", "w") as log:
        process = subprocess.Popen([str(STRATA), "serve", "--port", str(port), "--data", str(data)],
                                   stdout=log, stderr=subprocess.STDOUT, env=dict(os.environ))
    try:
        deadline = time.monotonic() + 180
        while True:
            assert process.poll() is None, (tmp_path / "serve.log").read_text()[-2000:]
            assert time.monotonic() < deadline, "strata serve did not become healthy"
            try:
                if httpx.get(f"http://127.0.0.1:{port}/health", timeout=5).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.5)
        servers = _servers_under(data)
        assert servers, "the service should have started an embedded graph server"
        process.send_signal(stop)
        code = process.wait(timeout=120)
    finally:
        if process.poll() is None:
            process.kill()
    left = [pid for pid in servers if _pid_alive(pid)]
    for pid in left:
        os.kill(pid, signal.SIGKILL)
    assert not left, f"{stop.name} left the embedded graph server running"
    assert code in (0, 130), (code, (tmp_path / "serve.log").read_text()[-2000:])
    assert "Traceback" not in (tmp_path / "serve.log").read_text()
