"""The shapes a document takes on its way into Strata: parsed, chunked, linked.

parse (loaders/parse/) -> ParsedDocument
chunk (loaders/chunk.py) -> list[Chunk] (parents ~1,500 tokens, children ~400)
link  (loaders/link/linker.py)  -> list[Link] per chunk (node ids, how, confidence; words, candidates, reason)

Every chunk keeps the pages its text came from and, for tables, the table number,
so an answer can cite "page 17, table 3".
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence


def normalise(text: str) -> str:
    """Text as it is hashed: Unicode NFC, whitespace collapsed, trimmed (case kept).

    >>> normalise("  Indikator\\u00a012\\n\\n  Tingkat  ")
    'Indikator 12 Tingkat'
    """
    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text)).strip()


def content_hash(text: str) -> str:
    """SHA-256 of the normalised text."""
    return hashlib.sha256(normalise(text).encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class PageSpan:
    """Characters ``start:end`` of a section's text came from page ``page`` (1-based)."""

    start: int
    end: int
    page: int


@dataclass
class Section:
    """A run of text under one header path, in reading order, with the pages it spans."""

    header_path: list[str]
    text: str
    spans: list[PageSpan] = field(default_factory=list)
    table: int | None = None  # document-wide table number (1-based) when this section is a table

    def pages_of(self, start: int, end: int) -> list[int]:
        """Pages covering characters ``start:end`` of this section's text."""
        pages = sorted({s.page for s in self.spans if s.start < end and s.end > start})
        return pages or sorted({s.page for s in self.spans})[:1]


@dataclass
class ParsedDocument:
    """One source document, parsed: sections in order, tables as Markdown sections, metadata."""

    doc_id: str
    kind: str  # pdf | markdown | text | html | jsonl
    title: str
    sections: list[Section]
    path: str | None = None
    source: str | None = None
    date: str | None = None
    page_count: int | None = None

    @property
    def text(self) -> str:
        return "\n\n".join(section.text for section in self.sections)

    @property
    def content_hash(self) -> str:
        """Changes exactly when the document's normalised text changes."""
        return content_hash(self.text)


@dataclass
class Chunk:
    """A parent (answers are built from it) or a child (embedded and searched)."""

    chunk_id: str
    doc_id: str
    kind: str  # parent | child
    text: str
    header_path: list[str]
    pages: list[int]
    ordinal: int  # position within the document, per kind
    parent_id: str | None = None
    table: int | None = None

    @property
    def page(self) -> int | None:
        return self.pages[0] if self.pages else None


def chunk_id(doc_id: str, kind: str, text: str) -> str:
    """SHA-256 of the normalised text, scoped by document and kind.

    Scoping keeps a boilerplate paragraph that two documents share from becoming one
    chunk owned by both (replacing one document must not delete the other's chunk).
    """
    return hashlib.sha256(f"{doc_id}\x1f{kind}\x1f{normalise(text)}".encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class Link:
    """Chunk -> graph node: which node, how it was resolved, how sure, and from which words.

    ``span``/``surface`` are the characters the link was read from (None for a link inferred rather than
    read: a document scope, the aspect above an indicator), ``also`` the other spans the same node was read from
    ("Government College of Technology (GCT)": the acronym's); ``candidates`` every node the words could name,
    best first, when there were several; ``reason`` why this one won, in words (the answer trace and the
    explorer show it). ``how == "ambiguous"`` means the words name all of ``candidates`` and nothing in the
    text chose between them: ``node_id`` is then only the most prominent, never a silent answer.
    """

    node_id: str
    how: str  # e.g. header-path, indicator-number, name, code, gazetteer, qualifier, co-occurrence, population
    confidence: float
    span: tuple[int, int] | None = field(default=None, compare=False)
    surface: str = field(default="", compare=False)
    candidates: tuple[str, ...] = field(default=(), compare=False)
    reason: str = field(default="", compare=False)
    also: tuple[tuple[int, int], ...] = field(default=(), compare=False)  # other spans the node was read from


# What a child chunk's vector carries: the ingest writes it, the vector stores filter on it, retrieval
# reads it and ``strata doctor`` rebuilds it from the graph; one shape for all of them.
PAYLOAD_FIELDS = ("doc_id", "kind", "page", "pages", "table", "header_path", "node_ids")


@dataclass
class VectorPoint:
    """One child chunk to store: its id, its embedding and the payload retrieval filters on."""

    chunk_id: str
    vector: Sequence[float]
    payload: dict = field(default_factory=dict)


def point_payload(chunk_id: str, props: Mapping[str, Any], parent_id: str | None) -> dict:
    """A child's vector payload, taken from the properties its Chunk node gets (the ingest's chunk rows):
    the ingest and ``strata doctor`` (re-embedding a lost point from the graph) write the same one."""
    return {"chunk_id": chunk_id, "parent_id": parent_id, **{name: props.get(name) for name in PAYLOAD_FIELDS}}
