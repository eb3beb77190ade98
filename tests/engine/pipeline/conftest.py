"""A real embedded FalkorDB with the schema applied, for the pipeline tests that write to it by hand."""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pytest

from graph.store.falkordb import FalkorDBStore


@pytest.fixture
def store(tmp_path: Path) -> Iterator[FalkorDBStore]:
    with FalkorDBStore.embedded(tmp_path / "graph") as opened:
        opened.apply_schema()
        yield opened
