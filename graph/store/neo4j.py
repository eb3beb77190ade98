"""GraphStore on Neo4j 5 through the official ``neo4j`` driver (the production backend).

Reads run in READ access-mode managed transactions (``session.execute_read``): the
server itself refuses a write there (``Neo.ClientError.Statement.AccessMode``), so
read-only is enforced by the database, not by a keyword filter. Writes run in
``execute_write``. The driver connects lazily: constructing the store never touches
the network, and the first call against a dead server fails fast with a
``GraphStoreUnavailable`` that names the URL.

Driver 6.x note: ``neo4j.Query(text, timeout=...)`` is only accepted by
``session.run``; a managed transaction's ``tx.run`` raises ``TypeError`` for it, so
the per-statement timeout is attached with ``neo4j.unit_of_work(timeout=...)``.
"""

from __future__ import annotations

import logging
import time
from typing import Any, Callable, Mapping
from urllib.parse import urlsplit, urlunsplit

import neo4j
from neo4j import GraphDatabase, ManagedTransaction, unit_of_work
from neo4j import exceptions as neo4j_errors
from neo4j.graph import Node, Path, Relationship
from neo4j.time import Date, DateTime, Duration, Time

import cypher
from graph.errors import (ConfigError, ConstraintViolation, CypherSyntaxError, GraphStoreError,
                          GraphStoreUnavailable, QueryTimeout, ReadOnlyViolation, StoreUnavailable, StrataError)
from graph.store import GraphStore, Row

# Fail fast against a dead server: the driver defaults (30 s connect retries, 60 s
# pool acquisition) would make `strata` hang for a minute before saying anything.
CONNECTION_TIMEOUT_S = 5.0
ACQUISITION_TIMEOUT_S = 10.0  # the driver wants this above the connection timeout
MAX_RETRY_S = 1.0
SCHEMA_AWAIT_S = 300

# The driver logs every managed-transaction retry at WARNING; without a handler Python's
# last-resort handler prints them to stderr, which buries the one error we raise.
# A NullHandler only silences that fallback: an application's own logging still sees them.
logging.getLogger("neo4j").addHandler(logging.NullHandler())

CREDENTIALS_HINT = "check STRATA_GRAPH_USER/STRATA_GRAPH_PASSWORD"
DATABASE_HINT = "check STRATA_GRAPH_DATABASE (empty = the server's default database)"

READ_ONLY_CODES = frozenset({
    "Neo.ClientError.Statement.AccessMode",
    "Neo.ClientError.General.ReadOnly",
    "Neo.ClientError.General.ForbiddenOnReadOnlyDatabase",
})
TIMEOUT_CODE_PREFIXES = (
    "Neo.ClientError.Transaction.TransactionTimedOut",  # ...TimedOut and ...TimedOutClientConfiguration
    "Neo.TransientError.Transaction.LockAcquisitionTimeout",
)
STATEMENT_CODES = frozenset({  # the statement is wrong for this backend: same bucket as a syntax error
    "Neo.ClientError.Statement.SemanticError",
    "Neo.ClientError.Statement.ParameterMissing",
    "Neo.ClientError.Statement.ArgumentError",
    "Neo.ClientError.Statement.UnsupportedOperationError",
    "Neo.ClientError.Procedure.ProcedureNotFound",
})


def _plain(value: Any) -> Any:
    """Turn driver result objects into plain JSON-able values (same shape as the FalkorDB store)."""
    if isinstance(value, Node):
        return {"labels": sorted(value.labels), "properties": {k: _plain(v) for k, v in value.items()}}
    if isinstance(value, Relationship):
        return {"type": value.type, "properties": {k: _plain(v) for k, v in value.items()}}
    if isinstance(value, Path):
        return {"nodes": [_plain(n) for n in value.nodes], "relationships": [_plain(r) for r in value.relationships]}
    if isinstance(value, (Date, DateTime, Time, Duration)):
        return value.iso_format()  # neo4j.time types are not JSON-able; ISO text is what FalkorDB users see
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value


def redact(url: str) -> str:
    """``url`` without any ``user:password@`` part, so it can go into an error message."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return url
    if parts.username is None and parts.password is None:
        return url
    host = parts.hostname or ""
    netloc = f"{host}:{parts.port}" if parts.port else host
    return urlunsplit(parts._replace(netloc=netloc))


def _described(exc: Exception) -> str:
    """The server's own code and message for a Neo4jError; the text for anything else."""
    if isinstance(exc, neo4j_errors.Neo4jError):
        return f"{exc.code}: {exc.message}"
    return str(exc) or type(exc).__name__


def translate_error(exc: Exception, statement: str = "", where: str = "Neo4j") -> StrataError:
    """Map a ``neo4j`` driver/server exception to a Strata error, keeping the original message.

    Anything that means "this server cannot be used as configured" (down, wrong
    credentials, unknown database, not a Neo4j server) is ``GraphStoreUnavailable`` with a
    hint naming the variable to fix, so callers and ``ping()`` see one type. A client
    configuration the driver itself rejects (bad URL, TLS settings) is ``ConfigError``.
    """
    if isinstance(exc, neo4j_errors.ResultFailedError) and isinstance(exc.__cause__, Exception):
        return translate_error(exc.__cause__, statement, where)  # the failure that poisoned the result
    message = _described(exc)
    head = statement.strip().splitlines()[0][:120] if statement.strip() else ""
    at = f" (statement: {head})" if head else ""
    if isinstance(exc, neo4j_errors.DriverError):
        return _driver_error(exc, message, where)
    if isinstance(exc, neo4j_errors.Neo4jError):
        return _server_error(exc, message, where, at)
    if isinstance(exc, OSError):
        return GraphStoreUnavailable(f"{where} unreachable: {message}")
    if isinstance(exc, ValueError) and "resolve" in message.lower():  # e.g. a non-numeric port in the URL
        return GraphStoreUnavailable(f"{where}: cannot resolve the address (check STRATA_GRAPH_URL): {message}")
    return GraphStoreError(f"{where} error: {message}{at}")


def _driver_error(exc: neo4j_errors.DriverError, message: str, where: str) -> StrataError:
    """Errors raised by the driver itself (connection, pool, configuration)."""
    if isinstance(exc, neo4j_errors.IncompleteCommit):
        return GraphStoreUnavailable(f"{where}: connection lost during commit, the write may or may not have "
                                f"been applied (loader statements MERGE, so re-running is safe): {message}")
    if isinstance(exc, neo4j_errors.UnsupportedServerProduct):
        return GraphStoreUnavailable(f"{where} is not a Neo4j 5 server the driver can talk to (FalkorDB's Bolt "
                                f"mode is not supported; use falkordb://host:port for FalkorDB): {message}")
    if isinstance(exc, neo4j_errors.ConfigurationError):
        return ConfigError(f"{where}: the Neo4j driver rejected the configuration: {message}")
    if isinstance(exc, (neo4j_errors.ServiceUnavailable, neo4j_errors.SessionExpired,
                        neo4j_errors.ConnectionPoolError)):
        return GraphStoreUnavailable(f"{where} unreachable: {message}")
    return GraphStoreError(f"{where} driver error: {message}")


def _server_error(exc: neo4j_errors.Neo4jError, message: str, where: str, at: str) -> GraphStoreError:
    """Errors the server sent back, classified by their Neo4j status code."""
    code = exc.code or ""
    if isinstance(exc, neo4j_errors.AuthError) or code.startswith("Neo.ClientError.Security.Unauthorized"):
        return GraphStoreUnavailable(f"{where} refused the credentials ({CREDENTIALS_HINT}): {message}")
    if code == "Neo.ClientError.Database.DatabaseNotFound":
        return GraphStoreUnavailable(f"{where} has no such database ({DATABASE_HINT}): {message}")
    if code in READ_ONLY_CODES:
        return ReadOnlyViolation(f"write refused on a read-only query: {message}{at}")
    if code.startswith(TIMEOUT_CODE_PREFIXES):
        return QueryTimeout(f"graph query timed out: {message}{at}")
    if isinstance(exc, neo4j_errors.ConstraintError):
        return ConstraintViolation(f"constraint violated: {message}{at}")
    if isinstance(exc, (neo4j_errors.CypherSyntaxError, neo4j_errors.CypherTypeError)) or code in STATEMENT_CODES:
        return CypherSyntaxError(f"Cypher error: {message}{at}")
    if isinstance(exc, neo4j_errors.DatabaseUnavailable):
        return GraphStoreUnavailable(f"{where}: database unavailable: {message}")
    return GraphStoreError(f"{where} error: {message}{at}")


def _fetch(tx: ManagedTransaction, text: str, params: dict[str, Any], limit: int | None) -> list[Row]:
    """Run ``text`` in ``tx`` and pull at most ``limit`` records; the rest are discarded server-side."""
    result = tx.run(text, params)
    records = list(result) if limit is None else result.fetch(max(limit, 0))
    result.consume()
    return [{key: _plain(value) for key, value in record.items()} for record in records]


class Neo4jStore(GraphStore):
    """Neo4j 5 through the official driver; one driver (connection pool) per store."""

    backend = "neo4j"

    def __init__(self, url: str, *, user: str | None = None, password: str | None = None,
                 database: str | None = None, connection_timeout: float = CONNECTION_TIMEOUT_S,
                 max_retry_time: float = MAX_RETRY_S) -> None:
        self.url = url
        self.database = database or None
        self.where = f"Neo4j at {redact(url)}" + (f" (database {database})" if database else "")
        auth = (user or "neo4j", password or "") if (user or password) else None
        try:
            self._driver = GraphDatabase.driver(
                url, auth=auth, connection_timeout=connection_timeout,
                connection_acquisition_timeout=max(ACQUISITION_TIMEOUT_S, 2 * connection_timeout),
                max_transaction_retry_time=max_retry_time)
        except (neo4j_errors.ConfigurationError, ValueError) as exc:
            raise ConfigError(f"graph URL {redact(url)!r} is not usable by the Neo4j driver: {exc}") from exc

    def query(self, text: str, params: Mapping[str, Any] | None = None, *, write: bool = False,
              timeout_ms: int | None = None, limit: int | None = None) -> list[Row]:
        work: Callable[..., list[Row]] = _fetch
        if timeout_ms is not None:
            work = unit_of_work(timeout=timeout_ms / 1000.0)(_fetch)
        mode = neo4j.WRITE_ACCESS if write else neo4j.READ_ACCESS
        fetch_size = max(1, min(limit, 1000)) if limit is not None else 1000
        try:
            with self._driver.session(database=self.database, default_access_mode=mode,
                                      fetch_size=fetch_size) as session:
                runner = session.execute_write if write else session.execute_read
                return runner(work, text, dict(params or {}), limit)
        except (neo4j_errors.Neo4jError, neo4j_errors.DriverError, OSError, ValueError) as exc:
            raise translate_error(exc, text, self.where) from exc

    def apply_schema(self) -> None:
        """Run each statement of ``cypher/neo4j/schema.cypher`` (all ``IF NOT EXISTS``), then wait.

        Each DDL statement gets its own write transaction (Neo4j refuses schema and
        data changes in one). Constraints are built before CREATE returns; indexes
        populate in the background, so we wait for them like the FalkorDB store does.
        """
        for statement in cypher.split_statements(self.statement("schema")):
            self.query(statement, write=True)
        self.query("CALL db.awaitIndexes($seconds)", {"seconds": SCHEMA_AWAIT_S}, write=True)

    def ping(self) -> float:
        """One ``RETURN 1`` on the configured database, not ``verify_connectivity()``.

        Against a real Neo4j 5.26 ``verify_connectivity()`` succeeds for a database that
        does not exist (it only checks the server and the credentials), so a health check
        said OK while every query failed with DatabaseNotFound.
        """
        start = time.perf_counter()
        try:
            with self._driver.session(database=self.database, default_access_mode=neo4j.READ_ACCESS) as session:
                session.run(self.statement("ping")).consume()
        except (neo4j_errors.Neo4jError, neo4j_errors.DriverError, OSError, ValueError) as exc:
            error = translate_error(exc, "", self.where)
            if isinstance(error, StoreUnavailable):
                raise error from exc
            raise GraphStoreUnavailable(str(error)) from exc
        return time.perf_counter() - start

    def close(self) -> None:
        self._driver.close()
