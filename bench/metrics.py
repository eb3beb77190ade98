"""Quality metrics over (gold question line, result line) pairs — engine-independent, no LLM.

A *gold line* is a line of ``bench/data/<set>/questions.jsonl`` (``id``, ``question``, ``gold_decision``
and the set's gold labels); a *result line* is a line of ``strata eval`` output (docs/answers.md:
``decision``, ``answer``, ``citations``, ``retrieved``, ``evidence``, ``route``, ``timings``) or of a
baseline written in the same shape by ``bench/baselines.py``. Nothing here imports the engine, so
these functions score any system's result file and are unit-tested on hand-made lines
(tests/bench/test_bench_metrics.py).

Definitions (k = 5 unless told):

* **Decision quality** — share of questions whose ``decision`` equals ``gold_decision``.
* **False confidence** — share of questions *answered* (``decision == "answer"``, no warning) where
  the gold decision is ``warn`` or ``abstain``, or the answer came from the wrong place: its top
  citation's document (else its first retrieved document) is not among ``gold_doc_ids`` when the gold
  names documents; for an audit question, the indicator it assessed is not ``gold_indicator``.
* **Abstain precision / recall** — of the questions the system abstained on, the share whose gold is
  ``abstain``; of the gold abstentions, the share it abstained on. ``None`` when it never abstained.
* **Location split** — decision quality and false confidence over the questions with
  ``location_dependent`` true and false, when the gold has that field.
* **Context precision / recall** (the id-based, non-LLM forms of RAGAS' context precision and
  recall) — over the *contexts*: what the answer was given (the first k of the result's ``evidence``
  that is not about another scope, else all its ``citations``: a computed answer's data rows).
  Precision is rank-weighted (average precision: the mean of precision@i over the ranks i holding a
  relevant context; 0 when none is).
  Recall is the share of gold items found among the contexts; gold documents and gold chunks are
  alternatives (the data sets' READMEs: "any one of them is a hit"), so there recall is 0 or 1; gold
  node ids are all required. Computed twice: by document id (``gold_doc_ids``), and by the finest id
  the gold gives — node ids (``gold_node_ids``: a context item is a cited node id) or chunks
  (``gold_chunks``: a passage is a gold chunk when its ``doc_id`` matches and its ``header_path``
  contains every ``header_path_contains`` string; a ``data:<file>`` citation of a computed answer is
  one when the gold lists that file among its documents). Only questions whose gold is not ``abstain``, that
  name gold documents/ids, and are not audits (an audit is scored by its indicator and level).
* **Recall@k / MRR** — by document over ``retrieved`` (doc ids in rank order): the share of questions
  with a gold document in the first k; the mean reciprocal rank of the first gold document (0 if
  none). Same questions as the context metrics (by document).
* **Structured exact match** — admissions questions with ``gold_node_ids`` (cutoffs, fees,
  eligibility; not ``abstain``, not ``process``; gold ids that are neither cutoffs nor fees, outside an
  eligibility list, are not structured): the cited cutoff/fee node ids, in citation order,
  deduplicated, equal ``gold_node_ids`` exactly, and the system did not abstain. Split into lookups
  (cutoffs, ranks, marks, fees, and their follow-ups) and eligibility (marks -> programs).
* **Answer correct** — questions whose gold has an ``answer_type`` (the fresh sets, bench/data/fresh/): a gold
  abstention is correct when the system abstained; otherwise the decision must equal the gold one, the answer
  must not come from the wrong place (as for false confidence), and by ``answer_type``: ``value`` — the answer
  text names every asked value of ``gold_values`` (each a number, matched as a number in the text: ``185.5``,
  ``12,345``, ``45,5``; or a phrase, matched case-insensitively as whole words; a list gives alternatives, any
  one will do) and cites at most ``MAX_ROWS`` data rows (``data:<file>`` citations; a whole table does not name
  a value); ``list`` — it names every one of ``gold_members`` and none of ``gold_wrong_members`` (a member is
  named when a cited node id is its id or lies under it, ``<id>:...``, or its text contains one of the member's
  ``names``); ``decision`` — nothing more.
* **Audit accuracy** — audit questions (``kind == "audit"``): share whose indicator / aspect /
  domain / level equal the gold (a gold level ``null`` — no level met — is matched by no level). The
  fields are read from the result's ``extra.audit`` object, else parsed from an audit answer's text
  ("Indicator 13 ... (aspect 2 ..., domain 2 ...): recommended level 3 ..."). A system that does not
  report them (the baselines) scores 0.
"""

from __future__ import annotations

import json
import re
import statistics
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Sequence

K = 5
DISJOINT = frozenset({"disjoint", "unrelated"})
STRUCTURED_MARKERS = (":cutoff:", ":fee:")
STRUCTURED_KINDS_EXCLUDED = frozenset({"process", "abstain"})
MAX_ROWS = 3  # a value answer citing more data rows than this has not named one value
NUMBER_RE = re.compile(r"(?<![\w.,])(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:[.,]\d+)?)(?!\d)")
THOUSANDS_RE = re.compile(r"^\d{1,3}(?:,\d{3})+(?:\.\d+)?$")
AUDIT_HEAD_RE = re.compile(r"^Indicator (\d+)\b.*?\(aspect (\d+)\b.*?, domain (\d+)\b")
AUDIT_LEVEL_RE = re.compile(r"recommended level (\d+)")


@dataclass(frozen=True)
class Metric:
    """A mean over ``n`` questions (``value`` None when ``n`` is 0)."""

    value: float | None
    n: int

    def __str__(self) -> str:
        return "–" if self.value is None else f"{self.value:.3f}"


# -- reading ------------------------------------------------------------------------------------------

def read_jsonl(path: Path) -> list[dict]:
    with Path(path).open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def missing_result(gold: dict) -> dict:
    """What a question with no result line counts as: an abstention with nothing retrieved."""
    return {"id": gold.get("id"), "decision": "abstain", "answer": "", "citations": [], "retrieved": [],
            "evidence": [], "relation": "none", "route": "general", "error": "no result line"}


def pair_up(golds: Sequence[dict], results: Iterable[dict]) -> list[tuple[dict, dict]]:
    """(gold, result) by id, in gold order; a question with no result counts as ``missing_result``."""
    by_id = {str(r.get("id")): r for r in results}
    return [(g, by_id.get(str(g["id"])) or missing_result(g)) for g in golds]


# -- per question -------------------------------------------------------------------------------------

def contexts(result: dict, k: int = K) -> list[dict]:
    """What the answer was given: the first k evidence passages not about another scope, else every
    citation (a computed answer's context is the data rows it cites: an eligibility list cites one
    cutoff per program, often more than k)."""
    evidence = [e for e in result.get("evidence") or [] if e.get("relation") not in DISJOINT]
    return evidence[:k] if evidence else list(result.get("citations") or [])


def average_precision(relevant: Sequence[bool]) -> float:
    """Rank-weighted precision: mean of precision@i over the relevant ranks i (0 with none relevant).

    >>> round(average_precision([True, False, True]), 4), average_precision([False, True]), average_precision([])
    (0.8333, 0.5, 0.0)
    """
    hits, total = 0, 0.0
    for rank, flag in enumerate(relevant, start=1):
        if flag:
            hits += 1
            total += hits / rank
    return total / hits if hits else 0.0


def chunk_matches(item: dict, spec: dict) -> bool:
    """A passage is a gold chunk: same document, and its header path contains every given string.

    A data row (``data:<file>``, a computed answer's citation) has no header path: it matches a spec
    naming its file.
    """
    if item.get("doc_id") != spec.get("doc_id"):
        return False
    if str(item.get("doc_id")).startswith("data:"):
        return True
    header = item.get("header_path") or ""
    return all(part in header for part in spec.get("header_path_contains") or [])


def ordered_node_ids(items: Iterable[dict]) -> list[str]:
    """The node ids of citations or passages, in order, each once."""
    return list(dict.fromkeys(n for item in items for n in item.get("node_ids") or []))


def answered_from(result: dict) -> str | None:
    """The document an answer rests on: its top citation's, else its first retrieved one."""
    citations = result.get("citations") or []
    if citations and citations[0].get("doc_id"):
        return citations[0]["doc_id"]
    retrieved = result.get("retrieved") or []
    return retrieved[0] if retrieved else None


def audit_fields(result: dict) -> dict | None:
    """Indicator, aspect, domain and level a result assessed (``extra.audit``, else its audit text)."""
    extra = (result.get("extra") or {}).get("audit")
    if isinstance(extra, dict):
        return extra
    if result.get("route") != "audit":
        return None
    return parse_audit(result.get("answer") or "")


def parse_audit(text: str) -> dict | None:
    """The fields of ``engine.answers.audit.format_assessment``'s first line; None when it is not one.

    >>> parse_audit("Indicator 13 Rencana (aspect 2 Perencanaan, domain 2 Tata Kelola; by number, "
    ...             "confidence 1.00): recommended level 3 (Terdefinisi) by criteria matching.")
    {'indicator': 13, 'aspect': 2, 'domain': 2, 'level': 3}
    """
    first_line = text.splitlines()[0] if text else ""
    head = AUDIT_HEAD_RE.search(first_line)
    if head is None:
        return None
    level = AUDIT_LEVEL_RE.search(first_line)
    return {"indicator": int(head.group(1)), "aspect": int(head.group(2)), "domain": int(head.group(3)),
            "level": int(level.group(1)) if level else None}


def is_audit(gold: dict) -> bool:
    return gold.get("kind") == "audit"


def wrong_place(gold: dict, result: dict) -> bool:
    """An answer from the wrong document (or, for an audit, about the wrong indicator)."""
    if is_audit(gold):
        fields = audit_fields(result)
        return fields is None or fields.get("indicator") != gold.get("gold_indicator")
    gold_docs = gold.get("gold_doc_ids") or []
    if not gold_docs:
        return False
    source = answered_from(result)
    return source is not None and source not in gold_docs


def false_confidence(gold: dict, result: dict) -> bool:
    if result.get("decision") != "answer":
        return False
    return gold.get("gold_decision") in ("warn", "abstain") or wrong_place(gold, result)


def retrieval_question(gold: dict) -> bool:
    """Scored for retrieval: an answerable, non-audit question naming gold documents."""
    return gold.get("gold_decision") != "abstain" and not is_audit(gold) and bool(gold.get("gold_doc_ids"))


def retrieval_scores(gold: dict, result: dict, k: int = K) -> dict[str, float]:
    """Context precision/recall by document and by the finest gold id, Recall@k and MRR (one question)."""
    items = contexts(result, k)
    gold_docs = set(gold.get("gold_doc_ids") or [])
    doc_flags = [item.get("doc_id") in gold_docs for item in items]
    scores = {"ctx_precision_doc": average_precision(doc_flags), "ctx_recall_doc": float(any(doc_flags))}
    retrieved = list(result.get("retrieved") or [])
    first = next((rank for rank, doc in enumerate(retrieved, start=1) if doc in gold_docs), None)
    scores["recall_at_k"] = float(first is not None and first <= k)
    scores["mrr"] = 1.0 / first if first else 0.0
    gold_nodes = list(gold.get("gold_node_ids") or [])
    gold_chunks = list(gold.get("gold_chunks") or [])
    if gold_nodes:
        cited = ordered_node_ids(items)
        wanted = set(gold_nodes)
        scores["ctx_precision_id"] = average_precision([n in wanted for n in cited])
        scores["ctx_recall_id"] = len(wanted & set(cited)) / len(wanted)
    elif gold_chunks:
        # a computed answer's data file listed among the gold documents is a gold "chunk" too
        specs = gold_chunks + [{"doc_id": d} for d in gold_docs if d.startswith("data:")]
        flags = [any(chunk_matches(item, spec) for spec in specs) for item in items]
        scores["ctx_precision_id"] = average_precision(flags)
        scores["ctx_recall_id"] = float(any(flags))
    return scores


def structured_question(gold: dict) -> bool:
    if "gold_node_ids" not in gold or gold.get("kind") in STRUCTURED_KINDS_EXCLUDED \
            or gold.get("gold_decision") == "abstain":
        return False
    ids = gold.get("gold_node_ids") or []
    return is_eligibility(gold) or any(m in n for n in ids for m in STRUCTURED_MARKERS)


def is_eligibility(gold: dict) -> bool:
    values = gold.get("gold_values")
    return gold.get("kind") == "eligibility" or (isinstance(values, dict) and "programs" in values)


def structured_ids(result: dict) -> list[str]:
    """The cutoff and fee node ids a result cites, in citation order, each once."""
    return [n for n in ordered_node_ids(result.get("citations") or []) if any(m in n for m in STRUCTURED_MARKERS)]


def structured_exact(gold: dict, result: dict) -> bool:
    return result.get("decision") != "abstain" and structured_ids(result) == list(gold.get("gold_node_ids") or [])


# -- answer correct ---------------------------------------------------------------------------------------

def numbers(text: str) -> list[float]:
    """The numbers written in a text, thousands separators and decimal commas read as people write them.

    >>> numbers("BC 185.5 (rank 12,345); bobot 45,5%; Rp 2,000 at 8:30")
    [185.5, 12345.0, 45.5, 2000.0, 8.0, 30.0]
    """
    found = []
    for token in NUMBER_RE.findall(text):
        found.append(float(token.replace(",", "") if THOUSANDS_RE.match(token) else token.replace(",", ".")))
    return found


def names_value(text: str, expected) -> bool:
    """The text names the value: a number as a number, a phrase as whole words (any of a list's alternatives).

    >>> names_value("Cutoff 198.0 out of 200", 198), names_value("closing rank 1845", [184.5, "1845"])
    (True, True)
    >>> names_value("Indicator 35 is ...", "indicator 3"), names_value("level Terdefinisi", "terdefinisi")
    (False, True)
    """
    if isinstance(expected, list):
        return any(names_value(text, alternative) for alternative in expected)
    if isinstance(expected, bool) or expected is None:
        return False
    if isinstance(expected, (int, float)):
        return any(abs(number - float(expected)) < 1e-6 for number in numbers(text))
    phrase = " ".join(str(expected).split())
    return re.search(r"(?<!\w)" + re.escape(phrase) + r"(?!\w)", " ".join(text.split()), re.IGNORECASE) is not None


def member_named(result: dict, member: dict) -> bool:
    """A list member is named by a cited node at or under its id, or by one of its names in the answer text."""
    prefix = member["id"] + ":"
    if any(n == member["id"] or n.startswith(prefix) for n in ordered_node_ids(result.get("citations") or [])):
        return True
    return any(names_value(result.get("answer") or "", name) for name in member.get("names") or [])


def data_rows(result: dict) -> int:
    return sum(1 for c in result.get("citations") or [] if str(c.get("doc_id") or "").startswith("data:"))


def answer_correct(gold: dict, result: dict) -> bool:
    """The answer itself is right (see the module docstring), not only its decision."""
    if gold.get("gold_decision") == "abstain":
        return result.get("decision") == "abstain"
    if result.get("decision") != gold.get("gold_decision") or wrong_place(gold, result):
        return False
    if gold.get("answer_type") == "list":
        return (all(member_named(result, m) for m in gold.get("gold_members") or [])
                and not any(member_named(result, m) for m in gold.get("gold_wrong_members") or []))
    if gold.get("answer_type") == "value":
        values = (gold.get("gold_values") or {}).values()
        return data_rows(result) <= MAX_ROWS and all(names_value(result.get("answer") or "", v) for v in values)
    return True


# -- aggregate ------------------------------------------------------------------------------------------

def mean(values: Sequence[float]) -> Metric:
    return Metric(statistics.fmean(values) if values else None, len(values))


def score(pairs: Sequence[tuple[dict, dict]], k: int = K) -> dict[str, Metric]:
    """Every metric over one system's (gold, result) pairs on one data set (see the module docstring)."""
    out: dict[str, Metric] = {"questions": Metric(float(len(pairs)), len(pairs))}
    correct = [float(r.get("decision") == g.get("gold_decision")) for g, r in pairs]
    confident = [float(false_confidence(g, r)) for g, r in pairs]
    out["decision_quality"] = mean(correct)
    out["false_confidence"] = mean(confident)
    judged = [(g, r) for g, r in pairs if "answer_type" in g]
    if judged:
        out["answer_correct"] = mean([float(answer_correct(g, r)) for g, r in judged])
    abstained = [g.get("gold_decision") == "abstain" for g, r in pairs if r.get("decision") == "abstain"]
    gold_abstain = [r.get("decision") == "abstain" for g, r in pairs if g.get("gold_decision") == "abstain"]
    out["abstain_precision"] = mean([float(x) for x in abstained])
    out["abstain_recall"] = mean([float(x) for x in gold_abstain])
    if any("location_dependent" in g for g, _ in pairs):
        for flag, suffix in ((True, "location"), (False, "general")):
            chosen = [i for i, (g, _) in enumerate(pairs) if bool(g.get("location_dependent")) is flag]
            out[f"dq_{suffix}"] = mean([correct[i] for i in chosen])
            out[f"fc_{suffix}"] = mean([confident[i] for i in chosen])
    per_question = [retrieval_scores(g, r, k) for g, r in pairs if retrieval_question(g)]
    for key in ("ctx_precision_doc", "ctx_recall_doc", "ctx_precision_id", "ctx_recall_id", "recall_at_k", "mrr"):
        out[key] = mean([s[key] for s in per_question if key in s])
    structured = [(g, r) for g, r in pairs if structured_question(g)]
    if structured:
        out["em_lookup"] = mean([float(structured_exact(g, r)) for g, r in structured if not is_eligibility(g)])
        out["em_eligibility"] = mean([float(structured_exact(g, r)) for g, r in structured if is_eligibility(g)])
    audits = [(g, r) for g, r in pairs if is_audit(g)]
    if audits:
        for field in ("indicator", "aspect", "domain", "level"):
            out[f"{field}_acc"] = mean([float(_audit_hit(g, r, field)) for g, r in audits])
    totals = [float((r.get("timings") or {}).get("total")) for _, r in pairs
              if isinstance((r.get("timings") or {}).get("total"), (int, float))]
    out["ms_p50"] = Metric(statistics.median(totals) if totals else None, len(totals))
    return out


def _audit_hit(gold: dict, result: dict, field: str) -> bool:
    fields = audit_fields(result)
    return fields is not None and fields.get(field) == gold.get(f"gold_{field}")


def by_kind(pairs: Sequence[tuple[dict, dict]]) -> dict[str, Metric]:
    """Decision quality per gold ``kind`` (or per gold decision when the set has no kinds)."""
    groups: dict[str, list[float]] = {}
    for gold, result in pairs:
        key = gold.get("kind") or f"gold {gold.get('gold_decision')}"
        groups.setdefault(key, []).append(float(result.get("decision") == gold.get("gold_decision")))
    return {key: mean(values) for key, values in groups.items()}


def unlisted_data_answers(pairs: Sequence[tuple[dict, dict]]) -> list[str]:
    """Ids of answers resting on a data file (``data:<file>``, computed from the graph) that the gold's
    documents do not list: scored as the wrong place, though the gold may simply not know that source."""
    found = []
    for gold, result in pairs:
        source = answered_from(result) or ""
        docs = gold.get("gold_doc_ids") or []
        if result.get("decision") != "abstain" and source.startswith("data:") and docs and source not in docs \
                and not is_audit(gold):
            found.append(str(gold.get("id")))
    return found


def score_files(questions: Path, results: Path, k: int = K) -> dict[str, Metric]:
    """Score one ``strata eval`` result file against its questions file."""
    return score(pair_up(read_jsonl(questions), read_jsonl(results)), k)


# Column order and labels of the report (metrics absent from every system are dropped).
COLUMNS: list[tuple[str, str]] = [
    ("questions", "n"),
    ("decision_quality", "decision quality"),
    ("false_confidence", "false conf."),
    ("answer_correct", "answer correct"),
    ("abstain_precision", "abstain P"),
    ("abstain_recall", "abstain R"),
    ("dq_location", "DQ loc-dep"),
    ("dq_general", "DQ not loc"),
    ("fc_location", "FC loc-dep"),
    ("fc_general", "FC not loc"),
    ("ctx_precision_doc", "ctx P doc"),
    ("ctx_recall_doc", "ctx R doc"),
    ("ctx_precision_id", "ctx P id"),
    ("ctx_recall_id", "ctx R id"),
    ("recall_at_k", f"R@{K}"),
    ("mrr", "MRR"),
    ("em_lookup", "EM lookup"),
    ("em_eligibility", "EM elig."),
    ("indicator_acc", "indicator"),
    ("aspect_acc", "aspect"),
    ("domain_acc", "domain"),
    ("level_acc", "level"),
    ("ms_p50", "ms p50"),
]


def format_cell(key: str, metric: Metric | None) -> str:
    if metric is None or metric.value is None:
        return "–"
    if key == "questions":
        return str(metric.n)
    if key == "ms_p50":
        return f"{metric.value:.0f}"
    return f"{metric.value:.3f}"
