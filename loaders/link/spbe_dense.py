"""SPBE nodes matched by meaning (issue 16): paraphrases the name rules of ``spbe_names`` do not reach
("the indicator about open data", "aspek perencanaan strategis").

Every domain, aspect and indicator is embedded once by its Indonesian name and its English gloss, without
the boilerplate every name shares ("Tingkat Kematangan", "Maturity of", "SPBE": it would outweigh the words
that tell nodes apart). The graph holds no other description of these nodes. The vectors are a small matrix
(~100 rows) kept in the data directory's derived folder (``loaders/derived.py``) beside the gazetteer,
stamped with the model and a hash of the texts: a brute-force dot product over 100 rows costs microseconds,
and the linker sits below the engine's vector store (lint-imports layers), so no store collection is used.

Nothing here runs unless the lexical rules found no SPBE node where a text asks about one (a kind word:
"indikator", "aspect" ...): a question naming "Indikator 12" never loads the model. The nearest node is
taken when its cosine clears ``MIN_COSINE`` and leads the runner-up by ``MIN_MARGIN`` (tuned on the
linking set's development data, docs/benchmarks.md); the reason names the candidates and their cosines.
"""

from __future__ import annotations

import hashlib
import logging
import re
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable, Sequence

import numpy as np

from loaders.document import Link

log = logging.getLogger(__name__)

Embed = Callable[[list[str]], np.ndarray]

# Words every name, question or sentence about SPBE shares: removed from both sides before comparing.
BOILERPLATE_RE = re.compile(r"\b(?:maturity of|maturity|tingkat kematangan|spbe|the agency's|instansi pusat|"
                            r"pemerintah daerah|indicators?|indikator|aspects?|aspek|domains?|assess\w*|"
                            r"evaluat\w*)\b", re.IGNORECASE)
# A kind word: the text asks about a node of that kind.
KIND_RE = {"indicator": re.compile(r"\b(?:indikator|indicators?)\b", re.IGNORECASE),
           "aspect": re.compile(r"\b(?:aspek|aspects?)\b", re.IGNORECASE),
           "domain": re.compile(r"\bdomains?\b", re.IGNORECASE)}
MIN_COSINE = 0.45  # below it the nearest node is not implied (tuned: docs/benchmarks.md)
MIN_MARGIN = 0.10  # the nearest node must lead the runner-up by this much
# The phrase a kind word governs is the words right after it ("the indicator about open data", "aspek Audit TIK,
# yaitu ..."), through small words inside a name ("handling of public complaints"), or, in English word order,
# the words right before it ("the security audit indicator"). A verb-like or question word ends it.
LINKING_WORDS = frozenset("""a an the of in on for about to its their and & with by at from dan di pada dari untuk
    tentang dalam ke bagi serta atau mengenai soal""".split())
ENDING_WORDS = frozenset("""is are was were be been does do did has have had can could will would should must
    what which how who why when where this that these those it as or so than then yang adalah itu ini apa sudah
    belum telah masih juga sebagai dengan oleh yaitu yakni seperti termasuk agar sehingga karena level tingkat
    predikat many much some all each every any several berapa semua setiap""".split())
FUNCTION_WORDS = LINKING_WORDS | ENDING_WORDS
COUNT_RE = re.compile(r"\b\d+\s+$")
PHRASE_WORDS = 6  # at most this many words on either side of a kind word
WORD_RE = re.compile(r"[\w][\w'&/-]*")
BREAK_RE = re.compile(r"[.,;:!?()\[\]\n|\u2013\u2014]")
SAVED = "spbe_nodes.npz"


@dataclass(frozen=True)
class NodeNames:
    """One SPBE node and the names it is embedded by."""

    node_id: str
    kind: str  # indicator | aspect | domain
    names: tuple[str, ...]


@dataclass(frozen=True)
class Nearest:
    """The nodes nearest a text, best first, with their cosines."""

    ids: tuple[str, ...]
    cosines: tuple[float, ...]

    def pick(self, min_cosine: float, min_margin: float) -> str | None:
        """The best node when it is close enough and clearly ahead, else None."""
        if not self.ids or self.cosines[0] < min_cosine:
            return None
        second = self.cosines[1] if len(self.cosines) > 1 else -1.0
        return self.ids[0] if self.cosines[0] - second >= min_margin else None

    def reason(self, names: dict[str, str]) -> str:
        listed = ", ".join(f"{names.get(i, i)} ({c:.2f})" for i, c in zip(self.ids, self.cosines))
        return f"nearest SPBE nodes by meaning (cosine): {listed}"


def strip(text: str) -> str:
    """``text`` without the shared SPBE words, on which no two nodes differ."""
    return " ".join(BOILERPLATE_RE.sub(" ", text).split())


def model_name(embed: Embed) -> str | None:
    """The model behind ``embed`` (a bound ``Embedder.encode_query``), or None: then vectors stay in memory."""
    name = getattr(getattr(embed, "__self__", None), "name", None)
    return name if isinstance(name, str) else None


class SpbeDense:
    """The node vectors of one graph, embedded the first time a text needs them, then kept."""

    def __init__(self, nodes: Sequence[NodeNames], folder: Path | None = None, *,
                 min_cosine: float = MIN_COSINE, min_margin: float = MIN_MARGIN) -> None:
        self.nodes = list(nodes)
        self.folder = folder
        self.min_cosine, self.min_margin = min_cosine, min_margin
        self.names = {n.node_id: n.names[0] for n in self.nodes}
        self._rows = [(i, strip(name)) for i, node in enumerate(self.nodes) for name in node.names if strip(name)]
        self._matrix: np.ndarray | None = None
        self._lock = threading.Lock()
        self._stems = set().union(*(stems(name) for node in self.nodes for name in node.names))

    # -- the vectors --

    def fingerprint(self, model: str) -> str:
        digest = hashlib.sha256(model.encode())
        for index, text in self._rows:
            digest.update(f"{self.nodes[index].node_id}\0{text}\0".encode())
        return digest.hexdigest()[:16]

    def matrix(self, embed: Embed) -> np.ndarray:
        """Unit row vectors, one per (node, name): read from the derived folder, else embedded and saved."""
        with self._lock:
            if self._matrix is None:
                model = model_name(embed)
                path = self.folder / SAVED if self.folder is not None and model else None
                key = self.fingerprint(model) if model else ""
                self._matrix = _read(path, key) if path else None
                if self._matrix is None:
                    self._matrix = _unit(np.asarray(embed([text for _, text in self._rows]), dtype=np.float32))
                    if path:
                        _write(path, key, self._matrix)
            return self._matrix

    def nearest(self, text: str, kinds: Iterable[str], embed: Embed, top: int = 3) -> Nearest:
        """The ``top`` nodes of ``kinds`` nearest ``text`` (its best name per node)."""
        return self.nearest_each([(text, kinds)], embed, top)[0]

    def nearest_each(self, asked: Sequence[tuple[str, Iterable[str]]], embed: Embed, top: int = 3) -> list[Nearest]:
        """``nearest`` for several (text, kinds), embedded in one call."""
        queries = [strip(text) for text, _ in asked]
        todo = [i for i, query in enumerate(queries) if query and self._rows]
        found = [Nearest((), ())] * len(asked)
        if not todo:
            return found
        vectors = _unit(np.asarray(embed([queries[i] for i in todo]), dtype=np.float32))
        scores = vectors @ self.matrix(embed).T
        for row, i in zip(scores, todo):
            wanted, best = set(asked[i][1]), {}
            for (index, _), score in zip(self._rows, row.tolist()):
                if self.nodes[index].kind in wanted and score > best.get(index, -2.0):
                    best[index] = score
            order = sorted(best, key=lambda n: -best[n])[:top]
            found[i] = Nearest(tuple(self.nodes[n].node_id for n in order), tuple(round(best[n], 3) for n in order))
        return found

    # -- links --

    def question_link(self, question: str, taken: Sequence[tuple[int, int]], embed: Embed) -> Link | None:
        """The node a question names by meaning: the best phrase of a kind word ("the organizers aspect") outside
        the spans the rules read (``taken``), else the whole question among the indicators and the kinds it
        names. One embedding call; the confidence is the cosine."""
        phrases = self._phrases(question, taken)
        asked = [(question[s:e], [kind]) for kind, (s, e) in phrases]
        asked.append((question, {"indicator", *asked_kinds(question)}))
        nearest = self.nearest_each(asked, embed)
        links = [self._link(near, (s, e), question[s:e], None) for near, (_, (s, e)) in zip(nearest, phrases)]
        picked = [link for link in links if link is not None]
        return max(picked, key=lambda link: link.confidence) if picked else self._link(nearest[-1], None, "", None)

    def phrase_links(self, text: str, taken: Sequence[tuple[int, int]], embed: Embed,
                     confidence: float) -> list[Link]:
        """The phrases a kind word governs ("indikator pengelolaan BMN") outside the spans the rules read
        (``taken``) and sharing a word stem with some node's names (a passage pays for no embedding
        otherwise), each linked to the node of that kind it paraphrases, if any, at ``confidence``."""
        phrases = [(kind, (s, e)) for kind, (s, e) in self._phrases(text, taken) if self._known_words(text[s:e])]
        if not phrases:
            return []
        nearest = self.nearest_each([(text[s:e], [kind]) for kind, (s, e) in phrases], embed)
        links = [self._link(near, (s, e), text[s:e], confidence) for near, (_, (s, e)) in zip(nearest, phrases)]
        return [link for link in links if link is not None]

    @staticmethod
    def _phrases(text: str, taken: Sequence[tuple[int, int]]) -> list[tuple[str, tuple[int, int]]]:
        """``kind_phrases`` where the rules read nothing: neither the phrase nor its kind word ("Indikator 3")."""
        return [(kind, span) for kind, word, span in kind_phrases(text)
                if not any(s < span[1] and span[0] < e or s < word[1] and word[0] < e for s, e in taken)]

    def _known_words(self, phrase: str) -> bool:
        return bool(stems(phrase) & self._stems)

    def _link(self, nearest: Nearest, span: tuple[int, int] | None, surface: str,
              confidence: float | None) -> Link | None:
        node_id = nearest.pick(self.min_cosine, self.min_margin)
        if node_id is None:
            return None
        return Link(node_id, "paraphrase", confidence if confidence is not None else nearest.cosines[0], span,
                    surface, nearest.ids, nearest.reason(self.names))


def kind_phrases(text: str) -> list[tuple[str, tuple[int, int], tuple[int, int]]]:
    """(kind, the kind word's span, the phrase's span) for the content words each kind word governs: up to
    ``PHRASE_WORDS`` words after it ("indikator pengelolaan BMN") or before it ("the organizers aspect"), each
    side ending at punctuation or a function word; words between two kind words belong to the second
    ("aspect of the governance domain").

    >>> text = "Aspek Audit TIK, yaitu indikator pelaksanaan audit"
    >>> [(k, text[s:e]) for k, _, (s, e) in kind_phrases(text)]
    [('indicator', 'pelaksanaan audit'), ('aspect', 'Audit TIK')]
    >>> kind_phrases("it has 4 domains, 8 aspects and 47 indicators present in every agency")
    []
    >>> text = "the weight of the ICT aspect of the governance domain"
    >>> [(k, text[s:e]) for k, _, (s, e) in kind_phrases(text)]
    [('aspect', 'ICT'), ('domain', 'governance')]
    """
    found = []
    for kind, pattern in KIND_RE.items():
        for match in pattern.finditer(text):
            if COUNT_RE.search(text, 0, match.start()):
                continue  # "47 indicators", "3 domain": a count, naming no node
            for side in (_after(text, match.end()), _before(text, match.start())):
                if side is not None:
                    found.append((kind, match.span(), side))
    return found


def _kind_word(word: re.Match[str]) -> bool:
    return any(pattern.fullmatch(word.group(0)) for pattern in KIND_RE.values())


def _content(words: list[re.Match[str]]) -> tuple[int, int] | None:
    if not any(len(w.group(0)) >= 3 and not w.group(0).isdigit() for w in words):
        return None
    return words[0].start(), words[-1].end()


def _after(text: str, end: int) -> tuple[int, int] | None:
    stop = BREAK_RE.search(text, end)
    words = list(WORD_RE.finditer(text, end, stop.start() if stop else len(text)))
    while words and words[0].group(0).lower() in LINKING_WORDS | {"called", "named"}:
        words.pop(0)
    taken = []
    for word in words[:PHRASE_WORDS + 1]:
        if _kind_word(word):
            return None  # the words before a kind word are its phrase
        if word.group(0).lower() in ENDING_WORDS or len(taken) == PHRASE_WORDS:
            break
        taken.append(word)
    while taken and taken[-1].group(0).lower() in LINKING_WORDS:
        taken.pop()
    return _content(taken)


def _before(text: str, start: int) -> tuple[int, int] | None:
    stops = list(BREAK_RE.finditer(text, 0, start))
    begin = stops[-1].end() if stops else 0
    words = list(WORD_RE.finditer(text, begin, start))
    taken: list[re.Match[str]] = []
    for word in reversed(words[-PHRASE_WORDS:]):
        if word.group(0).lower() in FUNCTION_WORDS or _kind_word(word):
            break
        taken.insert(0, word)
    return _content(taken)


def stems(text: str) -> set[str]:
    """The first five letters of each content word of ``text`` (a cheap test of shared vocabulary).

    >>> sorted(stems("the e-procurement service of SPBE"))
    ['procu', 'servi']
    """
    words = re.findall(r"[^\W_]+", strip(text).lower())
    return {w[:5] for w in words if len(w) >= 3 and w not in FUNCTION_WORDS}


def asked_kinds(text: str) -> list[str]:
    """The SPBE kinds ``text`` names by a kind word."""
    return [kind for kind, pattern in KIND_RE.items() if pattern.search(text)]


def _unit(matrix: np.ndarray) -> np.ndarray:
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    return matrix / np.where(norms == 0, 1.0, norms)


def _read(path: Path, key: str) -> np.ndarray | None:
    try:
        with np.load(path) as saved:
            return saved["matrix"] if str(saved["key"]) == key else None
    except (OSError, KeyError, ValueError):
        return None


def _write(path: Path, key: str, matrix: np.ndarray) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_suffix(".tmp.npz")
        np.savez(temporary, key=np.array(key), matrix=matrix)
        temporary.replace(path)
    except OSError as exc:  # a read-only data dir: the vectors stay in memory
        log.warning("SPBE node vectors not saved to %s: %s", path, exc)
