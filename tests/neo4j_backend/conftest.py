"""Fixtures of the Neo4j suite: one real Neo4j 5.26 for the session, a clean database per test that
asks for one, and the log of every statement executed on Neo4j (``test_statement_coverage.py`` reads it).

These tests run only when this folder (or a file in it) is named on the command line, as
``make test-neo4j`` does; a plain ``pytest`` (``make test``) deselects them, so it needs no Java.
When Neo4j cannot be built or started, the session fixture raises: every test here errors, none skips.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterator

import pytest

import cypher
from graph.store.neo4j import Neo4jStore
from tests.neo4j_backend.server import Neo4jServer

HERE = Path(__file__).resolve().parent
COVERAGE_TEST = "test_statement_coverage.py"


# -- selection --------------------------------------------------------------------------------------

def _named(config: pytest.Config) -> bool:
    """Whether this folder or something in it was named on the command line."""
    for arg in config.args:
        path = Path(str(arg).split("::", 1)[0]).resolve()
        if path == HERE or HERE in path.parents:
            return True
    return False


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Deselect this folder unless it was asked for; run the statement-coverage test last."""
    ours = [item for item in items if HERE in item.path.parents]
    if not ours:
        return
    if not _named(config):
        config.hook.pytest_deselected(items=ours)
        items[:] = [item for item in items if item not in ours]
        return
    last = [item for item in items if item.path.name == COVERAGE_TEST]
    items[:] = [item for item in items if item.path.name != COVERAGE_TEST] + last


# -- the statement log ------------------------------------------------------------------------------

class StatementLog:
    """Which ``cypher/`` statements were executed on Neo4j, recorded in ``Neo4jStore.query`` itself,
    so loaders, the engine and the explorer count the same as direct calls."""

    def __init__(self) -> None:
        self.by_text: dict[str, str] = {}
        for name in cypher.names("neo4j"):
            for text in [cypher.load(name, "neo4j"), *cypher.split_statements(cypher.load(name, "neo4j"))]:
                self.by_text.setdefault(text.strip(), name)
        self.executed: dict[str, int] = {}

    def record(self, text: str) -> None:
        name = self.by_text.get(text.strip())
        if name is not None:
            self.executed[name] = self.executed.get(name, 0) + 1

    def never_run(self) -> list[str]:
        return sorted(set(self.by_text.values()) - set(self.executed))


@pytest.fixture(scope="session")
def statement_log() -> Iterator[StatementLog]:
    log = StatementLog()
    original = Neo4jStore.query

    def query(self: Neo4jStore, text: str, *args: Any, **kwargs: Any) -> Any:
        result = original(self, text, *args, **kwargs)
        log.record(text)  # after it returned: a statement that failed did not run
        return result

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Neo4jStore, "query", query)
        yield log


# -- the server and its database --------------------------------------------------------------------

@pytest.fixture(scope="session")
def neo4j_server(tmp_path_factory: pytest.TempPathFactory, statement_log: StatementLog) -> Iterator[Neo4jServer]:
    """The session's Neo4j (built by Maven on first use); it fails every test here when it cannot start."""
    server = Neo4jServer(tmp_path_factory.mktemp("neo4j")).start()
    try:
        yield server
    finally:
        server.stop()


class Database:
    """The one user database of the session's Neo4j (community edition has one): wiped on demand.

    Fixtures that load data once for many tests remember the ``generation`` they loaded in;
    a wipe bumps it, so they reload instead of reading an empty graph.
    """

    def __init__(self, server: Neo4jServer) -> None:
        self.server = server
        self.generation = 0

    def wipe(self) -> None:
        """Delete every node, in batches (one huge transaction would need a huge heap)."""
        with self.server.store() as store:
            with store._driver.session() as session:  # CALL IN TRANSACTIONS needs an auto-commit transaction
                session.run("MATCH (n) CALL (n) { DETACH DELETE n } IN TRANSACTIONS OF 10000 ROWS").consume()
        self.generation += 1


@pytest.fixture(scope="session")
def database(neo4j_server: Neo4jServer) -> Database:
    return Database(neo4j_server)


@pytest.fixture
def neo4j(database: Database) -> Iterator[Neo4jStore]:
    """A Strata store on an empty Neo4j database with the schema applied."""
    from loaders.link.gazetteer import invalidate

    database.wipe()
    store = database.server.store()
    store.apply_schema()
    try:
        yield store
    finally:
        invalidate(store)
        store.close()
