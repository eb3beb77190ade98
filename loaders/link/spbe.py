"""SPBE linking: indicators, aspects, domains and maturity levels named in a chunk or a question.

"Indikator 12" in a header path (1.0) or text (0.9) -> the indicator, and its aspect and domain
*through the hierarchy* (never by similar names); "Aspek 2", "Domain 2"; "Level 3"/"Tingkat 3"
inside an indicator's scope -> that indicator's level; a domain's, aspect's or indicator's name in
Indonesian or English, with or without the boilerplate (``spbe_names``) -> the node (0.85); a topic a
policy indicator and an implementation indicator share, with nothing near it saying which ->
``how="ambiguous"`` with both candidates (0.45: no scope is built on it). A reviewed term of an indicator
("LPSE", "SRIKANDI": ``spbe_names``) is linked like its name, unless the same chunk or question numbers or
names an indicator: then the rules' reading wins and the term is wording. A domain's or aspect's name
in a passage's running text ("Tata Kelola SPBE", "Layanan SPBE": words every SPBE text uses) is linked
at 0.45 too, so it does not become the document's scope; in a header or a question it is 0.95/0.85. Confidences:
``confidences``; why: docs/linking.md.
"""

from __future__ import annotations

import re
from typing import Mapping, Sequence

import networkx as nx

from graph.hierarchy import ancestor_depths
from loaders.document import Link
from loaders.link.confidences import (AMBIGUOUS_NAME, BROAD_NAME, CROSS_REFERENCE, HEADER, HEADER_NAME, HIERARCHY, LEVEL, NAME,
                                      NUMBER)
from loaders.link.spbe_names import NameMatch
from loaders.link.targets import SpbeTargets
from loaders.link.vocabulary import ASPECT_RE, DOMAIN_RE, INDICATOR_RE, LEVEL_RE
from loaders.link.word_frequency import zipf_frequency


LEVEL_WORD_RE = r"(?:level|tingkat|predikat)\s+(?:kematangan\s+)?"
ORDINARY_LEVEL_NAME = 3.5  # Zipf (English or Indonesian): above it a level name needs "level"/"tingkat" before it


def level_names_in(text: str, names: Mapping[str, int]) -> list[tuple[str, int]]:
    """(surface, level) of each maturity level named in words: after "level"/"tingkat", or alone when the name is
    capitalised and no ordinary word ("Rintisan", "Terkelola" yes; "Informasi", "Optimum" only as "level Optimum")."""
    found = []
    for name, level in names.items():
        words = r"\s+".join(map(re.escape, name.split()))
        for match in re.finditer(rf"(?<!\w)(?:{LEVEL_WORD_RE})?({words})(?!\w)", text, re.IGNORECASE):
            prefixed = match.group(0) != match.group(1)
            alone = match.group(1)[0].isupper() and \
                max(zipf_frequency(name, "id"), zipf_frequency(name, "en")) <= ORDINARY_LEVEL_NAME
            if prefixed or alone:
                found.append((match.group(0), level))
    return found


class SpbeLinker:
    """The SPBE rules over the targets read from the graph and the DAG (for implied aspects/domains)."""

    def __init__(self, targets: SpbeTargets, dag: nx.DiGraph) -> None:
        self.targets = targets
        self.dag = dag

    def links(self, headers: Sequence[str], texts: Sequence[str], *, question: bool = False) -> list[Link]:
        """Links of one chunk (its header path elements and its text) or of a question (``question``)."""
        header_said = {n: w for h in headers for n, w in self._said(INDICATOR_RE, h, self.targets.indicators)}
        text_said = {n: w for t in texts for n, w in self._said(INDICATOR_RE, t, self.targets.indicators)}
        header_indicators, text_indicators = set(header_said), set(text_said)
        header_matches = [m for h in headers for m in self._header_names(h)]
        text_matches = self._unless_read([m for t in texts for m in self.targets.spbe_names.find(t)],
                                         bool(text_said))
        header_named = {m.nodes[0] for m in header_matches if len(m.nodes) == 1}
        text_named = {m.nodes[0] for m in text_matches if len(m.nodes) == 1}
        pinned = {self.targets.indicators[n] for n in header_indicators} | \
            {i for i in header_named if i in self.targets.indicator_by_id}

        links = [Link(self.targets.indicators[n], "header-path", HEADER, surface=header_said[n],
                      reason="numbered in the header path") for n in header_indicators]
        links += [self._named(m, "header-path", HEADER_NAME, set()) for m in header_matches]
        numbered = [self.targets.indicators[n] for n in text_indicators]
        links += [self._numbered(self.targets.indicators[n], text_said[n], pinned) for n in text_indicators]
        # under a header that pins an indicator, another indicator's name in the body is wording (indicator 13's
        # text speaks of the "peta rencana SPBE" of indicator 12), not a link; a number stays a cross-reference
        text_matches = [m for m in text_matches if not (pinned and self._indicator(m) and not pinned & set(m.nodes))]
        links += [self._named(m, "name", NAME if question or self._indicator(m) else BROAD_NAME, pinned)
                  for m in text_matches]
        links += self._spbe_numbered(headers, texts)
        mentioned = set(numbered) | {i for i in text_named if i in self.targets.indicator_by_id}
        links += self._levels(headers, texts, pinned or (mentioned if len(mentioned) == 1 else set()))
        return links + self._implied([link for link in links if link.how != "ambiguous"])

    def _unless_read(self, matches: list[NameMatch], numbered: bool) -> list[NameMatch]:
        """The matches, without those on reviewed terms when a number or an indicator's name is read too."""
        if numbered or any(self._indicator(m) for m in matches if not m.reviewed):
            return [m for m in matches if not m.reviewed]
        return matches

    def rule_spans(self, text: str) -> list[tuple[int, int]]:
        """Where the rules read an SPBE node in ``text``: numbers ("Indikator 12", "Aspek 2") and names (also
        the ambiguous ones): a meaning match (``spbe_dense``) is not tried there."""
        spans = [m.span() for pattern in (INDICATOR_RE, ASPECT_RE, DOMAIN_RE) for m in pattern.finditer(text)]
        return spans + [m.span for m in self.targets.spbe_names.find(text)]

    def with_implied(self, links: Sequence[Link]) -> list[Link]:
        """``links`` and the aspects and domains above them."""
        return [*links, *self._implied(links)] if links else []

    def _numbered(self, node_id: str, words: str, pinned: set[str]) -> Link:
        """An indicator numbered in the text: the subject, or a cross-reference under another's header."""
        confidence = self._cross(node_id, pinned, NUMBER)
        reason = "numbered in the text" + ("; a cross-reference: the header is about another indicator"
                                           if confidence < NUMBER else "")
        return Link(node_id, "indicator-number", confidence, surface=words, reason=reason)

    def _indicator(self, match: NameMatch) -> bool:
        return match.nodes[0] in self.targets.indicator_by_id

    def _named(self, match: NameMatch, how: str, confidence: float, pinned: set[str]) -> Link:
        """A name's link: its one node, or ``ambiguous`` over the look-alikes nothing chose between."""
        if len(match.nodes) > 1:
            return Link(match.nodes[0], "ambiguous", AMBIGUOUS_NAME, match.span, match.surface, match.nodes,
                        match.reason)
        node_id = match.nodes[0]
        return Link(node_id, how, self._cross(node_id, pinned, confidence), match.span, match.surface,
                    reason=match.reason)

    def _header_names(self, header: str) -> list[NameMatch]:
        """Names in one header element; where the element numbers an indicator ("Indikator 13 Tingkat
        Kematangan Peta Rencana SPBE"), the number says which, whatever the words (they are 12's there)."""
        matches = self.targets.spbe_names.find(header)
        numbered = {self.targets.indicators[n] for n in self._numbers(INDICATOR_RE, header, self.targets.indicators)}
        if not numbered:
            return matches
        return [m for m in matches if not self._indicator(m) or numbered & set(m.nodes)]

    @staticmethod
    def _cross(node_id: str, pinned: set[str], confidence: float) -> float:
        """Text naming another indicator than the header's is a cross-reference, not the subject."""
        return round(confidence * CROSS_REFERENCE, 3) if pinned and node_id not in pinned else confidence

    @staticmethod
    def _numbers(pattern: re.Pattern[str], text: str, known: Mapping[int, str]) -> list[int]:
        return [n for n in (int(m.group(1)) for m in pattern.finditer(text)) if n in known]

    @staticmethod
    def _said(pattern: re.Pattern[str], text: str, known: Mapping[int, str]) -> list[tuple[int, str]]:
        """(number, the words) of each mention of a known number ("Indikator 12")."""
        found = ((int(m.group(1)), m.group(0)) for m in pattern.finditer(text))
        return [(n, words) for n, words in found if n in known]

    def _spbe_numbered(self, headers: Sequence[str], texts: Sequence[str]) -> list[Link]:
        """"Aspek 2" -> spbe:aspect:2, "Domain 2" -> spbe:domain:2 (header 1.0, text 0.9)."""
        links = []
        for pattern, table, how in ((ASPECT_RE, self.targets.aspects, "aspect-number"),
                                    (DOMAIN_RE, self.targets.domains, "domain-number")):
            links += [Link(table[n], "header-path", HEADER, surface=words, reason="numbered in the header path")
                      for h in headers for n, words in self._said(pattern, h, table)]
            links += [Link(table[n], how, NUMBER, surface=words, reason="numbered in the text")
                      for t in texts for n, words in self._said(pattern, t, table)]
        return links

    def _levels(self, headers: Sequence[str], texts: Sequence[str], scope: set[str]) -> list[Link]:
        """"Level 3"/"Tingkat 3", or a level's name ("level Transaksi", "Terkelola") -> the level node of each
        indicator in scope (none: no link)."""
        numbers = [self.targets.indicator_by_id[i] for i in scope if i in self.targets.indicator_by_id]
        links = []
        for source, how, confidence in ((headers, "header-path", HEADER), (texts, "level-number", LEVEL)):
            for text in source:
                for match in LEVEL_RE.finditer(text):
                    level = int(match.group(1))
                    links += [Link(self.targets.levels[(n, level)], how, confidence, surface=match.group(0),
                                   reason=f"level {level} of indicator {n}, the indicator in scope")
                              for n in numbers if (n, level) in self.targets.levels]
                for n in numbers:
                    for surface, level in level_names_in(text, self.targets.level_names.get(n, {})):
                        links.append(Link(self.targets.levels[(n, level)], "level-name", confidence, surface=surface,
                                          reason=f"'{surface}' names level {level} of indicator {n}, the indicator "
                                                 "in scope"))
        return links

    def _implied(self, links: Sequence[Link]) -> list[Link]:
        """The aspect and domain above each linked SPBE node, from the DAG (not from names)."""
        implied = []
        for link in links:
            depths = ancestor_depths(self.dag, link.node_id)
            reason = f"above {link.node_id} in the SPBE hierarchy" + (f" ('{link.surface}')" if link.surface else "")
            implied += [Link(a, "hierarchy", round(link.confidence * HIERARCHY, 3), reason=reason)
                        for a, d in depths.items() if d > 0 and a.startswith("spbe:") and not self._is_root(a)]
        return implied

    def _is_root(self, node_id: str) -> bool:
        return node_id not in self.dag or self.dag.out_degree(node_id) == 0
