"""A document being replaced when the ingest dies: questions answer from its last committed version.

Issue 20 item 1. A changed Markdown file is re-ingested and the ingest is killed after the new
version's chunks and links are written but before it finishes (``ingest.links_written``). Before the
fix, the question path read every chunk, so one answer cited the old rule and the new one together.
Now questions see only a document's committed chunks (the old version until the new one commits),
the service reports the interrupted document (``/health/detailed`` degraded, the job ``interrupted``
after a restart) and ``strata doctor --service`` runs through the live service that holds the store.

Real parts only: ``strata ingest`` and ``strata serve`` as subprocesses killed by the project's own
failpoints (a SIGKILL of the process itself), the embedded FalkorDB and qdrant-edge stores.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Iterator

import httpx
import pytest

from engine import Engine
from tests.reliability.test_disk import _servers_under
from tests.reliability.test_ingest_kill import ROOT, _env, _killed_by, _run, _strata
from tests.support.serve import free_port, stop

pytestmark = pytest.mark.slow

OLD = "PROHIBITED at all times"
NEW = "ALLOWED on weekends"
QUESTION = "Can I light a campfire in Lakeview Park?"
DOC = "file:rules.md"
TOKEN = "replace-crash-token"


def _rules(folder: Path, rule: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "rules.md"
    path.write_text(f"# Campfires in Lakeview Park\n\nCampfires in Lakeview Park are {rule}, in the marked fire "
                    f"rings of the park only, as the park board decided for this season.\n")
    return path


def _cited(answer: dict) -> str:
    """Everything an answer shows and cites, as one string."""
    return json.dumps(answer, ensure_ascii=False)


def _ask(data: Path) -> str:
    with Engine.open(data) as engine:
        return _cited(engine.ask(QUESTION).contract())


@pytest.fixture
def replaced(tmp_path: Path) -> Iterator[tuple[Path, Path]]:
    """A data dir with the old rules ingested, the inbox holding the new rules; graph servers killed after."""
    data, inbox = tmp_path / "data", tmp_path / "inbox"
    _run(data, "ingest", str(_rules(inbox, OLD)))
    _rules(inbox, NEW)
    try:
        yield data, inbox
    finally:
        for pid in _servers_under(tmp_path):
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)


def test_an_ingest_killed_mid_replace_answers_from_the_old_version(replaced: tuple[Path, Path]) -> None:
    data, inbox = replaced
    assert OLD in _ask(data)
    _killed_by(_strata(data, "ingest", str(inbox / "rules.md"), STRATA_FAILPOINT="ingest.links_written:1"))
    cited = _ask(data)
    assert OLD in cited and NEW not in cited  # before the fix: both rules, from the same file

    _killed_by(_strata(data, "ingest", str(inbox / "rules.md"), STRATA_FAILPOINT="ingest.committed:1"))
    cited = _ask(data)  # committed, its stale chunks not yet deleted: the new version only
    assert NEW in cited and OLD not in cited

    _run(data, "ingest", str(inbox / "rules.md"))
    cited = _ask(data)
    assert NEW in cited and OLD not in cited


# -- the service ----------------------------------------------------------------------------------

def _serve(data: Path, inbox: Path, log: Path, **env: str) -> tuple[subprocess.Popen, str]:
    port = free_port()
    with open(log, "a") as out:
        process = subprocess.Popen([sys.executable, "-m", "engine.cli", "serve", "--port", str(port), "--data",
                                    str(data)], cwd=ROOT, stdout=out, stderr=subprocess.STDOUT,
                                   env=_env(STRATA_ADMIN_TOKEN=TOKEN, STRATA_INGEST_DIR=str(inbox), **env))
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 300
    while True:
        assert process.poll() is None, log.read_text()[-3000:]
        assert time.monotonic() < deadline, "strata serve did not become healthy"
        with contextlib.suppress(httpx.HTTPError):
            if httpx.get(f"{url}/health", timeout=5).status_code == 200:
                return process, url
        time.sleep(0.5)


def _admin(method: str, url: str, **kwargs) -> httpx.Response:
    return httpx.request(method, url, headers={"Authorization": f"Bearer {TOKEN}"}, timeout=120, **kwargs)


def _wait_job(url: str, job_id: str) -> dict:
    while (job := _admin("GET", f"{url}/jobs/{job_id}").json())["status"] in ("queued", "running"):
        time.sleep(0.5)
    return job


def test_serve_killed_mid_replace_reports_it_and_answers_from_the_old_version(
        replaced: tuple[Path, Path], tmp_path: Path) -> None:
    data, inbox = replaced
    log = tmp_path / "serve.log"
    process, url = _serve(data, inbox, log, STRATA_FAILPOINT="ingest.links_written:1")
    try:
        job = _admin("POST", f"{url}/ingest", json={"path": "rules.md"})
        assert job.status_code == 202, job.text
        assert process.wait(timeout=600) == -signal.SIGKILL, log.read_text()[-3000:]  # kill -9 mid-ingest
    finally:
        if process.poll() is None:
            process.kill()

    process, url = _serve(data, inbox, log)
    try:
        cited = _cited(httpx.post(f"{url}/ask", json={"question": QUESTION}, timeout=120).json())
        assert OLD in cited and NEW not in cited  # before the fix: both rules

        health = httpx.get(f"{url}/health/detailed", timeout=120).json()
        assert health["status"] == "degraded", health
        assert [d["doc_id"] for d in health["interrupted"]] == [DOC], health

        found = _admin("GET", f"{url}/jobs/{job.json()['id']}")
        assert found.status_code == 200, found.text  # before the fix: 404 after the restart
        assert found.json()["status"] == "interrupted"

        doctor = subprocess.run([sys.executable, "-m", "engine.cli", "doctor", "--service", url, "--json"],
                                cwd=ROOT, env=_env(STRATA_ADMIN_TOKEN=TOKEN), capture_output=True, text=True,
                                timeout=600)
        assert doctor.returncode == 1, doctor.stdout + doctor.stderr  # needs attention: one interrupted document
        report = json.loads(doctor.stdout)
        assert [d["doc_id"] for d in report["incomplete_documents"]] == [DOC]

        rerun = _admin("POST", f"{url}/ingest", json={"path": "rules.md"}).json()
        assert _wait_job(url, rerun["id"])["status"] == "done"
        cited = _cited(httpx.post(f"{url}/ask", json={"question": QUESTION}, timeout=120).json())
        assert NEW in cited and OLD not in cited
        health = httpx.get(f"{url}/health/detailed", timeout=120).json()
        assert health["status"] == "ok" and not health.get("interrupted"), health
    finally:
        stop(process, data)


def test_serve_answers_from_one_version_while_it_replaces_the_document(
        replaced: tuple[Path, Path], tmp_path: Path) -> None:
    """Issue 19: a running service keeps the list of documents being written between questions and reads
    it again only when its vector store's write stamp moved. Asked over and over while its own admin
    ingest replaces the rules, it never shows both versions, and the finished version at once."""
    data, inbox = replaced
    process, url = _serve(data, inbox, tmp_path / "serve.log")
    try:
        ask = lambda: _cited(httpx.post(f"{url}/ask", json={"question": QUESTION}, timeout=120).json())  # noqa: E731
        for _ in range(3):  # the list is read once and kept
            assert OLD in ask()
        job = _admin("POST", f"{url}/ingest", json={"path": "rules.md"}).json()
        seen = []
        while _admin("GET", f"{url}/jobs/{job['id']}").json()["status"] in ("queued", "running"):
            seen.append(ask())
        assert _wait_job(url, job["id"])["status"] == "done"
        assert all((OLD in cited) != (NEW in cited) for cited in seen), "both versions in one answer"
        cited = ask()  # the ingest's finish moved the stamp: no second's wait for the corpus signature
        assert NEW in cited and OLD not in cited
    finally:
        stop(process, data)
