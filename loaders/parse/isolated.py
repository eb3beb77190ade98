"""Parse one file in a child process whose address space is capped (``resource.setrlimit``).

The service parses what strangers upload. A PDF within the inflation budget (loaders/parse/pdf_budget.py)
can still make pdfminer build far more objects than its bytes suggest; in a child capped at
``memory_mb`` (STRATA_PARSE_MEMORY_MB) that ends as a MemoryError or a killed child and a refused
file, never as a service that ate the machine. The child gets the request and returns its documents
as pickles over pipes (it is our own interpreter running our own code).
"""

from __future__ import annotations

import pickle
import resource
import subprocess
import sys
from pathlib import Path

from graph.errors import InputError
from loaders.document import ParsedDocument
from loaders.parse.pdf_budget import PdfBudget
from loaders.parse.problems import ParseProblem
from loaders.parse.registry import parse

MEMORY_SETTING = "STRATA_PARSE_MEMORY_MB"


def parse_isolated(path: Path, *, memory_mb: int, source: str | None = None, max_bytes: int,
                   pdf_budget: PdfBudget | None = None,
                   problems: list[ParseProblem] | None = None) -> list[ParsedDocument]:
    """:func:`parse` run in a child limited to ``memory_mb`` of address space; a child that runs out
    (or dies) is an :class:`InputError` naming the file and the setting."""
    request = pickle.dumps((str(path), source, max_bytes, pdf_budget, memory_mb))
    result = subprocess.run([sys.executable, "-m", "loaders.parse.isolated"], input=request,
                            capture_output=True, check=False)
    if result.returncode == 0:
        status, payload, found = pickle.loads(result.stdout)
        (problems if problems is not None else []).extend(found)
        if status == "ok":
            return payload
        raise InputError(payload)
    raise InputError(f"{path}: parsing needed more than {memory_mb} MB of memory (the parser stopped with exit "
                     f"code {result.returncode}); refused. If the file is genuine, raise {MEMORY_SETTING} "
                     "or split the file")


def _child() -> None:
    path, source, max_bytes, budget, memory_mb = pickle.load(sys.stdin.buffer)
    limit = int(memory_mb) * 2**20
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    problems: list[ParseProblem] = []
    try:
        reply = ("ok", parse(Path(path), source=source, max_bytes=max_bytes, problems=problems,
                             pdf_budget=budget), problems)
    except InputError as exc:
        reply = ("error", str(exc), problems)
    except MemoryError:
        reply = ("error", f"{path}: parsing needed more than {memory_mb} MB of memory; refused. If the file "
                          f"is genuine, raise {MEMORY_SETTING} or split the file", problems)
    sys.stdout.buffer.write(pickle.dumps(reply))


if __name__ == "__main__":
    _child()
