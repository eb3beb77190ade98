"""Scoring for bench/linking.py: predicted links against the labelled mentions of bench/data/linking/.

Pure functions (no store, no linker), so the rules can be read and tested on their own. The rules are the
ones bench/data/linking/README.md states under "Scoring":

* a prediction is one node id (a link) or several (the linker reports an ambiguity), with the character
  spans it may have been read from when the linker knows them (one link is one prediction, however many
  spans it may come from);
* with spans it is matched to the gold mentions of its kind group that overlap one of them; without, to every
  gold mention of its group in the same text;
* it is right when a matched gold accepts it (`accepts`), a false link otherwise (a ``null`` gold, an
  unlabelled span, a wrong node); a spanned prediction inside a labelled mention of another group is not scored;
* recall counts the non-null gold mentions that some right prediction matched.
"""

from __future__ import annotations

import math
import re
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Iterable, Sequence

GROUPS = ("place", "indicator", "aspect/domain/level", "institution", "program", "community", "year", "quota")
GOLD_GROUP = {"place": "place", "indicator": "indicator", "aspect": "aspect/domain/level",
              "domain": "aspect/domain/level", "level": "aspect/domain/level", "institution": "institution",
              "program": "program", "community": "community", "year": "year", "quota": "quota"}


@dataclass(frozen=True)
class Prediction:
    """What a linker said about one place in a text: one id (a link) or several (an ambiguity it reports)."""

    ids: tuple[str, ...]
    spans: tuple[tuple[int, int], ...] = ()

    @property
    def group(self) -> str | None:
        return id_group(self.ids[0]) if self.ids else None


def id_group(node_id: str) -> str | None:
    """The kind group of a node id or value (docs/schema.md); None for nodes the set does not label.

    >>> [id_group(i) for i in ("gn:1", "geo:US/Ohio", "spbe:indicator:3", "spbe:indicator:3:level:2",
    ...  "spbe:aspect:1", "tnea:college:1", "tnea:college:1:program:CS", "branch:ME", "tnea:community:BC",
    ...  "year:2024", "tnea:college:1:program:CS:cutoff:2024:GC:BC", "spbe:framework:x")]
    ['place', 'place', 'indicator', 'aspect/domain/level', 'aspect/domain/level', 'institution', 'program', \
'program', 'community', 'year', None, None]
    """
    head, _, rest = node_id.partition(":")
    if head in ("geo", "gn", "wd"):
        return "place"
    if head in ("year", "quota"):
        return head
    if head == "branch":
        return "program"
    if head == "spbe":
        kind = rest.split(":")[0]
        if kind == "indicator":
            return "aspect/domain/level" if ":level:" in rest else "indicator"
        return "aspect/domain/level" if kind in ("aspect", "domain") else None
    if head == "tnea":
        if ":cutoff:" in rest:
            return None
        if rest.startswith("community:"):
            return "community"
        if ":program:" in rest:
            return "program"
        return "institution" if rest.startswith("college:") else None
    return None


def accepts(mention: dict, prediction: Prediction) -> bool:
    """Is ``prediction`` a right answer for this gold mention?

    >>> one = {"gold": "gn:1"}; amb = {"gold": ["gn:1", "gn:2"], "ambiguous": True}
    >>> accepts(one, Prediction(("gn:1",))), accepts(one, Prediction(("gn:1", "gn:2")))
    (True, False)
    >>> accepts(amb, Prediction(("gn:1",))), accepts(amb, Prediction(("gn:2", "gn:3", "gn:1")))
    (False, True)
    >>> accepts({"gold": ["gn:1", "gn:2"], "ambiguous": False}, Prediction(("gn:2",)))
    True
    >>> accepts({"gold": "branch:ME"}, Prediction(("tnea:college:9:program:ME",))), accepts({"gold": None},
    ...     Prediction(("gn:1",)))
    (True, False)
    """
    gold = mention["gold"]
    if gold is None:
        return False
    if mention.get("ambiguous"):
        return len(prediction.ids) >= 2 and set(gold) <= set(prediction.ids)
    if len(prediction.ids) != 1:
        return False
    got = prediction.ids[0]
    for want in gold if isinstance(gold, list) else [gold]:
        if want.startswith("branch:"):
            if got == want or re.fullmatch(rf"tnea:college:\d+:program:{re.escape(want[7:])}", got):
                return True
        elif got == want:
            return True
    return False


def _overlaps(mention: dict, prediction: Prediction) -> bool:
    return any(start < mention["end"] and mention["start"] < end for start, end in prediction.spans)


@dataclass
class Tally:
    """Counts of one kind group: predictions scored and right, gold mentions (non-null) and found."""

    predicted: int = 0
    right: int = 0
    gold: int = 0
    found: int = 0
    false_examples: list[str] = field(default_factory=list)
    missed_examples: list[str] = field(default_factory=list)  # gold mentions no prediction found

    @property
    def precision(self) -> float | None:
        return self.right / self.predicted if self.predicted else None

    @property
    def recall(self) -> float | None:
        return self.found / self.gold if self.gold else None


def score_text(record: dict, predictions: Iterable[Prediction], tallies: dict[str, Tally]) -> None:
    """Add one text's predictions to ``tallies`` (group -> Tally).

    >>> rec = {"id": "t", "text": "Paradise, California", "mentions": [
    ...     {"surface": "Paradise", "start": 0, "end": 8, "kind": "place", "gold": "gn:5381002"},
    ...     {"surface": "California", "start": 10, "end": 20, "kind": "place", "gold": "geo:US/California"}]}
    >>> t = defaultdict(Tally)
    >>> score_text(rec, [Prediction(("gn:5509952",), ((0, 8),)), Prediction(("geo:US/California",))], t)
    >>> (t["place"].predicted, t["place"].right, t["place"].gold, t["place"].found)
    (2, 1, 2, 1)

    One link read from either of two spans is one prediction (here right: the first span is its gold):

    >>> t = defaultdict(Tally)
    >>> score_text(rec, [Prediction(("gn:5381002",), ((0, 8), (10, 20)))], t)
    >>> (t["place"].predicted, t["place"].right, t["place"].found)
    (1, 1, 1)
    """
    mentions = record["mentions"]
    found: set[int] = set()
    for group in {GOLD_GROUP[m["kind"]] for m in mentions if m["gold"] is not None}:
        tallies[group].gold += sum(1 for m in mentions if GOLD_GROUP[m["kind"]] == group and m["gold"] is not None)
    for prediction in predictions:
        group = prediction.group
        if group is None:
            continue
        same = [i for i, m in enumerate(mentions) if GOLD_GROUP[m["kind"]] == group]
        if prediction.spans:
            same = [i for i in same if _overlaps(mentions[i], prediction)]
            if not same and any(_overlaps(m, prediction) for m in mentions):
                continue  # inside a labelled mention of another kind group: not scored
        hits = [i for i in same if accepts(mentions[i], prediction)]
        tally = tallies[group]
        tally.predicted += 1
        if hits:
            tally.right += 1
            found.update(hits)
        elif len(tally.false_examples) < 400:
            where = "|".join(record["text"][a:b] for a, b in prediction.spans) or "(text)"
            tally.false_examples.append(f"{record['id']}: {where!r} -> {'|'.join(prediction.ids)}")
    for i in found:
        tallies[GOLD_GROUP[mentions[i]["kind"]]].found += 1
    for i, mention in enumerate(mentions):
        tally = tallies[GOLD_GROUP[mention["kind"]]]
        if i not in found and mention["gold"] is not None and len(tally.missed_examples) < 400:
            gold = mention["gold"] if isinstance(mention["gold"], str) else "|".join(mention["gold"])
            tally.missed_examples.append(f"{record['id']}: {mention['surface']!r} (gold {gold})")


def score(records: Sequence[dict], predictions: dict[str, list[Prediction]]) -> dict[str, Tally]:
    """group -> Tally over every record (``predictions``: record id -> what the linker said)."""
    tallies: dict[str, Tally] = defaultdict(Tally)
    for record in records:
        score_text(record, predictions.get(record["id"], []), tallies)
    return tallies


def place_false_links(predictions: dict[str, list[Prediction]]) -> tuple[int, int]:
    """(place links, sentences with at least one) on the no-place sentences: every place link is false."""
    counts = [sum(1 for p in preds if p.group == "place") for preds in predictions.values()]
    return sum(counts), sum(1 for c in counts if c)


def sentences(text: str) -> int:
    """Sentences in a passage, for the per-1,000-sentences time (a full stop, ? or ! then a space).

    >>> sentences("One. Two? Three"), sentences("No full stop")
    (3, 1)
    """
    return max(1, len([s for s in re.split(r"(?<=[.!?])\s+", text.strip()) if s]))


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q`` quantile by nearest rank.

    >>> percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.95)
    10
    """
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(len(ordered) * q) - 1))] if ordered else float("nan")
