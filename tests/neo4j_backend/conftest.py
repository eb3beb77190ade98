"""Fixtures of the Neo4j suite: one real Neo4j 5.26 for the session, a clean database per test that
asks for one, the demo loaded on Neo4j and on the embedded default (the reference it must equal), and
the log of every statement executed on Neo4j (``test_statement_coverage.py`` reads it).

These tests run only when this folder (or a file in it) is named on the command line, as
``make test-neo4j`` does; a plain ``pytest`` (``make test``) deselects them, so it needs no Java.
When Neo4j cannot be built or started, the session fixture raises: every test here errors, none skips.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterator

import pytest

import cypher
from engine import Engine
from engine.config import Config
from graph.store.neo4j import Neo4jStore
from loaders.datafiles import shipped
from tests.neo4j_backend.server import PASSWORD, USER, Neo4jServer

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


SKIPPED: list[str] = []


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    if report.skipped and HERE.name in Path(report.nodeid.split("::", 1)[0]).parts:
        SKIPPED.append(report.nodeid)


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """A skipped Neo4j test is a failed run: this suite exists to prove Neo4j works, not to be skipped."""
    if SKIPPED and exitstatus == 0:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
        print(f"\nthe Neo4j suite must not skip; skipped: {SKIPPED}")


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
        self.server.wipe()
        self.generation += 1


@pytest.fixture(scope="session")
def database(neo4j_server: Neo4jServer) -> Database:
    return Database(neo4j_server)


@pytest.fixture
def neo4j(database: Database) -> Iterator[Neo4jStore]:
    """A Strata store on an empty Neo4j database with the schema applied."""
    from loaders.link.gazetteer_cache import invalidate

    database.wipe()
    store = database.server.store()
    store.apply_schema()
    try:
        yield store
    finally:
        invalidate(store)
        store.close()


# -- the demo on both backends ----------------------------------------------------------------------

DEMO_COUNTRIES = ["US"]  # what `strata demo --countries US` loads; the demo questions are about US places


def load_demo(engine: Engine) -> None:
    """What ``strata demo`` loads: the three hierarchies (places of the US) and the demo corpus."""
    engine.load_spbe(progress=False)
    engine.load_admissions(progress=False)
    engine.load_places(countries=DEMO_COUNTRIES, progress=False)
    report = engine.ingest([shipped("demo", "corpus")], source="demo", progress=False)
    assert report.documents and not report.errors, report.errors


@pytest.fixture(scope="session")
def reference_engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    """The embedded default (FalkorDB, qdrant-edge) with the demo loaded: what Neo4j must equal."""
    with Engine.open(Config.load(tmp_path_factory.mktemp("reference") / "data")) as engine:
        load_demo(engine)
        yield engine


class DemoOnNeo4j:
    """The demo loaded once into the session's Neo4j, reloaded only if a test wiped the database since."""

    def __init__(self, database: Database, directory: Path) -> None:
        self.database = database
        self.directory = directory
        self.engine: Engine | None = None
        self.generation = -1

    def get(self) -> Engine:
        if self.engine is None or self.generation != self.database.generation:
            self.close()
            self.database.wipe()
            server = self.database.server
            config = Config.load(self.directory / f"data-{self.database.generation}", graph_url=server.url,
                                 graph_user=USER, graph_password=PASSWORD)
            self.engine = Engine.open(config)
            load_demo(self.engine)
            self.generation = self.database.generation
        return self.engine

    def close(self) -> None:
        if self.engine is not None:
            self.engine.close()
            self.engine = None


@pytest.fixture(scope="session")
def _demo_on_neo4j(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[DemoOnNeo4j]:
    demo = DemoOnNeo4j(database, tmp_path_factory.mktemp("neo4j-engine"))
    try:
        yield demo
    finally:
        demo.close()


@pytest.fixture
def neo4j_engine(_demo_on_neo4j: DemoOnNeo4j) -> Engine:
    """An Engine whose graph is the session's Neo4j (STRATA_GRAPH_URL=bolt://...), the demo loaded."""
    return _demo_on_neo4j.get()
