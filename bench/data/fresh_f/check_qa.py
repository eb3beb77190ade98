"""Checks spbe.jsonl and admissions.jsonl of fresh_f: python bench/data/fresh_f/check_qa.py

Named check_qa.py because the places set of this folder has its own check.py. Checks: ids unique, in order and
with the set's prefix (``fsf-`` / ``faf-``); every field present; decisions and answer types known; abstentions
carry no gold but a non-empty ``gold_missing`` (what the abstention must name), answers carry gold values and data
documents and no ``gold_missing``; node ids follow the conventions of bench/data/fresh/README.md; sessions are
contiguous, 2-5 turns, opened by a non-follow-up; every follow-up has ``gold_standalone``, a ``turn: new`` line is
never a follow-up; no question text repeats; the overlap check: no question may share 60% or more of its word set
(Jaccard on lower-cased ``[\\w']+`` words) with any question of the older SPBE / admissions sets; and the golds are
consistent with the data: both generators are re-run with ``--check`` (they read the data and must reproduce the
committed files byte for byte).
"""
import json
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parent
OLDER = {
    "spbe": [DATA / "fresh" / "spbe.jsonl", DATA / "fresh_c" / "spbe.jsonl", DATA / "fresh_d" / "spbe.jsonl",
             DATA / "heldout" / "spbe.jsonl", DATA / "spbe" / "questions.jsonl"],
    "admissions": [DATA / "fresh" / "admissions.jsonl", DATA / "fresh_c" / "admissions.jsonl",
                   DATA / "fresh_d" / "admissions.jsonl", DATA / "heldout" / "admissions.jsonl",
                   DATA / "admissions" / "questions.jsonl"],
}
PREFIX = {"spbe": "fsf-", "admissions": "faf-"}
REQUIRED = ["id", "question", "session", "kind", "gold_decision", "gold_node_ids", "gold_values", "gold_doc_ids",
            "answer_type", "written", "why"]
MAX_OVERLAP = 0.6
SPBE_NODE = r"spbe:(indicator:\d+(:level:\d)?|aspect:\d|domain:\d|framework:[\w-]+|index:.+|predikat:.+)"
TNEA_NODE = (r"tnea:(college:\d+(:program:[A-Z]{2}(:cutoff:20\d\d:General Academic \(GC\):"
             r"(OC|BC|BCM|MBC|SC|SCA|ST))?)?|formula:2020)")
# An admissions session may hold a complete new SPBE question (kind new-question).
NODE = {"spbe": re.compile(f"^{SPBE_NODE}$"), "admissions": re.compile(f"^({TNEA_NODE}|{SPBE_NODE})$")}


def words(text):
    return set(re.findall(r"[\w']+", text.lower()))


def overlap(rows, older_files):
    """(Jaccard, id, question, older question), highest first, of every question against every older one."""
    missing = [p for p in older_files if not p.is_file()]
    assert not missing, missing
    older = [json.loads(line)["question"] for p in older_files
             for line in p.read_text(encoding="utf-8").splitlines() if line.strip()]
    older_words = [(words(o), o) for o in older]
    best = []
    for r in rows:
        w = words(r["question"])
        j, o = max(((len(w & ow) / len(w | ow), o) for ow, o in older_words), key=lambda t: t[0])
        best.append((j, r["id"], r["question"], o))
    return sorted(best, reverse=True), len(older)


# Marker words for the phrasing summary (a rough tally for the README, not a check): a question with markers of
# both languages is "mixed"; chat shorthand is counted apart.
ID_WORDS = {"yg", "brp", "apa", "itu", "ya", "ini", "ke", "di", "dr", "dari", "dan", "atau", "ato", "nya", "tuh",
            "ada", "masuk", "bobot", "bobotnya", "indikator", "indikatornya", "aspek", "aspeknya", "domainnya",
            "namanya", "syarat", "syaratnya", "kriteria", "kriterianya", "nilai", "indeks", "gmn", "mana", "isinya",
            "bukan", "buat", "utk", "klo", "sih", "dong", "lvl", "nomer", "thn", "predikat", "predikatnya", "trs"}
EN_WORDS = {"what", "what's", "which", "the", "how", "does", "is", "of", "in", "for", "pls", "called", "need",
            "that", "much", "and", "or", "colleges", "college", "with", "above", "below", "chance", "under", "can",
            "get", "vs", "compare", "list", "my", "i", "got", "will", "last", "year", "any", "there", "indicator",
            "indicators", "index", "score", "share", "province", "total", "weight", "many", "reach", "about"}
TA_WORDS = {"enna", "evlo", "kedaikuma", "la", "irukku", "sollunga", "pannunga", "ku", "um", "ah", "dhan",
            "kudunga", "edhu", "iruku", "varuma", "aachu", "podunga", "theriyuma", "kammi", "jaasthi", "irundhuchu"}
SHORTHAND = {"brp", "yg", "gmn", "tuh", "dgn", "utk", "lvl", "ind", "dr", "klo", "trs", "bs", "dlm", "ato", "pls",
             "u", "wat", "clg", "clgs", "bro", "n", "yr", "cse", "ece", "eee", "mech", "ai", "ds", "it"}


def phrasing(rows):
    """A rough tally of the questions' language (by marker words) and of chat shorthand, for the README."""
    tally = Counter()
    for r in rows:
        w = words(r["question"])
        ta, ind, en = bool(w & TA_WORDS), bool(w & ID_WORDS), bool(w & EN_WORDS)
        tally["tamil-english" if ta else "mixed id-en" if ind and en else "indonesian" if ind else "english"] += 1
        tally["with shorthand"] += bool(w & SHORTHAND)
    return dict(tally)


def check_row(name, r):
    """The errors of one line on its own."""
    qid, errors = r.get("id"), []
    errors += [f"{qid}: missing {f}" for f in REQUIRED if f not in r]
    if r["gold_decision"] not in ("answer", "warn", "abstain") or r["answer_type"] not in ("value", "list", "decision"):
        errors.append(f"{qid}: bad decision or answer_type")
    if r["gold_decision"] == "abstain":
        if r["gold_values"] or r["gold_doc_ids"] or r["gold_node_ids"] or r.get("gold_members"):
            errors.append(f"{qid}: abstention with gold")
        if not r.get("gold_missing") or not all(isinstance(w, str) and w for w in r["gold_missing"]):
            errors.append(f"{qid}: abstention without gold_missing")
    else:
        if not r["gold_values"] or not r["gold_doc_ids"] or not all(d.startswith("data:") for d in r["gold_doc_ids"]):
            errors.append(f"{qid}: answer without values or data documents")
        if "gold_missing" in r:
            errors.append(f"{qid}: gold_missing on a non-abstention")
    for node in r["gold_node_ids"] + [m["id"] for m in r.get("gold_members", []) + r.get("gold_wrong_members", [])]:
        if not NODE[name].match(node):
            errors.append(f"{qid}: node id {node!r} does not follow the conventions")
    if r["kind"] == "follow-up" and not r.get("gold_standalone"):
        errors.append(f"{qid}: follow-up without gold_standalone")
    if r.get("turn") == "new" and (r["kind"] == "follow-up" or not r["session"]):
        errors.append(f"{qid}: a new question must be a non-follow-up inside a session")
    return errors


def check(name):
    rows = [json.loads(line) for line in (HERE / f"{name}.jsonl").read_text(encoding="utf-8").splitlines()
            if line.strip()]
    errors = []
    ids = [r["id"] for r in rows]
    errors += [f"duplicate id {i}" for i, n in Counter(ids).items() if n > 1]
    if ids != sorted(ids) or not all(i.startswith(PREFIX[name]) for i in ids):
        errors.append(f"ids not in order or without prefix {PREFIX[name]}")
    texts = Counter(r["question"].strip().lower() for r in rows)
    errors += [f"question repeated: {t!r}" for t, n in texts.items() if n > 1]
    seen, last = set(), None
    for r in rows:
        errors += check_row(name, r)
        session = r["session"]
        if session and session != last:
            if session in seen:
                errors.append(f"{r['id']}: session {session} not contiguous")
            if r["kind"] == "follow-up":
                errors.append(f"{r['id']}: session opened by a follow-up")
            seen.add(session)
        last = session
    sizes = Counter(r["session"] for r in rows if r["session"])
    errors += [f"session {s} has {n} turns" for s, n in sizes.items() if not 2 <= n <= 5]
    ranked, n_older = overlap(rows, OLDER[name])
    errors += [f"{qid}: overlap {j:.2f} with older {o!r}" for j, qid, _, o in ranked if j >= MAX_OVERLAP]
    decisions = Counter(r["gold_decision"] for r in rows)
    new = sum(r.get("turn") == "new" for r in rows)
    print(f"{name}.jsonl: {len(rows)} questions ({dict(decisions)}), {len(sizes)} sessions "
          f"({sum(sizes.values())} turns, {new} new questions); max overlap with {n_older} older questions "
          f"{ranked[0][0]:.2f} ({ranked[0][1]} {ranked[0][2]!r} vs {ranked[0][3]!r})")
    print(f"  by kind: {dict(Counter(r['kind'] for r in rows))}")
    print(f"  phrasing (marker words, rough): {phrasing(rows)}")
    return errors


def generators_current():
    """Re-run both generators with --check: the golds must follow from the data as committed."""
    errors = []
    for script in ("make_spbe.py", "make_admissions.py"):
        run = subprocess.run([sys.executable, str(HERE / script), "--check"], capture_output=True, text=True)
        if run.returncode:
            errors.append(f"{script} --check failed: {run.stderr.strip() or run.stdout.strip()}")
    return errors


def main():
    errors = check("spbe") + check("admissions") + generators_current()
    for e in errors:
        print("ERROR", e)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
