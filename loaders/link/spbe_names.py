"""SPBE nodes named in words: every domain, aspect and indicator by its Indonesian name and English gloss.

People rarely write an indicator's official name ("Tingkat Kematangan Kebijakan Internal Manajemen
Data"): they drop the boilerplate ("Tingkat Kematangan", "Maturity of", "Instansi Pusat/Pemerintah
Daerah", "the agency's"), change case and hyphens ("data-centre" / "data centre"). Each node gets
its names with and without that boilerplate as *forms*; a form matches case-insensitively with any
non-word characters between its words.

Look-alike pairs: ten indicators are the internal *policy* on a topic ("Kebijakan Internal
Manajemen Data", 3) and another its *implementation* ("Penerapan Manajemen Data", 23, or just
"Arsitektur SPBE", 11). The bare topic ("manajemen data", "SPBE architecture") names both: a
policy word ("kebijakan", "policy") or an implementation word ("penerapan", "pelaksanaan",
"implementation") next to it picks one; with neither (or both) the match keeps both candidates,
and the linker reports it ambiguous instead of picking (issue 16).

Reviewed terms (``loaders/data/spbe/indicator_terms.csv``): the systems, acronyms and phrases sources use
for what an indicator covers ("LPSE", "SRIKANDI", "SP4N-LAPOR!"), words no rule derives from its name.
They are forms like the others, matched the same way, but a form the names give keeps its nodes, and a
match on a term says so (``NameMatch.reviewed``), so the linker can let a number or a name win.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Iterable

from loaders.link.phrase_trie import literal, trie_pattern, units_of

# Removed from a name to get the form people type; each removal adds a form (the full name stays one).
ID_BOILERPLATE = (re.compile(r"^tingkat kematangan\s+", re.IGNORECASE),
                  re.compile(r"\s+instansi pusat\s*/\s*pemerintah daerah\b", re.IGNORECASE))
EN_BOILERPLATE = (re.compile(r"^maturity of\s+", re.IGNORECASE), re.compile(r"\bthe agency's\s+", re.IGNORECASE),
                  re.compile(r"^the\s+", re.IGNORECASE))
PARENTHESIS = re.compile(r"\s*\(([^)]*)\)")
ACRONYM = re.compile(r"^[A-Z]{3,}$")
POLICY_ID = re.compile(r"^kebijakan internal\s+", re.IGNORECASE)
POLICY_EN = re.compile(r"^internal policy on\s+(?:the agency's\s+)?", re.IGNORECASE)
IMPLEMENTATION_ID = re.compile(r"^(?:penerapan|pelaksanaan)\s+", re.IGNORECASE)

POLICY_CUE = re.compile(r"\b(?:kebijakan|polic(?:y|ies)|peraturan|regulations?)\b", re.IGNORECASE)
IMPLEMENTATION_CUE = re.compile(r"\b(?:penerapan|pelaksanaan|menerapkan|diterapkan|dilaksanakan|"
                                r"implement\w*|in practice|put into practice|applied|applying)\b", re.IGNORECASE)
CUE_CHARS = 40  # how far before/after a topic a policy or implementation word still speaks for it
SENTENCE_END = re.compile(r"[.!?;\n]")


def form_key(text: str) -> str:
    """A form as the tables key it: lower-case words, "&" read as "and", everything else a space.

    >>> form_key("Data-centre  services & JDIH")
    'data centre services and jdih'
    """
    return " ".join(re.findall(r"\w+", text.replace("&", " and ").lower()))


GAP, AND = "<gap>", "<and>"  # trie units: any run of non-word characters between words; "and" or "&"


def _form_regex(keys: Iterable[str]) -> re.Pattern[str] | None:
    """Whole-form matcher, longest first; between words any run of non-word characters ("and" or "&");
    a trie (``phrase_trie``)."""
    pieces = {GAP: r"[\W_]+", AND: "(?:and|&)"}
    body = trie_pattern((units_of(key.split(" "), GAP, lambda word: AND if word == "and" else None)
                         for key in set(keys) if key),
                        lambda unit: pieces.get(unit) or literal(unit))
    return re.compile(r"(?<!\w)(?:" + body + r")(?!\w)", re.IGNORECASE) if body is not None else None


@dataclass(frozen=True)
class NameMatch:
    """A named SPBE node in a text: one node, or a look-alike pair nothing in the text chose between."""

    span: tuple[int, int]
    surface: str
    nodes: tuple[str, ...]  # one node, or several (best first) when the words name all of them
    reason: str
    reviewed: bool = False  # matched on a reviewed term, not on a name


@dataclass
class SpbeNames:
    """Forms of every SPBE node's names -> the nodes they name; the look-alike pairs (policy, implementation)."""

    forms: dict[str, tuple[str, ...]] = field(default_factory=dict)
    policy_of: dict[str, str] = field(default_factory=dict)  # implementation indicator -> its policy twin
    reviewed: dict[str, str] = field(default_factory=dict)  # form key of a reviewed term -> the term as written
    pattern: re.Pattern[str] | None = None

    @classmethod
    def build(cls, rows: Iterable[tuple[str, str, str]], terms: Iterable[tuple[str, str]] = ()) -> "SpbeNames":
        """``rows``: (node id, Indonesian name, English gloss) of every domain, aspect and indicator; ``terms``:
        (node id, reviewed term), extra forms where no name has the same form."""
        found: dict[str, list[str]] = {}
        cores: dict[str, tuple[str, str]] = {}  # node -> (Indonesian core, English core)
        for node_id, name_id, name_en in rows:
            id_forms, en_forms = _forms(name_id or "", ID_BOILERPLATE), _forms(name_en or "", EN_BOILERPLATE)
            for form in id_forms | en_forms:
                found.setdefault(form_key(form), []).append(node_id)
            cores[node_id] = (_core(name_id or "", ID_BOILERPLATE), _core(name_en or "", EN_BOILERPLATE))
        names = cls()
        for policy, implementation, topics in _lookalikes(cores):
            names.policy_of[implementation] = policy
            for topic in topics:
                found.setdefault(form_key(topic), []).extend((implementation, policy))
        for node_id, term in terms:
            key = form_key(term)
            if key and (key not in found or key in names.reviewed):
                found.setdefault(key, []).append(node_id)
                names.reviewed[key] = term
        names.forms = {key: tuple(dict.fromkeys(ids)) for key, ids in found.items()}
        names.pattern = _form_regex(names.forms)
        return names

    def find(self, text: str) -> list[NameMatch]:
        """Every named node in ``text``; a look-alike topic resolved by a policy/implementation word near it."""
        if not self.pattern or not text:
            return []
        matches = []
        for match in self.pattern.finditer(text):
            key = form_key(match.group(0))
            nodes = self.forms.get(key, ())
            if not nodes:
                continue
            reason = "the node's name" if len(nodes) == 1 else ""
            if key in self.reviewed:
                reason = f"'{self.reviewed[key]}' is a reviewed term of the node" if len(nodes) == 1 else \
                    f"'{self.reviewed[key]}' is a reviewed term of several nodes"
            elif len(nodes) > 1:
                nodes, reason = self._choose(nodes, text, match.span())
            matches.append(NameMatch(match.span(), match.group(0), nodes, reason, key in self.reviewed))
        return matches

    def _choose(self, nodes: tuple[str, ...], text: str, span: tuple[int, int]) -> tuple[tuple[str, ...], str]:
        """A policy word or an implementation word near the topic picks that twin; otherwise all stay."""
        policies = {self.policy_of[n] for n in nodes if n in self.policy_of}
        if len(nodes) != 2 or len(policies) != 1:
            return nodes, "the words name several SPBE nodes"
        policy = next(iter(policies))
        implementation = next(n for n in nodes if n != policy)
        window = _window(text, span)
        says_policy, says_implementation = bool(POLICY_CUE.search(window)), bool(IMPLEMENTATION_CUE.search(window))
        if says_policy and not says_implementation:
            return (policy,), "a policy word next to a topic that has a policy and an implementation indicator"
        if says_implementation and not says_policy:
            return (implementation,), "an implementation word next to a topic that has a policy twin"
        return nodes, "the topic has a policy and an implementation indicator and nothing near it says which"


def _forms(name: str, boilerplate: Iterable[re.Pattern[str]]) -> set[str]:
    """The name, without each piece of boilerplate and without parentheses; an acronym in parentheses."""
    forms = {name.strip()} if name.strip() else set()
    for pattern in boilerplate:
        forms |= {pattern.sub(" ", f).strip() for f in forms}
    forms |= {PARENTHESIS.sub("", f).strip() for f in forms}
    forms |= {inner.strip() for inner in PARENTHESIS.findall(name) if ACRONYM.match(inner.strip())}
    return {f for f in forms if len(form_key(f)) > 2}


def _core(name: str, boilerplate: Iterable[re.Pattern[str]]) -> str:
    core = PARENTHESIS.sub("", name)
    for pattern in boilerplate:
        core = pattern.sub(" ", core).strip()
    return core


def _lookalikes(cores: dict[str, tuple[str, str]]) -> list[tuple[str, str, set[str]]]:
    """(policy indicator, implementation indicator, topic forms) for every policy whose topic is another
    indicator's name without "Penerapan"/"Pelaksanaan" ("Manajemen Data": 3 and 23)."""
    indicators = {n: c for n, c in cores.items() if n.startswith("spbe:indicator:")}
    by_topic = {form_key(IMPLEMENTATION_ID.sub("", c[0])): n for n, c in indicators.items() if not POLICY_ID.match(c[0])}
    pairs = []
    for node_id, (core_id, core_en) in indicators.items():
        if not POLICY_ID.match(core_id):
            continue
        topic_id = POLICY_ID.sub("", core_id)
        twin = by_topic.get(form_key(topic_id))
        if twin is None:
            continue  # "Kebijakan Internal Audit TIK": no one implementation indicator of that name
        topics = {topic_id, IMPLEMENTATION_ID.sub("", indicators[twin][0])}
        if POLICY_EN.match(core_en):
            topics.add(POLICY_EN.sub("", core_en))
        pairs.append((node_id, twin, {t for t in topics if t}))
    return pairs


def _window(text: str, span: tuple[int, int]) -> str:
    """The words around a match that can speak for it: up to ``CUE_CHARS`` each side, within its sentence."""
    before = text[max(0, span[0] - CUE_CHARS):span[0]]
    after = text[span[1]:span[1] + CUE_CHARS]
    ends = list(SENTENCE_END.finditer(before))
    before = before[ends[-1].end():] if ends else before
    end = SENTENCE_END.search(after)
    return before + " " + (after[:end.start()] if end else after)
