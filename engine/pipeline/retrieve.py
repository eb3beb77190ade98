"""Retrieval: vector ranking inside the walk's candidates, fusion with BM25, multi-query, parent expansion.

The deterministic query variants (the question, the question with its anchors spelled out
from the graph, the question's topic without its place words) are each ranked by BM25 among
the candidate nodes' children; one dense query (the topic for a place question, else the
spelled-out question) is ranked by cosine in Qdrant filtered to the candidates, and once over
everything (general passages name no node, and passages about other places are what an
abstention must name); LLM variants, when configured, are embedded and ranked too. Embedding
one text instead of three keeps a question near the cost of plain vector search (bench/query.py).
All these looks go to the vector store as one batch (one pass over its segments), payloads cut to
the parent id: the scoped and the unscoped look cost about one search. A single search boosted by
scope could not replace them: the candidates' passages beyond its top k would never be seen.
All lists are merged by
reciprocal rank fusion (Cormack et al. 2009, k = 60), children are grouped into their
parents (a parent scores as its best child), and parents are ordered by their relation to
the question (exact, then broader/narrower by δ, then unscoped) and fused score.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Sequence

from engine.models import Anchor, Evidence, QuestionScope, Slot, WalkedNode
from engine.pipeline.answerability import (LEXICAL_SHARE, Judgement, Topic, answering_first, can_state, judge,
                                           outstated_share, titled_on_topic, topic_of)
from engine.pipeline.corpus import Corpus
from engine.pipeline.parents import ParentCache
from engine.pipeline.scope import PIVOT_RE, SET_ASIDE_RE, ScopeDetector
from engine.pipeline.timing import timed
from engine.pipeline.topic_neighbours import as_close_as_elsewhere
from engine.pipeline.unfinished import UnfinishedDocuments
from engine.pipeline.walk import RANK, GraphWalk
from engine.stores.vectors.base import Search, Unfinished
from graph.store import GraphStore

RRF_K = 60
PER_LIST = 20  # children taken from each ranked list
MAX_PARENTS = 20  # parents fetched from the graph and judged (plus those of the unfiltered look's best)
# Sections of an in-scope document that no search reached, read for a place question's topic (``_sections``): at most
# this many a document, and only for this many documents (the best in-scope ones).
SECTIONS_READ, SECTION_DOCUMENTS = 8, 3
OUTSIDE_KEPT = 10  # children of the unfiltered look whose parents are always judged
# A passage this far below the most relevant one is not about the question, whatever its scope:
# an exact-scope passage on another topic must not beat a broader one on the asked topic.
RELEVANCE_MARGIN = 0.12
# Cosine alone rates every wildfire text "similar" to every wildfire question (0.5 for a defensible
# space rule against "are burning permits suspended?"): a passage must also share a content word
# with the question (BM25 > 0), unless its cosine is this high (a paraphrase with no shared word).
STRONG_RELEVANCE = 0.6
# A passage in scope whose sentences state this share of the question's topic word for word is about it, however
# low the cosine of a short topic ("can i burn leaves": 0.27 to a notice that says "residents may burn leaves").
STATED_SHARE = 0.9
NAMED_RELEVANCE = 0.15  # floor for a passage exactly about the indicator/program the question names
TRACED_CANDIDATES = 50  # the walk's candidate nodes, nearest first, an answer's trace keeps
DISJOINT = frozenset({"disjoint", "unrelated"})
SPBE_KINDS = ("indicator", "aspect", "domain")


def rrf(rankings: Sequence[Sequence[str]], k: int = RRF_K) -> dict[str, float]:
    """Reciprocal rank fusion: Σ 1 / (k + rank) over the lists an item appears in (rank from 1).

    >>> sorted(rrf([["a", "b"], ["b", "c"]]).items(), key=lambda kv: -kv[1])[0][0]
    'b'
    """
    scores: dict[str, float] = {}
    for ranking in rankings:
        for rank, item in enumerate(ranking, start=1):
            scores[item] = scores.get(item, 0.0) + 1.0 / (k + rank)
    return scores


@dataclass
class Retrieval:
    """What retrieval found: in-scope/general evidence ranked, passages about other scopes apart."""

    evidence: list[Evidence] = field(default_factory=list)
    others: list[Evidence] = field(default_factory=list)  # disjoint: about another place/indicator/program
    queries: list[str] = field(default_factory=list)
    candidates: int = 0  # candidate nodes the walk produced (0 with no anchors)
    walked: list[WalkedNode] = field(default_factory=list)  # the nearest of them, with δ and relation
    timings: dict[str, float] = field(default_factory=dict)
    # a place question's topic and, per passage (chunk id), whether it states it (answerability.py);
    # None: not judged (no place asked), every passage in scope counts as it did before
    topic: Topic | None = None
    judged: dict[str, Judgement] = field(default_factory=dict)

    def answers(self, evidence: Evidence) -> bool:
        """Whether ``evidence`` states what was asked (always, when answerability was not judged)."""
        if self.topic is None:
            return True
        judgement = self.judged.get(evidence.chunk_id)
        return judgement is not None and judgement.answers

    @property
    def retrieved_doc_ids(self) -> list[str]:
        return list(dict.fromkeys(e.doc_id for e in self.evidence))


class Retriever:
    """Graph-first retrieval over one corpus snapshot; built by the engine, reused per question."""

    def __init__(self, store: GraphStore, vectors, embedder, corpus: Corpus, walk: GraphWalk,
                 detector: ScopeDetector, *, min_relevance: float, reranker=None, per_list: int = PER_LIST,
                 max_parents: int = MAX_PARENTS, outside_kept: int = OUTSIDE_KEPT,
                 relevance_margin: float = RELEVANCE_MARGIN, strong_relevance: float = STRONG_RELEVANCE,
                 named_relevance: float = NAMED_RELEVANCE, traced_candidates: int = TRACED_CANDIDATES,
                 parents: ParentCache | None = None) -> None:
        self.store, self.vectors, self.embedder = store, vectors, embedder
        # parent rows by id, for one corpus signature
        self.parents = parents if parents is not None else ParentCache(store, corpus.signature)
        # the documents being written, read again only when the vector store's stamp moved
        self.unfinished = UnfinishedDocuments(store, vectors, corpus.signature)
        self.corpus, self.walk, self.detector = corpus, walk, detector
        self.min_relevance = min_relevance
        self.reranker = reranker  # optional CrossEncoderReranker (engine/pipeline/rerank.py)
        self.per_list, self.max_parents, self.outside_kept = per_list, max_parents, outside_kept
        self.relevance_margin, self.strong_relevance = relevance_margin, strong_relevance
        self.named_relevance = named_relevance
        self.traced_candidates = traced_candidates

    def retrieve(self, question: str, scope: QuestionScope, anchors: Sequence[Anchor], *,
                 within: Sequence[str] | None = None, variants: Sequence[str] | None = None,
                 k: int = 5) -> Retrieval:
        """Ranked evidence for ``question``; ``within`` restricts to passages under those nodes."""
        timings: dict[str, float] = {}
        with timed(timings, "walk"):
            candidates = self.walk.candidates(anchors) if anchors else None
            walked = self.walk.nearest(anchors, self.traced_candidates) if anchors else []
            if within:
                candidates = list(within) if candidates is None else \
                    [c for c in candidates if c in set(within)] or list(within)

        with timed(timings, "embed"):
            asked = self.topic_words(question) if any(a.kind == "place" for a in anchors) else None
            topic = self.topic(question, asked) if asked is not None else None
            spelled = self.variants(question, scope, anchors)
            # One dense query carries the question best: its topic when it names a place (the candidate
            # filter already says where), its anchors spelled out otherwise. Every deterministic rewrite
            # is ranked lexically; LLM variants, when configured, are embedded and fused too.
            main = topic or (spelled[0] if spelled else question)
            dense = list(dict.fromkeys([main, *(variants or [])]))
            lexical_queries = list(dict.fromkeys([question, *spelled, *([topic] if topic else []),
                                                  *(variants or [])]))
            vectors = self.embedder.encode_query(dense)

        with timed(timings, "vector"):
            rankings: list[list[str]] = []
            cosine: dict[str, float] = {}
            relevance: dict[str, float] = {}  # judged on the main dense query
            payloads: dict[str, dict] = {}
            filtered = candidates is not None
            looks_outside = filtered and not within  # general passages and other scopes: one unfiltered look

            def searches(unfinished: Unfinished) -> list[Search]:
                # filtered to the candidates (an empty list finds nothing), or over everything with no anchors
                looks = [Search(vector, self.per_list, node_ids=candidates, unfinished=unfinished)
                         for vector in vectors]
                return looks + [Search(vectors[0], self.per_list, unfinished=unfinished)] if looks_outside else looks

            # a document being written (or left so by a crash) is searched as its last finished version
            found = self.unfinished.search(searches, fields=("parent_id",))
            for index, hits in enumerate(found[:len(vectors)]):
                rankings.append(self._note(hits, cosine, payloads))
                if index == 0:
                    relevance.update((h.chunk_id, h.score) for h in hits)
            outside: list[str] = []  # the unfiltered look's best children: their parents are always judged
            if looks_outside:
                hits = found[-1]
                rankings.append(self._note(hits, cosine, payloads))
                relevance.update((h.chunk_id, h.score) for h in hits)
                outside = [h.chunk_id for h in hits[:self.outside_kept]]

        with timed(timings, "lexical"):
            within = self.corpus.members(candidates) if candidates is not None else None
            for query in lexical_queries:
                lexical = self.corpus.lexical(query, self.per_list, within) \
                    if (within is None or len(within)) else []
                rankings.append([chunk_id for chunk_id, _ in lexical])
            fused = rrf([r for r in rankings if r])

        with timed(timings, "expand"):
            result = Retrieval(queries=list(dict.fromkeys([*dense, *lexical_queries])),
                               candidates=len(candidates or ()), walked=walked, timings=timings)
            # a child the relevance query did not reach scores at most the weakest one it did reach
            floor = min(relevance.values(), default=-1.0)
            judged = {c: relevance.get(c, min(floor, cosine.get(c, -1.0))) for c in fused}
            parents = self._parents(fused, judged, payloads, keep=outside)
            worded = self.corpus.matching_parents(topic or question, [e.chunk_id for e in parents])
            for evidence in parents if anchors else ():
                self._place(evidence, anchors)
            asked_topic = topic_of(asked, self.corpus.has_word)
            if asked_topic is not None and anchors:
                parents += self._sections(parents, anchors)
            stating = _stating(asked_topic, [e for e in parents if e.relation not in DISJOINT])
            self._keep_relevant(parents, anchors, worded, result, stating)
        if self.reranker is not None and result.evidence:
            with timed(timings, "rerank"):
                scores = self.reranker.score(question, [e.text for e in result.evidence])
                for evidence, score in zip(result.evidence, scores):
                    evidence.score = round(score, 6)
        result.evidence.sort(key=_order)
        result.others.sort(key=lambda e: -e.score)
        result.topic = asked_topic
        if result.topic is None and any(a.kind in SPBE_KINDS for a in anchors):
            with timed(timings, "answerability"):  # lexical only (was not timed: ~2 ms an SPBE question at 100k)
                self._judge_beyond_named(question, result)
        elif result.topic is not None:
            with timed(timings, "answerability"):
                # other places' passages are only named in an abstention, never quoted: lexical is enough (those
                # that cannot state the topic are not read, and count as not answering: no judgement)
                others = judge(result.topic, [e for e in result.others if can_state(result.topic, e)])
                # the topic's vector is the main dense query when the question had a topic of its own
                nearest = max((e.cosine for e in result.evidence), default=1.0)
                needed = outstated_share(others, {e.chunk_id: e.cosine for e in result.others}, nearest)
                result.judged = judge(result.topic, result.evidence, topic_vector=vectors[0] if topic else None,
                                      encode=self.embedder.encode, lexical_share=needed)
                result.judged.update(others)
                result.judged.update(as_close_as_elsewhere(result.evidence, result.others, result.judged))
                result.judged.update(titled_on_topic(result.topic, result.evidence, result.judged))
                result.evidence = answering_first(result.evidence, result.judged)
        result.evidence = result.evidence[:k]
        return result

    def _keep_relevant(self, parents: list[Evidence], anchors: Sequence[Anchor], worded: set[str],
                       result: Retrieval, stating: set[str] = frozenset()) -> None:
        """The parents about the question, in-scope ones into ``result.evidence``, other scopes' apart.

        Relevance is relative within each group: passages about other places must not crowd out
        the asked place's own (less similar) ones, and vice versa. ``stating``: in-scope passages that state
        the question's topic word for word, kept whatever their cosine.
        """
        named = {a.id for a in anchors if a.kind != "place"}
        for group, target in (([e for e in parents if e.relation not in DISJOINT], result.evidence),
                              ([e for e in parents if e.relation in DISJOINT], result.others)):
            # a passage exactly about a named indicator or program is about what is asked: the named
            # thing is the topic ("What does Indikator 34 cover?"), unlike a place, which says where
            target += [e for e in group
                       if e.relation == "exact" and e.anchor in named and e.cosine >= self.named_relevance
                       or e.chunk_id in stating]
            group = [e for e in group if e not in target]
            group = [e for e in group if e.chunk_id in worded or e.cosine >= self.strong_relevance]
            best = max((e.cosine for e in group), default=-1.0)
            target += [e for e in group
                       if e.cosine >= self.min_relevance and e.cosine >= best - self.relevance_margin]

    # -- query variants --

    def variants(self, question: str, scope: QuestionScope, anchors: Sequence[Anchor]) -> list[str]:
        """Deterministic rewrite (no LLM): the anchors spelled out with their graph names.

        "defensible space in Paradise" -> "... Paradise (Butte County, California)" reaches the state
        and county rules; "Indikator 13" -> its Indonesian name and English gloss reaches text that
        never writes the number. The topic alone (``topic``) is always searched too.
        """
        # a place's admin chain adds nothing the candidate filter has not already ensured; an
        # indicator's or program's names do (text that never writes "Indikator 13")
        spelled = [self.detector.describe(a.id) for a in anchors if a.kind != "place"]
        spelled = [s for s in spelled if s and s.lower() not in question.lower()]
        return [f"{question} ({'; '.join(spelled)})"] if spelled else []

    def _judge_beyond_named(self, question: str, result: Retrieval) -> None:
        """An SPBE question: a passage exactly about the named indicator (aspect, domain) is about what is asked;
        one about a node above or below it (the aspect's text for "what evidence does indicator 27 need") must
        state the rest of the question, its words without the named node's, like a place question's passage."""
        named = [s for s in self.detector.slots(question) if s.kind in (*SPBE_KINDS, "year")]
        rest = strip_slots(question, named) if named else question
        topic = topic_of(rest, self.corpus.has_word) if rest != question else None
        if topic is None:
            return
        result.topic = topic
        result.judged = {e.chunk_id: Judgement(True, 1.0, None, "") for e in result.evidence if e.relation == "exact"}
        result.judged.update(judge(topic, [e for e in result.evidence if e.relation != "exact"]))
        result.judged.update(judge(topic, result.others))
        result.evidence = answering_first(result.evidence, result.judged)

    def topic(self, question: str, asked: str | None = None) -> str | None:
        """The question without its place words: what relevance is judged on (None: too little left).

        Only places are removed: "in Paradise" says where, not what, and would make every passage
        about Paradise look relevant. An indicator or a program named *is* what is asked about.
        ``asked``: ``topic_words(question)`` when already computed.
        """
        topic = self.topic_words(question) if asked is None else asked
        return topic if topic and topic != question and len(topic.split()) >= 2 else None

    def topic_words(self, question: str) -> str:
        """The question without its place and year words (possibly one word, or the question itself)."""
        return strip_slots(question, self.detector.topic_slots(question))

    # -- pieces --

    @staticmethod
    def _note(hits, cosine: dict[str, float], payloads: dict[str, dict]) -> list[str]:
        for hit in hits:
            cosine[hit.chunk_id] = max(cosine.get(hit.chunk_id, -1.0), hit.score)
            payloads.setdefault(hit.chunk_id, hit.payload)
        return [hit.chunk_id for hit in hits]

    def _parent(self, child: str, payloads: dict[str, dict]) -> str | None:
        """A child's parent chunk: from its vector payload (loaders/document.py: point_payload), else the corpus."""
        return (payloads.get(child) or {}).get("parent_id") or self.corpus.parent_of.get(child)

    def _sections(self, parents: Sequence[Evidence], anchors: Sequence[Anchor]) -> list[Evidence]:
        """The other sections of the in-scope documents among ``parents``, which no search reached: they count only
        when they state the question's topic word for word (``_stating``; no cosine). A county's burn ban states
        its fine under "Agricultural burning and penalty", a section whose words and meaning are far from "burn ban
        fine" but which, read under the document's title, says all of it."""
        seen = {e.chunk_id for e in parents}
        documents = list(dict.fromkeys(e.doc_id for e in parents if e.relation not in DISJOINT))[:SECTION_DOCUMENTS]
        wanted = [p for doc in documents for p in self.corpus.sections_of(doc)[:SECTIONS_READ] if p not in seen]
        rows = self.parents.rows(wanted) if wanted else {}
        found = []
        for parent in wanted:
            if (row := rows.get(parent)) is None:
                continue
            found.append(self._place(_evidence(parent, row, score=0.0, cosine=-1.0), anchors))
        return found

    def _place(self, evidence: Evidence, anchors: Sequence[Anchor]) -> Evidence:
        """``evidence`` with its scope relation to the question's anchors (the walk's verdict) filled in."""
        verdict = self.walk.judge(anchors, evidence.node_ids)
        evidence.relation, evidence.delta = verdict.relation, verdict.delta  # type: ignore[assignment]
        evidence.scope_node, evidence.lca, evidence.anchor = verdict.node, verdict.lca, verdict.anchor
        return evidence

    def _parents(self, fused: dict[str, float], cosine: dict[str, float], payloads: dict[str, dict],
                 keep: Sequence[str] = ()) -> list[Evidence]:
        """Children grouped into parents (best child's score and cosine), parents read from the graph.

        The best ``max_parents`` by fused score are judged, plus the parents of ``keep`` (the unfiltered
        search's best children): with many in-scope passages (every Oregon notice names Oregon) those would
        otherwise never be judged, and a general passage or one about another place could not be found.
        """
        best: dict[str, tuple[float, float]] = {}
        for child, score in fused.items():
            parent = self._parent(child, payloads)
            if parent is None:
                continue
            score_, cos = best.get(parent, (0.0, -1.0))
            best[parent] = (max(score_, score), max(cos, cosine.get(child, -1.0)))
        top = sorted(best, key=lambda p: -best[p][0])[:self.max_parents]
        for child in keep:
            parent = self._parent(child, payloads)
            if parent in best and parent not in top:
                top.append(parent)
        rows = self.parents.rows(top)
        found = []
        for parent in top:
            row = rows.get(parent)
            if row is None:  # a point whose chunk is gone (a concurrent re-ingest): skip, never cite it
                continue
            found.append(_evidence(parent, row, score=round(best[parent][0], 6), cosine=round(best[parent][1], 4)))
        return found


def _evidence(parent: str, row: dict, *, score: float, cosine: float) -> Evidence:
    """A parent passage read from the graph (``ParentCache.rows``) as evidence."""
    return Evidence(chunk_id=parent, doc_id=row["doc_id"], text=row["text"] or "",
                    header_path=row["header_path"] or None, page=row["page"], pages=list(row["pages"] or []),
                    table=row["table"], node_ids=list(row["node_ids"] or []), score=score, cosine=cosine)


def strip_slots(question: str, slots: Sequence[Slot]) -> str:
    """The question without its scope words ("in Paradise", "for MBC"): what it asks about.

    >>> strip_slots("Who inspects defensible space in San Diego, California?",
    ...             [Slot("place", 33, 42, "San Diego"), Slot("place", 44, 54, "California")])
    'Who inspects defensible space?'
    >>> strip_slots("can i grill in austin tx during the burn ban",
    ...             [Slot("place", 12, 14, "in"), Slot("place", 15, 24, "austin tx")])
    'can i grill during the burn ban'
    """
    kept, end = [], 0
    for slot in sorted(slots, key=lambda s: s.start):
        if slot.start < end:
            continue
        # the preposition before a slot goes with it, and so do the words that compare with it, set it aside or
        # turn to it ("compared to raleigh", "not illinois", "used to live in houston", "now im in dallas",
        # "what about bend"), but never into the slot before it
        before = question[end:slot.start]
        marker = SET_ASIDE_RE.search(before) or PIVOT_RE.search(before)
        kept.append(re.sub(r"\b(?:i|we|i'?m|we'?re)\s*$", "", before[:marker.start()], flags=re.I) if marker else
                    re.sub(r"\b(?:(?:in|at|for|of|near|around|the|di|untuk)\s*)?$", "", before, flags=re.I))
        end = slot.end
    text = "".join(kept) + question[end:]
    text = re.sub(r"\s+([?.,!])", r"\1", re.sub(r"\s{2,}", " ", text))
    text = re.sub(r",(?:\s*,)+", ",", text)  # "i used to live in X, now im in Y, where ...": one comma left
    return re.sub(r"[,;:]+(?=[?.!]|$)", "", text).strip(" ,").lstrip(".;: ")


def _stating(topic: Topic | None, evidence: Sequence[Evidence]) -> set[str]:
    """The passages of ``evidence`` whose sentences state ``topic`` word for word (``STATED_SHARE``), or, for a
    question asking for a value ("hosepipe ban fine"), state one of its kind with half the topic (``LEXICAL_SHARE``):
    "the maximum penalty for each offence is £1,000" under "hosepipe ban", worded "penalty", not "fine"."""
    if topic is None:
        return set()
    share = LEXICAL_SHARE if topic.amount else STATED_SHARE
    able = [e for e in evidence if can_state(topic, e, share)]  # the others are not read
    return {cid for cid, j in judge(topic, able, lexical_share=share).items() if j.answers}


def _order(evidence: Evidence) -> tuple:
    """Relation first (exact, then broader/narrower by δ, then unscoped), then fused relevance."""
    delta = evidence.delta if evidence.delta is not None else float("inf")
    return RANK[evidence.relation], delta, -evidence.score

