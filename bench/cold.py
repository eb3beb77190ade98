"""Cold start (issue 19): one-shot ``strata ask`` in a fresh process, beside ``python -c "import engine"``.

    .venv/bin/python bench/cold.py                 # 5 cold runs of each command
    .venv/bin/python bench/cold.py --runs 9 --rebuild

A user who types ``strata ask ...`` pays for everything the process does before and after the answer:
imports, starting the embedded graph store, building derived structures (the place gazetteer), loading the
embedding model. This prints, for each command, the median and minimum wall seconds of ``--runs`` fresh
processes, their peak RSS (``ru_maxrss`` of the process, from ``wait4``), and the ratio of the median to
the floor, ``python -c "import engine"``, measured in the same run and interleaved with the others so load
from other jobs falls on every row alike. Each command runs once unmeasured first (the OS page cache, and
anything a command writes into the data directory on its first use, must not count as "cold start").

The graph answer and the passage answer are checked (answerer and decision, from ``--json``), so a faster
run that answers differently is caught. Targets (issue 19): graph answer <= 2 s, passage answer <= 4 s.

The data dir (SPBE, the 2024 TNEA cutoffs of ``shared/data/tnea/`` beside the repository, the US places, and
the 50 documents of ``bench/data/geo/corpus/`` plus ``bench/data/admissions/corpus/``) is cached under
``bench/.cache/cold/`` and rebuilt when the loader code or the data change (``--rebuild`` forces it).
"""

from __future__ import annotations

import argparse
import datetime as dt
import hashlib
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.cache import cached_data_dir, load_hierarchies  # noqa: E402
from bench.linking import commit, shared_tnea  # noqa: E402

CACHE = ROOT / "bench" / ".cache"
COUNTRIES = ("US",)
CORPORA = (ROOT / "bench" / "data" / "geo" / "corpus", ROOT / "bench" / "data" / "admissions" / "corpus")
GRAPH_QUESTION = "Which aspect does SPBE indicator 12 belong to?"
PASSAGE_QUESTION = "Which days can I water my lawn in Chico, California?"
TARGETS = {"graph answer": 2.0, "passage answer": 4.0}


# -- the data dir ------------------------------------------------------------------------------------

def documents() -> list[Path]:
    return sorted(p for corpus in CORPORA for p in corpus.iterdir() if p.is_file())


def build_key(tnea: Path) -> str:
    """Content hash of what the data dir is built from: loader, graph and vector-store code, the data files
    (not the linking code: the links of 51 documents do not change a cold start's cost)."""
    digest = hashlib.sha256(f"countries={','.join(COUNTRIES)}".encode())
    code = [p for folder in ("loaders", "graph", "cypher", "engine/stores/vectors")
            for p in sorted((ROOT / folder).rglob("*"))
            if p.is_file() and p.suffix in (".py", ".csv", ".json", ".cypher") and "link" not in p.parts]
    for path in [*code, tnea, *documents()]:
        digest.update(str(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path.name).encode() + b"\0")
        digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()[:16]


def data_dir(rebuild: bool, cache: Path) -> Path:
    from engine import Engine

    tnea = shared_tnea()

    def build(data: Path) -> None:
        with Engine.open(data) as engine:
            load_hierarchies(engine, tnea, COUNTRIES)
            report = engine.ingest(documents(), source="bench-cold", progress=False)
            if report.errors:
                raise SystemExit(f"ingest failed: {report.errors}")

    return cached_data_dir(cache / "cold", build_key(tnea), build,
                           f"SPBE, admissions from {tnea.name}, places {','.join(COUNTRIES)}, "
                           f"{len(documents())} documents", rebuild=rebuild)


# -- running ------------------------------------------------------------------------------------------

@dataclass
class Command:
    """One row: what runs in a fresh process, and (for answers) the answerer and decision it must give."""

    name: str
    argv: list[str]
    expect: tuple[str, str] | None = None
    walls: list[float] = field(default_factory=list)
    rss_mb: list[float] = field(default_factory=list)


def strata() -> list[str]:
    script = Path(sys.executable).with_name("strata")
    return [str(script)] if script.exists() else [sys.executable, "-m", "engine.cli"]


def commands(data: Path) -> list[Command]:
    ask = [*strata(), "ask", "--json", "--data", str(data)]
    return [Command("import engine (floor)", [sys.executable, "-c", "import engine"]),
            Command("graph answer", [*ask, GRAPH_QUESTION], ("spbe-facts", "answer")),
            Command("passage answer", [*ask, PASSAGE_QUESTION], ("passages", "answer"))]


def environment() -> dict[str, str]:
    """This checkout's code first; no stray STRATA_* setting (a graph or vector URL would change what runs)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("STRATA_") or k == "STRATA_SHARED"}
    return {**env, "PYTHONPATH": str(ROOT), "COLUMNS": "200"}


def run_once(command: Command, env: dict[str, str]) -> tuple[float, float]:
    """Wall seconds and peak RSS (MB) of one fresh process; its answer checked when it gives one."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        started = time.perf_counter()
        process = subprocess.Popen(command.argv, env=env, stdout=out, stderr=err, cwd=ROOT)
        _, status, usage = os.wait4(process.pid, 0)  # the child's own rusage (Popen.wait gives none)
        wall = time.perf_counter() - started
        process.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        stdout, stderr = out.read(), err.read()
    if process.returncode != 0:
        raise SystemExit(f"{command.name} failed ({process.returncode}): {stderr.decode(errors='replace')[-2000:]}")
    if command.expect is not None:
        answer = json.loads(stdout)
        got = (answer.get("trace", {}).get("answerer"), answer.get("decision"))
        if got != command.expect:
            raise SystemExit(f"{command.name}: expected answerer/decision {command.expect}, got {got}")
    return wall, usage.ru_maxrss / 1024


def measure(rows: list[Command], runs: int) -> None:
    """A warm-up of every command, then ``runs`` rounds, each running every command once (interleaved)."""
    env = environment()
    for command in rows:
        run_once(command, env)
    for round_ in range(runs):
        for command in rows:
            wall, rss = run_once(command, env)
            command.walls.append(wall)
            command.rss_mb.append(rss)
        print(f"round {round_ + 1}/{runs}: " + ", ".join(f"{c.name} {c.walls[-1]:.2f} s" for c in rows), flush=True)


def report(rows: list[Command], runs: int) -> str:
    floor = statistics.median(rows[0].walls)
    lines = [f"{runs} cold processes each, {dt.datetime.now(dt.timezone.utc):%Y-%m-%d %H:%M} UTC, commit {commit()}, "
             f"load average {os.getloadavg()[0]:.1f}",
             "",
             "| command | median s | min s | peak RSS MB (median) | median / floor | target |",
             "|---|---:|---:|---:|---:|---|"]
    for command in rows:
        median = statistics.median(command.walls)
        target = TARGETS.get(command.name)
        verdict = "" if target is None else f"≤ {target:.0f} s: {'met' if median <= target else 'missed'}"
        lines.append(f"| {command.name} | {median:.2f} | {min(command.walls):.2f} | "
                     f"{statistics.median(command.rss_mb):.0f} | {median / floor:.1f}x | {verdict} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="cold processes per command (after one warm-up)")
    parser.add_argument("--rebuild", action="store_true", help="build the data dir again even when cached")
    parser.add_argument("--cache", type=Path, default=CACHE, help=argparse.SUPPRESS)
    parser.add_argument("--build-only", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.build_only:
        print(data_dir(args.rebuild, args.cache))
        return 0
    # Built in a child: a process forked from this one starts with this one's peak RSS (Linux keeps the
    # high-water mark across exec), so this one must stay small for the children's RSS to mean anything.
    built = subprocess.run([sys.executable, __file__, "--build-only", "--cache", str(args.cache),
                            *(["--rebuild"] if args.rebuild else [])], env=environment(), check=True,
                           stdout=subprocess.PIPE, text=True)
    *said, where = built.stdout.strip().splitlines()
    for line in said:
        print(line)
    data = Path(where)
    rows = commands(data)
    print(f"graph question: {GRAPH_QUESTION!r}; passage question: {PASSAGE_QUESTION!r}", flush=True)
    measure(rows, args.runs)
    print()
    print(report(rows, args.runs))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
