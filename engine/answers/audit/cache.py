"""The catalogue of each store, kept for the process: built on first use, rebuilt when the graph changes."""

from __future__ import annotations

import threading
import weakref

from engine.answers.audit.catalogue import Catalogue
from graph.store import GraphStore

_CACHE_LOCK = threading.Lock()
_CACHE: "weakref.WeakKeyDictionary[GraphStore, tuple[int, Catalogue]]" = weakref.WeakKeyDictionary()


def catalogue_of(store: GraphStore) -> Catalogue:
    """Keyed by the store object (weakly); rebuilt when the graph's count of indicators and levels changes."""
    rows = store.run("spbe_audit_signature")
    signature = int(rows[0]["nodes"]) if rows else 0
    with _CACHE_LOCK:
        hit = _CACHE.get(store)
        if hit is not None and hit[0] == signature:
            return hit[1]
    catalogue = Catalogue.build(store)
    with _CACHE_LOCK:
        _CACHE[store] = (signature, catalogue)
    return catalogue


def invalidate(store: GraphStore | None = None) -> None:
    """Drop the cached indicator texts and vectors of ``store``, or of every store."""
    with _CACHE_LOCK:
        if store is None:
            _CACHE.clear()
        else:
            _CACHE.pop(store, None)
