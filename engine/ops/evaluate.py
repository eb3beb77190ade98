"""``strata eval``: run ``ask`` over a JSONL file of questions and write one result per line.

Input lines are ``{"id", "question", "session"?}``; other fields (gold labels) are ignored
here and read by bench/. Each output line is ``{"id", ...Answer JSON}`` — the contract of
docs/answers.md that external evaluations read. A bad input line is reported with its
line number and skipped; a question the engine refuses (empty, too long) still gets a
result line, with ``decision: abstain`` and an ``error``, so ids line up with the input.
"""

from __future__ import annotations

import json
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

from graph.errors import StrataError
from loaders.progress import progress_bar


@dataclass
class EvalSummary:
    answered: int = 0
    decisions: Counter = field(default_factory=Counter)
    problems: list[str] = field(default_factory=list)
    seconds: float = 0.0


def read_queries(path: Path, problems: list[str]) -> list[dict]:
    """Valid query lines; each bad one becomes a problem naming the file, line and fix."""
    queries: list[dict] = []
    seen: set[str] = set()
    with path.open(encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            if not line.strip():
                continue
            try:
                item = json.loads(line)
            except json.JSONDecodeError as exc:
                problems.append(f"{path}:{number}: not JSON ({exc.msg})")
                continue
            if not isinstance(item, dict) or not isinstance(item.get("question"), str) or "id" not in item:
                problems.append(f'{path}:{number}: needs "id" and a "question" string')
                continue
            if str(item["id"]) in seen:
                problems.append(f"{path}:{number}: duplicate id {item['id']!r} (ids must be unique)")
                continue
            seen.add(str(item["id"]))
            queries.append(item)
    return queries


def run_eval(engine, path: Path, out: IO[str]) -> EvalSummary:
    """Ask every question in order (sessions keep their history across lines) and stream the results."""
    summary = EvalSummary()
    started = time.perf_counter()
    queries = read_queries(path, summary.problems)
    with progress_bar("eval", len(queries), unit="questions") as advance:
        for item in queries:
            session = item.get("session")
            try:
                result = engine.ask(item["question"], session_id=str(session) if session is not None else None)
                line = {"id": item["id"], **result.contract()}
            except StrataError as exc:
                line = error_line(item, str(exc))
            out.write(json.dumps(line, ensure_ascii=False) + "\n")
            out.flush()
            summary.answered += 1
            summary.decisions[line["decision"]] += 1
            advance(1)
    summary.seconds = time.perf_counter() - started
    return summary


def error_line(item: dict, message: str) -> dict:
    """A result line for a question the engine refused: same fields, decision abstain, the error named."""
    return {"id": item["id"], "question": item.get("question"), "standalone_question": item.get("question"),
            "decision": "abstain", "answer": "", "citations": [], "retrieved": [], "scope": [], "relation": "none",
            "explanation": message, "route": "general", "error": message}
