"""A one-shot ``strata ask`` loads only what its answer needs (issue 19).

A graph answer in a fresh process took 10-23 s: the embedding model (torch, sentence-transformers) loaded
for every question, though an SPBE fact or a cutoff is read from the graph, and every process built the
place gazetteer with spaCy (which imports torch too). A passage answer now embeds its question in numpy. Each test runs the real CLI in a fresh process that
reports, at exit, which heavy modules it imported.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine import Config, Engine
from tests.engine.test_cli import strata_loading

KIT = "# Household emergency kit\n\nKeep water for three days, food, a flashlight and spare batteries.\n"


@pytest.fixture(scope="module")
def data(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """SPBE loaded and one document ingested (which builds the gazetteer and keeps it in the data
    directory): both kinds of answer are possible."""
    root = tmp_path_factory.mktemp("cold")
    (root / "corpus").mkdir()
    (root / "corpus" / "kit.md").write_text(KIT, encoding="utf-8")
    with Engine.open(Config.load(root / "data", llm_base_url=None, llm_fallback_urls=None)) as engine:
        engine.load_spbe(progress=False)
        engine.ingest([root / "corpus"], source="kit", progress=False)
    return root / "data"


def test_a_graph_answer_never_loads_the_embedding_model(data: Path, tmp_path: Path) -> None:
    result, heavy = strata_loading("ask", "Which aspect does SPBE indicator 12 belong to?", "--json",
                                   "--data", str(data), cwd=tmp_path)
    answer = json.loads(result.stdout)
    assert answer["trace"]["answerer"] == "spbe-facts" and answer["decision"] == "answer", answer
    assert heavy == set(), heavy  # no model, and the gazetteer read from the data directory: no spaCy


def test_a_passage_answer_embeds_its_question_without_torch(data: Path, tmp_path: Path) -> None:
    """The question is embedded by the numpy MiniLM (engine/stores/bert_numpy.py): the same vector,
    without the seconds torch and sentence-transformers take to import."""
    result, heavy = strata_loading("ask", "What should an emergency kit contain?", "--json", "--data", str(data),
                                   cwd=tmp_path)
    answer = json.loads(result.stdout)
    assert answer["trace"]["answerer"] == "passages" and answer["citations"], answer
    assert answer["citations"][0]["doc_id"].startswith("kit"), answer["citations"]
    assert heavy == set(), heavy
