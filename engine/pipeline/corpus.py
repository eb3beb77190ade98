"""An in-memory snapshot of the searchable corpus: the BM25 index and which chunks sit under which node.

Lexical ranking (BM25, via bm25s) needs every child text in memory, and the graph walk
needs to know which scope nodes have passages at all (only those can be candidates). Both
come from one read of the child chunks a question may see (a document being written shows its
last committed version), rebuilt when the corpus signature changes (a document began, committed
or finished writing, in this process or another one).
"""

from __future__ import annotations

import logging
import re
import time
from dataclasses import dataclass, field
from typing import Iterable

import bm25s
import numpy as np
from bm25s.stopwords import STOPWORDS_EN

from graph.store import GraphStore

log = logging.getLogger(__name__)
# bm25s's English list has 33 words; questions are mostly function words ("what", "when", "do", "can
# I", "my"), and every passage shares those, which made "shares a word with the question" meaningless.
STOPWORDS = sorted(set(STOPWORDS_EN) | set("""
    what when where which who whom whose why how do does did done can could may might must shall should will
    would i me my mine we our ours you your yours he him his she her hers they them their theirs its am been
    being have has had having get gets got need needs any some much many more most other own same so than too
    very just also about from up down out over under again further once here there all both each few nor only
    tell please know want like make use used using per via etc
    apa yang untuk dan di ini itu dengan dari ke pada adalah saja bagaimana berapa siapa kapan mana atau juga
    dalam oleh akan sudah telah bisa dapat harus ada tidak
""".split()))


STOPWORD_SET = frozenset(STOPWORDS)
TOKEN_RE = re.compile(r"(?u)\b\w\w+\b")  # bm25s's own token pattern


def tokenize(texts: list[str]) -> list[list[str]]:
    """Lower-case word tokens without stop words: what bm25s indexes, without its per-call overhead
    (composing an answer tokenizes every sentence of the top passages)."""
    return [[t for t in TOKEN_RE.findall(text.lower()) if t not in STOPWORD_SET] for text in texts]


@dataclass
class Corpus:
    """Child chunks in index order, their parents, documents and node links, and a BM25 index."""

    signature: tuple
    chunk_ids: list[str] = field(default_factory=list)
    parent_ids: list[str] = field(default_factory=list)
    doc_ids: list[str] = field(default_factory=list)
    node_ids: list[tuple[str, ...]] = field(default_factory=list)
    by_node: dict[str, np.ndarray] = field(default_factory=dict)  # node id -> child indexes
    bm25: bm25s.BM25 | None = None
    built_seconds: float = 0.0
    _parent_of: dict[str, str] | None = None
    _children_of: dict[str, np.ndarray] | None = None

    @classmethod
    def load(cls, store: GraphStore) -> "Corpus":
        started = time.perf_counter()
        corpus = cls(signature=signature(store))
        texts: list[str] = []
        by_node: dict[str, list[int]] = {}
        for index, row in enumerate(store.run("corpus_children")):
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
            corpus.bm25 = bm25s.BM25()
            corpus.bm25.index(bm25s.tokenize(texts, stopwords=STOPWORDS, show_progress=False), show_progress=False)
        corpus.built_seconds = time.perf_counter() - started
        log.info("corpus snapshot: %d child chunks, %d linked nodes, %.2f s", len(texts), len(by_node),
                 corpus.built_seconds)
        return corpus

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

    def mask(self, node_ids: list[str] | None) -> np.ndarray | None:
        """Boolean mask of the children linked to any of ``node_ids`` (None: no restriction)."""
        if node_ids is None:
            return None
        mask = np.zeros(len(self), dtype=bool)
        for node in node_ids:
            index = self.by_node.get(node)
            if index is not None:
                mask[index] = True
        return mask

    def lexical(self, query: str, k: int, mask: np.ndarray | None = None) -> list[tuple[str, float]]:
        """The ``k`` best children by BM25 among ``mask`` (chunk id, score), zero scores dropped."""
        if self.bm25 is None or not len(self):
            return []
        tokens = tokenize([query])[0]
        if not tokens:
            return []
        scores = self.bm25.get_scores(tokens)
        if mask is not None:
            scores = np.where(mask, scores, 0.0)
        k = min(k, len(scores))
        top = np.argpartition(-scores, k - 1)[:k]
        top = top[np.argsort(-scores[top], kind="stable")]
        return [(self.chunk_ids[i], float(scores[i])) for i in top if scores[i] > 0]


    def matching_parents(self, query: str, parents: Iterable[str]) -> set[str]:
        """Those of ``parents`` with a child sharing a content word with ``query`` (BM25 score > 0).

        Only the parents being judged are looked at: collecting every matching parent of a
        100k-chunk corpus cost 8 ms a question.
        """
        if self.bm25 is None or not len(self):
            return set()
        tokens = tokenize([query])[0]
        if not tokens:
            return set()
        scores = self.bm25.get_scores(tokens)
        return {p for p in parents if p in self.children_of and scores[self.children_of[p]].max() > 0}

    @property
    def children_of(self) -> dict[str, np.ndarray]:
        """parent chunk id -> indexes of its children (built on first use)."""
        if self._children_of is None:
            grouped: dict[str, list[int]] = {}
            for index, parent in enumerate(self.parent_ids):
                grouped.setdefault(parent, []).append(index)
            self._children_of = {p: np.asarray(ix, dtype=np.int64) for p, ix in grouped.items()}
        return self._children_of


def signature(store: GraphStore) -> tuple:
    """Changes when a document finishes writing (count, chunk total, last finish time), and when one
    begins or commits a new version (``ledger_at``): what questions may see of it changes then too."""
    rows = store.run("corpus_signature")
    row = rows[0] if rows else {}
    return row.get("documents"), row.get("chunks"), row.get("last"), row.get("changed")
