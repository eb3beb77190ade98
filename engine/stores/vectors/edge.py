"""The embedded backend: the Qdrant engine in this process (qdrant-edge, one ``EdgeShard`` under
``<data>/vectors/<collection>``; HNSW, payload indexes, WAL)."""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path
from typing import Any, Iterable, Sequence

from engine.stores.preflight import disk_error, ensure_room
from engine.stores.vectors.base import (CHUNK_ID, DEFAULT_COLLECTION, DOC_ID, INTEGER_FIELDS, KEYWORD_FIELDS,
                                        SCROLL_PAGE, CollectionMeta, Search, SearchFilter, VectorHit,
                                        VectorStore, VectorStoreError, VectorStoreHeld, as_floats,
                                        check_collection_name, check_meta, chunk_ids_in, mismatch_message,
                                        point_id)
from graph.errors import ConfigError
from loaders.document import VectorPoint

# An embedded shard keeps new points in a plain (brute-force) segment until optimize() builds
# HNSW; close() does it once this many points are unindexed (~1.5 ms/query brute force at 20k).
AUTO_OPTIMIZE_MIN = 20_000
# Free space an embedded write needs before it starts: qdrant-edge grows its memory-mapped files
# by a few MB per batch, and on a full disk that is SIGBUS, not an error (engine/stores/preflight.py).
EDGE_WRITE_RESERVE = 8 * 2**20
# How a NEW shard stores its vectors: qdrant-edge's VectorStorageDatatype (Turbo8 = TurboQuant 8-bit as the
# primary storage; no float32 copy is kept). A shard keeps the datatype it was created with (edge_config.json,
# which EdgeShard.load reads), so data dirs made before stay float32. Why (bench/vector_memory.py on a real
# 100k-child shard of 384-d vectors, the engine's node_ids-filtered searches; docs/benchmarks.md 2026-12-07):
# the open shard's RSS 108 MB lower per 100k (202 vs 311 MB after 200 searches, 234 vs 342 after 2,000),
# recall@10 against exact float32 0.994-0.995 (float32 HNSW 0.9995), cosines within 0.0011 of exact, p95
# 1.13-1.16x float32 (one single-round run 1.6x); the frozen question sets answer the same (1,286 questions:
# same decisions, 3 answers differ). float16 cut only 75 MB; on-disk or int8-quantised float32 vectors lose
# their saving once searches have read the originals back.
NEW_SHARD_DATATYPE = "Turbo8"
HELD_MESSAGE = ("the embedded vector store is open in another process (or another store object in this one): "
                "qdrant-edge lets one in at a time. Send the work to the process that holds it (a running "
                "`strata serve` takes POST /ask and, with the admin token, POST /ingest), stop it, or use a "
                "Qdrant server (STRATA_VECTOR_URL) for concurrent access")


def _write_json_atomic(path: Path, data: dict) -> None:
    """Write, fsync, rename: the metadata file is either the old one or the new one, never half."""
    tmp = path.with_suffix(path.suffix + ".tmp")
    with open(tmp, "w", encoding="utf-8") as handle:
        json.dump(data, handle, indent=2)
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(tmp, path)
    fd = os.open(path.parent, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


class EdgeVectorStore(VectorStore):
    """The Qdrant engine in-process (qdrant-edge ``EdgeShard``); one process may hold a shard at a time.

    Layout: ``<root>/<collection>/`` is the shard (segments, WAL, edge_config.json) and
    ``<root>/<collection>.json`` records the model and dimension. Every upsert/delete is in the
    shard's WAL when ``update`` returns (survives kill -9) and, with ``durable_writes`` (default),
    flushed to disk before the call returns (survives power loss).
    """

    backend = "qdrant-edge"

    def __init__(self, root: Path, collection: str = DEFAULT_COLLECTION, *, durable_writes: bool = True,
                 auto_optimize_min: int | None = AUTO_OPTIMIZE_MIN) -> None:
        import qdrant_edge  # imported here: a server deployment never loads the native module

        self._q = qdrant_edge
        self.root = Path(root)
        self.collection = check_collection_name(collection)
        self.durable_writes = durable_writes
        self.auto_optimize_min = auto_optimize_min
        self._shard_obj: Any = None
        self._meta: CollectionMeta | None = None
        self._closed = False
        self._written = False  # by this process: close() flushes only then (a question's process wrote nothing)
        self._generation = 0  # visibility(): moved before every write and ledger change
        self._lock = threading.RLock()

    # -- paths and metadata ------------------------------------------------------------
    @property
    def shard_path(self) -> Path:
        return self.root / self.collection

    @property
    def meta_path(self) -> Path:
        return self.root / f"{self.collection}.json"

    def _shard_exists(self) -> bool:
        return (self.shard_path / "edge_config.json").is_file()

    def _read_meta(self) -> CollectionMeta | None:
        try:
            return CollectionMeta.from_json(json.loads(self.meta_path.read_text(encoding="utf-8")))
        except FileNotFoundError:
            return None
        except (ValueError, KeyError, TypeError) as exc:
            raise VectorStoreError(f"unreadable vector-store metadata {self.meta_path}: {exc}") from exc

    @property
    def meta(self) -> CollectionMeta | None:
        if self._meta is None and self._shard_exists():
            self._meta = self._read_meta()
        return self._meta

    # -- shard lifecycle ------------------------------------------------------------------
    def _edge_call(self, what: str, fn, *args):
        """Run one qdrant-edge call; its errors are bare ``Exception``s, so name the shard and the step."""
        try:
            return fn(*args)
        except Exception as exc:
            text = str(exc)
            if "WouldBlock" in text or "Resource temporarily unavailable" in text:
                raise VectorStoreHeld(HELD_MESSAGE, str(self.shard_path)) from exc
            disk = disk_error(text, self.shard_path, f"qdrant-edge {what}")
            if disk is not None:  # a full or read-only disk: say so, not "qdrant-edge failed"
                raise disk from exc
            raise VectorStoreError(f"qdrant-edge {what} failed on {self.shard_path}: {text}") from exc

    def _shard(self, *, required: bool = True) -> Any:
        """The open shard, loading it on first use; None if it does not exist and not ``required``."""
        with self._lock:
            if self._closed:
                raise VectorStoreError(f"the vector store {self.shard_path} is closed")
            if self._shard_obj is None:
                if not self._shard_exists():
                    if required:
                        raise VectorStoreError(f"collection {self.collection!r} does not exist yet "
                                               f"({self.shard_path}): call ensure_collection first")
                    return None
                self._shard_obj = self._edge_call("load", self._q.EdgeShard.load, str(self.shard_path))
            return self._shard_obj

    def _edge_config(self, dimension: int) -> Any:
        """A new shard's configuration (read once at creation: EdgeShard.load keeps what the shard was made with)."""
        q = self._q
        datatype = getattr(q.VectorStorageDatatype, NEW_SHARD_DATATYPE)
        return q.EdgeConfig(vectors=q.EdgeVectorParams(size=dimension, distance=q.Distance.Cosine, datatype=datatype))

    def ensure_collection(self, dimension: int, model: str) -> None:
        asked = CollectionMeta(model=model, dimension=int(dimension))
        with self._lock:
            if self._shard_exists():
                built = self._read_meta()
                if built is not None:
                    check_meta(self.collection, built, asked)
                else:  # shard without metadata (deleted by hand): at least the dimension must agree
                    self._check_shard_dimension(asked)
                    _write_json_atomic(self.meta_path, asked.to_json(self.collection))
            else:
                # Metadata first: a crash before the shard exists leaves a stale file that this
                # branch overwrites next time, never a shard without its model recorded.
                self.root.mkdir(parents=True, exist_ok=True)
                _write_json_atomic(self.meta_path, asked.to_json(self.collection))
                if self._closed:
                    raise VectorStoreError(f"the vector store {self.shard_path} is closed")
                ensure_room(self.root, EDGE_WRITE_RESERVE, f"creating the vector store {self.shard_path}")
                self._shard_obj = self._edge_call("create", self._q.EdgeShard.create, str(self.shard_path),
                                                  self._edge_config(asked.dimension))
            self._meta = asked
            self._ensure_indexes()

    def _check_shard_dimension(self, asked: CollectionMeta) -> None:
        config = json.loads((self.shard_path / "edge_config.json").read_text(encoding="utf-8"))
        size = int(config.get("vectors", {}).get("", {}).get("size", -1))
        if size != asked.dimension:
            built = CollectionMeta(model="<unrecorded>", dimension=size)
            raise ConfigError(mismatch_message(self.collection, built, asked))

    def _ensure_indexes(self) -> None:
        """Create missing payload indexes (idempotent; also repairs a crash between create and index)."""
        q = self._q
        shard = self._shard()
        have = self._edge_call("info", shard.info).payload_schema
        wanted = {**{f: q.PayloadSchemaType.Keyword for f in KEYWORD_FIELDS},
                  **{f: q.PayloadSchemaType.Integer for f in INTEGER_FIELDS}}
        for name, schema in wanted.items():
            if name not in have:
                self._edge_call("create index", shard.update, q.UpdateOperation.create_field_index(name, schema))
                self._written = True

    # -- writes -------------------------------------------------------------------------
    def upsert(self, points: list[VectorPoint]) -> None:
        if not points:
            return
        q = self._q
        prepared = list(self._prepare(points).items())
        with self._lock:
            shard = self._shard()
            self.ledger_changed()  # before the points exist: a question reads the ledger again
            for batch in self._batches(prepared):
                ensure_room(self.root, EDGE_WRITE_RESERVE, f"writing {len(batch)} vectors to {self.shard_path}")
                records = [q.Point(pid, vector, payload) for pid, (vector, payload) in batch]
                self._edge_call("upsert", shard.update, q.UpdateOperation.upsert_points(records))
            self._after_write(shard)

    def delete(self, chunk_ids: Iterable[str]) -> None:
        ids = sorted({point_id(c) for c in chunk_ids})
        if not ids:
            return
        with self._lock:
            shard = self._shard(required=False)
            if shard is None:
                return
            self.ledger_changed()
            for batch in self._batches(ids):
                self._edge_call("delete", shard.update, self._q.UpdateOperation.delete_points(list(batch)))
            self._after_write(shard)

    def _set_payload(self, point_ids: list[str], payload: dict) -> None:
        with self._lock:
            shard = self._shard()
            ensure_room(self.root, EDGE_WRITE_RESERVE, f"updating {len(point_ids)} payloads in {self.shard_path}")
            self.ledger_changed()
            self._edge_call("set payload", shard.update, self._q.UpdateOperation.set_payload(point_ids, payload))
            self._after_write(shard)

    def visibility(self) -> int | None:
        """This object's write generation, once the shard is open: qdrant-edge lets one process (one
        store object) hold a shard, so from then on every write to it, and every ingest into it, goes
        through this object and moves the stamp first. None before: another process may have written."""
        return self._generation if self._shard_obj is not None else None

    def ledger_changed(self) -> None:
        with self._lock:
            self._generation += 1

    def _after_write(self, shard: Any) -> None:
        self._written = True
        if self.durable_writes:
            self._edge_call("flush", shard.flush)

    # -- reads --------------------------------------------------------------------------
    def _filter(self, spec: SearchFilter | None) -> Any:
        q = self._q
        if spec is None or not (spec.any_of or spec.unfinished.doc_ids):
            return None
        conditions = [q.FieldCondition(name, match=q.MatchValue(values[0]) if len(values) == 1
                                       else q.MatchAny(list(values)))
                      for name, values in spec.any_of]
        hidden = spec.unfinished
        should = [q.FieldCondition(DOC_ID, match=q.MatchExcept(list(hidden.doc_ids))),
                  *([q.FieldCondition(CHUNK_ID, match=q.MatchAny(list(hidden.committed)))] if hidden.committed else [])
                  ] if hidden.doc_ids else None
        return q.Filter(must=conditions or None, should=should)

    def _scroll_chunk_ids(self, spec: SearchFilter | None) -> set[str]:
        q = self._q
        shard = self._shard(required=False)
        if shard is None:
            return set()
        found: set[str] = set()
        offset = None
        while True:
            request = q.ScrollRequest(offset=offset, limit=SCROLL_PAGE, filter=self._filter(spec),
                                      with_payload=[CHUNK_ID], with_vector=False)
            records, offset = self._edge_call("scroll", shard.scroll, request)
            found.update(chunk_ids_in(records))
            if offset is None or not records:
                return found

    def count(self) -> int:
        shard = self._shard(required=False)
        return 0 if shard is None else int(self._edge_call("count", shard.count, self._q.CountRequest(exact=True)))

    def search_batch(self, searches: Sequence[Search], *,
                     fields: Sequence[str] | None = None) -> list[list[VectorHit]]:
        q = self._q
        found: list[list[VectorHit]] = [[] for _ in searches]
        shard = self._shard(required=False)
        if shard is None:
            return found
        payload = True if fields is None else list(dict.fromkeys([CHUNK_ID, *fields]))
        asked = [(index, search, search.filter) for index, search in enumerate(searches)]
        asked = [(index, search, spec) for index, search, spec in asked if spec is not None and search.limit > 0]
        if not asked:
            return found
        requests = [q.QueryRequest(limit=search.limit, query=q.Query.Nearest(as_floats(search.vector)),
                                   filter=self._filter(spec), with_payload=payload, with_vector=False)
                    for _, search, spec in asked]
        results = self._edge_call("query", shard.query_batch, q.QueryBatchRequest(requests))
        for (index, _, _), points in zip(asked, results):
            found[index] = [VectorHit.of(p.payload, p.score) for p in points]
        return found

    # -- maintenance ----------------------------------------------------------------------
    def unindexed(self) -> int:
        """Points still in plain (brute-force) segments, waiting for ``optimize``."""
        shard = self._shard(required=False)
        if shard is None:
            return 0
        info = self._edge_call("info", shard.info)
        return max(0, int(info.points_count) - int(info.indexed_vectors_count))

    def optimize(self) -> bool:
        """Build HNSW over new points and vacuum deletions; blocks (about 13 s per 20k 384-d points on 2 cores)."""
        with self._lock:
            shard = self._shard(required=False)
            return False if shard is None else bool(self._edge_call("optimize", shard.optimize))

    def flush(self) -> None:
        with self._lock:
            if self._shard_obj is not None and not self._closed:
                self._edge_call("flush", self._shard_obj.flush)

    def close(self) -> None:
        with self._lock:
            if self._closed:
                return
            try:
                if self._shard_obj is not None and self._written:  # nothing of ours to flush otherwise
                    if self.auto_optimize_min is not None and self.unindexed() >= self.auto_optimize_min:
                        self.optimize()
                    self._edge_call("flush", self._shard_obj.flush)
            finally:
                shard, self._shard_obj, self._closed = self._shard_obj, None, True
                if shard is not None:
                    self._edge_call("close", shard.close)

