"""The explorer's JSON API under ``/explorer/api/``; every route reads the graph through
engine/serve/explorer/data.py (bounded, indexed) and answers with a model of schemas.py."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, HTTPException, Query, Response

from engine.models import finite
from engine.serve.deps import EngineDep
from engine.serve.explorer import answer_path, data
from engine.serve.explorer.schemas import (Ancestors, ExplorerAnswer, ExplorerAsk, Neighbourhood, NodeDetail,
                                           Passages, SearchResults)
from engine.serve.schemas import contract_response

router = APIRouter(prefix="/explorer/api", tags=["explorer"])


def found(value: Any, node_id: str) -> Any:
    if value is None:
        raise HTTPException(404, f"no scope node with id {node_id!r} (search for it: /explorer/api/search?q=...)")
    return value


@router.get("/search", response_model=SearchResults, response_model_exclude_unset=True,
            summary="Scope nodes by name, code, id or id prefix (at most 20, best first)")
def search(engine: EngineDep,
           q: str = Query("", max_length=data.MAX_QUERY_CHARS, description="Name, code, id or id prefix"),
           limit: int = Query(data.SEARCH_LIMIT, ge=1, le=data.SEARCH_LIMIT)) -> dict[str, Any]:
    results = data.search(engine, q, limit)
    return {"query": q, "results": results, "count": len(results)}


# The suffixed routes first: "{node_id:path}" would otherwise swallow "/ancestors".
@router.get("/node/{node_id:path}/neighbourhood", response_model=Neighbourhood, response_model_exclude_unset=True,
            summary="Parents, children (at most 50) and other edges")
def neighbourhood(node_id: str, engine: EngineDep) -> dict[str, Any]:
    return found(data.neighbourhood(engine, node_id), node_id)


@router.get("/node/{node_id:path}/ancestors", response_model=Ancestors, response_model_exclude_unset=True,
            summary="The ancestor chain with its containment edges")
def ancestors(node_id: str, engine: EngineDep) -> dict[str, Any]:
    return found(data.ancestors(engine, node_id), node_id)


@router.get("/node/{node_id:path}/chunks", response_model=Passages, response_model_exclude_unset=True,
            summary="Passages linked to the node, with their citations")
def chunks(node_id: str, engine: EngineDep,
           limit: int = Query(data.CHUNK_LIMIT, ge=1, le=data.CHUNK_LIMIT)) -> dict[str, Any]:
    return found(data.chunks(engine, node_id, limit), node_id)


@router.get("/node/{node_id:path}", response_model=NodeDetail, response_model_exclude_unset=True,
            summary="One scope node: labels and properties")
def node(node_id: str, engine: EngineDep) -> dict[str, Any]:
    return found(data.node(engine, node_id), node_id)


@router.post("/ask", response_model=ExplorerAnswer, summary="Ask, and get the Answer plus the path the engine walked")
def ask(request: ExplorerAsk, engine: EngineDep) -> Response:
    answer = engine.ask(request.question)  # sent as built, like POST /ask (the model documents it)
    return contract_response(finite({**answer.contract(), "path": answer_path.ask_path(engine, answer)}))
