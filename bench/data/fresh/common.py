"""What the three fresh-set generators share: the line shape, writing/checking a JSONL file, and where the real
TNEA files live.

Every line has the fields of the older sets (``id, question, session, kind, gold_decision, gold_node_ids,
gold_values, gold_doc_ids, why``) plus ``answer_type`` (how ``bench/metrics.py`` scores the answer text:
``value``, ``list`` or ``decision``; see README.md), ``written`` (``template`` or ``hand``) and, for list
questions, ``gold_members`` / ``gold_wrong_members``.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
DECISIONS = ("answer", "warn", "abstain")
ANSWER_TYPES = ("value", "list", "decision")


def tnea_dir() -> Path:
    """The real TNEA files: ``$STRATA_TNEA_DIR``, else ``../shared/data/tnea`` next to the checkout (a git
    worktree one level deeper looks one level further up). They are read, never copied into the project."""
    if os.environ.get("STRATA_TNEA_DIR"):
        return Path(os.environ["STRATA_TNEA_DIR"])
    for base in (ROOT.parent, ROOT.parent.parent):
        candidate = base / "shared" / "data" / "tnea"
        if candidate.is_dir():
            return candidate
    raise SystemExit("no ../shared/data/tnea found; set STRATA_TNEA_DIR to the folder with the real TNEA CSVs")


def line(qid: str, question: str, kind: str, decision: str, *, node_ids: list[str], values: dict | None,
         docs: list[str], answer_type: str, why: str, written: str, session: str | None = None,
         **extra) -> dict:
    """One question line in the shared field order (gold labels after the question, ``why`` last)."""
    assert decision in DECISIONS and answer_type in ANSWER_TYPES, (qid, decision, answer_type)
    assert written in ("template", "hand"), qid
    out = {"id": qid, "question": question, "session": session, "kind": kind, "gold_decision": decision,
           "gold_node_ids": node_ids, "gold_values": values, "gold_doc_ids": docs, "answer_type": answer_type}
    out.update(extra)
    out["written"] = written
    out["why"] = why
    return out


def validate(lines: list[dict]) -> None:
    """Label rules every set keeps: unique ids, abstentions carry no gold, answers carry some, sessions of 2-5."""
    ids = Counter(item["id"] for item in lines)
    assert not [i for i, n in ids.items() if n > 1], [i for i, n in ids.items() if n > 1]
    for item in lines:
        qid = item["id"]
        assert item["question"].strip(), qid
        if item["gold_decision"] == "abstain":
            assert not item["gold_values"] and not item["gold_doc_ids"] and not item.get("gold_members"), qid
        elif item["answer_type"] == "value":
            assert item["gold_values"], qid
        elif item["answer_type"] == "list":
            assert "gold_members" in item and "gold_wrong_members" in item, qid
    sessions = Counter(item["session"] for item in lines if item["session"])
    assert all(2 <= n <= 5 for n in sessions.values()), sessions


def main(items, out: Path, description: str) -> int:
    """A generator's command line: write ``out`` from ``items()``, or with ``--check`` only compare."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--check", action="store_true", help=f"only check that {out.name} is current")
    return write(items(), out, parser.parse_args().check)


def write(lines: list[dict], out: Path, check: bool) -> int:
    """Write the file (or, with ``check``, only say whether it is current); print the counts."""
    validate(lines)
    text = "".join(json.dumps(item, ensure_ascii=False) + "\n" for item in lines)
    if check:
        current = out.read_text(encoding="utf-8") if out.is_file() else ""
        if current != text:
            print(f"{out.name} is not current: run {Path(sys.argv[0]).name} without --check", file=sys.stderr)
            return 1
        print(f"{out.name} is current")
    else:
        out.write_text(text, encoding="utf-8")
    print(counts_table(lines, out.name))
    return 0


def counts_table(lines: list[dict], name: str) -> str:
    """A markdown table of questions per kind and gold decision (pasted into README.md)."""
    kinds = list(dict.fromkeys(item["kind"] for item in lines))
    by = Counter((item["kind"], item["gold_decision"]) for item in lines)
    written = Counter(item["written"] for item in lines)
    rows = [f"{name}: {len(lines)} questions ({written['template']} from templates, {written['hand']} by hand), "
            f"{len({i['session'] for i in lines if i['session']})} sessions", "",
            "| kind | answer | warn | abstain | total |", "|---|---:|---:|---:|---:|"]
    for kind in kinds:
        cells = [by[(kind, d)] for d in DECISIONS]
        rows.append(f"| {kind} | " + " | ".join(str(c) for c in cells) + f" | {sum(cells)} |")
    totals = [sum(by[(k, d)] for k in kinds) for d in DECISIONS]
    rows.append("| total | " + " | ".join(str(c) for c in totals) + f" | {sum(totals)} |")
    return "\n".join(rows)
