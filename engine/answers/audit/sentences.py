"""Evidence text split into sentences, paragraphs and list items (Indonesian abbreviations kept whole)."""

from __future__ import annotations

import re

_ABBREVIATIONS = frozenset({"no", "nr", "nomor", "kab", "kec", "kel", "prov", "dll", "dsb", "dst", "tsb", "e.g", "i.e",
                            "etc", "vs", "hal", "tbk", "jl", "st", "dr", "mr", "mrs", "ms", "pt", "cv", "sdr", "ir",
                            "drs", "h", "a.n", "u.p", "art", "sec", "fig", "cf", "approx"})
_BREAK_RE = re.compile(r"(?<=[.!?])[\"')\]]*\s+|\n\s*\n|\n(?=\s*(?:[-*\u2022\u00b7]|\d{1,2}[.)]|[a-z][.)])\s)")


def split_sentences(text: str) -> list[str]:
    """Sentences, paragraphs and list items of ``text``; "No. 12" and "Kab." do not end a sentence.

    >>> split_sentences("Perbup No. 12 Tahun 2021 ditetapkan. Kebijakan dievaluasi.\\n- item satu\\n- item dua")
    ['Perbup No. 12 Tahun 2021 ditetapkan.', 'Kebijakan dievaluasi.', '- item satu', '- item dua']
    """
    pieces, start = [], 0
    for match in _BREAK_RE.finditer(text):
        words = re.findall(r"[\w.]+", text[start:match.start()])
        last = words[-1].rstrip(".").lower() if words else ""
        initial = len(last) == 1 and last.isalpha()  # "A. Rahman"
        if text[match.start() - 1:match.start()] == "." and (last in _ABBREVIATIONS or initial):
            continue
        pieces.append(text[start:match.start()])
        start = match.end()
    pieces.append(text[start:])
    return [" ".join(p.split()) for p in pieces if p.strip() and re.search(r"\w", p)]
