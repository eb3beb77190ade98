"""What the explorer's JSON API returns (engine/serve/explorer/data.py builds it), as documented types.

Optional keys are left out of a node when it has no such value (routes use
``response_model_exclude_unset``); unknown keys pass through (``extra="allow"``), so a model never
drops what data.py returns.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from engine.models import Answer


class Open(BaseModel):
    model_config = ConfigDict(extra="allow")


class ExplorerAsk(BaseModel):
    question: str = Field(..., description="The question (up to 2,000 characters).")


class NodeSummary(Open):
    """What the page needs to draw a node."""

    id: str
    label: str = Field(..., description="A short readable label ('Indicator 13: ...', 'Cutoff 2024 GEN MBC').")
    name: str | None = None
    kind: str = Field(..., description="country, admin1, ..., framework, indicator, institution, program, ...")
    family: str = Field(..., description="The hierarchy: place, spbe, tnea, community.")
    labels: list[str]
    name_en: str | None = None
    population: int | float | None = None
    code: str | int | None = None
    number: int | None = None


class SearchResult(NodeSummary):
    match: str = Field(..., description="How it matched: id, name, name prefix, id prefix, ...")
    context: str = Field(..., description="The containing places, nearest first ('' when not a place).")


class SearchResults(BaseModel):
    query: str
    results: list[SearchResult]
    count: int


class NodeDetail(NodeSummary):
    properties: dict[str, Any] = Field(..., description="Graph properties; credential-like keys dropped, long "
                                                        "lists and texts cut.")


class Edge(Open):
    """An edge as stored (``source`` -> ``target``), with its child and parent ends named."""

    id: str
    source: str
    target: str
    type: str
    child: str
    parent: str


class Related(BaseModel):
    type: str
    direction: str = Field(..., description="out or in")
    id: str | None
    name: str
    scope: bool
    labels: list[str]
    properties: dict[str, Any]


class Neighbourhood(BaseModel):
    node: NodeSummary
    nodes: list[NodeSummary]
    edges: list[Edge]
    parents: list[str]
    children: list[str] = Field(..., description="At most 50; child_count says how many there are.")
    child_count: int
    children_truncated: bool
    related: list[Related] = Field(..., description="Other edges (a cutoff's community, a program's fees).")


class AncestorNode(NodeSummary):
    depth: int


class Ancestors(BaseModel):
    node: NodeSummary | None
    ancestors: list[AncestorNode] = Field(..., description="The node itself (depth 0), then nearest first.")
    nodes: list[AncestorNode]
    edges: list[Edge]


class Candidate(BaseModel):
    id: str
    label: str
    context: str = Field(..., description="Where a place candidate is ('' when not a place).")


class Passage(Open):
    chunk_id: str
    doc_id: str
    title: str | None
    page: int | None
    pages: list[int]
    table: int | None
    header_path: str | None
    text: str = Field(..., description="The start of the passage.")
    node_ids: list[str]
    how: str | None
    confidence: float | int | None
    surface: str | None = Field(..., description="The words linked (null: inherited or inferred, not read).")
    reason: str = Field(..., description="Why this node won, in words ('' for links made before issue 16).")
    candidates: list[Candidate] = Field(..., description="Every node the words could name, best first "
                                                         "(empty when there was one).")
    citation: str


class Passages(BaseModel):
    node_id: str
    chunks: list[Passage]
    truncated: bool


class PathStep(Open):
    """One evidence passage: its scope node, the LCA with the question's anchor, and the two chains."""

    rank: int
    chunk_id: str
    node: str
    doc_id: str
    header_path: str | None
    page: int | None
    relation: str
    delta: float | None
    anchor: str | None
    scope_node: str | None
    lca: str | None
    cited: bool
    score: float
    cosine: float | None
    node_ids: list[str]
    anchor_chain: list[str]
    scope_chain: list[str]
    i_q: int | None
    i_t: int | None
    citation: str


class PathNode(Open):
    """A scope node (its summary fields) or a passage (``kind`` chunk) of the walked graph."""

    id: str
    label: str
    kind: str
    family: str
    labels: list[str]
    roles: list[str] = Field(..., description="named, anchor, primary, candidate, path, scope, lca, cited, read, "
                                              "chunk")


class PathEdge(Edge):
    on_path: bool


class GraphReads(BaseModel):
    """What a graph answer read: the Cypher statements it ran (``cypher/``) and the nodes its rows name."""

    statements: list[str]
    nodes: list[str]


class WalkedPath(BaseModel):
    nodes: list[PathNode]
    edges: list[PathEdge]
    steps: list[PathStep]
    anchors: list[str]
    candidates: list[str]
    lca: list[str]
    scope_nodes: list[str]
    reads: GraphReads
    decision: str
    relation: str
    explanation: str
    route: str


class ExplorerAnswer(Answer):
    """The Answer JSON of docs/answers.md plus the path the engine walked."""

    path: WalkedPath
