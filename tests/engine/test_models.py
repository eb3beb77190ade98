"""The Answer JSON is strict JSON: no NaN or Infinity, whatever the scope distances were."""

from __future__ import annotations

import json
import math

from engine.models import Answer, Evidence


def test_an_unreachable_scope_serialises_as_null() -> None:
    far = Evidence(chunk_id="c", doc_id="d", text="t", relation="unrelated", delta=math.inf)
    answer = Answer(question="q", standalone_question="q", decision="abstain", answer="", evidence=[far])
    text = json.dumps(answer.contract(), allow_nan=False)  # raises on inf
    assert json.loads(text)["evidence"][0]["delta"] is None
    assert far.delta == math.inf  # in Python the distance stays what it is
