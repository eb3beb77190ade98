"""Optional cross-encoder reranking of the evidence (``STRATA_RERANK_MODEL``).

No cross-encoder can be downloaded here, so the default ranking is vector + BM25 fusion.
When a cross-encoder is configured (a local directory holding a sentence-transformers
``CrossEncoder``, e.g. a copy of ms-marco-MiniLM-L-6-v2), it scores (question, passage)
pairs and its score replaces the fused one inside each relation tier: scope still decides
first, the reranker only orders passages of the same scope relation.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Sequence

from graph.errors import ConfigError


class CrossEncoderReranker:
    """A sentence-transformers CrossEncoder loaded from a local directory."""

    def __init__(self, model, name: str) -> None:
        self._model = model
        self.name = name
        self._lock = threading.Lock()

    @classmethod
    def load(cls, path: str | Path) -> "CrossEncoderReranker":
        where = Path(path).expanduser()
        if not where.is_dir():
            raise ConfigError(f"STRATA_RERANK_MODEL={path!s}: no such directory; give a local directory holding a "
                              "sentence-transformers CrossEncoder, or unset it to rank by vector + BM25 fusion")
        from sentence_transformers import CrossEncoder

        try:
            model = CrossEncoder(str(where), num_labels=1, local_files_only=True)
        except Exception as exc:  # a directory that is not a model: say which and why
            raise ConfigError(f"STRATA_RERANK_MODEL={path!s} is not a loadable CrossEncoder: {exc}") from exc
        return cls(model, where.name)

    def score(self, question: str, passages: Sequence[str]) -> list[float]:
        """Relevance of each passage to the question (higher is more relevant)."""
        if not passages:
            return []
        with self._lock:
            scores = self._model.predict([(question, passage) for passage in passages], show_progress_bar=False)
        return [float(s) for s in scores]
