"""A data directory whose embedded vector store another process holds (issue 20 item 12).

qdrant-edge lets one process open the vector store. Before the fix a second `strata serve` on the same data
directory started, said `/health` ok, and answered every `/ask` with a 400 carrying the shard's path (and
WhatsApp students got that text as their answer); a CLI command beside a service failed deep in the store.
Now: a second service refuses to start naming the first; the CLI stops at once naming the service's port and
`POST /ingest`; a held store is a 503 (WhatsApp: "temporarily unavailable") that names no path.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Iterator

import httpx
import pytest

from engine import Config, Engine
from engine.serve.app import create_app
from engine.serve.whatsapp.payload import sign
from engine.serve.whatsapp.channel import UNAVAILABLE
from engine.stores.vectors import EdgeVectorStore
from tests.engine.test_cli import strata, strata_loading
from tests.support.graph_api_stub import GraphAPIStub
from tests.support.serve import Served, healthy_or_exited, running, serving, start_serve, stop

QUESTION = "What should an emergency kit contain?"
KIT = "# Household emergency kit\n\nKeep water for three days, food, a flashlight and spare batteries.\n"


def loaded_data(root: Path) -> Path:
    """A data directory with the admissions rows and one ingested document (so it has vectors)."""
    data, corpus = root / "data", root / "corpus"
    corpus.mkdir()
    (corpus / "kit.md").write_text(KIT, encoding="utf-8")
    with Engine.open(Config.load(data, llm_base_url=None, llm_fallback_urls=None)) as engine:
        engine.load_admissions(progress=False)
        engine.ingest([corpus], source="kit", progress=False)
    return data


@pytest.fixture(scope="module")
def service(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Served, Path]]:
    root = tmp_path_factory.mktemp("held")
    data = loaded_data(root)
    with serving(data, root / "first.log") as served:
        assert httpx.post(f"{served.url}/ask", json={"question": QUESTION}, timeout=120).status_code == 200
        yield served, data


def test_a_second_service_on_the_same_data_refuses_to_start_naming_the_first(
        service: tuple[Served, Path], tmp_path: Path) -> None:
    first, data = service
    process, port = start_serve(data, tmp_path / "second.log")
    try:
        started = healthy_or_exited(process, port)
        if started:  # the old behaviour: healthy, and every question a 400 naming the shard's path
            answer = httpx.post(f"http://127.0.0.1:{port}/ask", json={"question": QUESTION}, timeout=120)
            pytest.fail(f"a second service started on the same data: /ask -> {answer.status_code} {answer.text}")
    finally:
        stop(process, tmp_path / "no-graph-server-of-its-own")
    said = (tmp_path / "second.log").read_text()
    assert process.returncode == 1, said
    assert f"pid {first.process.pid}" in said and f"port {first.port}" in said and "already serves" in said, said
    assert "Traceback" not in said
    again = httpx.post(f"{first.url}/ask", json={"question": QUESTION}, timeout=120)
    assert again.status_code == 200 and again.json()["decision"] == "answer"  # the first one is untouched


def test_the_cli_beside_a_service_names_its_port_and_post_ingest(service: tuple[Served, Path],
                                                                 tmp_path: Path) -> None:
    first, data = service
    (tmp_path / "more.md").write_text("# More\n\nCandles and matches.\n", encoding="utf-8")
    for args in (("ask", QUESTION), ("ingest", str(tmp_path / "more.md"))):
        result = strata(*args, "--data", str(data), cwd=tmp_path, check=False)
        said = " ".join(result.stderr.split())
        assert result.returncode == 1, (args, result.stdout, result.stderr)
        assert f"pid {first.process.pid}" in said and f"port {first.port}" in said, said
        assert "POST /ingest" in said and f"http://127.0.0.1:{first.port}" in said, said


def test_the_cli_beside_another_holder_stops_before_loading_anything_heavy(tmp_path: Path) -> None:
    """Issue 19: held by a process that is no `strata serve` (no serve.json), `strata ask` built the gazetteer and
    loaded the model (about 20 s) before finding the store held, and a graph question answered anyway. It now
    stops once the store opens, naming the way out, with neither spaCy nor the model imported."""
    data = loaded_data(tmp_path)
    holder = EdgeVectorStore(data / "vectors")
    holder.count()
    try:
        for question in (QUESTION, "What is the cutoff for CSE at college 1 for OC?"):
            result, heavy = strata_loading("ask", question, "--data", str(data), cwd=tmp_path, check=False)
            said = " ".join(result.stderr.split())
            assert result.returncode == 1, (question, result.stdout, result.stderr)
            assert "open in another process" in said and "POST /ask" in said and "Traceback" not in said, said
            assert heavy == set(), (question, heavy)
    finally:
        holder.close()


def test_a_held_store_is_a_503_without_a_path_and_whatsapp_says_unavailable(tmp_path: Path) -> None:
    data = loaded_data(tmp_path)
    holder = EdgeVectorStore(data / "vectors")
    holder.count()  # this store object holds the shard, as another process would
    sender = "6281234567890"
    with GraphAPIStub(access_token="t") as graph_api:
        config = Config.load(data, llm_base_url=None, llm_fallback_urls=None, whatsapp_app_secret="s",
                             whatsapp_access_token="t", whatsapp_phone_number_id="1", whatsapp_api_base=graph_api.url)
        try:
            with Engine.open(config) as engine, running(create_app(engine, warm=False)) as url:
                asked = httpx.post(f"{url}/ask", json={"question": QUESTION}, timeout=120)
                message = {"from": sender, "id": "wamid.held-1", "timestamp": "1700000000", "type": "text",
                           "text": {"body": QUESTION}}
                raw = json.dumps({"object": "whatsapp_business_account", "entry": [{"id": "1", "changes": [
                    {"field": "messages", "value": {"messaging_product": "whatsapp",
                                                    "metadata": {"phone_number_id": "1"},
                                                    "messages": [message]}}]}]}).encode()
                hook = httpx.post(f"{url}/webhook", content=raw, timeout=30, headers={
                    "Content-Type": "application/json", "X-Hub-Signature-256": sign("s", raw)})
                assert hook.status_code == 200
                replies = graph_api.wait_delivered(sender)
        finally:
            holder.close()
    assert asked.status_code == 503, asked.text
    assert "open in another process" in asked.json()["error"] and str(tmp_path) not in asked.text
    assert replies == [UNAVAILABLE]
