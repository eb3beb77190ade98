"""The SPBE evaluation framework as a graph: 4 domains -> 8 aspects -> 47 indicators -> levels 1-5.

Source: the CSV/JSON facts shipped in ``loaders/data/spbe`` (copied from the team's
research, every row with its source and status). Rows whose status is not
sourced/secondary are loaded with ``verified: false`` so nothing downstream presents
them as fact. English names are the compiler's glosses and are marked unofficial.
"""

from __future__ import annotations

import csv
import json
import time
from typing import Any

from graph import schema
from graph.store import GraphStore
from loaders.datafiles import is_verified, shipped
from loaders.stats import LoadStats
from loaders.writer import Step, write_steps

LEVELS = range(1, 6)
CRITERIA_SAMPLE_FILE = "spbe_indicator_level_criteria_sample.csv"  # indicators' own level criteria
GENERAL_LEVELS_FILE = "spbe_maturity_levels.csv"  # each maturity model's general level criteria


def _csv(name: str) -> list[dict[str, str]]:
    return [row for _, row in _csv_lines(name)]


def _csv_lines(name: str) -> list[tuple[int, dict[str, str]]]:
    """Rows with the file line each ends on (the header is line 1), so a citation can point at its row."""
    with shipped("spbe", name).open(newline="", encoding="utf-8") as handle:
        reader = csv.DictReader(handle)
        return [(reader.line_num, row) for row in reader]


def _number(text: str | None) -> float | None:
    text = (text or "").strip()
    return float(text) if text else None


def structure() -> dict[str, Any]:
    """The framework, domain and aspect facts from ``spbe_structure.json``."""
    return json.loads(shipped("spbe", "spbe_structure.json").read_text(encoding="utf-8"))


def domain_rows(facts: dict[str, Any]) -> list[dict[str, Any]]:
    return [{"id": schema.domain_id(d["no"]),
             "props": {"number": d["no"], "name": d["name_id"], "name_en": d["gloss_en"],
                       "name_en_status": "unofficial gloss", "weight_pct": d["weight_pct"], "source": d["source"]}}
            for d in facts["domains"]]


def aspect_rows(facts: dict[str, Any]) -> list[dict[str, Any]]:
    return [{"id": schema.aspect_id(a["no"]), "parent": schema.domain_id(a["domain_no"]),
             "props": {"number": a["no"], "name": a["name_id"], "name_en": a["gloss_en"],
                       "name_en_status": "unofficial gloss", "weight_pct": a["weight_pct"],
                       "indicator_range": a["indicators"], "source": a["source"]}}
            for a in facts["aspects"]]


def indicator_rows() -> list[dict[str, Any]]:
    rows = []
    for r in _csv("spbe_indicators.csv"):
        no = int(r["indicator_no"])
        rows.append({"id": schema.indicator_id(no), "parent": schema.aspect_id(int(r["aspect_no"])),
                     "props": {"number": no, "name": r["name_id"], "name_en": r["gloss_en_unofficial"],
                               "name_en_status": "unofficial gloss",
                               "weight_pct": _number(r["weight_pct_of_index"]),
                               "weight_pct_within_aspect": _number(r["weight_pct_within_aspect"]),
                               "maturity_model": r["maturity_model"], "source": r["sources"],
                               "notes": r["notes"] or None}})
    return rows


def _general_key(row: dict[str, str]) -> tuple[str, int]:
    """(maturity model, level) of a general criterion: 'kapabilitas proses' / 'kapabilitas fungsi teknis'."""
    return row["maturity_model"].split(" (")[0].strip(), int(row["level"])


def _own_key(row: dict[str, str]) -> tuple[int, int]:
    """(indicator number, level) of an indicator's own criterion."""
    return int(row["indicator_no"]), int(row["level"])


def criteria_lines() -> tuple[dict[tuple[int, int], int], dict[tuple[str, int], int]]:
    """The file line of every criterion ``level_rows`` can load: (indicator, level) -> line in
    ``CRITERIA_SAMPLE_FILE``, (maturity model, level) -> line in ``GENERAL_LEVELS_FILE``."""
    return ({_own_key(r): line for line, r in _csv_lines(CRITERIA_SAMPLE_FILE)},
            {_general_key(r): line for line, r in _csv_lines(GENERAL_LEVELS_FILE)})


def level_rows(indicators: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Five levels per indicator: the indicator's own criterion where shipped, else its model's general one."""
    general = {_general_key(r): r for r in _csv(GENERAL_LEVELS_FILE)}
    specific = {_own_key(r): r for r in _csv(CRITERIA_SAMPLE_FILE)}
    rows = []
    for indicator in indicators:
        no, model = indicator["props"]["number"], indicator["props"]["maturity_model"]
        for level in LEVELS:
            base = general.get((model, level), {})
            own = specific.get((no, level))
            if own:
                criteria, status, source, scope = own["criterion_paraphrase_en"], "sourced (paraphrase)", own["source"], "indicator"
            else:
                criteria, status, source, scope = (base.get("general_criterion_paraphrase_en") or None,
                                                   base.get("status", "UNVERIFIED"), base.get("source"), "general")
            rows.append({"id": schema.level_id(no, level), "parent": indicator["id"],
                         "props": {"level": level, "name": base.get("name_id"), "criteria": criteria,
                                   "criteria_scope": scope, "status": status, "verified": is_verified(status),
                                   "source": source, "maturity_model": model}})
    return rows


def index_value_rows() -> list[dict[str, Any]]:
    """Published index values; unverified ones keep their (missing) value and ``verified: false``."""
    domains = {"kebijakan": 1, "tata kelola": 2, "manajemen": 3, "layanan": 4}
    rows = []
    for r in _csv("spbe_index_values.csv"):
        scope = r["scope"].strip()
        key = scope.lower().removeprefix("domain ").strip()
        domain = schema.domain_id(domains[key]) if scope.lower().startswith("domain ") and key in domains else None
        rows.append({"id": f"spbe:index:{scope}:{r['measure']}:{r['year']}", "domain": domain,
                     "props": {"scope": scope, "measure": r["measure"], "year": int(r["year"]),
                               "value": _number(r["value"]), "predikat": r["predikat"] or None,
                               "status": r["status"] or "unstated", "verified": is_verified(r["status"]),
                               "source": r["source"] or None}})
    return rows


def predicate_rows() -> list[dict[str, Any]]:
    return [{"id": f"spbe:predikat:{r['predikat']}",
             "props": {"name": r["predikat"], "name_en": r["gloss_en"], "min_inclusive": _number(r["min_inclusive"]),
                       "max": _number(r["max"]), "range_text": r["range_text"], "source": r["source"]}}
            for r in _csv("spbe_predicate_scale.csv")]


def regulation_rows() -> list[dict[str, Any]]:
    return [{"id": f"spbe:regulation:{r['instrument']}",
             "props": {"instrument": r["instrument"], "title": r["title_id"], "relevance": r["relevance"],
                       "source": r["source"]}}
            for r in _csv("spbe_regulations.csv")]


def load_spbe(store: GraphStore, *, batch_size: int = 5000, progress: bool | None = None) -> LoadStats:
    """MERGE the whole SPBE framework (idempotent: re-loading changes nothing)."""
    started = time.perf_counter()
    facts = structure()
    stats = LoadStats(source="spbe")
    store.run("spbe_framework", {"id": schema.SPBE_FRAMEWORK_ID,
                                 "props": {"name": facts["framework"], "counts": json.dumps(facts["counts"]),
                                           "index_scale": facts["index_scale"]}}, write=True)
    stats.add_nodes(schema.FRAMEWORK, 1)
    indicators = indicator_rows()
    steps = [
        Step("spbe_domains", schema.DOMAIN, "PART_OF", domain_rows(facts)),
        Step("spbe_aspects", schema.ASPECT, "PART_OF", aspect_rows(facts)),
        Step("spbe_indicators", schema.INDICATOR, "PART_OF", indicators),
        Step("spbe_levels", schema.LEVEL, "HAS_LEVEL", level_rows(indicators)),
        Step("spbe_index_values", "IndexValue", None, index_value_rows()),
        Step("spbe_predicates", "Predicate", None, predicate_rows()),
        Step("spbe_regulations", "Regulation", "GOVERNS", regulation_rows()),
    ]
    write_steps(store, steps, stats, description="Loading SPBE", batch_size=batch_size,
                extra={"framework": schema.SPBE_FRAMEWORK_ID}, progress=progress)
    stats.seconds = time.perf_counter() - started
    return stats
