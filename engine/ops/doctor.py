"""``strata doctor``: find, and with ``--repair`` fix, disagreements between the graph and the vector store.

The ingest's write order keeps the two stores in step across crashes (loaders/ingest.py); this
is for everything else: a store restored from an older backup, a hand-written delete, a bug.
The per-document ledger (``Document.status`` and ``Document.chunk_ids``) is what tells a
damaged store from an ingest in flight:

* a document that is not ``complete`` is an interrupted ingest: it is reported with the file
  to re-ingest, and its chunks and points are left alone (the re-ingest rewrites them);
* a point whose chunk has no Chunk node is deleted; a child Chunk without a point (or whose
  point names another document) is re-embedded from its text with the ingest's payload;
* a Chunk without its Document is tied back when that Document's ledger lists it, else deleted;
* a complete document missing chunks its ledger lists is marked ``damaged``, so the next
  ``strata ingest`` of its file rewrites it (a lost chunk's text exists only in the file);
* a complete document whose links were made against another hierarchy (``Document.linked_scopes`` is
  not the graph's scope count and linking version, ``relink.link_stamp``: ingested before ``strata load
  places``, say, or by an older linker) is relinked from the graph, its vectors kept (loaders/relink.py).

A running ``strata serve`` holds the embedded stores, so ``strata doctor --service URL`` asks it
instead (``POST /doctor``, the admin token): ``via_service`` is that client.

See docs/doctor.md.
"""

from __future__ import annotations

import shlex
from dataclasses import asdict, dataclass, field
from typing import Any, Callable

from graph.errors import InputError
from graph.store import GraphStore
from loaders.document import VectorPoint, point_payload
from loaders.relink import link_stamp, relink

COMPLETE = "complete"


@dataclass
class Incomplete:
    """A document whose last ingest did not finish (or that doctor found damaged): re-ingest its file."""

    doc_id: str
    status: str | None
    path: str | None
    source: str | None

    @property
    def reingest(self) -> str:
        """The command that rewrites it (``--data`` as the user runs doctor)."""
        if not self.path:
            return f"re-ingest the file of {self.doc_id} (its path was not recorded)"
        source = f" --source {shlex.quote(self.source)}" if self.source else ""
        return f"strata ingest {shlex.quote(self.path)}{source}"


@dataclass
class Report:
    """What ``diagnose`` found, by kind; every list holds chunk (or document) ids, sorted."""

    orphan_points: list[str] = field(default_factory=list)  # a point, no Chunk node: deleted
    missing_points: list[str] = field(default_factory=list)  # a child Chunk, no point: re-embedded
    wrong_payload: list[str] = field(default_factory=list)  # point's doc_id is not its chunk's: rewritten
    detached_chunks: list[str] = field(default_factory=list)  # no IN_DOCUMENT, in its Document's ledger: tied back
    stray_chunks: list[str] = field(default_factory=list)  # no IN_DOCUMENT, no ledger lists it: deleted
    stale_links: list[str] = field(default_factory=list)  # documents linked against an older hierarchy: relinked
    damaged_documents: list[Incomplete] = field(default_factory=list)  # complete, but ledger chunks are gone
    incomplete_documents: list[Incomplete] = field(default_factory=list)  # interrupted: re-ingest
    repaired: bool = False

    @property
    def fixable(self) -> int:
        """Problems ``repair`` fixes in place."""
        return (len(self.orphan_points) + len(self.missing_points) + len(self.wrong_payload) +
                len(self.detached_chunks) + len(self.stray_chunks) + len(self.stale_links))

    @property
    def healthy(self) -> bool:
        return not (self.fixable or self.damaged_documents or self.incomplete_documents)

    @property
    def needs_attention(self) -> bool:
        """Problems remain: found and not repaired, or only a re-ingest can fix them."""
        return bool(self.damaged_documents or self.incomplete_documents or (self.fixable and not self.repaired))

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        for name in ("damaged_documents", "incomplete_documents"):
            data[name] = [{**asdict(doc), "reingest": doc.reingest} for doc in getattr(self, name)]
        return {"healthy": self.healthy, **data}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Report":
        """The report ``to_json`` wrote (what ``POST /doctor`` answers)."""
        fields = {k: v for k, v in data.items() if k in cls.__dataclass_fields__}
        for name in ("damaged_documents", "incomplete_documents"):
            fields[name] = [Incomplete(d["doc_id"], d.get("status"), d.get("path"), d.get("source"))
                            for d in data.get(name, [])]
        return cls(**fields)


@dataclass
class _Store:
    """One read of both stores: documents' ledgers, chunks, and points grouped by payload doc_id."""

    documents: dict[str, dict]
    chunks: dict[str, dict]
    points: set[str]
    points_by_doc: dict[str, set[str]]

    @classmethod
    def read(cls, graph: GraphStore, vectors) -> "_Store":
        documents = {row["id"]: row for row in graph.run("doctor_documents")}
        chunks = {row["id"]: row for row in graph.run("doctor_chunks")}
        # One filtered scroll per document (indexed on doc_id): the payload check without reading payloads.
        points_by_doc = {doc_id: vectors.chunk_ids_for_doc(doc_id) for doc_id in documents}
        return cls(documents, chunks, vectors.all_chunk_ids(), points_by_doc)

    def settled(self, doc_id: str | None) -> bool:
        """Doctor's business: the chunk's document finished its ingest (else the re-ingest's business)."""
        doc = self.documents.get(doc_id or "")
        return doc is None or doc["status"] == COMPLETE

    def in_ledger(self, chunk: dict) -> bool:
        """Its Document lists it (a Document ingested before the ledger existed lists nothing: trust doc_id)."""
        doc = self.documents.get(chunk["doc_id"] or "")
        return doc is not None and (doc["chunk_ids"] is None or chunk["id"] in doc["chunk_ids"])

    def owned(self, chunk: dict) -> bool:
        """Tied to a Document, or listed in its Document's ledger (doctor ties it back)."""
        return bool(chunk["documents"]) or self.in_ledger(chunk)

    def incomplete(self, doc_ids) -> list[Incomplete]:
        return [Incomplete(doc_id, self.documents[doc_id]["status"], self.documents[doc_id]["path"],
                           self.documents[doc_id]["source"]) for doc_id in sorted(doc_ids)]


def diagnose(graph: GraphStore, vectors) -> Report:
    """Compare the graph and the vector store; change nothing."""
    store = _Store.read(graph, vectors)
    in_flight = {c for doc_id, ids in store.points_by_doc.items() if not store.settled(doc_id) for c in ids}
    children = {c["id"]: c for c in store.chunks.values()
                if c["kind"] == "child" and store.owned(c) and store.settled(c["doc_id"])}
    detached = [c for c in store.chunks.values() if not c["documents"]]
    scopes = link_stamp(graph)
    return Report(
        orphan_points=sorted(store.points - store.chunks.keys() - in_flight),
        missing_points=sorted(children.keys() - store.points),
        wrong_payload=sorted(c for c, chunk in children.items()
                             if c in store.points and c not in store.points_by_doc.get(chunk["doc_id"], ())),
        detached_chunks=sorted(c["id"] for c in detached if store.in_ledger(c)),
        stray_chunks=sorted(c["id"] for c in detached if not store.in_ledger(c)),
        stale_links=sorted(doc_id for doc_id, doc in store.documents.items()
                           if doc["status"] == COMPLETE and doc["linked_scopes"] != scopes),
        damaged_documents=store.incomplete(
            doc_id for doc_id, doc in store.documents.items()
            if doc["status"] == COMPLETE and set(doc["chunk_ids"] or ()) - store.chunks.keys()),
        incomplete_documents=store.incomplete(
            doc_id for doc_id, doc in store.documents.items() if doc["status"] != COMPLETE),
    )


def repair(report: Report, graph: GraphStore, vectors, load_embedder: Callable[[], Any]) -> Report:
    """Fix what ``report`` found in place; damaged documents are marked for a re-ingest of their file.

    ``load_embedder`` is only called when points must be re-embedded (loading the model takes seconds).
    """
    if report.detached_chunks:
        graph.run("doctor_attach_chunks", {"ids": report.detached_chunks}, write=True)
    if report.stray_chunks:
        graph.run("doc_delete_chunks", {"ids": report.stray_chunks}, write=True)
    vectors.delete([*report.orphan_points, *report.stray_chunks])
    _reembed([*report.missing_points, *report.wrong_payload], graph, vectors, load_embedder)
    if report.stale_links:  # after the re-embedding: a re-embedded point takes the chunk's old node_ids
        from engine.stores.embed import LazyEmbedder

        # SPBE paraphrases are linked as the ingest links them; the model loads only if a phrase needs it
        relink(graph, vectors, report.stale_links, embed=LazyEmbedder(load_embedder).encode_query)
    if report.damaged_documents:
        graph.run("doctor_mark_damaged", {"ids": [doc.doc_id for doc in report.damaged_documents]}, write=True)
    report.repaired = True
    return report


def _reembed(chunk_ids: list[str], graph: GraphStore, vectors, load_embedder: Callable[[], Any]) -> None:
    """Embed children from their text in the graph and upsert them with the payload the ingest writes."""
    if not chunk_ids:
        return
    rows = graph.run("doctor_child_rows", {"ids": chunk_ids})
    embedder = load_embedder()
    vectors.ensure_collection(embedder.dimension, embedder.name)
    embedded = embedder.encode([row["text"] for row in rows])
    vectors.upsert([VectorPoint(row["id"], vector, point_payload(row["id"], row["props"], row["parent_id"]))
                    for row, vector in zip(rows, embedded)])


def run_doctor(engine, *, fix: bool = False) -> Report:
    """Diagnose ``engine``'s stores and, with ``fix``, repair them (the CLI's entry point)."""
    report = diagnose(engine.graph, engine.vectors)
    if fix and not report.healthy:
        repair(report, engine.graph, engine.vectors, lambda: engine.embedder)
        engine.corpus_changed()  # stray chunks deleted, chunks tied back: no ledger shows it
    return report


def via_service(url: str, token: str | None, *, fix: bool = False, timeout: float = 600.0) -> Report:
    """Run doctor inside the service at ``url`` (``POST /doctor`` with the admin token); InputError with
    the fix when it cannot be reached, refuses the token, or answers anything but a report."""
    import httpx

    if not token:
        raise InputError("strata doctor --service needs the service's admin token: set STRATA_ADMIN_TOKEN")
    target = url.rstrip("/") + "/doctor"
    try:
        response = httpx.post(target, json={"repair": fix}, headers={"Authorization": f"Bearer {token}"},
                              timeout=timeout)
    except httpx.HTTPError as exc:
        raise InputError(f"cannot reach the service at {url}: {exc}; check the URL and that strata serve "
                         "runs there") from exc
    if response.status_code in (401, 403):
        raise InputError(f"the service at {url} refused the admin token ({response.status_code}): set "
                         "STRATA_ADMIN_TOKEN to the token the service was started with")
    try:
        body = response.json()
    except ValueError:
        body = None
    if response.status_code != 200 or not isinstance(body, dict):
        detail = body.get("error") if isinstance(body, dict) else response.text[:200]
        raise InputError(f"{target} answered {response.status_code}: {detail}")
    return Report.from_json(body)
