"""An optional LLM-planned graph answer: the LLM proposes one read-only Cypher query, the engine checks it.

Why: the rule parsers (spbe_plan.py, admissions/plan.py) cover the phrasings they were written for; a graph
question outside them falls to passage search and often abstains although the graph holds the answer. With
an LLM endpoint configured, such a question may be planned the way neo4j-graphrag's Text2CypherRetriever
does it — the schema, the question and a "use only what the schema has" instruction in the prompt, one
Cypher statement back — but the reply is never trusted: ``check_query`` refuses anything that is not a
single read (no write, admin, procedure or namespaced-function clause), that names a label or relationship
type the graph lacks, or that uses a parameter other than the question's anchors; it caps the rows with a
LIMIT. The query runs on the store's read path (FalkorDB ``GRAPH.RO_QUERY``, a Neo4j read transaction)
with a timeout. An invalid query, an LLM failure or no rows leaves the rule pipeline's answer in place,
with a note. The rule parsers stay the default: without an LLM this module is never built.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Mapping, Protocol, Sequence

from engine.answers.base import AnswerCandidate, QuestionContext
from engine.models import Citation, Statement
from graph.errors import StrataError
from graph.store import GraphStore, Row
from graph.store.list_bounds import check_lists

NAME = "llm-text2cypher"
MAX_ROWS = 25  # rows a planned query may return (its own LIMIT is capped to this)
TIMEOUT_MS = 3_000
MAX_LIST = 10_000  # a range() larger than this is refused before it runs (graph/store/list_bounds.py)
GRAPH_KINDS = ("indicator", "aspect", "domain", "level", "institution", "program", "community", "cutoff")
SHOWN_ROWS = 10  # rows written out in the answer text

QUERY_SHAPE = '{"cypher": "<one read-only Cypher query, or empty when the schema cannot answer>"}'

# The shape of the graph, as docs/schema.md draws it (the labels and types are checked against the store's).
SCHEMA_TEXT = """\
Node labels and properties:
(:Scope:Framework {id})
(:Scope:Domain {id, number, name, name_en, weight_pct})
(:Scope:Aspect {id, number, name, name_en, weight_pct, indicator_range})
(:Scope:Indicator {id, number, name, name_en, weight_pct, weight_pct_within_aspect, maturity_model})
(:Scope:MaturityLevel {id, level, name, criteria})
(:Scope:AdmissionScheme {id})
(:Scope:Institution {id, code, name})
(:Scope:Program {id, branch_code, name})
(:Scope:Cutoff {id, year, quota, community, mark, closing_rank})
(:Scope:Community {id, code, name, reservation_pct})
(:Fee {year, quota, amount_inr})
(:Scope:Place {id, name, kind, population, country_code})
Relationships (stored direction):
(:Aspect)-[:PART_OF]->(:Domain)-[:PART_OF]->(:Framework); (:Indicator)-[:PART_OF]->(:Aspect)
(:Indicator)-[:HAS_LEVEL]->(:MaturityLevel)
(:Institution)-[:PART_OF]->(:AdmissionScheme); (:Institution)-[:OFFERS]->(:Program)
(:Program)-[:HAS_CUTOFF]->(:Cutoff)-[:FOR_COMMUNITY]->(:Community); (:Program)-[:HAS_FEE]->(:Fee)
(:Place)-[:LOCATED_IN]->(:Place)"""

RULES = """\
Task: write one Cypher query that reads the answer to the user's question from a graph database.
Use only the node labels, relationship types and properties of this schema:

{schema}

Rules:
1. Read only: MATCH, OPTIONAL MATCH, WHERE, WITH, UNWIND, RETURN, ORDER BY, SKIP, LIMIT. Never CREATE, MERGE,
SET, DELETE, REMOVE, DROP, CALL, LOAD CSV or FOREACH, and no procedures.
2. The question's linked graph nodes are given as parameters; refer to them only as $name, never by literal id.
No other parameters.
3. Return the properties that answer the question (and the id of every node they come from), at most {limit} rows.
4. If the schema cannot answer the question, return an empty "cypher"."""


class CypherRefused(ValueError):
    """A proposed query the engine will not run: the reason says which check it failed."""


class ChatClient(Protocol):
    """What this module needs of engine/pipeline/llm.py's ``LLMClient`` (answers sit below the pipeline)."""

    def chat_json(self, messages: list[dict[str, str]], *, schema_hint: str) -> dict[str, Any]: ...


# -- checking a proposed query ----------------------------------------------------------------------------

_STRINGS = re.compile(r"'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\"")
_COMMENT = re.compile(r"//|/\*")
_FORBIDDEN = re.compile(r"\b(CREATE|MERGE|SET|DELETE|DETACH|REMOVE|DROP|CALL|LOAD|FOREACH|GRANT|REVOKE|DENY|ALTER|"
                        r"SHOW|TERMINATE|START|STOP|USE|UNION|PERIODIC|TRANSACTIONS|apoc|gds|algo|db|dbms)\b",
                        re.IGNORECASE)
_NAMESPACED_CALL = re.compile(r"\b\w+\s*\.\s*\w+\s*\(")  # apoc.x(...), db.labels() ...
_READ_START = re.compile(r"^(?:OPTIONAL\s+MATCH|MATCH|WITH|UNWIND|RETURN)\b", re.IGNORECASE)
_MAP = re.compile(r"\{[^{}]*\}")
_REL = re.compile(r"\[([^\[\]]*)\]\s*-")  # the bracket of -[r:T]-> / <-[r:T]-
_NAMES = re.compile(r":\s*(`[^`]+`|[A-Za-z_]\w*)((?:\s*\|\s*:?\s*(?:`[^`]+`|[A-Za-z_]\w*))*)")
_PARAM = re.compile(r"\$\s*`?(\w+)`?")
_FINAL_LIMIT = re.compile(r"\bLIMIT\s+(\d+)\s*$", re.IGNORECASE)


@dataclass(frozen=True)
class GraphSchema:
    """The labels and relationship types the store holds: a planned query may name only these."""

    labels: frozenset[str]
    relationships: frozenset[str]

    @classmethod
    def read(cls, store: GraphStore) -> "GraphSchema":
        """From the graph's own schema procedures (run by the engine, never by a planned query)."""
        labels = {row["label"] for row in store.query("CALL db.labels() YIELD label RETURN label")}
        types = {row["relationshipType"]
                 for row in store.query("CALL db.relationshipTypes() YIELD relationshipType RETURN relationshipType")}
        return cls(frozenset(map(str, labels)), frozenset(map(str, types)))


def _names(segment: str) -> list[str]:
    found = []
    for first, rest in _NAMES.findall(segment):
        found.append(first)
        found.extend(re.findall(r"`[^`]+`|[A-Za-z_]\w*", rest))
    return [name.strip("`") for name in found]


def check_query(text: str, schema: GraphSchema, params: Mapping[str, Any], *, max_rows: int = MAX_ROWS) -> str:
    """``text`` as it may run — one read, the schema's names, the anchors' parameters, at most ``max_rows``
    rows — or ``CypherRefused`` saying why not.

    >>> schema = GraphSchema(frozenset({"Indicator", "Aspect"}), frozenset({"PART_OF"}))
    >>> check_query("MATCH (i:Indicator {id: $a0})-[:PART_OF]->(a:Aspect) RETURN a.name", schema, {"a0": "x"})
    'MATCH (i:Indicator {id: $a0})-[:PART_OF]->(a:Aspect) RETURN a.name LIMIT 25'
    >>> check_query("MATCH (n:Indicator) DETACH DELETE n", schema, {})
    Traceback (most recent call last):
    ...
    engine.answers.text2cypher.CypherRefused: not read-only: DETACH
    """
    query = text.strip().rstrip(";").strip()
    if not query:
        raise CypherRefused("empty query")
    code = _STRINGS.sub("''", query)  # what is inside a string literal is data, not a clause
    if ";" in code:
        raise CypherRefused("more than one statement")
    if _COMMENT.search(code):
        raise CypherRefused("comments are not accepted")
    if (word := _FORBIDDEN.search(code)) is not None:
        raise CypherRefused(f"not read-only: {word.group(1)}")
    if (call := _NAMESPACED_CALL.search(code)) is not None:
        raise CypherRefused(f"namespaced function or procedure: {call.group(0).rstrip('(').strip()}")
    if not _READ_START.match(code) or not re.search(r"\bRETURN\b", code, re.IGNORECASE):
        raise CypherRefused("not a MATCH ... RETURN read")
    unmapped = code
    while _MAP.search(unmapped):  # map literals and projections: their keys are not labels
        unmapped = _MAP.sub(" ", unmapped)
    relationships = [name for segment in _REL.findall(unmapped) for name in _names(segment)]
    labels = _names(_REL.sub("-", unmapped))
    unknown_labels = sorted(set(labels) - schema.labels)
    if unknown_labels:
        raise CypherRefused(f"label not in the graph's schema: {', '.join(unknown_labels)}")
    unknown_types = sorted(set(relationships) - schema.relationships)
    if unknown_types:
        raise CypherRefused(f"relationship type not in the graph's schema: {', '.join(unknown_types)}")
    foreign = sorted(set(_PARAM.findall(code)) - set(params))
    if foreign:
        raise CypherRefused(f"parameter not among the question's anchors: {', '.join('$' + p for p in foreign)}")
    try:
        check_lists(query, params, MAX_LIST)
    except StrataError as exc:
        raise CypherRefused(str(exc)) from exc
    final = _FINAL_LIMIT.search(code)
    if final is None:
        return f"{query} LIMIT {max_rows}"
    if int(final.group(1)) > max_rows:
        return f"{query[:final.start()]}LIMIT {max_rows}"
    return query


# -- the answerer -------------------------------------------------------------------------------------------

def row_ids(rows: Sequence[Row]) -> list[str]:
    """The node ids a result holds: nodes' ``id`` property and columns named ``id`` or ``*_id``/``*.id``."""
    ids: list[str] = []

    def visit(key: str, value: Any) -> None:
        if isinstance(value, dict):
            props = value.get("properties") if isinstance(value.get("properties"), dict) else value
            if isinstance(props.get("id"), str):
                ids.append(props["id"])
        elif isinstance(value, list):
            for item in value:
                visit(key, item)
        elif isinstance(value, str) and (key == "id" or key.endswith(("_id", ".id"))):
            ids.append(value)

    for row in rows:
        for key, value in row.items():
            visit(key, value)
    return list(dict.fromkeys(ids))


def _plain(value: Any) -> str:
    if isinstance(value, dict):
        props = value.get("properties") if isinstance(value.get("properties"), dict) else value
        shown = {k: v for k, v in props.items() if k in ("id", "name", "number", "level", "mark", "closing_rank",
                                                         "year", "community", "weight_pct")} or props
        return "{" + ", ".join(f"{k}: {_plain(v)}" for k, v in shown.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(_plain(v) for v in value) + "]"
    if isinstance(value, float):
        return f"{value:g}"
    return str(value)


def format_rows(rows: Sequence[Row]) -> str:
    """Rows written plainly: one line per row, ``column: value`` pairs."""
    lines = ["; ".join(f"{key}: {_plain(value)}" for key, value in row.items()) for row in rows[:SHOWN_ROWS]]
    more = f"\n(and {len(rows) - SHOWN_ROWS} more rows)" if len(rows) > SHOWN_ROWS else ""
    return "\n".join(f"- {line}" for line in lines) + more


def wanted(context: QuestionContext, answered_by: str, found: AnswerCandidate, *,
           passages: str = "passages") -> bool:
    """Plan with the LLM only when no graph answer came, the passages did not answer either, and the question
    has graph anchors (an SPBE or admissions node): never over a rule-based graph answer or abstention."""
    return (answered_by == passages and found.decision != "answer"
            and any(anchor.kind in GRAPH_KINDS for anchor in context.anchors))


class Text2CypherAnswerer:
    """Asks the LLM for one read-only query over the question's anchors, checks it, runs it, cites its rows."""

    name = NAME
    stage = "text2cypher"

    def __init__(self, store: GraphStore, llm: ChatClient, *, max_rows: int = MAX_ROWS,
                 timeout_ms: int = TIMEOUT_MS) -> None:
        self.store, self.llm = store, llm
        self.max_rows, self.timeout_ms = max_rows, timeout_ms
        self._schema: GraphSchema | None = None  # read once: a pipeline lives for one corpus snapshot

    def schema(self) -> GraphSchema:
        if self._schema is None:
            self._schema = GraphSchema.read(self.store)
        return self._schema

    def answer(self, context: QuestionContext) -> AnswerCandidate | None:
        """The ``Answerer`` call: the LLM-planned candidate, or None."""
        return self.attempt(context)[0]

    def attempt(self, context: QuestionContext) -> tuple[AnswerCandidate | None, str]:
        """The LLM-planned candidate; (None, why) when anything fails, so the caller keeps its own answer."""
        params = {f"a{i}": anchor.id for i, anchor in enumerate(context.anchors)}
        try:
            reply = self.llm.chat_json(self._messages(context, params), schema_hint=QUERY_SHAPE)
        except StrataError as exc:  # the LLM is down or its reply is not JSON: the rule answer stays
            return None, f"LLM query plan unavailable ({type(exc).__name__}); answered by the rule pipeline"
        proposed = reply.get("cypher")
        if not isinstance(proposed, str) or not proposed.strip():
            return None, "the LLM proposed no graph query; answered by the rule pipeline"
        try:
            query = check_query(proposed, self.schema(), params, max_rows=self.max_rows)
        except CypherRefused as exc:
            return None, f"the LLM's graph query was refused ({exc}); answered by the rule pipeline"
        used = {name: value for name, value in params.items() if re.search(rf"\$`?{name}\b", query)}
        try:
            rows = self.store.query(query, used, write=False, timeout_ms=self.timeout_ms, limit=self.max_rows)
        except StrataError as exc:
            return None, f"the LLM's graph query failed ({type(exc).__name__}); answered by the rule pipeline"
        if not rows:
            return None, "the LLM's graph query found no rows; answered by the rule pipeline"
        return self._candidate(context, query, used, rows), ""

    def _messages(self, context: QuestionContext, params: Mapping[str, str]) -> list[dict[str, str]]:
        anchors = "\n".join(f"${name} = {node_id!r} ({anchor.kind} {anchor.name!r})"
                            for (name, node_id), anchor in zip(params.items(), context.anchors))
        return [{"role": "system", "content": RULES.format(schema=SCHEMA_TEXT, limit=self.max_rows)},
                {"role": "user", "content": f"Parameters (the question's linked nodes):\n{anchors}\n\n"
                                            f"Question: {context.standalone}"}]

    def _candidate(self, context: QuestionContext, query: str, params: dict[str, Any],
                   rows: list[Row]) -> AnswerCandidate:
        ids = row_ids(rows) or list(params.values())
        citation = Citation(doc_id="graph", node_ids=ids, row=f"{len(rows)} rows of the {NAME} query")
        found = AnswerCandidate.computed("answer", f"From the graph:\n{format_rows(rows)}", [citation],
                                         "Read from the graph by a query the LLM proposed; the engine checked it "
                                         "(read-only, the graph's labels and relationship types, the question's "
                                         "anchors as parameters) and ran it read-only.")
        found.retrieved = []
        found.generated_by = NAME
        found.notes.append("planned by the LLM: a read-only Cypher query checked against the graph's schema")
        found.statements = [Statement(name=NAME, params=params, text=query)]
        return found
