"""The documents being written, hidden from a question's vector searches, read from the graph only when
they can have changed.

A document being written (an ingest running now, or one a crash interrupted) shows questions only its
last committed chunks (cypher/common/documents_unfinished.cypher, ``Unfinished``). Reading that list
for every question was one graph round trip over every Document (0.2 ms at 10k children, 1-6 ms at
100k). The vector store's ``visibility`` stamp moves before any point is written and whenever the
ingest changes the ledger (a document began, committed or finished), so while the stamp stands still
the list read at that stamp is still the list.

Why no question sees an uncommitted point: the ingest writes the ledger (``doc_begin``), then the
store moves the stamp, then writes the points. A search that saw such a point ran after the stamp
moved. So each search is followed by a second look at the stamp: unmoved, the list the search used
was read after (or at) the stamp of any point it could see; moved, the list is read again and the
search run again. The check before the search only decides whether the graph is read.

A store that cannot know (a Qdrant server other processes write to: ``visibility`` is None) has the
list read for every question, as before. ``check`` drops it when the corpus signature moves (the
engine looks at most once a second): a net for any writer the stamp does not see.
"""

from __future__ import annotations

import threading
from typing import Callable, Sequence

from engine.stores.vectors.base import Search, Unfinished, VectorHit
from graph.store import GraphStore

ATTEMPTS = 5  # searches run again while the stamp keeps moving (an ingest writing between two looks)


class UnfinishedDocuments:
    """The ``Unfinished`` list for one vector store, cached by its ``visibility`` stamp (thread-safe)."""

    def __init__(self, store: GraphStore, vectors, signature: tuple = ()) -> None:
        self.store, self.vectors, self.signature = store, vectors, signature
        self._cached: tuple[int, Unfinished] | None = None  # (stamp, the list read at it)
        self._lock = threading.Lock()
        self.reads = 0  # graph reads so far (tests)

    def current(self) -> tuple[int | None, Unfinished]:
        """The stamp now and the list as of that stamp (read from the graph when the stamp moved)."""
        stamp = self.vectors.visibility()
        cached = self._cached
        if stamp is not None and cached is not None and cached[0] == stamp:
            return stamp, cached[1]
        unfinished = Unfinished.of(self.store.run("documents_unfinished"))  # read after the stamp
        with self._lock:
            self.reads += 1
            if stamp is not None:
                self._cached = (stamp, unfinished)
        return stamp, unfinished

    def search(self, searches: Callable[[Unfinished], Sequence[Search]], *,
               fields: Sequence[str] | None = None) -> list[list[VectorHit]]:
        """``vectors.search_batch`` of the searches built for the current list, run again with the list
        read anew when the stamp moved while it ran (module docstring)."""
        for _ in range(ATTEMPTS):
            stamp, unfinished = self.current()
            found = self.vectors.search_batch(list(searches(unfinished)), fields=fields)
            if stamp is None or self.vectors.visibility() == stamp:
                return found
        return found  # an ingest kept writing: the last search, as safe as a list read just before it

    def check(self, signature: tuple) -> None:
        """Read the list again at the next question when the corpus signature moved."""
        with self._lock:
            if signature != self.signature:
                self._cached, self.signature = None, signature
