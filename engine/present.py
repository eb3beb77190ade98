"""Answers for people: the rich rendering ``strata ask`` and ``strata demo`` print."""

from __future__ import annotations

from rich.console import Console
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from engine.models import Answer

DECISION_STYLE = {"answer": "bold green", "warn": "bold yellow", "abstain": "bold red"}


def render_answer(out: Console, answer: Answer, *, timings: bool = False, trace: bool = False) -> None:
    """Decision, text, why, citations (and stage timings, and how the question was linked, when asked)."""
    title = Text.assemble((answer.decision.upper(), DECISION_STYLE[answer.decision]),
                          f"  route: {answer.route} · scope relation: {answer.relation} · {answer.generated_by}")
    body = Text(answer.answer)
    if answer.standalone_question != answer.question:
        body = Text.assemble(("(read as: " + answer.standalone_question + ")\n", "dim"), body)
    out.print(Panel(body, title=title, title_align="left", subtitle=answer.question, subtitle_align="left"))
    if answer.explanation and answer.explanation not in answer.answer:
        out.print(Text("why: ", style="bold") + Text(answer.explanation))
    if answer.scope:
        out.print(Text("scope: ", style="bold") + Text(", ".join(f"{a.name or a.id} [{a.id}, {a.how} {a.confidence:.2f}]"
                                                                for a in answer.scope[:6])))
    if answer.citations:
        table = Table(title="citations", title_justify="left", show_lines=False)
        for column in ("#", "document", "page", "table", "section / row", "chunk"):
            table.add_column(column)
        for number, cite in enumerate(answer.citations, start=1):
            table.add_row(str(number), cite.doc_id, (cite.page_label or "").removeprefix("pp. ").removeprefix("p. "),
                          "" if cite.table is None else str(cite.table), cite.row or cite.header_path or "",
                          (cite.chunk_id or "")[:12])
        out.print(table)
    if trace:
        render_links(out, answer)
    for note in answer.notes:
        out.print(Text("note: ", style="yellow") + Text(note))
    if timings:
        out.print(Text("timings (ms): ", style="dim") +
                  Text(", ".join(f"{stage} {ms:g}" for stage, ms in answer.timings.items()), style="dim"))


def render_links(out: Console, answer: Answer) -> None:
    """How each node the question names was found (issue 16): the words, the node, the rule and its
    confidence, why it won, and the other nodes the words could name. ``*`` marks the anchors the
    answer started from (``trace.anchors``: an ambiguous name is read as each of its candidates)."""
    if not answer.scope:
        out.print(Text("links: ", style="bold") + Text("the question names no node of the graph"))
        return
    walked = {a.id for a in answer.trace.anchors} if answer.trace else set()
    table = Table(title="links of the question (* = answered from)", title_justify="left")
    for column in ("words", "node", "how", "why", "other candidates"):
        table.add_column(column, no_wrap=column in ("words", "node", "how"))
    for anchor in answer.scope:
        names = dict(zip(anchor.candidates, anchor.candidate_names))
        others = [("* " if c in walked else "") + (names.get(c) or c) for c in anchor.candidates if c != anchor.id]
        node = f"{names.get(anchor.id) or anchor.name or anchor.id} [{anchor.id}]"
        cells = (repr(anchor.surface) if anchor.surface else "—", ("* " if anchor.id in walked else "") + node,
                 f"{anchor.how} {anchor.confidence:.2f}", anchor.reason or "—", "; ".join(others) or "—")
        table.add_row(*(Text(cell) for cell in cells))  # Text: "[gn:5381002]" is not rich markup
    out.print(table)
