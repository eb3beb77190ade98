"""SPBE facts computed from the graph: membership, identity, weights, counts, levels, measures, index values.

"What is the weight of the domain indicator 13 belongs to?" is a walk up the hierarchy, not a passage search:
the answer is read from the nodes (loaded from the shipped SPBE tables) and cites them. What a question asks
is its plan (engine/answers/spbe_plan.py: a target, a subject, year and level filters), read from the question
and the linker's anchors, and completed from the previous question's plan for a follow-up in a session
("bobotnya berapa", "2024?"). Which indicator covers a topic, which aspect or domain it is in, the weight and
size of an indicator, aspect or domain (named by number or in words), the names of the maturity levels, the
published SPBE index values and the predikat scale all come from the graph. What an indicator measures and its
level criteria are read from the graph only when no passage of the corpus is linked to the indicator, its
aspect or its domain: a guide about it says more than the graph's one-line name and (mostly general) criteria.
Something the data does not have (indicator 48, domain 5, level 6, an index year with no verified value) is
an abstention that says what is missing.
"""

from __future__ import annotations

from typing import Collection, Sequence

from engine.answers.base import AnswerCandidate, GraphAnswerer, QuestionContext
from engine.answers.spbe_plan import SpbeNames, SpbePlan, parse
from engine.models import Citation
from graph.schema import SPBE_FRAMEWORK_ID
from graph.store import GraphStore
from loaders.datafiles import is_verified

FILES = {"indicator": "data:spbe_indicators.csv", "aspect": "data:spbe_structure.json",
         "domain": "data:spbe_structure.json", "general": "data:spbe_maturity_levels.csv",
         "own": "data:spbe_indicator_level_criteria_sample.csv", "index": "data:spbe_index_values.csv",
         "predicate": "data:spbe_predicate_scale.csv"}
FROM_GRAPH = "Read from the SPBE hierarchy in the graph (shipped SPBE tables)."
FOUND_BY = {"paraphrase": " The indicator was matched by meaning: check its name.",
            "words": " It was matched by the words of its name: check the name.", "session": " The subject is "
            "the previous question's (a follow-up)."}
REGIONAL = "example regional"
FOLLOW_UP_WORDS = 5  # "and the public services aspect?": longer questions never take slots from the last one


class SpbeFactsAnswerer(GraphAnswerer):
    """SPBE hierarchy, weight, count, level and index facts (every route but admissions asks it first)."""

    name = "spbe-facts"

    def __init__(self, store: GraphStore, *, covered: Collection[str] = ()) -> None:
        """The numbers and names SPBE has are read from the graph (``spbe_names``) on the first question."""
        super().__init__(store)
        self.covered = frozenset(covered)  # nodes a passage of the corpus is linked to
        self._names: SpbeNames | None = None
        self._regions: list[str] | None = None
        self._predicates: list[str] | None = None

    # -- the plan --

    def names(self) -> SpbeNames:
        if self._names is None:
            self._names = SpbeNames(self.store.run("spbe_names"))
        return self._names

    def _vocabulary(self) -> tuple[list[str], list[str]]:
        """The regions the index table has values for and the predikat names (read once)."""
        if self._regions is None or self._predicates is None:
            self._regions = sorted({_region(r["measure"]) for r in self.store.run("spbe_index_table")
                                    if r["scope"] == REGIONAL})
            self._predicates = [r["name"] for r in self.store.run("spbe_predicate_scale")]
        return self._regions, self._predicates

    def plan(self, question: QuestionContext) -> SpbePlan:
        """The question's plan; in a session, a follow-up's open slots filled from the previous question's."""
        regions, predicates = self._vocabulary()
        names = self.names()
        if question.previous is None:
            return parse(question.standalone, question.anchors, names, regions=regions, predicates=predicates)
        asked = question.question
        own = question.anchors if asked == question.standalone else \
            [a for a in question.anchors if a.surface and a.surface.lower() in asked.lower()]
        plan = parse(asked, own, names, regions=regions, predicates=predicates)
        if len(asked.split()) > FOLLOW_UP_WORDS or plan.empty and not (plan.years or plan.levels):
            # a longer question is its own ("what is the weight limit for trucks?" takes no SPBE subject)
            return parse(question.standalone, question.anchors, names, regions=regions, predicates=predicates)
        return plan.fill(parse(question.previous, (), names, regions=regions, predicates=predicates))

    def compute(self, store: GraphStore, question: QuestionContext) -> AnswerCandidate | None:
        plan = self.plan(question)
        if plan.missing:
            return AnswerCandidate.computed("abstain", f"I can't answer that: {plan.missing}.", [], plan.missing)
        if question.evidence:  # words inside evidence are not what it asks: the assessment answers it
            return None
        target, subject = plan.target, plan.subject
        spbe_corpus = any(node.startswith("spbe:") for node in self.covered)
        if spbe_corpus and (target == "predicate" or subject == SPBE_FRAMEWORK_ID):
            return None  # the framework as a whole: an ingested overview says more than the tables
        if target in ("index", "predicate"):
            return self._index(store, plan) if target == "index" or plan.value is None and \
                plan.predicate is None and (plan.years or plan.scope) else _predicate(store, plan)
        if target is None:
            return None
        if subject == SPBE_FRAMEWORK_ID:
            return _framework(store) if target == "count" else None
        if subject is None:
            if target == "level_name" and plan.spbe:
                return None if _domains(self.covered) else _level_names(store, plan.levels)
            return None
        kind = subject.split(":")[1]
        if target in ("level_name", "criteria", "measures"):
            return self._level_answer(store, plan) if kind == "indicator" else None
        if plan.how == "paraphrase" and target not in ("identity", "aspect", "domain"):
            return None  # a paraphrase is a guess: its weight or size stated as a fact would present the guess
        if kind == "domain":
            return _domain_answer(store, subject, plan.how)
        rows = store.run("spbe_facts", {"id": subject})
        if not rows:
            return None
        if target == "identity" and not plan.explicit and self.covered & {rows[0]["id"], rows[0]["aspect_id"],
                                                                          rows[0]["domain_id"]}:
            return None  # "the security audit indicator ...": a passage linked to it answers what it asks
        return AnswerCandidate.computed("answer", _text(rows[0]), [_citation(rows[0])],
                                        FROM_GRAPH + FOUND_BY.get(plan.how, ""))

    # -- maturity levels and what an indicator measures --

    def _level_answer(self, store: GraphStore, plan: SpbePlan) -> AnswerCandidate | None:
        if plan.how == "paraphrase" and plan.target != "measures":
            return None  # a guessed indicator's levels would be presented as its facts
        facts = store.run("spbe_facts", {"id": plan.subject})
        if not facts or self.covered & {facts[0]["id"], facts[0]["aspect_id"], facts[0]["domain_id"]}:
            return None  # a passage about it answers from what it says
        if plan.target == "measures" and not plan.levels:
            return _measures(facts[0])
        return _criteria(store, facts[0], plan.levels, names_only=plan.target == "level_name")

    # -- index values --

    def _index(self, store: GraphStore, plan: SpbePlan) -> AnswerCandidate:
        rows = store.run("spbe_index_table")
        what = _index_what(plan, self.names())
        rows = [r for r in rows if _index_row(r, plan)]
        if not rows:
            return _missing(f"no value for {what}")
        asked = [r for r in rows if not plan.years or r["year"] in plan.years]
        have = ", ".join(str(r["year"]) for r in rows if r["verified"] and r["value"] is not None)
        if not asked:
            years = ", ".join(map(str, plan.years))
            return _missing(f"no value for {what} in {years} (it has {have or 'no verified year'})")
        known = [r for r in asked if r["verified"] and r["value"] is not None]
        if not known:
            statuses = "; ".join(f"{r['year']}: {r['status']}" for r in asked)
            return _missing(f"no verified value for {what} in {', '.join(str(r['year']) for r in asked)} "
                            f"({statuses}; verified years: {have or 'none'})")
        scale = store.run("spbe_predicate_scale") if any(not r["predikat"] for r in known) and \
            plan.measure == "index" and plan.scope != "domain" else []  # the scale grades an agency's index
        parts = []
        for row in known:
            predikat = row["predikat"] or _band(scale, row["value"])
            said = f" (predikat {predikat}{'' if row['predikat'] else ', by the predikat scale'})" if predikat else ""
            parts.append(f"{row['year']}: {row['value']:g}{said}")
        text = f"{what[0].upper()}{what[1:]}: " + "; ".join(parts) + "."
        if len(asked) > len(known):
            text += " Not given (missing or unverified in the data): " + ", ".join(
                str(r["year"]) for r in asked if r not in known) + "."
        citation = Citation(doc_id=FILES["index"], node_ids=[r["id"] for r in known],
                            row="; ".join(f"{r['scope']} {r['measure']} {r['year']}" for r in known),
                            quote=known[0]["source"])
        return AnswerCandidate.computed("answer", text, [citation],
                                        "Read from the published SPBE index values in the graph (shipped "
                                        "spbe_index_values.csv, with their sources).")


def _index_row(row: dict, plan: SpbePlan) -> bool:
    """Whether an index table row is one the plan asks for (its scope and measure)."""
    if plan.measure == "n_instansi":
        return row["measure"] == "n_instansi"
    if plan.scope in (None, "national"):
        return row["scope"] == "national" and (row["measure"].startswith("target") if plan.measure == "target"
                                               else row["measure"] == "index")
    if plan.scope == "domain":
        return row["domain"] == plan.subject and row["measure"] == "index"
    return row["scope"] == REGIONAL and _region(row["measure"]).lower() == (plan.scope or "").lower()


def _index_what(plan: SpbePlan, names: SpbeNames) -> str:
    if plan.measure == "n_instansi":
        return "the number of agencies evaluated in the SPBE evaluation"
    if plan.scope in (None, "national"):
        return "the RPJMN 2020-2024 target for the national SPBE index" if plan.measure == "target" else \
            "the national SPBE index"
    if plan.scope == "domain":
        row = names.row(plan.subject or "") or {}
        return f"the SPBE index of domain {row.get('number')} {row.get('name')}"
    return f"the SPBE index of {plan.scope}"


def _region(measure: str) -> str:
    """"Kabupaten Banyuwangi (highest Pemda 2024)" -> "Kabupaten Banyuwangi"."""
    return measure.split(" (")[0].strip()


def _band(scale: Sequence[dict], value: float | None) -> str | None:
    if value is None:
        return None
    top = max((r["max"] for r in scale), default=None)
    return next((r["name"] for r in scale if r["min"] <= value < r["max"] or value == top == r["max"]), None)


def _predicate(store: GraphStore, plan: SpbePlan) -> AnswerCandidate:
    """A value's predikat, a predikat's range, or the whole scale."""
    scale = store.run("spbe_predicate_scale")
    if not scale:
        return _missing("no SPBE predikat scale")
    if plan.value is not None:
        name = _band(scale, plan.value)
        chosen = [r for r in scale if r["name"] == name]
        if not chosen:
            return _missing(f"no predikat band for an index of {plan.value:g}")
        row = chosen[0]
        text = f"An SPBE index of {plan.value:g} has predikat {row['name']} ({row['name_en']}: {row['range_text']})."
    elif plan.predicate:
        chosen = [r for r in scale if r["name"].lower() == plan.predicate.lower()]
        row = chosen[0]
        text = (f"Predikat {row['name']} ({row['name_en']}) is an SPBE index of {row['range_text']} "
                f"(from {row['min']:g} to {row['max']:g}).")
    else:
        chosen = list(scale)
        text = "SPBE index predikat scale: " + "; ".join(f"{r['name']} {r['range_text']}" for r in scale) + "."
    citation = Citation(doc_id=FILES["predicate"], node_ids=[r["id"] for r in chosen],
                        row="predikat " + ", ".join(r["name"] for r in chosen), quote=chosen[0]["source"])
    return AnswerCandidate.computed("answer", text, [citation],
                                    "Read from the SPBE predikat scale in the graph (shipped "
                                    "spbe_predicate_scale.csv).")


def _missing(what: str) -> AnswerCandidate:
    reason = f"the shipped SPBE data has {what}"
    return AnswerCandidate.computed("abstain", f"I can't answer that: {reason}.", [], reason)


def _framework(store: GraphStore) -> AnswerCandidate | None:
    rows = store.run("spbe_framework_counts", {"id": SPBE_FRAMEWORK_ID})
    if not rows or not rows[0]["indicators"]:
        return None
    row = rows[0]
    text = (f"The SPBE evaluation framework ({row['name']}) has {row['indicators']} indicators in "
            f"{row['aspects']} aspects and {row['domains']} domains.")
    citation = Citation(doc_id=FILES["domain"], node_ids=[row["id"]], row="framework counts")
    return AnswerCandidate.computed("answer", text, [citation], FROM_GRAPH)


def _domain_answer(store: GraphStore, domain: str, how: str) -> AnswerCandidate | None:
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
    return AnswerCandidate.computed("answer", text, [citation], FROM_GRAPH + FOUND_BY.get(how, ""))


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
    reason = f"the SPBE data does not verify {missing} (missing or unverified in the shipped tables)"
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
