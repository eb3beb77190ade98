"""Replies as WhatsApp shows them: an ``Answer`` with its decision said plainly and numbered sources,
the /stats and /ingest results for an admin, and long texts split under the 4,096-character limit."""

from __future__ import annotations

import re
from typing import Any

from engine.models import Answer, Citation

MESSAGE_LIMIT = 4096  # WhatsApp's text body limit (characters)
MAX_SOURCES = 5
MAIN_LABELS = 8  # node labels listed by /stats (the largest ones)


def format_answer(answer: Answer) -> str:
    """An ``Answer`` as a WhatsApp message: the decision said plainly, the text, then a short source list
    (inline citation markers like ``[doc, p. 3]`` or ``[chunk id]`` become the list's numbers: ``[1]``)."""
    lines, number_of = source_lines(answer.citations)
    text = number_markers(whatsapp_markup(answer.answer.strip()), number_of)
    explanation = answer.explanation.strip()
    if answer.decision == "abstain":
        reason = explanation or text or "nothing relevant was found."
        body = f"I can't answer that: {reason}"
        if text and text not in reason and reason not in text:
            body += f"\n\n{text}"
    elif answer.decision == "warn":
        body = f"Warning: {explanation}\n\n{text}" if explanation else f"Warning: check that this applies.\n\n{text}"
    else:
        body = text
    if answer.standalone_question and answer.standalone_question.strip() != answer.question.strip():
        body = f"_(Read as: {answer.standalone_question.strip()})_\n{body}"
    sources = format_sources(lines)
    return f"{body}\n\nSources:\n{sources}" if sources else body


def source_lines(citations: list[Citation]) -> tuple[list[str], dict[str, int]]:
    """The distinct source lines, and the line number (from 1) of each doc id, chunk id and
    ``doc, p. N, table M`` label the answer text may cite inline."""
    lines: list[str] = []
    number_of: dict[str, int] = {}
    for citation in citations:
        line = source_line(citation)
        if line not in lines:
            lines.append(line)
        number = lines.index(line) + 1
        label = ", ".join([citation.doc_id] + ([citation.page_label] if citation.page_label else []) +
                          ([f"table {citation.table}"] if citation.table is not None else []))
        for key in (label, citation.doc_id, citation.chunk_id):
            if key:
                number_of.setdefault(key, number)
    return lines, number_of


def format_sources(lines: list[str], limit: int = MAX_SOURCES) -> str:
    """``1. doc_id p.3, table 2 - Section`` or ``1. file.csv line 12``, at most ``limit`` lines."""
    shown = [f"{n}. {line}" for n, line in enumerate(lines[:limit], start=1)]
    if len(lines) > limit:
        shown.append(f"(and {len(lines) - limit} more)")
    return "\n".join(shown)


MARKER_RE = re.compile(r" ?\[([^\[\]\n]{1,300})\]")


def number_markers(text: str, number_of: dict[str, int]) -> str:
    """``... closes at 9:30 pm. [file:notes.md, p. 2]`` -> ``... closes at 9:30 pm. [1]``; brackets
    that name no cited source are left alone."""
    def replace(match: re.Match) -> str:
        inner = match.group(1).strip()
        if inner in number_of:
            return f" [{number_of[inner]}]"
        numbers = []
        for piece in (p.strip() for p in inner.split(",")):
            if piece in number_of:
                numbers.append(number_of[piece])
            elif not (numbers and re.fullmatch(r"(?:p\. ?\d+|table \d+)", piece)):
                return match.group(0)
        return f" [{', '.join(str(n) for n in dict.fromkeys(numbers))}]" if numbers else match.group(0)

    return MARKER_RE.sub(replace, text)


def source_line(citation: Citation) -> str:
    if citation.row:
        return citation.row
    line = citation.doc_id
    pages = citation.pages or ([citation.page] if citation.page is not None else [])
    if pages:
        low, high = min(pages), max(pages)
        line += f" p.{low}" if low == high else f" pp.{low}-{high}"
    if citation.table is not None:
        line += f", table {citation.table}"
    if citation.header_path:
        section = citation.header_path.split(" > ")[-1].strip()
        if section:
            line += f" - {section[:60] + '…' if len(section) > 60 else section}"
    return line


def whatsapp_markup(text: str) -> str:
    """Markdown emphasis and headings to WhatsApp's (``**b**`` -> ``*b*``, ``# Title`` -> ``*Title*``)."""
    text = re.sub(r"\*\*(.+?)\*\*", r"*\1*", text)
    text = re.sub(r"__(.+?)__", r"_\1_", text)
    return re.sub(r"(?m)^#{1,6}\s+(.+?)\s*#*\s*$", r"*\1*", text)


def format_stats(stats: dict[str, Any]) -> str:
    nodes: dict[str, int] = stats.get("nodes") or {}
    edges: dict[str, int] = stats.get("edges") or {}
    main = sorted(((label, count) for label, count in nodes.items() if label not in ("Document", "Chunk")),
                  key=lambda item: (-item[1], item[0]))
    lines = [f"Documents: {stats.get('documents', 0):,}", f"Chunks: {stats.get('chunks', 0):,}"]
    if stats.get("sessions") is not None:
        lines.append(f"Sessions: {stats['sessions']:,}")
    lines.append(f"Nodes: {sum(nodes.values()):,}; edges: {sum(edges.values()):,}")
    lines += [f"- {label}: {count:,}" for label, count in main[:MAIN_LABELS]]
    if len(main) > MAIN_LABELS:
        lines.append(f"- other labels: {sum(c for _, c in main[MAIN_LABELS:]):,}")
    return "\n".join(lines)


def format_job(job: Any, what: str) -> str:
    """An ingest job's result for an admin."""
    if job.status == "failed":
        return f"Ingest of {what} failed (job {job.id}): {job.error}"
    if job.status != "done":
        return f"Ingest of {what} is still {job.status} (job {job.id}, {job.files_done}/{job.files_total} files)."
    report = job.report or {}
    chunks = report.get("parents", 0) + report.get("children", 0)
    seconds = report.get("seconds") or ((job.finished or 0) - (job.started or 0))
    lines = [f"Ingest of {what} done (job {job.id}, {seconds:.1f} s): documents {report.get('documents', 0)}, "
             f"chunks {chunks}, links {report.get('links', 0)}, "
             f"unchanged skipped {report.get('skipped_unchanged', 0)}, "
             f"replaced {report.get('replaced', 0)}."]
    for title, problems in (("Errors", report.get("errors") or []), ("Not read", report.get("unsupported") or []),
                            ("Refused", report.get("refused") or [])):
        if problems:
            lines.append(f"{title} ({len(problems)}):")
            lines += [f"- {problem}" for problem in problems[:5]]
            if len(problems) > 5:
                lines.append(f"- and {len(problems) - 5} more")
    return "\n".join(lines)


def split_message(text: str, limit: int = MESSAGE_LIMIT) -> list[str]:
    """``text`` in parts of at most ``limit`` characters, cut at paragraphs, then lines, then words;
    with more than one part each ends with ``(i/n)``."""
    text = text.strip() or "…"
    if len(text) <= limit:
        return [text]
    marker = len(" (999/999)")
    parts = [p.strip() for p in _pack(text, limit - marker, ("\n\n", "\n", " ")) if p.strip()]
    return [f"{part} ({n}/{len(parts)})" for n, part in enumerate(parts, start=1)]


def _pack(text: str, limit: int, separators: tuple[str, ...]) -> list[str]:
    if len(text) <= limit:
        return [text]
    if not separators:
        return [text[i:i + limit] for i in range(0, len(text), limit)]
    separator, finer = separators[0], separators[1:]
    parts: list[str] = []
    current = ""
    for piece in text.split(separator):
        for sub in _pack(piece, limit, finer):
            joined = f"{current}{separator}{sub}" if current else sub
            if len(joined) <= limit:
                current = joined
            else:
                if current:
                    parts.append(current)
                current = sub
    if current:
        parts.append(current)
    return parts
