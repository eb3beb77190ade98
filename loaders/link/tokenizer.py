"""Token boundaries exactly as spaCy's blank English tokenizer draws them, without importing spaCy.

Why: importing spaCy imports thinc, which imports torch: about 4.5 s of every one-shot ``strata ask``,
for a tokenizer whose rules are a few regular expressions and a table of special cases. ``TokenizerRules.
from_spacy`` reads those rules once, when a gazetteer is built (spaCy is imported then), and they are kept
with the gazetteer in the data directory; ``Tokenizer`` applies them with spaCy's own algorithm
(``spacy/tokenizer.pyx``: ``_tokenize_affixes``, ``_split_affixes``, ``_attach_tokens`` and
``_apply_special_cases``). tests/loaders/test_tokenizer.py checks that both split every text of the
benchmarks' corpora and linking set, and generated text, at the same places.

>>> tokens = Tokenizer(TokenizerRules.from_spacy())
>>> text = "Burn bans (Butte County, CA) don't apply."
>>> [text[s:e] for s, e in tokens.spans(text)]
['Burn', 'bans', '(', 'Butte', 'County', ',', 'CA', ')', 'do', "n't", 'apply', '.']
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable

Span = tuple[int, int]
# Whitespace-free chunks whose split is remembered (~150 bytes each): words repeat, so most chunks of a text
# are found here; with 10,000 the cache filled within a few hundred passages and stayed full of their words.
CACHE_CHUNKS = 100_000


@dataclass(frozen=True)
class TokenizerRules:
    """What spaCy's tokenizer for a language is made of: affix and URL patterns (with their flags), and
    the special cases (a string -> the tokens it is split into)."""

    prefix: tuple[str, int] | None
    suffix: tuple[str, int] | None
    infix: tuple[str, int] | None
    token_match: tuple[str, int] | None
    url_match: tuple[str, int] | None
    specials: dict[str, tuple[str, ...]]
    faster_heuristics: bool
    source: str  # e.g. "spacy 3.8.18 en": the gazetteer is rebuilt when it changes

    @classmethod
    def from_spacy(cls, language: str = "en") -> "TokenizerRules":
        import spacy
        from spacy.symbols import ORTH

        tokenizer = spacy.blank(language).tokenizer

        def pattern(bound: Callable | None) -> tuple[str, int] | None:
            return None if bound is None else (bound.__self__.pattern, bound.__self__.flags)

        specials = {chunk: tuple(token[ORTH] for token in tokens) for chunk, tokens in tokenizer.rules.items()}
        return cls(pattern(tokenizer.prefix_search), pattern(tokenizer.suffix_search),
                   pattern(tokenizer.infix_finditer), pattern(tokenizer.token_match), pattern(tokenizer.url_match),
                   specials, bool(tokenizer.faster_heuristics), f"spacy {spacy.__version__} {language}")


def _compiled(rule: tuple[str, int] | None) -> re.Pattern[str] | None:
    return None if rule is None else re.compile(rule[0], rule[1])


class Tokenizer:
    """``spans(text)``: the (start, end) of every token spaCy would make, whitespace tokens included."""

    def __init__(self, rules: TokenizerRules) -> None:
        self.rules = rules
        self._prefix, self._suffix, self._infix, self._token, self._url = (
            _compiled(r) for r in (rules.prefix, rules.suffix, rules.infix, rules.token_match, rules.url_match))
        self._specials = rules.specials
        self._cache: dict[str, tuple[str, ...]] = {}
        # spaCy re-reads special cases that affixes or spaces would split ("(:", "10a.m.") across tokens
        self._phrases: dict[str, list[tuple[str, ...]]] = {}
        for chunk in sorted(self._specials):
            if not rules.faster_heuristics or self._find_prefix(chunk) or self._find_suffix(chunk) or \
                    self._find_infix(chunk) or " " in chunk:
                pieces = tuple(self._affix_tokens(chunk, specials=False))
                if pieces:
                    self._phrases.setdefault(pieces[0], []).append(pieces)

    def __getstate__(self) -> dict:
        return {"rules": self.rules}

    def __setstate__(self, state: dict) -> None:
        self.__init__(state["rules"])

    # -- the affixes --

    def _find_prefix(self, string: str) -> int:
        match = self._prefix.search(string) if self._prefix is not None else None
        return match.end() - match.start() if match is not None else 0

    def _find_suffix(self, string: str) -> int:
        match = self._suffix.search(string) if self._suffix is not None else None
        return match.end() - match.start() if match is not None else 0

    def _find_infix(self, string: str) -> list[re.Match[str]]:
        return list(self._infix.finditer(string)) if self._infix is not None else []

    # -- tokenizing --

    def spans(self, text: str) -> list[Span]:
        """Token (start, end) offsets into ``text``, in order."""
        spans: list[Span] = []
        for start, end in self._chunks(text):
            chunk = text[start:end]
            pieces = self._cache.get(chunk)
            if pieces is None:
                pieces = self._specials.get(chunk) or tuple(self._affix_tokens(chunk, specials=True))
                if len(self._cache) >= CACHE_CHUNKS:
                    self._cache.clear()  # a long ingest's vocabulary moves on: keep the recent words
                self._cache[chunk] = pieces
            for piece in pieces:
                spans.append((start, start + len(piece)))
                start += len(piece)
        return self._apply_special_cases(text, spans)

    @staticmethod
    def _chunks(text: str) -> list[Span]:
        """Runs of non-space and of space characters; a single ' ' after a token belongs to no chunk."""
        chunks: list[Span] = []
        if not text:
            return chunks
        start, in_space = 0, text[0].isspace()
        for i, char in enumerate(text):
            if char.isspace() != in_space:
                if start < i:
                    chunks.append((start, i))
                start = i + 1 if char == " " else i
                in_space = not in_space
        if start < len(text):
            chunks.append((start, len(text)))
        return chunks

    def _affix_tokens(self, string: str, *, specials: bool) -> list[str]:
        """One chunk as spaCy's ``_split_affixes`` + ``_attach_tokens`` split it."""
        prefixes: list[str] = []
        suffixes: list[str] = []
        last_size = 0
        while string and len(string) != last_size:
            if self._token is not None and self._token.match(string):
                break
            if specials and string in self._specials:
                break
            last_size = len(string)
            pre_len = self._find_prefix(string)
            if pre_len:
                prefix, minus_pre = string[:pre_len], string[pre_len:]
                if minus_pre and specials and minus_pre in self._specials:
                    string = minus_pre
                    prefixes.append(prefix)
                    break
            suf_len = self._find_suffix(string[pre_len:])
            if suf_len:
                suffix, minus_suf = string[-suf_len:], string[:-suf_len]
                if minus_suf and specials and minus_suf in self._specials:
                    string = minus_suf
                    suffixes.append(suffix)
                    break
            if pre_len and suf_len and pre_len + suf_len <= len(string):
                string = string[pre_len:-suf_len]
                prefixes.append(prefix)
                suffixes.append(suffix)
            elif pre_len:
                string = minus_pre
                prefixes.append(prefix)
            elif suf_len:
                string = minus_suf
                suffixes.append(suffix)
        tokens = prefixes
        if string:
            if specials and string in self._specials:
                tokens.extend(self._specials[string])
            elif (self._token is not None and self._token.match(string)) or \
                    (self._url is not None and self._url.match(string)):
                tokens.append(string)
            else:
                tokens.extend(self._infixed(string))
        tokens.extend(reversed(suffixes))
        return tokens

    def _infixed(self, string: str) -> list[str]:
        matches = self._find_infix(string)
        if not matches:
            return [string]
        tokens: list[str] = []
        start = 0
        for match in matches:
            infix_start, infix_end = match.start(), match.end()
            if infix_start == 0:  # spaCy's start_before_infixes: no split before the first character
                continue
            if infix_start != start:
                tokens.append(string[start:infix_start])
            if infix_start != infix_end:
                tokens.append(string[infix_start:infix_end])
            start = infix_end
        if string[start:]:
            tokens.append(string[start:])
        return tokens

    def _apply_special_cases(self, text: str, spans: list[Span]) -> list[Span]:
        """spaCy's ``_apply_special_cases``: special cases found across tokens, longest first, re-split."""
        if not self._phrases:
            return spans
        orths = [text[s:e] for s, e in spans]
        found: list[Span] = []  # token index ranges
        for i, orth in enumerate(orths):
            for phrase in self._phrases.get(orth, ()):
                if tuple(orths[i:i + len(phrase)]) == phrase:
                    found.append((i, i + len(phrase)))
        if not found:
            return spans
        seen: set[int] = set()
        kept: list[Span] = []
        for start, end in sorted(set(found), key=lambda f: (-(f[1] - f[0]), f[0])):
            if start not in seen and end - 1 not in seen:
                kept.append((start, end))
            seen.update(range(start, end))
        out: list[Span] = []
        i = 0
        for start, end in sorted(kept):
            out.extend(spans[i:start])
            first, last = spans[start][0], spans[end - 1][1]
            pieces = self._specials.get(text[first:last])
            if pieces is None:
                out.extend(spans[start:end])
            else:
                for piece in pieces:
                    out.append((first, first + len(piece)))
                    first += len(piece)
            i = end
        out.extend(spans[i:])
        return out
