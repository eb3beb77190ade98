"""The ``strata`` command line (typer + rich).

Every command takes ``--data DIR`` (else ``STRATA_DATA``, else ``./strata-data``).
Errors from Strata are printed as one clear line and exit with status 1, never as
a traceback.
"""

from __future__ import annotations

import contextlib
import json
import shlex
import signal
import sys
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterator, List, Optional

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from engine.api import Engine
from engine.config import Config
from engine.ops.service import ServiceLease, held_message, running_service, serving_message
from engine.redact import redact_url
from graph.errors import StrataError
from loaders.stats import LoadStats

if TYPE_CHECKING:
    from engine.ops.doctor import Report as DoctorReport

app = typer.Typer(help="Strata: knowledge-graph-first retrieval over hierarchical documents.",
                  no_args_is_help=True, pretty_exceptions_enable=False)
graph_app = typer.Typer(help="Inspect the graph.", no_args_is_help=True)
app.add_typer(graph_app, name="graph")

out = Console()
err = Console(stderr=True)

DataOption = typer.Option(None, "--data", help="Data directory (default: $STRATA_DATA, else ./strata-data).",
                          file_okay=False)


class Source(str, Enum):
    spbe = "spbe"
    admissions = "admissions"
    places = "places"
    wikidata = "wikidata"


def _fail(message: object) -> None:
    """One clear line on stderr and exit code 1 (never a traceback)."""
    err.print(f"[bold red]error:[/] {escape(str(message))}", soft_wrap=True)
    raise typer.Exit(1)


@contextlib.contextmanager
def _engine(data: Optional[Path], *, vectors: bool = False, serving: tuple[str, int] | None = None,
            existing: bool = False, loaded: bool = False) -> Iterator[Engine]:
    """Open the engine for one command; turn Strata errors into a message and exit code 1.

    ``vectors``: the command needs the vector store; beside a running service on the same data directory
    it stops at once, naming the service (the embedded store lets one process in); held by any other process,
    it stops right after the store opens, before a question loads the gazetteer or the model. ``serving`` (host,
    port): ``strata serve``, which refuses to start beside another one and records itself while it runs.
    ``existing``: a read-only command, refused on a data directory that was never loaded (a typo), which
    it must not create; ``loaded``: also refused on an empty graph (its answers would read "nothing found")."""
    try:
        config = Config.load(data)
        embedded = not config.vector_url
        if (existing or loaded) and not config.graph_url and not (config.data_dir / "graph").is_dir():
            _fail(_nothing_loaded(config.data_dir))
        if (vectors or serving) and embedded and (record := running_service(config.data_dir)):
            _fail(serving_message(config.data_dir, record) if serving else held_message(config.data_dir, record))
        with Engine.open(config) as engine, \
                ServiceLease(config.data_dir, *serving) if serving and embedded else contextlib.nullcontext():
            if loaded and not engine.has_data():
                _fail(_nothing_loaded(config.data_dir))
            if vectors and embedded:
                engine.vectors.count()  # held by another process: VectorStoreHeld now, not after seconds of work
            yield engine
    except StrataError as exc:
        _fail(exc)


def _nothing_loaded(data_dir: Path) -> str:
    flag = f" --data {shlex.quote(str(data_dir))}"
    return (f"nothing is loaded in {data_dir}: run `strata load spbe|admissions|places{flag}` or "
            f"`strata ingest FILE...{flag}` first, or point --data / STRATA_DATA at the directory you loaded")


def _print_stats(stats: LoadStats) -> None:
    table = Table(title=f"Loaded {stats.source} in {stats.seconds:.2f} s")
    table.add_column("kind")
    table.add_column("name")
    table.add_column("rows", justify="right")
    for label, count in stats.nodes.items():
        table.add_row("nodes", label, f"{count:,}")
    for rel_type, count in stats.edges.items():
        table.add_row("edges", rel_type, f"{count:,}")
    out.print(table)
    for note in stats.notes:
        out.print(f"[yellow]note:[/] {note}")


@app.command()
def init(data: Optional[Path] = DataOption) -> None:
    """Create the data directory, start the graph store and apply the schema."""
    with _engine(data) as engine:
        where = redact_url(engine.config.graph_url or "") or f"embedded FalkorDB in {engine.config.data_dir / 'graph'}"
        out.print(f"Strata data directory ready: {engine.config.data_dir} (graph: {where})")


@app.command()
def load(
    source: Source = typer.Argument(..., help="What to load."),
    file: Optional[Path] = typer.Argument(None, help="admissions: the TNEA cutoff CSV (default: shipped sample)."),
    countries: Optional[str] = typer.Option(None, help="places: ISO-2 codes, comma-separated (default: all)."),
    min_population: int = typer.Option(0, help="places: skip localities smaller than this."),
    endpoint: Optional[str] = typer.Option(None, help="wikidata: SPARQL endpoint URL."),
    within: str = typer.Option("Q30", help="wikidata: QID of the root place (default Q30, United States)."),
    data: Optional[Path] = DataOption,
) -> None:
    """Load a hierarchy into the graph (idempotent: loading twice changes nothing)."""
    if source is Source.wikidata and not endpoint:
        err.print("[bold red]error:[/] wikidata needs --endpoint URL (e.g. https://query.wikidata.org/sparql)")
        raise typer.Exit(2)
    if file is not None and source is not Source.admissions:
        err.print(f"[bold red]error:[/] a FILE argument is only used with 'admissions', not {source.value!r}")
        raise typer.Exit(2)
    with _engine(data) as engine:
        if source is Source.spbe:
            stats = engine.load_spbe()
        elif source is Source.admissions:
            stats = engine.load_admissions(file)
        elif source is Source.places:
            codes = [c.strip().upper() for c in countries.split(",") if c.strip()] if countries else None
            stats = engine.load_places(countries=codes, min_population=min_population)
        else:
            stats = engine.load_wikidata(endpoint, within=within)
        engine.prepare_questions()  # the gazetteer, built once here rather than by every later `strata ask`
        _print_stats(stats)


@app.command()
def ingest(
    paths: List[Path] = typer.Argument(..., help="Files or directories (PDF, Markdown, text, HTML, JSONL)."),
    source: Optional[str] = typer.Option(None, help="A name for where these documents come from."),
    semantic: bool = typer.Option(False, "--semantic", help="Split where neighbouring sentences drift apart."),
    data: Optional[Path] = DataOption,
) -> None:
    """Ingest documents: parent/child chunks, vectors, and links to the graph (re-ingest is a no-op)."""
    missing = [str(p) for p in paths if not p.exists()]
    if missing:
        err.print(f"[bold red]error:[/] no such file or directory: {', '.join(missing)}")
        raise typer.Exit(2)
    with _engine(data, vectors=True) as engine:
        report = engine.ingest(paths, source=source, semantic=semantic)
    table = Table(title=f"Ingested in {report.seconds:.1f} s (embedding {report.embed_seconds:.1f} s)")
    table.add_column("")
    table.add_column("count", justify="right")
    for name, value in (("documents", report.documents), ("pages", report.pages), ("parents", report.parents),
                        ("children", report.children), ("links", report.links),
                        ("unchanged (skipped)", report.skipped_unchanged), ("replaced", report.replaced),
                        ("stale chunks removed", report.stale_chunks_removed), ("errors", len(report.errors)),
                        ("unsupported files (not read)", len(report.unsupported)),
                        ("links out of the folder (refused)", len(report.refused))):
        table.add_row(name, f"{value:,}")
    out.print(table)
    for problem in report.errors:
        err.print(f"[yellow]skipped:[/] {problem}")
    for name in report.refused:
        err.print(f"[yellow]refused:[/] {escape(name)}")
    for name in report.unsupported[:20]:
        err.print(f"[yellow]not read:[/] {escape(name)}")
    if report.unsupported:
        from loaders.parse import SUPPORTED_SUFFIXES

        more = f"{len(report.unsupported) - 20} more; " if len(report.unsupported) > 20 else ""
        err.print(f"[yellow]not read:[/] {more}supported types are {', '.join(SUPPORTED_SUFFIXES)}")
    if report.errors and not (report.documents or report.skipped_unchanged):
        raise typer.Exit(1)


@app.command()
def doctor(
    repair: bool = typer.Option(False, "--repair", help="Fix what can be fixed in place (see docs/doctor.md)."),
    as_json: bool = typer.Option(False, "--json", help="Print the findings as JSON."),
    service: Optional[str] = typer.Option(None, "--service", help="Run it inside the strata serve at this URL "
                                          "(which holds the store), with STRATA_ADMIN_TOKEN."),
    data: Optional[Path] = DataOption,
) -> None:
    """Check that the graph and the vector store agree; exit 1 while problems remain unrepaired."""
    from engine.ops.doctor import run_doctor, via_service

    if service:
        try:
            report = via_service(service, Config.load(data).admin_token, fix=repair)
        except StrataError as exc:
            err.print(f"[bold red]error:[/] {exc}")
            raise typer.Exit(1) from None
    else:
        with _engine(data, vectors=True) as engine:
            report = run_doctor(engine, fix=repair)
    if as_json:
        sys.stdout.write(json.dumps(report.to_json(), ensure_ascii=False) + "\n")
    else:
        _print_doctor(report, f" --data {shlex.quote(str(data))}" if data else "")
    if report.needs_attention:
        raise typer.Exit(1)


def _print_doctor(report: "DoctorReport", data_flag: str) -> None:
    """What doctor found (and fixed), one line per kind; documents with the command that re-ingests them."""
    if report.healthy:
        out.print("[green]healthy:[/] the graph and the vector store agree; every document is complete "
                  "and linked against the current hierarchy")
        return
    for name, what, action in (("orphan_points", "points without a Chunk node", "deleted"),
                               ("missing_points", "child chunks without a point", "re-embedded"),
                               ("wrong_payload", "points naming another document than their chunk", "rewritten"),
                               ("detached_chunks", "chunks cut off from their Document", "tied back"),
                               ("stray_chunks", "chunks no Document lists", "deleted"),
                               ("stale_links", "documents linked against an older hierarchy", "relinked")):
        ids = getattr(report, name)
        if ids:
            out.print(f"{len(ids)} {what}" + (f" ({action})" if report.repaired else "") + ": " +
                      ", ".join(ids[:5]) + (" ..." if len(ids) > 5 else ""), soft_wrap=True)
    damaged = [(doc, "lost chunks its ledger lists" + (" (marked damaged)" if report.repaired else ""))
               for doc in report.damaged_documents]
    unfinished = [(doc, "did not finish ingesting" if doc.status == "writing" else f"is {doc.status}, not complete")
                  for doc in report.incomplete_documents]
    for doc, what in damaged + unfinished:
        out.print(f"[yellow]{escape(doc.doc_id)}[/] {what}: run {escape(doc.reingest + data_flag)}", soft_wrap=True,
                  highlight=False)
    if report.fixable and not report.repaired:
        out.print("run [bold]strata doctor --repair[/] to fix what can be fixed in place")


@graph_app.command("stats")
def graph_stats(data: Optional[Path] = DataOption,
                as_json: bool = typer.Option(False, "--json", help="Print JSON instead of tables.")) -> None:
    """Node counts by label and edge counts by type."""
    with _engine(data, loaded=True) as engine:
        stats = engine.stats()
    if as_json:
        out.print_json(json.dumps(stats))
        return
    for title, counts in (("Nodes by label", stats["nodes"]), ("Edges by type", stats["edges"])):
        table = Table(title=title)
        table.add_column("name")
        table.add_column("count", justify="right")
        for name, count in counts.items():
            table.add_row(name, f"{count:,}")
        out.print(table)


def _parse_param(text: str) -> tuple[str, Any]:
    """``k=v``; ``v`` is read as JSON when it parses (numbers, lists, true), else kept as a string."""
    if "=" not in text:
        raise typer.BadParameter(f"{text!r} is not of the form key=value", param_hint="--param")
    key, raw = text.split("=", 1)
    try:
        return key.strip(), json.loads(raw)
    except json.JSONDecodeError:
        return key.strip(), raw


@app.command("cypher")
def cypher_command(
    statement: str = typer.Argument(..., help="A Cypher statement; use $name parameters, not pasted values."),
    param: List[str] = typer.Option([], "--param", "-p", help="A parameter, key=value (repeatable)."),
    write: bool = typer.Option(False, "--write", help="Allow writes (default: read-only, enforced by the store)."),
    limit: int = typer.Option(1000, help="At most this many rows."),
    timeout_ms: int = typer.Option(10_000, "--timeout-ms", help="Abort the query after this many milliseconds."),
    as_json: bool = typer.Option(False, "--json", help="Print one JSON object per row."),
    data: Optional[Path] = DataOption,
) -> None:
    """Run a Cypher statement against the graph (read-only unless --write)."""
    params = dict(_parse_param(p) for p in param)
    with _engine(data, existing=not write) as engine:
        try:
            rows = engine.cypher(statement, params or None, write=write, limit=limit, timeout_ms=timeout_ms)
        except StrataError as exc:
            hint = " (this command is read-only; add --write to change the graph)" if "read-only" in str(exc) else ""
            err.print(f"[bold red]error:[/] {exc}{hint}")
            raise typer.Exit(1) from None
    if as_json:
        for row in rows:
            sys.stdout.write(json.dumps(row, default=str, ensure_ascii=False) + "\n")
        return
    if not rows:
        out.print("(no rows)")
        return
    table = Table()
    for column in rows[0]:
        table.add_column(column)
    for row in rows:
        table.add_row(*(json.dumps(v, default=str, ensure_ascii=False) if not isinstance(v, str) else v
                        for v in row.values()))
    out.print(table)
    out.print(f"{len(rows)} row(s)")


@app.command()
def ask(
    question: str = typer.Argument(..., help="The question, in quotes."),
    session: Optional[str] = typer.Option(None, "--session", "-s", help="Session id: follow-ups use its history."),
    as_json: bool = typer.Option(False, "--json", help="Print the Answer as JSON (the format of docs/answers.md)."),
    timings: bool = typer.Option(False, "--timings", help="Show the time each stage took."),
    trace: bool = typer.Option(False, "--trace", help="Show how the question was linked: the words, the node, "
                                                      "why it won and the other candidates."),
    data: Optional[Path] = DataOption,
) -> None:
    """Answer, warn or abstain, with citations and the reason."""
    from engine.present import render_answer

    with _engine(data, vectors=True, loaded=True) as engine:
        try:
            answer = engine.ask(question, session_id=session)
        except StrataError as exc:
            err.print(f"[bold red]error:[/] {exc}")
            raise typer.Exit(1) from None
    if as_json:
        sys.stdout.write(json.dumps(answer.contract(), ensure_ascii=False) + "\n")
    else:
        render_answer(out, answer, timings=timings, trace=trace)


@app.command()
def assess(
    evidence: str = typer.Argument(..., help="Evidence text, or a file (PDF, Markdown, text, HTML) holding it."),
    indicator: Optional[str] = typer.Option(None, "--indicator", "-i", help="The indicator, if known (13 or 'Indikator 13')."),
    as_json: bool = typer.Option(False, "--json", help="Print the assessment as JSON."),
    data: Optional[Path] = DataOption,
) -> None:
    """Name the SPBE indicator an evidence text is about and recommend a maturity level (criteria matching)."""
    from engine.answers.audit import format_assessment
    from loaders.parse import parse

    source_doc_id = None
    path = Path(evidence)
    with _engine(data, loaded=True) as engine:
        try:
            if len(evidence) < 4096 and path.is_file():
                documents = parse(path, max_bytes=int(engine.config.max_file_mb * 2**20),
                                  pdf_budget=engine.config.pdf_budget)
                evidence, source_doc_id = "\n\n".join(d.text for d in documents), documents[0].doc_id
            result = engine.assess_spbe(evidence, indicator=indicator, source_doc_id=source_doc_id)
        except StrataError as exc:
            err.print(f"[bold red]error:[/] {exc}")
            raise typer.Exit(1) from None
    if as_json:
        sys.stdout.write(result.model_dump_json() + "\n")
        return
    out.print(format_assessment(result))
    for citation in result.citations():
        out.print(f"  [dim]cited:[/] {citation.doc_id}" + (f" ({citation.row})" if citation.row else "") +
                  (f": {citation.quote}" if citation.quote else ""))


@app.command("eval")
def eval_command(
    queries: Path = typer.Argument(..., help='JSONL, one {"id", "question", "session"?} per line.', exists=True,
                                   dir_okay=False),
    out_path: Optional[Path] = typer.Option(None, "--out", "-o", help="Results JSONL (default: standard output)."),
    data: Optional[Path] = DataOption,
) -> None:
    """Run ``ask`` for every line of QUERIES and write one JSON result per line (docs/answers.md)."""
    from engine.ops.evaluate import run_eval

    with _engine(data, vectors=True, loaded=True) as engine:
        sink = open(out_path, "w", encoding="utf-8") if out_path else contextlib.nullcontext(sys.stdout)
        with sink as handle:
            summary = run_eval(engine, queries, handle)
    err.print(f"{summary.answered} result(s) written{f' to {out_path}' if out_path else ''} in "
              f"{summary.seconds:.1f} s: " + ", ".join(f"{k} {v}" for k, v in summary.decisions.items()))
    for problem in summary.problems:
        err.print(f"[yellow]skipped:[/] {problem}")
    if summary.problems and not summary.answered:
        raise typer.Exit(1)


@app.command()
def serve(
    host: str = typer.Option("127.0.0.1", help="Address to listen on (0.0.0.0 in a container)."),
    port: int = typer.Option(8000, help="Port to listen on."),
    data: Optional[Path] = DataOption,
) -> None:
    """Run the HTTP service: /ask, /stats, /health, admin /ingest and /cypher, the WhatsApp webhook, /explorer."""
    import uvicorn

    from engine.serve.app import create_app

    with _engine(data, serving=(host, port)) as engine:
        _take_vectors(engine)
        where = redact_url(engine.config.graph_url or "") or f"embedded FalkorDB in {engine.config.data_dir / 'graph'}"
        err.print(f"Strata serving {engine.config.data_dir} (graph: {where}) on http://{host}:{port} "
                  f"— open http://{host}:{port}/explorer; API docs at /docs")
        if not engine.config.admin_token:
            err.print("[yellow]note:[/] STRATA_ADMIN_TOKEN is not set: admin routes (/ingest, /cypher) are disabled")
        # uvicorn re-raises SIGTERM after its graceful shutdown; by default that kills the process before
        # this block closes the engine (no final save, the embedded graph server orphaned). As SystemExit
        # it unwinds through the `with` like Ctrl-C does. `docker compose down` sends SIGTERM.
        signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
        uvicorn.run(create_app(engine), host=host, port=port, log_level="info")


def _take_vectors(engine: Engine) -> None:
    """Open the vector store before serving: held by another process, the service must not start (it would
    look healthy and fail every question); down (a Qdrant server), it starts and reports it in /health/detailed."""
    from engine.stores.vectors import VectorStoreHeld

    try:
        engine.vectors.count()
    except VectorStoreHeld:
        raise
    except StrataError as exc:
        err.print(f"[yellow]note:[/] the vector store is not available yet: {escape(str(exc))}")


@app.command()
def demo(
    data: Optional[Path] = DataOption,
    countries: str = typer.Option("US,IN,ID", help="Countries of the offline gazetteer to load ('all' for every one)."),
) -> None:
    """Load all three hierarchies and show a few answers computed from the graph."""
    from engine.ops.demo import run_demo

    codes = None if countries.lower() == "all" else [c.strip().upper() for c in countries.split(",") if c.strip()]
    with _engine(data, vectors=True) as engine:
        run_demo(engine, out, countries=codes)


def main() -> None:  # pragma: no cover - console entry point
    app()


if __name__ == "__main__":  # pragma: no cover
    main()
