"""The test server itself: the launcher's contract (loopback Bolt with auth, READY line, clean stop on
SIGTERM and on stdin closing, data kept across restarts) on a second server of its own, and the Neo4j
version the tests run matching the one ``docker compose up`` deploys."""

from __future__ import annotations

import re
import signal
from pathlib import Path

import pytest
import yaml

from graph.errors import StoreUnavailable
from graph.store.neo4j import Neo4jStore
from tests.neo4j_backend.server import MODULE, PASSWORD, USER, Neo4jServer
from tests.support import ROOT

CLEAN_STOP = re.compile(r"Stopped 'DatabaseId\{\w+\[neo4j\]\}' successfully")  # debug.log, orderly shutdown
SIGTERM_EXIT = 128 + signal.SIGTERM  # the JVM's exit status after its shutdown hooks ran


def test_the_tested_neo4j_is_the_deployed_one() -> None:
    pom = (MODULE / "pom.xml").read_text(encoding="utf-8")
    tested = re.search(r"<neo4j\.version>(5\.26\.\d+)</neo4j\.version>", pom)
    assert tested, "the pom pins a 5.26.x Neo4j"
    compose = yaml.safe_load((ROOT / "docker-compose.yml").read_text(encoding="utf-8"))
    image = compose["services"]["neo4j"]["image"]
    assert tested.group(1).startswith(image.split(":", 1)[1]), (image, tested.group(1))


def _debug_log(home: Path) -> str:
    return (home / "logs" / "debug.log").read_text(encoding="utf-8", errors="replace")


def test_launcher_serves_bolt_with_auth_and_stops_cleanly(tmp_path: Path) -> None:
    server = Neo4jServer(tmp_path / "home").start()
    try:
        assert re.fullmatch(r"bolt://127\.0\.0\.1:\d+", server.url)
        with Neo4jStore(server.url, user=USER, password="wrong-password") as wrong:
            with pytest.raises(StoreUnavailable, match="refused the credentials"):
                wrong.ping()
        with server.store() as store:
            store.apply_schema()
            store.query("CREATE (:Scope {id: 'kept'})", write=True)
        assert server.process is not None
        server.process.send_signal(signal.SIGTERM)
        assert server.process.wait(timeout=120) == SIGTERM_EXIT
        assert len(CLEAN_STOP.findall(_debug_log(server.home))) == 1

        server.start()  # same home, same port, same password: the first boot's password is kept
        with server.store() as store:
            assert store.query("MATCH (n:Scope) RETURN n.id AS id") == [{"id": "kept"}]
        assert server.process is not None
        server.process.stdin.close()  # type: ignore[union-attr]  # what a test runner that dies does
        assert server.process.wait(timeout=120) == 0
        assert len(CLEAN_STOP.findall(_debug_log(server.home))) == 2
    finally:
        server.stop()
    assert PASSWORD not in " ".join(server.process.args)  # type: ignore[union-attr, arg-type]
