"""The webhook routes: ``GET /webhook`` (Meta's verification handshake) and ``POST /webhook`` (signed
deliveries, acknowledged as soon as their messages are queued).

The channel is ``app.state.strata.whatsapp`` (``create_app`` makes it); the router's lifespan answers
what the last run left unanswered at start and stops the workers at shutdown.
"""

from __future__ import annotations

import json
from contextlib import asynccontextmanager
from typing import Annotated, Any

from fastapi import APIRouter, Depends, FastAPI, HTTPException, Request
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import PlainTextResponse

from engine.serve.deps import State
from engine.serve.schemas import WebhookAck
from engine.serve.whatsapp.channel import WhatsAppChannel
from engine.serve.whatsapp.payload import SIGNATURE_HEADER
from graph.errors import InputError

MAX_BODY = 1 << 20  # webhook deliveries are a few KB


@asynccontextmanager
async def lifespan(app: FastAPI):
    channel: WhatsAppChannel = app.state.strata.whatsapp
    if channel.configured:
        await run_in_threadpool(channel.resume)
    try:
        yield
    finally:
        await run_in_threadpool(channel.close)


async def whatsapp_channel(state: State) -> WhatsAppChannel:
    return state.whatsapp


Channel = Annotated[WhatsAppChannel, Depends(whatsapp_channel)]

router = APIRouter(tags=["whatsapp"], lifespan=lifespan)


@router.get("/webhook", response_class=PlainTextResponse, response_model=str,
            summary="Meta's verification handshake: echoes hub.challenge when hub.verify_token matches")
def verify(request: Request, channel: Channel) -> PlainTextResponse:
    params = request.query_params
    return PlainTextResponse(channel.verify(params.get("hub.mode"), params.get("hub.verify_token"),
                                            params.get("hub.challenge")))


@router.post("/webhook", response_model=WebhookAck,
             summary="WhatsApp deliveries (signed with X-Hub-Signature-256); answered in the background")
async def deliver(request: Request, channel: Channel) -> dict[str, Any]:
    channel.require_secret()
    raw = bytearray()
    async for chunk in request.stream():  # read (and sign-check) at most MAX_BODY bytes of anyone's post
        raw += chunk
        if len(raw) > MAX_BODY:
            raise HTTPException(413, f"webhook body larger than {MAX_BODY:,} bytes")
    raw = bytes(raw)
    if not channel.signature_ok(raw, request.headers.get(SIGNATURE_HEADER)):
        raise HTTPException(401, f"{SIGNATURE_HEADER} missing or wrong: the body must be signed with the "
                                 "app secret (sha256=<hex HMAC-SHA256>)")
    try:
        payload = json.loads(raw)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise InputError("the webhook body is not JSON") from exc
    queued = await run_in_threadpool(channel.accept, payload)
    return {"status": "ok", "queued": queued}
