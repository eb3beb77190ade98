"""A character n-gram index over the indicator texts: lexical overlap where the embedding model is weak."""

from __future__ import annotations

import math
import re
from collections import Counter
from typing import Sequence

import numpy as np


class NgramIndex:
    """Character 3-5-gram TF-IDF over the indicator texts: shared stems across languages and affixes
    ("penganggaran" ~ "Anggaran", "keterpaduan" ~ "terpadu") where MiniLM's English vocabulary fails."""

    def __init__(self, documents: Sequence[str]) -> None:
        grams = [self.grams(d) for d in documents]
        df = Counter(g for doc in grams for g in doc)
        n = len(documents)
        self.idf = {g: math.log((1 + n) / (1 + c)) + 1.0 for g, c in df.items()}
        self.docs = [self._vector(doc) for doc in grams]

    @staticmethod
    def grams(text: str) -> Counter[str]:
        out: Counter[str] = Counter()
        for word in re.findall(r"\w+", text.lower()):
            padded = f" {word} "
            for size in (3, 4, 5):
                out.update(padded[i:i + size] for i in range(len(padded) - size + 1))
        return out

    def _vector(self, counts: Counter[str]) -> dict[str, float]:
        weights = {g: (1.0 + math.log(n)) * self.idf[g] for g, n in counts.items() if g in self.idf}
        norm = math.sqrt(sum(w * w for w in weights.values())) or 1.0
        return {g: w / norm for g, w in weights.items()}

    def scores(self, text: str) -> np.ndarray:
        query = self._vector(self.grams(text))
        return np.array([sum(w * doc.get(g, 0.0) for g, w in query.items()) for doc in self.docs])
