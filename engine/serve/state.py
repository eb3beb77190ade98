"""``ServiceState``: what the routes share (the engine, its config, the ingest jobs, the WhatsApp channel).

``create_app`` keeps it on ``app.state.strata``; routes reach it through the dependencies of
engine/serve/deps.py, never through a closure.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine.api import Engine
from engine.ops.jobs import JobRunner
from graph.errors import InputError

if TYPE_CHECKING:
    from engine.serve.whatsapp.channel import WhatsAppChannel


@dataclass
class ServiceState:
    """What the routers share: the engine, its config, the ingest job runner (and the WhatsApp channel)."""

    engine: Engine
    jobs: JobRunner
    whatsapp: "WhatsAppChannel | None" = None  # set by create_app
    # One admin Cypher query at a time: the graph store's query threads are few, and questions need one.
    admin_query: threading.Lock = field(default_factory=threading.Lock)

    @property
    def config(self):
        return self.engine.config

    def stats(self) -> dict[str, Any]:
        """Node/edge counts, chunks, documents, sessions (also the /stats admin command's reply)."""
        counts = self.engine.stats()
        memory = self.engine.memory
        return {**counts, "chunks": counts["nodes"].get("Chunk", 0), "documents": counts["nodes"].get("Document", 0),
                "sessions": memory.sessions() if memory is not None else None}

    def inbox_path(self, relative: str) -> Path:
        """A path inside the inbox; anything resolving outside it (``..``, absolute elsewhere) is refused."""
        inbox = self.config.inbox.resolve()
        target = (inbox / relative).resolve()
        if target != inbox and inbox not in target.parents:
            raise InputError(f"{relative!r} is outside the ingest folder {inbox}; put the files there "
                             "(STRATA_INGEST_DIR) and give a path relative to it")
        if not target.exists():
            raise InputError(f"{relative!r} does not exist in the ingest folder {inbox}")
        return target
