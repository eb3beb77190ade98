"""Answerability: does a passage state what was asked, not only sit near the asked place?

A passage of the right place can be about something else (Raleigh's water notice for "cooling centers in
Raleigh"), and a passage that states the asked fact can sit one level off (the county's burn ban for a town).
The scope relation says how near a passage is; this says whether it answers. The question's *topic* is its
words without the place and year words (``Retriever.topic``) and without the question's function words
(``corpus.stopwords()``); a passage answers when one of its sentences, read under its headings, carries most
of the topic's weight (lexical), or is close in meaning to the topic (dense, on the sentences lexical
matching ranks first, when the embedding model is already loaded for the question).

A question that asks for a value ("how much is the fine", "heat line phone number", "what time", "jam berapa",
"fine evlo", "at what river level") is answered only by a sentence that holds one of that kind
(``asked_value``): a notice that says owners pay the towing fee states no fee, and its dates are no phone number.

Words weigh by how rare they are in ordinary language (wordfreq's Zipf scale, English and Indonesian):
"right now" in "burn ban right now" counts far less than "burn" and "ban". Words are compared after a small
suffix stripper (``stem``): "banned"/"bans"/"ban", "watering"/"water", "restrictions"/"restricted"; an ordinal in
words is its figure ("Fourth"/"4th").
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from functools import lru_cache
from itertools import islice
from typing import Callable, Iterable, Mapping, Sequence

import numpy as np
from wordfreq import zipf_frequency

from engine.models import Evidence
from engine.pipeline.asked_value import asked_value, states_value, statement, without_times
from engine.pipeline.compose import LIST_ITEM_RE, sentences
from engine.pipeline.corpus import TOKEN_RE, stopwords
from engine.pipeline.stemming import stem, stem_start

# A word's weight is how much rarer than the commonest words it is: 7 - Zipf ("the" is 7.7, "now" 6.2,
# "burn" 4.5, "sandbags" 2.6), at least FLOOR (a word the lists rate common still says something).
COMMON_ZIPF = 7.0
FLOOR = 0.3
# A sentence answers when it carries half of the topic's weight or more (under its headings).
LEXICAL_SHARE = 0.5
# ... or when it is this close in meaning to the topic (all-MiniLM-L6-v2 cosine; a sentence on the same
# subject but not the asked point sits near 0.4-0.5) and shares at least one of its words.
DENSE_COSINE = 0.6
# A passage in scope that states less than this share of what another place's passage states of the topic may be
# on a neighbouring point: "cooling" and "hours" in an employers' heat rule, while a sibling city's notice states
# "cooling center hours" whole. It answers then only when its sentences are also close in meaning (dense).
OUTSTATED_RATIO = 0.75
# Only another place's passage about as close to the topic in meaning as the passage in scope (its best child's
# cosine at most this far below) outstates it: Hennepin County's "cooling centers open ... heat index" notice,
# 0.11 below Durham's heat response, says nothing about what Durham's passage is about.
OUTSTATED_MARGIN = 0.10
# ... unless, with none in scope answering, it is exactly about the asked place and its headings carry this share of
# the topic (``titled_on_topic``)
HEADED_SHARE = 0.5
DENSE_SENTENCES = 3  # a passage's sentences embedded for the dense check: the lexically best ones
DENSE_PASSAGES = 6  # passages checked densely (in the order given): a bound on what a question embeds
# Words a question asks with that carry no topic of their own (beyond the BM25 stop words).
ASKING = frozenset("""
    there right now currently today anyone someone something anything thing things allowed okay ok yes no
    apakah ada enna irukka irukku la ku evlo
    cant dont wont isnt arent doesnt didnt shouldnt wouldnt couldnt im ive youre theyre whats wheres hows thats
""".split())  # the last line: contractions typed without their apostrophe ("what hours cant you ..."), rare as words


# A word belongs to one language when it is this much more frequent there (Zipf) and common enough in it:
# "sampai" and "ditutup" are Indonesian, "cooling" and "lawn" English, "ban", "air" and "api" both.
LANGUAGE_MARGIN, LANGUAGE_ZIPF = 2.0, 3.0
UNKNOWN_ZIPF = 1.5  # below this in both languages a word is in neither dictionary


@dataclass(frozen=True)
class Topic:
    """What a question asks about, without its place and question words."""

    text: str
    weights: dict[str, float]  # stem -> weight
    amount: str | None = None  # the kind of value asked for (``asked_value``): only a sentence holding one answers
    languages: dict[str, str] = field(default_factory=dict)  # stem -> "en" / "id" when the word is only one's


@dataclass(frozen=True)
class Judgement:
    """Whether one passage states the topic, and the sentence that comes closest."""

    answers: bool
    share: float  # the best sentence's (or pair of adjacent sentences') share of the topic's weight
    cosine: float | None  # the best sentence's cosine to the topic (None: not measured)
    sentence: str
    by: str = "words"  # what decided: "words", "meaning" (dense), "neighbours" (topic_neighbours.py), "headings"
    alone: float | None = None  # the best single sentence's share, when a pair's is higher (``outstating``)

    @property
    def outstating(self) -> float:
        """The share that makes this passage outstate one of another place (``outstated_share``): one sentence's.
        A pair of sentences may make a passage answer, not raise the bar for another place's passage."""
        return self.share if self.alone is None else self.alone


def words(text: str) -> list[str]:
    """The content words of ``text``: lower case, no stop words or asking words, numbers kept."""
    stop = stopwords()
    return [t for t in TOKEN_RE.findall(text.lower()) if t not in stop and t not in ASKING]


class _TokenStems(dict):
    """token -> its stem, None for a stop or asking word. Reading a passage looks up every word of every
    sentence: one dict lookup a token instead of two set tests and a cached call (bench/query.py)."""

    def __missing__(self, token: str) -> str | None:
        if len(self) >= MEMO_TOKENS:  # a bound on a long-running process's vocabulary
            self.clear()
        found = self[token] = None if token in stopwords() or token in ASKING else stem(token)
        return found


MEMO_TOKENS = 1 << 17
_TOKEN_STEMS = _TokenStems()


def stems(text: str) -> set[str]:
    """The stems of ``text``'s content words (``words``)."""
    # built in word order, like ``{stem(w) for w in words(text)}``: the same set to its iteration order, which
    # the judge's sums of weights follow (a float's last bit)
    return {s for s in map(_TOKEN_STEMS.__getitem__, TOKEN_RE.findall(text.lower())) if s is not None}


def weight(word: str) -> float:
    """How much a word says: rarer in English and Indonesian is more."""
    common = max(zipf_frequency(word, "en"), zipf_frequency(word, "id"))
    return max(FLOOR, COMMON_ZIPF - common)


def topic_of(text: str | None, in_corpus: Callable[[str], bool] | None = None) -> Topic | None:
    """The topic of a question already stripped of its place words; None when nothing is left to judge.

    ``in_corpus``: whether some passage holds a word. A word neither dictionary knows (wordfreq, English and
    Indonesian) that no passage holds is left out: chat words of another language ("mattum", "aaguma") and
    typos no passage can state would weigh most and make every passage fall short. A dictionary word no passage
    holds stays: that nothing states "sandbags" is what makes the question unanswered. A time the question names
    ("at noon", "at 5pm") is no word to find but the value asked for: a sentence giving hours answers it."""
    if not text:
        return None
    weights: dict[str, float] = {}
    languages: dict[str, str] = {}
    untimed, timed = without_times(text)  # a time named is the value asked for, not a word to find
    found = words(untimed) or words(text)
    if in_corpus is not None:
        found = [w for w in found if in_corpus(w) or not unknown(w)] or found
    for word in found:
        key = stem(word)
        weights[key] = max(weights.get(key, 0.0), weight(word))
        if (lang := language(word)) is not None:
            languages[key] = lang
    amount = asked_value(text) or ("time" if timed and words(untimed) else None)
    return Topic(text, weights, amount, languages) if weights else None


@lru_cache(maxsize=65536)
def unknown(word: str) -> bool:
    """Neither English nor Indonesian has the word (wordfreq): a name, a typo or another language's word."""
    return not word.isdigit() and zipf_frequency(word, "en") < UNKNOWN_ZIPF and zipf_frequency(word, "id") < UNKNOWN_ZIPF


@lru_cache(maxsize=65536)
def language(word: str) -> str | None:
    """"en" or "id" for a word of only one of the two languages, None for one of both or of neither.

    >>> [language(w) for w in ("sampai", "cooling", "ban", "carrboro")]
    ['id', 'en', None, None]
    """
    en, id_ = zipf_frequency(word, "en"), zipf_frequency(word, "id")
    if id_ >= LANGUAGE_ZIPF and id_ - en >= LANGUAGE_MARGIN:
        return "id"
    if en >= LANGUAGE_ZIPF and en - id_ >= LANGUAGE_MARGIN:
        return "en"
    return None


def written_in(text: str) -> str | None:
    """The language a passage is written in, when its one-language words are mostly of one."""
    counts = {"en": 0, "id": 0}
    stop = stopwords()
    # the first 60 content words (``words(text)[:60]``), without tokenising the rest of a long passage
    found = (m.group() for m in TOKEN_RE.finditer(text.lower()))
    for word in islice((t for t in found if t not in stop and t not in ASKING), 60):
        if (lang := language(word)) is not None:
            counts[lang] += 1
    if counts["en"] > 2 * counts["id"]:
        return "en"
    return "id" if counts["id"] > 2 * counts["en"] else None


def readable(topic: Topic, passage_language: str | None) -> dict[str, float]:
    """The topic's weights a passage in ``passage_language`` can carry: an Indonesian question's "sampai",
    "buka" are not looked for in an English notice, whose "cooling center" then carries the topic. All of them
    when the passage's language is unknown or none of them is left."""
    if passage_language is None:
        return topic.weights
    kept = {key: w for key, w in topic.weights.items() if topic.languages.get(key, passage_language) == passage_language}
    return kept or topic.weights


def can_state(topic: Topic, item: Evidence, share: float = LEXICAL_SHARE) -> bool:
    """Whether a sentence of ``item`` could carry ``share`` of the topic's weight, on a look at its raw text: False
    means no sentence does (the judge's lexical verdict is "does not answer"), without reading the passage.

    Reading a passage (sentences, stems, language) costs ~0.4 ms, and a question's in-scope passages are read for
    the topic mostly to find they do not state it. A word's stem is the lower-cased word with only its ending
    changed (``stem``: cut, "ies" -> "y", British "tre"/"our" -> "ter"/"or", "leaves" -> "leaf"), so a passage
    holding a word of stem ``s`` holds ``stem_start(s)`` at the start of a word (a test checks it on the
    commonest words). The topic stems found so bound every sentence's share, under every language's weights
    (``readable``) since the passage's language is not read either."""
    text = f"{item.header_path or ''}\n{item.text}".lower()
    held = set()
    for key in topic.weights:
        start, pattern = stem_start(key)
        if start in text and pattern.search(text):
            held.add(key)
    for passage_language in ((None, "en", "id") if topic.languages else (None,)):
        weights = readable(topic, passage_language)
        if sum(w for key, w in weights.items() if key in held) >= share * sum(weights.values()) - 1e-9:
            return True
    return False


def judge(topic: Topic, evidence: Sequence[Evidence], *, topic_vector: np.ndarray | None = None,
          encode: Callable[[list[str]], np.ndarray] | None = None, lexical_share: float = LEXICAL_SHARE,
          dense_cosine: float = DENSE_COSINE, dense_passages: int = DENSE_PASSAGES) -> dict[str, Judgement]:
    """A judgement per passage (by chunk id), ``evidence`` in the order the decision reads it.

    ``encode`` + ``topic_vector``: the dense check too, for the passages ranked before the first that states
    the topic lexically (at most ``dense_passages``); else lexical only."""
    best: dict[str, tuple[float, str, list[str]]] = {}
    alone: dict[str, float] = {}  # a passage's best single sentence's share, where a pair's is higher
    for item in evidence:
        share, sentence, closest, single = _lexical(topic, item)
        best[item.chunk_id] = (share, sentence, closest)
        if single < share:
            alone[item.chunk_id] = round(single, 3)
    cosines: dict[str, tuple[float, str]] = {}
    if encode is not None and topic_vector is not None:
        # only passages lexical matching did not already accept, and only their sentences sharing a topic word
        # only the passages ranked before the first one lexical matching accepts: a later one cannot change
        # which passage decides (``evidence`` comes in the decision's order), and embedding is the cost here
        unsure: list[str] = []
        for cid, (share, _, _) in best.items():
            if share >= lexical_share:
                break
            unsure.append(cid)
        pending = [(cid, s) for cid in unsure[:dense_passages] for s in best[cid][2]]
        if pending:
            # each sentence embedded once: passages repeat sentences (a notice's boilerplate, a passage's own
            # list), and a sentence is ~15 ms of the model on a question's path
            texts = list(dict.fromkeys(s for _, s in pending))
            scores = dict(zip(texts, encode(texts) @ np.asarray(topic_vector, dtype=np.float32)))
            for cid, sentence in pending:
                score = scores[sentence]
                if cid not in cosines or score > cosines[cid][0]:
                    cosines[cid] = (float(score), sentence)
    judged = {}
    for cid, (share, sentence, _) in best.items():
        cosine, dense_sentence = cosines.get(cid, (None, sentence))
        if share >= lexical_share:
            judged[cid] = Judgement(True, round(share, 3), None, sentence, alone=alone.get(cid))
        elif cosine is not None and cosine >= dense_cosine:
            judged[cid] = Judgement(True, round(share, 3), round(cosine, 3), dense_sentence, "meaning", alone.get(cid))
        else:
            judged[cid] = Judgement(False, round(share, 3), None if cosine is None else round(cosine, 3), sentence,
                                    alone=alone.get(cid))
    return judged


def heading_share(topic: Topic, item: Evidence) -> float:
    """The share of the topic's weight ``item``'s headings (its document's title and sections) carry."""
    under, _, _, passage_language = _reading(item.text, item.header_path or "")
    weights = readable(topic, passage_language) if topic.languages else topic.weights
    total = sum(weights.values())
    return sum(w for s, w in weights.items() if s in under) / total if total else 0.0


def titled_on_topic(topic: Topic, evidence: Sequence[Evidence], judged: dict[str, Judgement]) -> dict[str, Judgement]:
    """The judgements of passages exactly about the asked place that a last look turns into answers, by chunk id:
    when no passage in scope answers, one whose headings carry ``HEADED_SHARE`` of the topic and that states
    ``LEXICAL_SHARE`` of it under them answers, though another place's passage states more of it
    (``outstated_share``). A document titled on the topic is on its point, not a neighbouring one: "Barton County:
    burn ban extended another week" for "burn ban ends when", where a sibling county's order says "ends"; the
    Oregon heat rule for employers is not, for "cooling center hours"."""
    if any(judged[e.chunk_id].answers for e in evidence if e.chunk_id in judged):
        return {}
    return {item.chunk_id: replace(judged[item.chunk_id], answers=True, by="headings") for item in evidence
            if item.relation == "exact" and item.chunk_id in judged and judged[item.chunk_id].share >= LEXICAL_SHARE
            and heading_share(topic, item) >= HEADED_SHARE}


def outstated_share(others: dict[str, Judgement], cosines: Mapping[str, float], near: float,
                    ratio: float = OUTSTATED_RATIO) -> float:
    """The share of the topic a passage in scope must state on its words alone, given how much of it passages
    about other places (``others``, their cosines to the topic in ``cosines``) at least ``near`` minus
    ``OUTSTATED_MARGIN`` close state: below it, only a dense match makes the passage answer."""
    return max([LEXICAL_SHARE] + [ratio * j.outstating for chunk_id, j in others.items()
                                  if j.answers and cosines.get(chunk_id, -1.0) >= near - OUTSTATED_MARGIN])


@lru_cache(maxsize=4096)
def _reading(text: str, header_path: str) -> tuple[frozenset[str], tuple[tuple[str, str], ...], str, str | None]:
    """A passage as the judge reads it: its headings' stems, its sentences (each also lower-cased), the whole text
    lower-cased, and its language.
    Kept: the same passages are judged again for the next question, and twice in one (kept as evidence, then
    judged). A sentence's stems are read only when it may hold a topic word (``_lexical``): most sentences of a
    long passage hold none, and their stems were most of a reading's time (bench/query.py)."""
    headings = header_path.split(" > ")
    return (frozenset(stems(" ".join(headings))),
            tuple((sentence, statement(sentence).lower()) for sentence in sentences(text, headings[-1] or None)),
            text.lower(), written_in(text))


@lru_cache(maxsize=32768)
def _sentence_stems(sentence: str) -> frozenset[str]:
    """A sentence's stems, kept by its text: read for the sentences that may hold a topic word (``_lexical``); the
    words of an address or identifier it only names are none of them (``statement``)."""
    return frozenset(stems(statement(sentence)))


def _lexical(topic: Topic, item: Evidence) -> tuple[float, str, list[str], float]:
    """The best sentence's share of the topic's weight, that sentence, the sentences worth embedding, and the best
    single sentence's share. Two adjacent sentences that each hold a topic word are also read as one: a notice
    often states its subject in one and the asked point in the next ("... carbon monoxide alarms on every level.
    Test them monthly ..."); so are a list item and the sentence that opens its list ("nobody may use consumer
    fireworks:" / "- between the hours of 9 p.m. and 9 a.m.;")."""
    under, read, lowered_text, passage_language = _reading(item.text, item.header_path or "")
    weights = readable(topic, passage_language) if topic.languages else topic.weights
    total = sum(weights.values())
    if not total:
        return 0.0, (read[0][0] if read else ""), [], 0.0
    keys = weights.keys()
    starts = [start for start in (stem_start(key)[0] for key in keys) if start in lowered_text]
    # A sentence's share sums the weights of the topic words it holds, under its headings, in the topic's order
    # (a set's order would make the last bit of a float depend on the process's string hashes). Only sentences
    # holding a topic word, or under headings holding one, score above 0: only they are scored, the best of them
    # (ties in reading order) is the best sentence, the first sentence when none is. A sentence holds a topic word
    # only if it holds the word's start (``_stem_start``): only then are its stems read.
    heading_share = sum(w for s, w in weights.items() if s in under) / total
    scored: list[tuple[float, str]] = []
    pairs: list[tuple[float, str]] = []
    previous: tuple[str, frozenset[str], bool] | None = None  # the last sentence holding a topic word
    intro: tuple[str, frozenset[str], bool] | None = None  # the sentence opening the list being read, if it holds one
    for sentence, lowered in read:
        for start in starts:
            if start in lowered:
                plain = _sentence_stems(sentence).isdisjoint(keys)
                break
        else:
            plain = True
        valued = not topic.amount or states_value(topic.amount, statement(sentence))
        listed = LIST_ITEM_RE.match(sentence) is not None
        if not listed:
            intro = None
        # a list item reads with the sentence that opens its list ("nobody may use fireworks:" / "- after 9 p.m.")
        before = intro if listed and intro is not None else previous
        if not plain:
            held = _sentence_stems(sentence)
            if before is not None and (valued or before[2]):
                both = held | before[1]
                pairs.append((sum(w for s, w in weights.items() if s in both or s in under) / total,
                              f"{before[0]} {sentence}"))
            previous = (sentence, held, valued)
            if sentence.rstrip().endswith(":"):
                intro = previous
        else:
            previous = None
        if plain and not heading_share or not valued:
            continue
        if plain:
            share = heading_share
        else:
            share = sum(w for s, w in weights.items() if s in held or s in under) / total
        scored.append((share, sentence))
    scored.sort(key=lambda s: -s[0])
    closest = [s for _, s in scored[:DENSE_SENTENCES]]  # the dense check reads sentences, not pairs
    single = scored[0][0] if scored else 0.0
    scored = sorted(scored + pairs, key=lambda s: -s[0])
    if not scored:
        return 0.0, (read[0][0] if read else ""), [], 0.0
    return scored[0][0], scored[0][1], closest, single


def about(evidence: Evidence) -> str:
    """What a passage is about, in its own words: its title and section, else its opening."""
    if evidence.header_path:
        return " > ".join(dict.fromkeys(evidence.header_path.split(" > ")))
    opening = next(iter(sentences(evidence.text)), evidence.text)
    return opening if len(opening) <= 80 else opening[:80].rsplit(" ", 1)[0] + " …"


def answering_first(evidence: Iterable[Evidence], judged: dict[str, Judgement]) -> list[Evidence]:
    """The passages that answer, then the rest, each group in its given order (the sort is stable)."""
    return sorted(evidence, key=lambda e: not (judged.get(e.chunk_id) and judged[e.chunk_id].answers))
