"""CI smoke of the speed benches and the held-out set, so `make bench` does not rot (quality has its own
smoke in test_bench_metrics.py). Small on purpose: one tiny composed corpus, a few questions."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from pathlib import Path
from tests.support import ROOT

sys.path.insert(0, str(ROOT))

HELDOUT = ROOT / "bench" / "data" / "heldout"


def read(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def test_heldout_set_is_complete_and_points_at_real_documents() -> None:
    sets = {name: read(HELDOUT / f"{name}.jsonl") for name in ("geo", "spbe", "admissions")}
    assert len(sets["geo"]) >= 40 and len(sets["spbe"]) >= 20 and len(sets["admissions"]) >= 20
    ids = [item["id"] for items in sets.values() for item in items]
    assert len(ids) == len(set(ids))
    for name, items in sets.items():
        assert all(item["gold_decision"] in ("answer", "warn", "abstain") and item["question"] for item in items)
        assert Counter(item["gold_decision"] for item in items)["abstain"] > 0, name
    corpus = {f"geo:{p.name}" for p in (ROOT / "bench" / "data" / "geo" / "corpus").glob("*.md")}
    for item in sets["geo"]:
        assert set(item["gold_doc_ids"]) <= corpus, item["id"]
        assert (item["gold_decision"] == "abstain") == (not item["gold_doc_ids"]), item["id"]


FRESH = ROOT / "bench" / "data" / "fresh"


def test_fresh_sets_are_what_their_generators_write_and_point_at_real_documents() -> None:
    """Issue 17's frozen sets: the generators reproduce them (admissions only where ../shared/data/tnea/ is)."""
    import importlib

    sets = {name: read(FRESH / f"{name}.jsonl") for name in ("admissions", "spbe", "places")}
    assert len(sets["admissions"]) >= 120 and len(sets["spbe"]) >= 90 and len(sets["places"]) >= 90
    ids = [item["id"] for items in sets.values() for item in items]
    assert len(ids) == len(set(ids))
    for name, items in sets.items():
        assert all(item["answer_type"] in ("value", "list", "decision") for item in items), name
        assert Counter(item["gold_decision"] for item in items)["abstain"] > 0, name
        assert all((item["gold_decision"] == "abstain") == (not item["gold_doc_ids"]) for item in items), name
    corpus = {f"geo:{p.name}" for p in (ROOT / "bench" / "data" / "geo" / "corpus").glob("*.md")}
    corpus |= {f"fresh:{p.name}" for p in (FRESH / "corpus").glob("*.md")}
    assert all(set(item["gold_doc_ids"]) <= corpus for item in sets["places"])
    generators = ["spbe", "places"]
    if any((base / "shared" / "data" / "tnea").is_dir() for base in (ROOT.parent, ROOT.parent.parent)):
        generators.append("admissions")
    for name in generators:
        module = importlib.import_module(f"bench.data.fresh.make_{name}")
        assert module.items() == sets[name], f"{name}.jsonl is not what make_{name}.py writes"


def test_composed_vectors_match_the_generators_sentences() -> None:
    """Every sentence the generator writes has a canonical sentence, so a child's vector is composed, not guessed."""
    import bench.synthetic as synthetic
    from bench.composed import SENTENCE

    synthetic.CANONICAL = {}
    try:
        for index in range(20):
            _, content = synthetic.document(index)
            text = content[1] if isinstance(content, tuple) else content["text"]
            parts = [s.strip().lstrip("- #") for s in SENTENCE.split(text) if s.strip()]
            parts = [p for p in parts if not p.startswith(("Indikator ", "Kriteria "))]  # section headers
            known = sum(p in synthetic.CANONICAL for p in parts)
            assert known / len(parts) > 0.8, (index, [p for p in parts if p not in synthetic.CANONICAL][:5])
    finally:
        synthetic.CANONICAL = None


def test_query_bench_smoke_writes_latency_table_memory_and_plot(tmp_path: Path) -> None:
    results = tmp_path / "results"
    done = subprocess.run([sys.executable, str(ROOT / "bench" / "query.py"), "--sizes", "300", "--questions", "5",
                           "--cache", str(tmp_path / "cache"), "--results", str(results)],
                          capture_output=True, text=True, timeout=600, cwd=ROOT)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert "vector-only" in done.stdout and ("PASS" in done.stdout or "MISS" in done.stdout)
    data = json.loads((results / "query.json").read_text(encoding="utf-8"))
    (row,) = data["sizes"]
    assert row["vectors"] == "composed" and row["children"] > 100
    assert 0 < row["vector_p50"] and 0 < row["ask_p50"] and row["rss_mb"] > 0
    assert (results / "latency_vs_size.png").stat().st_size > 1000


def test_run_all_lists_every_issue_6_section() -> None:
    done = subprocess.run([sys.executable, str(ROOT / "bench" / "run_all.py"), "--list"], capture_output=True,
                          text=True, timeout=60, cwd=ROOT)
    assert done.returncode == 0
    names = {line.split()[0] for line in done.stdout.splitlines()}
    assert names == {"quality", "heldout", "query", "ingest", "hierarchy", "graph_load"}
