"""SPBE passages beyond the named indicator must state what was asked (issue 17), on the real stores.

The corpus: the aspect "Penerapan Manajemen SPBE" described in general. For indicator 26, one of the aspect's, a
question the aspect's text answers (how often the score is reported) warns from it; a question it says nothing
of (the evidence required) is an abstention, not a warning quoting the aspect.
"""

from __future__ import annotations

from typing import Iterator

import pytest

from engine import Engine

DOCS = {
    "aspek_manajemen.md": """# Aspek Penerapan Manajemen SPBE

The aspect Penerapan Manajemen SPBE covers how an agency runs risk management, information security, data,
ICT assets, staff competence, knowledge and change management. Its score is reported to the ministry once a
year together with the other aspects of the Manajemen SPBE domain.
""",
}


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    corpus = tmp_path_factory.mktemp("spbe-answerability-corpus")
    for name, text in DOCS.items():
        (corpus / name).write_text(text, encoding="utf-8")
    with Engine.open(tmp_path_factory.mktemp("spbe-answerability") / "data") as opened:
        opened.load_spbe(progress=False)
        report = opened.ingest([corpus], source="test", progress=False)
        assert report.documents == len(DOCS) and not report.errors
        yield opened


def test_the_aspects_text_that_states_it_warns_for_an_indicator_of_the_aspect(engine: Engine) -> None:
    answer = engine.ask("How often is the score for Indikator 26 reported to the ministry?")
    assert (answer.decision, answer.relation) == ("warn", "broader"), answer.explanation
    assert answer.citations and answer.citations[0].doc_id == "test:aspek_manajemen.md"


def test_the_aspects_general_text_does_not_answer_what_it_does_not_state(engine: Engine) -> None:
    answer = engine.ask("What evidence of change management does Indikator 26 require?")
    assert answer.decision == "abstain", answer.explanation
    assert not answer.citations
