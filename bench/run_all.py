"""Every benchmark of issue 6 in one run (``make bench``): each section's elapsed time, then the total.

    .venv/bin/python bench/run_all.py                 # everything (≈20-25 min on 2 quiet cores)
    .venv/bin/python bench/run_all.py --only query,hierarchy
    .venv/bin/python bench/run_all.py --list

Each section runs its script in its own process (so one section's memory and threads do not colour the
next), with its output shown live and saved to ``bench/results/<section>.log``. The plots end up in
``docs/img/`` (copied from ``bench/results/``). A failing section is reported and the run goes on; the exit
status is non-zero if any section failed.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "bench" / "results"
IMG = ROOT / "docs" / "img"

# (name, script and arguments, what it measures)
SECTIONS: list[tuple[str, list[str], str]] = [
    ("quality", ["bench/quality.py"], "answer quality, 5 systems, original labelled sets"),
    ("heldout", ["bench/quality.py", "--set", "heldout"], "answer quality on the held-out questions"),
    ("query", ["bench/query.py", "--sizes", "1000,3000,10000,30000,100000"],
     "ask vs vector-only p50/p95 and RSS at 1k-100k children (composed vectors)"),
    ("ingest", ["bench/ingest.py", "--docs", "60"], "real ingest (model included) vs raw model.encode"),
    ("hierarchy", ["bench/hierarchy.py", "--countries", "all", "--pairs", "2000"],
     "LCA/δ on the full gazetteer: Cypher vs networkx"),
    ("graph_load", ["bench/graph_load.py"], "full gazetteer load nodes/s vs raw CREATE"),
]
# bench/results/<file> -> docs/img/<file>
PLOTS = {"quality_decisions.png": "quality_decisions.png", "quality_context.png": "quality_context.png",
         "heldout/quality_decisions.png": "quality_heldout_decisions.png",
         "heldout/quality_context.png": "quality_heldout_context.png",
         "latency_vs_size.png": "latency_vs_size.png"}


def run_section(name: str, command: list[str]) -> tuple[int, float]:
    """Run one script, echoing and saving its output; returns (exit status, seconds)."""
    RESULTS.mkdir(parents=True, exist_ok=True)
    log = RESULTS / f"{name}.log"
    started = time.perf_counter()
    env = {**os.environ, "COLUMNS": "200"}
    with log.open("w", encoding="utf-8") as handle:
        process = subprocess.Popen([sys.executable, *command], cwd=ROOT, stdout=subprocess.PIPE,
                                   stderr=subprocess.STDOUT, text=True, env=env)
        assert process.stdout is not None
        for line in process.stdout:
            sys.stdout.write(line)
            handle.write(line)
        status = process.wait()
    return status, time.perf_counter() - started


def copy_plots() -> list[str]:
    IMG.mkdir(parents=True, exist_ok=True)
    copied = []
    for source, target in PLOTS.items():
        if (RESULTS / source).is_file():
            shutil.copyfile(RESULTS / source, IMG / target)
            copied.append(target)
    return copied


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", help="comma-separated section names (default: all)")
    parser.add_argument("--list", action="store_true", help="print the sections and exit")
    args = parser.parse_args()
    if args.list:
        for name, command, what in SECTIONS:
            print(f"{name:11} {' '.join(command):60} {what}")
        return 0
    wanted = set(args.only.split(",")) if args.only else {name for name, _, _ in SECTIONS}
    unknown = wanted - {name for name, _, _ in SECTIONS}
    if unknown:
        parser.error(f"unknown section(s): {', '.join(sorted(unknown))}")
    started = time.perf_counter()
    rows = []
    for name, command, what in SECTIONS:
        if name not in wanted:
            continue
        load = os.getloadavg()[0]
        print(f"\n=== {name}: {what} ({' '.join(command)}); load average {load:.2f} ===", flush=True)
        status, seconds = run_section(name, command)
        rows.append({"section": name, "status": status, "seconds": seconds, "load_start": load,
                     "load_end": os.getloadavg()[0]})
        print(f"=== {name}: {'ok' if status == 0 else f'FAILED ({status})'} in {seconds / 60:.1f} min ===", flush=True)
    total = time.perf_counter() - started
    copied = copy_plots()
    print("\nsection      status   minutes  load average (start -> end)")
    for row in rows:
        print(f"{row['section']:12} {'ok' if row['status'] == 0 else 'FAILED':8} {row['seconds'] / 60:7.1f}  "
              f"{row['load_start']:.2f} -> {row['load_end']:.2f}")
    print(f"{'total':12} {'':8} {total / 60:7.1f}   on {os.cpu_count()} cores")
    print(f"plots copied to docs/img/: {', '.join(copied) or 'none'}")
    (RESULTS / "run_all.json").write_text(json.dumps({"sections": rows, "total_seconds": total}, indent=1),
                                          encoding="utf-8")
    return 0 if all(row["status"] == 0 for row in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
