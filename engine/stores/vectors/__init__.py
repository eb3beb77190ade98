"""The chunk-vector store: child-chunk embeddings with the payload graph-first retrieval filters on.

Two real backends share one contract (``VectorStore``, in ``base``), chosen by URL like the graph store:

* empty URL -> ``EdgeVectorStore`` (``edge``): the Qdrant engine embedded in this process (qdrant-edge,
  one ``EdgeShard`` under ``<data>/vectors/<collection>``; HNSW, payload indexes, WAL);
* ``http(s)://host:port`` -> ``QdrantServerStore`` (``server``): a Qdrant server through qdrant-client.

Every point carries the payload ``point_payload`` builds (loaders/document.py); the fields retrieval
filters on (``chunk_id``, ``doc_id``, ``node_ids``, ``kind``, ``page``) each have a payload index, so
"search only among chunks linked to these candidate nodes" is one filtered HNSW query. Point ids are
UUIDs derived from the chunk id, so writing a chunk twice leaves one point. The embedding model's
name and dimension are recorded with the collection; opening it with another model is a ConfigError,
not a silent mix of incomparable vectors. See docs/vectors.md.
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit

from engine.stores.vectors.base import (DEFAULT_COLLECTION, INTEGER_FIELDS, KEYWORD_FIELDS, META_VERSION,
                                        SCROLL_PAGE, WRITE_BATCH, CollectionMeta, Search, SearchFilter, Unfinished,
                                        VectorHit, VectorStore, VectorStoreError, VectorStoreHeld,
                                        VectorStoreUnavailable, check_collection_name, check_meta, mismatch_message, point_id)
from engine.stores.vectors.edge import AUTO_OPTIMIZE_MIN, EDGE_WRITE_RESERVE, EdgeVectorStore
from engine.stores.vectors.server import META_COLLECTION, QdrantServerStore
from graph.errors import ConfigError
from loaders.document import VectorPoint

__all__ = ["AUTO_OPTIMIZE_MIN", "DEFAULT_COLLECTION", "EDGE_WRITE_RESERVE", "INTEGER_FIELDS", "KEYWORD_FIELDS",
           "META_COLLECTION", "META_VERSION", "SCROLL_PAGE", "WRITE_BATCH", "CollectionMeta", "EdgeVectorStore",
           "QdrantServerStore", "Search", "SearchFilter", "Unfinished", "VectorHit", "VectorPoint", "VectorStore",
           "VectorStoreError", "VectorStoreHeld",
           "VectorStoreUnavailable", "check_collection_name", "check_meta", "mismatch_message",
           "open_vector_store", "point_id"]


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
