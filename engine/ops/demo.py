"""``strata demo``: load the three hierarchies, ingest the shipped demo corpus, and ask.

The demo corpus (loaders/data/demo/corpus) is sample text written for the demo, not
official documents; the admissions numbers are illustrative. Every question is answered
by the same ``Engine.ask`` users call: graph-first retrieval, answer/warn/abstain, cited.
The closing table compares each decision with the one the question was written to get
(loaders/data/demo/questions.jsonl), so a regression is visible at a glance.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from rich.console import Console
from rich.table import Table

from engine.api import Engine
from engine.present import render_answer
from graph import schema
from graph.errors import StrataError
from loaders.datafiles import shipped
from loaders.stats import LoadStats

DEMO_PLACE = ("Paradise", "California")
COMPARE_WITH = (("California", "United States", "the state"), ("Chico", "California", "a town in the same county"),
                ("Oregon", "United States", "another state"), ("Springfield", "Illinois", "a Springfield in Illinois"))


@dataclass(frozen=True)
class DemoQuestion:
    id: str
    question: str
    expect: str
    session: str | None = None


AUDIT_EVIDENCE = ("Bappeda plans and manages the integration of the SPBE plan with the annual budget (RKA and Renja). "
                  "A regional regulation enacted in 2022 sets a standard procedure that every work unit follows. "
                  "Each year the integration is reviewed and evaluated, and its contribution to performance targets "
                  "is measured.")

# Beyond questions.jsonl: computed admissions answers, a follow-up in a session, an unknown community,
# and an SPBE assessment of evidence text.
MORE_QUESTIONS = (
    DemoQuestion("a1", "What was the MBC cutoff mark and closing rank for CSE at CEG in 2024?", "answer", "student-1"),
    DemoQuestion("a2", "What about ECE?", "answer", "student-1"),
    DemoQuestion("a3", "And for SC?", "answer", "student-1"),
    DemoQuestion("a4", "I scored maths 97, physics 92 and chemistry 94 and I am BC. Which programs can I get?", "answer"),
    DemoQuestion("a5", "What is the CSE cutoff at PSG Tech for the XYZ community?", "abstain"),
    DemoQuestion("s1", "Assess this evidence and recommend a maturity level: " + AUDIT_EVIDENCE, "answer"),
)


def demo_questions() -> list[DemoQuestion]:
    lines = shipped("demo", "questions.jsonl").read_text(encoding="utf-8").splitlines()
    written = [DemoQuestion(d["id"], d["question"], d["expect"]) for d in map(json.loads, filter(None, lines))]
    return written + list(MORE_QUESTIONS)


def _loaded_line(stats: LoadStats) -> str:
    return f"{stats.source}: {stats.node_total:,} nodes, {stats.edge_total:,} edges in {stats.seconds:.1f} s"


def run_demo(engine: Engine, out: Console, *, countries: list[str] | None) -> None:
    out.rule("[bold]Strata demo: three hierarchies in one graph, questions answered inside their scope")
    for stats in (engine.load_spbe(), engine.load_admissions(), engine.load_places(countries=countries)):
        out.print(f"  loaded {_loaded_line(stats)}")
        for note in stats.notes:
            out.print(f"  [yellow]note:[/] {note}")
    report = engine.ingest([shipped("demo", "corpus")], source="demo")
    out.print(f"  ingested the demo corpus (sample text written for the demo): {report.documents} new, "
              f"{report.skipped_unchanged} unchanged, {report.parents} parents, {report.children} children, "
              f"{report.links} links in {report.seconds:.1f} s")
    for problem in report.errors:
        out.print(f"  [yellow]skipped:[/] {problem}")

    _show_place_chain(engine, out)
    _show_scope_distances(engine, out)

    questions = demo_questions()
    if engine.memory is not None:  # each demo run starts its conversations anew
        for session in {q.session for q in questions if q.session}:
            engine.memory.forget(session)
    results = []
    for item in questions:
        out.rule(f"[bold]{item.id}[/] expected: {item.expect}" + (f" · session {item.session}" if item.session else ""))
        answer = engine.ask(item.question, session_id=item.session)
        render_answer(out, answer)
        results.append((item, answer))

    _summary(out, results)
    out.print("\nNext: [bold]strata ask[/] \"Can I burn debris in Chico, California?\"   "
              "[bold]strata ask --json[/] \"...\"   [bold]strata cypher[/] \"MATCH (p:Place {name: 'Paradise'}) RETURN p.id\"")


def _summary(out: Console, results) -> None:
    table = Table(title="Decisions vs what each demo question was written to get")
    for column in ("id", "expected", "got", "relation", "route", "ms", "first citation"):
        table.add_column(column)
    agree = 0
    for item, answer in results:
        ok = answer.decision == item.expect
        agree += ok
        first = answer.citations[0] if answer.citations else None
        cite = "" if first is None else first.doc_id + (f" ({first.row})" if first.row else "")
        table.add_row(item.id, item.expect, f"[{'green' if ok else 'red'}]{answer.decision}[/]", answer.relation,
                      answer.route, f"{answer.timings.get('total', 0):.0f}", cite)
    out.print(table)
    out.print(f"{agree}/{len(results)} decisions as expected")


def _find(engine: Engine, name: str, within: str) -> str | None:
    rows = engine.graph.run("find_place", {"name": name, "within": within})
    return rows[0]["id"] if rows else None


def _show_place_chain(engine: Engine, out: Console) -> None:
    name, state = DEMO_PLACE
    place = _find(engine, name, state)
    if place is None:
        raise StrataError(f"{name}, {state} is not in the gazetteer; load places with the US included")
    table = Table(title=f"Ancestors of {name}, {state} ({place})")
    for column in ("depth", "id", "name", "kind"):
        table.add_column(column)
    for row in engine.ancestors(place):
        labels = [label for label in row["labels"] if label != schema.SCOPE]
        table.add_row(str(row["depth"]), row["id"], row["name"] or "", row["kind"] or ", ".join(labels))
    out.print(table)


def _show_scope_distances(engine: Engine, out: Console) -> None:
    name, state = DEMO_PLACE
    place = _find(engine, name, state)
    table = Table(title=f"Scope distance from {name}, {state} (δ = i_q + i_t at the lowest common ancestor)")
    for column in ("passage about", "relation", "δ", "lowest common ancestor"):
        table.add_column(column)
    for label, within, what in COMPARE_WITH:
        target = _find(engine, label, within)
        if target is None or place is None:
            continue
        distance = engine.scope_distance(place, target)
        table.add_row(f"{label} ({what})", distance.relation.value, f"{distance.delta:g}", str(distance.lca))
    out.print(table)
