"""BM25 of a few children straight from a bm25s index's postings, and when that beats scoring every child.

bm25s keeps, per token, the sorted indexes of the children holding it and their precomputed BM25 terms
(a CSC matrix: ``indptr``, ``indices``, ``data``), and scores a query by adding each token's terms into a
float32 array the size of the corpus: linear in the corpus however few children the question's scopes hold
(issue 19: 15 ms a question at 1M children). Here only the wanted children's terms are looked up, added in
the same token order and precision, so every score is bit for bit bm25s's.
"""

from __future__ import annotations

import math

import numpy as np

# Cost model, in units of one posting added by bm25s: least squares over bench/lexical.py's per-query timings
# of both ways (900 queries at 10k, 100k and 300k children; docs/benchmarks.md, "BM25 over the walked scopes").
# bm25s pays a fixed cost, per child of the corpus (a zeroed float32 array) and per posting of the query's
# tokens; the lookup pays a fixed cost, per token (its numpy calls) and per looked-up entry (a binary search).
WHOLE_FIXED, WHOLE_PER_CHILD = 17_000.0, 0.071
SCOPED_FIXED, SCOPED_PER_TOKEN, SCOPED_PER_LOOKUP = 4_000.0, 11_300.0, 1.23


def scoped_cheaper(wanted: int, lengths: list[int], children: int) -> bool:
    """Whether looking ``wanted`` children up in the postings of ``lengths`` (one per query token) costs
    less than bm25s scoring all ``children``; decided from those sizes alone, before scoring."""
    whole = WHOLE_FIXED + WHOLE_PER_CHILD * children + sum(lengths)
    scoped = SCOPED_FIXED + sum(SCOPED_PER_TOKEN + SCOPED_PER_LOOKUP * min(wanted, n) * math.log2(max(wanted, n) + 1)
                                for n in lengths if n)
    return scoped < whole


def scoped_scores(data: np.ndarray, indices: np.ndarray, indptr: np.ndarray, token_ids: list[int],
                  within: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """BM25 of the children ``within`` (sorted, unique indexes) for ``token_ids`` (in query order, repeats
    counted): per token, the shorter of the two sorted lists is looked up in the longer one."""
    scores = np.zeros(len(within), dtype=dtype)
    if not len(within):
        return scores
    for token in token_ids:
        start, end = int(indptr[token]), int(indptr[token + 1])
        if start == end:
            continue
        posting = indices[start:end]
        if len(within) <= end - start:  # each wanted child looked up in the token's postings
            at = np.minimum(np.searchsorted(posting, within), end - start - 1)
            hit = posting[at] == within
            scores[hit] += data[start:end][at[hit]]
        else:  # each posting looked up among the wanted children
            at = np.minimum(np.searchsorted(within, posting), len(within) - 1)
            hit = within[at] == posting
            scores[at[hit]] += data[start:end][hit]  # a child appears once per token: no repeated index
    return scores
