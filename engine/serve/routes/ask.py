"""``POST /ask``: the Answer JSON of docs/answers.md, exactly as ``Answer.contract()`` builds it."""

from __future__ import annotations

from fastapi import APIRouter, Response

from engine.models import Answer
from engine.serve.deps import EngineDep
from engine.serve.schemas import AskRequest, contract_response

router = APIRouter()


@router.post("/ask", response_model=Answer,
             summary="Answer, warn or abstain, with citations (the Answer JSON of docs/answers.md)")
def ask(request: AskRequest, engine: EngineDep) -> Response:
    return contract_response(engine.ask(request.question, session_id=request.session_id).contract())
