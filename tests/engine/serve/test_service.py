"""The HTTP service for real: uvicorn on loopback over a real engine (embedded stores, MiniLM)."""

from __future__ import annotations

import json
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any, Iterator

import pytest

from engine import Config, Engine
from engine.serve.app import create_app
from engine.serve.uploads import safe_file_name, unique_name
from graph.errors import InputError
from tests.support.serve import running

TOKEN = "admin-test-token-5f2c"


def call(base: str, method: str, path: str, body: Any = None, *, token: str | None = None,
         headers: dict | None = None, raw: bytes | None = None) -> tuple[int, Any]:
    data = raw if raw is not None else (json.dumps(body).encode() if body is not None else None)
    request = urllib.request.Request(base + path, data=data, method=method, headers=headers or {})
    if body is not None and raw is None:
        request.add_header("Content-Type", "application/json")
    if token:
        request.add_header("Authorization", f"Bearer {token}")
    try:
        with urllib.request.urlopen(request, timeout=120) as response:
            return response.status, json.loads(response.read() or b"null")
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"null")


def multipart(files: dict[str, bytes], fields: dict[str, str] | None = None) -> tuple[bytes, dict]:
    boundary = "strata-test-boundary"
    parts = []
    for name, value in (fields or {}).items():
        parts.append(f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'.encode())
    for filename, content in files.items():
        parts.append(f'--{boundary}\r\nContent-Disposition: form-data; name="files"; filename="{filename}"\r\n'
                     f"Content-Type: application/octet-stream\r\n\r\n".encode() + content + b"\r\n")
    body = b"".join(parts) + f"--{boundary}--\r\n".encode()
    return body, {"Content-Type": f"multipart/form-data; boundary={boundary}"}


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    data = tmp_path_factory.mktemp("service") / "data"
    config = Config.load(data, admin_token=TOKEN, max_upload_mb=0.05)
    with Engine.open(config) as opened:
        opened.load_spbe(progress=False)
        opened.load_admissions(progress=False)
        opened.load_places(countries=["US"], min_population=20000, progress=False)
        yield opened


@pytest.fixture(scope="module")
def base(engine: Engine) -> Iterator[str]:
    with running(create_app(engine)) as url:
        yield url


def _wait(base: str, job_id: str) -> dict:
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        status, job = call(base, "GET", f"/jobs/{job_id}", token=TOKEN)
        assert status == 200
        if job["status"] in ("done", "failed"):
            return job
        time.sleep(0.2)
    raise AssertionError(f"job {job_id} did not finish")


def test_the_model_is_loaded_before_the_first_question(base: str, engine: Engine) -> None:
    """The question pipeline loads the model only when a question embeds (issue 19); a service must not make
    its first passage question wait for it. Runs first: nothing has asked anything yet."""
    assert engine._embedder is not None


def test_health_and_detailed_health_report_each_part(base: str) -> None:
    assert call(base, "GET", "/health") == (200, {"status": "ok"})
    status, body = call(base, "GET", "/health/detailed")
    assert status == 200 and body["status"] == "ok"
    for part in ("graph", "vectors", "embedding"):
        assert body["parts"][part]["status"] == "up" and body["parts"][part]["latency_ms"] >= 0
    assert body["parts"]["llm"]["status"] == "not configured"


def test_ask_returns_the_answer_contract(base: str) -> None:
    status, answer = call(base, "POST", "/ask", {"question": "What was the MBC cutoff for CSE at CEG in 2024?"})
    assert status == 200 and answer["decision"] == "answer" and answer["route"] == "admissions"
    assert answer["citations"][0]["doc_id"] == "data:tnea_sample_illustrative.csv"
    assert {"decision", "answer", "citations", "retrieved", "scope", "relation", "route", "timings"} <= set(answer)
    status, error = call(base, "POST", "/ask", {"question": ""})
    assert status == 400 and "empty" in error["error"]
    status, error = call(base, "POST", "/ask", {"nothing": 1})
    assert status == 400 and "question" in error["error"]


def test_admin_routes_need_the_token(base: str) -> None:
    assert call(base, "POST", "/cypher", {"query": "RETURN 1 AS x"})[0] == 401
    assert call(base, "POST", "/cypher", {"query": "RETURN 1 AS x"}, token="wrong")[0] == 401
    assert call(base, "POST", "/cypher", {"query": "RETURN 1 AS x"}, token=TOKEN) == (200, {"rows": [{"x": 1}],
                                                                                          "count": 1})


def test_cypher_is_read_only_parameterised_and_bounded(base: str, engine: Engine) -> None:
    before = engine.stats()["nodes"]
    status, error = call(base, "POST", "/cypher", {"query": "CREATE (:Injected {x: 1})"}, token=TOKEN)
    assert status == 403 and "read-only" in error["error"]
    assert engine.stats()["nodes"] == before
    status, body = call(base, "POST", "/cypher", {"query": "MATCH (i:Indicator) WHERE i.number <= $n RETURN i.id AS id",
                                                  "params": {"n": 47}, "limit": 5}, token=TOKEN)
    assert status == 200 and body["count"] == 5
    assert call(base, "POST", "/cypher", {"query": "MATCH (n RETURN n"}, token=TOKEN)[0] == 400


def test_ingest_upload_runs_a_job_and_stats_show_it(base: str, tmp_path: Path) -> None:
    _, before = call(base, "GET", "/stats")
    body, headers = multipart({"../../etc/evil notice.md": b"# Paradise notice\n\nResidents of Paradise, California "
                                                          b"must clear gutters before fire season.\n"},
                              {"source": "uploads"})
    status, job = call(base, "POST", "/ingest", raw=body, headers=headers, token=TOKEN)
    assert status == 202 and job["status"] in ("queued", "running") and job["files_total"] == 1
    done = _wait(base, job["id"])
    assert done["status"] == "done" and done["files_done"] == 1 and done["report"]["documents"] == 1
    _, after = call(base, "GET", "/stats")
    assert after["documents"] == before["documents"] + 1 and after["chunks"] > before["chunks"]
    status, answer = call(base, "POST", "/ask", {"question": "What must residents of Paradise, California clear?"})
    assert answer["citations"] and answer["citations"][0]["doc_id"] == "uploads:evil notice.md"  # name sanitised
    assert call(base, "GET", "/jobs/nope", token=TOKEN)[0] == 404


def test_ingest_refuses_paths_outside_the_inbox_and_oversized_uploads(base: str, engine: Engine) -> None:
    status, error = call(base, "POST", "/ingest", {"path": "../../etc/passwd"}, token=TOKEN)
    assert status == 400 and "outside the ingest folder" in error["error"]
    body, headers = multipart({"big.md": b"# Big\n\n" + b"word " * 20_000})
    status, error = call(base, "POST", "/ingest", raw=body, headers=headers, token=TOKEN)
    assert status == 413 and "big.md" in error["error"]
    assert not any((engine.config.data_dir / "uploads").glob("*/big.md"))


def test_ingest_a_path_inside_the_inbox(base: str, engine: Engine) -> None:
    inbox = engine.config.inbox
    inbox.mkdir(parents=True, exist_ok=True)
    (inbox / "chico.md").write_text("# Chico notice\n\nChico, California opens cooling centres in July.\n")
    status, job = call(base, "POST", "/ingest", {"path": "chico.md", "source": "inbox"}, token=TOKEN)
    assert status == 202 and _wait(base, job["id"])["report"]["documents"] == 1


def test_admin_routes_are_disabled_without_a_token(tmp_path: Path) -> None:
    with Engine.open(Config.load(tmp_path / "data")) as bare:
        with running(create_app(bare, warm=False)) as url:
            status, error = call(url, "POST", "/cypher", {"query": "RETURN 1"}, token="anything")
            assert status == 403 and "STRATA_ADMIN_TOKEN" in error["error"]


def test_detailed_health_is_503_when_the_graph_store_is_down(tmp_path: Path) -> None:
    with Engine.open(Config.load(tmp_path / "data")) as doomed:
        with running(create_app(doomed, warm=False)) as url:
            doomed.graph.close()  # the embedded server stops: the store is down
            status, body = call(url, "GET", "/health/detailed")
            assert status == 503 and "graph" in body["down"] and body["parts"]["graph"]["status"] == "down"
            assert call(url, "GET", "/health")[0] == 200  # liveness is the process, not its parts


def test_openapi_schema_lists_the_routes(base: str) -> None:
    status, schema = call(base, "GET", "/openapi.json")
    assert status == 200
    assert {"/ask", "/stats", "/health", "/health/detailed", "/ingest", "/jobs/{job_id}", "/cypher"} <= set(schema["paths"])


@pytest.mark.parametrize("name, expected", [("../../etc/passwd", "passwd"), ("a\\b\\report.pdf", "report.pdf"),
                                            ("notice (1).md", "notice _1_.md"), ("ok-name_2.md", "ok-name_2.md")])
def test_upload_names_are_sanitised(name: str, expected: str) -> None:
    assert safe_file_name(name) == expected


@pytest.mark.parametrize("name, expected", [("வி\u0ba4\u0bbfகள்.md", "விதிகள்.md"), ("Pedoman Évaluasi.pdf", "Pedoman Évaluasi.pdf"),
                                            ("E\u0301tude.md", "\u00c9tude.md"), ("規則.txt", "規則.txt")])
def test_upload_names_keep_letters_of_every_script(name: str, expected: str) -> None:
    assert safe_file_name(name) == expected  # NFC: a name typed on macOS (NFD) is the same name


def test_long_upload_names_fit_the_file_system_and_equal_names_get_a_number() -> None:
    long = safe_file_name("த" * 300 + ".pdf")
    assert long.endswith(".pdf") and len(long.encode("utf-8")) <= 200
    taken: set[str] = set()
    assert [unique_name(n, taken) for n in ("a.md", "a.md", "A.md", "b.md")] == ["a.md", "a-2.md", "A-3.md", "b.md"]


def test_an_unusable_upload_name_is_refused() -> None:
    with pytest.raises(InputError):
        safe_file_name("../..")
