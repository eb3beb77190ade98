"""Meta's side of the wire: the delivery signature, the messages inside a webhook payload, phone
numbers (admins, log masking) and the Graph API's error shape."""

from __future__ import annotations

import hashlib
import hmac
import re
from typing import Any, Iterable

import httpx

SIGNATURE_HEADER = "X-Hub-Signature-256"


def sign(secret: str, raw: bytes) -> str:
    """The ``X-Hub-Signature-256`` value Meta sends for ``raw``: ``sha256=`` + hex HMAC-SHA256."""
    return "sha256=" + hmac.new(secret.encode("utf-8"), raw, hashlib.sha256).hexdigest()


def messages_in(payload: Any) -> Iterable[tuple[dict[str, Any], str | None]]:
    """The (message, receiving phone_number_id) pairs of a webhook payload; anything else is skipped."""
    if not isinstance(payload, dict) or payload.get("object") != "whatsapp_business_account":
        return
    for entry in payload.get("entry") or []:
        for change in (entry.get("changes") or []) if isinstance(entry, dict) else []:
            if not isinstance(change, dict) or change.get("field") != "messages":
                continue
            value = change.get("value") or {}
            if not isinstance(value, dict):
                continue
            phone_number_id = (value.get("metadata") or {}).get("phone_number_id")
            for message in value.get("messages") or []:  # "statuses" (sent/delivered/read) are ignored
                if isinstance(message, dict):
                    yield message, phone_number_id


def message_text(message: dict[str, Any]) -> str | None:
    """The words of a text message (or of a tapped button / list item); None for media and the rest."""
    kind = message.get("type")
    if kind == "text":
        return str((message.get("text") or {}).get("body") or "")
    if kind == "button":
        return str((message.get("button") or {}).get("text") or "")
    if kind == "interactive":
        interactive = message.get("interactive") or {}
        choice = interactive.get("button_reply") or interactive.get("list_reply") or {}
        return str(choice.get("title") or "")
    return None


def normalise_number(number: str) -> str:
    """Digits only: ``+91 98400-00001`` -> ``919840000001`` (WhatsApp's ``from`` has no ``+``)."""
    return re.sub(r"\D", "", number or "")


def parse_admins(value: str | None) -> set[str]:
    """The admin numbers of ``STRATA_WHATSAPP_ADMINS`` (comma-separated, any formatting)."""
    return {n for n in (normalise_number(part) for part in (value or "").split(",")) if n}


def mask(number: str) -> str:
    """A phone number for the logs: enough to tell senders apart, not the whole number."""
    digits = normalise_number(number)
    return f"…{digits[-4:]}" if len(digits) > 4 else "…"


def graph_error(response: httpx.Response) -> str:
    """The Graph API's error message (``{"error": {"message", "code"}}``), short."""
    try:
        error = response.json().get("error") or {}
        text = f"{error.get('message') or ''} (code {error.get('code')})".strip()
    except Exception:
        text = response.text
    return (text or response.reason_phrase)[:300]
