"""Last test of the Neo4j suite (conftest moves it to the end): every statement in ``cypher/common/`` and
``cypher/neo4j/`` was executed on the real Neo4j by the tests before it. A statement nobody ran on Neo4j
is a statement users may be the first to run there: add a test that runs it."""

from __future__ import annotations

from tests.neo4j_backend.conftest import StatementLog


def test_every_statement_was_executed_on_neo4j(statement_log: StatementLog) -> None:
    assert statement_log.executed, "nothing ran: run the whole folder (make test-neo4j), not this file alone"
    assert statement_log.never_run() == [], "never executed on Neo4j"
