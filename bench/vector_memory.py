"""Memory, latency and recall of qdrant-edge storage configurations on one real shard, in the same run.

    .venv/bin/python bench/vector_memory.py --source DATA/vectors/chunks --work /tmp/vmem [--queries 200]

The source shard is only read (scrolled with vectors and payloads). Every configuration gets a new shard
under ``--work`` built the same way (payload indexes as ``EdgeVectorStore``, upserts of 1,000, then
``optimize`` = HNSW), then each is opened by a fresh process that reads its RSS (total, anonymous,
file-backed) after import, after ``load`` and after the searches. Searches are the engine's: top 10,
filtered by ``node_ids`` ANY of a set, payload ``chunk_id`` only. Queries: the stored vectors of random
points plus Gaussian noise, each filtered by that point's own ``node_ids`` (its state and places, so
filters range from one town to a whole state). Recall@10 is against exact numpy search over the
source's float32 vectors with the same filter (a hit counts if its exact score reaches the 10th's).
Rounds are interleaved (every configuration once per round, in rotated order) so shared load hits all.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

TOP_K = 10
BATCH = 1000
SCORED = 200  # exact scores kept per query: a point found outside them is below the 10th anyway
NOISE = 0.01  # per coordinate: a query near, not at, its point (norm ~0.2 before renormalising)

# A measured configuration: the shard it searches (built by shards()) and the SearchParams its queries pass
# (None = the engine's default request). Several share a shard: rescoring is a search-time choice.
VARIANTS = {
    "default": ("default", None),
    "on_disk": ("on_disk", None),
    "float16": ("float16", None),
    "float16_on_disk": ("float16_on_disk", None),
    "int8_on_disk": ("int8_on_disk", None),
    "int8_on_disk_rescore1": ("int8_on_disk", (True, 1.0)),
    "int8_on_disk_rescore2": ("int8_on_disk", (True, 2.0)),
    "int8_on_disk_hnsw_disk_rescore2": ("int8_on_disk_hnsw_disk", (True, 2.0)),
    "int8_f16_on_disk_rescore2": ("int8_f16_on_disk", (True, 2.0)),
    "turbo16": ("turbo16", None),
    "turbo8": ("turbo8", None),
    "turbo4": ("turbo4", None),
}


def shards(q, dim: int) -> dict:
    """Each shard's EdgeConfig."""
    def vec(**kw):
        return q.EdgeVectorParams(size=dim, distance=q.Distance.Cosine, **kw)

    int8 = q.ScalarQuantizationConfig(type=q.ScalarType.Int8, quantile=0.99, memory=q.Memory.Pinned)
    hnsw_disk = q.HnswIndexConfig(m=16, ef_construct=100, full_scan_threshold=10000, memory=q.Memory.Cold)
    f16 = q.VectorStorageDatatype.Float16
    return {
        "default": q.EdgeConfig(vectors=vec()),
        "on_disk": q.EdgeConfig(vectors=vec(memory=q.Memory.Cold)),
        "float16": q.EdgeConfig(vectors=vec(datatype=f16)),
        "float16_on_disk": q.EdgeConfig(vectors=vec(datatype=f16, memory=q.Memory.Cold)),
        "int8_on_disk": q.EdgeConfig(vectors=vec(memory=q.Memory.Cold), quantization_config=int8),
        "int8_on_disk_hnsw_disk": q.EdgeConfig(vectors=vec(memory=q.Memory.Cold), quantization_config=int8,
                                               hnsw_config=hnsw_disk),
        "int8_f16_on_disk": q.EdgeConfig(vectors=vec(datatype=f16, memory=q.Memory.Cold), quantization_config=int8),
        # TurboQuant as the primary storage: the originals are not kept, so there is nothing to rescore with.
        "turbo16": q.EdgeConfig(vectors=vec(datatype=q.VectorStorageDatatype.Turbo16)),
        "turbo8": q.EdgeConfig(vectors=vec(datatype=q.VectorStorageDatatype.Turbo8)),
        "turbo4": q.EdgeConfig(vectors=vec(datatype=q.VectorStorageDatatype.Turbo4)),
    }


def search_params(q, variant: str):
    rescore = VARIANTS[variant][1]
    return None if rescore is None else q.SearchParams(
        quantization=q.QuantizationSearchParams(rescore=rescore[0], oversampling=rescore[1]))


def smaps_by_part() -> dict:
    """Resident MB per mapped file kind (the shard's files by directory/name, anonymous memory, the rest)."""
    parts: dict[str, float] = {}
    name = "?"
    for line in Path("/proc/self/smaps").read_text().splitlines():
        fields = line.split()
        if len(fields) >= 5 and "-" in fields[0] and ":" in fields[3]:
            path = fields[5] if len(fields) > 5 else ""
            if "/tmp/" in path:
                tail = path.split("/chunks/", 1)[-1]
                name = "wal" if tail.startswith("wal") else "/".join(p for p in tail.split("/")[2:]) or tail
            else:
                name = "anon" if not path or path.startswith("[") else "libs"
        elif fields and fields[0] == "Rss:":
            parts[name] = parts.get(name, 0.0) + int(fields[1]) / 1024
    return {k: round(v, 1) for k, v in sorted(parts.items(), key=lambda kv: -kv[1]) if v >= 0.5}


def read_source(source: Path) -> tuple[list[str], np.ndarray, list[dict]]:
    import qdrant_edge as q
    shard = q.EdgeShard.load(str(source))
    ids, rows, payloads, offset = [], [], [], None
    try:
        while True:
            records, offset = shard.scroll(q.ScrollRequest(offset=offset, limit=2000, with_payload=True,
                                                           with_vector=True))
            for r in records:
                ids.append(str(r.id))
                rows.append(np.asarray(r.vector, dtype=np.float32))
                payloads.append(r.payload)
            if offset is None or not records:
                break
    finally:
        shard.close()
    return ids, np.vstack(rows), payloads


def build(path: Path, name: str, ids: list[str], matrix: np.ndarray, payloads: list[dict]) -> dict:
    import qdrant_edge as q
    from engine.stores.vectors.base import INTEGER_FIELDS, KEYWORD_FIELDS
    config = shards(q, matrix.shape[1])[name]
    start = time.perf_counter()
    shard = q.EdgeShard.create(str(path), config)
    for field in KEYWORD_FIELDS:
        shard.update(q.UpdateOperation.create_field_index(field, q.PayloadSchemaType.Keyword))
    for field in INTEGER_FIELDS:
        shard.update(q.UpdateOperation.create_field_index(field, q.PayloadSchemaType.Integer))
    for at in range(0, len(ids), BATCH):
        points = [q.Point(ids[i], matrix[i].tolist(), payloads[i]) for i in range(at, min(at + BATCH, len(ids)))]
        shard.update(q.UpdateOperation.upsert_points(points))
    upserted = time.perf_counter() - start
    shard.optimize()
    shard.flush()
    shard.close()
    return {"upsert_s": upserted, "total_s": time.perf_counter() - start,
            "disk_mb": sum(f.stat().st_size for f in path.rglob("*") if f.is_file()) / 2**20}


def make_queries(matrix: np.ndarray, payloads: list[dict], n: int, seed: int = 7) -> list[dict]:
    rng = np.random.default_rng(seed)
    out = []
    while len(out) < n:
        i = int(rng.integers(len(matrix)))
        nodes = sorted(set(payloads[i].get("node_ids") or []))
        if not nodes:
            continue
        v = matrix[i] + rng.normal(0, NOISE, matrix.shape[1]).astype(np.float32)
        out.append({"vector": (v / np.linalg.norm(v)).tolist(), "nodes": nodes})
    return out


def exact(matrix: np.ndarray, ids: list[str], payloads: list[dict], queries: list[dict]) -> list[dict]:
    """Exact top 10 per query within its filter, and the 10th score (ties at it count as hits)."""
    unit = matrix / np.linalg.norm(matrix, axis=1, keepdims=True)
    by_node: dict[str, list[int]] = {}
    for i, p in enumerate(payloads):
        for node in p.get("node_ids") or []:
            by_node.setdefault(node, []).append(i)
    truth = []
    for query in queries:
        rows = np.array(sorted({i for node in query["nodes"] for i in by_node.get(node, [])}))
        scores = unit[rows] @ np.asarray(query["vector"], dtype=np.float32)
        order = np.argsort(-scores)[:TOP_K]
        truth.append({"ids": [ids[rows[j]] for j in order], "kth": float(scores[order[-1]]),
                      "scores": {ids[rows[j]]: float(scores[j]) for j in np.argsort(-scores)[:SCORED]},
                      "candidates": len(rows)})
    return truth


def rss() -> dict:
    fields = {}
    for line in Path("/proc/self/status").read_text().splitlines():
        key, _, value = line.partition(":")
        if key in ("VmRSS", "RssAnon", "RssFile"):
            fields[key] = int(value.split()[0]) / 1024
    return fields


def measure(path: Path, name: str, queries_file: Path) -> dict:
    """In a fresh process: RSS after import, load and the searches; per-query latency; the ids found."""
    import qdrant_edge as q
    from engine.stores.vectors.base import CHUNK_ID, NODE_IDS
    queries = json.loads(queries_file.read_text())
    params = search_params(q, name)
    before = rss()
    shard = q.EdgeShard.load(str(path))
    loaded = rss()
    times, found = [], []
    for query in queries:
        nodes = query["nodes"]
        match = q.MatchValue(nodes[0]) if len(nodes) == 1 else q.MatchAny(nodes)
        request = q.QueryRequest(limit=TOP_K, query=q.Query.Nearest(query["vector"]),
                                 filter=q.Filter(must=[q.FieldCondition(NODE_IDS, match=match)]),
                                 with_payload=[CHUNK_ID], with_vector=False, params=params)
        start = time.perf_counter()
        points = shard.query(request)
        times.append((time.perf_counter() - start) * 1000)
        found.append([[str(p.id), float(p.score)] for p in points])
    searched = rss()
    parts = smaps_by_part()
    shard.close()
    return {"before": before, "loaded": loaded, "searched": searched, "parts": parts, "times": times,
            "found": found}


def recall(found: list[list], truth: list[dict]) -> float:
    hits = total = 0
    for got, t in zip(found, truth):
        want = min(TOP_K, t["candidates"])
        hits += min(want, sum(1 for pid, _ in got if t["scores"].get(pid, -2.0) >= t["kth"] - 1e-6))
        total += want
    return hits / total


def score_errors(found: list[list], truth: list[dict]) -> list[float]:
    """|returned score - exact cosine| of every hit whose exact score is known (the engine thresholds cosines)."""
    return [abs(score - t["scores"][pid]) for got, t in zip(found, truth) for pid, score in got if pid in t["scores"]]


def pct(values: list[float], p: float) -> float:
    return float(np.percentile(values, p))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--source", type=Path)
    parser.add_argument("--work", type=Path, default=Path("/tmp/vmem"))
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--only", default=",".join(VARIANTS))
    parser.add_argument("--limit", type=int, help="use only the first N source points (a smoke test)")
    parser.add_argument("--skip-build", action="store_true")
    parser.add_argument("--measure", help=argparse.SUPPRESS)  # internal: one fresh-process measurement
    args = parser.parse_args()
    names = args.only.split(",")
    if args.measure:
        shard = args.work / VARIANTS[args.measure][0] / "chunks"
        print(json.dumps(measure(shard, args.measure, args.work / "queries.json")))
        return
    ids, matrix, payloads = read_source(args.source)
    if args.limit:
        ids, matrix, payloads = ids[:args.limit], matrix[:args.limit], payloads[:args.limit]
    print(f"source: {len(ids)} points, {matrix.shape[1]}-d", flush=True)
    queries = make_queries(matrix, payloads, args.queries)
    (args.work / "queries.json").write_text(json.dumps(queries))
    truth = exact(matrix, ids, payloads, queries)
    sizes = [t["candidates"] for t in truth]
    print(f"filter sizes: median {statistics.median(sizes)}, min {min(sizes)}, max {max(sizes)}", flush=True)
    builds = {}
    for name in dict.fromkeys(VARIANTS[n][0] for n in names):
        path = args.work / name / "chunks"
        if not path.exists() or not args.skip_build:
            if path.exists():
                raise SystemExit(f"{path} exists: remove it or pass --skip-build")
            path.parent.mkdir(parents=True, exist_ok=True)
            builds[name] = build(path, name, ids, matrix, payloads)
            print(f"built {name}: {builds[name]}", flush=True)
        else:
            builds[name] = {"disk_mb": sum(f.stat().st_size for f in path.rglob("*") if f.is_file()) / 2**20}
    del matrix
    runs: dict[str, list[dict]] = {name: [] for name in names}
    for round_ in range(args.rounds):
        order = names[round_ % len(names):] + names[:round_ % len(names)]
        for name in order:
            out = subprocess.run([sys.executable, __file__, "--work", str(args.work), "--measure", name],
                                 check=True, capture_output=True, text=True).stdout
            runs[name].append(json.loads(out))
        print(f"round {round_ + 1} done", flush=True)
    (args.work / "runs.json").write_text(json.dumps({n: [{k: v for k, v in r.items() if k != "found"} for r in rs]
                                                     for n, rs in runs.items()}))
    base = None
    print("| config | RSS MB after load + searches | of it the shard (anon / file) | after load only | p50 ms | "
          "p95 ms | recall@10 | score error p99 / max | shard RSS vs default | p95 vs default | disk MB |")
    print("|---|---:|---|---:|---:|---:|---:|---|---:|---:|---:|")
    for name in names:
        rs = runs[name]
        grown = statistics.median(r["searched"]["VmRSS"] - r["before"]["VmRSS"] for r in rs)
        anon = statistics.median(r["searched"]["RssAnon"] - r["before"]["RssAnon"] for r in rs)
        file_ = statistics.median(r["searched"]["RssFile"] - r["before"]["RssFile"] for r in rs)
        total = statistics.median(r["searched"]["VmRSS"] for r in rs)
        at_load = statistics.median(r["loaded"]["VmRSS"] - r["before"]["VmRSS"] for r in rs)
        times = [t for r in rs for t in r["times"][10:]]  # the first 10 of each process warm it up
        rec = statistics.mean(recall(r["found"], truth) for r in rs)
        errors = score_errors(rs[0]["found"], truth)
        p95 = pct(times, 95)
        if base is None:
            base = (grown, p95)
        disk = builds.get(VARIANTS[name][0], {}).get("disk_mb")
        cells = [name, f"{total:.0f}", f"{grown:.0f} ({anon:.0f} / {file_:.0f})", f"{at_load:.0f}",
                 f"{pct(times, 50):.3f}", f"{p95:.3f}", f"{rec:.4f}", f"{pct(errors, 99):.4f} / {max(errors):.4f}",
                 f"{grown / base[0]:.2f}×", f"{p95 / base[1]:.2f}×", "" if disk is None else f"{disk:.0f}"]
        print("| " + " | ".join(cells) + " |")
    for name in names:
        parts: dict[str, float] = {}
        for part, mb in runs[name][0]["parts"].items():
            key = part.split("/")[0] if part.startswith("payload") else part
            parts[key] = round(parts.get(key, 0.0) + mb, 1)
        print(name, "resident MB by mapping after the searches (first process):", parts)

if __name__ == "__main__":
    main()
