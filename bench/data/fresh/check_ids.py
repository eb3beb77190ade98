"""Check that every node id the fresh sets name is a real id in a data dir built as bench/quality.py --set fresh
builds it (SPBE, both real TNEA files, places, the geo and fresh corpora).

    python bench/data/fresh/check_ids.py --data DIR

It asks the graph through the public CLI (``strata cypher --json``), so it needs nothing but a loaded data dir;
exit status 1 lists the ids the graph does not have.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
SETS = ("admissions", "spbe", "places")
# one indexed lookup per keyed label (a scan over every node is too slow on a graph with the places)
QUERY = ("UNWIND $ids AS wanted OPTIONAL MATCH (s:Scope {id: wanted}) OPTIONAL MATCH (i:IndexValue {id: wanted}) "
         "OPTIONAL MATCH (p:Predicate {id: wanted}) OPTIONAL MATCH (f:CutoffFormula {id: wanted}) "
         "WITH coalesce(s.id, i.id, p.id, f.id) AS id WHERE id IS NOT NULL RETURN id")


def wanted_ids() -> dict[str, list[str]]:
    """Every node id a line names (gold nodes, list members, the asked place), with the lines naming it."""
    found: dict[str, list[str]] = {}
    for name in SETS:
        for text in (HERE / f"{name}.jsonl").read_text(encoding="utf-8").splitlines():
            item = json.loads(text)
            ids = list(item["gold_node_ids"]) + [m["id"] for key in ("gold_members", "gold_wrong_members")
                                                 for m in item.get(key) or []]
            ids += [item["question_place_id"]] if item.get("question_place_id") else []
            for node in ids:
                found.setdefault(node, []).append(item["id"])
    return found


def present(ids: list[str], data: Path) -> set[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    out: set[str] = set()
    for start in range(0, len(ids), 400):
        chunk = ids[start:start + 400]
        done = subprocess.run([sys.executable, "-c", "from engine.cli import app; app()", "cypher", QUERY, "--json",
                               "--limit", "1000", "-p", f"ids={json.dumps(chunk)}", "--data", str(data)],
                              capture_output=True, text=True, env=env, cwd=ROOT, timeout=300)
        if done.returncode != 0:
            raise SystemExit(done.stdout[-2000:] + done.stderr[-2000:])
        out |= {json.loads(row)["id"] for row in done.stdout.splitlines() if row.startswith("{")}
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, required=True, help="a data dir built for the fresh sets")
    args = parser.parse_args()
    wanted = wanted_ids()
    missing = sorted(set(wanted) - present(sorted(wanted), args.data))
    for node in missing:
        print(f"not in the graph: {node} (named by {', '.join(wanted[node][:5])})")
    print(f"{len(wanted) - len(missing)} of {len(wanted)} node ids found")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
