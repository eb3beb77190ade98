"""Entity linking on the frozen linking set (issue 16): precision and recall per kind, false links on place-free
sentences, and time — the linker before issue 16 ("old") and today's ("new") in the same run and table.

    .venv/bin/python bench/linking.py                       # old and new
    .venv/bin/python bench/linking.py --linkers new         # a comma-separated choice
    .venv/bin/python bench/linking.py --rebuild --false 20  # rebuild the data dir; list 20 false links per kind
    .venv/bin/python bench/linking.py --missed 20  # list 20 gold mentions per kind that no link found

"old" is the code of commit ``BASELINE`` (the last one before issue 16 changed linking), taken out of git into a
temporary folder and run there in a subprocess by this same script on the same data dir, through the adapter
``gazetteer-spans`` (the engine's API of that commit reports no spans, see ``GazetteerSpans``); its predictions
come back as JSON. "new" reads every link's own span, candidates and kind.

The set is bench/data/linking/ (its README gives the labelling and scoring rules; the scoring code is
bench/linking_score.py). Passages are linked the way ``loaders/ingest.py`` links a document's parent chunks
(``Linker.link(chunks, doc_title=...)``), questions the way ``engine/pipeline/run.py`` detects a question's
scope (``ScopeDetector.from_store(store).detect(question, embed=...)``). Links a linker *infers* rather than
reads — a document scope a chunk inherits, the aspect and domain above a named indicator, the admin area
of a feature — are not mentions and are not scored.

The data dir (SPBE, the 2024 TNEA cutoffs of ``shared/data/tnea/`` beside the repository, and the places of
the US, India and Indonesia; nothing ingested) is cached under ``bench/.cache/linking/`` and rebuilt when the
loader code or the loaded data change (``--rebuild`` forces it).

A second linker joins the table by adding a class with ``passage(text, title)`` and ``question(text)``
returning ``linking_score.Prediction`` lists to ``LINKERS``.
"""

from __future__ import annotations

import argparse
import datetime as dt
import hashlib
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.cache import cached_data_dir, load_hierarchies  # noqa: E402
from bench.linking_score import (GROUPS, Prediction, Tally, percentile, place_false_links, score,  # noqa: E402
                                 sentences)
from bench.previous import export  # noqa: E402

DATA = ROOT / "bench" / "data" / "linking"
CACHE = ROOT / "bench" / ".cache"
COUNTRIES = ("US", "IN", "ID")
TNEA_FILE = "tnea_2024_cutoffs_40colleges.csv"
INFERRED = frozenset({"document-scope", "hierarchy", "feature->admin"})  # links not read from the text


def shared_tnea() -> Path:
    """The real 2024 cutoff file, read where it lives (shared/ beside the repository or its worktree)."""
    here = [Path(os.environ["STRATA_SHARED"])] if os.environ.get("STRATA_SHARED") else []
    for shared in [*here, ROOT.parent / "shared", ROOT.parent.parent / "shared"]:
        path = shared / "data" / "tnea" / TNEA_FILE
        if path.is_file():
            return path
    raise SystemExit(f"{TNEA_FILE} not found in shared/data/tnea/ beside {ROOT} (or set STRATA_SHARED)")


# -- the data dir ------------------------------------------------------------------------------------

def build_key(tnea: Path) -> str:
    """Content hash of what the graph is built from (the linking code is not: it runs live)."""
    digest = hashlib.sha256(f"countries={','.join(COUNTRIES)}".encode())
    files = [p for p in sorted((ROOT / "loaders").rglob("*")) if p.is_file() and "link" not in p.parts
             and p.suffix in (".py", ".csv", ".json")] + sorted((ROOT / "graph").rglob("*.py")) + [tnea]
    for path in files:
        digest.update(str(path.name).encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:16]


def data_dir(rebuild: bool, cache: Path) -> Path:
    from engine import Engine

    tnea = shared_tnea()

    def build(data: Path) -> None:
        with Engine.open(data) as engine:
            load_hierarchies(engine, tnea, COUNTRIES)

    return cached_data_dir(cache / "linking", build_key(tnea), build,
                           f"SPBE, admissions from {tnea.name}, places {','.join(COUNTRIES)}", rebuild=rebuild)


# -- linkers ------------------------------------------------------------------------------------------

class GazetteerSpans:
    """The linking API before issue 16: ``Linker.link`` on passages, the question scope detector on questions.
    It reports no spans; a place link gets the spans of the gazetteer mentions whose candidates hold it (the
    engine's own way to find a place anchor's words), other links are matched within the text. One link is
    one prediction, however many of those spans it has. Runs on the old code (see "old")."""

    spans = "place links: the spans of the gazetteer mentions that hold the id; other kinds: matched by id in the text"

    def __init__(self, engine) -> None:
        from engine.pipeline.scope import ScopeDetector

        self.detector = ScopeDetector.from_store(engine.graph)
        self.linker = self.detector.linker
        self.embed = engine.embedder.encode_query

    def passage(self, text: str, title: str) -> list[Prediction]:
        from loaders.document import Chunk

        chunk = Chunk(chunk_id="p", doc_id="d", kind="parent", text=text, header_path=[], pages=[], ordinal=0)
        links = self.linker.link([chunk], doc_title=title).get("p", [])
        return self._spanned(text, [link.node_id for link in links if link.how not in INFERRED])

    def question(self, text: str) -> list[Prediction]:
        scope = self.detector.detect(text, embed=self.embed)
        ids = [a.id for a in scope.anchors if a.how not in INFERRED]
        return self._spanned(text, ids) + [Prediction((f"year:{y}",)) for y in scope.years]

    def _spanned(self, text: str, ids: list[str]) -> list[Prediction]:
        mentions = self.linker.gazetteer.find(text)
        return [Prediction((node_id,), tuple((m.start, m.end) for m in mentions if node_id in m.candidates))
                for node_id in ids]


class SpanLinker:
    """Today's linking: the links' own spans, and an ambiguity reported as one prediction of all its candidates.
    Passages through ``Linker.link`` (as the ingest), questions through the scope detector (as the pipeline)."""

    spans = "each link's own spans; an ambiguous link is one prediction of all its candidates"

    def __init__(self, engine) -> None:
        from engine.pipeline.scope import ScopeDetector
        from loaders.link import Linker

        self.detector = ScopeDetector.from_store(engine.graph)
        self.embed = engine.embedder.encode_query
        self.linker = Linker.from_store(engine.graph, embed=self.embed)  # as the ingest builds it

    def passage(self, text: str, title: str) -> list[Prediction]:
        from loaders.document import Chunk

        chunk = Chunk(chunk_id="p", doc_id="d", kind="parent", text=text, header_path=[], pages=[], ordinal=0)
        links = self.linker.link([chunk], doc_title=title).get("p", [])
        return [self._prediction(link.node_id, link.how, link.span, link.candidates, link.also)
                for link in links if link.how not in INFERRED]

    def question(self, text: str) -> list[Prediction]:
        scope = self.detector.detect(text, embed=self.embed)
        return [self._prediction(a.id, a.how, a.span, tuple(a.candidates)) for a in scope.anchors
                if a.how not in INFERRED] + [Prediction((f"year:{y}",)) for y in scope.years]

    @staticmethod
    def _prediction(node_id: str, how: str, span, candidates, also=()) -> Prediction:
        ids = tuple(candidates) if how == "ambiguous" and candidates else (node_id,)
        return Prediction(ids, tuple(tuple(s) for s in ([span] if span else []) + list(also)))


class InOldCode:
    """Marker: this linker runs in the code of ``BASELINE`` (a subprocess), see ``run_old``."""

    spans = GazetteerSpans.spans + " (the code of commit {commit})"


LINKERS: dict[str, Callable] = {"old": InOldCode, "new": SpanLinker, "gazetteer-spans": GazetteerSpans}
DEFAULT_LINKERS = ("old", "new")
BASELINE = "4c00cc1"  # the last commit before issue 16 changed linking (the frozen set's first runs: 432a92e)


# -- running ------------------------------------------------------------------------------------------

def read(folder: Path, name: str) -> list[dict]:
    return [json.loads(line) for line in (folder / name).read_text(encoding="utf-8").splitlines() if line.strip()]


def run(linker, texts: list[dict], noplace: list[dict]) -> dict:
    """Every text through its path, timed; the no-place sentences through both paths."""
    predictions: dict[str, list[Prediction]] = {}
    passage_seconds, passage_sentences, question_ms = 0.0, 0, []
    for rec in texts:
        started = time.perf_counter()
        if rec["text_kind"] == "passage":
            predictions[rec["id"]] = linker.passage(rec["text"], rec.get("title", ""))
            passage_seconds += time.perf_counter() - started
            passage_sentences += sentences(rec["text"])
        else:
            predictions[rec["id"]] = linker.question(rec["text"])
            question_ms.append((time.perf_counter() - started) * 1000)
    as_passage, as_question = {}, {}
    for rec in noplace:
        started = time.perf_counter()
        as_passage[rec["id"]] = linker.passage(rec["text"], "")
        passage_seconds += time.perf_counter() - started
        passage_sentences += 1
        as_question[rec["id"]] = linker.question(rec["text"])
    return {"predictions": predictions, "noplace_passage": as_passage, "noplace_question": as_question,
            "passage_seconds": passage_seconds, "passage_sentences": passage_sentences, "question_ms": question_ms}


def run_old(commit_id: str, folder: Path, data: Path) -> dict:
    """The old linker's results: its code out of git into a temporary folder, this script run there."""
    with tempfile.TemporaryDirectory(prefix="strata-old-linker-") as tmp:
        tree = Path(tmp) / "tree"
        export(commit_id, tree, ("graph", "loaders", "engine", "cypher"))
        (tree / "bench").mkdir()
        for name in ("__init__.py", "linking.py", "linking_score.py", "cache.py", "previous.py"):
            if (ROOT / "bench" / name).exists():
                shutil.copy(ROOT / "bench" / name, tree / "bench" / name)
        out = Path(tmp) / "old.json"
        env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
        subprocess.run([sys.executable, str(tree / "bench" / "linking.py"), "--linkers", "gazetteer-spans",
                        "--emit", str(out), "--data-dir", str(folder), "--data", str(data)], cwd=tree, env=env,
                       check=True)
        return decode(json.loads(out.read_text(encoding="utf-8"))["gazetteer-spans"])


def encode(result: dict) -> dict:
    """A run's result as JSON (predictions as lists)."""
    def preds(table: dict) -> dict:
        return {k: [[list(p.ids), [list(s) for s in p.spans]] for p in v] for k, v in table.items()}
    return {**result, "predictions": preds(result["predictions"]),
            "noplace_passage": preds(result["noplace_passage"]), "noplace_question": preds(result["noplace_question"])}


def decode(result: dict) -> dict:
    def preds(table: dict) -> dict:
        return {k: [Prediction(tuple(ids), tuple(tuple(s) for s in spans)) for ids, spans in v] for k, v in table.items()}
    return {**result, "predictions": preds(result["predictions"]),
            "noplace_passage": preds(result["noplace_passage"]), "noplace_question": preds(result["noplace_question"])}


# -- reporting ----------------------------------------------------------------------------------------

def cell(value: float | None) -> str:
    return "—" if value is None else f"{value:.3f}"


def table(names: list[str], texts: list[dict], results: dict[str, dict], noplace: list[dict]) -> str:
    tallies = {name: score(texts, results[name]["predictions"]) for name in names}
    by_kind = {name: {kind: score([t for t in texts if t["text_kind"] == kind], results[name]["predictions"])
                      for kind in ("passage", "question")} for name in names}
    head = "| kind | gold | " + " | ".join(f"{n} P | {n} R | {n} links" for n in names) + " |"
    lines = [head, "|---|---:|" + "---:|---:|---:|" * len(names)]
    for group in GROUPS:
        gold = max(tallies[n][group].gold if group in tallies[n] else 0 for n in names)
        if not gold and not any(group in tallies[n] and tallies[n][group].predicted for n in names):
            continue
        row = [f"{cell(t.precision)} | {cell(t.recall)} | {t.predicted}"
               for t in (tallies[n].get(group, Tally()) for n in names)]
        lines.append(f"| {group} | {gold} | " + " | ".join(row) + " |")
    lines.append("")
    lines.append("| by text kind (all groups) | " + " | ".join(f"{n} P | {n} R" for n in names) + " |")
    lines.append("|---|" + "---:|---:|" * len(names))
    for kind in ("passage", "question"):
        row = []
        for n in names:
            t = by_kind[n][kind]
            predicted, right = sum(x.predicted for x in t.values()), sum(x.right for x in t.values())
            gold, found = sum(x.gold for x in t.values()), sum(x.found for x in t.values())
            row.append(f"{cell(right / predicted if predicted else None)} | {cell(found / gold if gold else None)}")
        lines.append(f"| {kind}s | " + " | ".join(row) + " |")
    lines.append("")
    lines.append("| no-place sentences and time | " + " | ".join(names) + " |")
    lines.append("|---|" + "---:|" * len(names))
    for path in ("passage", "question"):
        row = []
        for n in names:
            links, hit = place_false_links(results[n][f"noplace_{path}"])
            row.append(f"{links} ({links / len(noplace):.3f}/sentence; {hit} sentences)")
        lines.append(f"| false place links on {len(noplace)} no-place sentences, {path} path | " + " | ".join(row) + " |")
    row = []
    for n in names:
        r = results[n]
        per_1000 = r["passage_seconds"] / r["passage_sentences"] * 1000
        row.append(f"{per_1000:.2f} s ({r['passage_sentences'] / r['passage_seconds']:.0f} sentences/s)")
    lines.append("| passages: time per 1,000 sentences | " + " | ".join(row) + " |")
    row = [f"{statistics.mean(results[n]['question_ms']):.1f} / {percentile(results[n]['question_ms'], 0.95):.1f}"
           for n in names]
    lines.append("| questions: ms per question, mean / p95 | " + " | ".join(row) + " |")
    return "\n".join(lines)


def false_links(name: str, texts: list[dict], result: dict, limit: int, *, missed: bool = False) -> str:
    """Up to ``limit`` false links per kind group (``missed``: gold mentions no link found, instead)."""
    tallies = score(texts, result["predictions"])
    out = []
    for group in GROUPS:
        examples = (tallies[group].missed_examples if missed else tallies[group].false_examples)[:limit] \
            if group in tallies else []
        if examples:
            out.append(f"{name} {'missed mentions' if missed else 'false links'}, {group}:\n  " + "\n  ".join(examples))
    return "\n".join(out)


def commit() -> str:
    try:
        return subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True,
                              check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--linkers", default=",".join(DEFAULT_LINKERS), help=f"comma-separated, of: {', '.join(LINKERS)}")
    parser.add_argument("--baseline", default=BASELINE, help="the commit whose code is the old linker")
    parser.add_argument("--rebuild", action="store_true", help="build the data dir again even when cached")
    parser.add_argument("--false", type=int, default=0, metavar="N", help="also list N false links per kind")
    parser.add_argument("--missed", type=int, default=0, metavar="N",
                        help="also list N gold mentions per kind that no link found")
    parser.add_argument("--cache", type=Path, default=CACHE, help=argparse.SUPPRESS)
    parser.add_argument("--data", type=Path, default=DATA, help=argparse.SUPPRESS)  # tests: a small made-up set
    parser.add_argument("--data-dir", type=Path, help=argparse.SUPPRESS)  # the old code's run: the built data dir
    parser.add_argument("--emit", type=Path, help=argparse.SUPPRESS)  # the old code's run: results as JSON
    args = parser.parse_args(argv)
    names = [n.strip() for n in args.linkers.split(",") if n.strip()]
    unknown = [n for n in names if n not in LINKERS]
    if unknown:
        parser.error(f"unknown linker(s) {', '.join(unknown)}; registered: {', '.join(LINKERS)}")
    from engine import Engine

    texts, noplace = read(args.data, "mentions.jsonl"), read(args.data, "noplace.jsonl")
    folder = args.data_dir or data_dir(args.rebuild, args.cache)
    results = {}
    if "old" in names:
        print(f"old: the linker of commit {args.baseline}, in a subprocess", flush=True)
        results["old"] = run_old(args.baseline, folder, args.data)
    with Engine.open(folder) as engine:
        engine.embedder.encode_query(["warm-up"])
        for name in names:
            if name == "old":
                continue
            started = time.perf_counter()
            linker = LINKERS[name](engine)
            print(f"{name}: built in {time.perf_counter() - started:.1f} s", flush=True)
            linker.question("warm-up question about Springfield")
            results[name] = run(linker, texts, noplace)
    if args.emit:
        args.emit.write_text(json.dumps({n: encode(r) for n, r in results.items()}), encoding="utf-8")
        return 0
    n_mentions = sum(len(t["mentions"]) for t in texts)
    print(f"\nLinking set: {len(texts)} texts ({sum(t['text_kind'] == 'passage' for t in texts)} passages, "
          f"{sum(t['text_kind'] == 'question' for t in texts)} questions), {n_mentions} mentions; "
          f"{len(noplace)} no-place sentences. {dt.date.today().isoformat()}, commit {commit()}.")
    for name in names:
        print(f"{name}: {LINKERS[name].spans.format(commit=args.baseline)}")
    print()
    print(table(names, texts, results, noplace))
    for name in names:
        if args.false:
            print()
            print(false_links(name, texts, results[name], args.false))
        if args.missed:
            print()
            print(false_links(name, texts, results[name], args.missed, missed=True))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
