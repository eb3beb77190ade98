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


def test_page_labels_name_the_span_of_a_passage() -> None:
    from engine.models import Citation, page_label
    from engine.serve.whatsapp.formatting import number_markers, source_lines

    assert page_label(1, [1, 2]) == "pp. 1–2" and page_label(3, [3]) == "p. 3" and page_label(4, []) == "p. 4"
    assert page_label(None, []) is None and page_label(2, [4, 2, 3]) == "pp. 2–4"
    cited = Citation(doc_id="test:a.pdf", chunk_id="c1", page=1, pages=[1, 2])
    assert cited.model_dump()["page"] == 1 and cited.model_dump()["page_label"] == "pp. 1–2"
    _, number_of = source_lines([cited])
    assert number_markers("Opens at seven. [test:a.pdf, pp. 1–2]", number_of) == "Opens at seven. [1]"
