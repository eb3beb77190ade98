"""The admissions question plan: what an admissions question asks, read once, before anything is looked up.

The linker's typed links (institutions, programs/branches, communities, places) are the anchors; a small
rule-based grammar reads the rest of the question — English, lower-case chat and Tamil-English ("cutoff
enna", "evlo", "kedaikuma", "180 ku keela") — into slots: the target (a cutoff lookup, a fee, the cutoff
computed from subject marks, eligibility, a list, a count, the highest/lowest, the colleges of a place),
the filters (year, quota, community, place, a mark threshold) and what the question names that the data
cannot have (a reservation category or quota TNEA does not use, a college outside TNEA). The answer
functions (engine/answers/structured.py) dispatch on the plan and never read the text again.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Sequence

from engine.models import Anchor, QuestionScope
from loaders.link.institution_mentions import TYPE_AFTER
from loaders.link.vocabulary import ADMISSIONS_CONTEXT_RE
from loaders.link.word_frequency import zipf_frequency

MIN_PLACE_CONFIDENCE = 0.5

# -- names the linker did not read (moved from engine/answers/structured.py) --
# "for the XYZ community", "XYZ category", "XYZ quota": a community named that may not exist.
COMMUNITY_WORD_RE = re.compile(r"\b([A-Za-z]{2,6})\s+(?:community|category|candidates?|students?)\b"
                               r"|\b(?:community|category)\s+(?:of\s+)?([A-Za-z]{2,6})\b")
# "Marine Engineering", "B.E. Aeronautical": a program named that may not be in the data.
PROGRAM_WORD_RE = re.compile(r"\b((?:[A-Z][a-z]+\s+){1,3}Engineering)\b|\bB\.?\s?(?:E|Tech)\.?\s+(?:in\s+)?"
                             r"((?:[A-Z][a-z]+\s*){1,3})")
# "IIT Madras", "NIT Trichy", "SRM Institute of Science and Technology": a college the data may not have.
INSTITUTION_WORD_RE = re.compile(r"\b(?:IIIT|IIT|NIT|SRM|VIT|Amrita)\b(?:\s+[A-Z][a-z]+)?|"
                                 r"\b(?:(?!(?:Did|Does|Do|Is|Was|What|Which|How|Can|The|And|For)\b)[A-Z][\w&'-]*"
                                 r"(?:\.(?=\S))?\s+){1,4}(?:College|Institute|University)\b"
                                 r"|\b(?:[a-z][\w&'-]*\s+){1,3}(?:college|institute)\b(?!\s+(?:of|code))")
QUESTION_WORDS = {"which", "what", "where", "enna", "entha", "endha", "edhu", "ethu", "yenna"}
COLLEGE_WORD_EXCLUDE = {"which", "what", "the", "a", "any", "my", "this", "that", "best", "good", "top", "government",
                        "private", "engineering", "other", "same", "your", "for", "in", "at", "of", "and", "cutoff",
                        "every", "each", "all", "some", "another", "one", "no", "nearby", "better", "different"}
# "cse cutoff at zorbatech": a word after "at"/"in" that is no English word and nothing the linker read.
AT_NAME_RE = re.compile(r"\b(?:at|in)\s+([A-Za-z][\w.'-]{2,})")
KNOWN_WORD_ZIPF = 3.0
NOT_A_COLLEGE = {"tnea", "tamilnadu", "tn", "counselling", "counseling", "rounds", "round", "govt", "aided", "total"}
OTHER_FEE_RE = re.compile(r"\b(?:hostel|mess|transport|bus|exam(?:ination)?|canteen|library)\s+fees?\b", re.IGNORECASE)
NOT_COMMUNITY = {"the", "my", "your", "which", "what", "each", "every", "this", "that", "a", "an", "for", "of",
                 "all", "other", "general", "same", "reserved", "backward", "scheduled", "most", "open"}
NUMBER = r"(?<![\d.])(\d{1,3}(?:\.\d{1,2})?)(?!\d)"  # a whole number: not the "024" of "2024 kammi"

# words that qualify a shared college name: abbreviations read in full, and words that qualify nothing
ABBREVIATIONS = {"engg": "engineering", "eng": "engineering", "tech": "technology", "inst": "institute",
                 "coll": "college", "univ": "university", "govt": "government", "clg": "college"}
QUALIFIER_STOP = {"what", "was", "is", "the", "for", "at", "in", "of", "and", "a", "an", "to", "la", "ku", "um",
                  "enna", "evlo", "sollunga", "pls", "please", "rank", "ranks", "closing", "mark", "marks", "n",
                  "which", "how", "much", "cutoff", "cut", "off", "year", "my", "i", "me", "tell", "give"}

# Tamil-English and chat words of a lookup that name nothing (the English ones are frequent and skipped by zipf)
UNREAD_STOP = {"enna", "evlo", "evvalavu", "sollunga", "sollu", "la", "ku", "kku", "um", "irukku", "irukura",
               "kedaikuma", "kidaikuma", "venum", "pannunga", "pls", "plz", "bro", "sir", "anna", "yenna", "ennoda",
               "enaku", "enakku", "keela", "mela", "cutoffs", "yr", "wat", "whats", "wats", "abt", "n", "u", "r",
               "engg", "dept", "tnea", "b.e", "b.tech", "be", "btech", "ss", "vs", "thru", "clg", "edhu", "ethu",
               "endha", "yedhu", "kammi", "kammiya", "jaasthi", "jasthi", "adhigam"}
UNREAD_ZIPF = 3.5

# -- subject marks: "maths 96", "phy 90", "chem 88", "m 70 p 65 c 87", "95 in maths" --------------------------
SUBJECTS = {"maths": "maths", "math": "maths", "mathematics": "maths", "mat": "maths", "m": "maths",
            "physics": "physics", "phy": "physics", "phys": "physics", "p": "physics",
            "chemistry": "chemistry", "chem": "chemistry", "che": "chemistry", "c": "chemistry"}
SUBJECT_WORD = r"(mathematics|maths?|mat|physics|phys?|chemistry|chem|che|m|p|c)"
# "maths la 100", "physics le 95": the Tamil-English locative between a subject and its mark
MARK_AFTER_RE = re.compile(r"\b" + SUBJECT_WORD + r"\s*(?:[:=-]|is|of|marks?|mark\s+is|la|le|il|-la)?\s*" + NUMBER
                           + r"(?![\d.])", re.IGNORECASE)
MARK_BEFORE_RE = re.compile(r"(?<![\d.])" + NUMBER + r"\s*(?:marks?\s+)?in\s+" + SUBJECT_WORD + r"\b", re.IGNORECASE)

# -- thresholds on the closing mark ------------------------------------------------------------------------------
# (pattern, operator): the number is group 1. Tamil-English: "180 ku keela" = below 180, "mela" = above.
COMPARISONS: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"(?:≤|<=|=<)\s*" + NUMBER), "<="),
    (re.compile(r"(?:≥|>=|=>)\s*" + NUMBER), ">="),
    (re.compile(r"(?<![=<>])<\s*" + NUMBER), "<"),
    (re.compile(r"(?<![=<>-])>\s*" + NUMBER), ">"),
    (re.compile(r"\b(?:at\s+least|minimum(?:\s+of)?|not\s+less\s+than)\s+" + NUMBER, re.I), ">="),
    (re.compile(r"\b(?:at\s+most|up\s*to|maximum(?:\s+of)?|not\s+more\s+than)\s+" + NUMBER, re.I), "<="),
    (re.compile(NUMBER + r"\s*(?:or|and|&|n)\s+(?:above|more|higher|greater|over)\b", re.I), ">="),
    (re.compile(NUMBER + r"\s*(?:or|and|&|n)\s+(?:below|less|lower|under)\b", re.I), "<="),
    (re.compile(r"\b(?:below|under|less\s+than|lower\s+than|beneath)\s+" + NUMBER, re.I), "<"),
    (re.compile(r"\b(?:above|over|more\s+than|greater\s+than|higher\s+than|exceeding)\s+" + NUMBER, re.I), ">"),
    (re.compile(NUMBER + r"\s*(?:k+u\s+)?(?:keela|keezha|kizhe|kela|kammi|kuraiva)\b", re.I), "<"),
    (re.compile(NUMBER + r"\s*(?:k+u\s+)?(?:mela|mele|melae|adhigam|athigam)\b", re.I), ">"),
]
# The student's own cutoff: "I got 185.5", "my cutoff is 140", "cutoff 183", "190.5 cutoff", "enaku 188",
# "oc 191 eee options", "bcm candidate 175", "sc la 160" (a community code, maybe "candidate" or a particle, and
# then a mark).
OWN_CUTOFF_RES = [
    re.compile(r"\b(?:i\s+got|got|i\s+have|i\s+scored|scored|my\s+(?:tnea\s+)?cut-?\s?off\s+(?:mark\s+)?(?:is|=|:)?|"
               r"enaku|enakku|ennoda|en\s+cut-?\s?off|with(?:\s+a)?)\s*" + NUMBER + r"(?![\d.])", re.I),
    re.compile(r"\bcut-?\s?off\s*(?:of|is|=|:)?\s*" + NUMBER + r"(?![\d.%])", re.I),
    re.compile(r"(?<![\d.])" + NUMBER + r"\s*cut-?\s?off\b", re.I),
    re.compile(r"\b(?:oc|bc|bcm|mbc|sc|sca|st)\s+(?:(?:candidate|student|category|community|boy|girl)s?\s+)?"
               r"(?:(?:with|having|got|la|ku|kku)\s+)?" + NUMBER + r"(?![\d.])", re.I),
]
# "cutoff 24", "rank 23", "'24": a year of the 2010s-2020s in two digits, right after the word it qualifies
SHORT_YEAR_RE = re.compile(r"(?:\b(?:cut-?\s?offs?|ranks?|marks?|year|batch|tnea)\s*'?|(?<![\w.])')(1\d|2\d)(?![\d.%])",
                           re.IGNORECASE)
# a college named to be set aside: "not guindy", "other than ceg", "guindy illa"
NOT_BEFORE_RE = re.compile(r"\b(?:not|except|excluding|other\s+than|instead\s+of)\s+(?:the\s+)?$", re.IGNORECASE)
NOT_AFTER_RE = re.compile(r"\s*(?:illa|alla)\b", re.IGNORECASE)
MORE_SHORT_YEARS_RE = re.compile(r"\s*(?:and|&|,|or|to|vs|-)\s*'?(1\d|2\d)(?![\d.%])", re.IGNORECASE)
MAX_CUTOFF = 200.0
MIN_OWN_CUTOFF = 40.0  # a smaller number next to "cutoff" is a count or a code, not a cutoff mark

# -- aggregation, targets ------------------------------------------------------------------------------------------
COUNT_RE = re.compile(r"\b(?:how\s+many|number\s+of|count\s+of|evlo\s+(?:colleges|branches)|ethana|ethanai)\b", re.I)
COUNT_COLLEGES_RE = re.compile(r"\b(?:colleges?|clgs?|institutions?|institutes?)\b", re.I)
# Tamil-English too: "adhiga"/"jaasthi" (most), "kuraincha"/"kammi" (least)
MAX_RE = re.compile(r"\b(?:highest|maximum|max|top|most\s+competitive|toughest|adhiga|adhigam|jaasthi|jasthi)\b", re.I)
MIN_RE = re.compile(r"\b(?:lowest|minimum|min|least|easiest|kuraincha|korainja|kammi|kammiya)\b", re.I)
COLLEGES_RE = re.compile(r"\b(?:colleges?|clgs?|institutions?|options|seats?)\b", re.I)
ELIGIBLE_RE = re.compile(r"\b(?:can\s+i\s+get|will\s+i\s+get|kedaikuma|kidaikuma|kedaikkuma|kidaikkuma|"
                         r"chances?|eligib\w*|options|which\s+colleges?|what\s+colleges?|any\b.*\bseats?)\b", re.I)
# plural or a list: the colleges of a place, not one college ("clg" is how chat writes it)
COLLEGES_ASKED_RE = re.compile(r"\b(?:colleges|clgs|(?:college|clg)\s+list)\b", re.I)
COMPUTE_RE = re.compile(r"\b(?:cut-?\s?off|calculate|compute|evlo|enna)\b", re.I)

# -- what the data cannot have ---------------------------------------------------------------------------------------
# Reservation categories of other admissions (central, other states) that are not TNEA communities.
OTHER_CATEGORIES = {"ews": "EWS", "obc": "OBC", "ur": "UR", "pwd": "PwD", "gen-ews": "EWS", "ncl": "OBC-NCL"}
OTHER_CATEGORY_RE = re.compile(r"(?<![\w-])(ews|obc|pwd|gen-ews|ncl)(?![\w-])", re.I)
# Quotas and streams: "<words> quota", and the names admissions use for seats outside general academic.
QUOTA_RE = re.compile(r"\b((?:7\.5\s*%?\s*)?(?:[a-z.%]+\s+){0,2}?[a-z.%]+)\s+(?:quota|seats?\s+quota|reservation)\b",
                      re.I)
STREAM_RE = re.compile(r"\b(management|nri|vocational|lateral\s+entry|sports|ex-?servicemen|"
                       r"govt\.?\s+school|government\s+school|7\.5\s*%|7\.5(?=\s*(?:percent\b|quota|reservation)))"
                       r"(?:\b|(?<=%))", re.I)
QUOTA_FILLER = {"the", "a", "for", "in", "at", "of", "under", "through", "via", "my", "what", "which", "is", "cutoff",
                "cse", "ece", "seat", "seats", "and"}
GENERAL_QUOTA = {"general", "general academic", "gc", "academic", "general academic (gc)", "open"}
# Colleges no TNEA counselling list holds (centrally or privately admitted): named, they are not in the data.
OUTSIDE_TNEA_RE = re.compile(r"\b(iit|iiit|nit|vit|bits|amrita|srm\s+(?:university|institute|ist|kattankulathur)|"
                             r"sastra|manipal|karunya)\b", re.I)


@dataclass(frozen=True)
class Threshold:
    """A condition on a closing cutoff mark: ``mark <op> value`` (out of 200)."""

    op: str  # "<=" | "<" | ">=" | ">"
    value: float
    own: bool = False  # the student's own cutoff (eligibility: programs that closed at or below it)

    def holds(self, mark: float) -> bool:
        return {"<=": mark <= self.value, "<": mark < self.value, ">=": mark >= self.value,
                ">": mark > self.value}[self.op]

    @property
    def text(self) -> str:
        words = {"<=": "at or below", "<": "below", ">=": "at or above", ">": "above"}[self.op]
        return f"{words} {self.value:g}"


@dataclass
class AdmissionsPlan:
    """One admissions question, read into slots (see the module docstring and docs/answers.md)."""

    target: str  # cutoff | fee | compute | eligibility | list | count | extreme | colleges | none
    institutions: list[str] = field(default_factory=list)  # college ids named (and those of named programs)
    programs: list[str] = field(default_factory=list)  # program (or branch:CODE) ids linked
    branches: list[str] | None = None  # branch codes asked (None: any)
    communities: list[str] = field(default_factory=list)
    years: list[int] = field(default_factory=list)
    wants: list[str] = field(default_factory=list)  # mark | rank (what of a cutoff row is asked)
    quota: str | None = None  # a quota the question names (None: any)
    places: list[Anchor] = field(default_factory=list)  # filter: colleges whose address names the place
    threshold: Threshold | None = None
    marks: dict[str, float] = field(default_factory=dict)  # maths / physics / chemistry
    aggregation: str | None = None  # list | count | min | max
    count_of: str | None = None  # colleges | programs (a count)
    missing: list[str] = field(default_factory=list)  # named but not in the data, one sentence each
    unsure: str | None = None  # a college named that several share, and the candidates
    other_fee: bool = False  # a fee the data does not hold (hostel, mess ...)

    @property
    def anchored(self) -> bool:
        return bool(self.programs or self.institutions)


def read_marks(question: str, scope: QuestionScope) -> dict[str, float]:
    """Subject marks, from full or short subject names; single letters only when all three are given so."""
    found: dict[str, float] = {}
    letters: dict[str, float] = {}
    for pattern, subject_group, number_group in ((MARK_AFTER_RE, 1, 2), (MARK_BEFORE_RE, 2, 1)):
        for match in pattern.finditer(question):
            word, value = match.group(subject_group).lower(), float(match.group(number_group))
            (letters if len(word) == 1 else found).setdefault(SUBJECTS[word], value)
    if len(letters) == 3 and not found:
        found = letters
    return {**found, **scope.marks}


def _spans(scope: QuestionScope) -> list[tuple[int, int]]:
    return [a.span for a in scope.anchors if a.span]


def _free(match: re.Match[str], group: int, taken: Sequence[tuple[int, int]]) -> bool:
    start, end = match.span(group)
    return not any(s < end and start < e for s, e in taken)


def read_threshold(question: str, scope: QuestionScope, marks_given: bool) -> Threshold | None:
    """A comparison on the closing mark ("≤ 185.5", "below 195", "180 ku keela"), else the student's own
    cutoff ("I got 185.5", "oc 191") read as "programs that closed at or below it"."""
    years = {str(y) for y in scope.years}
    for pattern, op in COMPARISONS:
        for match in pattern.finditer(question):
            value = float(match.group(1))
            if match.group(1) not in years and value <= MAX_CUTOFF:
                return Threshold(op, value)
    if marks_given:
        return None
    taken = [s for a in scope.anchors if a.kind in ("institution", "program") and a.span for s in [a.span]]
    for pattern in OWN_CUTOFF_RES:
        for match in pattern.finditer(question):
            value = float(match.group(1))
            if match.group(1) in years or not MIN_OWN_CUTOFF <= value <= MAX_CUTOFF or not _free(match, 1, taken):
                continue
            before = question[max(0, match.start(1) - 12):match.start(1)].lower()
            if re.search(r"(?:college|code|rank|no\.?|number)\s*$", before):
                continue
            return Threshold("<=", value, own=True)
    return None


def short_years(question: str) -> list[int]:
    """A year written with two digits after the word it qualifies ("cutoff 24", "last rank 23", "'24"), when the
    question writes no year in full: TNEA years of this century, never a mark (marks below 40 are read by no
    other slot)."""
    years = set()
    for match in SHORT_YEAR_RE.finditer(question):
        years.add(2000 + int(match.group(1)))
        end = match.end()
        while more := MORE_SHORT_YEARS_RE.match(question, end):  # "cutoff 23 and 24", "rank 23, 24"
            years.add(2000 + int(more.group(1)))
            end = more.end()
    return sorted(years)


def read_quota(question: str) -> str | None:
    """The quota or stream named ("management quota", "NRI", "7.5% govt school"); None when none or general."""
    for match in QUOTA_RE.finditer(question):
        words = [w for w in match.group(1).lower().split() if w not in QUOTA_FILLER]
        name = " ".join(words)
        if name and name not in GENERAL_QUOTA and not re.fullmatch(r"(?:oc|bc|bcm|mbc|sc|sca|st)", name):
            return name
    match = STREAM_RE.search(question)
    return match.group(1).lower() if match else None


def read_missing(question: str, scope: QuestionScope) -> list[str]:
    """Reservation categories and colleges the question names that TNEA data cannot hold."""
    missing = []
    known = {a.id.rsplit(":", 1)[1] for a in scope.of_kind("community")}
    for match in OTHER_CATEGORY_RE.finditer(question):
        code = OTHER_CATEGORIES[match.group(1).lower()]
        if code not in known:
            missing.append(f"community '{code}' is not a TNEA community in the data (known: OC, BC, BCM, MBC, SC, "
                           "SCA, ST)")
    linked = [a for a in scope.of_kind("institution")]
    other_spans = [a.span for a in scope.anchors if a.kind != "place" and a.span]
    for match in OUTSIDE_TNEA_RE.finditer(question):
        if any(a.span and a.span[0] <= match.start() < a.span[1] for a in linked):
            continue  # the linker read these words as a TNEA college's name ("VIT" can be one)
        name = match.group(0)
        after = re.match(r"\s+([A-Za-z]+)", question[match.end():])
        if after and not any(s <= match.end() + after.start(1) < e for s, e in other_spans) and \
                not ADMISSIONS_CONTEXT_RE.match(after.group(1)) and \
                (after.group(1)[0].isupper() or zipf_frequency(after.group(1).lower(), "en") < KNOWN_WORD_ZIPF):
            name += " " + after.group(1)  # "IIT Madras", "nit trichy": the campus is part of the name
        missing.append(f"institution '{name}' is not in the admissions data")
    return list(dict.fromkeys(missing))


def _places(scope: QuestionScope, institutions: Sequence[str]) -> list[Anchor]:
    """The places a list is filtered by: not when a college is named (the place then only qualified it)."""
    if institutions:
        return []
    taken = [a.span for a in scope.anchors if a.kind in ("institution", "program") and a.span]
    return [a for a in scope.of_kind("place") if a.confidence >= MIN_PLACE_CONFIDENCE
            and not (a.span and any(s < a.span[1] and a.span[0] < e for s, e in taken))]


def unread_words(question: str, scope: QuestionScope, max_zipf: float = 8.0) -> list[str]:
    """Rare words no anchor was read from and the grammar has no use for: in a lookup they are a college or a
    program the data does not have ("aero at psg tech", "loyola icam civil"), never a reason to widen."""
    taken = [a.span for a in scope.anchors if a.span]
    words = []
    for match in re.finditer(r"[A-Za-z][A-Za-z'.-]*[A-Za-z]", question):
        word = match.group(0).lower()
        if any(s <= match.start() < e for s, e in taken) or word in QUALIFIER_STOP or word in UNREAD_STOP or \
                word in NOT_A_COLLEGE or ADMISSIONS_CONTEXT_RE.fullmatch(word) or \
                re.fullmatch(r"(?:oc|bc|bcm|mbc|sc|sca|st)", word) or SUBJECTS.get(word) or \
                zipf_frequency(word, "en") >= max_zipf:
            continue
        words.append(match.group(0))
    return words


def qualified(question: str, scope: QuestionScope, anchor: Anchor, names: dict[str, str]) -> str | None:
    """The one candidate of an ambiguous college the question's other words pin down, if any.

    "velammal college of engg and tech madurai": of the three Velammal colleges only one's official name
    (which holds its address) has "College", "Engineering", "Technology" and "Madurai"; "gce bodi": only one
    GCE's address has a word starting "Bodi". A candidate must match strictly more words than any other.
    """
    taken = [a.span for a in scope.anchors if a.kind in ("institution", "program", "community") and a.span]
    words = []
    for match in re.finditer(r"[A-Za-z][A-Za-z']+", question):
        if any(s <= match.start() < e for s, e in taken):
            continue
        word = ABBREVIATIONS.get(match.group(0).lower(), match.group(0).lower())
        if word not in QUALIFIER_STOP and not ADMISSIONS_CONTEXT_RE.fullmatch(word):
            words.append(word)
    scores = {}
    for candidate in anchor.candidates:
        tokens = re.findall(r"[a-z][a-z']+", names.get(candidate, "").lower())
        scores[candidate] = sum(1 for w in set(words)
                                if any(t == w or (len(w) >= 4 and t.startswith(w)) for t in tokens))
    ranked = sorted(scores.items(), key=lambda kv: -kv[1])
    if ranked and ranked[0][1] > 0 and (len(ranked) == 1 or ranked[0][1] > ranked[1][1]):
        return ranked[0][0]
    return None


def town_asked(question: str, scope: QuestionScope, plan: AdmissionsPlan) -> str | None:
    """The town word of "guindy la enna colleges", "colleges in peelamedu": a one-word college name read from a
    town (or a reviewed alias that is one) in a question that asks for colleges and nothing of a program."""
    colleges = [a for a in scope.of_kind("institution") if a.how != "ambiguous"]
    if len(colleges) != 1 or plan.places or plan.programs or plan.communities or plan.threshold or plan.marks \
            or not COLLEGES_ASKED_RE.search(question):
        return None
    surface = colleges[0].surface or ""
    return surface if colleges[0].how in ("place", "reviewed") and re.fullmatch(r"[A-Za-z]+", surface) else None


def set_aside(question: str, scope: QuestionScope) -> set[str]:
    """Colleges the question names only to exclude ("mit cse (chrompet not guindy)", "guindy illa, mit"): when
    another college is named too, they are no college asked about."""
    colleges = [a for a in scope.of_kind("institution") if a.span and a.how != "ambiguous"]
    excluded = {a.id for a in colleges if NOT_BEFORE_RE.search(question[:a.span[0]]) or
                NOT_AFTER_RE.match(question[a.span[1]:])}
    return excluded if {a.id for a in colleges} - excluded else set()


def read_plan(question: str, scope: QuestionScope, anchors: Sequence[Anchor],
              college_names: dict[str, str] | None = None) -> AdmissionsPlan:
    """The plan of one admissions question, from its text, its scope and the primary anchors.

    With ``college_names`` (id -> official name), a college name several colleges share is pinned down by the
    question's other words where they name exactly one (``qualified``)."""
    communities = [a.id.rsplit(":", 1)[1] for a in scope.of_kind("community")]
    excluded = set_aside(question, scope)
    named = sorted(a.id for a in scope.anchors if a.kind == "institution" and a.how != "ambiguous"
                   and a.id not in excluded)
    every_program = [a.id for a in anchors if a.kind == "program"]  # a branch beside a set-aside college is asked
    program_anchors = [a for a in anchors if a.kind == "program" and a.id.split(":program:", 1)[0] not in excluded]
    programs = [a.id for a in program_anchors]
    if college_names:
        for anchor in scope.of_kind("institution"):
            chosen = qualified(question, scope, anchor, college_names) if anchor.how == "ambiguous" else None
            if chosen and chosen not in named:
                named.append(chosen)
                codes = {a.id.rsplit(":", 1)[1] for a in scope.of_kind("program") if a.how == "ambiguous"}
                programs += [f"{chosen}:program:{code}" for code in sorted(codes)]
        named.sort()
    # A branch named with no program at the named college (or with no college) is the branch itself
    # (``branch:CODE``; older links: every program of it): the named colleges, if any, are what was asked.
    branch_only = bool(programs) and all(a.how in ("branch-code", "branch", "not-offered") for a in program_anchors)
    institutions = named if branch_only else sorted(set(named) | {p.split(":program:", 1)[0] for p in programs})
    branches = sorted({p.rsplit(":", 1)[1] for p in programs or every_program}) or None
    marks = read_marks(question, scope)
    full_marks = len(marks) == 3
    threshold = read_threshold(question, scope, full_marks)
    places = _places(scope, named)
    result = AdmissionsPlan(target="none", institutions=institutions, programs=programs, branches=branches,
                            communities=communities, years=list(scope.years) or short_years(question),
                            wants=[w for w in scope.wants if w in ("mark", "rank")], quota=read_quota(question),
                            places=places, threshold=threshold, marks=marks,
                            missing=read_missing(question, scope) + unknown_words(question, scope, programs),
                            unsure=unsure_college(scope, named), other_fee=bool(OTHER_FEE_RE.search(question)))
    counting = COUNT_RE.search(question)
    if full_marks or (marks and ("eligibility" in scope.wants or COMPUTE_RE.search(question))):
        listing = bool(communities or places or branches or ELIGIBLE_RE.search(question))
        result.target = "eligibility" if listing else "compute"
        result.aggregation = "list" if listing else None
    elif counting:
        result.target, result.aggregation = "count", "count"
        asks_colleges = COUNT_COLLEGES_RE.search(question[counting.start():counting.end() + 40])  # "evlo colleges"
        result.count_of = "colleges" if asks_colleges and not named else "programs"
    elif threshold is not None and not named:
        result.target, result.aggregation = ("eligibility" if threshold.own else "list"), "list"
    elif (MAX_RE.search(question) or MIN_RE.search(question)) and not named and (branches or communities):
        result.target = "extreme"
        result.aggregation = "max" if MAX_RE.search(question) else "min"
    elif "fee" in scope.wants and (programs or institutions):
        result.target = "fee"
    elif places and not programs and not named and COLLEGES_RE.search(question) and not communities:
        result.target, result.aggregation = "colleges", "list"
    elif "eligibility" in scope.wants and not (programs or institutions):
        result.target, result.aggregation = "eligibility", "list"
    elif (programs or institutions) and (result.wants or communities or result.years):
        result.target = "cutoff"
    elif places and (programs or communities) and COLLEGES_RE.search(question):
        result.target, result.aggregation = "list", "list"
    if result.target in ("cutoff", "fee") and programs and not named and not result.missing:
        rare = unread_words(question, scope, UNREAD_ZIPF)
        if rare:  # "loyola icam civil cutoff": a college the linker could not read is not every college
            named_as = _with_type_words(question, rare)
            result.missing.append(f"college '{named_as}' is not one I recognise in the admissions data")
    return result


def _with_type_words(question: str, rare: list[str]) -> str:
    """The unread words as the question names the college: "rajalakshmi institute of technology" when the
    institution words follow the last one (a sibling of a college the data has)."""
    words = " ".join(rare)
    last = re.search(rf"\b{re.escape(rare[-1])}\b", question)
    after = TYPE_AFTER.match(question, last.end()) if last else None
    return f"{words}{question[after.start():after.end(1)]}" if after else words


def unknown_words(question: str, scope: QuestionScope, programs: list[str]) -> list[str]:
    """Communities, programs and colleges the question names that the data does not have."""
    problems = []
    if not scope.of_kind("institution"):
        read = [a.span for a in scope.anchors if a.span]
        for match in AT_NAME_RE.finditer(question):
            word = match.group(1)
            if OUTSIDE_TNEA_RE.fullmatch(word):
                continue  # said by read_missing
            if zipf_frequency(word.lower(), "en") < KNOWN_WORD_ZIPF and not word.isdigit() and \
                    word.lower() not in NOT_A_COLLEGE and not ADMISSIONS_CONTEXT_RE.match(word) and \
                    not any(s < match.end(1) and match.start(1) < e for s, e in read):
                problems.append(f"college '{word}' is not one I recognise in the admissions data")
        for match in INSTITUTION_WORD_RE.finditer(question):
            words = match.group(0).split()
            asking = [i for i, w in enumerate(words[:-1]) if w.lower() in QUESTION_WORDS]
            words = words[asking[-1] + 1:] if asking else words  # "in erode which college": the question asks one
            while words[0].islower() and words[0] in COLLEGE_WORD_EXCLUDE:
                words.pop(0)  # "at xyz college" names "xyz college"
            if len(words) == 1:
                continue
            if words[0].islower() and all(w in COLLEGE_WORD_EXCLUDE for w in words[:-1]):
                continue  # "which engineering college", "engineering college": no college named
            if OUTSIDE_TNEA_RE.search(" ".join(words)):
                continue  # said by read_missing
            problems.append(f"institution '{' '.join(words)}' is not in the admissions data")
    known = {a.id.rsplit(":", 1)[1] for a in scope.of_kind("community")}
    for match in COMMUNITY_WORD_RE.finditer(question):
        word = (match.group(1) or match.group(2) or "")
        if word.lower() in NOT_COMMUNITY or word.upper() in known or not word.isupper() or \
                word.lower() in OTHER_CATEGORIES:
            continue
        problems.append(f"community '{word}' is not in the data (known: OC, BC, BCM, MBC, SC, SCA, ST)")
    if not programs:
        for match in PROGRAM_WORD_RE.finditer(question):
            phrase = (match.group(1) or match.group(2) or "").strip()
            if phrase:
                problems.append(f"no program '{phrase}' is in the admissions data")
    return problems


def unsure_college(scope: QuestionScope, named: list[str]) -> str | None:
    """A college the question names but does not pin down: a short name several colleges share (listed).
    Answering would widen the lookup to colleges nobody asked about."""
    for anchor in scope.of_kind("institution"):
        if anchor.how == "ambiguous" and not set(anchor.candidates) & set(named):
            return (f"'{anchor.surface or anchor.name}' names {len(anchor.candidates)} colleges — did you mean "
                    + " or ".join(_college(c) for c in anchor.candidates) + "?")
    return None  # a branch the named college lacks (``not-offered``) is looked up there and said by check_known


def _college(college_id: str) -> str:
    return f"college code {college_id.rsplit(':', 1)[1]}"
