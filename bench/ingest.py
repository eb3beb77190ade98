"""Ingest throughput against raw ``model.encode`` on the same texts, in the same run.

    .venv/bin/python bench/ingest.py [--docs 120] [--paragraphs 30] [--countries US]

A deterministic synthetic corpus (Markdown with SPBE-style headers and place names) is
ingested into a fresh embedded data dir that already holds SPBE, the admissions sample
and the gazetteer of ``--countries``; then the same child texts are embedded again with
the bare model. The ratio is the pipeline's overhead (parse, chunk, link, graph and
vector writes) over embedding alone; the goal is under 20%. Loading the model and
building the gazetteer happen once per process (and graph state) and are timed on
their own rows, as the model load is excluded from the raw baseline too.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rich.console import Console  # noqa: E402
from rich.table import Table  # noqa: E402

from engine import Engine  # noqa: E402
from loaders.link.linker import Linker  # noqa: E402

PLACES = ["Paradise, California", "Chico", "Butte County", "Springfield, Illinois", "Sacramento", "Oregon"]
WORDS = ("defensible space evacuation zone vegetation clearance embers roof vents gutters permit inspection "
         "county ordinance state rule fire season red flag warning shelter route notice residents").split()


def write_corpus(folder: Path, docs: int, paragraphs: int, seed: int = 7) -> None:
    """``docs`` Markdown files of ``paragraphs`` paragraphs, the same for the same seed."""
    rng = random.Random(seed)
    folder.mkdir(parents=True, exist_ok=True)
    for d in range(docs):
        lines = [f"# Guidance {d} for {rng.choice(PLACES)}", ""]
        for p in range(paragraphs):
            if p % 10 == 0:
                lines += [f"## Indikator {rng.randint(1, 47)} section {p // 10}", ""]
            sentence = " ".join(rng.choice(WORDS) for _ in range(60))
            lines += [f"{sentence.capitalize()} in {rng.choice(PLACES)}.", ""]
        (folder / f"guidance_{d:03d}.md").write_text("\n".join(lines), encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--docs", type=int, default=120)
    parser.add_argument("--paragraphs", type=int, default=30)
    parser.add_argument("--countries", default="US")
    args = parser.parse_args()
    console = Console()
    with tempfile.TemporaryDirectory() as tmp:
        corpus = Path(tmp) / "corpus"
        write_corpus(corpus, args.docs, args.paragraphs)
        with Engine.open(Path(tmp) / "data") as engine:
            engine.load_spbe(progress=False)
            engine.load_admissions(progress=False)
            engine.load_places(countries=args.countries.split(","), progress=False)
            started = time.perf_counter()
            engine.embedder.encode(["warm-up"])  # one-off per process: loading the model
            model_seconds = time.perf_counter() - started
            started = time.perf_counter()
            Linker.from_store(engine.graph)  # one-off per process and graph state: building the gazetteer
            linker_seconds = time.perf_counter() - started
            report = engine.ingest([corpus], progress=False)
            texts = [row["text"] for row in engine.graph.run("child_chunk_texts")]
            started = time.perf_counter()
            engine.embedder.encode(texts)
            raw_seconds = time.perf_counter() - started
    children = report.children
    table = Table(title=f"Ingest vs raw encoding: {args.docs} documents, {children:,} children, "
                        f"{report.parents:,} parents, {report.links:,} links")
    for column in ("step", "seconds", "children/s", "vs raw encode"):
        table.add_column(column, justify="left" if column == "step" else "right")
    table.add_row("raw model.encode (same child texts)", f"{raw_seconds:.2f}", f"{len(texts) / raw_seconds:,.1f}", "1.00x")
    table.add_row("strata ingest (parse, chunk, link, embed, write)", f"{report.seconds:.2f}",
                  f"{children / report.seconds:,.1f}", f"{report.seconds / raw_seconds:.2f}x")
    table.add_row("  of which embedding inside the ingest", f"{report.embed_seconds:.2f}", "", "")
    table.add_row("one-off, not in the ingest row: load the model", f"{model_seconds:.2f}", "", "")
    table.add_row("one-off, not in the ingest row: build the gazetteer/linker", f"{linker_seconds:.2f}", "", "")
    console.print(table)
    overhead = report.seconds / raw_seconds - 1
    console.print(f"pipeline overhead over raw encoding: {overhead:.0%} (goal < 20%)")


if __name__ == "__main__":
    main()
