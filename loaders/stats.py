"""What a loader reports back: counts and time, printed by the CLI and the benchmarks."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class LoadStats:
    """Rows written per kind (nodes by label, edges by type) and the wall time of the load."""

    source: str
    nodes: dict[str, int] = field(default_factory=dict)
    edges: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0
    notes: list[str] = field(default_factory=list)

    @property
    def node_total(self) -> int:
        return sum(self.nodes.values())

    @property
    def edge_total(self) -> int:
        return sum(self.edges.values())

    def add_nodes(self, label: str, count: int) -> None:
        self.nodes[label] = self.nodes.get(label, 0) + count

    def add_edges(self, rel_type: str, count: int) -> None:
        self.edges[rel_type] = self.edges.get(rel_type, 0) + count
