"""``GET /health/detailed``'s checks: each part up or down with its latency, never raising.

Graph store, vector store and embedding model are required; the LLM endpoint is optional (without
one, answers are extractive). Documents whose ingest was interrupted (a crash, a kill) make the
service ``degraded``: questions answer from their last finished version until their files are
ingested again.
"""

from __future__ import annotations

import time
import urllib.error
import urllib.request
from typing import Any, Callable

from engine.api import Engine
from engine.redact import redact_paths


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
        part["error"] = error
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
        "graph": _timed(lambda: (engine.graph.ping(), config.graph_url or "embedded FalkorDB")[1], required=True),
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
    """The first endpoint whose /models answers (any HTTP answer means reachable)."""
    failures = []
    for url in urls:
        try:
            urllib.request.urlopen(url.rstrip("/") + "/models", timeout=min(timeout, 3.0)).close()
            return url
        except urllib.error.HTTPError:
            return url  # it answered (401 without a key is still "up")
        except Exception as exc:
            failures.append(f"{url}: {exc}")
    raise ConnectionError("; ".join(failures))
