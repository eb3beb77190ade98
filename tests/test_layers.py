"""The layout holds: imports go down the layers only (import-linter, contracts in pyproject.toml), and no
source module grows past one screenful of jobs (500 lines) — split it by job instead."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.support import ROOT

MAX_LINES = 500
PACKAGES = ("graph", "loaders", "engine", "cypher")


def test_no_import_goes_up_a_layer() -> None:
    lint = Path(sys.executable).with_name("lint-imports")
    done = subprocess.run([str(lint), "--no-cache"], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    assert "0 broken" in done.stdout


@pytest.mark.parametrize("package", PACKAGES)
def test_no_source_module_is_over_500_lines(package: str) -> None:
    long = {str(p.relative_to(ROOT)): n for p in (ROOT / package).rglob("*.py")
            if "node_modules" not in p.parts and (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_LINES}
    assert not long, f"split these modules by job (over {MAX_LINES} lines): {long}"


def test_every_package_says_what_it_owns() -> None:
    bare = [str(p.relative_to(ROOT)) for package in PACKAGES for p in (ROOT / package).rglob("__init__.py")
            if "node_modules" not in p.parts and not _docstring(p)]
    assert not bare, f"give these packages a docstring saying what they own: {bare}"


def _docstring(path: Path) -> str | None:
    import ast

    return ast.get_docstring(ast.parse(path.read_text(encoding="utf-8")))
