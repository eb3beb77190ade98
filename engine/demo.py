"""``strata demo``: load the three hierarchies and answer a few questions from the graph alone.

This is the README's first command until the engine issue replaces it with real
questions over documents. Everything printed is computed from the graph.
"""

from __future__ import annotations

from rich.console import Console
from rich.table import Table

from engine.api import Engine
from graph import schema
from graph.errors import StrataError
from loaders.stats import LoadStats

DEMO_PLACE = ("Paradise", "California")
COMPARE_WITH = (("California", "the state"), ("Chico", "a town in the same county"),
                ("Oregon", "another state"), ("Springfield", "a Springfield in Illinois"))


def _find(engine: Engine, name: str, within: str) -> str | None:
    rows = engine.graph.run("find_place", {"name": name, "within": within})
    return rows[0]["id"] if rows else None


def _loaded_line(stats: LoadStats) -> str:
    return f"{stats.source}: {stats.node_total:,} nodes, {stats.edge_total:,} edges in {stats.seconds:.1f} s"


def run_demo(engine: Engine, out: Console, *, countries: list[str] | None) -> None:
    out.rule("[bold]Strata demo: three hierarchies in one graph")
    for stats in (engine.load_spbe(), engine.load_admissions(), engine.load_places(countries=countries)):
        out.print(f"  loaded {_loaded_line(stats)}")
        for note in stats.notes:
            out.print(f"  [yellow]note:[/] {note}")

    _show_place_chain(engine, out)
    _show_scope_distances(engine, out)
    _show_aspect(engine, out, aspect=2)
    _show_cutoffs(engine, out, college="1", branch="CS", community="MBC")
    out.print("\nNext: [bold]strata cypher[/] \"MATCH (p:Place {name: 'Paradise'}) RETURN p.id, p.population\"")


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
    targets = {"California": _find(engine, "California", "United States"),
               "Chico": _find(engine, "Chico", "California"),
               "Oregon": _find(engine, "Oregon", "United States"),
               "Springfield": _find(engine, "Springfield", "Illinois")}
    table = Table(title=f"Scope distance from {name}, {state} (δ = i_q + i_t at the lowest common ancestor)")
    for column in ("passage about", "relation", "δ", "lowest common ancestor"):
        table.add_column(column)
    for label, what in COMPARE_WITH:
        target = targets.get(label)
        if target is None:
            continue
        distance = engine.scope_distance(place, target)
        table.add_row(f"{label} ({what})", distance.relation.value, f"{distance.delta:g}", str(distance.lca))
    out.print(table)


def _show_aspect(engine: Engine, out: Console, *, aspect: int) -> None:
    rows = engine.graph.run("indicators_of_aspect", {"aspect": aspect})
    if not rows:
        raise StrataError(f"SPBE aspect {aspect} has no indicators in the graph; run 'strata load spbe'")
    table = Table(title=f"SPBE aspect {aspect}: {rows[0]['aspect']} (domain: {rows[0]['domain']})")
    for column in ("indicator", "name (Indonesian)", "gloss (unofficial)", "weight % of index"):
        table.add_column(column)
    for row in rows:
        table.add_row(str(row["indicator"]), row["name"], row["name_en"], f"{row['weight_pct']:g}")
    out.print(table)


def _show_cutoffs(engine: Engine, out: Console, *, college: str, branch: str, community: str) -> None:
    rows = engine.graph.run("program_cutoffs", {"college": college, "branch": branch, "community": community})
    if not rows:
        raise StrataError(f"no {community} cutoffs for college {college} branch {branch}; run 'strata load admissions'")
    table = Table(title=f"{community} cutoffs: {rows[0]['program']} at {rows[0]['institution']} "
                        "(SAMPLE data, illustrative values)")
    for column in ("year", "quota", "cutoff mark /200", "closing rank", "cited row"):
        table.add_column(column)
    for row in rows:
        table.add_row(str(row["year"]), row["quota"], f"{row['mark']:g}", f"{row['closing_rank']:,}",
                      f"{row['source']} line {row['source_line']}")
    out.print(table)
