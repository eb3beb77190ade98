"""A state code or a ZIP code standing alone in a question: "wa heat rule rest break", "mass can i burn leaves",
"what time is lawn watering banned in 80202". People type a place that way; read it only where the letters are
rarely an English word and the code names one region, and a ZIP only when the US Postal Service has it.

A code right after a place name ("salem or", "springfield wa") is ``place_resolver.code_after``'s to read (it knows
the name before it): it is never read here, so a pair it refused is not let in through the side door.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Callable, Sequence

from loaders.link.place_table import PlaceMention
from loaders.link.word_frequency import zipf_frequency

if TYPE_CHECKING:
    from loaders.link.gazetteer import Gazetteer

# A two-letter code as rare as this as an English word reads as the state even alone: "wa", "mn", "tx", "nc",
# "pa", "ny"; not "ca", "id", "ma", "hi", "la", "ok", "co", "de", "oh", "me", "or", "in" (words or Latin).
CODE_ZIPF = 4.5
# In upper case in a text that is not all capitals ("WA heat rule", "burn ban CA?"): "CA" and "MA" too; "OK",
# "IN", "OR", "ME" stay words, and so does "ID" (a photo ID).
UPPER_CODE_ZIPF = 5.0
UPPER_WORDS = frozenset({"ID"})
# An old-style abbreviation ("calif", "minn", "fla") reads alone when rarer than this; "mass", "wash", "ill",
# "miss", "ore", "del" are words, read as states only capitalised inside a sentence ("burn rules in Mass").
ABBREVIATION_ZIPF = 4.0
WORD = re.compile(r"(?<![\w'’.@/-])([A-Za-z]{2,5})(?![\w'’@/-]|\.\w)")
ZIP = re.compile(r"(?<![\w$£€#.,/-])(\d{5})(?:-\d{4})?(?![\w%/-]|[.,]\d)")
SENTENCE_END = re.compile(r"[.!?:]\s*$")
BEFORE = re.compile(r"[\w'’-]+|[.!?;:()]")  # the words (and sentence marks) before a code
LOOK_BACK = 60  # characters: enough for two words
PREPOSITIONS = frozenset({"in", "for", "near", "around", "at", "of", "from", "to", "across", "throughout", "within"})
TYPE_WORDS = frozenset({"county", "co", "township", "twp", "parish", "borough", "city", "village", "town"})
UNKNOWN_WORD_ZIPF = 2.0  # rarer than this, a word is a misspelling or a name, not English ("austn" 1.0)


@dataclass(frozen=True)
class Standalone:
    """A code or ZIP found alone: its span and what it stands for."""

    start: int
    end: int
    code: str = ""  # the region code ("WA", "Mass.")
    zip_code: str = ""  # or the ZIP code
    city: str = ""  # the USPS city of the ZIP
    state: str = ""  # and its state code
    county: str = ""


def standalone_mentions(gazetteer: "Gazetteer", text: str, found: Sequence[PlaceMention]) -> list[PlaceMention]:
    """State codes and ZIP codes standing alone in a question, as mentions of the place each stands for (a ZIP
    whose city or county the graph does not hold is its state); ``found``: the mentions found so far."""
    def names() -> list[tuple[int, int]]:
        return [(start, end) for start, end, _ in gazetteer.names_in(text)]

    mentions = []
    for code in standalone_codes(text, found, gazetteer.resolver.typed_code, names):
        region = region_alone(gazetteer, code.code)
        if region is not None:
            surface = text[code.start:code.end]
            mentions.append(PlaceMention(code.start, code.end, surface, [region],
                                         note=f"'{surface}' alone read as the region code {code.code}"))
    for zip_code in zip_codes(text, found):
        place = zip_place(gazetteer, zip_code)
        if place is not None:
            mentions.append(PlaceMention(zip_code.start, zip_code.end, text[zip_code.start:zip_code.end], [place],
                                         note=f"ZIP code {zip_code.zip_code}: {zip_code.city}, {zip_code.state} "
                                              "(US Postal Service)"))
    return mentions


def region_alone(gazetteer: "Gazetteer", code: str) -> str | None:
    """The one region a code alone stands for: its state where it names one state and a country ("CA":
    California, not Canada; people type a country's code alone rarely), else its only region, else none."""
    regions = gazetteer.codes.get(code, ())
    states = [r for r in regions if gazetteer.places[r].kind == "admin1"]
    return states[0] if len(states) == 1 else regions[0] if len(regions) == 1 else None


def zip_place(gazetteer: "Gazetteer", zip_code: Standalone) -> str | None:
    """The graph's place for a ZIP's USPS city in its state, else its county, else the state."""
    state = next((s for s in gazetteer.codes.get(zip_code.state, ()) if s.startswith("geo:US/")), None)
    if state is None:
        return None
    return (zip_code.city and gazetteer.named_inside(zip_code.city, ("locality",), state) or
            zip_code.county and gazetteer.named_inside(zip_code.county, ("admin2",), state) or state)


def after_a_name(text: str, start: int, found: Sequence[PlaceMention]) -> bool:
    """Whether only spaces or a comma lie between a found place name and ``start`` (``code_after``'s case)."""
    return any(m.end <= start and not text[m.end:start].strip(" \t,(") for m in found)


def after_a_name_like(text: str, start: int, names: Sequence[tuple[int, int]]) -> bool:
    """Whether one of the two words right before ``start`` may be a place's name the question does not settle:
    one of ``names`` (any place name, whatever its case: "flagler co fl", "park township mi"), a place type word,
    or a word English hardly has (a misspelt or unknown name: "austn tx"). Then the code is that name's region,
    not a place of its own. A preposition or a sentence mark before it ends the look ("burn rules in mn")."""
    window = max(0, start - LOOK_BACK)
    for match in reversed(list(BEFORE.finditer(text, window, start))[-2:]):
        lower = match.group(0).lower()
        if not lower[0].isalnum() or lower in PREPOSITIONS:
            return False
        if lower in TYPE_WORDS or zipf_frequency(lower, "en") < UNKNOWN_WORD_ZIPF or any(
                s < match.end() and match.start() < e for s, e in names):
            return True
    return False


def standalone_codes(text: str, found: Sequence[PlaceMention], typed_code: Callable[[str], str | None],
                     names: Callable[[], Sequence[tuple[int, int]]] = list) -> list[Standalone]:
    """Region codes standing alone in a question (see the thresholds above); which region each stands for is
    the gazetteer's to say. ``names``: the spans of every word that could name a place (``Gazetteer.names_in``),
    read only when a code gets that far (most questions hold none: a second pass over the text saved)."""
    taken = [(m.start, m.end) for m in found]
    capitals = text.upper() == text
    spans: Sequence[tuple[int, int]] | None = None
    result = []
    for match in WORD.finditer(text):
        word, start, end = match.group(1), match.start(1), match.end(1)
        code = typed_code(word)
        if code is None or any(s < end and start < e for s, e in taken):
            continue
        if after_a_name(text, start, found) or not _reads_as_code(text, word, start, capitals):
            continue
        spans = names() if spans is None else spans
        if after_a_name_like(text, start, spans):
            continue
        result.append(Standalone(start, end + (1 if code.endswith(".") and text[end:end + 1] == "." else 0),
                                 code=code))
    return result


def _reads_as_code(text: str, word: str, start: int, capitals: bool) -> bool:
    frequency = zipf_frequency(word.lower(), "en")
    if len(word) == 2:
        if word.isupper() and not capitals:
            return word not in UPPER_WORDS and frequency < UPPER_CODE_ZIPF
        return frequency < CODE_ZIPF
    if frequency < ABBREVIATION_ZIPF:
        return True
    inside = start > 0 and not SENTENCE_END.search(text[:start]) and text[:start].strip() != ""
    return word[0].isupper() and not word.isupper() and inside


def zip_codes(text: str, found: Sequence[PlaceMention]) -> list[Standalone]:
    """Five-digit numbers the US Postal Service uses as a ZIP code (active), not inside a found name."""
    taken = [(m.start, m.end) for m in found]
    result = []
    for match in ZIP.finditer(text):
        start, end = match.span()
        if any(s < end and start < e for s, e in taken):
            continue
        place = _usps_place(match.group(1))
        if place is not None:
            result.append(Standalone(start, end, zip_code=match.group(1), city=place[0], state=place[1],
                                     county=place[2]))
    return result


@lru_cache(maxsize=4096)
def _usps_place(zip_code: str) -> tuple[str, str, str] | None:
    """(city, state code, county) of an active ZIP code; the dataset ships in the ``zipcodes`` wheel (no network)."""
    import zipcodes  # imported here: its dataset loads on first use (0.3 s), only for a question with a ZIP

    rows = [row for row in zipcodes.matching(zip_code) if row.get("active") and row.get("country") == "US"]
    if not rows:
        return None
    row = rows[0]
    return row["city"], row["state"], row.get("county") or ""
