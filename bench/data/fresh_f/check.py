"""Checks places.jsonl against the passages (stdlib only): python bench/data/fresh_f/check.py

fresh_d's checks over four corpora (geo, fresh, fresh_d and this set's own corpus/, doc ids fresh_f:<file>), plus:
every fresh_f passage opens with its provenance line, and no question may share 60% or more of its word set
(Jaccard on lower-cased words) with any question of the seven older place sets (fresh_d and fresh_e included).
"""
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
CORPORA = {"geo": HERE.parent / "geo" / "corpus", "fresh": HERE.parent / "fresh" / "corpus",
           "fresh_d": HERE.parent / "fresh_d" / "corpus", "fresh_f": HERE / "corpus"}
REQUIRED = ["id", "question", "session", "kind", "gold_decision", "gold_node_ids", "gold_values", "gold_doc_ids",
            "answer_type", "gold_relation", "location_dependent", "question_place", "question_place_id", "written", "why"]
OLDER = [HERE.parent / s / "places.jsonl" for s in ("fresh", "fresh_b", "fresh_c", "fresh_d", "fresh_e")] + [
    HERE.parent / "geo" / "questions.jsonl", HERE.parent / "heldout" / "geo.jsonl"]
MAX_OVERLAP = 0.6
RELATIONS = {"answer": {"exact", "unscoped"}, "warn": {"broader", "narrower", "unscoped"},
             "abstain": {"disjoint", "unrelated", "none"}}


def doc_text(doc_id):
    source, _, name = doc_id.partition(":")
    path = CORPORA.get(source, Path("/nonexistent")) / name
    return path.read_text() if path.is_file() else None


def words(text):
    return set(re.findall(r"[\w']+", text.lower()))


def overlap(rows):
    """(max Jaccard, question id, older question) of every question against every older question."""
    older = [json.loads(line)["question"] for p in OLDER for line in p.read_text().splitlines() if line.strip()]
    older_words = [(words(o), o) for o in older]
    best = []
    for r in rows:
        w = words(r["question"])
        j, o = max(((len(w & ow) / len(w | ow), o) for ow, o in older_words), key=lambda t: t[0])
        best.append((j, r["id"], r["question"], o))
    return sorted(best, reverse=True)


def corpus_errors():
    """Each fresh_f passage: a '# ' title, the provenance line, '## ' sections."""
    errors = []
    for p in sorted((HERE / "corpus").glob("*.md")):
        lines = p.read_text().splitlines()
        if not lines or not lines[0].startswith("# "):
            errors.append(f"{p.name}: no '# ' title")
        if not any(line.startswith("Paraphrased for the Strata benchmark from http") for line in lines[1:4]):
            errors.append(f"{p.name}: no provenance line under the title")
        if not any(line.startswith("## ") for line in lines):
            errors.append(f"{p.name}: no '## ' section")
    return errors


def main(path=HERE / "places.jsonl"):
    errors, rows = corpus_errors(), [json.loads(line) for line in Path(path).read_text().splitlines() if line.strip()]
    ids = Counter(r.get("id") for r in rows)
    errors += [f"duplicate id {i}" for i, n in ids.items() if n > 1]
    seen_sessions, last_session = set(), None
    for r in rows:
        rid = r.get("id")
        errors += [f"{rid}: missing field {f}" for f in REQUIRED if f not in r]
        dec = r.get("gold_decision")
        if dec not in RELATIONS:
            errors.append(f"{rid}: decision {dec!r}")
            continue
        if r.get("gold_relation") not in RELATIONS[dec]:
            errors.append(f"{rid}: relation {r.get('gold_relation')!r} with decision {dec}")
        if r.get("location_dependent") != (r.get("question_place") is not None):
            errors.append(f"{rid}: location_dependent disagrees with question_place")
        docs, vals = r.get("gold_doc_ids") or [], r.get("gold_values") or {}
        if dec == "abstain":
            if docs or vals or r.get("gold_node_ids"):
                errors.append(f"{rid}: abstain with gold docs, values or nodes")
        elif not docs:
            errors.append(f"{rid}: {dec} without gold docs")
        texts = {}
        for d in docs:
            texts[d] = doc_text(d)
            if texts[d] is None:
                errors.append(f"{rid}: gold doc {d} not found")
        if r.get("answer_type") == "value" and not vals:
            errors.append(f"{rid}: value answer without gold_values")
        for name, phrases in vals.items():
            for p in phrases:
                if not any(t and p in t for t in texts.values()):
                    errors.append(f"{rid}: {name} phrase {p!r} not in any gold doc")
        s = r.get("session")
        if s is not None:
            if s != last_session and s in seen_sessions:
                errors.append(f"{rid}: session {s} is not contiguous")
            if s != last_session and r.get("kind") == "follow-up":
                errors.append(f"{rid}: session {s} opens with a follow-up")
            if r.get("kind") == "follow-up" and not r.get("gold_standalone"):
                errors.append(f"{rid}: follow-up without gold_standalone")
            seen_sessions.add(s)
        elif r.get("kind") == "follow-up" or r.get("turn"):
            errors.append(f"{rid}: follow-up or turn outside a session")
        last_session = s
    # ids in file order (sessions in order)
    nums = [int(r["id"].split("-")[1]) for r in rows]
    if nums != sorted(nums):
        errors.append("ids are not in file order")
    near = overlap(rows)
    errors += [f"{i}: overlap {j:.2f} with an older question {o!r}" for j, i, _, o in near if j >= MAX_OVERLAP]
    for e in errors:
        print("ERROR", e)
    dec = Counter(r["gold_decision"] for r in rows)
    print(f"{len(rows)} questions: " + ", ".join(f"{k} {dec[k]} ({dec[k] / len(rows):.0%})" for k in RELATIONS))
    for field in ("kind", "phrasing"):
        c = Counter((r.get(field), r["gold_decision"]) for r in rows)
        print(f"\n| {field} | answer | warn | abstain | total |\n|---|---:|---:|---:|---:|")
        for k in sorted({k for k, _ in c}, key=str):
            row = [c[(k, d)] for d in RELATIONS]
            print(f"| {k} | " + " | ".join(map(str, row)) + f" | {sum(row)} |")
    sess = Counter(r["session"] for r in rows if r["session"])
    print(f"\nsessions: {len(sess)} ({sum(sess.values())} turns); new questions in a session: "
          f"{sum(1 for r in rows if r.get('turn') == 'new')}")
    used = Counter(d.split(":", 1)[0] for r in rows for d in r["gold_doc_ids"])
    print(f"gold documents by corpus: {dict(used)}; questions with a fresh_f gold document: "
          f"{sum(1 for r in rows if any(d.startswith('fresh_f:') for d in r['gold_doc_ids']))}")
    j, i, question, o = near[0]
    print(f"max overlap with the older sets: {j:.2f} ({i}: {question!r} vs {o!r})")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
