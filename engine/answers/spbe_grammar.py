"""The words of SPBE questions: what a question asks (target words), numbers, and chat shorthand.

Kept apart from the plan (spbe_plan.py) so the grammar reads as one list: English, Indonesian and the shorthand
auditors type ("ind 6", "brp", "lvl 3"). Each pattern is a word class, not a phrasing.
"""

from __future__ import annotations

import re
from functools import lru_cache

from rapidfuzz.distance import Levenshtein

from loaders.link.word_frequency import zipf_frequency

# -- the grammar: what is asked ------------------------------------------------------------------------------
SHORT_INDICATOR_RE = re.compile(r"\b(?:ind|indi[ck])\.?\s*(\d{1,2})\b(?![.,]\d)", re.IGNORECASE)  # "ind 6"
LEVEL_NO_RE = re.compile(r"\b(?:(?:maturity\s+)?(?:level|lvl)|tingkat(?:\s+kematangan)?)\s*(?:ke\s*-?\s*)?(\d{1,2})\b",
                         re.IGNORECASE)
LEVEL_RANGE_RE = re.compile(r"\b(?:levels?|tingkat)\s*([1-9])\s*(?:sampai|hingga|to|through|s/d|sd|-|–)\s*([1-9])\b",
                            re.IGNORECASE)  # "level 1 sampai 5", "levels 2-4"
YEAR_RE = re.compile(r"\b(20[0-4]\d)\b")
VALUE_RE = re.compile(r"(?<![\d.,])([0-5][.,]\d{1,2})(?![\d.,]*\d)")  # an index value: 2.6, 3,12
WEIGHT_RE = re.compile(r"\b(?:weights?|weighs?|weighted|weighting|how heavy|bobot\w*|berapa persen|"
                       r"share of the (?:spbe )?index)\b", re.IGNORECASE)
COUNTED_RE = re.compile(r"\b(?:indicators?|indikator|aspects?|aspek|domains?)\b", re.IGNORECASE)
COUNT_RE = re.compile(r"\b(?:how many|number of|jumlah|total|berapa\s+(?:banyak\s+)?(?:indikator|aspek|domain)|"
                      r"ada berapa|berapa (?:sih|ya|aja)?\s*(?:jumlah)?\s*(?:indikator|aspek|domain)\w*)\b", re.IGNORECASE)
LEVEL_NAME_RE = re.compile(r"\b(?:names?|nama\w*|call|called|named|disebut\w*|sebutan\w*)\b", re.IGNORECASE)
CRITERIA_RE = re.compile(r"\b(?:criteria|criterion|kriteria\w*|requires?|required|requirements?|syarat\w*|"
                         r"needs?|needed|butuh\w*|perlu\w*|to reach)\b", re.IGNORECASE)
MEASURE_RE = re.compile(r"\b(?:measures?|measured|assess(?:es|ed)?|evaluates?|rates?|checks?|looks? at|about|"
                        r"cover(?:s|ed)?|mean|means|explain\w*|describe|jelaskan|penjelasan|mengukur|diukur|ngukur|menilai|"
                        r"dinilai|tentang|maksud\w*|apa itu|what is indi[ck]ator|itu (?:layanan|tentang) apa)\b",
                        re.IGNORECASE)
# "which indicator", "indikator mana/apa/berapa", "nomor berapa", "indicator number", "= indikator?"
IDENTITY_RE = re.compile(r"\b(?:(?:which|what)\s+(?:spbe\s+)?(?:indicator|one)|indikator\s+(?:ke\s*-?\s*)?(?:mana|apa|"
                         r"berapa|nomor|yang mana)|nomor\s+berapa|berapa\s+nomor|no\.?\s+berapa|"
                         r"indicator\s+(?:number|no)|(?:what|which)\s+(?:number|no)|(?:itu|=)\s*indikator)\b|"
                         r"\b(?:no|nomor)\s*\?+\s*$|\bnomor\s+indikator\w*\s*\?", re.IGNORECASE)
# "... apa ya", "... yang mana?", "... no berapa": the question ends on a bare interrogative
ENDS_ASKING_RE = re.compile(r"\b(?:apa|mana|berapa)(?:\s+(?:ya|sih|dong|kah|nih|aja))?\s*[?!.]*\s*$", re.IGNORECASE)
ASPECT_WORD_RE = re.compile(r"\b(?:aspe(?:k|ct)s?\w*)\b", re.IGNORECASE)
DOMAIN_WORD_RE = re.compile(r"\bdomain\w*\b", re.IGNORECASE)
INDICATOR_WORD_RE = re.compile(r"\b(?:indi[ck]ators?|indikator\w*|ind)\b", re.IGNORECASE)
SPBE_RE = re.compile(r"\b(?:spbe|e-?government|egov)\b", re.IGNORECASE)
# index questions
INDEX_RE = re.compile(r"\b(?:indeks|index|nilai)\b", re.IGNORECASE)
PREDICATE_RE = re.compile(r"\b(?:predikat\w*|predicates?)\b", re.IGNORECASE)
MATURITY_RE = re.compile(r"\b(?:maturity|kematangan)\b", re.IGNORECASE)
NATIONAL_RE = re.compile(r"\b(?:nasional|national|indonesia)\b", re.IGNORECASE)
NATIONAL_INDEX_RE = re.compile(r"\bindeks\s+nasional\b", re.IGNORECASE)  # the Indonesian name says SPBE's index
# a value asked to be graded: "skor 3.5 itu baik atau sangat baik"
PREDICATE_NAME_RE = re.compile(r"\b(?:kurang|cukup|baik|memuaskan|poor|fair|good|very good|satisfactory)\b",
                               re.IGNORECASE)
SCORE_RE = re.compile(r"\b(?:skor|score|nilai|indeks|index)\b", re.IGNORECASE)
TARGET_RE = re.compile(r"\b(?:target|rpjmn)\b", re.IGNORECASE)
AGENCIES_RE = re.compile(r"\b(?:agenc(?:y|ies)|instansi|institutions|pemda)\b.*\b(?:evaluat\w*|dievaluasi|"
                         r"dinilai|assessed|ikut)\b|\b(?:evaluat\w*|dievaluasi)\b.*\b(?:agenc(?:y|ies)|instansi)\b",
                         re.IGNORECASE)
REGION_RE = re.compile(r"\b(provinsi|prov\.?|kota|kabupaten|kab\.?|pemprov|pemkot|pemkab|province|city|regency|"
                       r"ministry|kementerian|badan|lembaga|dinas|university|universitas)"
                       r"\s+(?:of\s+(?:the\s+)?)?((?!(?:in|tahun|year|for|pada|di|the)\b)[a-z][\w-]*"
                       r"(?:\s+(?!(?:in|tahun|year|for|pada|di)\b)[a-z][\w-]*)?)", re.IGNORECASE)
EACH_RE = re.compile(r"\b(?:each|every|per|setiap|tiap|masing-masing)\s+(?:indicator|indikator)", re.IGNORECASE)
# an interrogative asking something other than which indicator: "what evidence is asked for under ..."
OTHER_QUESTION_RE = re.compile(r"\b(?:what|how|why|when|where|who|does|do|bagaimana|mengapa|kenapa|kapan|siapa|"
                               r"apa(?:kah)?)\b", re.IGNORECASE)
# look-alike pairs: a policy indicator ("Kebijakan Internal X") and the one for X itself
POLICY_RE = re.compile(r"\b(?:kebijakan\w*|policy|policies)\b", re.IGNORECASE)
NOT_POLICY_RE = re.compile(r"\b(?:not|bukan|tanpa|without)\s+(?:the\s+|its\s+)?(?:internal\s+)?(?:kebijakan\w*|policy)|"
                           r"\b(?:the practice one|practice|itself|implementation one|pelaksanaan(?:nya)?|"
                           r"penerapan(?:nya)?)\b", re.IGNORECASE)
POLICY_PREFIX = "kebijakan internal"
STOPWORDS = frozenset("""a an and the of on in for to is are was be by at it its this that what which who how about
    with from or not one does do did spbe indicator indicators indikator aspect aspek domain index indeks tingkat
    kematangan maturity agency agency's instansi dan di yang untuk dalam itu apa mana berapa
    nomor ke level the weight bobot of ada""".split())


# Chat shorthand and its full word (common Indonesian and English chat forms): the patterns above are written
# for full words, and questions are read through ``expand_shorthand`` first.
SHORTHAND = {"brp": "berapa", "brapa": "berapa", "yg": "yang", "utk": "untuk", "dgn": "dengan", "dlm": "dalam",
             "thd": "terhadap", "jml": "jumlah", "gmn": "bagaimana", "gimana": "bagaimana", "bgmn": "bagaimana",
             "ngukur": "mengukur", "apaan": "apa", "ttg": "tentang", "tntg": "tentang", "nomer": "nomor",
             "nmr": "nomor", "nomornya": "nomor", "nomernya": "nomor", "ato": "atau", "atw": "atau", "tdk": "tidak",
             "gak": "tidak", "nggak": "tidak", "klo": "kalau", "kalo": "kalau", "dr": "dari", "pd": "pada",
             "thn": "tahun", "skrg": "sekarang", "udh": "sudah", "udah": "sudah", "sdh": "sudah",
             "kab": "kabupaten", "pemkab": "kabupaten", "prov": "provinsi",
             "pemprov": "provinsi", "pemkot": "kota", "lvl": "level", "wat": "what", "wht": "what",
             "pct": "percent"}
# The kind words, whose misspellings ("indikatr", "inidkator", "aspk") still name the kind.
KIND_WORDS = {"indikator": "indikator", "indicator": "indikator", "aspek": "aspek", "aspect": "aspek",
              "domain": "domain"}
TOKEN_RE = re.compile(r"[A-Za-z]+")


@lru_cache(maxsize=1)
def _indonesian_stemmer():
    from Sastrawi.Stemmer.StemmerFactory import StemmerFactory  # imported on the first SPBE question only

    return StemmerFactory().create_stemmer()


@lru_cache(maxsize=16384)
def indonesian_stem(word: str) -> str:
    """An Indonesian word's root (Sastrawi): "kearsipan" -> "arsip", "kepegawaian" -> "pegawai",
    "perencanaan" -> "rencana"; an English word or a root comes back as it is."""
    return _indonesian_stemmer().stem(word) if word.isalpha() else word


def expand_shorthand(question: str) -> str:
    """The question with chat shorthand written out and misspelt kind words corrected, so the patterns above,
    written for full words, read "ada brp indikator", "lvl 3" and "indikatr manajemen pengetahuan".

    A misspelling is a word no dictionary has (wordfreq, English and Indonesian) within one edit of a kind word
    (two for the nine-letter ones): "indicate" is a word and stays."""
    return TOKEN_RE.sub(_full_word, question)


def _full_word(match: re.Match[str]) -> str:
    word = match.group(0)
    lowered = word.lower()
    if lowered in SHORTHAND:
        return SHORTHAND[lowered]
    if lowered in KIND_WORDS or len(lowered) < 5:
        return word
    for kind, full in KIND_WORDS.items():
        allowed = 2 if len(kind) >= 9 else 1
        if Levenshtein.distance(lowered, kind, score_cutoff=allowed) <= allowed and _unknown(lowered):
            return full
    return word


@lru_cache(maxsize=4096)
def _unknown(word: str) -> bool:
    return zipf_frequency(word, "en") < 1.5 and zipf_frequency(word, "id") < 1.5
