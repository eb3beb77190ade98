"""LLM endpoint faults on a real engine: every fault falls back to the extractive answer and says why.

The endpoint is tests/support/llm_stub.py (a real HTTP server on loopback) or a closed port. Client-level
behaviour that tests/engine/pipeline/test_llm.py already checks (fallback to a second endpoint, HTTP 500/429/401 on
the client, the key never shown, a timeout on the client, malformed JSON replies) is not repeated;
this module checks what the *engine* does with each fault: no exception, the same decision and
citations as with no LLM at all, a note naming the cause, and time bounded by the configured timeout.
"""

from __future__ import annotations

import json
import time
from typing import Iterator

import pytest

from engine import Config, Engine
from engine.pipeline.llm import LLMClient
from engine.models import Answer
from tests.support.llm_stub import LLMStub, Reply, closed_port_url, completion_body, llm_attached
from tests.engine.test_engine import DOCS, engine_with

QUESTION = "Which roads are the evacuation routes in Paradise, California?"
TIMEOUT_S = 0.5
LLM_CALLS = 2  # query variants, then the answer: each may wait out the timeout once
FAKE_ID = "e" * 64

# fault -> (what the stub answers, words the note must contain)
FAULTS: dict[str, tuple[Reply | None, str]] = {
    "connection refused": (None, "connection failed"),
    "connection dropped": (Reply(drop=True), "connection failed"),
    "slow (beyond the timeout)": (Reply('{"answer": "late"}', delay=5.0), "timed out after 0.5 s"),
    "HTTP 500": (Reply(status=500), "HTTP 500"),
    "HTTP 503": (Reply(status=503), "HTTP 503"),
    "invalid JSON body": (Reply(raw=b"<html><body>502 Bad Gateway</body></html>"), "unusable reply"),
    "empty body": (Reply(raw=b""), "unusable reply"),
    "valid JSON, no choices": (Reply(raw=completion_body(choices=[])), "not a chat completion"),
    "valid JSON, null content": (Reply(raw=completion_body(choices=[{"index": 0, "finish_reason": "stop",
                                                                     "message": {"role": "assistant",
                                                                                 "content": None}}])),
                                 "not a chat completion"),
    "empty content": (Reply(content=""), "not a JSON object"),
    "non-JSON content": (Reply(content="Leave by Highway 99."), "not a JSON object"),
    "JSON of the wrong shape": (Reply(content='{"text": "Leave by Highway 99."}'), "no \"answer\" text"),
    "citations to ids not in the context": (Reply(content=json.dumps({
        "answer": f"Leave by Highway 99 [{FAKE_ID}].", "citations": [FAKE_ID], "refused": False})),
        "cites ids not in the context"),
}


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    with engine_with(tmp_path_factory, DOCS, "llm-faults") as opened:
        yield opened


@pytest.fixture(scope="module")
def baseline(engine: Engine) -> Answer:
    """The answer with no LLM configured: what every fault must fall back to."""
    return engine.ask(QUESTION)


def _client(url: str) -> LLMClient:
    """The client the engine builds from its settings (STRATA_LLM_URL, STRATA_LLM_TIMEOUT_S)."""
    client = LLMClient.from_config(Config(llm_base_url=url, llm_api_key="sk-faults", llm_model="stub-model",
                                          llm_timeout_s=TIMEOUT_S))
    assert client is not None
    return client


def _ask_with_fault(engine: Engine, reply: Reply | None, **kwargs) -> tuple[Answer, float]:
    """Ask with every LLM request answered by ``reply`` (None: nothing listens); (answer, seconds)."""
    if reply is None:
        with llm_attached(engine, _client(closed_port_url())):
            started = time.monotonic()
            return engine.ask(QUESTION, **kwargs), time.monotonic() - started
    with LLMStub(lambda body: reply) as stub, llm_attached(engine, _client(stub.url)):
        started = time.monotonic()
        answer = engine.ask(QUESTION, **kwargs)
        elapsed = time.monotonic() - started
    assert stub.chat_requests, "the fault was never exercised"
    return answer, elapsed


@pytest.mark.parametrize("fault", list(FAULTS))
def test_each_fault_falls_back_to_the_extractive_answer_and_says_why(engine: Engine, baseline: Answer,
                                                                      fault: str) -> None:
    reply, cause = FAULTS[fault]
    answer, elapsed = _ask_with_fault(engine, reply)
    assert answer.generated_by == "extractive"
    assert (answer.decision, answer.answer) == (baseline.decision, baseline.answer)
    assert [c.chunk_id for c in answer.citations] == [c.chunk_id for c in baseline.citations]
    assert "Highway 99" not in answer.answer and FAKE_ID not in answer.answer
    [note] = [n for n in answer.notes if n.startswith("LLM generation failed")]
    assert cause in note and "extractive answer given instead" in note
    assert "sk-faults" not in json.dumps(answer.contract())
    assert elapsed < LLM_CALLS * TIMEOUT_S + 10  # bounded: no retries beyond one wait per call


def test_a_slow_endpoint_costs_at_most_the_timeout_per_call(engine: Engine, baseline: Answer) -> None:
    started = time.monotonic()
    engine.ask(QUESTION)
    no_llm = time.monotonic() - started
    _, slow = _ask_with_fault(engine, FAULTS["slow (beyond the timeout)"][0])
    assert slow < no_llm + LLM_CALLS * TIMEOUT_S + 2.0


def test_a_follow_up_rewrite_fault_answers_from_the_session_scope(engine: Engine) -> None:
    """The third LLM call (rewriting a follow-up) fails too: the deterministic rewrite is used."""
    session = "+62-faults"
    first, _ = _ask_with_fault(engine, Reply(status=503), session_id=session)
    with LLMStub(lambda body: Reply(status=503)) as stub, llm_attached(engine, _client(stub.url)):
        second = engine.ask("What about Chico?", session_id=session)
    assert first.generated_by == second.generated_by == "extractive"
    assert any(n.startswith("LLM rewrite failed") and "HTTP 503" in n for n in second.notes)
    assert second.decision in ("answer", "warn", "abstain")
