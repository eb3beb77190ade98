"""Ingest: files -> parsed documents -> parent/child chunks -> links -> vectors + graph.

The write order and a per-document ledger make a killed ingest safe to re-run (no cleanup pass).
The ledger is the ``(:Document)`` node: ``status`` (``writing`` or ``complete``), ``content_hash``
and ``chunk_ids`` (every chunk id this version of the document consists of).

1. everything that can fail on bad input (parse, chunk, link, embed) happens before any write;
2. a document whose stored content hash matches and whose status is ``complete`` is skipped, unless
   its links were made against another hierarchy (``linked_scopes``): then it is relinked from the
   graph, its vectors kept (loaders/relink.py);
3. ``doc_begin`` marks the document ``writing`` and records its planned ``chunk_ids`` *before*
   any point or chunk of the new version exists, so at every later crash point the graph
   knows what the document should hold (``strata doctor`` leaves a ``writing`` document's points
   and chunks to the re-ingest, and uses a complete one's ``chunk_ids`` to find lost chunks);
   it also records ``committed_chunk_ids``, the chunks of the last finished version: all that
   questions see of a ``writing`` document (engine/pipeline/corpus.py), never old and new together;
   after ``doc_begin``, ``doc_commit`` and ``doc_finish`` the vector store's ``ledger_changed`` tells a
   service in this process to read the ledger again (engine/pipeline/unfinished.py);
4. vectors are upserted, then the graph chunks and ABOUT links are MERGEd (all keyed by content
   ids, so repeating any of it changes nothing); ABOUT edges a kept chunk no longer has (the
   document's scope changed with an edit) are deleted, so a re-ingest equals a fresh ingest;
   ``doc_commit`` then makes the new version the committed one (questions see it, not the old);
5. chunks the document no longer has are deleted: first their points (found by the payload
   ``doc_id``), then their graph nodes (found through ``IN_DOCUMENT``); both sets are computed
   from the stores, not from the previous run, so points a killed run left are found too;
6. ``doc_linked`` records what its links were made against (``relink.link_stamp``), and ``doc_finish`` marks it
   ``complete`` with the new content hash.

A crash anywhere leaves the document not ``complete``, so the next run redoes 3-6 and ends
in the state of an uninterrupted run. ``loaders/failpoints.py`` names each crash point;
tests/reliability/test_ingest_kill.py kills a real ingest at every one of them.
"""

from __future__ import annotations

import contextlib
import time
from collections import deque
from concurrent.futures import Future, ThreadPoolExecutor
from queue import Empty, Queue
from threading import Thread
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator, Sequence

from graph.errors import InputError
from graph.store import GraphStore
from loaders.chunk import DEFAULT_CHILD_TOKENS, chunk as chunk_document
from loaders.document import Chunk, Link, ParsedDocument, VectorPoint, point_payload
from loaders.failpoints import failpoint
from loaders.link.linker import Linker, link_parents
from loaders.parse import SUPPORTED_SUFFIXES, ParseProblem, parse
from loaders.parse.isolated import parse_isolated
from loaders.parse.pdf_budget import PdfBudget
from loaders.progress import progress_bar
from loaders.relink import link_rows, link_stamp, node_ids, relink_document

WRITE_BATCH = 1000  # rows per vector upsert / graph UNWIND; Config.ingest_batch (STRATA_INGEST_BATCH) sets it
PREFETCH_DOCUMENTS = 64  # embedded documents waiting for the writer: bounds memory
EMBED_BATCH_CHILDREN = 256  # children embedded per encode call, across documents
PARSE_AHEAD = 2  # files parsed and chunked ahead of the model
_DONE = object()


@dataclass
class IngestReport:
    """What one ingest did: the summary the CLI prints."""

    documents: int = 0
    pages: int = 0
    parents: int = 0
    children: int = 0
    links: int = 0
    skipped_unchanged: int = 0
    relinked: int = 0  # unchanged, but linked against an older hierarchy: linked again, not re-embedded
    replaced: int = 0
    stale_chunks_removed: int = 0
    errors: list[str] = field(default_factory=list)
    unsupported: list[str] = field(default_factory=list)  # files inside given folders that were not read
    refused: list[str] = field(default_factory=list)  # links inside given folders that lead out of them
    seconds: float = 0.0
    embed_seconds: float = 0.0

    @property
    def chunks(self) -> int:
        return self.parents + self.children


@dataclass
class Embedded:
    """A document parsed and chunked, then its children embedded: what the producer hands the writer."""

    doc: ParsedDocument
    chunks: list[Chunk]
    children: list[Chunk]
    vectors: Any
    replacing: bool


@dataclass
class StaleLinks:
    """An unchanged document whose links predate the graph's hierarchy: the writer relinks it."""

    doc_id: str
    title: str


@dataclass
class Prepared:
    """A document ready to write: chunks, their links and the children's vectors."""

    doc: ParsedDocument
    chunks: list[Chunk]
    links: dict[str, list[Link]]


def expand_paths(paths: Iterable[Path], refused: list[str] | None = None) -> Iterator[Path]:
    """Files as given, and the supported files inside given directories (sorted, recursive).

    A folder is a boundary: a symlink inside it that resolves outside it (a file or a folder) is
    never read, and is named in ``refused`` with the reason, so an inbox cannot be made to ingest
    (and answer anonymous questions from) files its owner never put there.
    """
    for path in paths:
        path = Path(path)
        if not path.is_dir():
            yield path
            continue
        root = path.resolve()
        for found in sorted(path.rglob("*")):
            if found.is_symlink() and not is_within(found.resolve(), root):
                if refused is not None:
                    refused.append(f"{found}: refused, a link to {found.resolve()} outside the folder {path}; "
                                   "copy the file into the folder to ingest it")
                continue
            if found.is_file() and found.suffix.lower() in SUPPORTED_SUFFIXES:
                yield found


def is_within(path: Path, folder: Path) -> bool:
    """True when resolved ``path`` is ``folder`` or lies below it."""
    return path == folder or folder in path.parents


def unsupported_in(paths: Iterable[Path]) -> list[Path]:
    """Files inside given directories that ``expand_paths`` leaves out (hidden files aside), so the
    report can name them: a folder of .docx files must not look like an empty folder."""
    return sorted(p for path in map(Path, paths) if path.is_dir() for p in path.rglob("*")
                  if p.is_file() and not p.is_symlink() and p.suffix.lower() not in SUPPORTED_SUFFIXES
                  and not any(part.startswith(".") for part in p.relative_to(path).parts))


def _chunk_rows(prepared: Prepared) -> list[dict]:
    rows = []
    for chunk in sorted(prepared.chunks, key=lambda c: (c.kind != "parent", c.ordinal)):  # parents first
        rows.append({"id": chunk.chunk_id, "parent_id": chunk.parent_id,
                     "props": {"doc_id": chunk.doc_id, "kind": chunk.kind, "text": chunk.text,
                               "header_path": " > ".join(chunk.header_path), "pages": chunk.pages,
                               "page": chunk.page, "table": chunk.table, "ordinal": chunk.ordinal,
                               "node_ids": node_ids(prepared.links.get(chunk.chunk_id, []))}})
    return rows


def _doc_props(doc: ParsedDocument) -> dict:
    return {"title": doc.title, "kind": doc.kind, "source": doc.source, "path": doc.path, "date": doc.date,
            "page_count": doc.page_count}


class Ingestor:
    """Runs ingests against one graph store, one vector store and one embedder."""

    def __init__(self, graph: GraphStore, vectors, embedder, *, max_bytes: int = 50 * 2**20,
                 write_batch: int = WRITE_BATCH, pdf_budget: PdfBudget | None = None,
                 parse_memory_mb: int | None = None) -> None:
        self.graph = graph
        self.vectors = vectors
        self.embedder = embedder
        self.max_bytes = max_bytes
        self.pdf_budget = pdf_budget or PdfBudget()
        self.parse_memory_mb = parse_memory_mb  # set: PDFs parse in a child capped at this many MB
        self._stop = False
        self._scopes: str | None = None  # the link stamp when this ingest began (doc_linked, relink.link_stamp)
        self.write_batch = write_batch  # the kill tests set 2 to split one document's writes into batches
        # Children are what gets embedded: never longer than the model reads (MiniLM: 256 word
        # pieces with [CLS]/[SEP]), else the end of every full child would be invisible to search.
        self.child_tokens = min(DEFAULT_CHILD_TOKENS, embedder.max_tokens - 2)

    def ingest(self, paths: Iterable[Path], *, source: str | None = None, semantic: bool = False,
               progress: bool | None = None, on_file: Callable[[Path], None] | None = None) -> IngestReport:
        """Ingest files as a two-stage pipeline.

        A producer thread parses, chunks and embeds (torch releases the GIL); this thread builds
        the linker (seconds of spaCy work), then links and writes each document in order. The
        queue is bounded, so memory stays flat, and all writes stay on one thread in the
        crash-safe order. ``on_file(path)`` is called as each file is done (a service job's progress).
        """
        started = time.perf_counter()
        report = IngestReport()
        self.vectors.ensure_collection(self.embedder.dimension, self.embedder.name)
        paths = list(paths)
        files = list(expand_paths(paths, report.refused))
        report.unsupported = [f"{p}: unsupported file type {p.suffix or '(no suffix)'!r}"
                              for p in unsupported_in(paths)]
        ready: Queue = Queue(maxsize=PREFETCH_DOCUMENTS)
        self._scopes = link_stamp(self.graph)  # before the linker: a load meanwhile leaves links stale
        producer = Thread(target=self._produce, args=(files, ready, report, source, semantic),
                          name="strata-embed", daemon=True)
        producer.start()
        try:
            linker = Linker.from_store(self.graph, embed=self.embedder.encode_query)
            with progress_bar("Ingesting", len(files), enabled=progress, unit="files") as advance:
                while (item := ready.get()) is not _DONE:
                    if isinstance(item, BaseException):
                        raise item
                    if isinstance(item, Path):
                        advance(1)
                        if on_file is not None:
                            on_file(item)
                        continue
                    if isinstance(item, StaleLinks):
                        relink_document(self.graph, self.vectors, linker, item.doc_id, item.title, self._scopes,
                                        batch_size=self.write_batch)
                        report.relinked += 1
                        continue
                    self._link_and_write(item, linker, report)
        finally:
            self._stop = True
            while producer.is_alive():  # unblock a producer waiting on a full queue
                with contextlib.suppress(Empty):
                    ready.get(timeout=0.05)
            producer.join()
        report.seconds = time.perf_counter() - started
        return report

    def _produce(self, files: list[Path], ready: Queue, report: IngestReport, source: str | None,
                 semantic: bool) -> None:
        """Parse and chunk every document, embed children in large cross-document batches, and
        hand each document to the writer through ``ready`` (in file order)."""
        self._stop = False
        pending: list[Embedded | StaleLinks | Path] = []  # documents to embed, and file-done markers, in order
        try:
            for path, items in self._chunked_ahead(files, report, source=source, semantic=semantic):
                for item in items:
                    pending.append(item)
                    if sum(len(p.children) for p in pending if isinstance(p, Embedded)) >= EMBED_BATCH_CHILDREN:
                        self._embed_and_hand_over(pending, ready, report)
                        pending = []
                    if self._stop:
                        return
                pending.append(path)  # all of this file's documents precede it (progress bar)
            self._embed_and_hand_over(pending, ready, report)
        except BaseException as exc:  # noqa: BLE001 - re-raised on the writer thread
            ready.put(exc)
        finally:
            ready.put(_DONE)

    def _chunked_ahead(self, files: list[Path], report: IngestReport, *, source: str | None,
                       semantic: bool) -> Iterator[tuple[Path, list[Embedded | StaleLinks]]]:
        """Each file's chunked documents, in order, parsed up to ``PARSE_AHEAD`` files ahead on
        another thread, so parsing and chunking overlap the model (which releases the GIL)."""
        def chunked(path: Path) -> list[Embedded | StaleLinks]:
            return list(self._chunk_file(path, report, source=source, semantic=semantic))

        with ThreadPoolExecutor(max_workers=1, thread_name_prefix="strata-parse") as parser:
            ahead: deque[tuple[Path, Future[list[Embedded | StaleLinks]]]] = deque()
            for path in files:
                ahead.append((path, parser.submit(chunked, path)))
                if len(ahead) > PARSE_AHEAD:
                    done_path, future = ahead.popleft()
                    yield done_path, future.result()
            while ahead:
                done_path, future = ahead.popleft()
                yield done_path, future.result()

    def _embed_and_hand_over(self, pending: list[Embedded | StaleLinks | Path], ready: Queue,
                             report: IngestReport) -> None:
        """One ``encode`` call for many documents' children: the model sorts a large batch by
        length and pads little, which per-document calls of a dozen texts cannot do."""
        items = [p for p in pending if isinstance(p, Embedded)]
        texts = [c.text for item in items for c in item.children]
        started = time.perf_counter()
        vectors = self.embedder.encode(texts)
        report.embed_seconds += time.perf_counter() - started
        failpoint("ingest.embedded")
        offset = 0
        for item in items:
            item.vectors = vectors[offset:offset + len(item.children)]
            offset += len(item.children)
        for entry in pending:
            ready.put(entry)

    def _chunk_file(self, path: Path, report: IngestReport, *, source: str | None,
                    semantic: bool) -> Iterator[Embedded | StaleLinks]:
        problems: list[ParseProblem] = []
        try:
            if self.parse_memory_mb and path.suffix.lower() == ".pdf":
                documents = parse_isolated(path, memory_mb=self.parse_memory_mb, source=source,
                                           max_bytes=self.max_bytes, pdf_budget=self.pdf_budget, problems=problems)
            else:
                documents = parse(path, source=source, max_bytes=self.max_bytes, problems=problems,
                                  pdf_budget=self.pdf_budget)
            failpoint("ingest.parsed")
        except InputError as exc:
            report.errors.append(str(exc))
            return
        finally:
            report.errors.extend(str(problem) for problem in problems)
        for doc in documents:
            stored = self.graph.run("doc_get", {"doc_id": doc.doc_id})
            if stored and stored[0]["status"] == "complete" and stored[0]["content_hash"] == doc.content_hash:
                if stored[0]["linked_scopes"] == self._scopes:
                    report.skipped_unchanged += 1
                else:  # linked before a hierarchy was loaded: link again, keep the vectors
                    yield StaleLinks(doc.doc_id, doc.title)
                continue
            chunks = chunk_document(doc, semantic=semantic, child_tokens=self.child_tokens,
                                    encode=self._encode_sentences if semantic else None)
            failpoint("ingest.chunked")
            if not chunks:
                report.errors.append(f"{doc.doc_id}: no text to index after parsing")
                continue
            children = [c for c in chunks if c.kind == "child"]
            yield Embedded(doc, chunks, children, None, replacing=bool(stored))

    def _encode_sentences(self, texts) -> Any:
        """Sentences for a semantic split, embedded by the ingest's own (configured) model."""
        return self.embedder.encode(list(texts), progress=False)

    def _link_and_write(self, item: Embedded, linker: Linker, report: IngestReport) -> None:
        prepared = Prepared(item.doc, item.chunks, link_parents(linker, item.chunks, item.doc.title))
        report.stale_chunks_removed += self._write(prepared, item.children, item.vectors)
        report.documents += 1
        report.pages += item.doc.page_count or 0
        report.parents += len(item.chunks) - len(item.children)
        report.children += len(item.children)
        report.links += sum(len(v) for v in prepared.links.values())
        report.replaced += item.replacing

    def _write(self, prepared: Prepared, children: list[Chunk], vectors) -> int:
        """Write one document in the crash-safe order; return how many stale chunks were removed."""
        doc_id = prepared.doc.doc_id
        rows = _chunk_rows(prepared)
        planned = {row["id"] for row in rows}
        self.graph.run("doc_begin", {"doc_id": doc_id, "props": _doc_props(prepared.doc),
                                     "chunk_ids": sorted(planned)}, write=True)
        self.vectors.ledger_changed()  # a running service reads the ledger again before its next search
        failpoint("ingest.doc_begun")
        self._upsert_points(rows, children, vectors)
        failpoint("ingest.vectors_written")
        for batch in self._batched(rows, "ingest.between_chunk_batches"):
            self.graph.run("doc_chunks", {"doc_id": doc_id, "rows": batch}, write=True)
        failpoint("ingest.chunks_written")
        list(self.graph.run_batches("doc_links", link_rows(prepared.chunks, prepared.links), self.write_batch))
        self.graph.run("doc_unlink_stale", {"doc_id": doc_id}, write=True)
        failpoint("ingest.links_written")
        self.graph.run("doc_commit", {"doc_id": doc_id}, write=True)  # questions see this version from here
        self.vectors.ledger_changed()
        failpoint("ingest.committed")
        removed = self._delete_stale(doc_id, planned)
        failpoint("ingest.before_finish")
        self.graph.run("doc_linked", {"doc_id": doc_id, "scopes": self._scopes}, write=True)
        self.graph.run("doc_finish", {"doc_id": doc_id, "content_hash": prepared.doc.content_hash,
                                      "chunk_count": len(prepared.chunks)}, write=True)
        self.vectors.ledger_changed()
        failpoint("ingest.after_finish")
        return removed

    def _batched(self, rows: list, between: str) -> Iterator[list]:
        """``rows`` in write batches; the failpoint ``between`` sits between two batches of one document."""
        for start in range(0, len(rows), self.write_batch):
            if start:
                failpoint(between)
            yield rows[start:start + self.write_batch]

    def _upsert_points(self, rows: list[dict], children: list[Chunk], vectors) -> None:

        props = {row["id"]: row["props"] for row in rows}
        points = [VectorPoint(c.chunk_id, vector, point_payload(c.chunk_id, props[c.chunk_id], c.parent_id))
                  for c, vector in zip(children, vectors)]
        for batch in self._batched(points, "ingest.between_vector_batches"):
            self.vectors.upsert(batch)

    def _delete_stale(self, doc_id: str, planned: set[str]) -> int:
        """Delete what the stores hold under ``doc_id`` beyond its plan: points first, then graph nodes,
        so a crash in between leaves graph chunks the next run still finds through ``IN_DOCUMENT``."""
        stale_graph = {r["id"] for r in self.graph.run("doc_chunk_ids", {"doc_id": doc_id})} - planned
        stale_vectors = self.vectors.chunk_ids_for_doc(doc_id) - planned
        if stale_vectors:
            self.vectors.delete(stale_vectors)
            failpoint("ingest.stale_vectors_deleted")
        if stale_graph:
            self.graph.run("doc_delete_chunks", {"ids": sorted(stale_graph)}, write=True)
            failpoint("ingest.stale_chunks_deleted")
        return len(stale_graph | stale_vectors)
