"""Answer quality: Strata against four baselines on the geo, SPBE and admissions question sets, same data, same run.

    .venv/bin/python bench/quality.py                         # every data set that has questions
    .venv/bin/python bench/quality.py --quick                 # first 20 questions per set (CI smoke)
    .venv/bin/python bench/quality.py --datasets spbe,admissions [--rebuild]
    .venv/bin/python bench/quality.py --score bench/data/spbe/questions.jsonl results.jsonl   # a strata eval file
    .venv/bin/python bench/quality.py --rescore               # the report again from bench/results/*.jsonl
    .venv/bin/python bench/quality.py --set heldout           # the held-out questions (bench/data/heldout/)
    .venv/bin/python bench/quality.py --set fresh             # issue 17's fresh sets (bench/data/fresh/)
    .venv/bin/python bench/quality.py --previous COMMIT       # + the engine of COMMIT (default with --set fresh)

``--set heldout`` asks the questions of bench/data/heldout/<set>.jsonl (written after the engine was tuned,
never used to change it) over the same corpora and data dir; results go to bench/results/heldout/.
``--set fresh`` asks bench/data/fresh/{places,spbe,admissions}.jsonl (written before issue 17 changed
the engine) over a data dir of its own: the SPBE hierarchy, the REAL TNEA files (read from ../shared/data/tnea/ at
bench time, never copied; bench/data/fresh/README.md) instead of the sample, the places and the geo and fresh
corpora (no SPBE or admissions passages: those answers come from the graph); results go to bench/results/fresh/.

One data dir holds the SPBE and admissions hierarchies (and the places of the US, CA, AU, GB, IN, ID and
MX when ``geo`` is selected: its README's setup, for its questions about foreign places)
with each selected set's ``corpus/`` ingested (``--source geo|spbe|admissions``). It is cached under
``bench/.cache/quality-<sets>/`` (``quality-fresh/``) and rebuilt when a content hash of the corpora, the
shipped SPBE and admissions data (and the TNEA files), the loader code or the embedding model changes
(``--rebuild`` forces it).

Every system (bench/baselines.py: ``vector``, ``fusion``, ``scope-only``, ``keyword``, ``strata``)
answers every question of every set in one loop over the questions (systems take turns per
question), from the same opened engine. Each system's result lines (the ``strata eval`` contract,
docs/answers.md, plus ``extra.audit`` for Strata's audit answers) go to
``bench/results/<set>.<system>.jsonl``; the metrics (bench/metrics.py) are printed as one table per
set (rows = systems) with the anchors to beat, and written to ``bench/results/quality.md`` with PNG
plots (``quality_decisions.png``, ``quality_context.png``) when matplotlib is installed.

``--previous COMMIT`` adds one more row, ``previous (<commit>)``: after the systems above, the code of COMMIT is
exported from git into a temporary folder and its own ``strata eval`` runs there, in a subprocess, on a copy of
the same data dir (bench/previous.py); its results go to ``<set>.previous.jsonl`` (its log beside them). With
``--set fresh`` it is on by default, with the commit of the fresh sets' first run (4733ae1,
bench/data/fresh/README.md); ``--previous none`` turns it off, and ``--quick`` leaves it off unless asked. If the
export or the old CLI fails, the error names the commit and the other rows are still reported.

The exit status is non-zero only on errors (a missed anchor prints MISS).
"""

from __future__ import annotations

import argparse
import datetime as dt
import hashlib
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rich.console import Console  # noqa: E402
from rich.markup import escape  # noqa: E402
from rich.table import Table  # noqa: E402

from bench.metrics import (COLUMNS, Metric, by_kind, format_cell, pair_up, read_jsonl, score,  # noqa: E402
                           unlisted_data_answers)

DATA = ROOT / "bench" / "data"
CACHE = ROOT / "bench" / ".cache"
RESULTS = ROOT / "bench" / "results"
DATASETS = ("geo", "spbe", "admissions")
SYSTEMS = ("vector", "fusion", "scope-only", "keyword", "strata")
QUICK_QUESTIONS = 20
QUESTION_SET = "original"  # or "heldout" / "fresh" / "fresh_b" / "fresh_c" / "fresh_d" (--set): which questions
# The fresh sets (issue 17) ask about places over the geo and fresh corpora, and share one data dir; fresh_b has
# places only (a development set since 2026-12-05), fresh_c (written blind on 2026-12-05) all three. fresh_d
# (written blind on 2026-12-07) brings its own corpus of passages paraphrased from real pages, so its data dir
# adds bench/data/fresh_d/corpus/ to the other two (and is its own: the older sets' numbers stay comparable).
# fresh_f (written blind on 2026-12-07, 11:15 UTC on) adds its own corpus to fresh_d's three, and fresh_g (written
# blind on 2026-12-07, 14:30 UTC on) its own to fresh_f's four; fresh_h (places only, written blind on 2026-12-07,
# 21:07 UTC on) its own to fresh_g's five; fresh_i (places only, written blind on 2026-12-07, 23:21 UTC on) its own
# to fresh_h's six.
FRESH_SETS = ("fresh", "fresh_b", "fresh_c", "fresh_d", "fresh_f", "fresh_g", "fresh_h", "fresh_i")
# the fresh sets that bring a corpus, in order: each one's data dir ingests its own and all earlier ones
OWN_CORPUS_SETS = ("fresh_d", "fresh_f", "fresh_g", "fresh_h", "fresh_i")
SET_DATASETS = {"original": DATASETS, "heldout": DATASETS, "fresh": ("places", "spbe", "admissions"),
                "fresh_b": ("places",), "fresh_c": ("places", "spbe", "admissions"),
                "fresh_d": ("places", "spbe", "admissions"), "fresh_f": ("places", "spbe", "admissions"),
                "fresh_g": ("places", "spbe", "admissions"), "fresh_h": ("places",), "fresh_i": ("places",)}
SET_LABEL = {"original": "", "heldout": "held-out", "fresh": "fresh", "fresh_b": "fresh (b)", "fresh_c": "fresh (c)",
             "fresh_d": "fresh (d)", "fresh_f": "fresh (f)", "fresh_g": "fresh (g)", "fresh_h": "fresh (h)",
             "fresh_i": "fresh (i)"}
SET_FOLDER = {"original": None, "heldout": DATA / "heldout", **{name: DATA / name for name in FRESH_SETS}}
TNEA_FILES = ("tnea_2023_cutoffs_sample17.csv", "tnea_2024_cutoffs_40colleges.csv")  # loaded in this order
# bench/data/geo/README.md: its "unrelated" questions name places in these countries (US-only cannot be right)
GEO_COUNTRIES = ("US", "CA", "AU", "GB", "IN", "ID", "MX")
# The anchors to beat (issue 6): metric, direction, value, where it comes from.
ANCHORS = [
    ("false_confidence", "<=", 0.009, "geographic system (its baselines: 0.090)"),
    ("decision_quality", ">=", 0.946, "geographic system (0.946 / 0.974)"),
    ("decision_quality", ">=", 0.974, "geographic system (0.946 / 0.974)"),
    ("ctx_precision_id", ">=", 0.68, "SPBE system (by chunk/node id; by doc id when the gold has no ids)"),
    ("ctx_recall_id", ">=", 0.83, "SPBE system (by chunk/node id; by doc id when the gold has no ids)"),
]
# Issue 17's targets on the fresh sets, per data set (the issue names no metric for admissions and SPBE; these
# are read on the answers, the stricter reading).
# The engine the fresh sets were first run on (bench/data/fresh/README.md, "First run"): --previous's default there.
FIRST_RUN_COMMIT = "4733ae1"
FRESH_TARGETS = {
    "admissions": [("answer_correct", ">=", 0.98)],
    "spbe": [("answer_correct", ">=", 0.95)],
    "places": [("decision_quality", ">=", 0.97), ("false_confidence", "<=", 0.005)],
}
console = Console(width=None if sys.stdout.isatty() else 200)


# -- the data dir ------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Plan:
    """What one data dir is built from: corpora ingested as (source, folder), whether the places are loaded, and
    the TNEA files loaded (none: the shipped illustrative sample)."""

    name: str
    corpora: tuple[tuple[str, Path], ...]
    places: bool
    admissions: tuple[Path, ...] = ()


def plan_for(datasets: list[str]) -> Plan:
    """The original and held-out sets share one data dir per choice of sets; the fresh sets have their own."""
    if QUESTION_SET in FRESH_SETS:
        from bench.data.fresh.common import tnea_dir

        folder = tnea_dir()
        corpora = (("geo", DATA / "geo" / "corpus"), ("fresh", DATA / "fresh" / "corpus"))
        if QUESTION_SET in OWN_CORPUS_SETS:
            own = OWN_CORPUS_SETS[:OWN_CORPUS_SETS.index(QUESTION_SET) + 1]
            corpora += tuple((s, DATA / s / "corpus") for s in own)
        name = QUESTION_SET if QUESTION_SET in OWN_CORPUS_SETS else "fresh"
        return Plan(name, corpora, True,
                    tuple(folder / name for name in TNEA_FILES))
    return Plan("-".join(datasets), tuple((ds, DATA / ds / "corpus") for ds in datasets
                                          if (DATA / ds / "corpus").is_dir()), "geo" in datasets)


def build_key(plan: Plan, model: str) -> str:
    """Content hash of everything the data dir is built from."""
    digest = hashlib.sha256()
    places = ",".join(GEO_COUNTRIES) if plan.places else "none"
    digest.update(f"model={model};sets={plan.name.replace('-', ',')};places={places}".encode())
    files = [p for _, corpus in plan.corpora for p in sorted(corpus.rglob("*")) if p.is_file()]
    files += sorted((ROOT / "loaders" / "data" / "spbe").glob("*")) + sorted((ROOT / "loaders" / "data" /
                                                                                 "admissions").glob("*"))
    files += sorted((ROOT / "loaders").rglob("*.py"))
    for path in files:
        digest.update(str(path.relative_to(ROOT)).encode() + b"\0" + path.read_bytes() + b"\0")
    for path in plan.admissions:  # outside the project: named by file name
        digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:16]


def build(folder: Path, plan: Plan, key: str) -> dict:
    """Load the hierarchies and ingest the plan's corpora into a fresh data dir; returns what it took."""
    from engine import Engine

    if folder.exists():
        shutil.rmtree(folder)
    info: dict = {"key": key, "datasets": plan.name, "built": dt.datetime.now(dt.timezone.utc).isoformat(),
                  "admissions": [p.name for p in plan.admissions] or "shipped sample"}
    with Engine.open(folder / "data") as engine:
        started = time.perf_counter()
        engine.load_spbe(progress=False)
        for path in plan.admissions or (None,):
            engine.load_admissions(path, progress=False)
        info["load_spbe_admissions_s"] = time.perf_counter() - started
        if plan.places:
            started = time.perf_counter()
            engine.load_places(countries=list(GEO_COUNTRIES), progress=False)
            info["load_places_s"] = time.perf_counter() - started
        started = time.perf_counter()
        engine.embedder.encode(["warm-up"])
        info["model_s"] = time.perf_counter() - started
        info["ingest"] = {}
        for source, corpus in plan.corpora:
            started = time.perf_counter()
            report = engine.ingest([corpus], source=source, progress=False)
            for error in report.errors:
                console.print(f"  [red]ingest error[/] ({source}): {error}", highlight=False)
            info["ingest"][source] = {"documents": report.documents, "parents": report.parents,
                                      "children": report.children, "errors": len(report.errors),
                                      "seconds": time.perf_counter() - started}
        info["points"] = engine.vectors.count()
    (folder / "build.json").write_text(json.dumps(info, indent=2), encoding="utf-8")
    return info


def data_dir(datasets: list[str], *, rebuild: bool, cache: Path) -> tuple[Path, dict, bool]:
    from engine.config import Config

    model = Config.load().embed_model
    plan = plan_for(datasets)
    key = build_key(plan, model)
    folder = cache / f"quality-{plan.name}"
    marker = folder / "build.json"
    if not rebuild and marker.is_file():
        info = json.loads(marker.read_text(encoding="utf-8"))
        if info.get("key") == key:
            return folder / "data", info, False
        console.print(f"[yellow]{folder.name}: the data or loader code changed ({info.get('key')} -> {key}); "
                      "rebuilding[/]", highlight=False)
    places = f" + places {','.join(GEO_COUNTRIES)}" if plan.places else ""
    admissions = " + ".join(p.name for p in plan.admissions) or "admissions"
    console.print(f"building {folder} (SPBE + {admissions}{places}, "
                  f"ingesting {', '.join(source for source, _ in plan.corpora)})", highlight=False)
    return folder / "data", build(folder, plan, key), True


# -- running -------------------------------------------------------------------------------------------

def questions_path(ds: str) -> Path:
    folder = SET_FOLDER[QUESTION_SET]
    return folder / f"{ds}.jsonl" if folder else DATA / ds / "questions.jsonl"


def load_questions(ds: str, quick: bool) -> list[dict] | None:
    path = questions_path(ds)
    if not path.is_file():
        return None
    lines = read_jsonl(path)
    return lines[:QUICK_QUESTIONS] if quick else lines


def run_set(systems, ds: str, questions: list[dict], out: Path) -> tuple[dict[str, list[dict]], dict[str, float]]:
    """Every system over one set, question by question (system order rotates); results streamed to files."""
    results: dict[str, list[dict]] = {name: [] for name in SYSTEMS}
    seconds = {name: 0.0 for name in SYSTEMS}
    handles = {name: (out / f"{ds}.{name}.jsonl").open("w", encoding="utf-8") for name in SYSTEMS}
    started = time.perf_counter()
    try:
        for index, line in enumerate(questions):
            order = SYSTEMS[index % len(SYSTEMS):] + SYSTEMS[:index % len(SYSTEMS)]
            for name in order:
                clock = time.perf_counter()
                result = systems[name](line)
                seconds[name] += time.perf_counter() - clock
                results[name].append(result)
                handles[name].write(json.dumps(result, ensure_ascii=False) + "\n")
            if (index + 1) % 10 == 0 or index + 1 == len(questions):
                console.print(f"  {ds}: {index + 1}/{len(questions)} questions, "
                              f"{time.perf_counter() - started:.0f} s", highlight=False)
    finally:
        for handle in handles.values():
            handle.close()
    return results, seconds


# -- reporting -----------------------------------------------------------------------------------------

def columns_for(scores: dict[str, dict[str, Metric]]) -> list[tuple[str, str]]:
    """The report's columns that some system has a value for (a set without kinds loses their columns)."""
    return [(key, label) for key, label in COLUMNS
            if any(key in s and s[key].n for s in scores.values())]


def with_n(key: str, label: str, scores: dict[str, dict[str, Metric]]) -> str:
    counts = {s[key].n for s in scores.values() if key in s}
    if key in ("questions", "ms_p50", "abstain_precision") or len(counts) != 1:
        return label
    return f"{label} ({counts.pop()})"


def rich_table(ds: str, scores: dict[str, dict[str, Metric]], title_note: str) -> Table:
    table = Table(title=f"{ds}: answer quality per system {title_note}")
    cols = columns_for(scores)
    table.add_column("system")
    for key, label in cols:
        table.add_column(with_n(key, label, scores), justify="right")
    for name, metrics in scores.items():
        style = "bold" if name == "strata" else "italic" if name.startswith("previous") else None
        table.add_row(name, *[format_cell(key, metrics.get(key)) for key, _ in cols], style=style)
    return table


def markdown_table(scores: dict[str, dict[str, Metric]]) -> str:
    cols = columns_for(scores)
    head = "| system | " + " | ".join(with_n(k, label, scores) for k, label in cols) + " |"
    rule = "|---|" + "---:|" * len(cols)
    rows = [f"| {'**strata**' if name == 'strata' else name} | "
            + " | ".join(format_cell(k, m.get(k)) for k, _ in cols) + " |" for name, m in scores.items()]
    return "\n".join([head, rule, *rows])


def kind_rows(pairs_by_system: dict[str, list[tuple[dict, dict]]]) -> tuple[list[str], list[list[str]]]:
    kinds: dict[str, None] = {}
    tables = {name: by_kind(pairs) for name, pairs in pairs_by_system.items()}
    for table in tables.values():
        kinds.update(dict.fromkeys(table))
    header = ["system", *[f"{k} ({next(iter(tables.values()))[k].n})" for k in kinds]]
    rows = [[name, *[format_cell("x", tables[name].get(k)) for k in kinds]] for name in tables]
    return header, rows


def data_source_lines(pairs_by_system: dict[str, list[tuple[dict, dict]]]) -> list[str]:
    """Answers computed from the graph's data files that the gold does not list (counted as wrong place)."""
    lines = []
    for name, pairs in pairs_by_system.items():
        ids = unlisted_data_answers(pairs)
        if ids:
            lines.append(f"{name}: {len(ids)} answer(s) rest on a data:<file> citation the gold's documents do not "
                         f"list, scored as the wrong place (false confidence, context misses): {', '.join(ids)}")
    return lines


def anchor_lines(scores: dict[str, dict[str, Metric]]) -> list[str]:
    """Strata's values against the anchors (context anchors fall back to the doc-id forms)."""
    ours = scores.get("strata", {})
    lines = []
    for key, direction, target, origin in ANCHORS:
        metric = ours.get(key)
        shown = key
        if (metric is None or metric.value is None) and key.endswith("_id"):
            shown = key.replace("_id", "_doc")
            metric = ours.get(shown)
        if metric is None or metric.value is None:
            lines.append(f"{key} {direction} {target}: n/a on this set [{origin}]")
            continue
        met = metric.value <= target if direction == "<=" else metric.value >= target
        lines.append(f"{shown} {direction} {target}: strata {metric.value:.3f} -> {'PASS' if met else 'MISS'} "
                     f"[{origin}]")
    return lines


def target_lines(ds: str, scores: dict[str, dict[str, Metric]]) -> list[str]:
    """Strata against issue 17's targets (fresh sets only)."""
    if QUESTION_SET not in FRESH_SETS:
        return []
    lines = []
    for key, direction, target in FRESH_TARGETS.get(ds, []):
        metric = scores.get("strata", {}).get(key)
        if metric is None or metric.value is None:
            lines.append(f"{key} {direction} {target}: n/a [issue 17 target]")
            continue
        met = metric.value <= target if direction == "<=" else metric.value >= target
        lines.append(f"{key} {direction} {target}: strata {metric.value:.3f} -> {'PASS' if met else 'MISS'} "
                     "[issue 17 target]")
    return lines


def plots(all_scores: dict[str, dict[str, dict[str, Metric]]], out: Path) -> list[Path]:
    """Grouped bars per system and set: decision quality and false confidence; context precision/recall."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        console.print("[yellow]matplotlib is not installed: no plots (pip install matplotlib)[/]")
        return []
    written = []
    figures = [("quality_decisions.png", [("decision_quality", "decision quality (higher is better)"),
                                          ("false_confidence", "false-confidence rate (lower is better)")]),
               ("quality_context.png", [("ctx_precision_id", "context precision by chunk/node id"),
                                        ("ctx_recall_id", "context recall by chunk/node id"),
                                        ("ctx_precision_doc", "context precision by doc id"),
                                        ("ctx_recall_doc", "context recall by doc id")])]
    sets = list(all_scores)
    names = list(dict.fromkeys(name for scores in all_scores.values() for name in scores))  # + previous, if run
    for filename, panels in figures:
        columns = min(len(panels), 2)
        rows = -(-len(panels) // columns)
        fig, axes = plt.subplots(rows, columns, figsize=(5.6 * columns, 3.9 * rows + 0.5), squeeze=False)
        for ax, (key, title) in zip(axes.flat, panels):
            width = 0.8 / len(names)
            for i, name in enumerate(names):
                values = [(all_scores[ds].get(name, {}).get(key) or Metric(None, 0)).value for ds in sets]
                xs = [j + (i - (len(names) - 1) / 2) * width for j in range(len(sets))]
                bars = ax.bar(xs, [v or 0.0 for v in values], width, label=name,
                              edgecolor=["black" if name == "strata" and v is not None else "none" for v in values])
                for bar, value in zip(bars, values):
                    if value is not None:
                        ax.annotate(f"{value:.2f}", (bar.get_x() + bar.get_width() / 2, bar.get_height()),
                                    ha="center", va="bottom", fontsize=6, rotation=90, xytext=(0, 2),
                                    textcoords="offset points")
            for _, direction, target, _origin in [a for a in ANCHORS if a[0] == key]:
                ax.axhline(target, color="grey", linestyle="--", linewidth=0.8)
            ax.set_xticks(range(len(sets)), sets)
            ax.set_ylim(0, 1.12)
            ax.set_title(title, fontsize=10)
        handles, labels = axes[0][0].get_legend_handles_labels()
        fig.legend(handles, labels, loc="lower center", ncols=len(names), fontsize=8, frameon=False)
        which = f" — {SET_LABEL[QUESTION_SET]} questions" if SET_LABEL[QUESTION_SET] else ""
        fig.suptitle(f"Strata vs baselines, same data, same run{which} (dashed: anchors to beat)", fontsize=10)
        fig.tight_layout(rect=(0, 0.07 / rows, 1, 1))
        path = out / filename
        fig.savefig(path, dpi=120)
        plt.close(fig)
        written.append(path)
    return written


def git_head() -> str:
    try:
        head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True,
                              timeout=10).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=ROOT,
                               capture_output=True, text=True, timeout=10).stdout.strip()
        return head + (" (uncommitted changes)" if dirty else "")
    except (OSError, subprocess.SubprocessError):
        return "unknown"


def write_markdown(path: Path, all_scores, all_pairs, info: dict, notes: list[str]) -> None:
    folder = SET_FOLDER[QUESTION_SET]
    which = f" — {SET_LABEL[QUESTION_SET]} questions ({folder.relative_to(ROOT)}/)" if folder else ""
    lines = [f"# Answer quality (bench/quality.py){which}", "",
             f"Run {info['when']} on commit {info['commit']}, {info['cores']} cores; "
             f"{'quick (first %d questions per set)' % QUICK_QUESTIONS if info['quick'] else 'all questions'}. "
             "Same data dir and same run for every system; metric definitions in `bench/metrics.py`, "
             "systems in `bench/baselines.py`. Column headers give the number of questions a metric is "
             "averaged over; `–` = not applicable (no such questions, or the system never abstained).", ""]
    lines += [f"* {note}" for note in notes] + ([""] if notes else [])
    for ds, scores in all_scores.items():
        lines += [f"## {ds}", "", markdown_table(scores), "", "Anchors (Strata):", ""]
        lines += [f"* {line}" for line in anchor_lines(scores) + target_lines(ds, scores)]
        caveats = data_source_lines(all_pairs[ds])
        if caveats:
            lines += ["", "Caveat:", ""] + [f"* {line}" for line in caveats]
        header, rows = kind_rows(all_pairs[ds])
        lines += ["", "Decision quality by question kind:", "", "| " + " | ".join(header) + " |",
                  "|---|" + "---:|" * (len(header) - 1)]
        lines += ["| " + " | ".join(row) + " |" for row in rows]
        lines.append("")
    lines += ["## Phases", "", "| phase | seconds |", "|---|---:|"]
    lines += [f"| {name} | {seconds:.1f} |" for name, seconds in info["phases"].items()]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


# -- main ----------------------------------------------------------------------------------------------

def score_only(questions: Path, results: Path) -> None:
    pairs = pair_up(read_jsonl(questions), read_jsonl(results))
    scores = {results.name: score(pairs)}
    console.print(rich_table(questions.parent.name, scores, f"({results})"))
    for line in anchor_lines({"strata": scores[results.name]}):
        console.print("  " + line, highlight=False, markup=False)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help=f"first {QUICK_QUESTIONS} questions per set (CI smoke)")
    parser.add_argument("--datasets", help="comma-separated: geo,spbe,admissions (with --set fresh: "
                        "places,spbe,admissions); default all")
    parser.add_argument("--rebuild", action="store_true", help="build the data dir again even when cached")
    parser.add_argument("--set", dest="question_set", choices=tuple(SET_DATASETS), default="original",
                        help="the original labelled questions, the held-out ones (bench/data/heldout/) or issue "
                        "17's fresh ones (bench/data/fresh/, fresh_b/ ... fresh_i/)")
    parser.add_argument("--out", type=Path, help="where result files, quality.md and PNGs go "
                        "(default bench/results/, or bench/results/<set>/ with --set heldout|fresh)")
    parser.add_argument("--cache", type=Path, default=CACHE, help=argparse.SUPPRESS)  # tests: a temporary cache
    parser.add_argument("--score", nargs=2, type=Path, metavar=("QUESTIONS", "RESULTS"),
                        help="only score a strata eval result file against its questions file")
    parser.add_argument("--rescore", action="store_true",
                        help="no engine: recompute the tables, quality.md and plots from the result files in --out")
    parser.add_argument("--previous", metavar="COMMIT", help="also run the engine of COMMIT (its own strata eval, "
                        f"on a copy of the data dir); default {FIRST_RUN_COMMIT} with --set fresh (not with --quick),"
                        " else none; 'none' turns it off")
    args = parser.parse_args(argv)
    global QUESTION_SET
    QUESTION_SET = args.question_set
    # absolute: the previous engine runs its own strata eval from its exported tree (another directory)
    args.out = (args.out or (RESULTS / QUESTION_SET if SET_FOLDER[QUESTION_SET] else RESULTS)).resolve()
    if args.previous is None:
        args.previous = FIRST_RUN_COMMIT if QUESTION_SET in FRESH_SETS and not args.quick else "none"
    args.previous = None if args.previous.lower() == "none" else args.previous
    if args.score:
        score_only(*args.score)
        return 0

    # a killed run still closes its engine (the with-block), so no embedded server is left behind
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    known = SET_DATASETS[QUESTION_SET]
    wanted = [d.strip() for d in (args.datasets or ",".join(known)).split(",") if d.strip()]
    unknown = [d for d in wanted if d not in known]
    if unknown:
        parser.error(f"unknown data set(s) {', '.join(unknown)}; choose from {', '.join(known)}")
    notes: list[str] = []
    questions: dict[str, list[dict]] = {}
    for ds in wanted:
        lines = load_questions(ds, args.quick)
        if lines is None:
            notes.append(f"{ds}: no {questions_path(ds).relative_to(ROOT)} yet; not scored"
                         + (" (its corpus is still ingested)" if (DATA / ds / "corpus").is_dir() else ""))
        else:
            questions[ds] = lines
    if QUESTION_SET in FRESH_SETS:
        notes.append("fresh data dir: SPBE hierarchy, the real TNEA files " + " + ".join(TNEA_FILES) + " (read from "
                     "../shared/data/tnea/), places " + ",".join(GEO_COUNTRIES) + ", geo and fresh corpora; no SPBE "
                     "or admissions passages")
    for note in notes:
        console.print(f"[yellow]{escape(note)}[/]", highlight=False)
    if args.rescore:
        return rescore(questions, args, notes)
    phases: dict[str, float] = {}
    console.print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.2f} at start", highlight=False)

    started = time.perf_counter()
    folder, build_info, built = data_dir(wanted, rebuild=args.rebuild, cache=args.cache)
    if built:
        phases["build: load SPBE + admissions"] = build_info.get("load_spbe_admissions_s", 0.0)
        if "load_places_s" in build_info:
            phases[f"build: load places ({','.join(GEO_COUNTRIES)})"] = build_info["load_places_s"]
        phases["build: load embedding model"] = build_info.get("model_s", 0.0)
        for ds, item in build_info.get("ingest", {}).items():
            phases[f"build: ingest {ds} ({item['documents']} docs, {item['children']} children)"] = item["seconds"]
        phases["build total"] = time.perf_counter() - started
    else:
        phases["data dir (cached)"] = time.perf_counter() - started
        console.print(f"using cached {folder.parent} (built {build_info.get('built')})", highlight=False)

    from bench.baselines import Systems
    from engine import Engine

    args.out.mkdir(parents=True, exist_ok=True)
    all_scores: dict[str, dict[str, dict[str, Metric]]] = {}
    all_pairs: dict[str, dict[str, list[tuple[dict, dict]]]] = {}
    run_id = f"quality-{dt.datetime.now(dt.timezone.utc):%Y%m%dT%H%M%S}"
    with Engine.open(folder) as engine:
        clock = time.perf_counter()
        engine.embedder.encode(["warm-up"])
        systems = Systems(engine, run_id=run_id)
        phases["open: model + question pipeline (scope detector, BM25, parents)"] = time.perf_counter() - clock
        for ds, lines in questions.items():
            console.print(f"{ds}: {len(lines)} questions x {len(SYSTEMS)} systems", highlight=False)
            results, seconds = run_set(systems, ds, lines, args.out)
            for name in SYSTEMS:
                phases[f"{ds}: {name}"] = seconds[name]
            all_pairs[ds] = {name: pair_up(lines, results[name]) for name in SYSTEMS}
            all_scores[ds] = {name: score(pairs) for name, pairs in all_pairs[ds].items()}

    run_previous(args, folder, questions, run_id, all_pairs, phases, notes)
    all_scores = {ds: {name: score(pairs) for name, pairs in by_system.items()} for ds, by_system in all_pairs.items()}
    (args.out / "quality.phases.json").write_text(json.dumps(phases, indent=1), encoding="utf-8")
    return report(all_scores, all_pairs, questions, args, phases, notes)


def run_previous(args, folder: Path, questions: dict[str, list[dict]], run_id: str,
                 all_pairs: dict[str, dict[str, list[tuple[dict, dict]]]], phases: dict[str, float],
                 notes: list[str]) -> None:
    """The engine of ``--previous`` on a copy of the (closed) data dir: one more row per set, or a note why not."""
    from bench.previous import PreviousError, run_eval, short_commit

    marker = args.out / "quality.previous.json"
    marker.unlink(missing_ok=True)
    for ds in questions:  # a stale result of an earlier run must not come back in --rescore
        (args.out / f"{ds}.previous.jsonl").unlink(missing_ok=True)
    if not args.previous or not questions:
        return
    clock, commit = time.perf_counter(), args.previous
    try:
        commit = short_commit(args.previous)
        name = f"previous ({commit})"
        console.print(f"{name}: its own strata eval in a subprocess on a copy of {folder}", highlight=False)
        files = run_eval(commit, folder, questions, args.out, session_prefix=run_id,
                         say=lambda text: console.print(text, highlight=False, markup=False))
    except PreviousError as exc:
        console.print(f"[red]previous engine failed[/]: {escape(str(exc))}", highlight=False)
        notes.append(f"previous engine ({args.previous}) not scored: {str(exc).splitlines()[0]}")
        for ds in questions:  # no partial row in --rescore either
            (args.out / f"{ds}.previous.jsonl").unlink(missing_ok=True)
        return
    finally:
        phases[f"previous ({commit}): export, copy, its strata eval"] = time.perf_counter() - clock
    marker.write_text(json.dumps({"commit": commit, "name": name}), encoding="utf-8")
    for ds, path in files.items():
        all_pairs[ds][name] = pair_up(questions[ds], read_jsonl(path))


def previous_name(out: Path) -> str:
    """The previous engine's row name as its run wrote it (``quality.previous.json``)."""
    marker = out / "quality.previous.json"
    return json.loads(marker.read_text(encoding="utf-8"))["name"] if marker.is_file() else "previous"


def rescore(questions: dict[str, list[dict]], args, notes: list[str]) -> int:
    """The report again from the result files of an earlier run (metric changes need no engine)."""
    all_pairs: dict[str, dict[str, list[tuple[dict, dict]]]] = {}
    for ds, lines in questions.items():
        files = {name: args.out / f"{ds}.{name}.jsonl" for name in SYSTEMS}
        missing = [str(path) for path in files.values() if not path.is_file()]
        if missing:
            notes.append(f"{ds}: no result file(s) {', '.join(missing)}; not scored")
            continue
        all_pairs[ds] = {name: pair_up(lines, read_jsonl(path)) for name, path in files.items()}
        previous = args.out / f"{ds}.previous.jsonl"
        if previous.is_file():
            all_pairs[ds][previous_name(args.out)] = pair_up(lines, read_jsonl(previous))
    all_scores = {ds: {name: score(pairs) for name, pairs in by_system.items()} for ds, by_system in all_pairs.items()}
    saved = args.out / "quality.phases.json"
    phases = json.loads(saved.read_text(encoding="utf-8")) if saved.is_file() else {}
    return report(all_scores, all_pairs, questions, args, phases, notes)


def report(all_scores, all_pairs, questions: dict[str, list[dict]], args, phases: dict[str, float],
           notes: list[str]) -> int:
    """Print the tables, anchors and phases; write quality.md and the plots."""
    for ds, scores in all_scores.items():
        which = f"{SET_LABEL[QUESTION_SET]} " if SET_LABEL[QUESTION_SET] else ""
        console.print(rich_table(ds, scores, f"({len(questions[ds])} {which}questions{', quick' if args.quick else ''})"))
        for line in anchor_lines(scores):
            console.print("  anchor: " + line, highlight=False, markup=False)
        for line in target_lines(ds, scores):
            console.print("  target: " + line, highlight=False, markup=False)
        for line in data_source_lines(all_pairs[ds]):
            console.print("  [yellow]caveat[/]: " + escape(line), highlight=False)
        header, rows = kind_rows(all_pairs[ds])
        kinds = Table(title=f"{ds}: decision quality by question kind")
        for column in header:
            kinds.add_column(column, justify="left" if column == "system" else "right")
        for row in rows:
            kinds.add_row(*row)
        console.print(kinds)
    args.out.mkdir(parents=True, exist_ok=True)
    written = plots(all_scores, args.out) if all_scores else []
    info = {"when": dt.datetime.now(dt.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"), "commit": git_head(),
            "cores": os.cpu_count(), "quick": args.quick, "phases": phases}
    write_markdown(args.out / "quality.md", all_scores, all_pairs, info, notes)
    phase_table = Table(title="phases (seconds)")
    phase_table.add_column("phase")
    phase_table.add_column("s", justify="right")
    for name, seconds in phases.items():
        phase_table.add_row(name, f"{seconds:.1f}")
    console.print(phase_table)
    console.print(f"wrote {args.out / 'quality.md'}, {len(written)} plot(s) and the result files in {args.out}; "
                  f"load average at end: {os.getloadavg()[0]:.2f}", highlight=False)
    return 0


if __name__ == "__main__":
    sys.exit(main())
