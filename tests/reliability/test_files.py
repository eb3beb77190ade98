"""Files a service is handed (issue 20, "Files: PDFs, uploads, the inbox"): a real ``strata serve``
subprocess with an admin token, an inbox folder and the WhatsApp channel (replies go to a local Graph
API stub), over embedded stores. Uploads are multipart posts; the inbox is read through ``POST /ingest``
and through a signed WhatsApp admin ``/ingest``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Iterator

import httpx
import pytest

from engine.serve.whatsapp.payload import sign
from tests.support.graph_api_stub import GraphAPIStub
from tests.support.serve import free_port

STRATA = Path(sys.executable).with_name("strata")
TOKEN = "files-admin-token-7c1e"
SECRET = "files-app-secret-0b9d"
PHONE_ID = "106540352242922"
ADMIN = "919840011111"


class Service:
    """A running ``strata serve``: its URL, data dir, inbox and process id."""

    def __init__(self, url: str, data: Path, inbox: Path, process: subprocess.Popen, log: Path) -> None:
        self.url, self.data, self.inbox, self.process, self.log = url, data, inbox, process, log

    def admin(self, method: str, path: str, **kwargs: Any) -> httpx.Response:
        with httpx.Client(base_url=self.url, timeout=120) as http:
            return http.request(method, path, headers={"Authorization": f"Bearer {TOKEN}"}, **kwargs)

    def wait(self, job_id: str) -> dict:
        deadline = time.monotonic() + 300
        while time.monotonic() < deadline:
            job = self.admin("GET", f"/jobs/{job_id}").json()
            if job["status"] in ("done", "failed"):
                return job
            time.sleep(0.2)
        raise AssertionError(f"job {job_id} did not finish")

    def upload(self, files: list[tuple[str, bytes]], source: str | None = None) -> dict:
        response = self.admin("POST", "/ingest", files=[("files", (name, content)) for name, content in files],
                              data={"source": source} if source else None)
        assert response.status_code == 202, response.text
        return self.wait(response.json()["id"])

    def ingest_inbox(self, path: str) -> dict:
        response = self.admin("POST", "/ingest", json={"path": path})
        assert response.status_code == 202, response.text
        return self.wait(response.json()["id"])

    def documents(self) -> dict[str, str]:
        """Document id -> path, as the graph holds them."""
        rows = self.admin("POST", "/cypher", json={"query": "MATCH (d:Document) RETURN d.id AS id, d.path AS path"})
        assert rows.status_code == 200, rows.text
        return {row["id"]: row["path"] for row in rows.json()["rows"]}

    def ask(self, question: str) -> dict:
        with httpx.Client(base_url=self.url, timeout=120) as http:
            response = http.post("/ask", json={"question": question})
        assert response.status_code == 200, response.text
        return response.json()

    def whatsapp(self, sender: str, text: str, message_id: str) -> None:
        message = {"from": sender, "id": message_id, "timestamp": str(int(time.time())), "type": "text",
                   "text": {"body": text}}
        payload = {"object": "whatsapp_business_account", "entry": [{"id": "1", "changes": [{"field": "messages",
                   "value": {"messaging_product": "whatsapp", "metadata": {"phone_number_id": PHONE_ID},
                             "messages": [message]}}]}]}
        raw = json.dumps(payload).encode()
        with httpx.Client(base_url=self.url, timeout=60) as http:
            response = http.post("/webhook", content=raw, headers={"Content-Type": "application/json",
                                                                   "X-Hub-Signature-256": sign(SECRET, raw)})
        assert response.status_code == 200, response.text


@pytest.fixture(scope="module")
def graph_api() -> Iterator[GraphAPIStub]:
    with GraphAPIStub(access_token="files-access-token") as stub:
        yield stub


@pytest.fixture(scope="module")
def service(tmp_path_factory: pytest.TempPathFactory, graph_api: GraphAPIStub) -> Iterator[Service]:
    root = tmp_path_factory.mktemp("files-serve")
    data, inbox, port = root / "data", root / "inbox", free_port()
    inbox.mkdir()
    env = dict(os.environ, STRATA_ADMIN_TOKEN=TOKEN, STRATA_INGEST_DIR=str(inbox),
               STRATA_WHATSAPP_APP_SECRET=SECRET, STRATA_WHATSAPP_VERIFY_TOKEN="files-verify",
               STRATA_WHATSAPP_ACCESS_TOKEN="files-access-token", STRATA_WHATSAPP_PHONE_NUMBER_ID=PHONE_ID,
               STRATA_WHATSAPP_API_BASE=graph_api.url, STRATA_WHATSAPP_ADMINS=ADMIN)
    log = root / "serve.log"
    with open(log, "w") as out:
        process = subprocess.Popen([str(STRATA), "serve", "--port", str(port), "--data", str(data)],
                                   stdout=out, stderr=subprocess.STDOUT, env=env)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 180
        while True:
            assert process.poll() is None, log.read_text()[-2000:]
            assert time.monotonic() < deadline, "strata serve did not become healthy"
            try:
                if httpx.get(f"{url}/health/detailed", timeout=5).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            time.sleep(0.5)
        yield Service(url, data, inbox, process, log)
    finally:
        process.terminate()
        try:
            process.wait(timeout=60)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


# -- item 4: upload names ----------------------------------------------------------------------------


def test_uploads_with_non_ascii_or_equal_names_are_all_kept(service: Service) -> None:
    """Before: two Tamil names were both saved as ``_.md`` (one document id, the second replaced the
    first), and two parts named ``same.md`` in one request were written to one path (one lost)."""
    tamil = [("விதிகள்.md", "# Hostel rules\n\nThe hostel gate closes at nine thirty in the evening.\n"),
             ("கட்டணம்.md", "# Fees\n\nThe tuition fee is paid in two instalments each year.\n")]
    for name, text in tamil:
        job = service.upload([(name, text.encode())], source="tamil")
        assert job["status"] == "done" and job["report"]["documents"] == 1, job
    same = [("same.md", b"# Library\n\nThe library opens at eight in the morning.\n"),
            ("same.md", b"# Canteen\n\nThe canteen serves lunch from noon to two.\n")]
    job = service.upload(same, source="twins")
    assert job["status"] == "done" and job["report"]["documents"] == 2, job
    documents = service.documents()
    tamil_ids = {doc_id for doc_id in documents if doc_id.startswith("tamil:")}
    assert tamil_ids == {"tamil:விதிகள்.md", "tamil:கட்டணம்.md"}, documents
    twins = sorted(doc_id for doc_id in documents if doc_id.startswith("twins:"))
    assert len(twins) == 2, documents
    saved = [Path(documents[doc_id]) for doc_id in twins]
    assert len(set(saved)) == 2 and all(path.is_file() for path in saved)
    assert {path.read_text(encoding="utf-8").splitlines()[0] for path in saved} == {"# Library", "# Canteen"}


# -- item 5: symlinks out of the inbox ----------------------------------------------------------------

SECRET_TEXT = "# Vault\n\nThe vault code of the Strata archive is heliotrope-4471 and nobody may read it.\n"
VAULT_QUESTION = "What is the vault code of the Strata archive?"


def _plant_links(service: Service, folder: str) -> Path:
    """``inbox/<folder>/`` with one real note, a link to a file outside the inbox and a link to a folder
    outside it; returns the outside folder."""
    outside = service.inbox.parent / f"outside-{folder}"
    (outside / "deep").mkdir(parents=True)
    (outside / "secret.md").write_text(SECRET_TEXT, encoding="utf-8")
    (outside / "deep" / "also-secret.md").write_text(SECRET_TEXT, encoding="utf-8")
    inside = service.inbox / folder
    inside.mkdir()
    (inside / "notes.md").write_text(f"# Notes {folder}\n\nThe reading room closes at six.\n", encoding="utf-8")
    (inside / "leak.md").symlink_to(outside / "secret.md")
    (inside / "tunnel").symlink_to(outside / "deep", target_is_directory=True)
    return outside


def _no_vault_anywhere(service: Service) -> None:
    assert not [p for p in service.documents().values() if "outside-" in p or "leak" in p or "tunnel" in p]
    answer = service.ask(VAULT_QUESTION)
    assert "heliotrope" not in json.dumps(answer), answer


def test_inbox_links_that_leave_the_inbox_are_refused_and_reported(service: Service) -> None:
    """Before: ``leak.md`` (a link to a file outside the inbox) was ingested and anonymous /ask quoted it."""
    _plant_links(service, "sub")
    (service.inbox / "root-leak.md").symlink_to(service.inbox.parent / "outside-sub" / "secret.md")
    job = service.ingest_inbox("sub")
    assert job["status"] == "done" and job["report"]["documents"] == 1, job
    refused = job["report"]["refused"]
    assert len(refused) == 2 and any("leak.md" in r for r in refused) and any("tunnel" in r for r in refused), refused
    assert all("outside" in r for r in refused)
    whole = service.ingest_inbox(".")  # the whole inbox: the link at its root too
    assert whole["status"] == "done", whole
    assert any("root-leak.md" in r for r in whole["report"]["refused"]), whole
    _no_vault_anywhere(service)


def test_whatsapp_admin_ingest_refuses_links_out_of_the_inbox(service: Service, graph_api: GraphAPIStub) -> None:
    _plant_links(service, "wa")
    service.whatsapp(ADMIN, "/ingest wa", "wamid.files-ingest-wa")
    assert graph_api.wait_for(lambda: any("done" in (r.text or "") for r in graph_api.sent_to(ADMIN)), timeout=240)
    reply = next(r.text for r in graph_api.sent_to(ADMIN) if "done" in (r.text or ""))
    assert "Refused (2)" in reply and "leak.md" in reply, reply
    _no_vault_anywhere(service)


# -- item 10: decompression bombs ---------------------------------------------------------------------


def _peak_mb(pid: int) -> float:
    """The process's peak resident memory (VmHWM) in MB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    raise AssertionError("no VmHWM")


def test_an_uploaded_decompression_bomb_is_refused_without_the_memory(service: Service, tmp_path: Path) -> None:
    """Before: pdfplumber inflated both 300 MB pages inside the service (its peak grew by hundreds of MB)
    and the job's error was pypdf's LimitReachedError, found only afterwards."""
    from tests.loaders.test_pdf_budget import bomb_pdf

    bomb = bomb_pdf(tmp_path / "bomb.pdf", 300, pages=2)
    assert bomb.stat().st_size < 1_000_000
    before = _peak_mb(service.process.pid)
    job = service.upload([("bomb.pdf", bomb.read_bytes())], source="bombs")
    assert job["status"] == "done" and job["report"]["documents"] == 0, job
    [error] = job["report"]["errors"]
    assert "bomb.pdf" in error and "inflates to more than 64 MB" in error and "STRATA_PDF_MAX_PAGE_MB" in error, error
    grew = _peak_mb(service.process.pid) - before
    assert grew < 100, f"the service's peak memory grew by {grew:.0f} MB"
    light = bomb_pdf(tmp_path / "light.pdf", 1)  # a PDF within budget still ingests (parsed in the capped child)
    job = service.upload([("light.pdf", light.read_bytes())], source="bombs")
    assert job["status"] == "done" and job["report"]["documents"] == 1, job
