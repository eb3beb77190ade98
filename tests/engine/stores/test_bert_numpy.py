"""The numpy MiniLM against sentence-transformers on the same shipped weights, and the embedder's use of it."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest

from engine.stores.bert_numpy import NumpyBert
from engine.stores.embed import Embedder, resolve_model

TEXTS = [
    "Which days may residents water lawns in Chico?",
    "bc cutoff for mechanical at coimbatore institute of technology 2024",
    "Indikator 7: kebijakan internal tata kelola data SPBE pada instansi pusat",
    "நீர் பாசனம் cutoff enna?",
    "",
    "A",
    # longer than the model's 256 word pieces: both must cut it at the same place
    "The county air district bans open burning of yard waste during the fire season. " * 40,
]


@pytest.fixture(scope="module")
def model_dir() -> Path:
    return resolve_model("all-MiniLM-L6-v2")[1]


def test_numpy_vectors_equal_sentence_transformers_vectors(model_dir: Path) -> None:
    from sentence_transformers import SentenceTransformer

    reference = SentenceTransformer(str(model_dir), device="cpu", local_files_only=True)
    expected = reference.encode(TEXTS, normalize_embeddings=True, convert_to_numpy=True)
    got = NumpyBert(model_dir).encode(TEXTS)
    assert got.shape == expected.shape == (len(TEXTS), 384)
    assert got.dtype == np.float32
    assert np.abs(got - expected).max() < 1e-5


def _copy_model(model_dir: Path, into: Path) -> Path:
    target = into / "model"
    shutil.copytree(model_dir, target)
    return target


@pytest.mark.parametrize("change", ["cls pooling", "not bert", "no tokenizer.json"])
def test_models_it_cannot_run_exactly_are_left_to_torch(model_dir: Path, tmp_path: Path, change: str) -> None:
    target = _copy_model(model_dir, tmp_path)
    assert NumpyBert.supports(target)
    if change == "cls pooling":
        pooling = json.loads((target / "1_Pooling/config.json").read_text())
        pooling.update(pooling_mode_cls_token=True, pooling_mode_mean_tokens=False)
        (target / "1_Pooling/config.json").write_text(json.dumps(pooling))
    elif change == "not bert":
        config = json.loads((target / "config.json").read_text())
        config["model_type"] = "roberta"
        (target / "config.json").write_text(json.dumps(config))
    else:
        (target / "tokenizer.json").unlink()
    assert not NumpyBert.supports(target)
    with pytest.raises(ValueError, match="not a BERT mean-pooling"):
        NumpyBert(target)


def test_a_question_is_embedded_without_importing_torch() -> None:
    """A one-shot question must not pay for torch: the embedder answers it in numpy, in a fresh process."""
    script = textwrap.dedent("""
        import sys
        from engine.stores.embed import Embedder
        embedder = Embedder.load()
        vectors = embedder.encode_query(["Which aspect does SPBE indicator 12 belong to?"])
        small = embedder.encode(["two texts", "of a small call"])
        print(vectors.shape, small.shape, "torch" in sys.modules, embedder.torch_loaded)
    """)
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=True)
    assert out.stdout.split("\n")[0] == "(1, 384) (2, 384) False False"


def test_bulk_calls_load_torch_and_agree_with_questions() -> None:
    embedder = Embedder.load()
    texts = [f"Rule {n}: no burning of vegetation in district {n} during August." for n in range(70)]
    bulk = embedder.encode(texts)  # more than NUMPY_MAX_TEXTS: torch
    assert embedder.torch_loaded
    one = embedder.encode_query(texts[:1])  # a question: still numpy
    assert np.abs(bulk[0] - one[0]).max() < 1e-5
