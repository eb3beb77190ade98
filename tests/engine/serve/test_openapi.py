"""The service's OpenAPI schema types every success response, and the Answer JSON is sent as
``Answer.contract()`` builds it (a response model documents it, never reshapes it).

The service runs for real (uvicorn on loopback) over an engine on an empty data directory: the
schema does not need data, and the contract test gives the engine one crafted answer.
"""

from __future__ import annotations

import math
from typing import Any, Iterator

import httpx
import pydantic_core
import pytest
from fastapi import FastAPI

from engine import Config, Engine
from engine.models import Anchor, Answer, Citation, Evidence
from engine.serve.app import create_app
from tests.support.serve import running

HTTP_METHODS = {"get", "put", "post", "delete", "patch", "head", "options", "trace"}


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    with Engine.open(Config.load(tmp_path_factory.mktemp("openapi") / "data")) as opened:
        yield opened


@pytest.fixture(scope="module")
def base(engine: Engine) -> Iterator[str]:
    with running(create_app(engine, warm=False)) as url:
        yield url


def typed(schema: dict[str, Any], components: dict[str, Any]) -> bool:
    """A schema that says what the body holds: a model with properties, a typed value, or a union of
    those; not ``{}`` and not a bare ``{"type": "object", "additionalProperties": true}``."""
    if "$ref" in schema:
        return typed(components[schema["$ref"].rsplit("/", 1)[-1]], components)
    for union in ("anyOf", "oneOf", "allOf"):
        if union in schema:
            return all(typed(part, components) for part in schema[union])
    if schema.get("type") == "object":
        return bool(schema.get("properties"))
    return bool(schema.get("type"))


def untyped_responses(schema: dict[str, Any]) -> list[str]:
    """``METHOD path code`` of every success response without a typed schema."""
    components = schema.get("components", {}).get("schemas", {})
    problems = []
    for path, operations in schema["paths"].items():
        for method, operation in operations.items():
            if method not in HTTP_METHODS:
                continue
            success = {code: r for code, r in operation["responses"].items() if code.startswith("2")}
            if not success:
                problems.append(f"{method.upper()} {path}: no success response")
            for code, response in success.items():
                contents = response.get("content") or {}
                if not contents or not all(typed(c.get("schema") or {}, components) for c in contents.values()):
                    problems.append(f"{method.upper()} {path} {code}")
    return problems


def test_every_route_has_a_typed_success_response(base: str) -> None:
    schema = httpx.get(f"{base}/openapi.json", timeout=30).json()
    assert len([m for ops in schema["paths"].values() for m in ops]) >= 15  # core, WhatsApp and explorer routes
    assert not untyped_responses(schema), untyped_responses(schema)


def test_the_check_catches_an_untyped_route() -> None:
    app = FastAPI()

    @app.get("/loose")
    def loose() -> dict[str, Any]:
        return {}

    @app.get("/bare")
    def bare():
        return {}

    assert untyped_responses(app.openapi()) == ["GET /loose 200", "GET /bare 200"]


def crafted_answer() -> Answer:
    """An answer with every field set, a NaN and infinities where the contract writes null."""
    return Answer(question="Gate hours?", standalone_question="Gate hours?", decision="warn",
                  answer="Closes at 9:30 pm. [notes.md, p. 2]", relation="broader", explanation="broader scope",
                  citations=[Citation(doc_id="notes.md", chunk_id="c1", page=2, pages=[2], node_ids=["gn:1"])],
                  retrieved=["notes.md"], route="place", session_id="s1", notes=["a note"],
                  scope=[Anchor(id="gn:1", kind="place", name="Paradise", how="gazetteer", confidence=0.9)],
                  evidence=[Evidence(chunk_id="c1", doc_id="notes.md", text="Closes at 9:30 pm.", score=0.5,
                                     cosine=math.nan, delta=math.inf)],
                  timings={"total": 12.5, "embed": math.nan})


def test_ask_sends_the_answer_contract_untouched(base: str, engine: Engine,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    answer = crafted_answer()
    monkeypatch.setattr(engine, "ask", lambda question, session_id=None: answer)
    response = httpx.post(f"{base}/ask", json={"question": "Gate hours?"}, timeout=30)
    assert response.status_code == 200 and response.headers["content-type"] == "application/json"
    assert response.content == pydantic_core.to_json(answer.contract())
    body = response.json()
    assert list(body) == list(Answer.model_fields)  # every field, in order; none added or dropped
    assert body["evidence"][0]["cosine"] is None and body["evidence"][0]["delta"] is None
    assert body["timings"] == {"total": 12.5, "embed": None}


def test_redoc_is_off_and_docs_pages_are_not_in_the_schema(base: str) -> None:
    schema = httpx.get(f"{base}/openapi.json", timeout=30).json()
    assert not [path for path in schema["paths"] if path.startswith("/docs")]
    assert httpx.get(f"{base}/redoc", timeout=30).status_code == 404  # it would load ReDoc from a CDN
