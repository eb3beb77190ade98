"""Every Cypher statement Strata runs lives here as a ``.cypher`` file.

``common/`` holds the openCypher subset both backends accept; ``falkordb/`` and
``neo4j/`` hold what differs (DDL, vector indexes, ...). A backend file with the
same name as a common one wins, so a statement can be specialised without
touching callers.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

CYPHER_DIR = Path(__file__).resolve().parent
BACKENDS = ("falkordb", "neo4j")


class UnknownStatement(LookupError):
    """No ``.cypher`` file of that name exists for the backend (the message names both).

    A ``LookupError``, not a ``KeyError``: a KeyError prints its message quoted, like a missing key.
    The graph stores re-raise it as a Strata error (``graph.errors.UnknownStatementError``).
    """


@lru_cache(maxsize=None)
def load(name: str, backend: str) -> str:
    """Return the text of statement ``name`` for ``backend`` (backend file first, then common)."""
    if backend not in BACKENDS:
        raise ValueError(f"unknown graph backend {backend!r}; expected one of {BACKENDS}")
    for folder in (backend, "common"):
        path = CYPHER_DIR / folder / f"{name}.cypher"
        if path.is_file():
            return path.read_text(encoding="utf-8").strip()
    raise UnknownStatement(f"no Cypher statement {name!r} in cypher/{backend}/ or cypher/common/")


def split_statements(text: str) -> list[str]:
    r"""Split a multi-statement file on ``;`` at line ends, dropping ``//`` comment lines.

    >>> split_statements("// schema\nCREATE INDEX A;\nCREATE INDEX B;\n")
    ['CREATE INDEX A', 'CREATE INDEX B']
    """
    lines = [line for line in text.splitlines() if not line.strip().startswith("//")]
    parts = re.split(r";[ \t]*(?:\n|$)", "\n".join(lines))
    return [part.strip() for part in parts if part.strip()]


def names(backend: str) -> list[str]:
    """All statement names available to ``backend``."""
    found = {p.stem for folder in (backend, "common") for p in (CYPHER_DIR / folder).glob("*.cypher")}
    return sorted(found)
