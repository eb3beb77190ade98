"""Checks spbe.jsonl and admissions.jsonl of fresh_c (stdlib only): python bench/data/fresh_c/check_sa.py

Separate from check.py (which checks places.jsonl). Checks: ids unique, in order and with the set's prefix
(``fsc-`` / ``fac-``); every field present; decisions and answer types known; abstentions carry no gold; answers
carry gold values and documents; node ids follow the conventions of bench/data/fresh/README.md; sessions are
contiguous, 2-5 turns, opened by a non-follow-up, and every follow-up has ``gold_standalone``; and the overlap
check: no question may share 60% or more of its word set (Jaccard on lower-cased ``[\\w']+`` words) with any
question of the older SPBE / admissions sets. The gold values themselves are checked by re-running the
generators with ``--check`` (they read the data at generation time).
"""
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parent
SETS = {
    "spbe": ("fsc-", [DATA / "fresh" / "spbe.jsonl", DATA / "heldout" / "spbe.jsonl", DATA / "spbe" / "questions.jsonl",
                      DATA / "fresh_b" / "spbe.jsonl"]),
    "admissions": ("fac-", [DATA / "fresh" / "admissions.jsonl", DATA / "heldout" / "admissions.jsonl",
                            DATA / "admissions" / "questions.jsonl", DATA / "fresh_b" / "admissions.jsonl"]),
}
REQUIRED = ["id", "question", "session", "kind", "gold_decision", "gold_node_ids", "gold_values", "gold_doc_ids",
            "answer_type", "written", "why"]
MAX_OVERLAP = 0.6
NODE = {"spbe": re.compile(r"^spbe:(indicator:\d+(:level:\d)?|aspect:\d|domain:\d|framework:[\w-]+|index:.+|"
                           r"predikat:.+)$"),
        "admissions": re.compile(r"^tnea:(college:\d+(:program:[A-Z]{2}(:cutoff:20\d\d:General Academic \(GC\):"
                                 r"(OC|BC|BCM|MBC|SC|SCA|ST))?)?|formula:2020)$")}


def words(text):
    return set(re.findall(r"[\w']+", text.lower()))


def overlap(rows, older_files):
    """(Jaccard, id, question, older question), highest first, of every question against every older one."""
    older = [json.loads(line)["question"] for p in older_files if p.is_file()
             for line in p.read_text(encoding="utf-8").splitlines() if line.strip()]
    older_words = [(words(o), o) for o in older]
    best = []
    for r in rows:
        w = words(r["question"])
        j, o = max(((len(w & ow) / len(w | ow), o) for ow, o in older_words), key=lambda t: t[0])
        best.append((j, r["id"], r["question"], o))
    return sorted(best, reverse=True), len(older)


def check(name):
    prefix, older_files = SETS[name]
    rows = [json.loads(line) for line in (HERE / f"{name}.jsonl").read_text(encoding="utf-8").splitlines()
            if line.strip()]
    errors = []
    ids = [r["id"] for r in rows]
    errors += [f"duplicate id {i}" for i, n in Counter(ids).items() if n > 1]
    if ids != sorted(ids) or not all(i.startswith(prefix) for i in ids):
        errors.append("ids not in order or without prefix " + prefix)
    seen, last = set(), None
    for r in rows:
        qid = r.get("id")
        errors += [f"{qid}: missing {f}" for f in REQUIRED if f not in r]
        if r["gold_decision"] not in ("answer", "warn", "abstain") or r["answer_type"] not in ("value", "list",
                                                                                              "decision"):
            errors.append(f"{qid}: bad decision or answer_type")
        if r["gold_decision"] == "abstain":
            if r["gold_values"] or r["gold_doc_ids"] or r["gold_node_ids"] or r.get("gold_members"):
                errors.append(f"{qid}: abstention with gold")
        elif not r["gold_values"] or not r["gold_doc_ids"] or not all(d.startswith("data:") for d in r["gold_doc_ids"]):
            errors.append(f"{qid}: answer without values or data documents")
        for node in r["gold_node_ids"] + [m["id"] for m in r.get("gold_members", []) + r.get("gold_wrong_members", [])]:
            if not NODE[name].match(node):
                errors.append(f"{qid}: node id {node!r} does not follow the conventions")
        session = r["session"]
        if session:
            if session != last:
                if session in seen:
                    errors.append(f"{qid}: session {session} not contiguous")
                if r["kind"] == "follow-up":
                    errors.append(f"{qid}: session opened by a follow-up")
                seen.add(session)
            if r["kind"] == "follow-up" and not r.get("gold_standalone"):
                errors.append(f"{qid}: follow-up without gold_standalone")
        last = session
    sizes = Counter(r["session"] for r in rows if r["session"])
    errors += [f"session {s} has {n} turns" for s, n in sizes.items() if not 2 <= n <= 5]
    ranked, n_older = overlap(rows, older_files)
    errors += [f"{qid}: overlap {j:.2f} with older {o!r}" for j, qid, _, o in ranked if j >= MAX_OVERLAP]
    decisions = Counter(r["gold_decision"] for r in rows)
    print(f"{name}.jsonl: {len(rows)} questions ({dict(decisions)}), {len(sizes)} sessions; "
          f"max overlap with {n_older} older questions {ranked[0][0]:.2f} ({ranked[0][1]} {ranked[0][2]!r} vs "
          f"{ranked[0][3]!r})")
    return errors


def main():
    errors = check("spbe") + check("admissions")
    for e in errors:
        print("ERROR", e)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
