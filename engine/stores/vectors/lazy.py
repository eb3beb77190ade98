"""The vector store as the question pipeline holds it: opened by the first passage search.

Why: opening and closing the embedded store (qdrant-edge replays its WAL, then flushes) costs a one-shot
``strata ask`` 0.2-0.5 s, and a question answered from the graph (an SPBE fact, a cutoff) never searches
vectors. The engine owns the opened store and closes it (``Engine.close``).
"""

from __future__ import annotations

import threading
from typing import Callable, Sequence

from engine.stores.vectors.base import Search, VectorHit, VectorStore


class LazyVectorStore:
    """The two searches questions make, on a store opened at the first of them."""

    def __init__(self, open_store: Callable[[], VectorStore]) -> None:
        self._open = open_store
        self._store: VectorStore | None = None
        self._lock = threading.Lock()

    @property
    def opened(self) -> bool:
        return self._store is not None

    def store(self) -> VectorStore:
        if self._store is None:
            with self._lock:
                if self._store is None:
                    self._store = self._open()
        return self._store

    def visibility(self) -> int | None:
        """The store's stamp (VectorStore.visibility); None until it is opened."""
        return self._store.visibility() if self._store is not None else None

    def search_batch(self, searches: Sequence[Search], *,
                     fields: Sequence[str] | None = None) -> list[list[VectorHit]]:
        return self.store().search_batch(searches, fields=fields)

    def search(self, vector: Sequence[float], limit: int = 10, **filters) -> list[VectorHit]:
        return self.store().search(vector, limit, **filters)
