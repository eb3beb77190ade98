"""LCA / scope-distance throughput: Cypher in the graph store vs networkx on the cached DAG.

    .venv/bin/python bench/hierarchy.py [--countries US,IN,ID|all] [--pairs 2000]

Loads the offline gazetteer (plus SPBE and the admissions sample) into a fresh
embedded FalkorDB, draws random place pairs with a fixed seed, and times
``cypher_scope_distance`` (two ancestor queries + the LCA query per pair) against
``graph.hierarchy.scope_distance`` on the DAG loaded once (load time reported too).
Both must give the same δ for every pair; the script fails loudly otherwise.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rich.console import Console  # noqa: E402
from rich.table import Table  # noqa: E402

from graph.store.falkordb import FalkorDBStore  # noqa: E402
from graph.hierarchy import scope_distance  # noqa: E402
from graph.scopes import cypher_scope_distance, load_dag  # noqa: E402
from loaders.sources.admissions import load_admissions  # noqa: E402
from loaders.sources.places import load_places  # noqa: E402
from loaders.sources.spbe import load_spbe  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--countries", default="US,IN,ID", help="ISO-2 codes, comma-separated, or 'all'")
    parser.add_argument("--pairs", type=int, default=2000)
    args = parser.parse_args()
    countries = None if args.countries == "all" else args.countries.split(",")
    console = Console()
    with tempfile.TemporaryDirectory() as tmp, FalkorDBStore.embedded(Path(tmp) / "graph") as store:
        store.apply_schema()
        load_spbe(store)
        load_admissions(store)
        places = load_places(store, countries=countries)
        started = time.perf_counter()
        dag = load_dag(store)
        dag_seconds = time.perf_counter() - started
        place_ids = sorted(n for n in dag.nodes if str(n).startswith(("gn:", "geo:")))
        rng = random.Random(7)
        pairs = [(rng.choice(place_ids), rng.choice(place_ids)) for _ in range(args.pairs)]
        cypher_pairs = pairs[: max(1, args.pairs // 10)]  # Cypher is slower: time a tenth of the pairs

        started = time.perf_counter()
        in_memory = [scope_distance(dag, q, t) for q, t in pairs]
        memory_seconds = time.perf_counter() - started
        started = time.perf_counter()
        in_cypher = [cypher_scope_distance(store, q, t) for q, t in cypher_pairs]
        cypher_seconds = time.perf_counter() - started
        mismatches = [(p, a.delta, b.delta) for p, a, b in zip(cypher_pairs, in_memory, in_cypher) if a.delta != b.delta]
        if mismatches:
            raise SystemExit(f"Cypher and networkx disagree on {len(mismatches)} pairs, e.g. {mismatches[:3]}")

    memory_rate = len(pairs) / memory_seconds
    cypher_rate = len(cypher_pairs) / cypher_seconds
    table = Table(title=f"Scope distance on {places.node_total:,} places ({args.countries}), random place pairs")
    for column in ("method", "pairs", "seconds", "pairs/s", "vs Cypher"):
        table.add_column(column, justify="right" if column != "method" else "left")
    table.add_row("Cypher (lca.cypher + 2x ancestors.cypher)", f"{len(cypher_pairs):,}", f"{cypher_seconds:.2f}",
                  f"{cypher_rate:,.0f}", "1.0x")
    table.add_row("networkx on the cached DAG", f"{len(pairs):,}", f"{memory_seconds:.2f}", f"{memory_rate:,.0f}",
                  f"{memory_rate / cypher_rate:,.1f}x")
    table.add_row("  (one-off: load the DAG from the store)", f"{dag.number_of_edges():,} edges",
                  f"{dag_seconds:.2f}", "", "")
    console.print(table)
    console.print(f"δ agreed on all {len(cypher_pairs):,} pairs timed in both.")


if __name__ == "__main__":
    main()
