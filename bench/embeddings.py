"""The shipped embedding models on Indonesian SPBE text: speed and cross-lingual retrieval.

    .venv/bin/python bench/embeddings.py

Data: the 47 SPBE indicator names (Indonesian, official) and their English glosses (shipped).
For each English gloss (a question an English speaker might ask) rank all 47 Indonesian
names; report accuracy@1 and MRR, and passages/s on the names. Both models run in the
same process on the same texts.
"""

from __future__ import annotations

import csv
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rich.console import Console  # noqa: E402
from rich.table import Table  # noqa: E402

from engine.stores.embed import Embedder  # noqa: E402
from loaders.datafiles import shipped  # noqa: E402

MODELS = ("all-MiniLM-L6-v2", "multilingual-e5-small")


def pairs() -> tuple[list[str], list[str]]:
    with shipped("spbe", "spbe_indicators.csv").open(newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    return [r["name_id"] for r in rows], [r["gloss_en_unofficial"] for r in rows]


def evaluate(model: str, passages: list[str], queries: list[str]) -> tuple[float, float, float]:
    embedder = Embedder.load(model)
    embedder.encode(["warm-up"])
    started = time.perf_counter()
    p = embedder.encode(passages * 4)[: len(passages)]
    rate = 4 * len(passages) / (time.perf_counter() - started)
    q = embedder.encode_query(queries)
    ranks = []
    for i, scores in enumerate(q @ p.T):
        order = np.argsort(-scores)
        ranks.append(int(np.where(order == i)[0][0]) + 1)
    return float(np.mean([r == 1 for r in ranks])), float(np.mean([1 / r for r in ranks])), rate


def main() -> None:
    names, glosses = pairs()
    table = Table(title=f"English gloss -> Indonesian indicator name, {len(names)} SPBE indicators")
    for column in ("model", "accuracy@1", "MRR", "passages/s"):
        table.add_column(column, justify="left" if column == "model" else "right")
    for model in MODELS:
        accuracy, mrr, rate = evaluate(model, names, glosses)
        table.add_row(model, f"{accuracy:.2f}", f"{mrr:.2f}", f"{rate:,.0f}")
    Console().print(table)


if __name__ == "__main__":
    main()
