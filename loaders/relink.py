"""Relink: link the chunks already in the graph again after a hierarchy changed, without re-embedding.

A document's links are made against the graph of its ingest: ingested before ``strata load places`` it
links to no place, and an unchanged file is skipped by a re-ingest, so it would stay unlinked for good.
Each document records what its links were made against (``Document.linked_scopes``: the gazetteer
signature and the linking version, ``link_stamp``); a load relinks every document (``Engine.load_*``), ``strata doctor`` reports those
whose count is not the graph's and ``--repair`` relinks them, and the ingest relinks an unchanged file
whose count is stale instead of skipping it.

Per document, from the graph alone (the chunks' text is there): the linker runs on the parents with the
document's title and header paths (document scope holds as at ingest), then the vector payloads'
``node_ids`` (the candidate filter of graph-first search), the chunks' ``node_ids``, the ABOUT edges
(the ingest's ``doc_links``/``doc_unlink_stale``) and last the stamp. A crash before the stamp leaves the
old count, so doctor still reports the document and repeating the relink completes it.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Iterable, Sequence

from graph.store import GraphStore
from loaders.document import Chunk, Link
from loaders.link.gazetteer_cache import scope_signature
from loaders.link.linker import Linker, link_parents
from loaders.progress import progress_bar

COMPLETE = "complete"
HEADER_JOIN = " > "  # how the ingest stores a chunk's header path (loaders/ingest.py _chunk_rows)


@dataclass
class RelinkReport:
    """What a relink did: documents relinked, and how many of them are now about a node they were not."""

    documents: int = 0
    gained: int = 0
    seconds: float = 0.0

    def summary(self) -> str:
        plural = "" if self.documents == 1 else "s"
        return f"relinked {self.documents} document{plural}, {self.gained} gained links"


def node_ids(links: Sequence[Link]) -> list[str]:
    """A chunk's ``node_ids`` property and payload: the nodes its links name, sorted, once each."""
    return sorted({link.node_id for link in links})


def link_rows(chunks: Sequence[Chunk], links: dict[str, list[Link]]) -> list[dict]:
    """ABOUT edges for parents only: a child carries its parent's links (``link_parents``), so its
    edges would repeat the parent's four times over; children reach them through CHILD_OF, and
    their vector payload carries the node ids for graph-first search. Each edge keeps what explains it
    (the words, the reason, the candidate ids: the explorer shows them), so a relink rewrites those too."""
    parents = {c.chunk_id for c in chunks if c.kind == "parent"}
    return [{"chunk_id": chunk_id, "node_id": link.node_id, "how": link.how, "confidence": link.confidence,
             "surface": link.surface, "reason": link.reason, "candidates": list(link.candidates)}
            for chunk_id, found in links.items() if chunk_id in parents for link in found]


# What the linker reads, versioned: bumped when a change makes it link the same text to other nodes (2: places the
# hierarchy lacks and Indian romanisations; 3: a passage's capital that opens a sentence is no evidence of a place;
# 4: a list's plural type word of a kind the graph lacks, "taluks"; 5: a typed name known only by a namesake of its
# kind in its region, "County of Vermilion River, Alberta"; 6: Australian and Canadian region codes; 7: a sentence's
# opening capital counts again as a name's (3 taken back); all 2026-12-07; 8: a frequent word a place name opens with
# stays in a typed name, "Park Township", 2026-12-08), so documents linked by an older linker are stale too.
LINKING_VERSION = 8


def link_stamp(graph: GraphStore) -> str:
    """What a document's links are made against: the graph's scope count and the linking version
    ("5821/2"). A document stamped otherwise (an older hierarchy, an older linker, or a bare count as Strata
    wrote before the version) is stale: ``strata doctor`` reports it, ``--repair`` and a re-ingest relink it."""
    return f"{scope_signature(graph)}/{LINKING_VERSION}"


def stale_documents(graph: GraphStore, scopes: str | None = None) -> list[str]:
    """Complete documents whose links were made against another hierarchy or linker than now (``scopes``, the
    ``link_stamp``), or before stamps were recorded: their links may miss nodes loaded since."""
    scopes = link_stamp(graph) if scopes is None else scopes
    return sorted(row["id"] for row in graph.run("doctor_documents")
                  if row["status"] == COMPLETE and row["linked_scopes"] != scopes)


def relink(graph: GraphStore, vectors, doc_ids: Iterable[str] | None = None, *, progress: bool | None = None,
           batch_size: int = 1000, embed=None) -> RelinkReport:
    """Relink the complete documents ``doc_ids`` (every complete document when None); an interrupted
    one is left to its re-ingest, which links it anew. ``embed``: the model's encoder, for SPBE paraphrases
    (as the ingest links them); chunks are not embedded again."""
    started = time.perf_counter()
    wanted = None if doc_ids is None else set(doc_ids)
    documents = sorted((row["id"], row["title"] or "") for row in graph.run("doctor_documents")
                       if row["status"] == COMPLETE and (wanted is None or row["id"] in wanted))
    report = RelinkReport()
    if not documents:
        return report
    scopes = link_stamp(graph)  # read before the linker is built: a load meanwhile leaves them stale
    linker = Linker.from_store(graph, embed=embed)
    with progress_bar("Relinking", len(documents), enabled=progress, unit="documents") as advance:
        for doc_id, title in documents:
            report.gained += relink_document(graph, vectors, linker, doc_id, title, scopes, batch_size=batch_size)
            report.documents += 1
            advance(1)
    report.seconds = time.perf_counter() - started
    return report


def relink_document(graph: GraphStore, vectors, linker: Linker, doc_id: str, title: str, scopes: str, *,
                    batch_size: int = 1000) -> bool:
    """Link one document's chunks again and write the links where the ingest writes them; True when
    it is now about a node it was not about before."""
    ids = sorted(row["id"] for row in graph.run("doc_chunk_ids", {"doc_id": doc_id}))
    rows = graph.run("doctor_child_rows", {"ids": ids}) if ids else []  # text, properties and parent of each
    chunks = [_chunk(doc_id, row) for row in rows]
    before = {row["id"]: set(row["props"].get("node_ids") or ()) for row in rows}
    links = link_parents(linker, chunks, title)
    after = {chunk.chunk_id: node_ids(links.get(chunk.chunk_id, [])) for chunk in chunks}
    changed = {chunk_id: nodes for chunk_id, nodes in after.items() if set(nodes) != before[chunk_id]}
    points = vectors.chunk_ids_for_doc(doc_id)  # a lost point is doctor's to re-embed, from the graph's node_ids
    vectors.set_node_ids({chunk.chunk_id: changed[chunk.chunk_id] for chunk in chunks
                          if chunk.kind == "child" and chunk.chunk_id in changed and chunk.chunk_id in points})
    node_rows = [{"id": chunk.chunk_id, "parent_id": chunk.parent_id, "props": {"node_ids": after[chunk.chunk_id]}}
                 for chunk in sorted(chunks, key=lambda c: (c.kind != "parent", c.ordinal))]
    list(graph.run_batches("doc_chunks", node_rows, batch_size, extra={"doc_id": doc_id}))
    list(graph.run_batches("doc_links", link_rows(chunks, links), batch_size))
    graph.run("doc_unlink_stale", {"doc_id": doc_id}, write=True)
    graph.run("doc_linked", {"doc_id": doc_id, "scopes": scopes}, write=True)
    return any(set(nodes) - before[chunk_id] for chunk_id, nodes in after.items())


def _chunk(doc_id: str, row: dict) -> Chunk:
    """A stored chunk as the linker reads it (text, kind, header path, parent)."""
    props = row["props"]
    header = props.get("header_path") or ""
    return Chunk(chunk_id=row["id"], doc_id=doc_id, kind=props.get("kind") or "child", text=row["text"] or "",
                 header_path=header.split(HEADER_JOIN) if header else [], pages=list(props.get("pages") or []),
                 ordinal=int(props.get("ordinal") or 0), parent_id=row["parent_id"], table=props.get("table"))
