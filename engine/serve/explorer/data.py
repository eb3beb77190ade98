"""What the explorer's JSON API returns, read from the graph through ``cypher/common/explorer_*.cypher``.

Every read is bounded (a LIMIT in the statement, and the limits below) and starts from an
indexed lookup: a scope ``id``, a place ``name`` (equality or a range for a prefix), or one of
the small SPBE/TNEA labels. Nothing here writes, and nothing returns more than graph data:
property names that look like credentials are dropped even though the graph holds none.

A question's walked path is drawn by ``answer_path``.
"""

from __future__ import annotations

import math
import re
from typing import Any, Iterable, Sequence

from engine.api import Engine
from engine.models import page_label
from graph.hierarchy import unlisted_name, unlisted_parent
from loaders.link import hierarchy_family


SEARCH_LIMIT = 20  # results the search returns
SEARCH_FETCH = 60  # candidates each search statement may return before ranking
MAX_QUERY_CHARS = 200
CHILD_LIMIT = 50  # children drawn per node (the rest are counted, not listed)
PARENT_LIMIT = 20
RELATED_LIMIT = 20
CHUNK_LIMIT = 20
CHUNK_CHARS = 400  # the start of each passage shown in the side panel
PATH_CANDIDATES = 20  # candidate nodes of the walk drawn with a question's path
MAX_NODES = 300  # any one graph the API returns
LIST_ITEMS = 25  # list properties (place aliases) are cut to this many items
TEXT_CHARS = 2000  # and string properties to this many characters

UP_TYPES = frozenset({"LOCATED_IN", "PART_OF"})  # stored child -> parent (docs/schema.md)
SECRET_KEY_RE = re.compile(r"(^|_)(password|passwd|secret|token|credentials?|api_?key|auth|authorization)($|_)",
                           re.IGNORECASE)
LEDGER_KEYS = {"chunk_ids"}  # the ingest ledger on Document nodes: thousands of hashes, no use in a panel
SHORTHAND_RE = re.compile(r"(indicator|indikator|aspect|aspek|domain)\s*#?\s*(\d{1,3})", re.IGNORECASE)

LABEL_KINDS = {"Framework": "framework", "Domain": "domain", "Aspect": "aspect", "Indicator": "indicator",
               "MaturityLevel": "level", "AdmissionScheme": "scheme", "Institution": "institution",
               "Program": "program", "Cutoff": "cutoff", "Community": "community"}
KIND_ORDER = {"country": 0, "framework": 0, "scheme": 0, "admin1": 1, "domain": 1, "institution": 1,
              "admin2": 2, "aspect": 2, "program": 2, "community": 2, "locality": 3, "indicator": 3,
              "feature": 4, "level": 5, "cutoff": 6}


# -- node summaries -----------------------------------------------------------------------------


def kind_of(labels: Sequence[str], place_kind: str | None) -> str:
    """The node's kind: a place's own ``kind`` (country, admin1, ...), else its label in words."""
    if "Place" in labels:
        return place_kind or "place"
    for label in labels:
        if label in LABEL_KINDS:
            return LABEL_KINDS[label]
    return next((label.lower() for label in labels if label != "Scope"), "scope")


def display_label(row: dict[str, Any], kind: str) -> str:
    """A short readable label: 'Paradise', 'Indicator 13: ...', 'Level 3: Terpadu', 'Cutoff 2024 GEN MBC'."""
    name = row.get("name")
    number, level, code = row.get("number"), row.get("level"), row.get("code")
    if kind in ("domain", "aspect", "indicator") and number is not None:
        return f"{kind.capitalize()} {number}: {name}" if name else f"{kind.capitalize()} {number}"
    if kind == "level" and level is not None:
        return f"Level {level}: {name}" if name else f"Level {level}"
    if kind == "cutoff":
        parts = [str(row[key]) for key in ("year", "quota", "community") if row.get(key) is not None]
        return "Cutoff " + " ".join(parts) if parts else str(row["id"])
    if kind == "program" and row.get("branch_code"):
        return f"{name} ({row['branch_code']})" if name else str(row["branch_code"])
    if kind in ("institution", "community") and code:
        return f"{code}: {name}" if name else str(code)
    return str(name or code or row["id"])


def summary(row: dict[str, Any]) -> dict[str, Any]:
    """What the page needs to draw a node (from a row of ``explorer_nodes.cypher``)."""
    labels = [label for label in (row.get("labels") or []) if label != "Scope"]
    kind = kind_of(labels, row.get("kind"))
    out = {"id": row["id"], "label": display_label(row, kind), "name": row.get("name"), "kind": kind,
           "family": hierarchy_family(row["id"]), "labels": labels}
    if row.get("name_en"):
        out["name_en"] = row["name_en"]
    if row.get("population") is not None:
        out["population"] = row["population"]
    code = row.get("code") or row.get("branch_code")
    if code is not None:
        out["code"] = code
    if row.get("number") is not None:
        out["number"] = row["number"]
    return out


def summaries(engine: Engine, ids: Iterable[str]) -> dict[str, dict[str, Any]]:
    """id -> summary for the ids that exist (in the order given; unknown ids are left out)."""
    wanted = list(dict.fromkeys(i for i in ids if i))[:MAX_NODES]
    if not wanted:
        return {}
    rows = engine.graph.run("explorer_nodes", {"ids": wanted, "limit": len(wanted)})
    found = {row["id"]: summary(row) for row in rows}
    found.update({i: unlisted_summary(i) for i in wanted if i not in found and unlisted_parent(i)})
    return {i: found[i] for i in wanted if i in found}


def unlisted_summary(node_id: str) -> dict[str, Any]:
    """A place passages are about that the hierarchy lacks (``graph.hierarchy.unlisted_id``): no graph node, drawn
    as a place inside its parent."""
    name = unlisted_name(node_id)
    return {"id": node_id, "label": name, "name": name, "kind": "place", "family": "place", "labels": ["Unlisted"]}


def edges_among(engine: Engine, ids: Iterable[str]) -> list[dict[str, Any]]:
    """Containment edges between drawn nodes, in the direction they are stored (source -> target)."""
    wanted = list(dict.fromkeys(ids))[:MAX_NODES]
    if len(wanted) < 2:
        return []
    rows = engine.graph.run("explorer_edges_among", {"ids": wanted, "limit": 4 * MAX_NODES})
    drawn = set(wanted)
    inside = [edge(i, parent, "LOCATED_IN") for i in wanted if (parent := unlisted_parent(i)) in drawn]
    return [edge(row["child"], row["parent"], row["type"]) for row in rows] + inside


def edge(child: str, parent: str, kind: str) -> dict[str, Any]:
    """An edge as stored (``source`` -> ``target``) with its child/parent ends named for the layout."""
    source, target = (child, parent) if kind in UP_TYPES or kind == "ABOUT" else (parent, child)
    return {"id": f"{kind}|{source}|{target}", "source": source, "target": target, "type": kind,
            "child": child, "parent": parent}


# -- search -------------------------------------------------------------------------------------


def _bump(prefix: str) -> str | None:
    """The smallest string above every string starting with ``prefix`` ("Para" -> "Parb")."""
    last = ord(prefix[-1])
    return None if last >= 0x10FFFF else prefix[:-1] + chr(last + 1)


def _variants(text: str) -> list[str]:
    """The query as typed and capitalised ("paradise valley" -> "Paradise Valley", "Paradise valley")."""
    return list(dict.fromkeys([text, text.title(), text[:1].upper() + text[1:]]))


def search(engine: Engine, query: str, limit: int = SEARCH_LIMIT) -> list[dict[str, Any]]:
    """Scope nodes by id, id prefix, name, name prefix, "Name, Within", code or number; best first.

    Rank 0: the exact id, "Paradise, California", "indicator 13"; 1: an exact name or code;
    2: a name prefix; 3: a name containing the query; 4: an id prefix. Within a rank larger units
    come first (a state before a town of the same name), then the most populous.
    """
    text = " ".join(str(query).split())[:MAX_QUERY_CHARS]
    if not text:
        return []
    limit = max(1, min(int(limit), SEARCH_LIMIT))
    graph = engine.graph
    found: dict[str, tuple[int, str]] = {}

    def add(ids: Iterable[str], rank: int, how: str) -> None:
        for node_id in ids:
            if node_id not in found or rank < found[node_id][0]:
                found[node_id] = (rank, how)

    add([r["id"] for r in graph.run("explorer_nodes", {"ids": [text], "limit": 1})], 0, "id")
    shorthand = SHORTHAND_RE.fullmatch(text)
    if shorthand:
        word = shorthand.group(1).lower()
        family = {"indikator": "indicator", "aspek": "aspect"}.get(word, word)
        add([r["id"] for r in graph.run("explorer_nodes", {"ids": [f"spbe:{family}:{int(shorthand.group(2))}"],
                                                            "limit": 1})], 0, family)
    if "," in text:
        name, within = (part.strip() for part in text.split(",", 1))
        if name and within:
            for name_form in _variants(name):
                for within_form in _variants(within):
                    rows = graph.run("find_place", {"name": name_form, "within": within_form})
                    add([r["id"] for r in rows[:SEARCH_FETCH]], 0, "name, within")
    add([r["id"] for r in graph.run("explorer_search_place_names",
                                    {"names": _variants(text), "limit": SEARCH_FETCH})], 1, "name")
    if len(text) >= 2:
        for prefix in _variants(text):
            upper = _bump(prefix)
            if upper is not None:
                rows = graph.run("explorer_search_place_prefix", {"lo": prefix, "hi": upper, "limit": SEARCH_FETCH})
                add([r["id"] for r in rows], 2, "name prefix")
        upper = _bump(text)
        if upper is not None:
            rows = graph.run("explorer_search_ids", {"lo": text, "hi": upper, "limit": SEARCH_FETCH})
            add([r["id"] for r in rows], 4, "id prefix")
    lowered = text.lower()
    framework_ids = [r["id"] for r in graph.run("explorer_search_frameworks", {"q": lowered, "limit": SEARCH_FETCH})]

    nodes = summaries(engine, [*found, *framework_ids])
    for node_id in framework_ids:  # how well the name/code matched decides the rank
        node = nodes.get(node_id)
        if node is None:
            continue
        names = [str(v).lower() for v in (node.get("name"), node.get("name_en")) if v]
        codes = {str(v).lower() for v in (node.get("code"), node.get("number")) if v is not None}
        if lowered in names or lowered in codes:
            add([node_id], 1, "name")
        elif any(n.startswith(lowered) for n in names):
            add([node_id], 2, "name prefix")
        else:
            add([node_id], 3, "name contains")

    def key(node_id: str) -> tuple:
        node = nodes[node_id]
        return (found[node_id][0], KIND_ORDER.get(node["kind"], 9), -(node.get("population") or 0),
                node["label"].lower(), node_id)

    ranked = sorted((i for i in found if i in nodes), key=key)[:limit]
    context = place_context(engine, [i for i in ranked if nodes[i]["family"] == "place"])
    results = []
    for node_id in ranked:
        result = dict(nodes[node_id], match=found[node_id][1])
        result["context"] = context.get(node_id, "")
        results.append(result)
    return results


def place_context(engine: Engine, ids: Sequence[str]) -> dict[str, str]:
    """id -> "Butte County, California, United States" (the containing places, nearest first)."""
    if not ids:
        return {}
    rows = engine.graph.run("explorer_place_context", {"ids": list(ids), "limit": 20 * len(ids)})
    chains: dict[str, list[tuple[int, str]]] = {}
    for row in rows:
        chains.setdefault(row["id"], []).append((row["depth"], row["name"] or row["ancestor"]))
    return {node_id: ", ".join(dict.fromkeys(name for _, name in sorted(chain))) for node_id, chain in chains.items()}


# -- one node -----------------------------------------------------------------------------------


def clean_properties(properties: dict[str, Any]) -> dict[str, Any]:
    """Graph properties fit for a browser: no credential-like keys, long lists and texts cut."""
    cleaned: dict[str, Any] = {}
    for key in sorted(properties):
        if SECRET_KEY_RE.search(key) or key in LEDGER_KEYS:
            continue
        value = properties[key]
        if isinstance(value, list) and len(value) > LIST_ITEMS:
            value = value[:LIST_ITEMS] + [f"… {len(value) - LIST_ITEMS} more"]
        elif isinstance(value, str) and len(value) > TEXT_CHARS:
            value = value[:TEXT_CHARS] + "…"
        elif isinstance(value, float) and not math.isfinite(value):
            value = None
        cleaned[key] = value
    return cleaned


def node(engine: Engine, node_id: str) -> dict[str, Any] | None:
    """The node's summary, labels and (cleaned) properties; None when there is no such scope node."""
    rows = engine.graph.run("explorer_node", {"id": node_id})
    if not rows:
        return None
    found = summaries(engine, [node_id]).get(node_id)
    if found is None:
        return None
    return {**found, "properties": clean_properties(rows[0]["properties"] or {})}


def neighbourhood(engine: Engine, node_id: str) -> dict[str, Any] | None:
    """The node, its parents and up to ``CHILD_LIMIT`` children with the containment edges, and
    its other edges (a cutoff's community, a program's fees) as a list."""
    center = summaries(engine, [node_id]).get(node_id)
    if center is None:
        return None
    graph = engine.graph
    parents = graph.run("explorer_parents", {"id": node_id, "limit": PARENT_LIMIT})
    children = graph.run("explorer_children", {"id": node_id, "limit": CHILD_LIMIT})[:CHILD_LIMIT]
    counted = graph.run("explorer_child_count", {"id": node_id})
    child_count = counted[0]["count"] if counted else len(children)
    nodes = summaries(engine, [node_id, *(r["id"] for r in parents), *(r["id"] for r in children)])
    edges = [edge(node_id, r["id"], r["type"]) for r in parents if r["id"] in nodes]
    edges += [edge(r["id"], node_id, r["type"]) for r in children if r["id"] in nodes]
    related = []
    for row in graph.run("explorer_related", {"id": node_id, "limit": RELATED_LIMIT}):
        related.append({"type": row["type"], "direction": "out" if row["outgoing"] else "in",
                        "id": row["id"], "name": str(row["name"]), "scope": "Scope" in (row["labels"] or []),
                        "labels": [label for label in row["labels"] or [] if label != "Scope"],
                        "properties": clean_properties(row["properties"] or {})})
    return {"node": center, "nodes": list(nodes.values()), "edges": edges,
            "parents": [r["id"] for r in parents if r["id"] in nodes],
            "children": [r["id"] for r in children if r["id"] in nodes],
            "child_count": child_count, "children_truncated": child_count > len(children),
            "related": related}


def ancestors(engine: Engine, node_id: str) -> dict[str, Any] | None:
    """The ancestor chain (the node itself at depth 0, nearest first) and the edges between them."""
    rows = engine.ancestors(node_id)[:MAX_NODES]
    if not rows:
        return None
    depth = {row["id"]: row["depth"] for row in rows}
    nodes = summaries(engine, depth)
    ordered = [dict(nodes[i], depth=depth[i]) for i in depth if i in nodes]
    return {"node": nodes.get(node_id), "ancestors": ordered, "nodes": ordered, "edges": edges_among(engine, depth)}


def chunks(engine: Engine, node_id: str, limit: int = CHUNK_LIMIT) -> dict[str, Any] | None:
    """Passages linked to the node (``ABOUT``), each with its citation: document, page, header path."""
    if not summaries(engine, [node_id]):
        return None
    limit = max(1, min(int(limit), CHUNK_LIMIT))
    rows = engine.graph.run("explorer_chunks", {"id": node_id, "chars": CHUNK_CHARS, "limit": limit + 1})
    named = candidates_named(engine, [c for row in rows[:limit] for c in row.get("candidates") or []])
    items = []
    for row in rows[:limit]:
        text = row["text"] or ""
        if (row.get("text_chars") or 0) > len(text):
            text += "…"
        items.append({"chunk_id": row["chunk_id"], "doc_id": row["doc_id"], "title": row["title"],
                      "page": row["page"], "pages": row["pages"] or [], "table": row["table"],
                      "header_path": row["header_path"], "text": text, "node_ids": row["node_ids"] or [],
                      "how": row["how"], "confidence": row["confidence"], "surface": row.get("surface") or None,
                      "reason": row.get("reason") or "",
                      "candidates": [named[c] for c in row.get("candidates") or [] if c in named],
                      "citation": citation_text(row["doc_id"], row["page"], row["header_path"], row["pages"])})
    return {"node_id": node_id, "chunks": items, "truncated": len(rows) > limit}


def candidates_named(engine: Engine, ids: Iterable[str]) -> dict[str, dict[str, Any]]:
    """id -> {id, label, context} for a link's candidates: namesakes need their place to be told apart
    ("Paradise" in Butte County, California from the one in Clark County, Nevada). A candidate the
    graph no longer holds keeps its id as its label."""
    wanted = list(dict.fromkeys(ids))[:MAX_NODES]
    nodes = summaries(engine, wanted)
    context = place_context(engine, [i for i in nodes if nodes[i]["family"] == "place"])
    return {i: {"id": i, "label": nodes[i]["label"] if i in nodes else i, "context": context.get(i, "")}
            for i in wanted}


def citation_text(doc_id: str, page: int | None, header_path: str | None, pages: list[int] | None = None) -> str:
    """'test:california_rule.md, p. 3, § Zones' (how the page prints a citation; 'pp. 3–4' across pages)."""
    parts = [doc_id]
    if page is not None:
        parts.append(page_label(page, pages) or "")
    if header_path:
        parts.append(f"§ {header_path}")
    return ", ".join(parts)
