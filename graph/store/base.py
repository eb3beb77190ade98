"""The ``GraphStore`` protocol: one way to run Strata's Cypher on any backend.

Callers run statements by name (``store.run("ancestors", {"id": ...})``); the text
comes from ``cypher/``. Two real backends implement it: the embedded FalkorDB
(default, no server to install) and Neo4j 5 (production). A URL in the config is
the only switch: no URL means embedded, ``bolt://``/``neo4j://`` means Neo4j,
``falkordb://``/``redis://`` means a FalkorDB server.
"""

from __future__ import annotations

import abc
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterable, Iterator, Mapping

import cypher
from graph.errors import ConfigError, UnknownStatementError

if TYPE_CHECKING:
    from graph.store.falkordb import FalkorDBStore

Row = dict[str, Any]

# How long the embedded FalkorDB may take to answer after it starts: it loads its whole AOF first.
EMBEDDED_START_TIMEOUT_S = 600.0

NEO4J_SCHEMES = ("bolt", "bolt+s", "bolt+ssc", "neo4j", "neo4j+s", "neo4j+ssc")
FALKORDB_SCHEMES = ("falkordb", "redis", "rediss", "unix")


class GraphStore(abc.ABC):
    """Run Cypher (by file name or as text) against one graph; read-only unless asked to write."""

    backend: str

    def run(self, name: str, params: Mapping[str, Any] | None = None, *, write: bool = False,
            timeout_ms: int | None = None) -> list[Row]:
        """Run the statement ``cypher/<backend|common>/<name>.cypher``."""
        return self.query(self.statement(name), params, write=write, timeout_ms=timeout_ms)

    def statement(self, name: str) -> str:
        """The text of statement ``name`` for this backend; a name with no ``.cypher`` file is a bug in the
        caller, reported as a Strata error naming the statement and the backend."""
        try:
            return cypher.load(name, self.backend)
        except cypher.UnknownStatement as exc:
            raise UnknownStatementError(f"the {self.backend} graph store cannot run statement {name!r}: {exc}") from exc

    def run_batches(self, name: str, rows: Iterable[Mapping[str, Any]], batch_size: int,
                    extra: Mapping[str, Any] | None = None) -> Iterator[int]:
        """Write ``rows`` with statement ``name`` in UNWIND batches of ``batch_size``; yield rows done.

        Each batch is one acknowledged write: a crash loses at most the batch in flight,
        and every loader statement MERGEs, so re-running completes the job.
        """
        statement = self.statement(name)
        batch: list[Mapping[str, Any]] = []
        for row in rows:
            batch.append(row)
            if len(batch) >= batch_size:
                self.query(statement, {**(extra or {}), "rows": batch}, write=True)
                yield len(batch)
                batch = []
        if batch:
            self.query(statement, {**(extra or {}), "rows": batch}, write=True)
            yield len(batch)

    @abc.abstractmethod
    def query(self, text: str, params: Mapping[str, Any] | None = None, *, write: bool = False,
              timeout_ms: int | None = None, limit: int | None = None) -> list[Row]:
        """Run ``text``; ``write=False`` runs it through the backend's read-only path."""

    @abc.abstractmethod
    def apply_schema(self) -> None:
        """Create the indexes and uniqueness constraints (idempotent)."""

    @abc.abstractmethod
    def ping(self) -> float:
        """Round-trip a trivial request; return the latency in seconds or raise GraphStoreUnavailable."""

    @abc.abstractmethod
    def close(self) -> None:
        """Release connections (and stop an embedded server this process owns)."""

    def __enter__(self) -> "GraphStore":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def open_graph_store(url: str | None, data_dir: Path, *, user: str | None = None,
                     password: str | None = None, database: str | None = None,
                     start_timeout_s: float = EMBEDDED_START_TIMEOUT_S, query_memory_mb: int = 0) -> GraphStore:
    """Open the store named by ``url``; ``None``/empty means the embedded FalkorDB in ``data_dir``.

    ``start_timeout_s`` is how long the embedded server may take to answer when it starts (or restarts).
    ``query_memory_mb`` caps one query's memory on FalkorDB (its QUERY_MEM_CAPACITY; 0: no cap); a Neo4j
    server's owner sets its own (``db.memory.transaction.max``).
    """
    if not url:
        from graph.store.falkordb import FalkorDBStore

        store = FalkorDBStore.embedded(Path(data_dir) / "graph", start_timeout_s=start_timeout_s)
        return _limited(store, query_memory_mb)
    scheme = url.split("://", 1)[0].lower() if "://" in url else ""
    if scheme in NEO4J_SCHEMES:
        from graph.store.neo4j import Neo4jStore

        return Neo4jStore(url, user=user, password=password, database=database)
    if scheme in FALKORDB_SCHEMES:
        from graph.store.falkordb import FalkorDBStore

        return _limited(FalkorDBStore.server(url), query_memory_mb)
    raise ConfigError(
        f"graph URL {url!r} has an unknown scheme; use bolt:// or neo4j:// for Neo4j, "
        "falkordb://host:port for a FalkorDB server, or leave it empty for the embedded store"
    )


def _limited(store: "FalkorDBStore", query_memory_mb: int) -> GraphStore:
    """``store`` with its per-query memory cap set (closed again if setting it fails)."""
    if query_memory_mb:
        try:
            store.limit_query_memory(query_memory_mb)
        except Exception:
            store.close()
            raise
    return store
