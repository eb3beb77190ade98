"""Write a loader's rows to the graph as a sequence of batched, idempotent steps."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from graph.store import GraphStore
from loaders.progress import progress_bar
from loaders.stats import LoadStats


@dataclass(frozen=True)
class Step:
    """One Cypher file applied to a list of rows; ``label``/``rel_type`` are what it creates, for the
    stats (``label`` None for a step that only links existing nodes)."""

    statement: str
    label: str | None
    rel_type: str | None
    rows: Sequence[Mapping[str, Any]]


def write_steps(store: GraphStore, steps: Sequence[Step], stats: LoadStats, *, description: str,
                batch_size: int, extra: Mapping[str, Any] | None = None, progress: bool | None = None) -> None:
    """Run each step in UNWIND batches in order (parents before children), with one progress bar."""
    with progress_bar(description, sum(len(step.rows) for step in steps), enabled=progress) as advance:
        for step in steps:
            for done in store.run_batches(step.statement, step.rows, batch_size, extra=extra):
                advance(done)
            if step.label:
                stats.add_nodes(step.label, len(step.rows))
            if step.rel_type:
                stats.add_edges(step.rel_type, len(step.rows))
