"""A list of phrases as one regular expression shaped like a character trie: the same matches as the flat
alternation "(?:longest|...|shortest)", found in a fraction of the time.

Why: linking matches every text against a few large phrase lists (college names and their short forms,
branch names, SPBE indicator names) with one regex each. Python's ``re`` tries a flat alternation's
phrases one by one at every position of the text: on the linking set's passages those searches were
about a third of the passage time, and compiling them cost about 0.6 s of every process. In a trie the
phrases share their prefixes, so at each position only the continuations of what has matched so far are
tried.

The longest phrase still wins, as in the flat alternation sorted longest first: where one phrase ends and
longer ones go on, the continuations are an optional, greedy group, so they are tried first and given up
only when they fail (the caller's ``(?!\\w)`` after the group included). At any point at most one branch
can match the next character (branches are distinct lower-case characters or a separator that matches no
phrase character), so the first match found is the longest one.
"""

from __future__ import annotations

import re
from typing import Callable, Iterable, Sequence

_END = ""  # the key marking that a phrase ends at a node (no unit is empty)

Unit = str  # one lower-case character of a phrase, or a caller-defined token (a separator, "and")


def units_of(words: Sequence[str], separator: Unit, token: Callable[[str], Unit | None] = lambda word: None
             ) -> list[Unit]:
    """A phrase's words as trie units: each word's characters (lower case where that is one character),
    or the word's own unit when ``token`` gives one, with ``separator`` between words.

    >>> units_of(["Data", "and", "IT"], "<sep>", lambda w: "<and>" if w == "and" else None)
    ['d', 'a', 't', 'a', '<sep>', '<and>', '<sep>', 'i', 't']
    """
    units: list[Unit] = []
    for index, word in enumerate(words):
        if index:
            units.append(separator)
        special = token(word)
        units.extend([special] if special is not None else [_folded(char) for char in word])
    return units


def trie_pattern(phrases: Iterable[Sequence[Unit]], fragment: Callable[[Unit], str]) -> str | None:
    """The regex body (no anchors, no flags) matching any of ``phrases`` (unit sequences), longest first;
    ``fragment`` turns a unit into regex text. None when there is no phrase."""
    root: dict = {}
    for units in phrases:
        if not units:
            continue
        node = root
        for unit in units:
            node = node.setdefault(unit, {})
        node[_END] = {}
    return _emit(root, fragment) if root else None


def _emit(node: dict, fragment: Callable[[Unit], str]) -> str:
    branches = [fragment(unit) + _emit(child, fragment) for unit, child in sorted(node.items()) if unit != _END]
    if not branches:
        return ""
    body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
    return f"(?:{body})?" if _END in node else body


def literal(unit: Unit) -> str:
    """A character unit as regex text."""
    return re.escape(unit)


def _folded(char: str) -> str:
    """Lower case, so "PSG" and "Psg" share a branch (the patterns are case-insensitive); a character whose
    lower case is longer ("İ") stays as it is."""
    lower = char.lower()
    return lower if len(lower) == 1 else char
