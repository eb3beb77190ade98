"""Where a question's place names start, which decides whether an everyday-word region code after a name is the
code or the word (place_resolver.code_after): "medford or portland" is a conjunction, "marquette mi brush pile"
is not. Split from gazetteer.py, which finds the mentions.
"""

from __future__ import annotations

from typing import Callable, Sequence

from loaders.link.place_resolver import NEXT_WORD
from loaders.link.place_table import PlaceMention

def name_starts(text: str, found: Sequence[PlaceMention], held: Sequence[PlaceMention],
                is_code: Callable[[str], bool]) -> frozenset[int]:
    """Where place names start, for the test "is the word after a code another place?" ("medford or portland"):
    every name found, and a held lower-case name only when a place or a region code comes right after it too
    ("portland me portland oregon"), not an ordinary word alone ("marquette mi brush pile": Brush, Colorado is no
    place there)."""
    starts = {m.start for m in (*found, *held)}

    def leads(name: PlaceMention) -> bool:
        after = NEXT_WORD.match(text, name.end)
        return after is not None and (after.start(1) in starts or is_code(after.group(1)))

    return frozenset({m.start for m in found} | {h.start for h in held if leads(h)})
