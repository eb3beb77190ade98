"""The server backend: a collection on a Qdrant server through qdrant-client (REST), with the model
and dimension recorded in a sidecar collection."""

from __future__ import annotations

import socket
import uuid
import warnings
from contextlib import contextmanager
from typing import Any, Iterable, Iterator, Sequence
from urllib.parse import urlsplit

from engine.stores.vectors.base import (CHUNK_ID, DEFAULT_COLLECTION, DOC_ID, INTEGER_FIELDS, KEYWORD_FIELDS,
                                        SCROLL_PAGE, CollectionMeta, Search, SearchFilter, VectorHit,
                                        VectorStore, VectorStoreError, VectorStoreUnavailable, as_floats,
                                        check_collection_name, check_meta, chunk_ids_in, mismatch_message,
                                        point_id)
from graph.errors import ConfigError
from loaders.document import VectorPoint

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

    def _set_payload(self, point_ids: list[str], payload: dict) -> None:
        with self._errors("set payload"):
            self.client.set_payload(self.collection, payload=payload, points=point_ids, wait=True)

    # -- reads --------------------------------------------------------------------------
    def _filter(self, spec: SearchFilter | None) -> Any:
        m = self._m
        if spec is None or not (spec.any_of or spec.unfinished.doc_ids):
            return None
        hidden = spec.unfinished
        should = [m.FieldCondition(key=DOC_ID, match=m.MatchExcept(**{"except": list(hidden.doc_ids)})),
                  *([m.FieldCondition(key=CHUNK_ID, match=m.MatchAny(any=list(hidden.committed)))]
                    if hidden.committed else [])] if hidden.doc_ids else None
        return m.Filter(must=[m.FieldCondition(key=name, match=m.MatchValue(value=values[0]) if len(values) == 1
                                               else m.MatchAny(any=list(values)))
                              for name, values in spec.any_of] or None, should=should)

    def _scroll_chunk_ids(self, spec: SearchFilter | None) -> set[str]:
        if not self._collection_exists():
            return set()
        found: set[str] = set()
        offset = None
        while True:
            with self._errors("scroll"):
                records, offset = self.client.scroll(self.collection, scroll_filter=self._filter(spec),
                                                     limit=SCROLL_PAGE, offset=offset, with_payload=[CHUNK_ID],
                                                     with_vectors=False)
            found.update(chunk_ids_in(records))
            if offset is None or not records:
                return found

    def count(self) -> int:
        if not self._collection_exists():
            return 0
        with self._errors("count"):
            return int(self.client.count(self.collection, exact=True).count)

    def search_batch(self, searches: Sequence[Search], *,
                     fields: Sequence[str] | None = None) -> list[list[VectorHit]]:
        m = self._m
        found: list[list[VectorHit]] = [[] for _ in searches]
        asked = [(index, search, search.filter) for index, search in enumerate(searches)]
        asked = [(index, search, spec) for index, search, spec in asked if spec is not None and search.limit > 0]
        if not asked or not self._collection_exists():
            return found
        payload = True if fields is None else list(dict.fromkeys([CHUNK_ID, *fields]))
        requests = [m.QueryRequest(query=as_floats(search.vector), filter=self._filter(spec), limit=search.limit,
                                   with_payload=payload) for _, search, spec in asked]
        with self._errors("search"):
            responses = self.client.query_batch_points(self.collection, requests=requests)
        for (index, _, _), response in zip(asked, responses):
            found[index] = [VectorHit.of(p.payload, p.score) for p in response.points]
        return found

    def flush(self) -> None:
        """Nothing to do: every write used ``wait=True``, so the server has applied it and logged it in its WAL."""

    def close(self) -> None:
        if not self._closed:
            self._closed = True
            self.client.close()

