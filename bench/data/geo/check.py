"""Validate bench/data/geo/questions.jsonl against the corpus and print the counts table.

    python bench/data/geo/check.py            # validate, then print the Markdown tables

Checks: every line parses, ids are unique, the labels use the documented values, every gold doc
id names a file in corpus/ (doc id ``geo:<file name>``, as ``strata ingest bench/data/geo/corpus
--source geo`` gives), abstentions have no gold docs and the others have some, and
``location_dependent`` agrees with ``question_place``. Exits non-zero on the first failed check.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
DECISIONS = ("answer", "warn", "abstain")
RELATIONS = ("exact", "broader", "narrower", "unscoped", "disjoint", "unrelated", "none")
# The decision each relation implies (docs/answers.md); "unscoped" answers only a question naming no place.
IMPLIED = {"exact": "answer", "broader": "warn", "narrower": "warn", "disjoint": "abstain",
           "unrelated": "abstain", "none": "abstain"}
FIELDS = ("id", "question", "gold_decision", "gold_relation", "location_dependent", "gold_doc_ids",
          "question_place", "why")


def load(path: Path) -> list[dict]:
    rows = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError as exc:
            sys.exit(f"{path.name} line {number}: not JSON ({exc})")
    return rows


def validate(rows: list[dict], corpus: Path) -> None:
    docs = {f"geo:{p.name}" for p in corpus.glob("*.md")}
    seen: set[str] = set()
    for row in rows:
        rid = row.get("id")
        missing = [f for f in FIELDS if f not in row]
        assert not missing, f"{rid}: missing {missing}"
        assert rid not in seen, f"duplicate id {rid}"
        seen.add(rid)
        decision, relation = row["gold_decision"], row["gold_relation"]
        assert decision in DECISIONS, f"{rid}: decision {decision!r}"
        assert relation in RELATIONS, f"{rid}: relation {relation!r}"
        expected = IMPLIED.get(relation) or ("warn" if row["location_dependent"] else "answer")
        assert decision == expected, f"{rid}: {relation} implies {expected}, not {decision}"
        assert row["location_dependent"] == (row["question_place"] is not None), f"{rid}: place vs dependence"
        unknown = [d for d in row["gold_doc_ids"] if d not in docs]
        assert not unknown, f"{rid}: unknown gold doc ids {unknown}"
        if decision == "abstain":
            assert not row["gold_doc_ids"], f"{rid}: an abstention has no gold docs"
        else:
            assert row["gold_doc_ids"], f"{rid}: needs gold docs"


def tables(rows: list[dict]) -> str:
    total = len(rows)
    by_decision = Counter(r["gold_decision"] for r in rows)
    by_pair = Counter((r["gold_decision"], r["gold_relation"]) for r in rows)
    dependent = Counter(r["location_dependent"] for r in rows)
    lines = ["| gold_decision | questions | share |", "| --- | ---: | ---: |"]
    lines += [f"| {d} | {by_decision[d]} | {by_decision[d] / total:.0%} |" for d in DECISIONS]
    lines += [f"| **total** | **{total}** | |", "",
              "| gold_decision | gold_relation | questions |", "| --- | --- | ---: |"]
    for decision in DECISIONS:
        for relation in RELATIONS:
            if by_pair[(decision, relation)]:
                lines.append(f"| {decision} | {relation} | {by_pair[(decision, relation)]} |")
    lines += ["", "| location_dependent | questions |", "| --- | ---: |",
              f"| true (names a place) | {dependent[True]} |", f"| false (names no place) | {dependent[False]} |"]
    return "\n".join(lines)


def main() -> None:
    rows = load(HERE / "questions.jsonl")
    validate(rows, HERE / "corpus")
    corpus = sorted((HERE / "corpus").glob("*.md"))
    cited = {d for r in rows for d in r["gold_doc_ids"]}
    print(f"OK: {len(rows)} questions, {len(corpus)} documents, {len(cited)} of them cited as gold.\n")
    print(tables(rows))


if __name__ == "__main__":
    main()
