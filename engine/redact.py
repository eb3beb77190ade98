"""Hide what must not reach people who may not see it: server paths, and credentials in URLs.

Why: error messages and health checks are written for the operator, with the data directory and the
store's location in them; the same text reaching an anonymous client tells them how the server is laid
out. The service keeps the full text for its log and for admins, and shows others the redacted one.
A URL's credentials (``user:password@``, a key in its query string) are shown to nobody: not in health
checks, answer notes or logs. Bottom layer: anything may use it.

>>> redact_paths("the graph store (embedded FalkorDB in /srv/strata/data/graph) was unreachable")
'the graph store (embedded FalkorDB in <path>) was unreachable'
>>> redact_paths("use POST /ingest on http://127.0.0.1:8000/v1/x")
'use POST /ingest on http://127.0.0.1:8000/v1/x'
"""

from __future__ import annotations

import re
from typing import Iterable
from urllib.parse import urlsplit, urlunsplit

PATH_MARK = "<path>"
# An absolute (or ~) path of two or more segments, not inside a URL or a word: "/srv/data", "~/x/y".
# One segment ("/ingest", "/ask") is a route name, kept.
_PATH = re.compile(r"(?<![\w:/.~@-])~?(?:/[\w.@+%=-]+){2,}/?")


def redact_paths(text: str) -> str:
    """``text`` with every absolute filesystem path replaced by ``<path>``."""
    return _PATH.sub(PATH_MARK, text)


# A URL with a scheme, up to whitespace, a quote or a closing bracket.
_URL = re.compile(r"\b[a-zA-Z][a-zA-Z0-9+.-]*://[^\s'\"<>()\[\]]+")


def redact_url(url: str) -> str:
    """``url`` without credentials: ``user:password@`` becomes ``***@`` and every query value ``***``
    (a key in the query string: ``?api-key=...``). Safe to show and to log.

    >>> redact_url("https://bob:hunter2@llm.example/v1?api-key=sk-1&api-version=2024")
    'https://***@llm.example/v1?api-key=***&api-version=***'
    """
    try:
        parts = urlsplit(url)
    except ValueError:  # not parseable (a bad IPv6 host): show the scheme only
        return url.split("://", 1)[0] + "://***"
    netloc = parts.netloc
    if "@" in netloc:
        netloc = "***@" + netloc.rsplit("@", 1)[1]
    query = "&".join(f"{name}=***" if "=" in pair else pair
                     for pair in parts.query.split("&") if pair for name in [pair.split("=", 1)[0]])
    return urlunsplit((parts.scheme, netloc, parts.path, query, ""))


def redact_text(text: str, urls: Iterable[str] = ()) -> str:
    """``text`` with every URL in it passed through ``redact_url``, and the credentials of ``urls`` struck
    wherever they appear (a server's error may echo the request's path and query without the URL)."""
    text = _URL.sub(lambda match: redact_url(match.group(0)), text)
    for secret in sorted({s for url in urls for s in url_secrets(url)}, key=len, reverse=True):
        text = text.replace(secret, "***")
    return text


def url_secrets(url: str) -> list[str]:
    """The credentials a URL carries (password, user, query values of 4+ characters), to strike from text
    that echoes them without the URL around them (a server's error repeating the request's path)."""
    try:
        parts = urlsplit(url)
        found = [parts.password or "", parts.username or ""]
    except ValueError:
        return []
    found += [pair.split("=", 1)[1] for pair in parts.query.split("&") if "=" in pair]
    return [s for s in found if len(s) >= 4]
