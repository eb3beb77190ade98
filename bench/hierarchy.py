"""LCA / scope-distance throughput: Cypher on FalkorDB and on Neo4j vs networkx on the cached DAG.

    .venv/bin/python bench/hierarchy.py [--countries US,IN,ID|all] [--pairs 2000] [--backends falkordb,neo4j]
                                        [--warmup 1000]

Loads the offline gazetteer (plus SPBE and the admissions sample) into each backend (a fresh
embedded FalkorDB; a real Neo4j 5.26 built by tests/neo4j_backend/server.py, needing Java 17 and
Maven), draws random place pairs with a fixed seed, and times ``cypher_scope_distance`` (two
ancestor queries + the LCA query per pair) on each against ``graph.hierarchy.scope_distance`` on
the DAG loaded once (load time reported too). Before timing, ``--warmup`` other pairs run untimed on
each backend (statement plans cached, a JVM's JIT warm), as on a server that has been up a while.
Every method must give the same δ for every pair timed; the script fails loudly otherwise.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from contextlib import ExitStack
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rich.console import Console  # noqa: E402
from rich.table import Table  # noqa: E402

from graph.hierarchy import scope_distance  # noqa: E402
from graph.scopes import cypher_scope_distance, load_dag  # noqa: E402
from graph.store import GraphStore  # noqa: E402
from graph.store.falkordb import FalkorDBStore  # noqa: E402
from loaders.sources.admissions import load_admissions  # noqa: E402
from loaders.sources.places import load_places  # noqa: E402
from loaders.sources.spbe import load_spbe  # noqa: E402

BACKENDS = ("falkordb", "neo4j")


def open_backend(backend: str, directory: Path, stack: ExitStack) -> GraphStore:
    """A fresh, empty store of ``backend`` with the schema; closed (and its server stopped) by ``stack``."""
    if backend == "falkordb":
        store: GraphStore = stack.enter_context(FalkorDBStore.embedded(directory / "falkordb"))
    else:
        from tests.neo4j_backend.server import Neo4jServer

        server = Neo4jServer(directory / "neo4j").start()
        stack.callback(server.stop)
        store = stack.enter_context(server.store())
    store.apply_schema()
    return store


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--countries", default="US,IN,ID", help="ISO-2 codes, comma-separated, or 'all'")
    parser.add_argument("--pairs", type=int, default=2000)
    parser.add_argument("--backends", default=",".join(BACKENDS), help="comma-separated (default: falkordb,neo4j)")
    parser.add_argument("--warmup", type=int, default=1000,
                        help="untimed Cypher pairs first, on each backend (default 1000): a cold Neo4j JVM runs "
                             "the first pairs up to 8x slower (57 pairs/s after 100, 103 after 1000)")
    args = parser.parse_args()
    backends = [b.strip() for b in args.backends.split(",") if b.strip()]
    if not backends or set(backends) - set(BACKENDS):
        parser.error(f"--backends takes {', '.join(BACKENDS)}")
    countries = None if args.countries == "all" else args.countries.split(",")
    console = Console(width=max(Console().width, 110))
    loads: dict[str, tuple[int, float]] = {}
    timed: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as tmp, ExitStack() as stack:
        stores = {backend: open_backend(backend, Path(tmp), stack) for backend in backends}
        for backend, store in stores.items():
            started = time.perf_counter()
            load_spbe(store, progress=False)
            load_admissions(store, progress=False)
            places = load_places(store, countries=countries, progress=False)
            loads[backend] = (places.node_total, time.perf_counter() - started)
        first = stores[backends[0]]
        started = time.perf_counter()
        dag = load_dag(first)
        dag_seconds = time.perf_counter() - started
        place_ids = sorted(n for n in dag.nodes if str(n).startswith(("gn:", "geo:")))
        rng = random.Random(7)
        pairs = [(rng.choice(place_ids), rng.choice(place_ids)) for _ in range(args.pairs)]
        cypher_pairs = pairs[: max(1, args.pairs // 10)]  # Cypher is slower: time a tenth of the pairs

        started = time.perf_counter()
        in_memory = [scope_distance(dag, q, t) for q, t in pairs]
        memory_seconds = time.perf_counter() - started
        warmup = pairs[-args.warmup:] if args.warmup > 0 else []
        for backend, store in stores.items():
            if set(load_dag(store).edges) != set(dag.edges):
                raise SystemExit(f"{backend} holds other containment edges than {backends[0]}")
            for q, t in warmup:  # statement plans cached, the JVM's JIT warm: not timed
                cypher_scope_distance(store, q, t)
            started = time.perf_counter()
            in_cypher = [cypher_scope_distance(store, q, t) for q, t in cypher_pairs]
            timed[backend] = time.perf_counter() - started
            mismatches = [(p, a.delta, b.delta) for p, a, b in zip(cypher_pairs, in_memory, in_cypher)
                          if a.delta != b.delta]
            if mismatches:
                raise SystemExit(f"Cypher on {backend} and networkx disagree on {len(mismatches)} pairs, "
                                 f"e.g. {mismatches[:3]}")

    places_total = next(iter(loads.values()))[0]
    memory_rate = len(pairs) / memory_seconds
    slowest = min(len(cypher_pairs) / seconds for seconds in timed.values())
    table = Table(title=f"Scope distance on {places_total:,} places ({args.countries}), random place pairs")
    for column in ("method", "pairs", "seconds", "pairs/s", "vs slowest Cypher"):
        table.add_column(column, justify="right" if column != "method" else "left")
    for backend, seconds in timed.items():
        rate = len(cypher_pairs) / seconds
        table.add_row(f"Cypher on {backend} (lca.cypher + 2x ancestors.cypher)", f"{len(cypher_pairs):,}",
                      f"{seconds:.2f}", f"{rate:,.0f}", f"{rate / slowest:,.1f}x")
    table.add_row("networkx on the cached DAG", f"{len(pairs):,}", f"{memory_seconds:.2f}", f"{memory_rate:,.0f}",
                  f"{memory_rate / slowest:,.1f}x")
    table.add_row(f"  (one-off: load the DAG from {backends[0]})", f"{dag.number_of_edges():,} edges",
                  f"{dag_seconds:.2f}", "", "")
    for backend, (nodes, seconds) in loads.items():
        table.add_row(f"  (one-off: load SPBE, admissions, places into {backend})", f"{nodes:,} places",
                      f"{seconds:.2f}", "", "")
    console.print(table)
    console.print(f"δ agreed with networkx on all {len(cypher_pairs):,} pairs timed on {', '.join(timed)}.")


if __name__ == "__main__":
    main()
