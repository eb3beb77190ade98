"""The names a college is written with: derived from its official name, plus a reviewed file of short forms.

Official TNEA names carry "(Autonomous)" and an address ("PSG College of Technology (Autonomous) Peelamedu
Coimbatore District 641004") that nobody types. From each name this module derives:

* ``core``: the name without "(Autonomous)", the address tail and bracketed notes ("PSG College of Technology");
* ``former``: a bracketed former or second name ("Institute of Road and Transport Technology") and its acronym;
* ``acronym``: the initials of the core ("Kumaraguru College of Technology" -> KCT, "Sri Krishna College of
  Engineering and Technology" -> SKCET; a leading upper-case token stays whole: "PSG ..." -> PSGCT), and of
  a proper-name lead of three words or more ("Sri Sivasubramaniya Nadar" -> SSN);
* ``lead``: the proper-name words before the first institution word ("Kumaraguru", "PSG", "Velammal");
* ``campus``: "... - CEG Campus ..." -> CEG;
* ``place``: the town words of the address ("Peelamedu", "Bargur"), used alone only in admissions
  questions, and after another form as a qualifier ("GCE Bargur", "CIT Coimbatore").

A form several colleges share ("PSG", "Velammal", "GCE") stays shared: the linker reports it ambiguous
unless a qualifier or the reviewed file (``loaders/data/admissions/institution_aliases.csv``, one source per
row) decides.
"""

from __future__ import annotations

import csv
import re
from dataclasses import dataclass, field
from pathlib import Path

from loaders.link.word_frequency import zipf_frequency

from loaders.datafiles import shipped

TYPE_WORDS = {"college", "institute", "university", "engineering", "technology", "research", "planning",
              "school", "faculty", "sciences", "science"}
SMALL_WORDS = {"of", "and", "the", "&", "for", "in"}
GENERIC_LEAD = {"government", "university", "national", "sri", "st.", "st", "saint", "the", "school"}
# Words of an address: the proper names just before one are a street's or a campus's, not a town's.
ADDRESS_WORDS = {"road", "salai", "highway", "street", "nagar", "colony", "post", "village", "station", "panchayat",
                 "campus", "bag", "(omr)", "omr", "railway", "p.o", "(p.o)", "po", "(po)", "(state", "highway)",
                 "no.3", "taluk", "(taluk)", "district"}
KEEP_BEFORE = {"district", "taluk", "(taluk)", "post"}  # "Salem District", "Kovaipudur Post": towns of the address
BRACKET = re.compile(r"\(([^()]*)\)")
CAMPUS = re.compile(r"-\s*([A-Z]{2,5})\s+Campus\b")
FORMERLY = re.compile(r"^(?:formerly|also)\s+", re.IGNORECASE)
TOKEN = re.compile(r"[A-Za-z][A-Za-z.'’-]*")
TOWN_MAX_ZIPF = 4.0  # "Old", "Civil", "Post": words of an address, not its town
LEAD_MAX_ZIPF = 3.0  # a one-word name more frequent than this is a word or a city too ("Madras")
COMMON_WORD_ZIPF = 4.0  # an acronym this frequent in English ("act", "bit", "sec") is matched upper case only

# kind -> how strong a form is (several kinds can give one form; the strongest is kept)
STRENGTH = {"name": 6, "core": 6, "reviewed": 5, "former": 5, "qualified": 5, "campus": 4, "lead": 3,
            "acronym": 3, "place": 1}


@dataclass
class Forms:
    """Every form -> the colleges it names and the strongest kind it has for them."""

    names: dict[str, dict[str, str]] = field(default_factory=dict)  # lower-case form -> college id -> kind
    reviewed: dict[str, str] = field(default_factory=dict)  # lower-case alias -> college id
    sources: dict[str, str] = field(default_factory=dict)  # lower-case alias -> its source
    places: dict[str, set[str]] = field(default_factory=dict)  # college id -> lower-case town words

    def add(self, form: str, college: str, kind: str) -> None:
        key = " ".join(form.lower().split())
        if len(key) < 2:
            return
        known = self.names.setdefault(key, {})
        if STRENGTH[kind] > STRENGTH.get(known.get(college, ""), 0):
            known[college] = kind


def common_word(word: str, zipf: float = COMMON_WORD_ZIPF) -> bool:
    """A word of everyday English ("act", "bit", "civil"): matched only in the case a name is written in."""
    return zipf_frequency(word.lower(), "en") >= zipf


def parse_name(name: str) -> tuple[str, list[str], list[str], str | None]:
    """(core, former names, town words, campus acronym) of an official name.

    >>> parse_name("PSG College of Technology (Autonomous) Peelamedu Coimbatore District 641004")
    ('PSG College of Technology', [], ['Peelamedu', 'Coimbatore'], None)
    >>> parse_name("Government College of Engineering (Formerly Institute of Road and Transport Technology) "
    ...            "Vasavi College Post Erode District 638316")[:3]
    ('Government College of Engineering', ['Institute of Road and Transport Technology'], ['Vasavi', 'Erode'])
    >>> parse_name("University Departments of Anna University Chennai - CEG Campus Sardar Patel Road Guindy Chennai 600 025")
    ('CEG Campus', [], ['Guindy', 'Chennai'], 'CEG')
    """
    former = [FORMERLY.sub("", b).strip() for b in BRACKET.findall(name)
              if any(w.lower() in TYPE_WORDS for w in b.split())]
    flat = BRACKET.sub(" , ", name)  # a bracket ends the core: "(Autonomous) Peelamedu" starts the address
    campus = CAMPUS.search(flat)
    if campus:
        return f"{campus.group(1)} Campus", former, _towns(flat[campus.end():]), campus.group(1)
    head, _, rest = flat.partition(",")
    words = head.split()
    last = max((i for i, w in enumerate(words) if w.lower().strip(".") in TYPE_WORDS), default=len(words) - 1)
    core = " ".join(words[:last + 1])
    return core, former, _towns(" ".join(words[last + 1:]) + " , " + rest), None


def _towns(tail: str) -> list[str]:
    """The town words of an address: capitalised proper names not naming a road, a campus or a post office."""
    towns: list[str] = []
    for segment in tail.split(","):
        pending: list[tuple[str, bool]] = []  # capitalised words since the last break, and whether each is a town
        for raw in segment.replace("-", " ").split():
            word = raw.strip(".:;")
            low = raw.lower().strip(",.:;")
            if low in ADDRESS_WORDS:  # "Sardar Patel Road", "Vasavi College Post": a street's name, not a town
                towns += [w for w, town in pending if town] if low in KEEP_BEFORE else []
                pending = []
            elif TOKEN.fullmatch(word) and word[0].isupper():
                pending.append((word, "." not in word and word.lower() not in TYPE_WORDS
                                and zipf_frequency(word.lower(), "en") < TOWN_MAX_ZIPF))
            else:
                towns += [w for w, town in pending if town]
                pending = []
        towns += [w for w, town in pending if town]
    return list(dict.fromkeys(towns))


def acronym(words: list[str]) -> str:
    """Initials of a name's words, a leading upper-case token whole.

    >>> acronym("Loyola-ICAM College of Engineering and Technology".split()), acronym(["R.M.K.", "Engineering", "College"])
    ('LICET', 'RMKEC')
    """
    letters = []
    for index, word in enumerate(w for part in words for w in part.split("-") if w):
        bare = word.replace(".", "").replace("'s", "").replace("’s", "")
        if not bare or bare.lower() in SMALL_WORDS:
            continue
        letters.append(bare if index == 0 and bare.isupper() and len(bare) > 1 else bare[0].upper())
    return "".join(letters)


def spellings(form: str) -> list[str]:
    """A form and the ways it is typed without its punctuation: a hyphen as a space, no apostrophe, no periods.

    >>> spellings("Loyola-ICAM"), spellings("St. Joseph's Institute of Technology")[-1]
    (['Loyola-ICAM', 'Loyola ICAM'], 'St Josephs Institute of Technology')
    """
    found = [form]
    for variant in (form.replace("-", " "), re.sub(r"['’]s\b", "s", form)):
        if variant not in found:
            found.append(variant)
    bare = re.sub(r"['’]s\b", "s", form.replace("-", " ")).replace(".", "")
    if bare not in found:
        found.append(" ".join(bare.split()))
    return found


def lead_words(core: str, towns: set[str]) -> list[str]:
    """The proper-name words before the first institution word ("Sri Sivasubramaniya Nadar")."""
    lead: list[str] = []
    for word in core.split():
        if word.lower().strip(".") in TYPE_WORDS or word.lower() in GENERIC_LEAD and lead:
            break
        lead.append(word)
    if not lead or all(w.lower() in GENERIC_LEAD for w in lead) or lead[0] in towns:
        return []
    return lead


def build(colleges: dict[str, str]) -> Forms:
    """The forms of every college (id -> official name) and the reviewed short forms."""
    forms = Forms()
    parsed = {college: parse_name(name) for college, name in colleges.items()}
    every_town = {t for _, _, towns, _ in parsed.values() for t in towns}
    for college, name in colleges.items():
        core, former, towns, campus = parsed[college]
        forms.places[college] = {t.lower() for t in towns}
        forms.add(" ".join(name.split()), college, "name")
        derived: list[tuple[str, str]] = []
        if campus:
            derived += [(campus, "campus"), (core, "campus")]
        else:
            derived += [(core, "core"), (core.replace(".", ""), "core")]  # "R.M.K. Engineering College", "RMK ..."
            if len(acronym(core.split())) >= 3:
                derived.append((acronym(core.split()), "acronym"))
            lead = lead_words(core, every_town)
            if len(lead) == 1 and not lead[0].isupper() and common_word(lead[0], LEAD_MAX_ZIPF):
                lead = []  # "Madras" (Institute of Technology) is also the city: not a name alone
            if lead:
                derived.append((" ".join(lead).replace(".", ""), "lead"))
                derived.append((" ".join(lead), "lead"))
                if len(lead) >= 3:
                    derived.append((acronym(lead), "acronym"))
        for other in former:
            derived += [(other, "former"), (acronym(other.split()), "acronym")]
        for form, kind in derived:
            for spelling in spellings(form):  # "Loyola-ICAM" as "loyola icam", "St. Joseph's" as "st josephs"
                forms.add(spelling, college, kind)
            for town in towns:  # "GCE Bargur", "CIT Coimbatore", "PSG College of Technology, Coimbatore"
                forms.add(f"{form} {town}", college, "qualified")
        for town in towns:
            forms.add(town, college, "place")
    codes = {college.rsplit(":", 1)[1]: college for college in colleges}
    for row in read_reviewed():
        key = " ".join(row["alias"].lower().split())
        if row["college_code"] == "none":  # a well-known other college's short name: never one of ours
            forms.names.pop(key, None)
            continue
        college = codes.get(row["college_code"])
        if college:  # an alias of a college the loaded data does not have links nothing
            forms.add(row["alias"], college, "reviewed")
            forms.reviewed[key] = college
            forms.sources[key] = row["source"]
    return forms


def read_reviewed(path: Path | None = None) -> list[dict[str, str]]:
    """``loaders/data/admissions/institution_aliases.csv``: short names people use, each with its source."""
    path = path or shipped("admissions", "institution_aliases.csv")
    with path.open(newline="", encoding="utf-8") as handle:
        rows = [row for row in csv.DictReader(handle) if row.get("alias")]
    missing = [row["alias"] for row in rows if not (row.get("source") or "").strip()]
    bad = [row["college_code"] for row in rows if not (row["college_code"] or "").isdigit() and row["college_code"] != "none"]
    if missing or bad:
        raise ValueError(f"{path}: aliases without a source {missing} or with a college code that is neither a number "
                         f"nor 'none' {bad}; give each the place its short form is documented and a TNEA college code")
    return rows
