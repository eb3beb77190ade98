"""The selective answer: answer, warn or abstain, and say why in words.

* answer  — the best evidence's scope is exactly the question's (or the question names no
  scope and relevant text exists);
* warn    — the best evidence is broader ("a California state rule; nothing specific to
  Paradise was found") or narrower, or general text for a question about a place;
* abstain — nothing relevant, or the only relevant text is about another place, indicator
  or program; the explanation names what is missing and what was found instead.

For a place question the best evidence is the best passage that *states* what was asked
(answerability.py): a passage of the right place on another topic is no evidence, so when no
passage in scope states it the answer is an abstention naming the topic asked and what the
nearby passages are about.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable, Sequence

from engine.models import Anchor, Evidence
from engine.pipeline.answerability import about
from engine.pipeline.retrieve import Retrieval

KIND_WORDS = {"place": "place", "indicator": "SPBE indicator", "aspect": "SPBE aspect", "domain": "SPBE domain",
              "level": "maturity level", "institution": "institution", "program": "program",
              "community": "community"}

PLURALS = {"place": "places", "indicator": "SPBE indicators"}


@dataclass
class Verdict:
    decision: str
    relation: str
    explanation: str


def decide(anchors: Sequence[Anchor], retrieval: Retrieval, name: Callable[[str | None], str],
           short: Callable[[str | None], str] | None = None,
           *, location_dependent: bool) -> Verdict:
    """The decision from the best evidence's relation (evidence is already ordered by relation, δ).

    ``name`` gives a node in full ("Paradise (Butte County, California)"), ``short`` on second mention.
    """
    short = short or name
    verdict = _decide(anchors, retrieval, name, short, location_dependent=location_dependent)
    ambiguous = [a for a in anchors if a.how == "ambiguous"]
    if not ambiguous or verdict.decision == "abstain":
        return verdict
    # a name several places share: say which ones, and never answer as if the choice were sure
    said = ambiguous[0].surface or short(ambiguous[0].id)
    readings = {a.id for a in ambiguous}
    found_for = list(dict.fromkeys(e.anchor for e in retrieval.evidence if e.anchor in readings))
    if len(found_for) > 1:
        which = f"the documents have passages for {_and(name(p) for p in found_for)}"
    else:
        which = f"it may be {_and(name(a.id) for a in ambiguous)}"
    return Verdict("warn", verdict.relation,
                   f"\"{said}\" names several {PLURALS.get(ambiguous[0].kind, 'nodes')}: {which}; say which one you "
                   f"mean. {verdict.explanation}")


def _and(names: Iterable[str]) -> str:
    """ "a", "a and b", "a, b and c" """
    listed = list(names)
    return listed[0] if len(listed) == 1 else ", ".join(listed[:-1]) + " and " + listed[-1]


def _decide(anchors: Sequence[Anchor], retrieval: Retrieval, name: Callable[[str | None], str],
            short: Callable[[str | None], str], *, location_dependent: bool) -> Verdict:
    asked = _asked(anchors, name)
    if not retrieval.evidence:
        if retrieval.others:
            found = _names(retrieval.others, name)
            return Verdict("abstain", retrieval.others[0].relation,
                           f"Nothing about {asked} was found; the relevant passages are about {found} instead.")
        where = f" about {asked}" if anchors else ""
        return Verdict("abstain", "none", f"No passage relevant to the question{where} was found in the documents.")
    answering = [e for e in retrieval.evidence if retrieval.answers(e)]
    if not answering:
        return _unanswered(asked, retrieval, name)
    best = answering[0]
    if best.relation == "exact":
        return Verdict("answer", "exact", f"The passage is about {name(best.scope_node)}, the scope asked about.")
    if best.relation == "broader":
        return Verdict("warn", "broader",
                       f"This is from a passage about {name(best.scope_node)}, which contains {name(best.anchor)}; "
                       f"nothing specific to {short(best.anchor)} was found.")
    if best.relation == "narrower":
        return Verdict("warn", "narrower",
                       f"This is from a passage about {name(best.scope_node)}, a part of {name(best.anchor)}; "
                       f"it may not hold for all of {short(best.anchor)}.")
    # unscoped: general text
    if anchors and location_dependent:
        return Verdict("warn", "unscoped",
                       f"This is general guidance that names no place; nothing specific to {asked} was found.")
    if anchors:
        return Verdict("warn", "unscoped", f"The passage does not name {asked}; check that it applies.")
    return Verdict("answer", "unscoped", "The question names no scope; answered from the most relevant passages.")


def _unanswered(asked: str, retrieval: Retrieval, name: Callable[[str | None], str]) -> Verdict:
    """No passage in scope states the topic: say what was asked, what the nearby passages are about,
    and which other places' passages state it, if any."""
    topic = retrieval.topic.text if retrieval.topic is not None else "the question"
    nearby = list(dict.fromkeys(f"{about(e)}" for e in retrieval.evidence[:3]))
    said = f"Nothing about \"{topic}\" was found for {asked}: the passages in scope are about {_and(nearby)}."
    stating = [e for e in retrieval.others if retrieval.answers(e)]
    if stating:
        said += f" It is stated for {_names(stating, name)}, another place."
    return Verdict("abstain", "none", said)


def _asked(anchors: Sequence[Anchor], name: Callable[[str | None], str]) -> str:
    parts = [name(a.id) if a.kind == "place" else f"{KIND_WORDS.get(a.kind, a.kind)} {a.name or a.id}"
             for a in anchors]
    return ", ".join(parts) if parts else "the question"


def _names(evidence: Sequence[Evidence], name: Callable[[str | None], str]) -> str:
    scopes = list(dict.fromkeys(name(e.scope_node) for e in evidence[:3] if e.scope_node))
    return ", ".join(scopes) if scopes else "other scopes"
