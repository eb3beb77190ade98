"""A BERT sentence encoder in numpy: the shipped MiniLM's forward pass without torch.

Why: importing torch, transformers and sentence-transformers takes 5-8 s in a fresh process,
longer than everything else a one-shot ``strata ask`` does. A question is one short text;
six BERT layers over 20 word pieces are a few milliseconds of numpy. So questions are
encoded here, from the same weights (``model.safetensors``) and the same tokenizer
(``tokenizer.json``, the Rust ``tokenizers`` package), and torch is loaded only for bulk
work such as an ingest. The vectors agree with sentence-transformers' to float32 rounding
(tests/engine/stores/test_bert_numpy.py compares them on real text).

Only what the model directory declares is supported: a ``BertModel`` with absolute position
embeddings and GELU, followed by mean pooling and (optionally) normalisation.
``NumpyBert.supports`` says whether a directory qualifies; anything else keeps using torch.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import numpy as np

_TRANSFORMER = "sentence_transformers.models.Transformer"
_POOLING = "sentence_transformers.models.Pooling"
_NORMALIZE = "sentence_transformers.models.Normalize"


@dataclass(frozen=True)
class _Layout:
    """What the model directory says about the network (config.json, modules.json, pooling config)."""

    layers: int
    heads: int
    hidden: int
    eps: float
    max_tokens: int
    normalize: bool


def _read_json(path: Path) -> dict | list | None:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def _layout(path: Path) -> _Layout | None:
    """The network's shape if this directory is a BERT + mean pooling sentence model, else None."""
    config = _read_json(path / "config.json")
    modules = _read_json(path / "modules.json")
    if not isinstance(config, dict) or not isinstance(modules, list):
        return None
    if config.get("model_type") != "bert" or config.get("hidden_act") != "gelu":
        return None
    if config.get("position_embedding_type", "absolute") != "absolute":
        return None
    kinds = [m.get("type") for m in modules if isinstance(m, dict)]
    if not kinds or kinds[0] != _TRANSFORMER or any(k not in (_TRANSFORMER, _POOLING, _NORMALIZE) for k in kinds):
        return None
    if kinds.count(_POOLING) != 1 or (path / "model.safetensors").is_file() is False:
        return None
    pooling_dir = next(m.get("path", "") for m in modules if m.get("type") == _POOLING)
    pooling = _read_json(path / pooling_dir / "config.json")
    if not isinstance(pooling, dict) or not pooling.get("pooling_mode_mean_tokens"):
        return None
    if any(pooling.get(k) for k in ("pooling_mode_cls_token", "pooling_mode_max_tokens",
                                     "pooling_mode_mean_sqrt_len_tokens")):
        return None
    if not (path / "tokenizer.json").is_file():
        return None
    sbert = _read_json(path / "sentence_bert_config.json")
    max_tokens = int(sbert.get("max_seq_length", 0)) if isinstance(sbert, dict) else 0
    max_tokens = min(max_tokens or config["max_position_embeddings"], config["max_position_embeddings"])
    return _Layout(layers=int(config["num_hidden_layers"]), heads=int(config["num_attention_heads"]),
                   hidden=int(config["hidden_size"]), eps=float(config.get("layer_norm_eps", 1e-12)),
                   max_tokens=max_tokens, normalize=_NORMALIZE in kinds)


def _erf(x: np.ndarray) -> np.ndarray:
    """Error function (Abramowitz & Stegun 7.1.26, |error| < 1.5e-7): numpy has none and scipy costs an import."""
    sign = np.sign(x)
    a = np.abs(x)
    t = 1.0 / (1.0 + 0.3275911 * a)
    poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
    return sign * (1.0 - poly * np.exp(-a * a))


def _gelu(x: np.ndarray) -> np.ndarray:
    """BERT's exact GELU, x * Φ(x)."""
    return 0.5 * x * (1.0 + _erf(x / np.float32(np.sqrt(2.0))))


def _layer_norm(x: np.ndarray, weight: np.ndarray, bias: np.ndarray, eps: float) -> np.ndarray:
    mean = x.mean(axis=-1, keepdims=True)
    centred = x - mean
    variance = (centred * centred).mean(axis=-1, keepdims=True)
    return centred / np.sqrt(variance + eps) * weight + bias


class NumpyBert:
    """Encode texts with a sentence-transformers BERT model directory, in numpy (see the module docstring)."""

    def __init__(self, path: Path) -> None:
        layout = _layout(path)
        if layout is None:
            raise ValueError(f"{path} is not a BERT mean-pooling sentence model this encoder supports")
        from safetensors.numpy import load_file
        from tokenizers import Tokenizer

        self._layout = layout
        self._tokenizer = Tokenizer.from_file(str(path / "tokenizer.json"))
        self._tokenizer.enable_truncation(max_length=layout.max_tokens)
        self._tokenizer.no_padding()
        weights = load_file(str(path / "model.safetensors"))
        prefix = "bert." if "bert.embeddings.word_embeddings.weight" in weights else ""
        self._w = {name[len(prefix):]: value.astype(np.float32, copy=False)
                   for name, value in weights.items() if name.startswith(prefix)}
        # linear layers as (in, out) so a row of tokens multiplies on the left without a transpose per call
        for name in list(self._w):
            if name.endswith(".weight") and self._w[name].ndim == 2 and name.startswith("encoder."):
                self._w[name] = np.ascontiguousarray(self._w[name].T)

    @staticmethod
    def supports(path: Path) -> bool:
        """Whether ``path`` holds a model this encoder runs exactly (else the caller keeps torch)."""
        return _layout(path) is not None

    @property
    def dimension(self) -> int:
        return self._layout.hidden

    @property
    def max_tokens(self) -> int:
        return self._layout.max_tokens

    def encode(self, texts: list[str]) -> np.ndarray:
        """``(n, hidden)`` float32 sentence vectors, one text at a time (no padding, so no mask to get wrong)."""
        vectors = np.zeros((len(texts), self._layout.hidden), dtype=np.float32)
        for row, encoding in enumerate(self._tokenizer.encode_batch(list(texts))):
            vectors[row] = self._sentence(np.asarray(encoding.ids, dtype=np.int64),
                                          np.asarray(encoding.type_ids, dtype=np.int64))
        if self._layout.normalize:
            norms = np.linalg.norm(vectors, axis=1, keepdims=True)
            vectors /= np.maximum(norms, 1e-12)
        return vectors

    def _sentence(self, ids: np.ndarray, types: np.ndarray) -> np.ndarray:
        w, eps = self._w, self._layout.eps
        x = (w["embeddings.word_embeddings.weight"][ids] + w["embeddings.position_embeddings.weight"][:len(ids)]
             + w["embeddings.token_type_embeddings.weight"][types])
        x = _layer_norm(x, w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"], eps)
        heads = self._layout.heads
        size = self._layout.hidden // heads
        scale = np.float32(1.0 / np.sqrt(size))
        for layer in range(self._layout.layers):
            p = f"encoder.layer.{layer}."

            def linear(h: np.ndarray, name: str) -> np.ndarray:
                return h @ w[p + name + ".weight"] + w[p + name + ".bias"]

            q = linear(x, "attention.self.query").reshape(-1, heads, size).transpose(1, 0, 2)
            k = linear(x, "attention.self.key").reshape(-1, heads, size).transpose(1, 2, 0)
            v = linear(x, "attention.self.value").reshape(-1, heads, size).transpose(1, 0, 2)
            scores = (q @ k) * scale
            scores = np.exp(scores - scores.max(axis=-1, keepdims=True))
            scores /= scores.sum(axis=-1, keepdims=True)
            context = (scores @ v).transpose(1, 0, 2).reshape(-1, self._layout.hidden)
            x = _layer_norm(linear(context, "attention.output.dense") + x,
                            w[p + "attention.output.LayerNorm.weight"], w[p + "attention.output.LayerNorm.bias"], eps)
            inner = _gelu(linear(x, "intermediate.dense"))
            x = _layer_norm(linear(inner, "output.dense") + x,
                            w[p + "output.LayerNorm.weight"], w[p + "output.LayerNorm.bias"], eps)
        return x.mean(axis=0)
