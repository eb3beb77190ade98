"""Run the service for real: a FastAPI app in uvicorn on a free loopback port, in a thread (``running``),
or ``strata serve`` as a subprocess (``serving``, ``start_serve``)."""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

import httpx
import uvicorn

from tests.support import ROOT


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@contextlib.contextmanager
def running(app, *, timeout: float = 120.0) -> Iterator[str]:
    """Serve ``app`` until the block ends; yields the base URL (``http://127.0.0.1:PORT``)."""
    port = free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", lifespan="on"))
    thread = threading.Thread(target=server.run, name="uvicorn-test", daemon=True)
    thread.start()
    deadline = time.monotonic() + timeout
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            raise RuntimeError("the test server did not start")
        time.sleep(0.05)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=30)


STRATA = Path(sys.executable).with_name("strata")


@dataclass
class Served:
    """A ``strata serve`` subprocess: where it listens and what it wrote (stdout and stderr, one file)."""

    url: str
    port: int
    process: subprocess.Popen
    log: Path

    def output(self) -> str:
        return self.log.read_text(encoding="utf-8", errors="replace")


def strata_env(env: dict[str, str] | None = None) -> dict[str, str]:
    """The environment for a ``strata`` subprocess: this checkout's code, no stray ``STRATA_*`` settings."""
    full = {k: v for k, v in os.environ.items() if not k.startswith("STRATA_")}
    return {**full, "PYTHONPATH": str(ROOT), "COLUMNS": "200", "PYTHONUNBUFFERED": "1", **(env or {})}


def start_serve(data: Path, log: Path, *, env: dict[str, str] | None = None) -> tuple[subprocess.Popen, int]:
    """Start ``strata serve --data DATA`` on a free loopback port; output goes to ``log``."""
    port = free_port()
    command = [str(STRATA)] if STRATA.exists() else [sys.executable, "-m", "engine.cli"]
    with open(log, "w", encoding="utf-8") as handle:
        process = subprocess.Popen(command + ["serve", "--port", str(port), "--data", str(data)], stdout=handle,
                                   stderr=subprocess.STDOUT, env=strata_env(env))
    return process, port


def healthy_or_exited(process: subprocess.Popen, port: int, *, timeout: float = 180.0) -> bool:
    """Wait until the service answers ``/health`` 200 (True) or the process exits (False)."""
    deadline = time.monotonic() + timeout
    while process.poll() is None:
        if time.monotonic() > deadline:
            raise RuntimeError("strata serve neither became healthy nor exited")
        try:
            if httpx.get(f"http://127.0.0.1:{port}/health", timeout=5).status_code == 200:
                return True
        except httpx.HTTPError:
            pass
        time.sleep(0.3)
    return False


def stop(process: subprocess.Popen, data: Path) -> None:
    """Ctrl-C (the engine closes and stops its graph server); then no embedded server may be left."""
    if process.poll() is None:
        process.send_signal(signal.SIGINT)
        try:
            process.wait(timeout=120)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=30)
    for pid in embedded_graph_servers(data):
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)


def embedded_graph_servers(data: Path) -> list[int]:
    """redis-server processes started for ``data`` (the path is in their command line)."""
    found = []
    for entry in Path("/proc").iterdir():
        with contextlib.suppress(OSError):
            cmdline = (entry / "cmdline").read_bytes().replace(b"\0", b" ")
            if entry.name.isdigit() and b"redis-server" in cmdline and str(data).encode() in cmdline:
                found.append(int(entry.name))
    return found


@contextlib.contextmanager
def serving(data: Path, log: Path, *, env: dict[str, str] | None = None) -> Iterator[Served]:
    """A real ``strata serve`` on ``data`` until the block ends (then stopped with Ctrl-C)."""
    process, port = start_serve(data, log, env=env)
    try:
        if not healthy_or_exited(process, port):
            raise RuntimeError(f"strata serve exited ({process.returncode}):\n{log.read_text()[-3000:]}")
        yield Served(f"http://127.0.0.1:{port}", port, process, log)
    finally:
        stop(process, data)
