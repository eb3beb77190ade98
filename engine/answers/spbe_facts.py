"""SPBE facts computed from the graph: membership, weights, counts, level names, what an indicator measures.

"What is the weight of the domain indicator 13 belongs to?" is a walk up the hierarchy, not a
passage search: the answer is read from the nodes (loaded from the shipped SPBE tables) and cites
them. So are the weight and size of a domain named in words ("the governance domain", "domain tata
kelola"), how many indicators an aspect or domain has, and the names of the maturity levels. What an
indicator measures and its level criteria are read from the graph only when no passage of the corpus
is linked to the indicator, its aspect or its domain: a guide about it says more than the graph's
one-line name and (mostly general) criteria. A number the framework does not have (indicator 48,
domain 5, aspect 9, level 6) is an abstention that says what there is.
"""

from __future__ import annotations

import re
from typing import Collection, Sequence

from engine.answers.base import AnswerCandidate, GraphAnswerer, QuestionContext
from engine.models import Anchor, Citation
from graph.store import GraphStore
from loaders.datafiles import is_verified
from loaders.link import ASPECT_RE, DOMAIN_RE, INDICATOR_RE

FACT_RE = re.compile(r"\b(?:weight|weights|how heavy|share of the (?:spbe )?index|bobot|belongs?|which (?:aspect|domain)|(?:aspek|domain) (?:apa|mana)|"
                     r"termasuk|part of|under which|how many (?:indicators|aspects)|number of (?:indicators|aspects)|"
                     r"berapa (?:banyak |jumlah )?(?:indikator|aspek)|jumlah (?:indikator|aspek))\b", re.IGNORECASE)
COUNT_RE = re.compile(r"\b(?:how many|number of|berapa|jumlah)\b", re.IGNORECASE)
MEASURE_RE = re.compile(r"\b(?:measures?|measured|assess(?:es|ed)?|evaluates?|about|cover(?:s|ed)?|mean|means|"
                        r"mengukur|diukur|menilai|dinilai|tentang apa|maksud|apa itu|what is indi[ck]ator)\b",
                        re.IGNORECASE)
CRITERIA_RE = re.compile(r"\b(?:criteria|criterion|kriteria|requires?|required|requirements?|syarat\w*|"
                         r"needed to reach|to reach)\b", re.IGNORECASE)
LEVEL_NAME_RE = re.compile(r"\b(?:level names?|names? of (?:the )?(?:maturity )?levels?|called|named|nama (?:level|"
                           r"tingkat)|disebut|(?:what|which) is (?:the )?name)\b", re.IGNORECASE)
ANY_LEVEL_RE = re.compile(r"\b(?:(?:maturity\s+)?level|tingkat(?:\s+kematangan)?|(?:level|tingkat)\s+ke)\s*-?\s*"
                          r"(\d{1,2})\b", re.IGNORECASE)
SPBE_WORDS_RE = re.compile(r"\b(?:spbe|maturity|kematangan|indikator|indicator|aspek|aspect|domain)\b", re.IGNORECASE)
LEVELS = range(1, 6)
FILES = {"indicator": "data:spbe_indicators.csv", "aspect": "data:spbe_structure.json",
         "domain": "data:spbe_structure.json", "general": "data:spbe_maturity_levels.csv",
         "own": "data:spbe_indicator_level_criteria_sample.csv"}


class SpbeFactsAnswerer(GraphAnswerer):
    """SPBE hierarchy, weight, count and level facts (every route but admissions asks it first)."""

    name = "spbe-facts"

    def __init__(self, store: GraphStore, known_indicators: set[int], *, known_aspects: Collection[int] = (),
                 known_domains: Collection[int] = (), covered: Collection[str] = ()) -> None:
        super().__init__(store)
        self.known_indicators = known_indicators  # the framework's indicator numbers (the linker's)
        self.known_aspects, self.known_domains = set(known_aspects), set(known_domains)
        self.covered = frozenset(covered)  # nodes a passage of the corpus is linked to
        self._domain_names: list[tuple[re.Pattern[str], str]] | None = None

    def compute(self, store: GraphStore, question: QuestionContext) -> AnswerCandidate | None:
        missing = missing_numbers(question.standalone, self.known_indicators, self.known_aspects, self.known_domains,
                                  question.anchors)
        if missing:
            return AnswerCandidate.computed("abstain", f"I can't answer that: {missing}.", [], missing)
        found = spbe_answer(store, question.standalone, self.known_indicators, question.anchors)
        if found is not None or question.evidence:  # words inside evidence are not what it asks
            return found
        return (self._domain_answer(store, question.standalone, question.anchors)
                or self._level_answer(store, question.standalone, question.anchors, question.scope.levels))

    # -- domains, in numbers or in words --

    def _domain_answer(self, store: GraphStore, question: str, anchors: Sequence[Anchor]) -> AnswerCandidate | None:
        if any(a.kind in ("indicator", "aspect") for a in anchors) or not FACT_RE.search(question):
            return None
        domain = next((a.id for a in anchors if a.kind == "domain" and a.how != "paraphrase"), None)
        domain = domain or self._domain_in_words(store, question)
        if domain is None:
            return None
        rows = store.run("spbe_domain_facts", {"id": domain})
        if not rows:
            return None
        row = rows[0]
        aspects = sorted((a for a in row["aspects"] if a["id"]), key=lambda a: a["number"])
        indicators = sum(a["indicators"] for a in aspects)
        listed = "; ".join(f"aspect {a['number']} {a['name']} ({a['indicators']} indicators)" for a in aspects)
        text = (f"Domain {row['number']} {row['name']} ({row['name_en']}, unofficial gloss) has weight "
                f"{row['weight_pct']:g}% of the SPBE index. It has {len(aspects)} aspects and {indicators} "
                f"indicators: {listed}.")
        citation = Citation(doc_id=FILES["domain"], node_ids=[row["id"], *(a["id"] for a in aspects)],
                            row=f"domain {row['number']}", quote=row.get("source"))
        return AnswerCandidate.computed("answer", text, [citation],
                                        "Read from the SPBE hierarchy in the graph (shipped SPBE tables).")

    def _domain_in_words(self, store: GraphStore, question: str) -> str | None:
        """"the governance domain", "domain tata kelola": a domain's name (without "SPBE") next to "domain"."""
        if self._domain_names is None:
            self._domain_names = [(_domain_name_re(row), row["id"])
                                  for row in self.store.run("spbe_domain_facts", {"id": None})]
        return next((node for pattern, node in self._domain_names if pattern.search(question)), None)

    # -- maturity levels and what an indicator measures --

    def _level_answer(self, store: GraphStore, question: str, anchors: Sequence[Anchor],
                      levels: Sequence[int]) -> AnswerCandidate | None:
        indicator = next((a.id for a in anchors if a.kind == "indicator" and a.how != "paraphrase"), None)
        if indicator is None:
            if LEVEL_NAME_RE.search(question) and SPBE_WORDS_RE.search(question) or \
                    LEVEL_NAME_RE.search(question) and levels:
                return None if _domains(self.covered) else _level_names(store, levels)
            return None
        names, criteria = LEVEL_NAME_RE.search(question), CRITERIA_RE.search(question)
        measure = MEASURE_RE.search(question) and not levels
        if not (names or criteria or measure or levels):
            return None
        facts = store.run("spbe_facts", {"id": indicator})
        if not facts or self.covered & {facts[0]["id"], facts[0]["aspect_id"], facts[0]["domain_id"]}:
            return None  # a passage about it answers from what it says
        if measure and not (names or criteria):
            return _measures(facts[0])
        return _criteria(store, facts[0], levels, names_only=bool(names) and not criteria)


def spbe_answer(store: GraphStore, question: str, known_indicators: set[int],
                anchors: Sequence[Anchor]) -> AnswerCandidate | None:
    """An abstention for an indicator that does not exist; a computed answer for hierarchy/weight questions."""
    missing = sorted({int(m.group(1)) for m in INDICATOR_RE.finditer(question)} - known_indicators)
    if missing and known_indicators:
        reason = (f"SPBE has indicators 1-{max(known_indicators)}; there is no indicator "
                  f"{', '.join(map(str, missing))}")
        return AnswerCandidate.computed("abstain", f"I can't answer that: {reason}.", [], reason)
    named = [a for a in anchors if a.kind in ("indicator", "aspect") and a.how != "paraphrase"]
    if not named or not FACT_RE.search(question):
        return None
    rows = store.run("spbe_facts", {"id": named[0].id})
    if not rows:
        return None
    row = rows[0]
    return AnswerCandidate.computed("answer", _text(row), [_citation(row)],
                                    "Read from the SPBE hierarchy in the graph (shipped SPBE tables).")


def missing_numbers(question: str, known_indicators: set[int], known_aspects: set[int], known_domains: set[int],
                    anchors: Sequence[Anchor]) -> str | None:
    """What the question numbers that SPBE does not have (a domain 5, an aspect 9, a level 6), said with what
    there is; None when everything it numbers exists (indicators: ``spbe_answer``)."""
    problems = []
    for pattern, known, kind in ((DOMAIN_RE, known_domains, "domain"), (ASPECT_RE, known_aspects, "aspect")):
        asked = sorted({int(m.group(1)) for m in pattern.finditer(question)} - known)
        if asked and known:
            problems.append(f"SPBE has {len(known)} {kind}s ({min(known)}-{max(known)}); there is no {kind} "
                            f"{', '.join(map(str, asked))}")
    spbe = SPBE_WORDS_RE.search(question) or any(a.kind in ("indicator", "aspect", "domain") for a in anchors)
    levels = sorted({int(m.group(1)) for m in ANY_LEVEL_RE.finditer(question)} - set(LEVELS))
    if levels and spbe and known_indicators:
        problems.append(f"SPBE maturity levels are 1-5; there is no level {', '.join(map(str, levels))}")
    return "; ".join(problems) or None


def _domain_name_re(row: dict) -> re.Pattern[str]:
    """A domain's Indonesian name and English gloss without "SPBE", next to the word "domain"."""
    names = set()
    for name in (row["name"], row["name_en"]):
        words = [w for w in re.findall(r"\w+", (name or "").lower()) if w != "spbe"]
        if words:
            names.add(r"\s+".join(words))
    english = [w for w in re.findall(r"\w+", (row["name_en"] or "").lower()) if w != "spbe"]
    if len(english) > 1:
        names.add(english[-1])  # "internal policy" -> "policy"
    alternatives = "|".join(sorted((n + ("?" if n.endswith("s") else "s?") for n in names), key=len, reverse=True))
    return re.compile(rf"\bdomain\s+(?:of\s+|on\s+)?(?:the\s+)?(?:spbe\s+)?(?:{alternatives})\b|"
                      rf"\b(?:{alternatives})\s+domain\b", re.IGNORECASE)


def _domains(nodes: frozenset[str]) -> frozenset[str]:
    return frozenset(n for n in nodes if n.startswith("spbe:domain:"))


def _level_names(store: GraphStore, levels: Sequence[int]) -> AnswerCandidate | None:
    asked = [r for r in store.run("spbe_level_names") if not levels or r["level"] in levels]
    rows = [r for r in asked if any(name_verified(status) for status in r["statuses"])]
    unsure = [r for r in asked if r not in rows]
    if not rows:
        if not unsure:
            return None
        return _unsure(", ".join(f"the name of level {r['level']} in the {r['model']} model" for r in unsure))
    models: dict[str, list[dict]] = {}
    for row in rows:
        models.setdefault(row["model"], []).append(row)
    parts = []
    for model, named in models.items():
        domains = ", ".join(map(str, sorted({d for r in named for d in r["domains"]})))
        parts.append(f"in the {model} model (domains {domains}): "
                     + ", ".join(f"level {r['level']} {r['name']}" for r in named))
    text = "SPBE maturity level names " + "; ".join(parts) + "." + _not_given(
        [f"level {r['level']} in the {r['model']} model" for r in unsure], "names")
    citation = Citation(doc_id=FILES["general"], node_ids=[r["example"] for r in rows],
                        row="levels " + ", ".join(sorted({str(r["level"]) for r in rows})))
    return AnswerCandidate.computed("answer", text, [citation],
                                    "Read from the maturity levels in the graph (shipped SPBE tables).")


def name_verified(status: str | None) -> bool:
    """A level's name is a fact when its row is sourced, or says the name (not the wording) was verified."""
    return is_verified(status) or "name verified" in (status or "").lower()


def _unsure(missing: str) -> AnswerCandidate:
    """An abstention: the data holds the level but not as a fact (unverified, or no criterion at all)."""
    reason = f"the SPBE data has no verified {missing} (missing or unverified in the shipped tables)"
    return AnswerCandidate.computed("abstain", f"I can't answer that: {reason}.", [], reason)


def _not_given(unsure: Sequence[str], what: str) -> str:
    return f" Not given (missing or unverified in the data): the {what} of {', '.join(unsure)}." if unsure else ""


def _measures(row: dict) -> AnswerCandidate:
    text = (f"Indicator {row['number']} measures: {row['name']} ({row['name_en']}, unofficial gloss). It is in "
            f"aspect {row['aspect']} {row['aspect_name']} of domain {row['domain']} {row['domain_name']}, with "
            f"weight {row['weight_pct']:g}% of the index. No ingested document describes it further.")
    return AnswerCandidate.computed("answer", text, [_citation(row)],
                                    "Read from the indicator's node in the graph (shipped SPBE tables); no passage "
                                    "of the corpus is linked to it.")


def _criteria(store: GraphStore, row: dict, levels: Sequence[int], *, names_only: bool) -> AnswerCandidate | None:
    asked = [r for r in store.run("spbe_indicator_levels", {"id": row["id"]}) if not levels or r["level"] in levels]
    known = [r for r in asked if r["name"] and name_verified(r["status"])] if names_only else \
        [r for r in asked if r["criteria"] and r["verified"]]
    what = "name" if names_only else "criterion"
    unsure = [f"level {r['level']}" for r in asked if r not in known]
    if not known:
        if not asked:
            return None
        return _unsure(f"the {what} of {', '.join(unsure)} of indicator {row['number']}")
    rows, lines = known, []
    for level in rows:
        line = f"level {level['level']} {level['name'] if name_verified(level['status']) else '(name unverified)'}"
        if not names_only:
            whose = "its own criterion" if level["criteria_scope"] == "indicator" else \
                f"the general criterion of the {level['maturity_model']} model"
            line += f": {level['criteria']} ({whose})"
        lines.append(line)
    text = f"Indicator {row['number']} {row['name']} — " + "; ".join(lines) + "." + _not_given(unsure, what + "s")
    files: dict[str, list[dict]] = {}  # one citation per file read: the indicator's own rows, the general ones
    for level in rows:  # a level's name is always the general file's (loaders/sources/spbe.py level_rows)
        own = level["criteria_scope"] == "indicator" and not names_only
        files.setdefault(FILES["own" if own else "general"], []).append(level)
    citations = [Citation(doc_id=doc, node_ids=[row["id"], *(level["id"] for level in read)],
                          row=f"indicator {row['number']} levels " + ", ".join(str(level["level"]) for level in read))
                 for doc, read in files.items()]
    return AnswerCandidate.computed("answer", text, citations,
                                    "Read from the indicator's maturity levels in the graph (shipped SPBE tables); "
                                    "no passage of the corpus is linked to it.")


def _text(row: dict) -> str:
    domain = f"domain {row['domain']} {row['domain_name']} (weight {row['domain_weight']:g}% of the index)"
    if row["aspect"] is None:  # the node is an aspect
        return (f"Aspect {row['number']} {row['name']} (weight {row['weight_pct']:g}% of the index, "
                f"{row['aspect_indicators']} indicators) belongs to {domain}.")
    return (f"Indicator {row['number']} {row['name']} ({row['name_en']}, unofficial gloss) has weight "
            f"{row['weight_pct']:g}% of the index ({row['weight_within_aspect']:g}% of its aspect). It belongs to "
            f"aspect {row['aspect']} {row['aspect_name']} (weight {row['aspect_weight']:g}%, "
            f"{row['aspect_indicators']} indicators) in {domain}.")


def _citation(row: dict) -> Citation:
    nodes = [n for n in (row["id"], row["aspect_id"], row["domain_id"]) if n]
    kind = "aspect" if row["aspect"] is None else "indicator"
    return Citation(doc_id=FILES[kind], node_ids=nodes, row=f"{kind} {row['number']}", quote=row.get("source"))
