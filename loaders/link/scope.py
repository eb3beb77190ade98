"""A document's scope and what its chunks inherit: the most specific nodes it is surely about.

Also the two rules every linking step shares: one link per node (the surest), and which
hierarchy a node belongs to.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Iterable, Mapping, Sequence

import networkx as nx

from graph.hierarchy import ancestor_depths
from loaders.document import Link
from loaders.link.confidences import DOCUMENT_SCOPE, SCOPE_MIN_CONFIDENCE

DOCUMENT_SCOPE_HOW = "document-scope"


def merge_links(links: Iterable[Link]) -> list[Link]:
    """One link per node, the surest, with the spans of the others in ``also`` (unless the surest was read from no
    span: a whole text's, an inference); most confident first (ties by id).

    >>> merged = merge_links([Link("c", "core", 0.85, span=(0, 32)), Link("c", "acronym", 0.8, span=(34, 37))])
    >>> [(l.how, l.span, l.also) for l in merged]
    [('core', (0, 32), ((34, 37),))]
    """
    best: dict[str, Link] = {}
    spans: dict[str, set[tuple[int, int]]] = {}
    for link in links:
        current = best.get(link.node_id)
        if current is None or link.confidence > current.confidence:
            best[link.node_id] = link
        spans.setdefault(link.node_id, set()).update([*([link.span] if link.span else []), *link.also])
    merged = [dataclasses.replace(link, also=tuple(sorted(spans[node] - {link.span})))
              if link.span is not None and spans[node] - {link.span} else link  # no span: read from the whole text
              for node, link in best.items()]
    return sorted(merged, key=lambda l: (-l.confidence, l.node_id))


def hierarchy_family(node_id: str) -> str:
    """Which hierarchy a node belongs to, for "names its own nodes of the same hierarchy".

    Ids are stable and typed (docs/schema.md), so the prefix says it; communities stand
    apart from institutions (naming "MBC" must not drop the document's college).

    >>> [hierarchy_family(i) for i in ("spbe:indicator:12", "tnea:community:ST", "tnea:college:1", "gn:5381002")]
    ['spbe', 'community', 'tnea', 'place']
    """
    if node_id.startswith("spbe:"):
        return "spbe"
    if node_id.startswith("tnea:community:"):
        return "community"
    if node_id.startswith(("tnea:", "branch:")):  # a branch named with no college is a TNEA value
        return "tnea"
    return "place"


def document_scope(links_per_chunk: Mapping[str, Sequence[Link]], dag: nx.DiGraph) -> list[Link]:
    """A document's scope: its most specific, sure enough linked nodes.

    Every node linked with at least ``SCOPE_MIN_CONFIDENCE`` somewhere in the document is
    a candidate; a candidate that is an ancestor of another candidate is dropped (a text
    naming Paradise and California is about Paradise), so two unrelated counties both
    stay. A maturity level or a cutoff is a detail inside a scope, not the scope of a
    document: it counts as its indicator or program. Inherited links are ignored.
    """
    candidates = merge_links(
        _undetailed(link, dag) for links in links_per_chunk.values() for link in links
        if link.how != DOCUMENT_SCOPE_HOW and link.confidence >= SCOPE_MIN_CONFIDENCE)
    covered: set[str] = set()
    for link in candidates:
        covered.update(a for a, depth in ancestor_depths(dag, link.node_id).items() if depth > 0)
    return [link for link in candidates if link.node_id not in covered]


DETAIL_RE = re.compile(r":(?:level|cutoff):")


def _undetailed(link: Link, dag: nx.DiGraph) -> Link:
    """A level/cutoff link as a link to its parent (its indicator/program), same confidence."""
    if not DETAIL_RE.search(link.node_id) or link.node_id not in dag:
        return link
    parents = sorted(dag.successors(link.node_id))
    reason = f"above {link.node_id}, a detail inside it" + (f" ('{link.surface}')" if link.surface else "")
    return Link(parents[0], link.how, link.confidence, surface=link.surface, reason=reason) if parents else link


def inherit_scope(own: Sequence[Link], scope: Sequence[Link]) -> list[Link]:
    """A chunk's links plus the document scope in every hierarchy the chunk names nothing of."""
    named = {hierarchy_family(link.node_id) for link in own}
    inherited = [Link(link.node_id, DOCUMENT_SCOPE_HOW, round(link.confidence * DOCUMENT_SCOPE, 3),
                      reason=inherited_reason(link))
                 for link in scope if hierarchy_family(link.node_id) not in named]
    return merge_links([*own, *inherited])


def inherited_reason(link: Link) -> str:
    """Why a chunk that names nothing of a hierarchy is about the document's scope node: where the
    document named it, and why it won there."""
    said = f" as '{link.surface}'" if link.surface else ""
    why = f": {link.reason}" if link.reason else f" ({link.how})"
    return f"the document's scope: named elsewhere in it{said}{why}"
