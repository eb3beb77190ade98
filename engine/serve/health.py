"""``GET /health/detailed``'s checks: each part up or down with its latency, never raising.

Graph store, vector store and embedding model are required; the LLM endpoint is optional (without
one, answers are extractive). Documents whose ingest was interrupted (a crash, a kill) make the
service ``degraded``: questions answer from their last finished version until their files are
ingested again.
"""

from __future__ import annotations

import time
from typing import Any, Callable

import httpx

from engine.api import Engine
from engine.redact import redact_paths, redact_text, redact_url


def _timed(check: Callable[[], Any], *, required: bool) -> dict[str, Any]:
    started = time.perf_counter()
    try:
        detail = check()
        status, error = "up", None
    except Exception as exc:  # a health check reports, it never raises
        status, detail, error = "down", None, f"{type(exc).__name__}: {exc}"
    part = {"status": status, "latency_ms": round((time.perf_counter() - started) * 1000, 2), "required": required}
    if detail is not None:
        part["detail"] = detail
    if error:
        part["error"] = redact_text(error)  # a store's URL in its error keeps no credentials
    return part


def detailed_health(engine: Engine, *, admin: bool = False) -> dict[str, dict[str, Any]]:
    """Graph store, vector store, embedding model (required) and the LLM endpoint (optional).
    Server paths (the data directory, a local model) are shown to ``admin`` only."""
    parts = _checks(engine)
    if not admin:
        for part in parts.values():
            for key in ("detail", "error"):
                if isinstance(part.get(key), str):
                    part[key] = redact_paths(part[key])
    return parts


def _checks(engine: Engine) -> dict[str, dict[str, Any]]:
    config = engine.config
    parts = {
        "graph": _timed(lambda: (engine.graph.ping(), redact_url(config.graph_url or "") or "embedded FalkorDB")[1],
                        required=True),
        "vectors": _timed(lambda: {"points": engine.vectors.count(), "backend": engine.vectors.backend}, required=True),
        "embedding": _timed(lambda: (engine.embedder.encode_query(["health"]), engine.embedder.name)[1], required=True),
    }
    if config.llm_urls:
        parts["llm"] = _timed(lambda: _llm_reachable(config.llm_urls, config.llm_timeout_s), required=False)
    else:
        parts["llm"] = {"status": "not configured", "required": False,
                        "detail": "extractive answers (set STRATA_LLM_URL or OPENAI_BASE_URL to generate)"}
    return parts


def interrupted_documents(engine: Engine) -> list[dict[str, Any]]:
    """Documents left ``writing`` (cypher/common/documents_unfinished.cypher); call it only while no ingest
    job runs in this service, else the document being written would look interrupted. Never raises."""
    try:
        return [{"doc_id": row["doc_id"], "path": row["path"], "source": row["source"]}
                for row in engine.graph.run("documents_unfinished")]
    except Exception:  # a health check reports, it never raises; the graph part says why
        return []


def _llm_reachable(urls: list[str], timeout: float) -> str:
    """The first endpoint whose /models answers (any HTTP answer means reachable), named without the
    credentials its URL may carry (``user:password@``, a key in the query string)."""
    failures = []
    for url in urls:
        base = httpx.URL(url)
        try:  # httpx sends the URL's user:password as basic auth and keeps its query, as the openai client does
            httpx.get(base.copy_with(path=base.path.rstrip("/") + "/models"), timeout=min(timeout, 3.0))
            return redact_url(url)  # it answered (401 without a key is still "up")
        except Exception as exc:
            failures.append(f"{redact_url(url)}: {redact_text(str(exc), [url])}")
    raise ConnectionError("; ".join(failures))
