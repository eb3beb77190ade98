"""``Engine``: one object that opens the stores and exposes what Strata can do."""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterable

import networkx as nx

from engine.config import Config
from engine.stores.preflight import ingest_estimate, preflight
from graph.hierarchy import ScopeDistance, scope_distance
from graph.scopes import cypher_ancestors, cypher_scope_distance, load_dag
from graph.store import GraphStore, Row, open_graph_store
from graph.store.list_bounds import check_lists, check_parameter_names
from loaders.derived import keep_derived
from loaders.stats import LoadStats

if TYPE_CHECKING:
    from engine.models import Answer
    from engine.pipeline.run import Pipeline
    from engine.pipeline.retrieve import Retrieval


# While another process (or a service job) ingests, every finished document changes the corpus;
# rebuilding the lexical snapshot at most this often keeps questions fast meanwhile (answers come
# from a snapshot at most this old; this process's own ingest rebuilds at once).
PIPELINE_MIN_AGE_S = 10.0
SIGNATURE_CHECK_S = 1.0  # the corpus signature: one node lookup (a round trip), not on every question


class Engine:
    """Owns the graph store for one data directory (or server URL) and the cached hierarchy."""

    def __init__(self, config: Config, graph: GraphStore) -> None:
        self.config = config
        self.graph = graph
        self._dag: nx.DiGraph | None = None
        self._vectors = None
        self._embedder = None
        self._pipeline = None
        self._memory = None
        self._llm = None
        self._reranker = None
        self._pipeline_lock = threading.Lock()
        self._pipeline_built = 0.0
        self._signature_checked = 0.0

    @classmethod
    def open(cls, config_or_data_dir: Config | str | Path | None = None) -> "Engine":
        """Open with a ``Config``, a data directory, or the defaults (STRATA_DATA, else ./strata-data)."""
        config = config_or_data_dir if isinstance(config_or_data_dir, Config) else Config.load(config_or_data_dir)
        preflight(config)  # a read-only or full data dir is one clear error, before the store writes
        graph = open_graph_store(config.graph_url, config.data_dir, user=config.graph_user,
                                 password=config.graph_password, database=config.graph_database,
                                 start_timeout_s=config.graph_start_timeout_s,
                                 query_memory_mb=config.graph_query_memory_mb)
        try:
            graph.apply_schema()
            graph.run("corpus_version_init", write=True)  # a data dir from before the Corpus node: made once
        except Exception:
            graph.close()
            raise
        keep_derived(graph, config.data_dir / "derived")  # the gazetteer, kept between processes
        return cls(config, graph)

    def close(self) -> None:
        try:
            if self._memory is not None:
                self._memory.close()
            if self._vectors is not None:
                self._vectors.close()
        finally:
            self.graph.close()

    # -- vectors ----------------------------------------------------------------
    @property
    def vectors(self):
        """The chunk-vector store (embedded qdrant-edge, or a Qdrant server), opened on first use."""
        if self._vectors is None:
            from engine.stores.vectors import open_vector_store

            self._vectors = open_vector_store(self.config.vector_url, self.config.data_dir)
        return self._vectors

    @property
    def embedder(self):
        """The embedding model, loaded on first use (importing torch is slow; graph-only work skips it)."""
        if self._embedder is None:
            from engine.stores.embed import Embedder

            self._embedder = Embedder.load(self.config.embed_model)
        return self._embedder

    def _lazy_embedder(self):
        """The model as the question pipeline holds it: loaded by the first question that embeds (a passage
        search, a paraphrased SPBE indicator, an assessment); graph answers never load it."""
        from engine.stores.embed import LazyEmbedder

        return self._embedder if self._embedder is not None else LazyEmbedder(lambda: self.embedder)

    def _lazy_vectors(self):
        """The vector store as the question pipeline holds it: opened by the first passage search."""
        from engine.stores.vectors.lazy import LazyVectorStore

        return self._vectors if self._vectors is not None else LazyVectorStore(lambda: self.vectors)

    def ingest(self, paths: Iterable[Path], *, source: str | None = None, semantic: bool = False,
               progress: bool | None = None, on_file=None, isolate: bool = False):
        """Parse, chunk, link, embed and store documents; see ``loaders/ingest.py`` for the crash-safe order.
        ``isolate`` (the service's jobs): PDFs parse in a child capped at ``parse_memory_mb``."""
        from loaders.ingest import Ingestor, expand_paths

        paths = list(paths)
        preflight(self.config, needed_bytes=ingest_estimate(expand_paths(paths)))  # before any write
        ingestor = Ingestor(self.graph, self.vectors, self.embedder, max_bytes=int(self.config.max_file_mb * 2**20),
                            write_batch=self.config.ingest_batch, pdf_budget=self.config.pdf_budget,
                            parse_memory_mb=self.config.parse_memory_mb if isolate else None)
        try:
            return ingestor.ingest(paths, source=source, semantic=semantic, progress=progress, on_file=on_file)
        finally:
            self._pipeline = None  # new passages: rebuild the lexical snapshot on the next question

    def __enter__(self) -> "Engine":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- loading ----------------------------------------------------------------
    def _before_load(self) -> None:
        preflight(self.config)  # a full or read-only data dir fails here, not half-way through the load

    def _loaded(self, stats: LoadStats, progress: bool | None) -> LoadStats:
        """After a load: forget the cached hierarchy and relink the documents already ingested, which
        were linked against the graph before it (loaders/relink.py); the count is one of the notes."""
        from engine.stores.vectors.base import VectorStoreUnavailable
        from loaders.link.gazetteer_cache import invalidate

        self._dag = None  # the hierarchy changed: rebuild the in-memory copy on next use
        self._pipeline = None
        invalidate(self.graph)  # a reload can rename places without changing their count
        try:
            relinked = self.relink(progress=progress)
        except VectorStoreUnavailable as exc:  # held by a running service, or a server down
            stats.notes.append(f"the documents already ingested keep links made before this load ({exc}); relink "
                               "them with `strata doctor --repair` (add --service URL beside a running strata serve)")
        else:
            if relinked.documents:
                stats.notes.append(relinked.summary())
        return stats

    def relink(self, doc_ids: Iterable[str] | None = None, *, progress: bool | None = None):
        """Link the chunks of complete documents (all, or ``doc_ids``) again against the graph as it is now;
        vectors keep their embeddings, only their ``node_ids`` payload changes. Returns a RelinkReport."""
        from loaders.relink import RelinkReport, relink

        if not self.graph.run("corpus_signature")[0]["documents"]:
            return RelinkReport()  # nothing ingested: leave the vector store closed
        try:
            return relink(self.graph, self.vectors, doc_ids, progress=progress, batch_size=self.config.ingest_batch,
                          embed=self._lazy_embedder().encode_query)  # loaded only for a paraphrase
        finally:
            self._pipeline = None  # chunks' node ids changed: rebuild the lexical snapshot

    def load_spbe(self, *, progress: bool | None = None) -> LoadStats:
        from loaders.sources.spbe import load_spbe

        self._before_load()
        return self._loaded(load_spbe(self.graph, batch_size=self.config.batch_size, progress=progress), progress)

    def load_admissions(self, path: Path | None = None, *, progress: bool | None = None) -> LoadStats:
        from loaders.sources.admissions import load_admissions

        self._before_load()
        stats = load_admissions(self.graph, path, batch_size=self.config.batch_size, progress=progress)
        return self._loaded(stats, progress)

    def load_places(self, *, countries: Iterable[str] | None = None, min_population: int = 0,
                    progress: bool | None = None) -> LoadStats:
        from loaders.sources.places import load_places

        self._before_load()
        return self._loaded(load_places(self.graph, countries=countries, min_population=min_population,
                                        batch_size=self.config.batch_size, progress=progress), progress)

    def load_wikidata(self, endpoint: str, *, within: str = "Q30", progress: bool | None = None) -> LoadStats:
        from loaders.sources.wikidata import load_wikidata

        self._before_load()
        return self._loaded(load_wikidata(self.graph, endpoint, within=within, batch_size=self.config.batch_size,
                                          progress=progress), progress)

    def prepare_questions(self) -> None:
        """Build what reading a question needs from the hierarchies (the place gazetteer) now, and keep it in
        the data directory: ``strata load`` calls this, so the next one-shot question does not pay for it."""
        from loaders.link.gazetteer import Gazetteer

        Gazetteer.from_store(self.graph)

    # -- hierarchy --------------------------------------------------------------
    def hierarchy(self) -> nx.DiGraph:
        """The containment DAG, loaded once from the graph and cached until the next load."""
        if self._dag is None:
            self._dag = load_dag(self.graph)
        return self._dag

    def scope_distance(self, q: str, t: str, *, in_memory: bool = True) -> ScopeDistance:
        """δ(q, t) and the relation of scope ``t`` to scope ``q`` (in memory, or computed in Cypher)."""
        return scope_distance(self.hierarchy(), q, t) if in_memory else cypher_scope_distance(self.graph, q, t)

    def ancestors(self, scope_id: str) -> list[Row]:
        """The ancestor chain of a scope (itself first), with names, labels and depths."""
        return self.graph.run("ancestors", {"id": scope_id})

    def ancestor_depths(self, scope_id: str) -> dict[str, int]:
        return cypher_ancestors(self.graph, scope_id)

    # -- questions ----------------------------------------------------------------
    def ask(self, question: str, session_id: str | None = None) -> "Answer":
        """Answer, warn or abstain, with citations, scope, relation, route and per-stage timings."""
        return self.pipeline().ask(question, session_id=session_id)

    def retrieve(self, question: str, *, within: list[str] | None = None, k: int | None = None) -> "Retrieval":
        """Graph-first retrieval alone: ranked evidence (and passages about other scopes), no decision."""
        return self.pipeline().retrieve(question, within=within, k=k)

    def assess_spbe(self, evidence: str, *, indicator: int | str | None = None, source_doc_id: str | None = None):
        """Name the SPBE indicator an evidence text is about and recommend a maturity level (engine/answers/audit/)."""
        from engine.answers.audit import assess_spbe

        return assess_spbe(self.graph, self.embedder, evidence, indicator=indicator, source_doc_id=source_doc_id)

    def eligibility(self, *, maths: float, physics: float, chemistry: float, community: str,
                    year: int | None = None, branch_codes: list[str] | None = None):
        """Programs whose last closing cutoff a student's marks meet, computed with the year's formula."""
        from engine.answers.admissions import eligibility

        return eligibility(self.graph, maths=maths, physics=physics, chemistry=chemistry, community=community,
                           year=year, branch_codes=branch_codes)

    def pipeline(self) -> "Pipeline":
        """The question pipeline for the current corpus (rebuilt when a document finished writing)."""
        from engine.pipeline.corpus import signature
        from engine.pipeline.run import Pipeline

        now = time.monotonic()
        if self._pipeline is not None and now - self._signature_checked < SIGNATURE_CHECK_S:
            return self._pipeline  # another writer's documents are noticed within a second
        current = signature(self.graph)
        self._signature_checked = now
        with self._pipeline_lock:  # service threads: one rebuild, everyone else waits for it
            stale = self._pipeline is not None and self._pipeline.signature != current and \
                time.monotonic() - self._pipeline_built >= PIPELINE_MIN_AGE_S
            if self._pipeline is None or stale:
                self._pipeline_built = time.monotonic()
                if self._dag is None:  # the gazetteer holds this very DAG, kept in the data directory
                    from loaders.link.gazetteer import Gazetteer

                    self._dag = Gazetteer.from_store(self.graph).dag
                self._pipeline = Pipeline(self.graph, self._lazy_vectors(), self._lazy_embedder(), self.hierarchy(),
                                          memory=self.memory, llm=self.llm, min_relevance=self.config.min_relevance,
                                          top_k=self.config.top_k, reranker=self.reranker, snapshots=self.snapshots)
            else:
                self._pipeline.notice(current)
            return self._pipeline

    @property
    def snapshots(self) -> Path:
        """Where derived structures are kept between processes (the corpus snapshot), rebuilt on change."""
        return self.config.data_dir / "snapshots"

    @property
    def memory(self):
        """Session memory in the data directory (None when it cannot be opened: answers go stateless)."""
        if self._memory is None:
            from engine.stores.sessions import SessionMemory

            try:
                self._memory = SessionMemory.open(self.config.data_dir, ttl_days=self.config.session_ttl_days,
                                                  max_sessions=self.config.max_sessions)
            except Exception as exc:  # a read-only data dir must not stop answering
                import logging

                logging.getLogger(__name__).warning("session memory unavailable: %s", exc)
        return self._memory

    @property
    def reranker(self):
        """The optional cross-encoder (``STRATA_RERANK_MODEL``), loaded on first use; None without one."""
        if self._reranker is None and self.config.rerank_model:
            from engine.pipeline.rerank import CrossEncoderReranker

            self._reranker = CrossEncoderReranker.load(self.config.rerank_model)
        return self._reranker

    @property
    def llm(self):
        """The OpenAI-compatible client when an endpoint is configured, else None (extractive answers)."""
        if self._llm is None and self.config.llm_urls:
            from engine.pipeline.llm import LLMClient

            self._llm = LLMClient.from_config(self.config)
        return self._llm

    # -- inspection -------------------------------------------------------------
    def has_data(self) -> bool:
        """Whether anything was loaded or ingested: an empty graph answers every question with "nothing
        found", which reads like a real answer; callers say "nothing is loaded" instead."""
        return bool(self.graph.run("has_data"))

    def stats(self) -> dict[str, Any]:
        """Node counts by label and edge counts by type."""
        return {"nodes": {r["label"]: r["count"] for r in self.graph.run("graph_counts")},
                "edges": {r["type"]: r["count"] for r in self.graph.run("edge_counts")}}

    def cypher(self, text: str, params: dict[str, Any] | None = None, *, write: bool = False,
               limit: int | None = 1000, timeout_ms: int | None = 10_000) -> list[Row]:
        """Run user Cypher: read-only unless ``write`` (enforced by the database), bounded rows, time and
        memory (a ``range()`` over ``STRATA_CYPHER_MAX_LIST`` values is refused before it runs)."""
        check_parameter_names(params)
        check_lists(text, params, self.config.cypher_max_list)
        try:
            return self.graph.query(text, params, write=write, timeout_ms=timeout_ms, limit=limit)
        finally:
            if write:
                self.corpus_changed()

    def corpus_changed(self) -> None:
        """The graph was written outside the document ledger (a repair, a hand-written Cypher write): the
        next question rebuilds the corpus snapshot, and none saved before is read again."""
        from engine.pipeline.corpus import forget_snapshots

        self._pipeline = None
        forget_snapshots(self.snapshots)
