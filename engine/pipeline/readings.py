"""An ambiguous place name settled by the corpus: of the places it may name, only one has passages.

The linker reports "El Paso County" alone as ambiguous (Texas and Colorado are comparable), and the
question is read as each of them (``ScopeDetector.anchors``). When the documents hold passages about only
one of them, the others cannot be what a question over these documents is about: the question is read as
that one, and the trace says which others the name could have meant. When two or more have passages
("Springfield" with rules for Missouri and Illinois), the ambiguity matters and stays (decide.py warns and
names them).
"""

from __future__ import annotations

from typing import Callable, Sequence

from engine.models import Anchor

SETTLED_CONFIDENCE = 0.6  # above the scope threshold (0.5), below a qualified or co-mentioned place


def settle_readings(anchors: Sequence[Anchor], covers: Callable[[str], bool],
                    name: Callable[[str], str]) -> tuple[list[Anchor], list[str]]:
    """``anchors`` with every ambiguous place name read as its one candidate that has passages
    (``covers``: the node or a node inside it has passages), and a note per name settled."""
    groups: dict[tuple[str | None, tuple[int, int] | None], list[Anchor]] = {}
    for anchor in anchors:
        if anchor.how == "ambiguous" and anchor.kind == "place":
            groups.setdefault((anchor.surface, anchor.span), []).append(anchor)
    settled: dict[int, Anchor | None] = {}
    notes: list[str] = []
    for (surface, _), readings in groups.items():
        covered = [a for a in readings if covers(a.id)]
        if len(readings) < 2 or len(covered) != 1:
            continue
        chosen, others = covered[0], [a for a in readings if a is not covered[0]]
        said = f'"{surface}"' if surface else "the name"
        reason = (f"{said} may name {len(readings)} places; only {name(chosen.id)} has passages in the documents "
                  f"(not {', '.join(name(a.id) for a in others)})")
        settled[id(chosen)] = chosen.model_copy(update={"how": "corpus", "confidence": SETTLED_CONFIDENCE,
                                                        "reason": reason})
        settled.update({id(a): None for a in others})
        notes.append(reason)
    kept = [settled.get(id(a), a) for a in anchors]
    return [a for a in kept if a is not None], notes
