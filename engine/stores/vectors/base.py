"""The vector-store contract both backends share: ``VectorStore``, its errors, hits, collection metadata,
point ids and the backend-neutral ``SearchFilter``.

Every point's payload is the shape ``point_payload`` builds (loaders/document.py); the fields retrieval
filters on are named here once, checked against that shape, and each gets a payload index.
"""

from __future__ import annotations

import abc
import hashlib
import re
import uuid
from dataclasses import dataclass
from typing import Any, Iterable, Iterator, Mapping, Sequence

from graph.errors import ConfigError, StoreUnavailable, StrataError
from loaders.document import VectorPoint, point_payload

# Every key a point's payload has: ``chunk_id``, ``parent_id`` and loaders/document.py's PAYLOAD_FIELDS.
PAYLOAD_KEYS = frozenset(point_payload("", {}, None))


def payload_fields(*names: str) -> tuple[str, ...]:
    """``names``, each a key of the payload every point carries: renaming a field of that shape fails
    here, at import, instead of leaving an index and a filter on a field no point has."""
    unknown = sorted(set(names) - PAYLOAD_KEYS)
    if unknown:
        raise ValueError(f"{unknown} are not vector payload fields (loaders/document.py point_payload: "
                         f"{sorted(PAYLOAD_KEYS)})")
    return names


# The payload fields the stores filter on; each has a payload index (keyword or integer).
CHUNK_ID, DOC_ID, NODE_IDS, KIND, PAGE = payload_fields("chunk_id", "doc_id", "node_ids", "kind", "page")
KEYWORD_FIELDS = (CHUNK_ID, DOC_ID, NODE_IDS, KIND)
INTEGER_FIELDS = (PAGE,)

DEFAULT_COLLECTION = "chunks"
WRITE_BATCH = 512  # points per WAL record / HTTP request
SCROLL_PAGE = 1000
META_VERSION = 1


class VectorStoreError(StrataError):
    """A vector-store operation failed (bad input, a locked shard, a server error)."""


class VectorStoreUnavailable(VectorStoreError, StoreUnavailable):
    """The Qdrant server is down or unreachable (also a ``StoreUnavailable``, like a dead graph server)."""


class VectorStoreHeld(VectorStoreUnavailable):
    """The embedded vector store is open in another process (qdrant-edge lets one in at a time).

    Unavailable to this process, not bad input: a service answers 503, and the message names no path
    (anonymous clients see it); ``path`` keeps the shard's location for the log."""

    def __init__(self, message: str, path: str = "") -> None:
        super().__init__(message)
        self.path = path


@dataclass
class VectorHit:
    """One search result: cosine similarity ``score`` (higher is closer) and the stored payload."""

    chunk_id: str
    score: float
    payload: dict

    @classmethod
    def of(cls, payload: dict, score: float) -> "VectorHit":
        """The hit for a scored point returned by either backend."""
        return cls(payload[CHUNK_ID], float(score), dict(payload))


def chunk_ids_in(records: Iterable[Any]) -> set[str]:
    """The chunk ids of scrolled records (read ``with_payload=[CHUNK_ID]``)."""
    return {r.payload[CHUNK_ID] for r in records if r.payload and CHUNK_ID in r.payload}


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
class Unfinished:
    """Documents being written (or left so by a crash): their points are hidden except ``committed``,
    the chunk ids of their last finished version (cypher/common/documents_unfinished.cypher)."""

    doc_ids: tuple[str, ...] = ()
    committed: tuple[str, ...] = ()

    @classmethod
    def of(cls, rows: Iterable[dict]) -> "Unfinished":
        rows = list(rows)
        return cls(tuple(r["doc_id"] for r in rows), tuple(c for r in rows for c in r["committed"] or ()))


@dataclass(frozen=True)
class SearchFilter:
    """Backend-neutral filter: every ``(field, values)`` must match one of its values, and a point of an
    ``unfinished.doc_ids`` document must be one of its ``unfinished.committed`` chunks."""

    any_of: tuple[tuple[str, tuple[Any, ...]], ...]
    unfinished: Unfinished = Unfinished()

    @classmethod
    def build(cls, node_ids: Sequence[str] | None, doc_ids: Sequence[str] | None,
              kind: str | None, unfinished: Unfinished | None = None) -> "SearchFilter | None":
        """None when a given id list is empty: restricting to no candidates matches nothing."""
        parts: list[tuple[str, tuple[Any, ...]]] = []
        for name, values in ((NODE_IDS, node_ids), (DOC_ID, doc_ids)):
            if values is None:
                continue
            if isinstance(values, str):
                values = [values]
            unique = tuple(dict.fromkeys(values))
            if not unique:
                return None
            parts.append((name, unique))
        if kind is not None:
            parts.append((KIND, (kind,)))
        return cls(tuple(parts), unfinished or Unfinished())


@dataclass(frozen=True)
class Search:
    """One search of a batch (``VectorStore.search_batch``): the arguments ``search`` takes."""

    vector: Sequence[float]
    limit: int = 10
    node_ids: Sequence[str] | None = None
    doc_ids: Sequence[str] | None = None
    kind: str | None = "child"
    unfinished: Unfinished | None = None

    @property
    def filter(self) -> "SearchFilter | None":
        """Its backend-neutral filter; None: it matches nothing (an empty id list), so it is not run."""
        return SearchFilter.build(self.node_ids, self.doc_ids, self.kind, self.unfinished)


def as_floats(vector: Sequence[float]) -> list[float]:
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

    def set_node_ids(self, node_ids: Mapping[str, Sequence[str]]) -> None:
        """Rewrite the ``node_ids`` payload of these chunks' points (chunk id -> node ids), vectors untouched:
        a relink changes what a passage is about, not its text (loaders/relink.py). Every point must exist."""
        groups: dict[tuple[str, ...], list[str]] = {}
        for chunk_id, nodes in node_ids.items():
            groups.setdefault(tuple(nodes), []).append(point_id(chunk_id))
        for nodes, ids in sorted(groups.items()):
            for batch in self._batches(sorted(ids)):
                self._set_payload(list(batch), {NODE_IDS: list(nodes)})

    @abc.abstractmethod
    def _set_payload(self, point_ids: list[str], payload: dict) -> None:
        """Set these payload keys on existing points (other keys and the vectors stay)."""

    def chunk_ids_for_doc(self, doc_id: str) -> set[str]:
        """Chunk ids of every point whose payload ``doc_id`` is ``doc_id``."""
        return self._scroll_chunk_ids(SearchFilter(((DOC_ID, (doc_id,)),)))

    def all_chunk_ids(self) -> set[str]:
        """Every stored chunk id (a full scroll: for consistency checks, not the hot path)."""
        return self._scroll_chunk_ids(None)

    @abc.abstractmethod
    def _scroll_chunk_ids(self, spec: "SearchFilter | None") -> set[str]:
        """Chunk ids of every point matching ``spec`` (all points when None), page by page."""

    @abc.abstractmethod
    def count(self) -> int:
        """Exact number of points (0 before the collection exists)."""

    def search(self, vector: Sequence[float], limit: int = 10, *, node_ids: Sequence[str] | None = None,
               doc_ids: Sequence[str] | None = None, kind: str | None = "child",
               unfinished: Unfinished | None = None) -> list[VectorHit]:
        """Nearest points by cosine; ``node_ids``/``doc_ids`` keep points matching ANY of the given ids;
        ``unfinished`` hides the uncommitted points of documents being written."""
        return self.search_batch([Search(vector, limit, node_ids, doc_ids, kind, unfinished)])[0]

    @abc.abstractmethod
    def search_batch(self, searches: Sequence[Search], *,
                     fields: Sequence[str] | None = None) -> list[list[VectorHit]]:
        """Each search's hits, in order, from one call the engine plans as a whole (one pass over the
        segments instead of one per search: a question's scoped and unscoped looks cost one search).
        ``fields``: the payload keys to return (``chunk_id`` always), None for all."""

    @abc.abstractmethod
    def flush(self) -> None:
        """Push buffered writes to disk (the server persists on its own)."""

    @abc.abstractmethod
    def close(self) -> None:
        """Flush and release the shard or connection; the store is unusable afterwards."""

    def optimize(self) -> bool:
        """Build indexes for unindexed points now (embedded only; a server optimises in the background)."""
        return False

    # -- what questions may see ----------------------------------------------------
    def visibility(self) -> int | None:
        """A stamp that moves before anything a question could be shown here changes: any write to the
        store, and ``ledger_changed``. Equal stamps mean the documents being written (the graph's
        ledger) are the ones read at that stamp, so a question need not read them again
        (engine/pipeline/unfinished.py). None: this process cannot know (a server another process
        writes to): read the ledger for every question."""
        return None

    def ledger_changed(self) -> None:
        """The ingest changed the document ledger in the graph (a document began, committed or finished
        writing): move the ``visibility`` stamp. Call it after the graph write, before any point of the
        document is written."""

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
            vector = as_floats(point.vector)
            if len(vector) != meta.dimension:
                raise VectorStoreError(f"chunk {point.chunk_id}: vector has {len(vector)} dimensions, collection "
                                       f"{self.collection!r} holds {meta.dimension}-d vectors of {meta.model}")
            payload = dict(point.payload)
            if payload.setdefault(CHUNK_ID, point.chunk_id) != point.chunk_id:
                raise VectorStoreError(f"chunk {point.chunk_id}: payload chunk_id is {payload[CHUNK_ID]!r}")
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

