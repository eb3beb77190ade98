"""Which college a piece of text names: the forms of ``institution_forms`` found and resolved.

* Evidence: a one-word form (an acronym, a campus, a proper name: "MIT", "SEC", "Sona") names a college only
  in an admissions text or question; names of several words need no more.
* Case: a form of several words matches in any case ("psg college of technology"); a one-word form
  ("Kumaraguru", "KCT") in a passage only as written with a capital, an acronym only in capitals. A
  question may be lower case ("kct cutoff") unless the form is an everyday word ("act", "bit").
* Town names alone ("Peelamedu", "Guindy") name a college only in an admissions question.
* Several colleges share a form ("PSG", "Velammal", "GCE"): a town of one of them right after it decides
  ("GCE Bargur"); the reviewed alias file decides ("CIT"); a town of none of them means a college the data
  does not have ("GCE Salem" when only other GCEs are loaded): no link. Otherwise the link is *ambiguous*:
  it lists every candidate and chooses none.
* A misspelt name in a question ("kumaragru") is read by edit similarity (rapidfuzz) against the
  distinctive one-word names, when the question is about admissions and the word is no English word.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rapidfuzz import fuzz, process
from loaders.link.word_frequency import zipf_frequency

from loaders.link.institution_forms import Forms, common_word
from loaders.link.vocabulary import name_key

CONFIDENCE = {"name": 0.85, "core": 0.85, "qualified": 0.85, "reviewed": 0.85, "former": 0.85, "campus": 0.8,
              "acronym": 0.8, "lead": 0.8, "place": 0.7, "qualifier": 0.85, "spelling": 0.7}
SHORT_KINDS = {"acronym", "campus", "lead", "reviewed", "place"}  # one word: needs an admissions text or question
AMBIGUOUS_CONFIDENCE = 0.4  # below every scope threshold: an ambiguity never becomes a scope
NEXT_WORDS = re.compile(r"[\s,(-]*(?:(?:at|in)\s+)?([A-Za-z][A-Za-z.]+)(?:\s+([A-Za-z][A-Za-z.]+))?")
OTHER_SYSTEM = re.compile(r"\b(?:IIT|NIT|IIIT|IIM)\s+$", re.IGNORECASE)
WORD = re.compile(r"[A-Za-z][A-Za-z'-]{5,}")
# institution words right after a short name: "Rajalakshmi Institute of Technology" names another college when
# its own name is "Rajalakshmi Engineering College"
TYPE_AFTER = re.compile(r"\s+((?:college|institute|university)(?:\s+(?:of|and|&|engineering|engg|technology|tech|"
                        r"science|sciences|college|institute))*|(?:engineering|engg|technology|tech)\s+"
                        r"(?:college|institute|university)\b)\b", re.IGNORECASE)
TYPE_SPELLINGS = {"engg": "engineering", "tech": "technology"}
GENERIC_TYPE_WORDS = {"college", "engineering"}  # "kct college", "kct engineering college": any engineering college
SPELLING = 85.0
KNOWN_WORD_ZIPF = 2.5


@dataclass(frozen=True)
class InstitutionMention:
    start: int
    end: int
    ids: tuple[str, ...]  # one college, every candidate of an ambiguity, or none (a college the data does not have)
    how: str
    confidence: float
    reason: str


def code_order(college_id: str) -> tuple[int, str]:
    code = college_id.rsplit(":", 1)[1]
    return (int(code), "") if code.isdigit() else (1 << 30, code)


class InstitutionFinder:
    """Finds and resolves college names in a text (``find``), over the forms of the loaded colleges."""

    def __init__(self, forms: Forms, names_re: re.Pattern[str] | None, places_re: re.Pattern[str] | None) -> None:
        self.forms, self.names_re, self.places_re = forms, names_re, places_re
        self.every_town = {t for towns in forms.places.values() for t in towns}
        self.name_words: dict[str, set[str]] = {}  # college -> the lower-case words of its own names
        for form, by in forms.names.items():
            for college, kind in by.items():
                if kind in ("name", "core", "former"):
                    self.name_words.setdefault(college, set()).update(re.findall(r"[a-z]+", form))
        self.spellable = sorted(k for k, by in forms.names.items()
                                if " " not in k and len(k) >= 6 and not {"place"} >= set(by.values()))

    def find(self, text: str, *, question: bool, context: bool) -> list[InstitutionMention]:
        found: list[InstitutionMention] = []
        for match in self.names_re.finditer(text) if self.names_re else ():
            by = self.forms.names.get(name_key(match.group(0)), {})
            if " " not in match.group(0) and not context and set(by.values()) <= SHORT_KINDS:
                continue  # "MIT", "SEC", "ACT", "Sona" outside admissions: a university, an agency, a law, a name
            if by and self._written_as_a_name(match.group(0), by, question):
                mention = self._resolve(match, by, text)
                if mention:
                    found.append(mention)
        if question and context:
            found += self._towns(text, found)
            found += self._misspelt(text, found)
        return found

    @staticmethod
    def _written_as_a_name(surface: str, by: dict[str, str], question: bool) -> bool:
        if " " in surface.strip() and set(by.values()) & {"name", "core", "qualified", "former", "reviewed", "lead"}:
            return True
        acronym = set(by.values()) <= {"acronym", "campus", "reviewed"} and len(surface) <= 7
        if question and not common_word(surface):
            return True
        first = surface.split()[0]
        if " " in surface.strip() and len(first) > 1 and first.isupper():
            return True  # "ACT campus": the acronym in capitals makes the phrase a name
        if question and " " in surface.strip() and "campus" in by.values():
            return True  # "act campus" typed lower case: the word "campus" makes the everyday word a name
        return surface.isupper() or (not acronym and surface[:1].isupper() and surface[1:2].islower())

    def _resolve(self, match: re.Match[str], by: dict[str, str], text: str) -> InstitutionMention | None:
        key, surface = name_key(match.group(0)), match.group(0)
        ids = sorted(by, key=code_order)
        if OTHER_SYSTEM.search(text[max(0, match.start() - 6):match.start()]):
            return self._unresolved(match, None, surface)  # "IIT Madras", "NIT Trichy": not a TNEA college
        after = NEXT_WORDS.match(text, match.end())
        following = [w.lower() for w in after.groups() if w] if after else []
        if len(ids) == 1:
            college, kind = ids[0], by[ids[0]]
            if kind in ("acronym", "lead", "core") and following and following[0] not in self.forms.places[college] \
                    and (following[0] in self.every_town or kind == "acronym" and _unknown_proper_name(after.group(1))):
                return self._unresolved(match, after, surface)  # a namesake in another town, not in the data
            other = TYPE_AFTER.match(text, match.end())
            if kind in ("acronym", "lead") and other and not self._names_it(college, other.group(1)):
                return self._unresolved(match, None, surface, other.end(1))  # "Rajalakshmi Institute": a sibling
            return InstitutionMention(*match.span(), (college,), kind, CONFIDENCE[kind], _why(kind, surface))
        if key in self.forms.reviewed:
            college = self.forms.reviewed[key]
            return InstitutionMention(*match.span(), (college,), "reviewed", CONFIDENCE["reviewed"],
                                      f"'{surface}' is a reviewed short name ({self.forms.sources[key]})")
        for word in following:
            if word in self.every_town:
                named = [c for c in ids if word in self.forms.places[c]]
                if len(named) == 1:
                    return InstitutionMention(match.start(), match.end(), (named[0],), "qualifier",
                                              CONFIDENCE["qualifier"], f"'{surface}' followed by its town '{word}'")
                if not named:  # "GCE Salem" with no GCE of Salem loaded: a college the data does not have
                    return self._unresolved(match, after, surface)
                ids = named
                break
        return InstitutionMention(*match.span(), tuple(ids), "ambiguous", AMBIGUOUS_CONFIDENCE,
                                  f"'{surface}' names {len(ids)} colleges and nothing in the text says which")

    def _names_it(self, college: str, words: str) -> bool:
        """Whether the institution words after a short name ("institute of technology") belong to the college's
        own name; a lone "college" belongs to every college."""
        said = {TYPE_SPELLINGS.get(w, w) for w in words.lower().split()} - {"of", "and", "&", "the"}
        return said <= GENERIC_TYPE_WORDS or said <= self.name_words.get(college, set())

    @staticmethod
    def _unresolved(match: re.Match[str], after: re.Match[str] | None, surface: str,
                    end: int | None = None) -> InstitutionMention:
        """A college the data does not have: no link, and its words are no other college's town."""
        end = end or (after.end(1) if after else match.end())
        return InstitutionMention(match.start(), end, (), "unresolved", 0.0,
                                  f"'{surface}' with a town none of its colleges is in: a college the data does not have")

    def _towns(self, text: str, found: list[InstitutionMention]) -> list[InstitutionMention]:
        mentions = []
        for match in self.places_re.finditer(text) if self.places_re else ():
            if _free(match.span(), found):
                key = name_key(match.group(0))
                college = self.forms.reviewed.get(key) or next(iter(self.forms.names[key]))
                mentions.append(InstitutionMention(*match.span(), (college,), "place", CONFIDENCE["place"],
                                                   f"'{match.group(0)}' is the town of one college only"))
        return mentions

    def _misspelt(self, text: str, found: list[InstitutionMention]) -> list[InstitutionMention]:
        mentions = []
        for match in WORD.finditer(text):
            word = match.group(0).lower()
            if not _free(match.span(), found) or zipf_frequency(word, "en") >= KNOWN_WORD_ZIPF:
                continue
            best = process.extractOne(word, self.spellable, scorer=fuzz.ratio, score_cutoff=SPELLING)
            if best and best[0] != word:
                ids = tuple(sorted(self.forms.names[best[0]], key=code_order))
                how = "spelling" if len(ids) == 1 else "ambiguous"
                mentions.append(InstitutionMention(*match.span(), ids, how, CONFIDENCE["spelling"] if len(ids) == 1
                                                   else AMBIGUOUS_CONFIDENCE,
                                                   f"'{match.group(0)}' read as '{best[0]}' (similarity {best[1]:.0f})"))
        return mentions


def _unknown_proper_name(word: str) -> bool:
    """A capitalised word of no language ("Villupuram"): after a college's initials, another college's town."""
    return word[:1].isupper() and word[1:].islower() and zipf_frequency(word.lower(), "en") < KNOWN_WORD_ZIPF


def _free(span: tuple[int, int], found: list[InstitutionMention]) -> bool:
    return all(span[1] <= m.start or span[0] >= m.end for m in found)


def _why(kind: str, surface: str) -> str:
    return {"name": "the official name", "core": "the name without '(Autonomous)' and the address",
            "qualified": "the name with its town", "former": "the college's former name",
            "reviewed": "a reviewed short name", "campus": "the campus name", "acronym": "the initials of the name",
            "lead": "the proper name the college is known by", "place": "the town of one college"}[kind] + \
        f": '{surface}'"
