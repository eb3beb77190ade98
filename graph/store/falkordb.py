"""GraphStore on FalkorDB: the embedded default (our own child server) or a FalkorDB server.

Reads go through ``GRAPH.RO_QUERY``, which the server itself refuses to run a write
with, so read-only is enforced by the database, not by a keyword filter.
"""

from __future__ import annotations

import logging
import time
from pathlib import Path
from typing import Any, Mapping

import redis
from falkordb import FalkorDB
from falkordb.edge import Edge
from falkordb.node import Node
from falkordb.path import Path as GraphPath

import cypher
from graph import schema
from graph.errors import (ConstraintViolation, CypherSyntaxError, DataDirError, GraphStoreError,
                          GraphStoreUnavailable, InputError, QueryTimeout, QueryTooLarge, ReadOnlyViolation, StoreUnavailable,
                          StrataError)
from graph.store.falkordb_server import EmbeddedFalkorDB, no_retry
from graph.store import EMBEDDED_START_TIMEOUT_S, GraphStore, Row

GRAPH_NAME = "strata"
log = logging.getLogger(__name__)


def _plain(value: Any) -> Any:
    """Turn FalkorDB result objects into plain JSON-able values (same shape as the Neo4j store)."""
    if isinstance(value, Node):
        return {"labels": list(value.labels or []), "properties": dict(value.properties)}
    if isinstance(value, Edge):
        return {"type": value.relation, "properties": dict(value.properties)}
    if isinstance(value, GraphPath):
        return {"nodes": [_plain(n) for n in value.nodes()], "relationships": [_plain(e) for e in value.edges()]}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value


DISK_FIX = ("free space on that disk (or remount it read-write) and retry: every acknowledged write is kept "
            "in the AOF, and a re-run of the load or ingest resumes")


def translate_error(exc: Exception, statement: str, store: str = "graph store") -> StrataError:
    """Map a redis/FalkorDB exception to a Strata error, keeping the server's message."""
    message = str(exc)
    head = statement.strip().splitlines()[0][:120] if statement.strip() else ""
    where = f" (statement: {head})" if head else ""
    if isinstance(exc, (redis.ConnectionError, ConnectionError, OSError)):
        return GraphStoreUnavailable(f"the graph store ({store}) is unreachable: {message}; check that it runs "
                                "(STRATA_GRAPH_URL), then retry")
    if isinstance(exc, redis.TimeoutError):
        return QueryTimeout(f"graph query timed out: {message}{where}")
    lowered = message.lower()
    if lowered.startswith("misconf") or "no space left" in lowered or "read-only file system" in lowered:
        return DataDirError(f"the graph store ({store}) refused the write, it cannot persist it: {message}; {DISK_FIX}")
    if "read-only" in lowered or "ro_query" in lowered:
        return ReadOnlyViolation(f"write refused on a read-only query: {message}{where}")
    if "constraint" in lowered and "violat" in lowered:
        return ConstraintViolation(f"constraint violated: {message}{where}")
    if "mem consumption exceeded capacity" in lowered:
        return QueryTooLarge(f"the query needed more memory than the graph store allows one query "
                             f"(STRATA_GRAPH_QUERY_MEMORY_MB): {message}{where}; return fewer rows or smaller "
                             "values, or aggregate in the query")
    if "timed out" in lowered or "timeout" in lowered:
        return QueryTimeout(f"graph query timed out: {message}{where}")
    if any(word in lowered for word in ("invalid input", "syntax", "unknown function", "not defined",
                                        "unable to locate", "errmsg", "unexpected", "not supported")):
        return CypherSyntaxError(f"Cypher error: {message}{where}")
    return GraphStoreError(f"graph store error: {message}{where}")


class FalkorDBStore(GraphStore):
    """FalkorDB through the official ``falkordb`` client."""

    backend = "falkordb"

    def __init__(self, db: FalkorDB, server: EmbeddedFalkorDB | None = None, where: str = "") -> None:
        self._db = db
        self._graph = db.select_graph(GRAPH_NAME)
        self.server = server
        self.where = where
        self._closed = False
        self.query_memory_mb = 0

    def limit_query_memory(self, megabytes: int) -> None:
        """Have the server abort any one query that needs more than ``megabytes`` (0: no limit).

        FalkorDB's own ``QUERY_MEM_CAPACITY``: a runaway query stops there instead of taking the
        server's memory (and with it every other query). Set at run time, so it is set again after
        a restart; a server that refuses it (a managed one) keeps its own setting, with a warning.
        """
        self.query_memory_mb = max(0, int(megabytes))
        try:
            self._db.connection.execute_command("GRAPH.CONFIG", "SET", "QUERY_MEM_CAPACITY",
                                                self.query_memory_mb * 1024 * 1024)
        except redis.ResponseError as exc:
            log.warning("%s refused QUERY_MEM_CAPACITY (%s): its own query memory limit applies", self.where, exc)
        except (redis.RedisError, OSError) as exc:
            raise translate_error(exc, "GRAPH.CONFIG SET QUERY_MEM_CAPACITY", self.where) from exc

    @classmethod
    def embedded(cls, directory: Path, *, start_timeout_s: float = EMBEDDED_START_TIMEOUT_S) -> "FalkorDBStore":
        """Start (or adopt/reuse) the embedded server for ``directory`` and connect over its socket."""
        server = EmbeddedFalkorDB(Path(directory), start_timeout_s)
        server.start()
        db = FalkorDB(unix_socket_path=str(server.socket_path), retry=no_retry())
        return cls(db, server, where=f"embedded FalkorDB in {server.directory}")

    @classmethod
    def server(cls, url: str) -> "FalkorDBStore":
        """Connect to a FalkorDB server at ``url`` (falkordb://host:port or redis://...)."""
        if url.startswith("falkordb://"):
            url = "redis://" + url[len("falkordb://"):]
        try:
            db = FalkorDB.from_url(url)
        except (ValueError, redis.RedisError) as exc:
            raise GraphStoreUnavailable(f"cannot connect to FalkorDB at {url}: {exc}") from exc
        return cls(db, None, where=f"FalkorDB at {url}")

    def query(self, text: str, params: Mapping[str, Any] | None = None, *, write: bool = False,
              timeout_ms: int | None = None, limit: int | None = None) -> list[Row]:
        try:
            runner = self._graph.query if write else self._graph.ro_query
            result = runner(text, dict(params) if params else None, timeout=timeout_ms)
        except redis.ConnectionError as exc:
            raise self._unavailable(exc) from exc
        except (ValueError, TypeError) as exc:  # the client could not write a parameter into the statement
            raise InputError(f"the FalkorDB client cannot send this query or its parameters: {exc}") from exc
        except (redis.RedisError, OSError) as exc:
            if not write and "empty key" in str(exc):
                return []  # nothing was ever written to this graph: a read finds nothing
            raise translate_error(exc, text, self.where) from exc
        names = [column[1] if isinstance(column, (list, tuple)) else column for column in result.header]
        names = [n.decode() if isinstance(n, bytes) else str(n) for n in names]
        records = result.result_set if limit is None else result.result_set[:limit]
        return [dict(zip(names, (_plain(v) for v in record))) for record in records]

    def apply_schema(self) -> None:
        changed = False
        for statement in cypher.split_statements(self.statement("schema")):
            try:
                self._graph.query(statement)
                changed = True
            except redis.ResponseError as exc:
                if "already indexed" not in str(exc).lower():
                    raise translate_error(exc, statement) from exc
        existing = {(c["label"], tuple(c["properties"])) for c in self._constraints()}
        for label, key in schema.UNIQUE_KEYS.items():
            if (label, (key,)) in existing:
                continue
            try:
                self._graph.create_node_unique_constraint(label, key)
                changed = True
            except redis.ResponseError as exc:
                if "already exists" not in str(exc).lower():
                    raise translate_error(exc, f"unique constraint on :{label}({key})") from exc
        self._wait_constraints()
        if changed and self.server is not None:
            self.server.compact_aof()  # indexes must be in the AOF base, or a crash replay crawls

    def _constraints(self) -> list[dict[str, Any]]:
        try:
            return [{k: (v.decode() if isinstance(v, bytes) else v) for k, v in c.items()}
                    for c in self._graph.list_constraints()]
        except redis.RedisError as exc:
            raise translate_error(exc, "list constraints") from exc

    def _wait_constraints(self, timeout_s: float = 60.0) -> None:
        """Constraints are built asynchronously; wait so a load right after cannot race them."""
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            pending = [c for c in self._constraints() if str(c.get("status", "")).upper() != "OPERATIONAL"]
            failed = [c for c in pending if str(c.get("status", "")).upper() == "FAILED"]
            if failed:
                raise ConstraintViolation(f"constraint creation failed (duplicate ids in the graph?): {failed}")
            if not pending:
                return
            time.sleep(0.05)
        raise GraphStoreError("unique constraints still pending after 60 s")

    def _unavailable(self, exc: Exception) -> StrataError:
        """The error for a lost connection; an embedded server that died is restarted for the next call.

        The failing call is not retried (a write may or may not have been applied); the error says
        what happened and that retrying is safe. A server that exited because its disk is full or
        read-only is reported as that, since restarting it does not help the next write.
        """
        if self._closed:
            return GraphStoreUnavailable(f"the graph store ({self.where}) is closed")
        if self.server is None:
            return translate_error(exc, "", self.where)
        failure = self.server.write_failure(self.server.pid)
        try:
            self.server.ensure_running()
            if self.query_memory_mb:
                self.limit_query_memory(self.query_memory_mb)
        except StoreUnavailable as restart:
            if failure is None:
                return restart
        if failure is not None:
            return DataDirError(f"the graph store ({self.where}) stopped: it cannot write to "
                                f"{self.server.directory}: {failure}; {DISK_FIX}")
        return GraphStoreUnavailable(f"the graph store ({self.where}) was unreachable ({exc}) and has been restarted "
                                "from its append-only file, which keeps every acknowledged write; retry the request")

    def ping(self) -> float:
        start = time.perf_counter()
        try:
            self._db.connection.ping()
        except (redis.RedisError, OSError) as exc:
            raise self._unavailable(exc) from exc  # a health check also brings a killed server back
        return time.perf_counter() - start

    def close(self) -> None:
        self._closed = True
        try:
            self._db.close()
        finally:
            if self.server is not None:
                self.server.stop()
