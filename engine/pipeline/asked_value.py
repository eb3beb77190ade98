"""The kind of value a question asks for, and whether a sentence states one of that kind.

A question that asks for an amount is answered only by a sentence that holds one; which kind matters. The
dates of a heat relief programme ("From 1 May to 30 September") do not answer "phone number for the heat
relief line", a fine does not answer "what time", and a notice that only says owners pay the towing fee states
no price. Kinds, most specific first:

* ``phone``: a phone number ("contact number", "number to call", "nomor telepon"); stated by a number shaped
  like one (555-0100, (512) 974-2000, 1-800-…, 3-1-1, 2-1-1, 112);
* ``money``: how much something costs or a fine is ("how much … fine", "what is the fee", "denda berapa", "how many
  dollars", a fine asked by its noun: "fine for watering on a monday", "hosepipe ban fine");
  stated by a currency or "free", "no charge";
* ``time``: a time of day ("what time", "jam berapa", "until when"); stated by a clock time or a time word
  ("noon", "sunset", "evening");
* ``measure``: a level, height or temperature ("at what river level", "how deep", "what temperature"); stated
  by a number other than a year;
* ``amount``: any other "how much / berapa / evlo"; stated by a number, a number word or a time.
"""

from __future__ import annotations

import re
from functools import lru_cache

_MONEY_WORDS = (r"cost|costs|fee|fees|fine|fines|fined|charge|charged|price|penalty|penalties|pay|paid|ticket|"
                r"biaya|denda|harga|tarif|bayar|kattanam|fees?\s+evlo")
ASKS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("phone", re.compile(r"\b(?:phone|contact|telephone|hotline|helpline|tel)\s*(?:number|no\b\.?|#)|"
                         r"\bnumber\s+(?:to|i\s+can|should\s+i|do\s+i)\s+call\b|\bwhat\s+number\s+(?:do|can|should)\b|"
                         r"\bwho\s+do\s+i\s+call\b.*\bnumber\b|\bnomor\s+(?:telepon|telp|hp|wa|kontak)\b|\bno\.?\s*telp\b",
                         re.IGNORECASE)),
    ("money", re.compile(rf"\b(?:how\s+much|berapa|evlo|evvalavu)\b.*\b(?:{_MONEY_WORDS})\b|"
                         rf"\b(?:{_MONEY_WORDS})\b.*\b(?:how\s+much|berapa|evlo|evvalavu)\b|"
                         rf"\bwhat(?:'s|\s+is|\s+are)?\s+(?:the\s+)?(?:amount\s+of\s+the\s+)?(?:fine|fee|fees|penalty|"
                         rf"price|cost)\b|\bhow\s+many\s+(?:dollars|bucks|rupees|pounds)\b|"
                         # a fine asked by its noun alone: "goondiwindi fine for watering on a monday", "hosepipe ban
                         # fine"; not "is it fine for kids to ...", "it's fine if ..."
                         rf"(?<!\bit's\s)(?<!\bits\s)(?<!\bis\s)(?<!\bbe\s)(?<!\bit\s)(?<!\bthat's\s)(?<!\bam\s)"
                         rf"(?<!\bare\s)\b(?:fines?|penalty|penalties)\s+(?:for|if)\b|"
                         rf"\b(?:ban|burning|watering|fireworks|restrictions?|rules?)\s+"
                         rf"(?:fines?|penalty|penalties)\W*$|"
                         # "burn ban fine amount", "penalty size", "ticket price"
                         rf"\b(?:fines?|fees?|penalty|penalties|charges?|tickets?)\s+(?:amounts?|size|price|cost)\b",
                         re.IGNORECASE)),
    ("time", re.compile(r"\bwhat\s+time\b|\bjam\s+berapa\b|\bpukul\s+berapa\b|\buntil\s+what\s+time\b|"
                        r"\bwhat\s+hours?\b|\bwhich\s+hours?\b|\bentha\s+time\b|\btiming\s+enna\b", re.IGNORECASE)),
    ("measure", re.compile(r"\bhow\s+(?:high|deep|far|hot|cold|big|fast|tall|long|heavy|many\s+(?:feet|inches|degrees|"
                           r"miles|meters|metres))\b|\bat\s+what\s+(?:\w+\s+){0,2}(?:level|stage|temperature|height|"
                           r"depth|speed|heat\s+index)\b|\bwhat\s+(?:temperature|heat\s+index)\b", re.IGNORECASE)),
    ("amount", re.compile(r"\b(?:how\s+much|berapa|evlo|evvalavu|ethana)\b", re.IGNORECASE)),
)
_NUMBER_WORDS = (r"one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|"
                 r"fifty|hundred|thousand|half|dozen")
_TIME_WORDS = r"noon|midnight|sunrise|sunset|dawn|dusk|o'clock|morning|mornings|evening|evenings|afternoon|night|pukul"
STATES: dict[str, re.Pattern[str]] = {
    "phone": re.compile(r"\(?\b\d{3}\)?[-.\s]\d{3}[-.\s]\d{4}\b|\b\d{3}[-.]\d{4}\b|\b1-8\d\d\b|\b[239]-1-1\b|"
                        r"\b(?:call|dial|phone|text)\s+(?:\d{3}|[239]-?1-?1)\b|\b0\d{2,3}[-\s]?\d{3,4}[-\s]?\d{3,4}\b",
                        re.IGNORECASE),
    "money": re.compile(r"[$€£₹]\s?\d|\b\d[\d,.]*\s*(?:dollars?|cents?|usd|rupees?|inr|rupiah|pounds?)\b|"
                        r"\b(?:rs\.?|inr|rp\.?|usd)\s?\d|\b(?:free|nothing|no\s+(?:charge|cost|fee))\b|\bat\s+no\s+cost\b|"
                        rf"\b(?:{_NUMBER_WORDS})\s+(?:dollars?|rupees?|pounds?)\b", re.IGNORECASE),
    "time": re.compile(rf"\b\d{{1,2}}(?:[:.]\d{{2}})?\s*(?:a\.?m\b\.?|p\.?m\b\.?)|\b\d{{1,2}}[:.]\d{{2}}\b|"
                       rf"\b(?:{_TIME_WORDS})\b", re.IGNORECASE),
    # a number other than a year ("city notice of 2024" gives no level)
    "measure": re.compile(rf"(?<![\d,.])(?!(?:19|20)\d\d\b)\d|\b(?:{_NUMBER_WORDS})\b", re.IGNORECASE),
    "amount": re.compile(rf"\d|\b(?:{_NUMBER_WORDS}|{_TIME_WORDS}|free|nothing|zero|no\s+(?:charge|cost|fee))\b",
                         re.IGNORECASE),
}


# What a sentence names but does not state: a web or e-mail address (a page's address carries its title's words and
# its digits: ".../burn-ban-remains-in-place/", "article68120916") and an identifier made of letters and a number
# ("Notice CSG-RF-05", "I-95", "Ordinance 2023-14"): neither is a fine, a level or the asked topic.
NAMED_ONLY_RE = re.compile(r"\b(?:https?://|www\.)\S+|\b[\w.+-]+@[\w-]+\.[\w.]+|"
                           r"\b[A-Za-z]+(?:-[A-Za-z]+)*-\d[\w-]*|"
                           r"\b(?:ordinance|resolution|section|chapter|article|order|notice)\s+"
                           r"(?:no\.?\s*)?#?\d[\w.-]*",
                           re.IGNORECASE)


@lru_cache(maxsize=65536)
def statement(sentence: str) -> str:
    """``sentence`` without what it only names (``NAMED_ONLY_RE``): the words and values it states."""
    return NAMED_ONLY_RE.sub(" ", sentence)


# A time a question names ("can the sprinklers run at noon", "burn brush at 5pm", "fireworks at night"): what it asks is
# whether that time is allowed, which a sentence giving the allowed hours answers ("between 4 p.m. and 10 a.m.").
NAMED_TIME_RE = re.compile(rf"\b\d{{1,2}}(?::\d{{2}})?\s*(?:a\.?m\b\.?|p\.?m\b\.?)|\b\d{{1,2}}:\d{{2}}\b|"
                           rf"\b(?:{_TIME_WORDS})\b", re.IGNORECASE)


def without_times(question: str) -> tuple[str, bool]:
    """``question`` without the times it names (``NAMED_TIME_RE``), and whether it named one.

    >>> without_times("can the sprinklers run at noon"), without_times("burn brush at 5pm or 7:30")
    (('can the sprinklers run at ', True), ('burn brush at  or ', True))
    """
    stripped = NAMED_TIME_RE.sub("", question)
    return stripped, stripped != question


def asked_value(question: str) -> str | None:
    """The kind of value ``question`` asks for (``ASKS``'s first match), or None."""
    for kind, pattern in ASKS:
        if pattern.search(question):
            return kind
    return None


@lru_cache(maxsize=65536)
def states_value(kind: str, sentence: str) -> bool:
    """Whether ``sentence`` holds a value of ``kind`` (cached: the same passages' sentences come back)."""
    return STATES[kind].search(sentence) is not None
