"""Every Cypher statement the code runs by name exists for both backends, and no .cypher file is orphaned.

Statements are run by name (graph/store/base.py): ``store.run("name", ...)``, ``store.run_batches("name", ...)``,
``store.statement("name")`` (the text, for DDL), ``cypher.load("name", backend)``, and the writer's ``Step("name", ...)`` (loaders/writer.py runs ``step.statement``).
The names are read from the source with ``ast`` (string-literal first arguments), so a call split over lines or a
new receiver name cannot slip past; a call whose name is not a literal must be listed in :data:`DYNAMIC`, saying
where its names come from. A statement only the tests run (``program_cutoffs`` checks a load) is not orphaned,
but the tests' names are not checked for existence (some run a missing one on purpose).
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

import pytest

import cypher
from tests.support import ROOT

SCANNED = ("graph", "loaders", "engine", "bench")  # code that runs statements
TESTS = "tests"
STORE_METHODS = ("run", "run_batches", "statement")  # statement(): the text of a name (schema DDL)

# Calls whose first argument is not a literal statement name: (file, callee, argument) -> where the names come from.
DYNAMIC = {
    ("graph/store/base.py", "cypher.load", "name"): "statement() loads the name its caller passed",
    ("graph/store/base.py", "self.statement", "name"): "run() and run_batches() take the text of the name their caller passed",
    ("loaders/writer.py", "store.run_batches", "step.statement"): "the Step(...) names of the sources, scanned as Step calls",
    ("graph/store/neo4j.py", "tx.run", "text"): "the Neo4j driver running statement text, not a name",
    ("graph/store/neo4j.py", "session.run", "self.statement('ping')"): "the Neo4j driver running the text of "
                                                                       "'ping' (scanned as a statement() call)",
    ("engine/answers/base.py", "self.store.run", "name"): "a graph answerer's recording store runs the names its "
                                                          "answerer passes (literals, scanned at those calls)",
}


@dataclass(frozen=True)
class Call:
    path: str
    line: int
    callee: str
    argument: ast.expr

    @property
    def name(self) -> str | None:
        """The statement name when the first argument is a string literal."""
        value = self.argument.value if isinstance(self.argument, ast.Constant) else None
        return value if isinstance(value, str) else None


def _statement_calls(path: Path) -> list[Call]:
    """Calls in ``path`` that run a statement by name, with their first argument."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    modules = {alias.asname or alias.name.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.Import)
               for alias in node.names}  # subprocess.run, uvicorn.run: a module's run() is not a store's
    imported = {alias.asname or alias.name: f"{node.module}.{alias.name}" for node in ast.walk(tree)
                if isinstance(node, ast.ImportFrom) and node.module for alias in node.names}
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not node.args:
            continue
        func, callee = node.func, ast.unparse(node.func)
        if isinstance(func, ast.Attribute) and func.attr in STORE_METHODS:
            runs = not (isinstance(func.value, ast.Name) and func.value.id in modules)
        elif isinstance(func, ast.Attribute) and func.attr == "load" and isinstance(func.value, ast.Name):
            runs = func.value.id == "cypher" or imported.get(func.value.id) == "cypher"
        elif isinstance(func, ast.Name):
            runs = imported.get(func.id) in ("cypher.load", "loaders.writer.Step")
        else:
            runs = False
        if runs:
            found.append(Call(str(path.relative_to(ROOT)), node.lineno, callee, node.args[0]))
    return found


def _calls(*packages: str) -> list[Call]:
    return [call for package in packages for path in sorted((ROOT / package).rglob("*.py"))
            for call in _statement_calls(path)]


CALLS = _calls(*SCANNED)
RUN_NAMES = sorted({call.name for call in CALLS if call.name})
TESTED_NAMES = {call.name for call in _calls(TESTS) if call.name}
FILES = sorted({path.relative_to(cypher.CYPHER_DIR).as_posix()
                for folder in ("common", *cypher.BACKENDS) for path in (cypher.CYPHER_DIR / folder).glob("*.cypher")})


def test_the_scan_finds_the_known_forms() -> None:
    """A guard on the scanner itself: each way of running a statement is seen at least once."""
    callees = {call.callee.rsplit(".", 1)[-1] for call in CALLS if call.name}
    assert {"run", "run_batches", "statement", "Step"} <= callees
    assert len(RUN_NAMES) > 50


@pytest.mark.parametrize("backend", cypher.BACKENDS)
@pytest.mark.parametrize("name", RUN_NAMES)
def test_every_statement_the_code_runs_exists(name: str, backend: str) -> None:
    where = [f"{c.path}:{c.line}" for c in CALLS if c.name == name]
    try:
        cypher.load(name, backend)
    except cypher.UnknownStatement:
        pytest.fail(f"{', '.join(where)} run(s) {name!r}, which has no .cypher file for {backend}")


def test_every_dynamic_name_is_accounted_for() -> None:
    """A name built at run time (a variable, an f-string) cannot be checked above: list it in DYNAMIC."""
    dynamic = {(c.path, c.callee, ast.unparse(c.argument)) for c in CALLS if c.name is None}
    assert dynamic == set(DYNAMIC), ("list each call whose statement name is not a literal in DYNAMIC, with where "
                                     f"its names come from (and drop entries that are gone): {dynamic ^ set(DYNAMIC)}")


@pytest.mark.parametrize("file", FILES)
def test_no_cypher_file_is_orphaned(file: str) -> None:
    used = set(RUN_NAMES) | TESTED_NAMES
    assert Path(file).stem in used, f"cypher/{file} is run by no code in {', '.join(SCANNED + (TESTS,))}: delete it"
