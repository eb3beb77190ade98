"""The chunk-vector store: child-chunk embeddings with the payload graph-first retrieval filters on.

Two real backends share one contract (``VectorStore``), chosen by URL like the graph store:

* empty URL -> ``EdgeVectorStore``: the Qdrant engine embedded in this process (qdrant-edge,
  one ``EdgeShard`` under ``<data>/vectors/<collection>``; HNSW, payload indexes, WAL);
* ``http(s)://host:port`` -> ``QdrantServerStore``: a Qdrant server through qdrant-client.

Every point carries ``chunk_id``, ``doc_id``, ``node_ids`` (the graph nodes the chunk is linked
to), ``kind`` and ``page`` in its payload, each with a payload index, so "search only among
chunks linked to these candidate nodes" is one filtered HNSW query. Point ids are UUIDs derived
from the chunk id, so writing a chunk twice leaves one point. The embedding model's name and
dimension are recorded with the collection; opening it with another model is a ConfigError,
not a silent mix of incomparable vectors. See docs/vectors.md.
"""

from __future__ import annotations

import abc
import hashlib
import json
import os
import re
import socket
import threading
import uuid
import warnings
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Iterator, Sequence
from urllib.parse import urlsplit

from engine.stores.preflight import disk_error, ensure_room
from loaders.document import VectorPoint
from graph.errors import ConfigError, StoreUnavailable, StrataError

DEFAULT_COLLECTION = "chunks"
KEYWORD_FIELDS = ("chunk_id", "doc_id", "node_ids", "kind")
INTEGER_FIELDS = ("page",)
WRITE_BATCH = 512  # points per WAL record / HTTP request
SCROLL_PAGE = 1000
# An embedded shard keeps new points in a plain (brute-force) segment until optimize() builds
# HNSW; close() does it once this many points are unindexed (~1.5 ms/query brute force at 20k).
AUTO_OPTIMIZE_MIN = 20_000
# Free space an embedded write needs before it starts: qdrant-edge grows its memory-mapped files
# by a few MB per batch, and on a full disk that is SIGBUS, not an error (engine/stores/preflight.py).
EDGE_WRITE_RESERVE = 8 * 2**20
META_VERSION = 1


class VectorStoreError(StrataError):
    """A vector-store operation failed (bad input, a locked shard, a server error)."""


class VectorStoreUnavailable(VectorStoreError, StoreUnavailable):
    """The Qdrant server is down or unreachable (also a ``StoreUnavailable``, like a dead graph server)."""


@dataclass
class VectorHit:
    """One search result: cosine similarity ``score`` (higher is closer) and the stored payload."""

    chunk_id: str
    score: float
    payload: dict


@dataclass(frozen=True)
class CollectionMeta:
    """What a collection was built with; stored next to it and checked on every ensure_collection."""

    model: str
    dimension: int

    def to_json(self, collection: str) -> dict:
        return {"collection": collection, "model": self.model, "dimension": self.dimension,
                "distance": "cosine", "version": META_VERSION}

    @classmethod
    def from_json(cls, data: dict) -> "CollectionMeta":
        return cls(model=str(data["model"]), dimension=int(data["dimension"]))


_HEX32 = re.compile(r"[0-9a-f]{32}")
_COLLECTION_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,127}")


def check_collection_name(collection: str) -> str:
    """Collection names become directory names (embedded) and URL parts (server): keep them plain."""
    if not _COLLECTION_NAME.fullmatch(collection):
        raise ConfigError(f"invalid vector collection name {collection!r}: use letters, digits, '_' and '-'")
    return collection


def point_id(chunk_id: str) -> str:
    """The Qdrant point id of a chunk: a UUID from the chunk id (which is a sha256 hex digest).

    Qdrant ids must be unsigned ints or UUIDs. A lowercase-hex chunk id gives its first 128
    bits directly (readable: the point id *is* the chunk id's prefix); any other string is
    sha256-hashed first, so every chunk id maps to one stable UUID.
    """
    head = chunk_id[:32]
    if not _HEX32.fullmatch(head):
        head = hashlib.sha256(chunk_id.encode("utf-8")).hexdigest()[:32]
    return str(uuid.UUID(hex=head))


def mismatch_message(collection: str, built: CollectionMeta, asked: CollectionMeta) -> str:
    return (f"collection {collection!r} was built with model {built.model} ({built.dimension}-d); "
            f"you asked for {asked.model} ({asked.dimension}-d): re-ingest into a new data dir "
            f"(or collection) or set STRATA_EMBED_MODEL back to {built.model}")


def check_meta(collection: str, built: CollectionMeta, asked: CollectionMeta) -> None:
    if built != asked:
        raise ConfigError(mismatch_message(collection, built, asked))


@dataclass(frozen=True)
class SearchFilter:
    """Backend-neutral filter: every ``(field, values)`` must match one of its values."""

    any_of: tuple[tuple[str, tuple[Any, ...]], ...]

    @classmethod
    def build(cls, node_ids: Sequence[str] | None, doc_ids: Sequence[str] | None,
              kind: str | None) -> "SearchFilter | None":
        """None when a given id list is empty: restricting to no candidates matches nothing."""
        parts: list[tuple[str, tuple[Any, ...]]] = []
        for name, values in (("node_ids", node_ids), ("doc_id", doc_ids)):
            if values is None:
                continue
            if isinstance(values, str):
                values = [values]
            unique = tuple(dict.fromkeys(values))
            if not unique:
                return None
            parts.append((name, unique))
        if kind is not None:
            parts.append(("kind", (kind,)))
        return cls(tuple(parts))


def _as_floats(vector: Sequence[float]) -> list[float]:
    tolist = getattr(vector, "tolist", None)
    return [float(x) for x in (tolist() if tolist is not None else vector)]


class VectorStore(abc.ABC):
    """One collection of chunk vectors (cosine); the same calls on the embedded and server backends."""

    backend: str
    collection: str

    # -- contract -----------------------------------------------------------------
    @abc.abstractmethod
    def ensure_collection(self, dimension: int, model: str) -> None:
        """Create the collection and its payload indexes if missing; ConfigError if built with another model."""

    @abc.abstractmethod
    def upsert(self, points: list[VectorPoint]) -> None:
        """Insert or replace points (keyed by chunk id); durable when it returns."""

    @abc.abstractmethod
    def delete(self, chunk_ids: Iterable[str]) -> None:
        """Remove these chunks' points (unknown ids are ignored)."""

    def chunk_ids_for_doc(self, doc_id: str) -> set[str]:
        """Chunk ids of every point whose payload ``doc_id`` is ``doc_id``."""
        return self._scroll_chunk_ids(SearchFilter((("doc_id", (doc_id,)),)))

    def all_chunk_ids(self) -> set[str]:
        """Every stored chunk id (a full scroll: for consistency checks, not the hot path)."""
        return self._scroll_chunk_ids(None)

    @abc.abstractmethod
    def _scroll_chunk_ids(self, spec: "SearchFilter | None") -> set[str]:
        """Chunk ids of every point matching ``spec`` (all points when None), page by page."""

    @abc.abstractmethod
    def count(self) -> int:
        """Exact number of points (0 before the collection exists)."""

    @abc.abstractmethod
    def search(self, vector: Sequence[float], limit: int = 10, *, node_ids: Sequence[str] | None = None,
               doc_ids: Sequence[str] | None = None, kind: str | None = "child") -> list[VectorHit]:
        """Nearest points by cosine; ``node_ids``/``doc_ids`` keep points matching ANY of the given ids."""

    @abc.abstractmethod
    def flush(self) -> None:
        """Push buffered writes to disk (the server persists on its own)."""

    @abc.abstractmethod
    def close(self) -> None:
        """Flush and release the shard or connection; the store is unusable afterwards."""

    def optimize(self) -> bool:
        """Build indexes for unindexed points now (embedded only; a server optimises in the background)."""
        return False

    @property
    @abc.abstractmethod
    def meta(self) -> CollectionMeta | None:
        """The model and dimension the collection was built with (None before it exists)."""

    # -- shared helpers -------------------------------------------------------------
    def _prepare(self, points: Sequence[VectorPoint]) -> dict[str, tuple[list[float], dict]]:
        """Validate points; one entry per point id (the last write of a chunk wins)."""
        meta = self.meta
        if meta is None:
            raise VectorStoreError(f"collection {self.collection!r} does not exist yet: call ensure_collection first")
        prepared: dict[str, tuple[list[float], dict]] = {}
        for point in points:
            vector = _as_floats(point.vector)
            if len(vector) != meta.dimension:
                raise VectorStoreError(f"chunk {point.chunk_id}: vector has {len(vector)} dimensions, collection "
                                       f"{self.collection!r} holds {meta.dimension}-d vectors of {meta.model}")
            payload = dict(point.payload)
            if payload.setdefault("chunk_id", point.chunk_id) != point.chunk_id:
                raise VectorStoreError(f"chunk {point.chunk_id}: payload chunk_id is {payload['chunk_id']!r}")
            prepared[point_id(point.chunk_id)] = (vector, payload)
        return prepared

    @staticmethod
    def _batches(items: Sequence[Any], size: int = WRITE_BATCH) -> Iterator[Sequence[Any]]:
        for start in range(0, len(items), size):
            yield items[start:start + size]

    def __enter__(self) -> "VectorStore":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"{type(self).__name__}(collection={self.collection!r})"


# ======================================================================================
# Embedded: qdrant-edge
# ======================================================================================

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
                raise VectorStoreError(f"the embedded vector store {self.shard_path} is already open (in another "
                                       "process, or another store object in this one): qdrant-edge locks its "
                                       "WAL. Close the other user, or use a Qdrant server (STRATA_VECTOR_URL) "
                                       "for concurrent access") from exc
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
        q = self._q
        return q.EdgeConfig(vectors=q.EdgeVectorParams(size=dimension, distance=q.Distance.Cosine))

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

    # -- writes -------------------------------------------------------------------------
    def upsert(self, points: list[VectorPoint]) -> None:
        if not points:
            return
        q = self._q
        prepared = list(self._prepare(points).items())
        with self._lock:
            shard = self._shard()
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
            for batch in self._batches(ids):
                self._edge_call("delete", shard.update, self._q.UpdateOperation.delete_points(list(batch)))
            self._after_write(shard)

    def _after_write(self, shard: Any) -> None:
        if self.durable_writes:
            self._edge_call("flush", shard.flush)

    # -- reads --------------------------------------------------------------------------
    def _filter(self, spec: SearchFilter | None) -> Any:
        q = self._q
        if spec is None or not spec.any_of:
            return None
        conditions = [q.FieldCondition(name, match=q.MatchValue(values[0]) if len(values) == 1
                                       else q.MatchAny(list(values)))
                      for name, values in spec.any_of]
        return q.Filter(must=conditions)

    def _scroll_chunk_ids(self, spec: SearchFilter | None) -> set[str]:
        q = self._q
        shard = self._shard(required=False)
        if shard is None:
            return set()
        found: set[str] = set()
        offset = None
        while True:
            request = q.ScrollRequest(offset=offset, limit=SCROLL_PAGE, filter=self._filter(spec),
                                      with_payload=["chunk_id"], with_vector=False)
            records, offset = self._edge_call("scroll", shard.scroll, request)
            found.update(r.payload["chunk_id"] for r in records if r.payload and "chunk_id" in r.payload)
            if offset is None or not records:
                return found

    def count(self) -> int:
        shard = self._shard(required=False)
        return 0 if shard is None else int(self._edge_call("count", shard.count, self._q.CountRequest(exact=True)))

    def search(self, vector: Sequence[float], limit: int = 10, *, node_ids: Sequence[str] | None = None,
               doc_ids: Sequence[str] | None = None, kind: str | None = "child") -> list[VectorHit]:
        q = self._q
        spec = SearchFilter.build(node_ids, doc_ids, kind)
        shard = self._shard(required=False)
        if spec is None or shard is None or limit <= 0:
            return []
        request = q.QueryRequest(limit=limit, query=q.Query.Nearest(_as_floats(vector)),
                                 filter=self._filter(spec), with_payload=True, with_vector=False)
        points = self._edge_call("query", shard.query, request)
        return [VectorHit(p.payload["chunk_id"], float(p.score), dict(p.payload)) for p in points]

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
                if self._shard_obj is not None:
                    if self.auto_optimize_min is not None and self.unindexed() >= self.auto_optimize_min:
                        self.optimize()
                    self._edge_call("flush", self._shard_obj.flush)
            finally:
                shard, self._shard_obj, self._closed = self._shard_obj, None, True
                if shard is not None:
                    self._edge_call("close", shard.close)


# ======================================================================================
# Server: qdrant-client
# ======================================================================================

META_COLLECTION = "strata_meta"  # one point per Strata collection: {collection, model, dimension}


def _meta_point_id(collection: str) -> str:
    return str(uuid.uuid5(uuid.NAMESPACE_URL, f"strata:vector-collection:{collection}"))


def _probe(url: str, timeout: float) -> None:
    """Open and close a TCP connection: a dead or firewalled server fails here in ``timeout`` s, clearly."""
    parts = urlsplit(url)
    host = parts.hostname or "localhost"
    port = parts.port or (443 if parts.scheme == "https" else 6333)
    try:
        with socket.create_connection((host, port), timeout=timeout):
            pass
    except OSError as exc:
        raise VectorStoreUnavailable(f"Qdrant server at {url} is unreachable ({exc}); start it, fix "
                                     "STRATA_VECTOR_URL, or leave it empty for the embedded store") from exc


class QdrantServerStore(VectorStore):
    """A collection on a Qdrant server via qdrant-client (REST). Also runs on qdrant-client's local mode.

    Qdrant 1.13 (our compose image) has no collection metadata, so the model and dimension live
    in a small sidecar collection ``strata_meta``, one point per Strata collection.
    """

    backend = "qdrant"

    def __init__(self, client: Any, collection: str = DEFAULT_COLLECTION, *, url: str | None = None) -> None:
        from qdrant_client import models

        self._m = models
        self.client = client
        self.collection = check_collection_name(collection)
        self.url = url or "qdrant-client"
        self._meta: CollectionMeta | None = None
        self._exists = False
        self._closed = False

    @classmethod
    def connect(cls, url: str, collection: str = DEFAULT_COLLECTION, *, api_key: str | None = None,
                timeout: float = 60.0, connect_timeout: float = 3.0) -> "QdrantServerStore":
        """Check the server answers, then open a REST client (``timeout`` bounds each request)."""
        from qdrant_client import QdrantClient

        _probe(url, connect_timeout)
        client = QdrantClient(url=url, api_key=api_key, timeout=int(timeout), check_compatibility=False)
        store = cls(client, collection, url=url)
        try:
            with store._errors("connect"):
                client.get_collections()
        except VectorStoreUnavailable:
            client.close()
            raise
        except VectorStoreError as exc:  # it answered, but not as a Qdrant server we may use
            client.close()
            raise ConfigError(f"{url} answered but not as a Qdrant server Strata can use ({exc}); check "
                              "STRATA_VECTOR_URL (http://host:6333) and the API key") from exc
        return store

    @contextmanager
    def _errors(self, what: str) -> Iterator[None]:
        """Translate qdrant-client/httpx failures into Strata errors naming the server."""
        from qdrant_client.http.exceptions import ResponseHandlingException, UnexpectedResponse

        if self._closed:
            raise VectorStoreError(f"the vector store {self.url} is closed")
        try:
            yield
        except UnexpectedResponse as exc:
            if exc.status_code is not None and exc.status_code >= 500:
                raise VectorStoreUnavailable(f"Qdrant server at {self.url} failed ({what}): HTTP {exc.status_code} "
                                             f"{exc.content.decode('utf-8', 'replace')[:500]}") from exc
            raise VectorStoreError(f"Qdrant {what} on {self.url} failed: HTTP {exc.status_code} "
                                   f"{exc.content.decode('utf-8', 'replace')[:500]}") from exc
        except ResponseHandlingException as exc:
            raise VectorStoreUnavailable(f"Qdrant server at {self.url} did not answer ({what}): {exc}") from exc
        except (ValueError, KeyError, AssertionError) as exc:  # local mode reports misuse this way
            raise VectorStoreError(f"Qdrant {what} on {self.url} failed: {exc}") from exc

    # -- metadata -------------------------------------------------------------------------
    def _read_meta(self) -> CollectionMeta | None:
        with self._errors("read metadata"):
            if not self.client.collection_exists(META_COLLECTION):
                return None
            records = self.client.retrieve(META_COLLECTION, [_meta_point_id(self.collection)], with_payload=True)
        return CollectionMeta.from_json(records[0].payload) if records else None

    def _write_meta(self, meta: CollectionMeta) -> None:
        m = self._m
        with self._errors("write metadata"):
            if not self.client.collection_exists(META_COLLECTION):
                self.client.create_collection(META_COLLECTION, vectors_config=m.VectorParams(size=1,
                                                                                             distance=m.Distance.DOT))
            self.client.upsert(META_COLLECTION, wait=True, points=[
                m.PointStruct(id=_meta_point_id(self.collection), vector=[1.0], payload=meta.to_json(self.collection))])

    def _collection_exists(self) -> bool:
        if not self._exists:
            with self._errors("check collection"):
                self._exists = bool(self.client.collection_exists(self.collection))
        return self._exists

    def _server_dimension(self) -> int:
        with self._errors("describe collection"):
            vectors = self.client.get_collection(self.collection).config.params.vectors
        size = getattr(vectors, "size", None)
        if size is None:
            raise ConfigError(f"collection {self.collection!r} on {self.url} has named vectors: it was not "
                              "created by Strata; choose another collection name")
        return int(size)

    @property
    def meta(self) -> CollectionMeta | None:
        if self._meta is None and self._collection_exists():
            self._meta = self._read_meta()
            if self._meta is None:  # a collection Strata did not record: trust its dimension only
                self._meta = CollectionMeta(model="<unrecorded>", dimension=self._server_dimension())
        return self._meta

    def ensure_collection(self, dimension: int, model: str) -> None:
        m = self._m
        asked = CollectionMeta(model=model, dimension=int(dimension))
        if self._collection_exists():
            built = self._read_meta()
            if built is None:
                built_dim = self._server_dimension()
                if built_dim != asked.dimension:
                    raise ConfigError(mismatch_message(self.collection,
                                                       CollectionMeta("<unrecorded>", built_dim), asked))
                self._write_meta(asked)
            else:
                check_meta(self.collection, built, asked)
        else:
            self._write_meta(asked)  # metadata first, as in the embedded store
            with self._errors("create collection"):
                self.client.create_collection(self.collection, vectors_config=m.VectorParams(
                    size=asked.dimension, distance=m.Distance.COSINE))
            self._exists = True
        self._meta = asked
        self._ensure_indexes()

    def _ensure_indexes(self) -> None:
        m = self._m
        wanted = {**{f: m.PayloadSchemaType.KEYWORD for f in KEYWORD_FIELDS},
                  **{f: m.PayloadSchemaType.INTEGER for f in INTEGER_FIELDS}}
        with self._errors("describe collection"):
            have = set(self.client.get_collection(self.collection).payload_schema or {})
        for name, schema in wanted.items():
            if name in have:
                continue
            with self._errors("create payload index"), warnings.catch_warnings():
                warnings.filterwarnings("ignore", message="Payload indexes have no effect in the local Qdrant")
                self.client.create_payload_index(self.collection, name, field_schema=schema, wait=True)

    # -- writes -------------------------------------------------------------------------
    def upsert(self, points: list[VectorPoint]) -> None:
        if not points:
            return
        m = self._m
        prepared = list(self._prepare(points).items())
        for batch in self._batches(prepared):
            structs = [m.PointStruct(id=pid, vector=vector, payload=payload) for pid, (vector, payload) in batch]
            with self._errors("upsert"):
                self.client.upsert(self.collection, points=structs, wait=True)

    def delete(self, chunk_ids: Iterable[str]) -> None:
        ids = sorted({point_id(c) for c in chunk_ids})
        if not ids or not self._collection_exists():
            return
        for batch in self._batches(ids):
            with self._errors("delete"):
                self.client.delete(self.collection, points_selector=self._m.PointIdsList(points=list(batch)),
                                   wait=True)

    # -- reads --------------------------------------------------------------------------
    def _filter(self, spec: SearchFilter | None) -> Any:
        m = self._m
        if spec is None or not spec.any_of:
            return None
        return m.Filter(must=[m.FieldCondition(key=name, match=m.MatchValue(value=values[0]) if len(values) == 1
                                               else m.MatchAny(any=list(values)))
                              for name, values in spec.any_of])

    def _scroll_chunk_ids(self, spec: SearchFilter | None) -> set[str]:
        if not self._collection_exists():
            return set()
        found: set[str] = set()
        offset = None
        while True:
            with self._errors("scroll"):
                records, offset = self.client.scroll(self.collection, scroll_filter=self._filter(spec),
                                                     limit=SCROLL_PAGE, offset=offset, with_payload=["chunk_id"],
                                                     with_vectors=False)
            found.update(r.payload["chunk_id"] for r in records if r.payload and "chunk_id" in r.payload)
            if offset is None or not records:
                return found

    def count(self) -> int:
        if not self._collection_exists():
            return 0
        with self._errors("count"):
            return int(self.client.count(self.collection, exact=True).count)

    def search(self, vector: Sequence[float], limit: int = 10, *, node_ids: Sequence[str] | None = None,
               doc_ids: Sequence[str] | None = None, kind: str | None = "child") -> list[VectorHit]:
        spec = SearchFilter.build(node_ids, doc_ids, kind)
        if spec is None or limit <= 0 or not self._collection_exists():
            return []
        with self._errors("search"):
            response = self.client.query_points(self.collection, query=_as_floats(vector),
                                                query_filter=self._filter(spec), limit=limit, with_payload=True)
        return [VectorHit(p.payload["chunk_id"], float(p.score), dict(p.payload)) for p in response.points]

    def flush(self) -> None:
        """Nothing to do: every write used ``wait=True``, so the server has applied it and logged it in its WAL."""

    def close(self) -> None:
        if not self._closed:
            self._closed = True
            self.client.close()


# ======================================================================================

def open_vector_store(url: str | None, data_dir: Path, collection: str = DEFAULT_COLLECTION, *,
                      api_key: str | None = None) -> VectorStore:
    """Open the store named by ``url``: empty = embedded qdrant-edge in ``data_dir/vectors``; http(s) = server."""
    if not url:
        return EdgeVectorStore(Path(data_dir) / "vectors", collection)
    scheme = urlsplit(url).scheme.lower()
    if scheme in ("http", "https"):
        return QdrantServerStore.connect(url, collection, api_key=api_key)
    raise ConfigError(f"unsupported vector store URL {url!r} (STRATA_VECTOR_URL): use http(s)://host:6333 for a "
                      "Qdrant server, or leave it empty for the embedded store")
