"""The SPBE question plan: what an SPBE question asks (target), about what (subject), filtered how (year, level).

"ind 6 aspect?", "domain of indicator 1", "indikator JDIH nomor berapa", "bobotnya berapa", "indeks spbe
nasional 2024 berapa": one small typed plan instead of one regex per phrasing. ``parse`` reads it from the
question and the linker's SPBE anchors with a rule grammar for English, Indonesian and chat shorthand ("ind 6",
"aspeknya", "berapa", "nomor", "which indicator", a bare "?"); ``SpbePlan.fill`` completes a follow-up from
the previous question's plan (the slots it leaves open); a complete question keeps its own. The answerer
(engine/answers/spbe_facts.py) runs the plan against the graph.

Targets: ``identity`` (which indicator: its number and name), ``aspect`` / ``domain`` (membership up the
hierarchy), ``weight``, ``count``, ``level_name``, ``criteria``, ``measures``, ``index`` (a published index
value: national, a domain's, a region's, the RPJMN target, the number of evaluated agencies) and
``predicate`` (the predikat band of a value, or a predikat's range).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field, replace
from typing import Iterable, Sequence

from engine.answers.spbe_grammar import (
    SHORT_INDICATOR_RE, LEVEL_NO_RE, YEAR_RE, VALUE_RE, WEIGHT_RE, COUNTED_RE, COUNT_RE, LEVEL_NAME_RE,
    CRITERIA_RE, MEASURE_RE, IDENTITY_RE, ASPECT_WORD_RE, DOMAIN_WORD_RE, INDICATOR_WORD_RE, SPBE_RE, INDEX_RE,
    PREDICATE_RE, MATURITY_RE, NATIONAL_RE, TARGET_RE, AGENCIES_RE, REGION_RE, EACH_RE, OTHER_QUESTION_RE,
    POLICY_RE, NOT_POLICY_RE, POLICY_PREFIX, STOPWORDS, ENDS_ASKING_RE, LEVEL_RANGE_RE, NATIONAL_INDEX_RE,
    PREDICATE_NAME_RE, SCORE_RE, expand_shorthand, indonesian_stem)
from engine.models import Anchor
from graph.schema import SPBE_FRAMEWORK_ID, aspect_id, domain_id, indicator_id
from loaders.link import ASPECT_RE, DOMAIN_RE, INDICATOR_RE

Target = str  # identity | aspect | domain | weight | count | level_name | criteria | measures | index | predicate

@dataclass(frozen=True)
class SpbeNames:
    """The SPBE nodes' numbers and names (cypher spbe_names): what words in a question are matched against."""

    rows: Sequence[dict]
    _words: dict[str, frozenset[str]] = field(default_factory=dict, compare=False)
    _idf: dict[str, float] = field(default_factory=dict, compare=False)

    def __post_init__(self) -> None:
        for row in self.rows:
            self._words[row["id"]] = frozenset(_words(f"{row['name'] or ''} {row['name_en'] or ''}"))
        for kind in ("indicator", "aspect", "domain"):
            ids = [r["id"] for r in self.rows if r["kind"] == kind]
            for word in {w for i in ids for w in self._words[i]}:
                have = sum(word in self._words[i] for i in ids)
                self._idf[f"{kind}:{word}"] = math.log((1 + len(ids)) / have)

    def of_kind(self, kind: str) -> list[dict]:
        return [r for r in self.rows if r["kind"] == kind]

    def numbers(self, kind: str) -> set[int]:
        return {int(r["number"]) for r in self.of_kind(kind)}

    def words_of(self, node: str) -> frozenset[str]:
        """The content words of a node's Indonesian and English names."""
        return self._words.get(node, frozenset())

    def row(self, node: str) -> dict | None:
        return next((r for r in self.rows if r["id"] == node), None)

    def in_words(self, kind: str, question: str, among: Iterable[str] | None = None, *,
                 min_shared: int = 1) -> str | None:
        """The node of ``kind`` whose name shares the rarest words with the question; None when none or a tie.

        Words count by how few names of that kind have them ("audit" names one aspect, "layanan" two)."""
        asked = set(_words(question))
        scores = []
        for row in self.of_kind(kind):
            if among is not None and row["id"] not in among:
                continue
            shared = self._words[row["id"]] & asked
            if len(shared) < min_shared:
                continue
            score = sum(self._idf[f"{kind}:{w}"] for w in shared)
            if score > 0:
                scores.append((score, -len(self._words[row["id"]] - asked), row["id"]))
        scores.sort(reverse=True)
        if not scores or (len(scores) > 1 and scores[0][:2] == scores[1][:2]):
            return None
        return scores[0][2]

    def twin(self, node: str, *, policy: bool) -> str | None:
        """The look-alike of an indicator: the policy indicator for X ("Kebijakan Internal X") or X's own."""
        row = self.row(node)
        if row is None:
            return None
        name = (row["name"] or "").lower().removeprefix("tingkat kematangan ").strip()
        is_policy = name.startswith(POLICY_PREFIX)
        if is_policy == policy:
            return node
        core = name.removeprefix(POLICY_PREFIX) if is_policy else name
        others = [r["id"] for r in self.of_kind("indicator") if r["id"] != node and
                  (r["name"] or "").lower().removeprefix("tingkat kematangan ").startswith(POLICY_PREFIX) == policy]
        return self.in_words("indicator", core, among=others)


@dataclass(frozen=True)
class SpbePlan:
    """What an SPBE question asks. Empty fields are the slots a follow-up may fill from the previous plan."""

    target: Target | None = None
    subject: str | None = None  # the node asked about: spbe:indicator:N / spbe:aspect:N / spbe:domain:N
    how: str = ""  # how the subject was found: number, name, paraphrase, words, session
    levels: tuple[int, ...] = ()
    years: tuple[int, ...] = ()
    scope: str | None = None  # index questions: "national", "domain" (the subject), or a region's words
    measure: str | None = None  # index questions: index | target | n_instansi
    value: float | None = None  # predicate questions: "nilai indeks 2.6"
    predicate: str | None = None  # predicate questions: a predikat named
    missing: str | None = None  # what the question names that SPBE does not have
    spbe: bool = False  # the question speaks of SPBE (its words or anchors)
    explicit: bool = True  # the target was asked in words ("which indicator"), not taken as the default

    @property
    def empty(self) -> bool:
        return self.target is None and self.subject is None and self.scope is None

    def fill(self, previous: "SpbePlan") -> "SpbePlan":
        """This follow-up with the slots it leaves open taken from the previous plan.

        >>> before = SpbePlan("weight", "spbe:indicator:22", "number")
        >>> SpbePlan(subject="spbe:indicator:8", how="number").fill(before).target
        'weight'
        >>> SpbePlan("index", scope="national", measure="index", years=(2024,)).fill(before).subject is None
        True
        """
        if previous.empty or self.missing:
            return self
        if self.target is not None and not self.explicit and previous.target is not None and self.subject:
            return replace(self, target=previous.target, explicit=True, levels=self.levels or previous.levels,
                           years=self.years or previous.years)  # "kalau domain layanan?" after a weight question
        if self.target is not None and (self.subject or self.scope or self.target == "predicate" and
                                        (self.value is not None or self.predicate)):
            return self  # complete: a new question
        index = self.target in ("index", "predicate") or (self.target is None and previous.target in
                                                          ("index", "predicate") and self.subject is None)
        if index:
            return replace(self, target=self.target or previous.target, scope=self.scope or previous.scope,
                           measure=self.measure or previous.measure, subject=self.subject or previous.subject,
                           years=self.years or previous.years)
        return replace(self, target=self.target or previous.target, subject=self.subject or previous.subject,
                       how=self.how if self.subject else "session", levels=self.levels or previous.levels,
                       years=self.years or previous.years)


def parse(question: str, anchors: Sequence[Anchor], names: SpbeNames, *, regions: Sequence[str] = (),
          predicates: Sequence[str] = ()) -> SpbePlan:
    """The plan of one question: target from the grammar, subject from the anchors (or the question's words).

    ``regions`` are the place names the index table has values for; ``predicates`` the predikat names."""
    question = expand_shorthand(question)
    missing = _missing(question, names)
    levels = tuple(sorted({int(m.group(1)) for m in LEVEL_NO_RE.finditer(question)} |
                          {n for m in LEVEL_RANGE_RE.finditer(question)
                           for n in range(int(m.group(1)), int(m.group(2)) + 1)}))
    years = tuple(sorted({int(m.group(1)) for m in YEAR_RE.finditer(question)}))
    spbe_anchors = [a for a in anchors if a.kind in ("indicator", "aspect", "domain") and a.how != "hierarchy"]
    spbe = bool(SPBE_RE.search(question) or INDICATOR_WORD_RE.search(question) or MATURITY_RE.search(question)
                or spbe_anchors)
    target = _target(question, bool(levels))
    if target is None and years and INDEX_RE.search(question) and _names_region(question, regions):
        target = "index"  # "indeks prov gorontalo 2023 brp": a region the SPBE index table holds says SPBE's index
    plan = SpbePlan(target=target, levels=levels, years=years, missing=missing, spbe=spbe)
    if target in ("index", "predicate"):
        return _index_plan(plan, question, anchors, names, regions, predicates)
    subject, how = _subject(question, target, spbe_anchors, names)
    explicit = True
    if target == "count" and subject is None and SPBE_RE.search(question):
        subject, how = SPBE_FRAMEWORK_ID, "name"  # "jumlah indikator spbe": the whole framework
    if target is None and subject and how not in ("number", "session") and subject.startswith("spbe:indicator:") \
            and INDICATOR_WORD_RE.search(question) and not OTHER_QUESTION_RE.search(question):
        target, explicit = "identity", False  # "indikator untuk manajemen aset TIK", "application audit indicator"
    if target is None and subject and subject.startswith("spbe:indicator:") and IDENTITY_RE.search(question):
        target = "identity"
    if target is None and subject and how not in ("number", "session") and subject.startswith("spbe:indicator:") \
            and ENDS_ASKING_RE.search(question):
        target, explicit = "identity", False  # "indikator utk manajemen layanan apa ya": named by topic, so which
    if target in ("aspect", "domain") and subject is None:
        found = names.in_words("indicator", question, min_shared=2 if spbe else 3)
        if found:  # "pengadaan barang jasa elektronik masuk aspek apa": the indicator of that topic
            subject, how = _look_alike(question, found, names), "words"
    if target in ("aspect", "domain") and subject and not subject.startswith("spbe:indicator:") and \
            not (target == "domain" and subject.startswith("spbe:aspect:")):
        # "bobot domain layanan" / "domain layanan?": the kind word named the subject, not what is asked
        asked = WEIGHT_RE.search(question) or COUNT_RE.search(question)
        target, explicit = ("count" if COUNT_RE.search(question) and not WEIGHT_RE.search(question) else "weight",
                            bool(asked))
    return replace(plan, target=target, subject=subject, how=how, explicit=explicit)


def _target(question: str, levels: bool) -> Target | None:
    """What is asked, from the grammar alone (the subject comes next)."""
    weight, count = WEIGHT_RE.search(question), COUNT_RE.search(question) and COUNTED_RE.search(question)
    # an index question says SPBE, predikat or a domain: "the national fire danger index in 2023" is not one
    spbe = SPBE_RE.search(question) or PREDICATE_RE.search(question) or DOMAIN_WORD_RE.search(question) or \
        NATIONAL_INDEX_RE.search(question)
    if VALUE_RE.search(question) and PREDICATE_NAME_RE.search(question) and SCORE_RE.search(question):
        return "predicate"  # "skor 3.5 itu baik atau sangat baik": which predikat a value has
    if AGENCIES_RE.search(question) and (spbe or YEAR_RE.search(question)):
        return "index"
    if not weight and not count and spbe:
        if PREDICATE_RE.search(question) and (VALUE_RE.search(question) or not YEAR_RE.search(question)
                                              and not NATIONAL_RE.search(question)):
            return "predicate"
        if INDEX_RE.search(question) and (YEAR_RE.search(question) or NATIONAL_RE.search(question) or
                                          TARGET_RE.search(question) or PREDICATE_RE.search(question) or
                                          REGION_RE.search(question)) and not levels:
            return "index"
        if PREDICATE_RE.search(question):
            return "index"
    if weight and EACH_RE.search(question):
        return None  # every indicator's weight: a list the plan does not make
    if weight:
        return "weight"
    if count:
        return "count"
    if levels or re.search(r"\blevels?\b", question, re.IGNORECASE):
        if LEVEL_NAME_RE.search(question):
            return "level_name"
        if CRITERIA_RE.search(question) or levels:
            return "criteria"
    if IDENTITY_RE.search(question) and not re.search(r"\b(?:aspe[ck]t?|domain)\w*\s+(?:apa|mana)\b|"
                                                      r"\b(?:which|what)\s+(?:aspect|domain)\b", question,
                                                      re.IGNORECASE):
        return "identity"
    aspect, domain = ASPECT_WORD_RE.search(question), DOMAIN_WORD_RE.search(question)
    if aspect and domain:
        return "aspect"  # "aspek dan domainnya": the answer names both
    if aspect:
        return "aspect"
    if domain:
        return "domain"
    if CRITERIA_RE.search(question):
        return "criteria"  # "what does indikator 13 require": every level's
    if MEASURE_RE.search(question):
        return "measures"
    return None


def _subject(question: str, target: Target | None, anchors: Sequence[Anchor],
             names: SpbeNames) -> tuple[str | None, str]:
    """The node asked about, and how it was found. A number beats a name, a name beats words next to a kind word
    ("the ICT audit aspect"), words beat the linker's paraphrase."""
    numbered = _numbered(question, names)
    if numbered:
        return numbered
    by_kind = {kind: [a for a in anchors if a.kind == kind] for kind in ("indicator", "aspect", "domain")}
    for kind in ("aspect", "domain"):
        named = [a for a in by_kind[kind] if a.how != "paraphrase"]
        if named and target not in ("aspect", "domain") or named and kind == "aspect" and target == "domain":
            longer = _indicator_around(question, named[0].id, names)
            return (longer, "words") if longer else (named[0].id, "name")
    indicator = _indicator(question, by_kind["indicator"], names)
    words = None
    if target not in ("aspect", "domain", "identity", "measures"):
        for kind, word_re in (("aspect", ASPECT_WORD_RE), ("domain", DOMAIN_WORD_RE)):
            if word_re.search(question) and (found := names.in_words(kind, question)):
                words = (found, "words")
                break
    if indicator and indicator[1] == "name":
        return indicator
    if words:
        return words
    if indicator:
        return indicator
    if target in ("identity", "measures", "aspect", "domain", None) and (INDICATOR_WORD_RE.search(question) or
                                                                        target == "identity"):
        found = names.in_words("indicator", question)
        if found:
            return _look_alike(question, found, names), "words"
    if target in ("aspect", "domain"):  # "kalau domain layanan?": the words right after the kind word name one
        word_re = ASPECT_WORD_RE if target == "aspect" else DOMAIN_WORD_RE
        for match in word_re.finditer(question):
            if found := names.in_words(target, " ".join(question[match.end():].split()[:4])):
                return found, "words"
    return None, ""


def _indicator_around(question: str, node: str, names: SpbeNames) -> str | None:
    """An indicator whose name holds the named aspect's or domain's and more of the question's words: "indikator
    manajemen layanan spbe" names indicator 28 (Penerapan Manajemen Layanan SPBE), not the domain Layanan SPBE
    inside it. Only when the question says "indicator", and not to count them ("how many indicators does the
    management implementation aspect have" counts the aspect's)."""
    if not INDICATOR_WORD_RE.search(question) or COUNT_RE.search(question):
        return None
    found = names.in_words("indicator", question)
    if found is None:
        return None
    asked, inner, outer = set(_words(question)), names.words_of(node), names.words_of(found)
    return found if inner <= outer and (inner & asked) < (outer & asked) else None


def _numbered(question: str, names: SpbeNames) -> tuple[str, str] | None:
    for pattern, make, kind in ((INDICATOR_RE, indicator_id, "indicator"), (SHORT_INDICATOR_RE, indicator_id,
                                                                             "indicator"),
                                (ASPECT_RE, aspect_id, "aspect"), (DOMAIN_RE, domain_id, "domain")):
        for match in pattern.finditer(question):
            number = int(match.group(1))
            if number in names.numbers(kind):
                return make(number), "number"
    return None


def _indicator(question: str, anchors: Sequence[Anchor], names: SpbeNames) -> tuple[str, str] | None:
    """The linker's indicator, with look-alike pairs settled by the question's policy words."""
    if not anchors:
        return None
    best = next((a for a in anchors if a.how not in ("paraphrase", "ambiguous")), None)
    if best is None and len({a.id for a in anchors}) > 1:  # "peta rencana spbe": 2 or 12
        candidates = [a.id for a in anchors]
        policy = bool(POLICY_RE.search(question)) and not NOT_POLICY_RE.search(question)
        chosen = [c for c in candidates if names.twin(c, policy=policy) == c]
        return (chosen[0], "name") if len(chosen) == 1 else None
    anchor = best or anchors[0]
    return _look_alike(question, anchor.id, names), ("name" if best else "paraphrase")


def _look_alike(question: str, node: str, names: SpbeNames) -> str:
    """"... not the policy" / "the practice one": the indicator itself, not its internal-policy twin (and back)."""
    if NOT_POLICY_RE.search(question):
        return names.twin(node, policy=False) or node
    if POLICY_RE.search(question):
        return names.twin(node, policy=True) or node
    return node


def _index_plan(plan: SpbePlan, question: str, anchors: Sequence[Anchor], names: SpbeNames, regions: Sequence[str],
                predicates: Sequence[str]) -> SpbePlan:
    """Which index value: national (the default), a domain's, a region's; the index, the target or the agencies."""
    measure = "n_instansi" if AGENCIES_RE.search(question) else "target" if TARGET_RE.search(question) else "index"
    value = VALUE_RE.search(question)
    lowered = question.lower()
    predicate = max((p for p in predicates if re.search(rf"\b{re.escape(p.lower())}\b", lowered)), key=len,
                    default=None)
    scope, subject = ("national" if NATIONAL_RE.search(question) else None), None  # None: not said (national)
    region = next((r for r in sorted(regions, key=len, reverse=True) if r.lower() in lowered), None)
    if region:
        scope = region
    elif (asked := REGION_RE.search(question)) is not None:
        scope = " ".join(asked.group(0).split()).lower()  # "ministry of finance": a scope the table lacks
    elif DOMAIN_WORD_RE.search(question) and not NATIONAL_RE.search(question):
        subject = names.in_words("domain", question) or (_numbered(question, names) or (None,))[0]
        scope = "domain" if subject else None
    place = next((a for a in anchors if a.kind == "place"), None)
    if scope in (None, "national") and place is not None and not NATIONAL_RE.search(question):
        scope = (place.surface or place.name or place.id).lower()  # a place the table has no value for
    return replace(plan, scope=scope, subject=subject, measure=measure, predicate=predicate,
                   value=float(value.group(1).replace(",", ".")) if value else None)


# What an index question says besides its region and year: the index's own words and chat particles.
INDEX_ASKING = frozenset("indeks index nilai skor score predikat predikatnya nilainya skornya tahun year sih dong deh "
                         "nih tuh kah aja nya".split())


def _names_region(question: str, regions: Sequence[str]) -> bool:
    """Whether ``question`` (shorthand written out) names a region the index table has values for, whole, and says
    nothing else but how it asks: "indeks provinsi gorontalo 2023 berapa", not "indeks kualitas udara kota
    gorontalo 2023" (an air quality index)."""
    lowered = question.lower()
    named = [r.lower() for r in regions if re.search(rf"\b{re.escape(r.lower())}\b", lowered)]
    if not named:
        return False
    rest = lowered
    for region in named:
        rest = rest.replace(region, " ")
    return not [w for w in re.findall(r"[a-z]{3,}", rest) if w not in STOPWORDS and w not in INDEX_ASKING]


def _missing(question: str, names: SpbeNames) -> str | None:
    """What the question numbers that SPBE does not have (indicator 48, domain 5, aspect 9, level 6)."""
    problems = []
    for pattern, kind in ((INDICATOR_RE, "indicator"), (SHORT_INDICATOR_RE, "indicator"), (DOMAIN_RE, "domain"),
                          (ASPECT_RE, "aspect")):
        known = names.numbers(kind)
        asked = sorted({int(m.group(1)) for m in pattern.finditer(question)} - known)
        if asked and known:
            if kind == "indicator":
                problems.append(f"SPBE has indicators 1-{max(known)}; there is no indicator "
                                f"{', '.join(map(str, asked))}")
            else:
                problems.append(f"SPBE has {len(known)} {kind}s ({min(known)}-{max(known)}); there is no {kind} "
                                f"{', '.join(map(str, asked))}")
    levels = sorted({int(m.group(1)) for m in LEVEL_NO_RE.finditer(question)} - set(range(1, 6)))
    if levels and (SPBE_RE.search(question) or INDICATOR_WORD_RE.search(question) or ASPECT_WORD_RE.search(question)
                   or DOMAIN_WORD_RE.search(question)):
        problems.append(f"SPBE maturity levels are 1-5; there is no level {', '.join(map(str, levels))}")
    return "; ".join(dict.fromkeys(problems)) or None


def _words(text: str) -> list[str]:
    """Content words, lower case, hyphenated words kept whole and split ("e-procurement", "procurement"), each
    with its Indonesian root too."""
    found = []
    for token in re.findall(r"[a-z0-9]+(?:-[a-z0-9]+)*", text.lower()):
        parts = [token, *token.split("-")] if "-" in token else [token]
        for part in parts:
            if part in STOPWORDS or len(part) < 2 or part.isdigit():
                continue
            # the word as written and its Indonesian root: "kearsipan" also meets "e-arsip", "arsip"
            folded = _stem(part)
            found += [form for form in dict.fromkeys((folded, indonesian_stem(folded)))
                      if form not in STOPWORDS and len(form) > 1]
    return found


def _stem(word: str) -> str:
    """English plurals folded ("archives" -> "archive"), so a name's gloss and a question's words meet."""
    return word[:-1] if len(word) > 4 and word.endswith("s") and not word.endswith("ss") else word
