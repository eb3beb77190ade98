"""The embedded FalkorDB server: socket-only, AOF, stale sockets, orphans, read-only, error types."""

from __future__ import annotations

import os
import signal
import stat
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

import cypher
from graph.errors import (ConstraintViolation, CypherSyntaxError, GraphStoreUnavailable, ReadOnlyViolation,
                          StoreUnavailable)
from graph.store import open_graph_store
from graph.store.falkordb_server import EmbeddedFalkorDB, _pid_alive
from graph.store.falkordb import FalkorDBStore
from tests.support import ROOT


def test_socket_only_private_and_aof(store: FalkorDBStore) -> None:
    server = store.server
    mode = stat.S_IMODE(os.stat(server.socket_path).st_mode)
    assert mode == 0o700
    client = server.client()
    assert client.config_get("port")["port"] == "0"  # no TCP listener
    assert client.config_get("appendonly")["appendonly"] == "yes"
    assert client.config_get("appendfsync")["appendfsync"] == "always"
    assert stat.S_IMODE(os.stat(server.directory).st_mode) == 0o700


def test_schema_lands_in_the_aof_base(store: FalkorDBStore) -> None:
    # Indexes created in the replayed AOF tail are unusable during replay (MERGE would scan),
    # so apply_schema compacts the AOF: nothing of the schema is left to replay.
    assert store.server.aof_growth() == 0
    store.query("CREATE (:Scope {id: 'after-schema'})", write=True)
    assert store.server.aof_growth() > 0


def test_read_only_by_default_and_writes_when_asked(store: FalkorDBStore) -> None:
    with pytest.raises(ReadOnlyViolation):
        store.query("CREATE (:Scope {id: 'x'})")
    store.query("CREATE (:Scope {id: 'x'})", write=True)
    assert store.query("MATCH (n:Scope) RETURN count(n) AS c") == [{"c": 1}]


def test_errors_are_typed_and_keep_the_message(store: FalkorDBStore) -> None:
    with pytest.raises(CypherSyntaxError, match="Invalid input"):
        store.query("MATCH (n RETURN n")
    store.query("CREATE (:Scope {id: 'dup'})", write=True)
    with pytest.raises(ConstraintViolation, match="unique constraint"):
        store.query("CREATE (:Scope {id: 'dup'})", write=True)
    with pytest.raises(cypher.UnknownStatement, match="no_such_statement"):
        store.run("no_such_statement")


def test_parameters_are_data_not_code(store: FalkorDBStore) -> None:
    evil = "x'}) DETACH DELETE n //`"
    store.query("CREATE (:Scope {id: 'keep'})", write=True)
    store.query("MERGE (:Scope {id: $id})", {"id": evil}, write=True)
    ids = sorted(row["id"] for row in store.query("MATCH (n:Scope) RETURN n.id AS id"))
    assert ids == sorted(["keep", evil])


def test_data_survives_restart(tmp_path: Path) -> None:
    directory = tmp_path / "graph"
    with FalkorDBStore.embedded(directory) as first:
        first.apply_schema()
        first.query("CREATE (:Scope {id: 'persisted'})", write=True)
    assert not (directory / "owner.json").exists()  # clean stop
    with FalkorDBStore.embedded(directory) as second:
        assert second.query("MATCH (n:Scope) RETURN n.id AS id") == [{"id": "persisted"}]


def test_stale_socket_is_removed(tmp_path: Path) -> None:
    directory = tmp_path / "graph"
    directory.mkdir(mode=0o700)
    server = EmbeddedFalkorDB(directory)
    server.socket_path.write_text("not a socket")  # left behind by a crash
    with FalkorDBStore.embedded(directory) as store:
        assert store.ping() < 1.0


def test_second_store_reuses_and_leaves_the_owner_running(tmp_path: Path) -> None:
    directory = tmp_path / "graph"
    with FalkorDBStore.embedded(directory) as owner:
        pid = owner.server.pid
        other = FalkorDBStore.embedded(directory)
        assert not other.server.owner and other.server.pid == pid
        other.close()
        assert _pid_alive(pid) and owner.ping() < 1.0
    assert not _pid_alive(pid)


def test_orphan_of_a_killed_parent_is_adopted_and_stopped(tmp_path: Path) -> None:
    directory = tmp_path / "graph"
    script = textwrap.dedent(f"""
        from graph.store.falkordb import FalkorDBStore
        store = FalkorDBStore.embedded({str(directory)!r})
        store.query("CREATE (:Scope {{id: 'from-killed-parent'}})", write=True)
        print(store.server.pid, flush=True)
        import time; time.sleep(60)
    """)
    parent = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True,
                              cwd=ROOT)
    server_pid = int(parent.stdout.readline())
    parent.send_signal(signal.SIGKILL)
    parent.wait()
    assert _pid_alive(server_pid)  # the orphan outlived its parent
    with FalkorDBStore.embedded(directory) as store:
        assert store.server.owner and store.server.pid == server_pid
        assert store.query("MATCH (n:Scope) RETURN n.id AS id") == [{"id": "from-killed-parent"}]
    deadline = time.monotonic() + 10
    while _pid_alive(server_pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _pid_alive(server_pid)


def test_the_start_timeout_reaches_the_embedded_server(tmp_path: Path) -> None:
    with open_graph_store(None, tmp_path, start_timeout_s=42.5) as store:
        assert store.server.start_timeout_s == 42.5
        assert store.ping() < 1.0


def test_a_server_slower_than_the_start_timeout_is_a_clear_error(tmp_path: Path) -> None:
    server = EmbeddedFalkorDB(tmp_path / "graph", start_timeout_s=0.001)
    try:
        with pytest.raises(GraphStoreUnavailable, match=r"did not answer on .* within 0\.001 s"):
            server.start()
    finally:
        if server._process is not None:  # the server we gave up on: stop it
            server._process.kill()
            server._process.wait(timeout=10)


def test_a_server_hung_before_opening_its_socket_is_started_again(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """A server that opens no socket is hung at start, not loading (Redis listens before it loads data): it is
    killed and started once more instead of being waited on for the whole start timeout. The first process here
    is a real one that never listens, as the hung FalkorDB did; the second is the real server."""
    import graph.store.falkordb_server as falkordb_server

    monkeypatch.setattr(falkordb_server, "SOCKET_STALL_S", 1.0)
    server = EmbeddedFalkorDB(tmp_path / "graph", start_timeout_s=20)
    marker = f"hung-start-{tmp_path.name}"
    real, hung = server._command, [sys.executable, "-c", f"import time; time.sleep(120)  # {marker}"]
    commands = [hung]
    monkeypatch.setattr(server, "_command", lambda: commands.pop(0) if commands else real())
    started = time.monotonic()
    server.start()
    try:
        assert server.client().ping() and time.monotonic() - started < 20
        assert server.is_our_server(server.pid)
        assert not any(marker.encode() in _cmdline(p) for p in Path("/proc").glob("[0-9]*")), "the hung one lives"
    finally:
        server.stop()


def test_a_server_hung_after_opening_its_socket_is_started_again(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """A server whose socket is open but that never answers, not even LOADING, is hung too (seen in a clean clone's
    test run: every thread on a futex after the socket was made); it was waited on for the whole start timeout
    (600 s). The first process here is a real one that listens on the server's socket and never replies."""
    import graph.store.falkordb_server as falkordb_server

    monkeypatch.setattr(falkordb_server, "SOCKET_STALL_S", 1.0)
    server = EmbeddedFalkorDB(tmp_path / "graph", start_timeout_s=20)
    marker = f"mute-start-{tmp_path}"  # the whole path: a process left by another run has another
    listener = (f"import socket, time; s = socket.socket(socket.AF_UNIX); s.bind({str(server.socket_path)!r}); "
                f"s.listen(8); time.sleep(120)  # {marker}")
    real, mute = server._command, [sys.executable, "-c", listener]
    commands = [mute]
    monkeypatch.setattr(server, "_command", lambda: commands.pop(0) if commands else real())
    started = time.monotonic()
    server.start()
    try:
        assert server.client().ping() and time.monotonic() - started < 20
        assert server.is_our_server(server.pid)
        assert not any(marker.encode() in _cmdline(p) for p in Path("/proc").glob("[0-9]*")), "the mute one lives"
    finally:
        server.stop()


def _cmdline(process: Path) -> bytes:
    try:
        return (process / "cmdline").read_bytes()
    except OSError:  # gone meanwhile
        return b""


def test_killed_server_is_reported_then_restarted(store: FalkorDBStore) -> None:
    store.query("CREATE (:Scope {id: 'acked'})", write=True)
    os.kill(store.server.pid, signal.SIGKILL)
    time.sleep(0.2)
    with pytest.raises(StoreUnavailable):
        store.query("MATCH (n) RETURN count(n) AS c")
    # The failed call restarted the server from its AOF; the acknowledged write is there.
    assert store.query("MATCH (n:Scope) RETURN n.id AS id") == [{"id": "acked"}]


def test_long_data_dir_gets_a_private_socket_elsewhere(tmp_path: Path) -> None:
    deep = tmp_path / ("d" * 60) / ("e" * 60) / "graph"
    with FalkorDBStore.embedded(deep) as store:
        socket = store.server.socket_path
        assert len(str(socket)) <= 107 and socket.parent != deep
        assert stat.S_IMODE(os.stat(socket.parent).st_mode) == 0o700
        assert store.ping() < 1.0


def test_owner_leaving_first_hands_the_server_on(tmp_path: Path) -> None:
    directory = tmp_path / "graph"
    owner = FalkorDBStore.embedded(directory)
    pid = owner.server.pid
    user = FalkorDBStore.embedded(directory)  # another client of the same server
    owner.close()  # the user is still connected: the server must stay up for it
    assert _pid_alive(pid)
    user.query("CREATE (:Scope {id: 'written-after-owner-left'})", write=True)
    user.close()  # the last one out stops it
    deadline = time.monotonic() + 10
    while _pid_alive(pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _pid_alive(pid)
    with FalkorDBStore.embedded(directory) as again:
        assert again.query("MATCH (n:Scope) RETURN n.id AS id") == [{"id": "written-after-owner-left"}]
