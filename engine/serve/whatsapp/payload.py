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


class UnreadableMessage(ValueError):
    """A message of a known type whose content is not the object Meta documents (``"text": "str"``)."""


def _field(container: Any, name: str, kind: type) -> Any:
    """``container[name]`` when both are of the expected shape, else an empty ``kind``: a malformed
    delivery is skipped where it is malformed, never a 500 (Meta retries a 500 for days)."""
    value = container.get(name) if isinstance(container, dict) else None
    return value if isinstance(value, kind) else kind()


def messages_in(payload: Any) -> Iterable[tuple[dict[str, Any], str | None]]:
    """The (message, receiving phone_number_id) pairs of a webhook payload; anything else is skipped."""
    if not isinstance(payload, dict) or payload.get("object") != "whatsapp_business_account":
        return
    for entry in _field(payload, "entry", list):
        for change in _field(entry, "changes", list):
            if not isinstance(change, dict) or change.get("field") != "messages":
                continue
            value = _field(change, "value", dict)
            phone_number_id = _field(value, "metadata", dict).get("phone_number_id")
            phone_number_id = phone_number_id if isinstance(phone_number_id, str) and phone_number_id else None
            for message in _field(value, "messages", list):  # "statuses" (sent/delivered/read) are ignored
                if isinstance(message, dict):
                    yield message, phone_number_id


def message_text(message: dict[str, Any]) -> str | None:
    """The words of a text message (or of a tapped button / list item); None for media and the rest.
    ``UnreadableMessage`` when a text, button or interactive message does not hold an object."""
    kind = message.get("type")
    if kind not in ("text", "button", "interactive"):
        return None
    content = message.get(kind)
    if kind == "interactive" and isinstance(content, dict):
        content = content.get("button_reply") or content.get("list_reply")
    if not isinstance(content, dict):
        raise UnreadableMessage(f"a {kind} message whose content is {type(content).__name__}, not an object")
    return str(content.get("body" if kind == "text" else "title" if kind == "interactive" else "text") or "")


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
