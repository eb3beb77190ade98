"""The pure-Python tokenizer splits text exactly where spaCy's blank English tokenizer does (issue 19).

The gazetteer matches place names on token boundaries; a boundary drawn elsewhere would find or miss a
place. spaCy is the reference here: every text the benchmarks and the linking set hold, and generated text
full of affixes, emoticons, URLs, contractions and odd whitespace, must split the same way.
"""

from __future__ import annotations

import json
import pickle
from functools import lru_cache
from pathlib import Path

import spacy
from hypothesis import given, settings
from hypothesis import strategies as st

from loaders.link.tokenizer import Tokenizer, TokenizerRules
from tests.support import ROOT

BENCH = ROOT / "bench" / "data"


@lru_cache(maxsize=1)
def pair() -> tuple[Tokenizer, object]:
    return Tokenizer(TokenizerRules.from_spacy()), spacy.blank("en").tokenizer


def spacy_spans(text: str) -> list[tuple[int, int]]:
    return [(t.idx, t.idx + len(t.text)) for t in pair()[1](text)]


def differences(texts: list[str]) -> list[tuple[str, list[str], list[str]]]:
    ours = pair()[0]
    out = []
    for text in texts:
        expected, got = spacy_spans(text), ours.spans(text)
        if expected != got:
            out.append((text[:200], [text[s:e] for s, e in expected][:40], [text[s:e] for s, e in got][:40]))
    return out


def corpus_texts() -> list[str]:
    texts = [p.read_text(encoding="utf-8") for p in sorted(BENCH.rglob("corpus/*")) if p.is_file()]
    for path in sorted(BENCH.rglob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                record = json.loads(line)
                texts += [record[k] for k in ("text", "question", "title") if isinstance(record.get(k), str)]
    return texts


def test_every_benchmark_text_splits_as_spacy_splits_it() -> None:
    texts = corpus_texts()
    assert len(texts) > 1500  # the corpora, the question sets and the linking set
    assert differences(texts) == []


TRICKY = ["St. Louis, Mo. and U.S.A. (:  hello\n\nworld) 10a.m. ;) 'tis", "Paradise,CA—now!", "“Quoted” ‘single’",
          "e-mail: a@b.com https://x.org/y?z=1 $5.00 5km 1990s", "(St.) St.) Calif.; Dr.Smith", "  lead \t tab\r\n ",
          ":-) (:-) (^_^) 'S 's '' (╯°□°）╯︵┻━┻ ¯\\_(ツ)_/¯", "don't can't y'all gonna ain't", "Butte\u00a0County",
          "Kab. Bandung Barat; Kota Jakarta-Selatan", "Coimbatore–641 004.", "rock'n'roll 'n' o'clock", ""]


def test_tricky_texts_split_as_spacy_splits_them() -> None:
    assert differences(TRICKY) == []


ALPHABET = st.sampled_from(list("aZ .,;:!?'\"()[]-–—/\\@#$%&*_+=<>|~`^\n\t\u00a0") +
                           ["St.", "Mo.", "U.S.", "n't", "'s", ":)", "(:", "10a.m.", "http://a.b/c", "é", "ß", "İ",
                            "Paradise", "CA", "1990", "3.5", "e-mail", "..."])


@settings(max_examples=400, deadline=None)
@given(st.lists(ALPHABET, max_size=25).map("".join))
def test_generated_text_splits_as_spacy_splits_it(text: str) -> None:
    assert differences([text]) == []


def test_a_pickled_tokenizer_splits_the_same() -> None:
    ours = pair()[0]
    again = pickle.loads(pickle.dumps(ours))
    assert all(again.spans(t) == ours.spans(t) for t in TRICKY)
