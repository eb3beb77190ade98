"""Follow-up rewriting: "what about ECE?" after a cutoff question becomes a standalone question.

A follow-up ("what about ECE?", "and for SC?", "in 2023?", "does that apply in colorado springs too?", "fine
evlo") is rewritten into a standalone question without an LLM by carrying the previous standalone question over
and replacing the words of each slot the follow-up names (branch, community, institution, place, year,
indicator, level); a slot the previous question did not have is added. A follow-up that names no slot asks
something new about the same scope: it keeps its own words and takes the previous question's slots. A question that names
its own target in another hierarchy ("What is indicator 13?" after a cutoff question) or asks what
something is ("what is ECE?"), or says in three or more words of its own what it asks ("indeks spbe
nasional 2022") is complete: it starts fresh instead. The engine keeps
the original question for the answer and retrieves with the standalone one. The turns come
from the session memory (``engine.stores.sessions``).
"""

from __future__ import annotations

import re
from typing import Sequence

from engine.models import Slot

# "ok", "oh", "thanks," before a follow-up's opening: "ok and what about over in bend", "thanks. what about 2023"
INTERJECTION = r"^\s*(?:(?:ok(?:ay)?|oh|hmm+|right|alright|cool|thanks|thank\s+you|thx|ya|yes|no|oke|sip)[,.!]*\s+)*"
FOLLOW_UP_RE = re.compile(INTERJECTION + r"(?:(?:and|but|also|so)\b|what about\b|how about\b|what of\b|same\b|"
                          r"what if\b|then\b|dan\b|bagaimana dengan\b|terus\b|trus\b|trs\b|lalu\b|lanjut\b)",
                          re.IGNORECASE)
# "in 2023?", "for SC?": a follow-up only when short ("In Paradise, what are the routes?" is not one)
SHORT_FOLLOW_UP_RE = re.compile(INTERJECTION + r"(?:for|in|at|with|untuk|di)\b", re.IGNORECASE)
# "what is X?", "apa itu X?": a question that asks what something is names its own target
DEFINITION_RE = re.compile(r"^\s*(?:what(?:'s|\s+is|\s+are)|apa\s+itu|apakah\s+itu)\b", re.IGNORECASE)
ARTICLES = {"the", "a", "an"}
# Tamil-English particles and chat words that ask "how much" or are courtesy, never a topic of their own
CHAT_WORDS = {"la", "le", "ku", "kku", "um", "evlo", "evvalavu", "enna", "irundhuchu", "irunthuchu", "irukku",
              "sollunga", "sollu", "bro", "sir", "pls", "plz", "please", "da", "na", "ah", "category", "community",
              "gan", "sis", "kak", "min", "pak", "bu", "ya", "dong", "sih", "nya", "tuh", "nih"}
# Words that point back at the previous turn: "does that apply in X too", "does it apply in eudora", "how do i find
# out which one", "itu juga"
# ("it" and "this" also open complete questions: "is it legal", "this weekend"; so does "there" after a verb "be")
REFERRING_RE = re.compile(r"\b(?:that|those|these|them|same|too|also|which\s+one|itu|tersebut|juga|"
                          r"(?:does|would|will)\s+(?:it|this)\s+(?:apply|cover|count|include|hold)|"
                          r"(?<!\bis\s)(?<!\bare\s)(?<!\bwas\s)(?<!\bwere\s)(?<!\bbe\s)there)\b", re.IGNORECASE)
OWN_WORDS_MAX = 2  # a question pointing back with at most this many content words of its own leans on the last one
OWN_QUESTION_WORDS = 2  # a follow-up naming a slot and this many content words of its own asks its own question
QUESTION_CLAUSE_RE = re.compile(r"\b(?:is|are|was|were|do|does|did|can|could|should|will|would|must|may|what|when|"
                                r"where|how|which|who|why|apakah|bisa|boleh|kapan|berapa)\b", re.IGNORECASE)
FRAGMENT_WORDS = 3  # "fine evlo", "opening hours?": a fragment this short with no slot of its own leans too
# which slots belong to which hierarchy; a year or a place belongs to none (SPBE index years, admissions
# years; "and in Coimbatore?" filters colleges by place)
HIERARCHIES = {"indicator": "spbe", "aspect": "spbe", "domain": "spbe", "level": "spbe", "institution": "admissions",
               "branch": "admissions", "community": "admissions", "attribute": "admissions",
               "mark:maths": "admissions", "mark:physics": "admissions", "mark:chemistry": "admissions"}
# "which ece colleges can i get" after the student gave subject marks: the marks carry over
ELIGIBILITY_RE = re.compile(r"\b(?:can\s+i\s+get|will\s+i\s+get|kedaikuma|kidaikuma|kedaikkuma|eligib\w*|chances?|"
                            r"which\s+(?:colleges?|programs?|branches?))\b", re.IGNORECASE)
NUMBER_RE = re.compile(r"(?<![\d.])\d{2,3}(?:\.\d+)?(?![\d.])")
SLOT_JOINERS = {"attribute": "", "year": "in", "community": "for", "place": "in", "institution": "at", "branch": "for",
                "indicator": "for", "aspect": "for", "domain": "for", "level": "at"}


# How a remembered question names an SPBE node it was answered about (``remembered``): the slot words INDICATOR_RE,
# ASPECT_RE and DOMAIN_RE read.
NODE_SLOT_WORDS = {"indicator": "indikator", "aspect": "aspek", "domain": "domain"}


def remembered(standalone: str, slots: Sequence[Slot], nodes: Sequence[str]) -> str:
    """The standalone question as the session keeps it for the next turn: with the SPBE nodes it was answered about
    (``nodes``) that it names by no slot of their kind spelled out as one. "yg ngukur helpdesk & tiket gangguan TI
    no brp" is answered by its meaning with indicator 28, and "bobotnya di dlm aspek brp" after it from the
    session; a follow-up ("lvl 3 nya disebut apa", "trs domain nya apa") leans on that indicator, which the
    questions' words never name.

    >>> remembered("which indicator covers open data?", [], ["spbe:indicator:43", "spbe:aspect:8"])
    'which indicator covers open data? (indikator 43, aspek 8)'
    >>> remembered("indikator 5 lvl 3", [Slot("indicator", 0, 11, "indikator 5")], ["spbe:indicator:5"])
    'indikator 5 lvl 3'
    """
    kinds = {slot.kind for slot in slots}
    named = []
    for node in nodes:
        parts = node.split(":")
        kind = parts[1] if len(parts) == 3 and parts[0] == "spbe" and parts[2].isdigit() else None
        if kind in NODE_SLOT_WORDS and kind not in kinds:
            named.append(f"{NODE_SLOT_WORDS[kind]} {parts[2]}")
            kinds.add(kind)
    return f"{standalone} ({', '.join(named)})" if named else standalone


def is_follow_up(question: str, slots: Sequence[Slot], previous_slots: Sequence[Slot] = ()) -> bool:
    """A follow-up leans on the previous question: it opens like one, or it is a few words naming a slot.

    Not when it names a target of another hierarchy than the previous question's (its slots would
    fill nothing the previous question left open), nor when it asks what something is.

    >>> cutoff = [Slot("community", 4, 6, "BC"), Slot("branch", 18, 21, "CSE")]
    >>> is_follow_up("What is indicator 13?", [Slot("indicator", 8, 20, "indicator 13")], cutoff)
    False
    >>> is_follow_up("and for MBC?", [Slot("community", 8, 11, "MBC")], cutoff)
    True
    """
    words = len(question.split())
    if other_hierarchy(slots, previous_slots) or is_definition(question, slots):
        return False
    if uses_previous_marks(question, slots, previous_slots):
        return True
    if FOLLOW_UP_RE.match(question):
        return words <= 12
    if SHORT_FOLLOW_UP_RE.match(question):
        return words <= 5
    # "indeks spbe nasional 2022" names a year but says what it asks itself: three words of its own
    # ("mbc category ku evlo bro": chat words and Tamil-English particles are no words of its own)
    chat = [w for w in unslotted(question, slots) if w.lower() in CHAT_WORDS]
    if words - len(chat) <= 4 and bool(slots) and len(unslotted(question, slots)) - len(chat) <= 2:
        return True
    if REFERRING_RE.search(question) and len(own_words(question, slots)) <= OWN_WORDS_MAX:
        return True
    return words <= FRAGMENT_WORDS and not slots and DEFINITION_RE.match(question) is None


def asks_own_question(question: str) -> bool:
    """Whether a question word or verb opens a clause after the follow-up's openers: "and in memphis *is there* a
    free ride to one", not "what about across the river in saint paul" nor "¿y en Columbus?".

    >>> asks_own_question("and what about springfield, do i need a permit"), asks_own_question("and what about x")
    (True, False)
    """
    rest, opened = question, True
    while opened:
        opened = False
        for opener in (FOLLOW_UP_RE, SHORT_FOLLOW_UP_RE):
            match = opener.match(rest)
            if match and match.end() > 0:
                rest, opened = rest[match.end():], True
    return QUESTION_CLAUSE_RE.search(rest) is not None


def own_words(question: str, slots: Sequence[Slot]) -> list[str]:
    """The question's content words outside its slots (no stop words, no pointing words).

    >>> own_words("does that apply in colorado springs too", [Slot("place", 19, 35, "colorado springs")])
    ['apply']
    """
    from engine.pipeline.corpus import stopwords

    stop = stopwords()
    rest = REFERRING_RE.sub(" ", " ".join(unslotted(question, slots)))
    return [w for w in re.findall(r"\w+", rest.lower()) if w not in stop]


def unslotted(question: str, slots: Sequence[Slot]) -> list[str]:
    """The question's words outside its slots.

    >>> unslotted("kalau indikator 8?", [Slot("indicator", 6, 17, "indikator 8")])
    ['kalau']
    """
    rest = question
    for slot in sorted(slots, key=lambda s: -s.start):
        rest = rest[:slot.start] + " " + rest[slot.end:]
    return re.findall(r"\w+", rest)


def uses_previous_marks(question: str, slots: Sequence[Slot], previous_slots: Sequence[Slot]) -> bool:
    """An eligibility question with no marks or cutoff of its own, after a question that gave subject marks.

    >>> marks = [Slot("mark:maths", 0, 8, "maths 96"), Slot("mark:physics", 9, 19, "physics 90")]
    >>> uses_previous_marks("am BC, which ece colleges can i get", [Slot("community", 3, 5, "BC")], marks)
    True
    >>> uses_previous_marks("got 185.5, BC, which colleges can i get", [Slot("community", 11, 13, "BC")], marks)
    False
    """
    def has_marks(found: Sequence[Slot]) -> bool:
        return any(s.kind.startswith("mark:") for s in found)

    return (has_marks(previous_slots) and not has_marks(slots) and ELIGIBILITY_RE.search(question) is not None
            and NUMBER_RE.search(question) is None)


def is_definition(question: str, slots: Sequence[Slot]) -> bool:
    """"What is ECE?", "apa itu indikator 5?": the opener and the slots, nothing else ("what is it for SC?" is
    a follow-up).

    >>> is_definition("what is ECE?", [Slot("branch", 8, 11, "ECE")]), is_definition("what is it for SC?", [])
    (True, False)
    """
    opener = DEFINITION_RE.match(question)
    if opener is None or not slots:
        return False
    rest = question
    for slot in sorted(slots, key=lambda s: -s.start):
        rest = rest[:slot.start] + " " + rest[slot.end:]
    return set(re.findall(r"\w+", rest[opener.end():].lower())) <= ARTICLES


def other_hierarchy(slots: Sequence[Slot], previous_slots: Sequence[Slot]) -> bool:
    """The question names slots, and none of them is of a hierarchy the previous question named."""
    mine = {HIERARCHIES[s.kind] for s in slots if s.kind in HIERARCHIES}
    before = {HIERARCHIES[s.kind] for s in previous_slots if s.kind in HIERARCHIES}
    return bool(mine) and bool(before) and not mine & before


def carry_place(question: str, slots: Sequence[Slot], previous_slots: Sequence[Slot]) -> str | None:
    """A complete question that names nothing, after a question about a place, is asked in that place: "can i
    refill my pool this summer" after the town's watering rules. None when the question names a slot of its own,
    asks what something is, or the previous question was not only about a place (an SPBE or admissions question
    lends no scope to the next).

    >>> carry_place("how late are the libraries open?", [], [Slot("place", 0, 11, "minneapolis")])
    'how late are the libraries open in minneapolis?'
    >>> carry_place("what is a go-bag?", [], [Slot("place", 0, 11, "minneapolis")]) is None
    True
    """
    places = [s for s in previous_slots if s.kind == "place"]
    if slots or not places or any(s.kind not in ("place", "year") for s in previous_slots) or \
            DEFINITION_RE.match(question):
        return None
    return _with_slots(question, places)


def _with_slots(question: str, carried: Sequence[Slot]) -> str:
    """``question`` with the ``carried`` slots' words put before its closing punctuation ("... open in minneapolis?")."""
    stem = question.rstrip(" ?.!")
    words = " ".join(f"{SLOT_JOINERS.get(s.kind, 'for')} {s.text}".strip() for s in carried)
    return f"{stem} {words}{question[len(stem):]}"


def rewrite(previous: str, previous_slots: Sequence[Slot], question: str, slots: Sequence[Slot],
            named: Sequence[Slot] | None = None) -> str:
    """The previous standalone question with the follow-up's slots put in; a follow-up that asks a question of its
    own (``asks_own_question``) keeps its words and takes the previous slots of other kinds. ``named``: the slots it
    names besides ``slots``, such as a place it is only near ("near santa rosa"): their words are not its own.

    >>> rewrite("What is the MBC cutoff for CSE?", [Slot("community", 12, 15, "MBC"), Slot("branch", 27, 30, "CSE")],
    ...         "what about ECE?", [Slot("branch", 11, 14, "ECE")])
    'What is the MBC cutoff for ECE?'
    >>> rewrite("What is the MBC cutoff for CSE?", [Slot("community", 12, 15, "MBC")], "and in 2023?",
    ...         [Slot("year", 7, 11, "2023")])
    'What is the MBC cutoff for CSE in 2023?'
    >>> rewrite("fines in tampa in panna", [Slot("place", 9, 14, "tampa"), Slot("place", 18, 23, "panna")],
    ...         "brandon fl?", [Slot("place", 0, 10, "brandon fl")])
    'fines in brandon fl'
    >>> rewrite("tampa lawn watering day", [Slot("place", 0, 5, "tampa")], "fine evlo?", [])
    'fine evlo in tampa?'
    >>> rewrite("cooling centers in nashville in 2024",
    ...         [Slot("place", 19, 28, "nashville"), Slot("year", 32, 36, "2024")],
    ...         "and in memphis is there a free ride to one", [Slot("place", 7, 14, "memphis")])
    'and in memphis is there a free ride to one in 2024'
    """
    if not slots:  # something new about the same scope: its own words, the previous question's slots
        return _with_slots(question, previous_slots) if previous_slots else question
    if asks_own_question(question) and len(own_words(question, [*slots, *(named or ())])) >= OWN_QUESTION_WORDS:
        # "and in memphis is there a free ride to one": a question of its own in the new scope, not the previous
        # question moved there; it keeps its words and takes the previous slots of the kinds it does not name
        kinds = {slot.kind for slot in slots}
        carried = [old for old in previous_slots if old.kind not in kinds]
        return _with_slots(question, carried) if carried else question
    replacements: list[tuple[Slot, str]] = []  # (slot of the previous question, new words)
    additions: list[str] = []
    for slot in slots:
        if any(old.kind == slot.kind for old, _ in replacements):
            additions.append(slot.text)  # "ECE and EEE": the second one joins the first
            continue
        same = [s for s in previous_slots if s.kind == slot.kind]
        if same:
            replacements.append((same[-1], slot.text))
        else:
            additions.append(f"{SLOT_JOINERS.get(slot.kind, 'for')} {slot.text}".strip())
    # a new place is the new scope: the previous question's other places go ("in tampa in brandon" is no place)
    replaced = {id(old) for old, _ in replacements}
    replacements += [(old, "") for old in previous_slots
                     if old.kind == "place" and id(old) not in replaced and any(s.kind == "place" for s in slots)]
    text = previous
    for old, words in sorted(replacements, key=lambda r: -r[0].start):  # right to left keeps offsets valid
        before = text[:old.start] if words else re.sub(r"\s*\b(?:in|at|near|di)\s*$", "", text[:old.start])
        text = before + words + text[old.end:]
    text = re.sub(r"\s{2,}", " ", text).strip()
    if additions:
        stem = text.rstrip(" ?.!")
        tail = text[len(stem):]
        text = f"{stem} {' '.join(additions)}{tail}"
    return text
