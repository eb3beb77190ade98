"""Checks places.jsonl against the passages (stdlib only): python bench/data/fresh_i/check.py

fresh_f's checker, loaded by path and pointed at seven corpora (geo, fresh, fresh_d, fresh_f, fresh_g, fresh_h and this
set's own corpus/, doc ids fresh_i:<file>) and at ten older place sets (fresh_f's, fresh_g's and fresh_h's places.jsonl
added to fresh_f's seven), so the checks themselves live in one place: gold phrases verbatim in a gold document, ids,
decisions and relations, abstentions without gold, sessions, the passages' form, and the 60% word-overlap limit
against older questions.
"""
import importlib.util
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def _fresh_f_check():
    """fresh_f's check.py as a module."""
    spec = importlib.util.spec_from_file_location("fresh_f_check", HERE.parent / "fresh_f" / "check.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


FC = _fresh_f_check()
FC.HERE = HERE  # corpus_errors() reads HERE / "corpus": this set's passages
FC.CORPORA = {**FC.CORPORA, "fresh_f": HERE.parent / "fresh_f" / "corpus", "fresh_g": HERE.parent / "fresh_g" / "corpus",
              "fresh_h": HERE.parent / "fresh_h" / "corpus", "fresh_i": HERE / "corpus"}
FC.OLDER = FC.OLDER + [HERE.parent / s / "places.jsonl" for s in ("fresh_f", "fresh_g", "fresh_h")]


def main(path=HERE / "places.jsonl"):
    """fresh_f's checks and counts, then how many questions have a fresh_i gold document."""
    status = FC.main(path)
    rows = [json.loads(line) for line in Path(path).read_text().splitlines() if line.strip()]
    print(f"questions with a fresh_i gold document: "
          f"{sum(1 for r in rows if any(d.startswith('fresh_i:') for d in r['gold_doc_ids']))}")
    return status


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
