"""An earlier commit's code, run on a copy of this run's data: the "previous engine" of a benchmark.

Why: issue 17 compares the engine against the one the fresh sets were first run on, in the same run and on the
same data dir. The old code comes out of git (``git archive``) into a temporary folder and runs there in a
subprocess with its own ``PYTHONPATH``; it gets a COPY of the data dir, because it rewrites derived caches
(``DATA/derived/gazetteer.pickle``, ``DATA/snapshots``) the current engine must keep.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Callable, Sequence

ROOT = Path(__file__).resolve().parents[1]


class PreviousError(RuntimeError):
    """The commit could not be exported or its code failed; the message names the commit."""


def short_commit(commit: str) -> str:
    """``commit`` as a short hash; a PreviousError when this repository has no such commit."""
    done = subprocess.run(["git", "rev-parse", "--short", f"{commit}^{{commit}}"], cwd=ROOT, capture_output=True,
                          text=True)
    if done.returncode != 0:
        raise PreviousError(f"commit {commit!r}: not in this repository ({done.stderr.strip()})")
    return done.stdout.strip()


def export(commit: str, dest: Path, paths: Sequence[str] = ()) -> None:
    """The tree of ``commit`` (or only ``paths`` of it) written into ``dest``."""
    dest.mkdir(parents=True, exist_ok=True)
    archive = subprocess.run(["git", "archive", commit, *paths], cwd=ROOT, capture_output=True)
    if archive.returncode != 0:
        raise PreviousError(f"commit {commit}: git archive failed: {archive.stderr.decode(errors='replace').strip()}")
    subprocess.run(["tar", "-x", "-C", str(dest)], input=archive.stdout, check=True)


def old_env(tree: Path) -> dict[str, str]:
    """This environment with the old tree, and only it, on the import path."""
    return {**{k: v for k, v in os.environ.items() if k != "PYTHONPATH"}, "PYTHONPATH": str(tree)}


def run_eval(commit: str, data: Path, questions: dict[str, list[dict]], out: Path, *, session_prefix: str,
             say: Callable[[str], None] = print) -> dict[str, Path]:
    """``strata eval`` of ``commit`` over each set's questions on a copy of ``data``: ``{set: result file}``
    (``out/<set>.previous.jsonl``). Session ids get ``session_prefix`` as the current engine's do (a copied data
    dir keeps earlier sessions). Raises PreviousError naming the commit, with the tail of the old CLI's log."""
    files: dict[str, Path] = {}
    with tempfile.TemporaryDirectory(prefix="strata-previous-") as tmp:
        tree, copy = Path(tmp) / "tree", Path(tmp) / "data"
        started = time.perf_counter()
        export(commit, tree)
        shutil.copytree(data, copy, symlinks=True)
        say(f"previous ({commit}): code exported, data dir copied ({time.perf_counter() - started:.0f} s)")
        for ds, lines in questions.items():
            asked = Path(tmp) / f"{ds}.questions.jsonl"
            with asked.open("w", encoding="utf-8") as handle:
                for line in lines:
                    session = line.get("session")
                    item = {"id": line["id"], "question": line["question"]}
                    if session is not None:
                        item["session"] = f"{session_prefix}:{session}"
                    handle.write(json.dumps(item, ensure_ascii=False) + "\n")
            result, log = out / f"{ds}.previous.jsonl", out / f"{ds}.previous.log"
            result.unlink(missing_ok=True)
            say(f"previous ({commit}) {ds}: {len(lines)} questions through its own `strata eval` "
                f"(first it builds its own caches; log in {log})")
            _run_cli(commit, tree, [sys.executable, "-m", "engine.cli", "eval", str(asked), "--data", str(copy),
                                    "--out", str(result)], log, result, len(lines), ds, say)
            got = sum(1 for text in result.read_text(encoding="utf-8").splitlines() if text.strip())
            if got != len(lines):
                raise PreviousError(f"commit {commit}: `strata eval` wrote {got} result(s) for {len(lines)} {ds} "
                                    f"questions (log: {log})")
            files[ds] = result
    return files


def _run_cli(commit: str, tree: Path, command: list[str], log: Path, result: Path, total: int, ds: str,
             say: Callable[[str], None]) -> None:
    """The old CLI in a subprocess, its output to ``log``; a progress line every 30 s from its result file."""
    started = time.perf_counter()
    with log.open("w", encoding="utf-8") as handle:
        process = subprocess.Popen(command, cwd=tree, env=old_env(tree), stdout=handle, stderr=subprocess.STDOUT)
        stop = threading.Event()

        def progress() -> None:
            while not stop.wait(30):
                done = len(result.read_text(encoding="utf-8").splitlines()) if result.is_file() else 0
                say(f"  previous ({commit}) {ds}: {done}/{total} questions, {time.perf_counter() - started:.0f} s")

        watcher = threading.Thread(target=progress, daemon=True)
        watcher.start()
        try:
            code = process.wait()
        except BaseException:
            process.terminate()
            process.wait()
            raise
        finally:
            stop.set()
    if code != 0:
        tail = "\n".join(log.read_text(encoding="utf-8", errors="replace").splitlines()[-15:])
        raise PreviousError(f"commit {commit}: `python -m engine.cli eval` exited with {code} on {ds} "
                            f"(log: {log}):\n{tail}")
    say(f"previous ({commit}) {ds}: done in {time.perf_counter() - started:.0f} s")
