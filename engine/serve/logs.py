"""The access log without secrets from query strings.

Why: uvicorn logs every request's path with its query string, and Meta's verification handshake sends the
WhatsApp verify token there (``GET /webhook?hub.verify_token=...``); a client may also put a key in a
query. The filter rewrites the logged path before it is formatted: every value of ``/webhook``'s query,
and elsewhere the values of parameters named like a secret, become ``***`` (names are kept, so the log
still shows what was asked).
"""

from __future__ import annotations

import logging
import re

ACCESS_LOGGER = "uvicorn.access"
SECRET_NAME = re.compile(r"token|secret|key|passw|signature|auth|credential", re.IGNORECASE)
ALL_VALUES = ("/webhook",)  # routes whose whole query is hidden


def redact_query(path: str) -> str:
    """``path?query`` with the secret values hidden.

    >>> redact_query("/webhook?hub.mode=subscribe&hub.verify_token=abc&hub.challenge=42")
    '/webhook?hub.mode=***&hub.verify_token=***&hub.challenge=***'
    >>> redact_query("/explorer/api/search?q=Paradise&api_key=k1")
    '/explorer/api/search?q=Paradise&api_key=***'
    """
    route, mark, query = path.partition("?")
    if not mark:
        return path
    every = route.rstrip("/") in ALL_VALUES
    pairs = []
    for pair in query.split("&"):
        name, equals, _value = pair.partition("=")
        pairs.append(f"{name}=***" if equals and (every or SECRET_NAME.search(name)) else pair)
    return f"{route}?{'&'.join(pairs)}"


class QuerySecretsFilter(logging.Filter):
    """On uvicorn's access logger: its records carry (client, method, path, http version, status)."""

    def filter(self, record: logging.LogRecord) -> bool:
        args = record.args
        if isinstance(args, tuple) and len(args) >= 3 and isinstance(args[2], str) and "?" in args[2]:
            record.args = args[:2] + (redact_query(args[2]),) + args[3:]
        return True


def install_access_filter() -> None:
    """Add the filter to the access logger once (uvicorn has configured its logging by the app's startup)."""
    logger = logging.getLogger(ACCESS_LOGGER)
    if not any(isinstance(f, QuerySecretsFilter) for f in logger.filters):
        logger.addFilter(QuerySecretsFilter())
