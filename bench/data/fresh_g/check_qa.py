"""Checks spbe.jsonl and admissions.jsonl of fresh_g: python bench/data/fresh_g/check_qa.py

Every check of ``bench/data/fresh_f/check_qa.py`` is reused by import (fields, decisions, node ids, sessions,
follow-ups, repeated texts, the overlap check: Jaccard of word sets >= 0.60 with any older question fails, and
both generators re-run with ``--check``), pointed at this folder, the ``fgs-`` / ``fga-`` prefixes and the older
sets including fresh_f. Added here, because the brief of this set asks for them: ids numbered without gaps,
at least one session holding a complete new question (``turn: new``), and a share of must-abstain questions.
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))

import bench.data.fresh_f.check_qa as qa  # noqa: E402

MIN_ABSTAIN = 0.12


def configure():
    """Point fresh_f's checker at this folder: its functions read these module globals."""
    qa.HERE = HERE
    qa.PREFIX = {"spbe": "fgs-", "admissions": "fga-"}
    qa.OLDER = {name: files + [qa.DATA / "fresh_f" / f"{name}.jsonl"] for name, files in qa.OLDER.items()}


def extra_checks(name):
    """What this set adds: ids without gaps, a new question inside a session, enough abstentions."""
    rows = [json.loads(line) for line in (HERE / f"{name}.jsonl").read_text(encoding="utf-8").splitlines()
            if line.strip()]
    prefix, errors = qa.PREFIX[name], []
    expected = [f"{prefix}{k:03d}" for k in range(1, len(rows) + 1)]
    if [r["id"] for r in rows] != expected:
        errors.append(f"{name}: ids are not {expected[0]}..{expected[-1]} without gaps")
    if not any(r.get("turn") == "new" for r in rows):
        errors.append(f"{name}: no session holds a complete new question")
    share = sum(r["gold_decision"] == "abstain" for r in rows) / len(rows)
    if share < MIN_ABSTAIN:
        errors.append(f"{name}: only {share:.0%} must-abstain questions")
    print(f"  {name}: {share:.0%} must abstain")
    return errors


def main():
    configure()
    errors = qa.check("spbe") + extra_checks("spbe") + qa.check("admissions") + extra_checks("admissions") \
        + qa.generators_current()
    for e in errors:
        print("ERROR", e)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
