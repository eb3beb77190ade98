"""The `lexical` stage four ways on one data dir: as before bdfce6d (every child ranked, the others zeroed),
every query scored by bm25s over the whole corpus, every query scored from the walked scopes' postings only,
and as ``ask`` runs it (engine/pipeline/postings.py's cost model picks per query); the last three rank only
the scopes' children. Same questions, interleaved, rankings compared.

    .venv/bin/python bench/lexical.py bench/.cache/query-composed-100000/data [--questions 200] [--rounds 3]

What ``ask`` gives the stage is recorded first: each of the 200 questions of bench/query.py is asked once
while ``Corpus.members`` and ``Corpus.lexical`` note the walked candidates and the 3-4 lexical queries. Then
the stage is replayed for every question each way, the order rotating per question and round (another job on
the other core hits every way alike), and the rankings (chunk ids and scores, in order) are compared. Per
query with candidates it also times each way's scoring alone and keeps what the cost model sees before
scoring (the corpus size, the candidates' children, the query tokens' posting lengths): its calibration.
(The first version of this script, commit dcffc48, compared bm25s masked with a prototype of the lookup.)
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.query import git_state, percentile  # noqa: E402
import engine.pipeline.corpus as corpus_module  # noqa: E402
from engine.pipeline.corpus import Corpus, tokenize  # noqa: E402
from engine.pipeline.postings import scoped_scores  # noqa: E402


@contextmanager
def forced(way: str) -> Iterator[None]:
    """The stage as ask runs it ("auto": the cost model picks per query), or every query one way."""
    chosen = corpus_module.scoped_cheaper
    if way != "auto":
        corpus_module.scoped_cheaper = lambda *_: way == "scoped"
    try:
        yield
    finally:
        corpus_module.scoped_cheaper = chosen


def record(engine, texts: list[str]) -> list[dict]:
    """Ask every question once, noting the walked candidates and the lexical queries the stage gets."""
    corpus = engine.pipeline().corpus
    calls: list[dict] = []
    members, lexical = corpus.members, corpus.lexical

    def noted_members(node_ids):
        calls[-1]["nodes"] = list(node_ids)
        return members(node_ids)

    def noted_lexical(query, k, where=None):
        calls[-1]["queries"].append(query)
        calls[-1]["k"] = k
        return lexical(query, k, where)

    corpus.members, corpus.lexical = noted_members, noted_lexical
    try:
        for text in texts:
            calls.append({"question": text, "nodes": None, "queries": [], "k": 0})
            engine.ask(text)
    finally:
        del corpus.members, corpus.lexical
    return [c for c in calls if c["queries"]]


def before(corpus: Corpus, call: dict) -> list[list[tuple[str, float]]]:
    """The stage as it was before bdfce6d: a mask of the candidates, bm25s over every child, the others
    zeroed, ``argpartition`` over the corpus (equal scores in whatever order it leaves)."""
    mask = None
    if call["nodes"] is not None:
        mask = np.zeros(len(corpus), dtype=bool)
        for node in call["nodes"]:
            if node in corpus.by_node:
                mask[corpus.by_node[node]] = True
    rankings = []
    for query in call["queries"]:
        scores = corpus.bm25.get_scores(tokenize([query])[0])
        scores = scores if mask is None else np.where(mask, scores, 0.0)
        k = min(call["k"], len(scores))
        top = np.argpartition(-scores, k - 1)[:k]
        top = top[np.argsort(-scores[top], kind="stable")]
        rankings.append([(corpus.chunk_ids[i], float(scores[i])) for i in top if scores[i] > 0])
    return rankings


def same_but_ties(one: list[tuple[str, float]], other: list[tuple[str, float]]) -> bool:
    """The same scores in the same order and the same children at each score but the last one kept: they
    differ at most in the order of equal scores and in which of the children tied at the cut-off made it."""
    if [s for _, s in one] != [s for _, s in other]:
        return False
    last = one[-1][1] if one else None
    return all({c for c, s in one if s == score} == {c for c, s in other if s == score}
               for score in {s for _, s in one} - {last})


def stage(corpus: Corpus, call: dict, way: str) -> list[list[tuple[str, float]]]:
    """The lexical stage of one question, as engine/pipeline/retrieve.py runs it, scored ``way``."""
    if way == "before":
        return before(corpus, call)
    with forced(way):
        within = corpus.members(call["nodes"]) if call["nodes"] is not None else None
        return [corpus.lexical(q, call["k"], within) for q in call["queries"]]


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
        ways = ("before", "whole", "scoped", "auto")
        for call in calls[:10]:  # warm-up: the memory-mapped index paged in, numpy's first calls
            for way in ways:
                stage(corpus, call, way)
        times: dict[str, list[list[float]]] = {w: [[] for _ in calls] for w in ways}
        same = same_before = same_before_ties = 0
        for round_ in range(args.rounds):
            for index, call in enumerate(calls):
                order = ways[(index + round_) % 4:] + ways[:(index + round_) % 4]
                got = {}
                for name in order:
                    clock = time.perf_counter()
                    got[name] = stage(corpus, call, name)
                    times[name][index].append((time.perf_counter() - clock) * 1000)
                if round_ == 0:
                    same += got["whole"] == got["scoped"] == got["auto"]
                    same_before += got["before"] == got["auto"]
                    same_before_ties += all(map(same_but_ties, got["before"], got["auto"]))
        per_query = []  # what a cost model sees, and each way's scoring alone (median of the rounds)
        for index, call in enumerate(calls):
            if call["nodes"] is None:
                continue
            within = corpus.members(call["nodes"])
            for query in call["queries"]:
                tokens = tokenize([query])[0]
                ids = bm25.get_tokens_ids(tokens)
                spent: dict[str, list[float]] = {"whole": [], "scoped": []}
                data, indices = np.asarray(bm25.scores["data"]), np.asarray(bm25.scores["indices"])
                for round_ in range(args.rounds):
                    for name in (("whole", "scoped") if (index + round_) % 2 else ("scoped", "whole")):
                        clock = time.perf_counter()
                        if name == "whole":
                            bm25.get_scores_from_ids(ids)[within]
                        else:
                            scoped_scores(data, indices, indptr, ids, within, np.dtype(bm25.dtype))
                        spent[name].append((time.perf_counter() - clock) * 1000)
                lengths = [int(indptr[t + 1] - indptr[t]) for t in ids]
                per_query.append({"m": int(len(within)), "postings": lengths, "chosen": "scoped" if
                                  corpus_module.scoped_cheaper(len(within), lengths, n) else "whole",
                                  **{f"{name}_ms": statistics.median(v) for name, v in spent.items()}})
    medians = {w: [statistics.median(t) for t in times[w]] for w in ways}
    scoped_only = [i for i, c in enumerate(calls) if c["nodes"] is not None]
    print(f"commit {git_state()}; {args.data}; {n:,} children; {len(calls)} questions with a lexical stage "
          f"({len(scoped_only)} with walked candidates), {sum(len(c['queries']) for c in calls)} queries; "
          f"{args.rounds} rounds, median per question; load average {os.getloadavg()[0]:.2f}")
    ms = [p["m"] for p in per_query]
    print(f"candidates' children per scoped query: p50 {percentile(ms, 50):,.0f}, p95 {percentile(ms, 95):,.0f}, "
          f"max {max(ms, default=0):,} ({percentile(ms, 50) / n:.1%} of the corpus at p50)")
    print(f"rankings identical (chunk ids and scores, in order) all three ways: {same}/{len(calls)} questions; "
          f"as before: {same_before}/{len(calls)}, up to the order of equal scores (and which of those tied at "
          f"the cut-off are kept): {same_before_ties}/{len(calls)}")
    chosen = [p["chosen"] for p in per_query]
    print(f"the cost model scores {chosen.count('scoped')}/{len(chosen)} queries with candidates from the "
          f"postings; it picked the faster way (alone) for "
          f"{sum(p['chosen'] == min(('whole', 'scoped'), key=lambda w: p[w + '_ms']) for p in per_query)}")
    for label, rows in (("all questions", range(len(calls))), ("questions with candidates", scoped_only)):
        for way in ways:
            values = [medians[way][i] for i in rows]
            print(f"{label:>26}  {way:>6}: lexical stage p50 {percentile(values, 50):.2f} ms, "
                  f"p95 {percentile(values, 95):.2f} ms, mean {statistics.fmean(values):.2f} ms")
        for way in ("whole", "scoped", "auto"):
            ratio = [medians[way][i] / medians["before"][i] for i in rows]
            print(f"{label:>26}  {way} / before per question: p50 {percentile(ratio, 50):.2f}×, "
                  f"p95 {percentile(ratio, 95):.2f}×")
    for way in ("whole", "scoped"):
        values = [p[f"{way}_ms"] for p in per_query]
        print(f"{'scoring one query alone':>26}  {way:>6}: p50 {percentile(values, 50):.3f} ms, "
              f"p95 {percentile(values, 95):.3f} ms ({len(values)} queries with candidates)")
    print(f"load average at end {os.getloadavg()[0]:.2f}")
    if args.out:
        args.out.write_text(json.dumps({"children": n, "calls": calls, "stage": medians, "per_query": per_query}),
                            encoding="utf-8")


if __name__ == "__main__":
    main()
