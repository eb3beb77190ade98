"""BM25 of a few children from the postings (engine/pipeline/postings.py, issue 19) is bm25s's own score, bit
for bit, on random corpora and queries: the walked scopes' children ranked either way rank the same."""

from __future__ import annotations

import bm25s
import numpy as np
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from engine.pipeline.postings import scoped_cheaper, scoped_scores

WORDS = [f"w{i}" for i in range(40)]  # few words: long postings, repeated tokens, many equal scores


@st.composite
def corpora(draw) -> tuple[list[list[str]], list[list[str]], np.ndarray]:
    """Documents (some empty), queries (repeats, unknown words) and a sorted set of wanted children."""
    words = st.sampled_from(WORDS[:draw(st.integers(2, len(WORDS)))])
    docs = draw(st.lists(st.lists(words, max_size=12), min_size=1, max_size=120))
    queries = draw(st.lists(st.lists(st.one_of(words, st.just("unknown")), min_size=1, max_size=6),
                            min_size=1, max_size=4))
    wanted = draw(st.sets(st.integers(0, len(docs) - 1), max_size=len(docs)))
    return docs, queries, np.asarray(sorted(wanted), dtype=np.int64)


@settings(max_examples=300, deadline=None)
@given(corpora())
def test_scores_from_the_postings_are_bm25s_scores_bit_for_bit(case) -> None:
    docs, queries, wanted = case
    assume(any(docs))  # bm25s cannot index a corpus without a word
    index = bm25s.BM25()
    index.index(bm25s.tokenize([" ".join(d) for d in docs], stopwords=None, show_progress=False),
                show_progress=False)
    scores = index.scores
    for query in queries:
        ids = index.get_tokens_ids(query)
        everything = index.get_scores_from_ids(ids)  # bm25s's own scoring, every child
        got = scoped_scores(scores["data"], scores["indices"], scores["indptr"], ids, wanted, np.dtype(index.dtype))
        assert got.dtype == everything.dtype
        assert got.tobytes() == everything[wanted].tobytes(), query


def test_the_postings_of_a_token_are_sorted_by_child() -> None:
    """The lookup's binary searches need it; bm25s's CSC matrix (scipy or numpy backend) keeps it."""
    texts = [" ".join(WORDS[(i * 7 + j) % len(WORDS)] for j in range(i % 9)) for i in range(500)]
    for backend in ("scipy", "numpy"):
        index = bm25s.BM25(csc_backend=backend)
        index.index(bm25s.tokenize(texts, stopwords=None, show_progress=False), show_progress=False)
        indices, indptr = index.scores["indices"], index.scores["indptr"]
        for token in range(len(indptr) - 1):
            assert np.all(np.diff(indices[indptr[token]:indptr[token + 1]]) > 0), (backend, token)


def test_the_cost_model_looks_up_few_children_in_long_postings_of_a_large_corpus() -> None:
    assert scoped_cheaper(200, [100_000, 300_000, 5_000], 1_000_000)  # a town's passages, common words
    assert scoped_cheaper(2_000, [30_000, 5_000, 120], 1_000_000)
    assert not scoped_cheaper(16_000, [20_000, 50_000, 3_000, 100_000], 300_000)  # a state's: bm25s
    assert not scoped_cheaper(50_000, [300_000, 200_000, 100_000], 1_000_000)
    assert not scoped_cheaper(100, [900, 700, 50], 2_000)  # a small corpus: bm25s's few calls cost less
