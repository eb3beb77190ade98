"""Text as linking reads it: one canonical spelling of every name, with the way back to the original offsets.

What people paste and type carries characters that change nothing for a reader but everything for
a matcher: a soft hyphen or a Unicode tag character inside "Paradise" split it into "Para" + "dise";
fullwidth letters ("Ｐａｒａｄｉｓｅ") and a Cyrillic "а" in a Latin word matched no name; an emoji glued
to "California🔥" hid the state that decided which Paradise was meant. ``for_linking`` removes
default-ignorable code points, applies NFKC (fullwidth, ligatures, compatibility forms), maps the
Cyrillic and Greek letters that look like Latin ones when they sit inside a Latin word, and turns
pictographs into spaces. It returns the new text and, for every character of it, the offset of the
character it came from, so a link's span still points into the text as it was written.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

import regex

IGNORABLE = regex.compile(r"\p{Default_Ignorable_Code_Point}")
# Letters of other scripts drawn like Latin ones (Unicode confusables, the ones seen in pasted text).
LOOKALIKE = str.maketrans({
    "а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x", "і": "i", "ј": "j", "ѕ": "s",
    "ԁ": "d", "ԛ": "q", "ԝ": "w", "һ": "h", "А": "A", "В": "B", "Е": "E", "К": "K", "М": "M", "Н": "H",
    "О": "O", "Р": "P", "С": "C", "Т": "T", "Х": "X", "У": "Y", "І": "I", "Ј": "J", "Ѕ": "S",
    "ο": "o", "α": "a", "ν": "v", "ι": "i", "Ο": "O", "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H",
    "Ι": "I", "Κ": "K", "Μ": "M", "Ν": "N", "Ρ": "P", "Τ": "T", "Υ": "Y", "Χ": "X",
})
MIXED_WORD = regex.compile(r"\w*[A-Za-z]\w*")
SHOUTED_LETTERS = 12  # a text in capitals with fewer letters may be one acronym or code ("NC", "PSG TECH")
SHOUTED_LOWER_SHARE = 0.05  # at most this share of its letters in lower case ("WHAT ABOUT McCOMB")


@dataclass(frozen=True)
class LinkText:
    """``text`` as linking reads it; ``origin[i]`` is the offset in the original of ``text[i]``."""

    text: str
    origin: tuple[int, ...] | None  # None: nothing changed, offsets are the same
    length: int  # of the original

    def span(self, start: int, end: int) -> tuple[int, int]:
        """The original offsets of ``text[start:end]``."""
        if self.origin is None:
            return start, end
        first = self.origin[start] if start < len(self.origin) else self.length
        last = self.origin[end - 1] + 1 if 0 < end <= len(self.origin) else first
        return first, last


def for_linking(text: str) -> LinkText:
    """``text`` with invisible characters removed, compatibility forms folded and look-alike letters mapped.

    >>> t = for_linking("Para\\u00addise, Ｃａｌｉｆｏｒｎｉａ\\U0001F525")
    >>> t.text
    'Paradise, California '
    >>> t.span(10, 20)  # "California" in the original, after the soft hyphen
    (11, 21)
    >>> for_linking("Pаradise").text  # a Cyrillic а inside a Latin word
    'Paradise'
    """
    if text.isascii():
        return LinkText(text, None, len(text))
    chars: list[str] = []
    origin: list[int] = []
    for index, ch in enumerate(text):
        if IGNORABLE.match(ch):
            continue
        if unicodedata.category(ch) == "So":  # pictographs and symbols: a word boundary, not part of a name
            chars.append(" ")
            origin.append(index)
            continue
        folded = unicodedata.normalize("NFKC", ch) if not ch.isascii() else ch
        for piece in folded:
            chars.append(piece)
            origin.append(index)
    out = "".join(chars)
    mapped = MIXED_WORD.sub(lambda m: m.group(0).translate(LOOKALIKE), out)
    return LinkText(mapped, tuple(origin), len(text))


def unshouted(text: str) -> str:
    """``text`` in lower case when it is typed all in capitals ("SALEM MASSACHUSETTS WATERING HOURS"), else as it is.

    Capitals that cover every word say nothing about which words are names, and a short word in capitals reads as an
    acronym ("SALEM", ``place_names.shouted``): such a question names its places as its lower-case spelling does.
    The length stays the same (a letter whose lower case is longer is kept), so spans point into ``text``.

    >>> unshouted("SALEM MASS WHAT HOURS CAN I WATER"), unshouted("Burn ban in NC?")
    ('salem mass what hours can i water', 'Burn ban in NC?')
    """
    letters = [ch for ch in text if ch.isalpha()]
    if len(letters) < SHOUTED_LETTERS or sum(ch.islower() for ch in letters) > SHOUTED_LOWER_SHARE * len(letters):
        return text
    return "".join(low if len(low := ch.lower()) == 1 else ch for ch in text)
