"""The systems bench/quality.py compares, each ``question line -> result line`` in the contract shape.

Every system answers from the same opened ``Engine`` (same data dir, same embedded vector store, same
BM25 snapshot, same extractive composer), so only the retrieval and the decision differ:

* ``vector``     — plain vector RAG: the question's embedding, top children by cosine over every
  child chunk (as many as the engine's retriever takes from each list), parents deduplicated, the
  first k = 5 parents; ``answer`` when the best cosine is at least 0.30 (Strata's ``min_relevance``),
  else ``abstain``; it never warns.
* ``fusion``     — vector + lexical fusion rerank: the same nearest children and as many best BM25
  children, reciprocal rank fusion (k = 60), parents by their best child, first 5; the same decision
  rule as ``vector`` (best cosine >= 0.30).
* ``scope-only`` — granularity matching alone: Strata's scope detection and graph walk, then every
  passage linked to an exact, broader or narrower node of the question's anchors, ranked by relation
  and scope distance δ only (no relevance; ties in corpus order); ``answer`` when the best is exact,
  ``warn`` when broader/narrower, ``abstain`` when the question names no scope or nothing is linked.
* ``keyword``    — exact keyword matching: BM25 alone (the engine's bm25s snapshot, English stop
  words), first 5 parents; ``answer`` when any child shares a content word (BM25 > 0), else ``abstain``.
* ``strata``     — ``Engine.ask`` (graph-first retrieval, decide, extractive compose, computed
  admissions/SPBE answers, the SPBE audit), with sessions: lines sharing a ``session`` are one
  conversation. The baselines are stateless (a follow-up is asked as written).

Baselines answer with the engine's extractive composer (``engine.pipeline.compose.extract``) over their own
passages, so a citation means the same thing for every system. They never produce the audit fields
(indicator/aspect/domain/level), computed cutoffs or eligibility lists: those metrics score them 0.
"""

from __future__ import annotations

import time
from typing import Callable

from bench.metrics import parse_audit
from engine.pipeline.compose import extract
from engine.models import Evidence
from engine.pipeline.retrieve import rrf
from engine.pipeline.timing import ms_since
from engine.pipeline.walk import RANK

K = 5
MIN_COSINE = 0.30
IN_SCOPE = ("exact", "broader", "narrower")
SYSTEMS = ("vector", "fusion", "scope-only", "keyword", "strata")

System = Callable[[dict], dict]


class Systems:
    """Builds the five systems over one opened engine; ``systems[name](question_line) -> result``."""

    def __init__(self, engine, *, run_id: str = "run") -> None:
        self.engine = engine
        self.run_id = run_id  # session ids are prefixed with it: a cached data dir keeps old sessions
        self.pipeline = engine.pipeline()
        self.corpus = self.pipeline.corpus
        self.per_list = self.pipeline.retriever.per_list  # children taken from each ranked list, as the engine
        self._parents: dict[str, dict] = {}
        self._order = {chunk: index for index, chunk in enumerate(self.corpus.chunk_ids)}
        self._load_parents()

    def _load_parents(self) -> None:
        """Every parent chunk's row (text, document, header path, linked nodes), read once."""
        ids = list(dict.fromkeys(self.corpus.parent_ids))
        for start in range(0, len(ids), 500):
            for row in self.engine.graph.run("chunks_by_id", {"ids": ids[start:start + 500]}):
                self._parents[row["id"]] = row
        self._parent_rank = {parent: index for index, parent in enumerate(dict.fromkeys(self.corpus.parent_ids))}

    def __getitem__(self, name: str) -> System:
        return {"vector": self.vector, "fusion": self.fusion, "scope-only": self.scope_only,
                "keyword": self.keyword, "strata": self.strata}[name]

    # -- the systems --

    def strata(self, line: dict) -> dict:
        session = line.get("session")
        session_id = f"{self.run_id}:{session}" if session is not None else None
        clock = time.perf_counter()
        try:
            answer = self.engine.ask(line["question"], session_id=session_id)
        except Exception as exc:  # an input the engine refuses: an abstention with the error (as strata eval)
            return {"id": line["id"], "question": line["question"], "decision": "abstain", "answer": "",
                    "citations": [], "retrieved": [], "relation": "none", "route": "general",
                    "error": str(exc), "timings": {"total": ms_since(clock)}}
        result = {"id": line["id"], **answer.contract()}
        if result.get("route") == "audit":
            fields = parse_audit(result.get("answer") or "")
            if fields is not None:
                result["extra"] = {"audit": fields}
        return result

    def vector(self, line: dict) -> dict:
        clock = time.perf_counter()
        hits = self._vector_hits(line["question"])
        best = hits[0].score if hits else -1.0
        cosine = _best_by_parent(hits, self.corpus.parent_of)
        parents = list(dict.fromkeys(self.corpus.parent_of.get(h.chunk_id) for h in hits))
        evidence = self._evidence([p for p in parents if p][:K], cosine=cosine)
        return self._result(line, evidence, "answer" if best >= MIN_COSINE else "abstain", clock,
                            f"best cosine {best:.3f} {'>=' if best >= MIN_COSINE else '<'} {MIN_COSINE}")

    def fusion(self, line: dict) -> dict:
        clock = time.perf_counter()
        hits = self._vector_hits(line["question"])
        best = hits[0].score if hits else -1.0
        lexical = self.corpus.lexical(line["question"], self.per_list)
        fused = rrf([r for r in ([h.chunk_id for h in hits], [c for c, _ in lexical]) if r])
        scores: dict[str, float] = {}
        for child, value in fused.items():
            parent = self.corpus.parent_of.get(child)
            if parent is not None:
                scores[parent] = max(scores.get(parent, 0.0), value)
        ranked = sorted(scores, key=lambda p: (-scores[p], self._parent_rank.get(p, 0)))[:K]
        evidence = self._evidence(ranked, cosine=_best_by_parent(hits, self.corpus.parent_of), score=scores)
        return self._result(line, evidence, "answer" if best >= MIN_COSINE else "abstain", clock,
                            f"best cosine {best:.3f} {'>=' if best >= MIN_COSINE else '<'} {MIN_COSINE}")

    def keyword(self, line: dict) -> dict:
        clock = time.perf_counter()
        lexical = self.corpus.lexical(line["question"], self.per_list)
        scores: dict[str, float] = {}
        for child, value in lexical:
            parent = self.corpus.parent_of.get(child)
            if parent is not None and parent not in scores:
                scores[parent] = value
        ranked = list(scores)[:K]
        evidence = self._evidence(ranked, score=scores)
        decision = "answer" if lexical else "abstain"
        return self._result(line, evidence, decision, clock,
                            "a passage shares a content word" if lexical else "no passage shares a content word")

    def scope_only(self, line: dict) -> dict:
        clock = time.perf_counter()
        pipeline = self.pipeline
        scope = pipeline.detector.detect(line["question"], embed=pipeline.embedder.encode_query)
        anchors = pipeline.detector.anchors(scope)
        if not anchors:
            return self._result(line, [], "abstain", clock, "the question names no scope")
        candidates = pipeline.walk.candidates(anchors)
        parents = list(dict.fromkeys(self.corpus.parent_ids[i] for i in self.corpus.members(candidates or [])))
        judged = []
        for parent in parents:
            row = self._parents.get(parent)
            if row is None:
                continue
            verdict = pipeline.walk.judge(anchors, list(row["node_ids"] or []))
            if verdict.relation in IN_SCOPE:
                judged.append((RANK[verdict.relation], verdict.delta if verdict.delta is not None else float("inf"),
                               self._parent_rank.get(parent, 0), parent, verdict))
        judged.sort(key=lambda j: j[:3])
        evidence = self._evidence([j[3] for j in judged[:K]])
        for item, (_, _, _, _, verdict) in zip(evidence, judged):
            item.relation, item.delta = verdict.relation, verdict.delta  # type: ignore[assignment]
            item.scope_node, item.anchor, item.lca = verdict.node, verdict.anchor, verdict.lca
        if not evidence:
            return self._result(line, [], "abstain", clock, "no passage is linked to the question's scope",
                                relation="none")
        best = evidence[0].relation
        decision = "answer" if best == "exact" else "warn"
        return self._result(line, evidence, decision, clock, f"best passage is {best} (δ {evidence[0].delta})",
                            relation=best)

    # -- pieces --

    def _vector_hits(self, question: str):
        vector = self.engine.embedder.encode_query([question])[0]
        return self.engine.vectors.search(vector, self.per_list)

    def _evidence(self, parents: list[str], *, cosine: dict[str, float] | None = None,
                  score: dict[str, float] | None = None) -> list[Evidence]:
        found = []
        for parent in parents:
            row = self._parents.get(parent)
            if row is None:
                continue
            found.append(Evidence(chunk_id=parent, doc_id=row["doc_id"], text=row["text"] or "",
                                  header_path=row["header_path"] or None, page=row["page"],
                                  pages=list(row["pages"] or []), table=row["table"],
                                  node_ids=list(row["node_ids"] or []),
                                  score=round((score or {}).get(parent, 0.0), 6),
                                  cosine=round((cosine or {}).get(parent, 0.0), 4)))
        return found

    def _result(self, line: dict, evidence: list[Evidence], decision: str, clock: float, why: str, *,
                relation: str = "unscoped") -> dict:
        """A contract-shaped result line (docs/answers.md) for a baseline."""
        text, citations = "", []
        if decision != "abstain" and evidence:
            text, citations = extract(line["question"], evidence)
        elif decision != "abstain":
            decision = "abstain"
        if decision == "abstain":
            text = f"Abstained: {why}."
            relation = "none" if not evidence else relation
        return {"id": line["id"], "question": line["question"], "standalone_question": line["question"],
                "decision": decision, "answer": text,
                "citations": [c.model_dump(mode="json") for c in citations],
                "retrieved": list(dict.fromkeys(e.doc_id for e in evidence)), "scope": [], "relation": relation,
                "explanation": why, "route": "general", "generated_by": "extractive",
                "evidence": [_evidence_json(e) for e in evidence], "timings": {"total": ms_since(clock)}}


def _best_by_parent(hits, parent_of: dict[str, str]) -> dict[str, float]:
    best: dict[str, float] = {}
    for hit in hits:
        parent = parent_of.get(hit.chunk_id)
        if parent is not None:
            best[parent] = max(best.get(parent, -1.0), hit.score)
    return best


def _evidence_json(evidence: Evidence) -> dict:
    """An evidence entry without its text (result files stay small; the chunk id says where it is)."""
    data = evidence.model_dump(mode="json")
    data.pop("text", None)
    return data

