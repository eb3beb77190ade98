"""Disk full and read-only data directory, on real file systems (issue 7, faults).

Each test mounts a small tmpfs as the data directory (root only: skipped otherwise): a read-only
mount, one too small for an ingest's estimate, and one that fills up half-way through an ingest.
Every case must end in one clear error naming the directory and the fix, before any write (or,
for the disk that fills during the job, with the store resumable to the uninterrupted result).
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Iterator

import pytest

from engine import Config, Engine
from graph.errors import DataDirError
from graph.store.falkordb_server import _pid_alive
from tests.support.serve import embedded_graph_servers

pytestmark = pytest.mark.slow
STRATA = Path(sys.executable).with_name("strata")
CHUNK_IDS = "MATCH (c:Chunk) RETURN c.id AS id"
COMPLETE = "MATCH (d:Document {status: 'complete'}) RETURN count(d) AS n"
DOCUMENTS = 40


def _run(*args: str) -> None:
    subprocess.run(list(args), check=True, capture_output=True, text=True)


def _servers_under(directory: Path) -> list[int]:
    """redis-server processes started on a data directory inside ``directory`` (ours: the path is unique)."""
    return embedded_graph_servers(directory)


def _unmount(where: Path) -> None:
    """Stop any embedded server still running on the mount (a busy mount cannot go), then unmount."""
    for pid in _servers_under(where):
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)
        deadline = time.monotonic() + 10
        while _pid_alive(pid) and time.monotonic() < deadline:
            time.sleep(0.02)
    for attempt in range(20):
        if subprocess.run(["umount", str(where)], capture_output=True).returncode == 0:
            return
        time.sleep(0.1 * (attempt + 1))
    subprocess.run(["umount", "-l", str(where)], check=True)  # last resort: detach it anyway


@contextlib.contextmanager
def tmpfs(where: Path, size_mb: int) -> Iterator[Path]:
    """A real tmpfs of ``size_mb`` mounted at ``where`` for the block, always unmounted after."""
    if os.geteuid() != 0:
        pytest.skip("mounting a tmpfs needs root (the CI container runs the tests as root)")
    where.mkdir(parents=True, exist_ok=True)
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size_mb}m", "tmpfs", str(where)],
                             capture_output=True, text=True)
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here ({mounted.stderr.strip()}): needs CAP_SYS_ADMIN")
    try:
        yield where
    finally:
        _unmount(where)


def remount(where: Path, options: str) -> None:
    _run("mount", "-o", f"remount,{options}", str(where))


def snapshot(directory: Path) -> dict[str, str]:
    """Every file under ``directory`` with a hash of its content: "nothing written" means equal snapshots."""
    return {str(p.relative_to(directory)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(directory.rglob("*")) if p.is_file() and not p.is_socket()}


def config(data: Path) -> Config:
    return Config.load(data, min_free_mb=1)


def corpus(folder: Path, documents: int, sentences: int) -> Path:
    """Place-scoped notices: many small documents, each a few chunks."""
    folder.mkdir(parents=True, exist_ok=True)
    for i in range(documents):
        (folder / f"notice_{i:03d}.md").write_text(
            f"# Notice {i}\n\n" + " ".join(f"Residents of town {i} must clear gutters, item {j}, before the fire "
                                         f"season starts in Butte County, California." for j in range(sentences)),
            encoding="utf-8")
    return folder


def test_read_only_data_dir_is_refused_before_any_write(tmp_path: Path) -> None:
    with tmpfs(tmp_path / "mnt", 64) as mnt:
        with Engine.open(config(mnt / "data")) as engine:
            engine.load_spbe(progress=False)
        before = snapshot(mnt)
        remount(mnt, "ro")
        with pytest.raises(DataDirError) as refused:
            Engine.open(config(mnt / "data"))
        message = str(refused.value)
        assert str(mnt / "data") in message and "read-only file system" in message and "remount" in message
        with pytest.raises(DataDirError, match="cannot create the data directory"):
            Engine.open(config(mnt / "new"))
        cli = subprocess.run([str(STRATA), "graph", "stats", "--data", str(mnt / "data")], capture_output=True,
                             text=True, env={**os.environ, "STRATA_MIN_FREE_MB": "1"}, timeout=120)
        assert cli.returncode == 1 and "read-only file system" in cli.stderr and "Traceback" not in cli.stderr
        assert not _servers_under(mnt)  # refused before the graph server was started
        remount(mnt, "rw")
        assert snapshot(mnt) == before


def test_data_dir_too_small_for_the_ingest_estimate_is_refused_before_writing(tmp_path: Path) -> None:
    big = corpus(tmp_path / "corpus", documents=60, sentences=1200)  # ~6 MB: 3x is more than the tmpfs
    with tmpfs(tmp_path / "mnt", 16) as mnt:
        with Engine.open(config(mnt / "data")) as engine:
            engine.load_spbe(progress=False)
            stats, before = engine.stats(), snapshot(mnt)
            with pytest.raises(DataDirError) as refused:
                engine.ingest([big], source="disk", progress=False)
            message = str(refused.value)
            assert str(mnt / "data") in message and "MB free" in message and "STRATA_MIN_FREE_MB" in message
            assert snapshot(mnt) == before and engine.stats() == stats
            assert not (mnt / "data" / "vectors").exists()  # not even the vector collection was created


def _chunk_ids(engine: Engine) -> set[str]:
    return {r["id"] for r in engine.graph.query(CHUNK_IDS, limit=None)}


def _complete_documents(data: Path) -> int:
    """Complete documents, asked of another process's embedded server (0 until it answers)."""
    from falkordb import FalkorDB

    with contextlib.suppress(Exception):
        db = FalkorDB(unix_socket_path=str(data / "graph" / "falkordb.sock"))
        try:
            return db.select_graph("strata").ro_query(COMPLETE).result_set[0][0]
        finally:
            db.connection.close()  # a client left connected would keep the server from stopping
    return 0


def _fill(mnt: Path, leave_bytes: int) -> Path:
    """Another writer takes the disk's space, leaving ``leave_bytes`` free."""
    ballast = mnt / "ballast"
    with open(ballast, "wb") as handle:
        os.posix_fallocate(handle.fileno(), 0, shutil.disk_usage(mnt).free - leave_bytes)
    return ballast


def test_disk_filling_during_an_ingest_is_a_clear_error_and_a_rerun_completes(tmp_path: Path) -> None:
    notices = corpus(tmp_path / "corpus", documents=DOCUMENTS, sentences=40)  # ~0.3 MB: the estimate passes
    with Engine.open(config(tmp_path / "reference")) as reference:
        reference.ingest([notices], source="disk", progress=False)
        expected_ids, expected_points = _chunk_ids(reference), reference.vectors.count()
    with tmpfs(tmp_path / "mnt", 64) as mnt:
        data = mnt / "data"
        cli = subprocess.Popen([str(STRATA), "ingest", str(notices), "--source", "disk", "--data", str(data)],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               env={**os.environ, "STRATA_MIN_FREE_MB": "1"})
        deadline = time.monotonic() + 300
        while _complete_documents(data) < 5:
            assert cli.poll() is None and time.monotonic() < deadline, cli.communicate()
            time.sleep(0.05)
        ballast = _fill(mnt, leave_bytes=3 * 2**20)  # the disk fills up half-way through the ingest
        out, err = cli.communicate(timeout=300)
        assert cli.returncode == 1, out + err
        assert "Traceback" not in err and "error:" in err
        assert "the disk is full" in err and str(data) in err.replace("\n", ""), err
        # Space freed and the disk made larger: loading the shard again touches its sparse memory-mapped
        # files, which tmpfs backs page by page (tens of MB; a real disk reads holes without allocating).
        ballast.unlink()
        remount(mnt, "size=512m")
        with Engine.open(config(data)) as engine:
            complete = _count(engine, COMPLETE)
            assert 5 <= complete < DOCUMENTS  # the document being written when the disk filled is not complete
            report = engine.ingest([notices], source="disk", progress=False)
            assert not report.errors and report.skipped_unchanged == complete
            assert _count(engine, COMPLETE) == DOCUMENTS
            assert _chunk_ids(engine) == expected_ids and engine.vectors.count() == expected_points


def _count(engine: Engine, statement: str) -> int:
    return engine.graph.query(statement)[0]["n"]


PLACES = "MATCH (p:Place) RETURN count(p) AS n"


def test_graph_disk_filling_during_a_load_is_a_clear_error_and_a_rerun_completes(tmp_path: Path) -> None:
    with Engine.open(config(tmp_path / "reference")) as reference:
        reference.load_places(countries=["US"], min_population=5000, progress=False)
        expected = _count(reference, PLACES)
    with tmpfs(tmp_path / "mnt", 32) as mnt:
        with Engine.open(Config.load(mnt / "data", min_free_mb=1, batch_size=500)) as engine:
            ballast = _fill(mnt, leave_bytes=int(1.5 * 2**20))  # the preflight passes, the AOF outgrows it
            with pytest.raises(DataDirError) as refused:
                engine.load_places(countries=["US"], min_population=5000, progress=False)
            message = str(refused.value)
            assert "cannot write to" in message and str(mnt / "data" / "graph") in message and "AOF" in message
            ballast.unlink()
            engine.load_places(countries=["US"], min_population=5000, progress=False)  # resumes after freeing
            assert _count(engine, PLACES) == expected
