"""Build and run the real Neo4j 5.26 of ``make test-neo4j`` and the benchmarks: the Maven module in
``neo4j-server/``.

``build()`` compiles the launcher once (``mvn -q -o package`` when ~/.m2 already holds Neo4j, online
otherwise) and returns the Java class path; ``Neo4jServer`` starts it on 127.0.0.1 with auth, waits for
its ``READY bolt://...`` line, and stops it (stdin closed, then SIGTERM) or kills it (SIGKILL, the
crash the recovery test wants). A server that cannot build or start raises ``Neo4jStartError`` with
Maven's or Neo4j's own words: the Neo4j tests then fail, they are never skipped.
"""

from __future__ import annotations

import os
import queue
import shutil
import signal
import subprocess
import threading
from pathlib import Path

from graph.store.neo4j import Neo4jStore

MODULE = Path(__file__).resolve().parent / "neo4j-server"
TARGET = MODULE / "target"
CLASSPATH_FILE = TARGET / "classpath.txt"
BUILT_STAMP = TARGET / "built.stamp"  # Maven leaves an unchanged classpath.txt untouched: its mtime says nothing
MAIN_CLASS = "strata.neo4j.Launcher"
USER = "neo4j"
PASSWORD = "strata-test-password"  # a throwaway server on loopback; Neo4j wants 8 characters at least
# A small heap: the test graphs are a few hundred thousand nodes, and the machine is shared.
JVM_OPTIONS = ("-Xms256m", "-Xmx1g", "-XX:+UseSerialGC", "-XX:+ExitOnOutOfMemoryError")
BUILD_TIMEOUT_S = 1200  # the first build downloads ~150 MB of jars from Maven Central
START_TIMEOUT_S = 240
STOP_TIMEOUT_S = 60


class Neo4jStartError(RuntimeError):
    """The test Neo4j could not be built or started; the message carries the tool's own output."""


def _tool(name: str) -> str:
    found = shutil.which(name)
    if found is None:
        raise Neo4jStartError(f"`{name}` is not on PATH: the Neo4j tests need OpenJDK 17 and Maven 3.8+")
    return found


def _up_to_date() -> bool:
    if not BUILT_STAMP.is_file() or not CLASSPATH_FILE.is_file():
        return False
    built = BUILT_STAMP.stat().st_mtime
    sources = [MODULE / "pom.xml", *MODULE.glob("src/**/*.java")]
    return all(source.stat().st_mtime <= built for source in sources)


def build() -> str:
    """Compile the launcher if its sources changed; return the class path ``java -cp`` needs."""
    if not _up_to_date():
        mvn = _tool("mvn")
        failures = []
        for offline in (True, False):  # offline first: ~/.m2 makes every build after the first one fast
            command = [mvn, "-q", "-B", *(["-o"] if offline else []), "package"]
            done = subprocess.run(command, cwd=MODULE, capture_output=True, text=True, timeout=BUILD_TIMEOUT_S)
            if done.returncode == 0:
                break
            failures.append(f"$ {' '.join(command)}\n{(done.stdout + done.stderr)[-3000:]}")
        else:
            raise Neo4jStartError("building the Neo4j test server failed:\n" + "\n".join(failures))
        BUILT_STAMP.touch()
    return f"{TARGET / 'classes'}{os.pathsep}{CLASSPATH_FILE.read_text(encoding='utf-8').strip()}"


class Neo4jServer:
    """One Neo4j DBMS process over the data in ``home``; restartable on the same data and port."""

    def __init__(self, home: Path, port: int = 0) -> None:
        self.home = Path(home)
        self.port = port
        self.url = ""
        self.process: subprocess.Popen[str] | None = None
        self.log = self.home / "launcher.log"

    def start(self) -> "Neo4jServer":
        """Start the DBMS and wait until Bolt answers; raises ``Neo4jStartError`` with Neo4j's output."""
        classpath = build()
        self.home.mkdir(parents=True, exist_ok=True)
        command = [_tool("java"), *JVM_OPTIONS, "-cp", classpath, MAIN_CLASS, str(self.home), str(self.port)]
        with self.log.open("a", encoding="utf-8") as log:
            self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=log,
                                            text=True, env={**os.environ, "NEO4J_PASSWORD": PASSWORD})
        lines: queue.Queue[str | None] = queue.Queue()
        threading.Thread(target=_pump, args=(self.process, lines), daemon=True).start()
        try:
            line = lines.get(timeout=START_TIMEOUT_S)
        except queue.Empty:
            line = None
            self.kill()
        if not line or not line.startswith("READY "):
            self.stop()
            exited = line is None and self.process.returncode not in (None, -signal.SIGKILL)
            what = (f"exited with code {self.process.returncode} before it was ready" if exited
                    else f"was not ready within {START_TIMEOUT_S} s")
            raise Neo4jStartError(f"Neo4j {what}:\n{self.output()}")
        self.url = line.split()[1]
        self.port = int(self.url.rsplit(":", 1)[1])  # a restart reuses it, so clients keep their URL
        return self

    def output(self) -> str:
        """The tail of the launcher's stderr and of Neo4j's debug.log, for failure messages."""
        parts = []
        for path in (self.log, self.home / "logs" / "debug.log"):
            if path.is_file():
                parts.append(f"--- {path.name}\n" + path.read_text(encoding="utf-8", errors="replace")[-3000:])
        return "\n".join(parts)

    def store(self, **options: object) -> Neo4jStore:
        """A Strata store on this server, as the engine opens it from STRATA_GRAPH_URL/USER/PASSWORD."""
        return Neo4jStore(self.url, user=USER, password=PASSWORD, **options)  # type: ignore[arg-type]

    def wipe(self) -> None:
        """Delete every node of the database, in batches (one huge transaction would need a huge heap).

        ``CALL ... IN TRANSACTIONS`` runs only in an auto-commit transaction, so this goes through the
        driver's ``session.run``, not the store's managed transactions. Indexes and constraints stay.
        """
        with self.store() as store, store._driver.session() as session:
            session.run("MATCH (n) CALL (n) { DETACH DELETE n } IN TRANSACTIONS OF 10000 ROWS").consume()

    def stop(self) -> None:
        """A clean stop: stdin closed (the launcher's signal), SIGTERM if that is not enough."""
        process = self.process
        if process is None or process.poll() is not None:
            return
        try:
            process.stdin.close()  # type: ignore[union-attr]
            process.wait(timeout=STOP_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            process.terminate()
            try:
                process.wait(timeout=STOP_TIMEOUT_S)
            except subprocess.TimeoutExpired:
                self.kill()

    def kill(self) -> None:
        """SIGKILL: no checkpoint, no clean close; only what the transaction log holds survives."""
        if self.process is not None and self.process.poll() is None:
            os.kill(self.process.pid, signal.SIGKILL)
            self.process.wait()


def _pump(process: subprocess.Popen[str], lines: queue.Queue[str | None]) -> None:
    """Hand the launcher's stdout lines over; None when it ends (it exited before READY)."""
    for line in process.stdout:  # type: ignore[union-attr]
        lines.put(line.strip())
    lines.put(None)
