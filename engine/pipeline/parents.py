"""Parent chunks by id, cached: the texts and citations an answer's passages come from.

Every passage answer reads up to ~20 parents from the graph (``chunks_by_id``), and the same
parents come back question after question (2.3 ms a question at 100k children, bench/query.py).
A parent's row changes only when the corpus signature does (a document began, committed,
finished or was relinked: engine/pipeline/corpus.py), so rows are kept, least recently used
first out, until the signature the engine checks moves; then every row is read again.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Sequence

from graph.store import GraphStore, Row

MAX_PARENTS_CACHED = 4096  # ~1,500-token parents: tens of MB at most


class ParentCache:
    """A bounded LRU of ``chunks_by_id`` rows for one corpus signature (thread-safe: the service asks
    from several threads)."""

    def __init__(self, store: GraphStore, signature: tuple, *, size: int = MAX_PARENTS_CACHED) -> None:
        self.store, self.signature, self.size = store, signature, size
        self._rows: OrderedDict[str, Row] = OrderedDict()
        self._lock = threading.Lock()
        self.hits = self.misses = 0

    def rows(self, ids: Sequence[str]) -> dict[str, Row]:
        """id -> row for those of ``ids`` questions may see (a chunk gone or not committed has none)."""
        found: dict[str, Row] = {}
        with self._lock:
            for chunk_id in ids:
                row = self._rows.get(chunk_id)
                if row is not None:
                    self._rows.move_to_end(chunk_id)
                    found[chunk_id] = row
            signature = self.signature
            missing = [i for i in dict.fromkeys(ids) if i not in found]
            self.hits, self.misses = self.hits + len(found), self.misses + len(missing)
        if not missing:
            return found
        read = {row["id"]: row for row in self.store.run("chunks_by_id", {"ids": missing})}
        found.update(read)
        with self._lock:
            if signature == self.signature:  # not cleared meanwhile: the rows are of this signature
                self._rows.update(read)
                while len(self._rows) > self.size:
                    self._rows.popitem(last=False)
        return found

    def check(self, signature: tuple) -> None:
        """Forget every row when the corpus signature moved (the engine checks it at most once a second)."""
        with self._lock:
            if signature != self.signature:
                self._rows.clear()
                self.signature = signature

    def __len__(self) -> int:
        return len(self._rows)
