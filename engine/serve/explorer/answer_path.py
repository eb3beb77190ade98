"""The path an answer took through the graph, as the explorer draws it.

Rebuilt from the ``Answer`` itself — its trace (anchors, the walk's candidates, the Cypher statements a
graph answer ran), and for each evidence passage the anchor, scope node, LCA and δ the engine measured —
plus the same containment DAG the engine measured them on (``Engine.hierarchy()``), so the chains drawn
are exactly the ones δ counts. A graph answer has no passage: its path runs from the anchors to the
nodes it read (the nodes its data-row citations name), up or down the hierarchy.
"""

from __future__ import annotations

import logging
import math
from typing import Any

import networkx as nx

from engine.api import Engine
from engine.models import Answer
from engine.pipeline.passages import PassageAnswerer
from engine.serve.explorer.data import PATH_CANDIDATES, citation_text, edge, edges_among, summaries
from graph.hierarchy import unlisted_parent

log = logging.getLogger(__name__)


def _chain(dag: nx.DiGraph, start: str | None, top: str | None) -> list[str]:
    """The containment chain from ``start`` up to its ancestor ``top`` (both included), shortest."""
    if start is None:
        return []
    if top is None or start == top:
        return [start]
    parent = unlisted_parent(start)
    if parent is not None and start not in dag:  # a place the hierarchy lacks: up through the place it is in
        return [start, *_chain(dag, parent, top)]
    try:
        return list(nx.shortest_path(dag, start, top))
    except (nx.NetworkXNoPath, nx.NodeNotFound):
        return [start]


def _primary_and_candidates(engine: Engine, answer: Answer) -> tuple[list[str], list[str]]:
    """The anchors the answer started from and the walk's candidate nodes for them, nearest first.

    Read from the answer's trace. A graph answer walked nothing: its anchors' candidates are drawn
    as the walk finds them (``GraphWalk.nearest``, the function that fills the trace of a passage
    answer). Without a trace the evidence's anchors stand in.
    """
    evidence_anchors = [e.anchor for e in answer.evidence if e.anchor]
    if answer.trace is None:
        return list(dict.fromkeys(evidence_anchors)), []
    primary = [a.id for a in answer.trace.anchors]
    anchors = list(dict.fromkeys(primary + evidence_anchors))
    walked = answer.trace.candidates
    if answer.trace.answerer != PassageAnswerer.name and answer.trace.anchors:
        try:
            walked = engine.pipeline().walk.nearest(answer.trace.anchors, PATH_CANDIDATES)
        except Exception as exc:  # the path is an explanation: a failure here must not lose the answer
            log.warning("explorer: walk candidates unavailable: %s", exc)
            return list(dict.fromkeys(evidence_anchors)), []
    return anchors, [node.id for node in walked[:PATH_CANDIDATES]]


def _read_chains(dag: nx.DiGraph, anchors: list[str], read: list[str]) -> list[list[str]]:
    """Child-to-parent chains joining each anchor to each node a graph answer read: up from the anchor
    (indicator 12 -> its aspect -> its domain) or down to it (a college -> its program)."""
    chains = []
    for anchor in anchors:
        for node_id in read:
            if node_id == anchor:
                continue
            up = _chain(dag, anchor, node_id)
            chain = up if len(up) > 1 else _chain(dag, node_id, anchor)
            if len(chain) > 1:
                chains.append(chain)
    return chains


def ask_path(engine: Engine, answer: Answer) -> dict[str, Any]:
    """The graph the engine walked for ``answer``: anchors, candidates, each passage's scope node and
    the chains from the anchor and from the scope node up to their LCA (δ = the two lengths); for a
    graph answer the statements it ran and the chains from its anchors to the nodes it read."""
    dag = engine.hierarchy()
    primary, candidates = _primary_and_candidates(engine, answer)
    cited_chunks = {c.chunk_id for c in answer.citations if c.chunk_id}
    row_cited = [n for c in answer.citations if not c.chunk_id for n in c.node_ids]

    roles: dict[str, set[str]] = {}

    def role(node_id: str | None, name: str) -> None:
        if node_id:
            roles.setdefault(node_id, set()).add(name)

    for anchor in answer.scope:  # named in the question; the primary ones are what the walk started from
        role(anchor.id, "named")
    for node_id in primary:
        role(node_id, "anchor")
        role(node_id, "primary")
    for node_id in candidates:
        role(node_id, "candidate")
    for node_id in row_cited:
        role(node_id, "cited")

    steps, on_path, chunk_nodes, about = [], set(), [], []
    for rank, item in enumerate(answer.evidence):
        anchor_chain = _chain(dag, item.anchor, item.lca)
        scope_chain = _chain(dag, item.scope_node, item.lca)
        for chain in (anchor_chain, scope_chain):
            for node_id in chain:
                role(node_id, "path")
            on_path.update(zip(chain, chain[1:]))
        cited = item.chunk_id in cited_chunks
        role(item.scope_node, "scope")
        role(item.lca, "lca")
        if cited:
            role(item.scope_node, "cited")
        chunk_node = "chunk:" + item.chunk_id
        delta = item.delta if item.delta is not None and math.isfinite(item.delta) else None
        step = {"rank": rank + 1, "chunk_id": item.chunk_id, "node": chunk_node, "doc_id": item.doc_id,
                "header_path": item.header_path, "page": item.page, "relation": item.relation, "delta": delta,
                "anchor": item.anchor, "scope_node": item.scope_node, "lca": item.lca, "cited": cited,
                "score": item.score, "cosine": item.cosine, "node_ids": item.node_ids,
                "anchor_chain": anchor_chain, "scope_chain": scope_chain,
                "i_q": len(anchor_chain) - 1 if item.lca and anchor_chain else None,
                "i_t": len(scope_chain) - 1 if item.lca and scope_chain else None,
                "citation": citation_text(item.doc_id, item.page, item.header_path, item.pages)}
        steps.append(step)
        chunk_nodes.append({"id": chunk_node, "label": _chunk_label(item.doc_id, item.header_path),
                            "kind": "chunk", "family": "chunk", "labels": ["Chunk"], "chunk_id": item.chunk_id,
                            "doc_id": item.doc_id, "relation": item.relation, "delta": delta, "cited": cited,
                            "rank": rank + 1, "roles": ["chunk"] + (["cited"] if cited else [])})
        if item.scope_node:
            about.append(dict(edge(chunk_node, item.scope_node, "ABOUT"), on_path=True))

    # a graph answer: from each anchor to each node it read, up or down the hierarchy
    read = list(dict.fromkeys(row_cited))
    for chain in _read_chains(dag, primary or [a.id for a in answer.scope], read):
        for node_id in chain:
            role(node_id, "path")
        on_path.update(zip(chain, chain[1:]))
    for node_id in read:
        role(node_id, "read")
    statements = [s.name for s in answer.trace.statements] if answer.trace is not None else []

    nodes = summaries(engine, roles)
    for node_id, found in nodes.items():
        found["roles"] = sorted(roles[node_id])
    edges = [dict(e, on_path=(e["child"], e["parent"]) in on_path) for e in edges_among(engine, nodes)]
    return {"nodes": list(nodes.values()) + chunk_nodes, "edges": edges + about, "steps": steps,
            "anchors": primary, "candidates": candidates,
            "lca": list(dict.fromkeys(s["lca"] for s in steps if s["lca"])),
            "scope_nodes": list(dict.fromkeys(s["scope_node"] for s in steps if s["scope_node"])),
            "reads": {"statements": list(dict.fromkeys(statements)), "nodes": read},
            "decision": answer.decision, "relation": answer.relation, "explanation": answer.explanation,
            "route": answer.route}


def _chunk_label(doc_id: str, header_path: str | None) -> str:
    doc = doc_id.split(":", 1)[-1]
    section = (header_path or "").split(" > ")[-1]
    return f"{doc} § {section}" if section else doc
