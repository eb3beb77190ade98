"""Composed vectors: stand in for the embedding model when building a large synthetic corpus.

Embedding 100k children with MiniLM takes 50-75 min on 2 cores, so ``make bench`` cannot build a 100k
corpus through the model. Every sentence of the synthetic corpus (bench/synthetic.py) is a template filled
with a place, indicator or community plus incidental values (agency, month, numbers). The generator records,
for each sentence it writes, its *canonical* sentence: the same template and place/indicator/community with
fixed incidental values. ``ComposedEmbedder`` embeds the few thousand distinct canonical sentences once with
the real model (cached under bench/.cache/) and gives each child the normalised mean of its sentences'
canonical vectors. On a sample of real children the composed vector has cosine ≈0.9 with the model's.

Everything else of the ingest (parse, chunk, link, payloads, vector and graph writes, HNSW) runs unchanged
through ``loaders.ingest.Ingestor``, so the stores hold a real corpus of that size; only the child vectors are
approximations. Questions are still embedded by the real model (``encode_query``), as at run time. The real
ingest's throughput, model included, is measured separately by bench/ingest.py.
"""

from __future__ import annotations

import re
import time
from pathlib import Path

import numpy as np

SENTENCE = re.compile(r"(?<=[.!?])\s+|\n+")


class ComposedEmbedder:
    """Duck-types ``engine.stores.embed.Embedder`` for ``Ingestor``: same name, dimension and token limit as the model."""

    def __init__(self, model, canonical: dict[str, str], cache: Path) -> None:
        started = time.perf_counter()
        self.model = model
        self.canonical = canonical
        self.bank = self._bank(sorted(set(canonical.values())), cache)
        self.bank_seconds = time.perf_counter() - started
        self.sentences = self.matched = self.fallbacks = 0

    def _bank(self, texts: list[str], cache: Path) -> dict[str, np.ndarray]:
        """Canonical sentence -> model vector; embeds only what ``cache`` (an .npz) does not hold yet."""
        bank: dict[str, np.ndarray] = {}
        if cache.is_file():
            saved = np.load(cache, allow_pickle=False)
            bank = dict(zip(saved["texts"].tolist(), saved["vectors"]))
        missing = [t for t in texts if t not in bank]
        if missing:
            bank.update(zip(missing, self.model.encode(missing, batch_size=128)))
            cache.parent.mkdir(parents=True, exist_ok=True)
            keys = sorted(bank)
            np.savez(cache, texts=np.array(keys), vectors=np.stack([bank[k] for k in keys]))
        self.embedded = len(missing)
        return bank

    @property
    def name(self) -> str:
        return self.model.name

    @property
    def dimension(self) -> int:
        return self.model.dimension

    @property
    def max_tokens(self) -> int:
        return self.model.max_tokens

    def compose(self, text: str) -> np.ndarray:
        """Normalised mean of the canonical vectors of ``text``'s whole sentences (cut ones are skipped)."""
        parts = [s.strip().lstrip("- ") for s in SENTENCE.split(text) if s.strip()]
        vectors = [self.bank[self.canonical[p]] for p in parts if p in self.canonical]
        self.sentences += len(parts)
        self.matched += len(vectors)
        if not vectors:
            self.fallbacks += 1
            return self.model.encode([text])[0]  # no whole sentence (rare): the real model
        vector = np.mean(vectors, axis=0)
        return vector / (np.linalg.norm(vector) or 1.0)

    def encode(self, texts: list[str], batch_size: int = 32, progress: bool | None = None) -> np.ndarray:
        """Composed passage vectors, ``(n, dimension)`` float32 unit rows like the model's."""
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        return np.ascontiguousarray(np.stack([self.compose(t) for t in texts]), dtype=np.float32)

    def encode_query(self, texts: list[str]) -> np.ndarray:
        return self.model.encode_query(texts)
