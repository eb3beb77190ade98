"""An in-memory snapshot of the searchable corpus: the BM25 index and which chunks sit under which node.

Lexical ranking (BM25, via bm25s) needs an index of every child text, and the graph walk
needs to know which scope nodes have passages at all (only those can be candidates). Both
come from a read of the child chunks a question may see (a document being written shows its
last committed version), rebuilt when the corpus signature changes (a document began, committed
or finished writing, in this process or another one). The read goes in pages of internal node ids, so no
one query's result grows with the corpus (FalkorDB aborts a query over its memory cap).

Reading 100k children and indexing them took 11 s, paid by the first question of every process:
the snapshot is kept in the data directory (``<data>/snapshots/corpus-<signature digest>/``) and
read back (BM25 memory-mapped) while the signature is the one it was built for. A question with anchors
scores only the walked scopes' children when that is cheaper (engine/pipeline/postings.py).
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import re
import shutil
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from functools import cache
from importlib.metadata import version
from typing import TYPE_CHECKING, Iterable

import numpy as np

from engine.pipeline.postings import scoped_cheaper, scoped_scores
from graph.store import GraphStore, Row

if TYPE_CHECKING:
    import bm25s

log = logging.getLogger(__name__)
# bm25s's English list has 33 words; questions are mostly function words ("what", "when", "do", "can
# I", "my"), and every passage shares those, which made "shares a word with the question" meaningless.
OWN_STOPWORDS = frozenset("""
    what when where which who whom whose why how do does did done can could may might must shall should will
    would i me my mine we our ours you your yours he him his she her hers they them their theirs its am been
    being have has had having get gets got need needs any some much many more most other own same so than too
    very just also about from up down out over under again further once here there all both each few nor only
    tell please know want like make use used using per via etc
    apa yang untuk dan di ini itu dengan dari ke pada adalah saja bagaimana berapa siapa kapan mana atau juga
    dalam oleh akan sudah telah bisa dapat harus ada tidak
""".split())


@cache
def stopwords() -> frozenset[str]:
    """bm25s's English stop words and ours. A function, not a constant: importing bm25s costs 0.4 s
    (scipy), which a question answered from the graph never needs to pay."""
    from bm25s.stopwords import STOPWORDS_EN

    return frozenset(STOPWORDS_EN) | OWN_STOPWORDS

# From this many children on, lexical ranks only the walked scopes' children (equal scores in corpus order);
# below, every child as before (argpartition's order): 0.1 ms a query, and the same answers as before it.
RANK_WITHIN = 20_000
# Node ids per corpus_children query, so at most this many children per result, whatever the corpus's size:
# FalkorDB held +45 MB while answering one (37k children at 100k; 1.2 KB a row), where every child in one
# result took +118 MB at 100k and ~0.9 GB at 1M, against its per-query memory cap (STRATA_GRAPH_QUERY_MEMORY_MB).
# Smaller pages cost more round trips (each ~1 ms) for no gain: docs/benchmarks.md, "The snapshot read in pages".
PAGE_IDS = 50_000
READ_ATTEMPTS = 3  # reads of every page when a write moves the signature meanwhile (see ``_children``)
SNAPSHOT_FORMAT = 1  # bump when what is saved changes: older snapshots are then rebuilt
TOKEN_RE = re.compile(r"(?u)\b\w\w+\b")  # bm25s's own token pattern


def tokenize(texts: list[str]) -> list[list[str]]:
    """Lower-case word tokens without stop words: what bm25s indexes, without its per-call overhead
    (composing an answer tokenizes every sentence of the top passages)."""
    stop = stopwords()
    return [[t for t in TOKEN_RE.findall(text.lower()) if t not in stop] for text in texts]


@dataclass
class Corpus:
    """Child chunks in index order, their parents, documents and node links, and a BM25 index."""

    signature: tuple
    chunk_ids: list[str] = field(default_factory=list)
    parent_ids: list[str] = field(default_factory=list)
    doc_ids: list[str] = field(default_factory=list)
    node_ids: list[tuple[str, ...]] = field(default_factory=list)
    by_node: dict[str, np.ndarray] = field(default_factory=dict)  # node id -> child indexes
    _bm25: "bm25s.BM25 | None" = None
    _bm25_saved: Path | None = None  # a snapshot's index, opened on first use (see ``bm25``)
    built_seconds: float = 0.0
    source: str = "graph"  # "graph": read and indexed now; "disk": a saved snapshot of the same signature
    _parent_of: dict[str, str] | None = None
    _children_of: dict[str, np.ndarray] | None = None
    _sections_of: dict[str, list[str]] | None = None

    @classmethod
    def load(cls, store: GraphStore, folder: Path | None = None) -> "Corpus":
        """The snapshot of the corpus as it is now: read from ``folder`` when one was saved there for the
        current signature, else read from the graph and indexed (and saved there for the next process)."""
        started = time.perf_counter()
        current = signature(store)
        saved = _snapshot_dir(folder, current) if folder is not None else None
        corpus = _read(saved, current) if saved is not None else None
        if corpus is None:
            corpus = cls.build(store, current)
            if folder is not None:  # the signature it was read at (a write during the read moves it)
                _write(corpus, _snapshot_dir(folder, corpus.signature))
        corpus.built_seconds = time.perf_counter() - started
        log.info("corpus snapshot (%s): %d child chunks, %d linked nodes, %.2f s", corpus.source, len(corpus),
                 len(corpus.by_node), corpus.built_seconds)
        return corpus

    @classmethod
    def build(cls, store: GraphStore, current: tuple, page: int = PAGE_IDS) -> "Corpus":
        """Read every child questions may see from the graph (``page`` node ids a query) and index it."""
        rows, current = _children(store, current, page)
        corpus = cls(signature=current)
        texts: list[str] = []
        by_node: dict[str, list[int]] = {}
        for index, row in enumerate(rows):
            corpus.chunk_ids.append(row["id"])
            corpus.parent_ids.append(row["parent_id"])
            corpus.doc_ids.append(row["doc_id"])
            nodes = tuple(row["node_ids"] or ())
            corpus.node_ids.append(nodes)
            for node in nodes:
                by_node.setdefault(node, []).append(index)
            texts.append(row["text"] or "")
        corpus.by_node = {node: np.asarray(ix, dtype=np.int64) for node, ix in by_node.items()}
        if texts:
            import bm25s

            corpus._bm25 = bm25s.BM25()
            corpus._bm25.index(bm25s.tokenize(texts, stopwords=sorted(stopwords()), show_progress=False),
                               show_progress=False)
        return corpus

    @property
    def bm25(self) -> "bm25s.BM25 | None":
        """The BM25 index; a saved one is opened (memory-mapped) by the first lexical search, so a question
        the graph answers never imports bm25s."""
        saved = self._bm25_saved
        if self._bm25 is None and saved is not None:
            import bm25s

            try:
                self._bm25 = bm25s.BM25.load(saved, mmap=True, show_progress=False)
            except (OSError, ValueError) as exc:  # a newer snapshot replaced it: this pipeline is being rebuilt
                log.warning("BM25 snapshot %s unreadable (%s): this question is ranked without it", saved, exc)
        return self._bm25

    def has_word(self, word: str) -> bool:
        """Whether any passage holds ``word`` (a BM25 token: lower case, unstemmed); True with no index."""
        bm25 = self.bm25
        return bm25 is None or word in bm25.vocab_dict

    @property
    def parent_of(self) -> dict[str, str]:
        """child chunk id -> parent chunk id (built on first use)."""
        if self._parent_of is None:
            self._parent_of = dict(zip(self.chunk_ids, self.parent_ids))
        return self._parent_of

    def __len__(self) -> int:
        return len(self.chunk_ids)

    @property
    def linked_nodes(self) -> list[str]:
        """Every scope node at least one passage is linked to: the only nodes worth walking to."""
        return list(self.by_node)

    def members(self, node_ids: Iterable[str]) -> np.ndarray:
        """Sorted indexes of the children linked to any of ``node_ids``: the walked scopes' passages. (A flag
        per child, then its indexes: a memset and a scan, 0.1 ms at 300k children; sorting the scopes' lists
        together with ``np.unique`` cost 1-6 ms, the nested scopes sharing most of their children.)"""
        wanted = np.zeros(len(self), dtype=bool)
        for node in node_ids:
            index = self.by_node.get(node)
            if index is not None:
                wanted[index] = True
        return np.flatnonzero(wanted)

    def lexical(self, query: str, k: int, within: np.ndarray | None = None) -> list[tuple[str, float]]:
        """The ``k`` best children by BM25 (chunk id, score), zero scores dropped, among ``within`` (sorted
        indexes, from ``members``; None: every child).

        From ``RANK_WITHIN`` children on, only ``within`` is ranked (ranking every child with the others
        zeroed was most of the stage's time: ``argpartition`` over the corpus, 1.4 ms a query at 300k
        children), equal scores in index order, so both ways of scoring (``scores``) rank alike. Below it every
        child is ranked as before: equal scores keep the order ``argpartition`` leaves them in, so answers on
        small corpora (the quality sets) stay exactly what they were (docs/benchmarks.md, "BM25 over the walked
        scopes")."""
        if self.bm25 is None or not len(self):
            return []
        tokens = tokenize([query])[0]
        if not tokens:
            return []
        if within is None or len(self) < RANK_WITHIN:
            scores = self.bm25.get_scores(tokens)
            if within is not None:
                wanted = np.zeros(len(self), dtype=bool)
                wanted[within] = True
                scores = np.where(wanted, scores, 0.0)
            k = min(k, len(scores))
            top = np.argpartition(-scores, k - 1)[:k]
            top = top[np.argsort(-scores[top], kind="stable")]
            return [(self.chunk_ids[i], float(scores[i])) for i in top if scores[i] > 0]
        scores = self.scores(tokens, within)
        positive = np.flatnonzero(scores > 0)
        if len(positive) > k:  # the k-th best score, then every child scoring at least that, ties included
            kth = -np.partition(-scores[positive], k - 1)[k - 1]
            positive = positive[scores[positive] >= kth]
        best = positive[np.lexsort((positive, -scores[positive]))][:k]  # by score, then index
        return [(self.chunk_ids[within[i]], float(scores[i])) for i in best]

    def matching_parents(self, query: str, parents: Iterable[str]) -> set[str]:
        """Those of ``parents`` with a child sharing a content word with ``query`` (BM25 score > 0).

        Only the parents being judged are looked at: collecting every matching parent of a
        100k-chunk corpus cost 8 ms a question.
        """
        if self.bm25 is None or not len(self):
            return set()
        tokens = tokenize([query])[0]
        parents = [p for p in parents if p in self.children_of]
        if not tokens or not parents:
            return set()
        within = np.unique(np.concatenate([self.children_of[p] for p in parents]))
        scores = self.scores(tokens, within)
        return {self.parent_ids[i] for i in within[scores > 0]}

    def scores(self, tokens: list[str], within: np.ndarray) -> np.ndarray:
        """BM25 of the children ``within`` (sorted indexes) for ``tokens``, bit for bit what bm25s gives them.

        bm25s scores every child (a float32 array the corpus's size, each token's postings added in turn):
        linear in the corpus, if cheap per child. Looking up only ``within`` in the tokens' postings costs
        what they and the postings do, which pays off for few children and long postings at a large corpus
        (engine/pipeline/postings.py: the lookup, and the cost model deciding from those sizes)."""
        bm25 = self.bm25
        assert bm25 is not None
        ids = bm25.get_tokens_ids(tokens)
        data, indices, indptr = (np.asarray(bm25.scores[name]) for name in ("data", "indices", "indptr"))
        at = np.asarray(ids, dtype=np.int64)
        if bm25.nonoccurrence_array is None and \
                scoped_cheaper(len(within), (indptr[at + 1] - indptr[at]).tolist(), len(self)):
            return scoped_scores(data, indices, indptr, ids, within, np.dtype(bm25.dtype))
        return bm25.get_scores_from_ids(ids)[within]  # (BM25L/BM25+, not what Corpus builds: always bm25s's)

    def sections_of(self, doc_id: str) -> list[str]:
        """The parent chunk ids of one document, in corpus order (an index built on first use)."""
        if self._sections_of is None:
            grouped: dict[str, dict[str, None]] = {}
            for doc, parent in zip(self.doc_ids, self.parent_ids):
                grouped.setdefault(doc, {})[parent] = None
            self._sections_of = {doc: list(parents) for doc, parents in grouped.items()}
        return self._sections_of.get(doc_id, [])

    @property
    def children_of(self) -> dict[str, np.ndarray]:
        """parent chunk id -> indexes of its children (built on first use)."""
        if self._children_of is None:
            grouped: dict[str, list[int]] = {}
            for index, parent in enumerate(self.parent_ids):
                grouped.setdefault(parent, []).append(index)
            self._children_of = {p: np.asarray(ix, dtype=np.int64) for p, ix in grouped.items()}
        return self._children_of


def _children(store: GraphStore, current: tuple, page: int) -> tuple[list[Row], tuple]:
    """Every child questions may see, by chunk id (the snapshot's order: indexes are positions), and the
    signature it is the corpus of.

    Pages are separate queries, so a write between two could show a document's old children from one page
    and its new ones from the next: read again while the signature moved meanwhile. If it keeps moving, the
    last read is labelled with the signature before it, which the engine then sees is stale and rebuilds."""
    for attempt in range(READ_ATTEMPTS):
        rows = _pages(store, page)
        after = signature(store)
        if after == current or attempt == READ_ATTEMPTS - 1:
            break
        log.info("the corpus changed while it was read: reading it again")
        current = after
    rows.sort(key=lambda row: row["id"])
    return rows, current


def _pages(store: GraphStore, page: int) -> list[Row]:
    """The rows of ``corpus_children`` over every Chunk's node ids, ``page`` ids a query (at most that many rows:
    one result stays the same size however large the corpus)."""
    span = store.run("corpus_children_span")
    first, last = (span[0]["id_first"], span[0]["id_last"]) if span else (None, None)
    if first is None:
        return []
    statement = store.statement("corpus_children")
    rows: list[Row] = []
    for lo in range(first, last + 1, page):
        rows += store.query(statement, {"lo": lo, "hi": lo + page})
    return rows


def _snapshot_dir(folder: Path, current: tuple) -> Path:
    """Where the snapshot of ``current`` is kept: one directory per signature (and format, bm25s version)."""
    key = json.dumps([SNAPSHOT_FORMAT, version("bm25s"), list(current)], default=str)
    return folder / f"corpus-{hashlib.sha256(key.encode()).hexdigest()[:16]}"


def _read(path: Path, current: tuple) -> Corpus | None:
    """The snapshot saved at ``path``; None when there is none (or it cannot be read: it is rebuilt)."""
    if not (path / "children.json").is_file():
        return None
    try:
        lists = json.loads((path / "children.json").read_text(encoding="utf-8"))
        corpus = Corpus(signature=current, chunk_ids=lists["chunk_ids"], parent_ids=lists["parent_ids"],
                        doc_ids=lists["doc_ids"], node_ids=[tuple(n) for n in lists["node_ids"]], source="disk")
        by_node: dict[str, list[int]] = {}
        for index, nodes in enumerate(corpus.node_ids):
            for node in nodes:
                by_node.setdefault(node, []).append(index)
        corpus.by_node = {node: np.asarray(ix, dtype=np.int64) for node, ix in by_node.items()}
        if (path / "bm25").is_dir():
            corpus._bm25_saved = path / "bm25"
    except (OSError, ValueError, KeyError, TypeError) as exc:
        log.warning("corpus snapshot %s unreadable (%s): rebuilding it", path, exc)
        shutil.rmtree(path, ignore_errors=True)
        return None
    return corpus


def _write(corpus: Corpus, path: Path) -> None:
    """Save ``corpus`` at ``path`` (written aside, then renamed: a reader never sees half of one) and drop
    the snapshots of other signatures. A read-only or full data directory only costs the next start."""
    if not path.parent.parent.is_dir():  # no data directory (server stores): nowhere to keep it, and
        return                              # commands that only read never create one
    temporary = path.with_name(f".{path.name}.{uuid.uuid4().hex[:8]}")
    try:
        path.parent.mkdir(exist_ok=True)
        temporary.mkdir()
        if corpus.bm25 is not None:
            corpus.bm25.save(temporary / "bm25", show_progress=False)
        lists = {"chunk_ids": corpus.chunk_ids, "parent_ids": corpus.parent_ids, "doc_ids": corpus.doc_ids,
                 "node_ids": [list(n) for n in corpus.node_ids]}
        (temporary / "children.json").write_text(json.dumps(lists), encoding="utf-8")
        if path.exists():  # another process saved the same snapshot meanwhile
            shutil.rmtree(temporary, ignore_errors=True)
        else:
            os.replace(temporary, path)
    except OSError as exc:
        log.warning("could not save the corpus snapshot in %s (%s): the next start rebuilds it", path.parent, exc)
        shutil.rmtree(temporary, ignore_errors=True)
        return
    for other in path.parent.glob("corpus-*"):
        if other != path:
            shutil.rmtree(other, ignore_errors=True)


def forget_snapshots(folder: Path) -> None:
    """Drop every saved snapshot: the graph changed in a way the signature does not show (a repair by
    ``strata doctor``, a hand-written Cypher write)."""
    for saved in folder.glob("corpus-*"):
        shutil.rmtree(saved, ignore_errors=True)


def signature(store: GraphStore) -> tuple:
    """Changes when a document begins, commits or finishes a version, is relinked or loses chunks: what
    questions may see of it changes then. One node lookup: every such write moves the Corpus node's version
    in its own statement (cypher/common/corpus_version.cypher); reading every Document instead cost 2 ms at
    100k children, linear in documents. A graph without that node (written before it existed, and not
    opened by ``Engine.open`` since) is read the old way."""
    rows = store.run("corpus_version")
    if rows:
        return "version", rows[0].get("version"), rows[0].get("changed")
    rows = store.run("corpus_signature")
    row = rows[0] if rows else {}
    return row.get("documents"), row.get("chunks"), row.get("last"), row.get("changed")
