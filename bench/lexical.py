"""The `lexical` stage two ways on one data dir: BM25 over the whole corpus then masked (bm25s), against BM25
over the walked scopes' children only (their postings), same questions, interleaved, rankings compared.

    .venv/bin/python bench/lexical.py bench/.cache/query-composed-100000/data [--questions 200] [--rounds 3]

What ``ask`` gives the stage is recorded first: each of the 200 questions of bench/query.py is asked once
while ``Corpus.mask`` and ``Corpus.lexical`` note the walked candidates and the 3-4 lexical queries. Then the
stage is replayed for every question both ways, the order alternating per question and round (another job on
the other core hits both alike), and the rankings (chunk ids and scores, in order) are compared. Per query it
also keeps what a cost model can see before scoring: the corpus size, the candidates' children and the query
tokens' posting lengths.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.query import git_state, percentile  # noqa: E402
from engine.pipeline.corpus import Corpus, tokenize  # noqa: E402


def members(corpus: Corpus, node_ids: list[str]) -> np.ndarray:
    """Sorted indexes of the children linked to any of ``node_ids``."""
    parts = [corpus.by_node[n] for n in node_ids if n in corpus.by_node]
    return np.unique(np.concatenate(parts)) if parts else np.zeros(0, dtype=np.int64)


def scoped_scores(corpus: Corpus, tokens: list[str], within: np.ndarray) -> np.ndarray:
    """BM25 of the children ``within`` (sorted indexes) only, from their postings: per query token (in order,
    float32, as bm25s adds them) the sorted shorter list is looked up in the longer one."""
    bm25 = corpus.bm25
    data, indices, indptr = bm25.scores["data"], bm25.scores["indices"], bm25.scores["indptr"]
    scores = np.zeros(len(within), dtype=np.dtype(bm25.dtype))
    if not len(within):
        return scores
    for token in bm25.get_tokens_ids(tokens):
        start, end = int(indptr[token]), int(indptr[token + 1])
        if start == end:
            continue
        posting = indices[start:end]
        if len(within) <= end - start:  # each candidate looked up in the posting list
            at = np.searchsorted(posting, within)
            at[at == len(posting)] = 0
            hit = posting[at] == within
            scores[hit] += data[start:end][at[hit]]
        else:  # each posting looked up among the candidates
            at = np.searchsorted(within, posting)
            at[at == len(within)] = 0
            hit = within[at] == posting
            scores[at[hit]] += data[start:end][hit]
    return scores


def scoped_lexical(corpus: Corpus, query: str, k: int, within: np.ndarray) -> list[tuple[str, float]]:
    """The ``k`` best of ``within`` by BM25, best first, equal scores by index order, zeros dropped."""
    tokens = tokenize([query])[0]
    if not tokens or not len(within):
        return []
    scores = scoped_scores(corpus, tokens, within)
    keep = scores > 0
    where, values = within[keep], scores[keep]
    order = np.lexsort((where, -values))[:k]
    return [(corpus.chunk_ids[i], float(values[j])) for j, i in zip(order, where[order])]


def same_but_ties(one: list[tuple[str, float]], other: list[tuple[str, float]]) -> bool:
    """The same scores in the same order, and the same children at each score above the last one kept: they
    differ at most in the order of equal scores and in which of the children tied at the cut-off are kept
    (bm25s's ``argpartition`` leaves both to chance)."""
    if [s for _, s in one] != [s for _, s in other]:
        return False
    last = one[-1][1] if one else None
    return all({c for c, s in one if s == score} == {c for c, s in other if s == score}
               for score in {s for _, s in one} if score != last)


def record(engine, texts: list[str]) -> list[dict]:
    """Ask every question once, noting the walked candidates and the lexical queries the stage gets."""
    corpus = engine.pipeline().corpus
    calls: list[dict] = []
    mask, lexical = corpus.mask, corpus.lexical

    def noted_mask(node_ids):
        calls[-1]["nodes"] = None if node_ids is None else list(node_ids)
        return mask(node_ids)

    def noted_lexical(query, k, where=None):
        calls[-1]["queries"].append(query)
        calls[-1]["k"] = k
        return lexical(query, k, where)

    corpus.mask, corpus.lexical = noted_mask, noted_lexical
    try:
        for text in texts:
            calls.append({"question": text, "nodes": None, "queries": [], "k": 0})
            engine.ask(text)
    finally:
        del corpus.mask, corpus.lexical
    return [c for c in calls if c["queries"]]


def whole_stage(corpus: Corpus, call: dict) -> list[list[tuple[str, float]]]:
    """The stage as ask runs it now: a mask of the candidates, bm25s over everything, masked."""
    mask = corpus.mask(call["nodes"])
    return [corpus.lexical(q, call["k"], mask) for q in call["queries"]]


def scoped_stage(corpus: Corpus, call: dict) -> list[list[tuple[str, float]]]:
    """The stage over the candidates' children only (no anchors: every child, so the whole corpus's way)."""
    if call["nodes"] is None:
        return [corpus.lexical(q, call["k"], None) for q in call["queries"]]
    within = members(corpus, call["nodes"])
    return [scoped_lexical(corpus, q, call["k"], within) for q in call["queries"]]


def main() -> None:
    from bench.synthetic import questions
    from engine import Engine

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("data", type=Path, help="a data dir (e.g. bench/.cache/query-composed-100000/data)")
    parser.add_argument("--questions", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=3, help="replays of every question, both ways each")
    parser.add_argument("--out", type=Path, help="write the per-question and per-query samples here (JSON)")
    args = parser.parse_args()
    texts = [q.text for q in questions(args.questions)]
    with Engine.open(args.data) as engine:
        calls = record(engine, texts)
        corpus = engine.pipeline().corpus
        bm25 = corpus.bm25
        indptr = bm25.scores["indptr"]
        n = len(corpus)
        ways = {"whole": whole_stage, "scoped": scoped_stage}
        for call in calls[:10]:  # warm-up: the memory-mapped index paged in, numpy's first calls
            for way in ways.values():
                way(corpus, call)
        times: dict[str, list[list[float]]] = {w: [[] for _ in calls] for w in ways}
        same = same_ties = 0
        for round_ in range(args.rounds):
            for index, call in enumerate(calls):
                order = list(ways) if (index + round_) % 2 else list(reversed(ways))
                got = {}
                for name in order:
                    clock = time.perf_counter()
                    got[name] = ways[name](corpus, call)
                    times[name][index].append((time.perf_counter() - clock) * 1000)
                if round_ == 0:
                    same += got["whole"] == got["scoped"]
                    same_ties += all(map(same_but_ties, got["whole"], got["scoped"]))
        per_query = []  # what a cost model sees, and each way's scoring alone (median of the rounds)
        for index, call in enumerate(calls):
            if call["nodes"] is None:
                continue
            within = members(corpus, call["nodes"])
            for query in call["queries"]:
                tokens = tokenize([query])[0]
                ids = bm25.get_tokens_ids(tokens)
                spent: dict[str, list[float]] = {"whole": [], "scoped": []}
                for round_ in range(args.rounds):
                    for name in (("whole", "scoped") if (index + round_) % 2 else ("scoped", "whole")):
                        clock = time.perf_counter()
                        if name == "whole":
                            bm25.get_scores_from_ids(ids)[within]
                        else:
                            scoped_scores(corpus, tokens, within)
                        spent[name].append((time.perf_counter() - clock) * 1000)
                per_query.append({"m": int(len(within)), "postings": [int(indptr[t + 1] - indptr[t]) for t in ids],
                                  **{f"{name}_ms": statistics.median(v) for name, v in spent.items()}})
    stage = {w: [statistics.median(t) for t in times[w]] for w in ways}
    scoped_only = [i for i, c in enumerate(calls) if c["nodes"] is not None]
    print(f"commit {git_state()}; {args.data}; {n:,} children; {len(calls)} questions with a lexical stage "
          f"({len(scoped_only)} with walked candidates), {sum(len(c['queries']) for c in calls)} queries; "
          f"{args.rounds} rounds, median per question; load average {os.getloadavg()[0]:.2f}")
    ms = [p["m"] for p in per_query]
    print(f"candidates' children per scoped query: p50 {percentile(ms, 50):,.0f}, p95 {percentile(ms, 95):,.0f}, "
          f"max {max(ms, default=0):,} ({percentile(ms, 50) / n:.1%} of the corpus at p50)")
    print(f"rankings identical: {same}/{len(calls)} questions as they are; {same_ties}/{len(calls)} "
          "up to the order of equal scores and which tied child is kept at the cut-off")
    for label, rows in (("all questions", range(len(calls))), ("questions with candidates", scoped_only)):
        for way in ways:
            values = [stage[way][i] for i in rows]
            print(f"{label:>26}  {way:>6}: lexical stage p50 {percentile(values, 50):.2f} ms, "
                  f"p95 {percentile(values, 95):.2f} ms, mean {statistics.fmean(values):.2f} ms")
        ratio = [stage["scoped"][i] / stage["whole"][i] for i in rows]
        print(f"{label:>26}  scoped / whole per question: p50 {percentile(ratio, 50):.2f}×, "
              f"p95 {percentile(ratio, 95):.2f}×")
    for way in ways:
        values = [p[f"{way}_ms"] for p in per_query]
        print(f"{'scoring one query alone':>26}  {way:>6}: p50 {percentile(values, 50):.3f} ms, "
              f"p95 {percentile(values, 95):.3f} ms ({len(values)} queries with candidates)")
    print(f"load average at end {os.getloadavg()[0]:.2f}")
    if args.out:
        args.out.write_text(json.dumps({"children": n, "calls": calls, "stage": stage, "per_query": per_query}),
                            encoding="utf-8")


if __name__ == "__main__":
    main()
