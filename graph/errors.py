"""Strata's error types.

Backends raise their own exceptions (redis ResponseError, neo4j ClientError, ...).
The stores translate them into these so callers can tell a syntax error from a
dead server from a constraint violation without knowing which backend runs.
The original backend message is always kept in the text.

``StoreUnavailable`` is any store Strata needs being down (a front-end answers 503 / "try again");
the graph's is ``GraphStoreUnavailable`` (also a ``GraphStoreError``), the vector store's is
``VectorStoreUnavailable`` (engine/stores/vectors, also a ``VectorStoreError``).
"""

from __future__ import annotations

import cypher


class StrataError(Exception):
    """Base class for every error Strata reports to a user."""


class ConfigError(StrataError):
    """The configuration (a URL, a path, a credential) is wrong or missing."""


class InputError(StrataError):
    """A file or argument the user gave cannot be used; the message names it and the fix."""


class DataDirError(StrataError):
    """The data directory cannot take writes (missing, read-only or full); the message names it and the fix."""


class StoreUnavailable(StrataError):
    """A store (the graph or the vector store) is down, unreachable or refused the connection."""


class GraphStoreError(StrataError):
    """A graph-store operation failed for a reason not covered by a subclass."""


class GraphStoreUnavailable(GraphStoreError, StoreUnavailable):
    """The graph server is down, unreachable or refused the connection."""


class UnknownStatementError(GraphStoreError, cypher.UnknownStatement):
    """A statement was run by a name no ``.cypher`` file has for the store's backend (a bug, not bad input).

    Also a ``cypher.UnknownStatement``: the lookup error as the cypher layer reports it, given the backend."""


class CypherSyntaxError(GraphStoreError):
    """The statement does not parse or uses something the backend lacks."""


class ConstraintViolation(GraphStoreError):
    """A write broke a uniqueness (or other) constraint."""


class ReadOnlyViolation(GraphStoreError):
    """A write was attempted through a read-only path."""


class QueryTimeout(GraphStoreError):
    """The statement ran past its time limit."""


class QueryTooLarge(GraphStoreError):
    """A statement would build more than a user query may (a list over the cap, or over the store's query memory)."""
