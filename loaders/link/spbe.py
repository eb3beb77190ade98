"""SPBE linking: indicators, aspects, domains and maturity levels named in a chunk or a question.

"Indikator 12" in a header path (1.0) or text (0.9) -> the indicator, and its aspect and domain
*through the hierarchy* (never by similar names); "Aspek 2", "Domain 2"; "Level 3"/"Tingkat 3"
inside an indicator's scope -> that indicator's level; an indicator's exact Indonesian name ->
the indicator (0.85). Confidences: ``confidences``; why: docs/linking.md.
"""

from __future__ import annotations

import re
from typing import Mapping, Sequence

import networkx as nx

from graph.hierarchy import ancestor_depths
from loaders.document import Link
from loaders.link.confidences import CROSS_REFERENCE, HEADER, HEADER_NAME, HIERARCHY, LEVEL, NAME, NUMBER
from loaders.link.targets import SpbeTargets
from loaders.link.vocabulary import ASPECT_RE, DOMAIN_RE, INDICATOR_RE, LEVEL_RE, phrases_in


class SpbeLinker:
    """The SPBE rules over the targets read from the graph and the DAG (for implied aspects/domains)."""

    def __init__(self, targets: SpbeTargets, dag: nx.DiGraph) -> None:
        self.targets = targets
        self.dag = dag


    def links(self, headers: Sequence[str], texts: Sequence[str], *, question: bool = False) -> list[Link]:
        """Links of one chunk (its header path elements and its text) or of a question (``question``)."""
        header_indicators = {n for h in headers for n in self._numbers(INDICATOR_RE, h, self.targets.indicators)}
        text_indicators = {n for t in texts for n in self._numbers(INDICATOR_RE, t, self.targets.indicators)}
        header_named = {self.targets.names[k] for h in headers for k in phrases_in(self.targets.name_re, h)}
        text_named = {self.targets.names[k] for t in texts for k in phrases_in(self.targets.name_re, t)}
        pinned = {self.targets.indicators[n] for n in header_indicators} | header_named

        links = [Link(self.targets.indicators[n], "header-path", HEADER) for n in header_indicators]
        links += [Link(i, "header-path", HEADER_NAME) for i in header_named]
        numbered = [self.targets.indicators[n] for n in text_indicators]
        links += [Link(i, "indicator-number", self._cross(i, pinned, NUMBER)) for i in numbered]
        links += [Link(i, "name", self._cross(i, pinned, NAME)) for i in text_named]
        links += self._spbe_numbered(headers, texts)
        mentioned = set(numbered) | text_named
        links += self._levels(headers, texts, pinned or (mentioned if len(mentioned) == 1 else set()))
        return links + self._implied(links)

    @staticmethod
    def _cross(node_id: str, pinned: set[str], confidence: float) -> float:
        """Text naming another indicator than the header's is a cross-reference, not the subject."""
        return round(confidence * CROSS_REFERENCE, 3) if pinned and node_id not in pinned else confidence

    @staticmethod
    def _numbers(pattern: re.Pattern[str], text: str, known: Mapping[int, str]) -> list[int]:
        return [n for n in (int(m.group(1)) for m in pattern.finditer(text)) if n in known]

    def _spbe_numbered(self, headers: Sequence[str], texts: Sequence[str]) -> list[Link]:
        """"Aspek 2" -> spbe:aspect:2, "Domain 2" -> spbe:domain:2 (header 1.0, text 0.9)."""
        links = []
        for pattern, table, how in ((ASPECT_RE, self.targets.aspects, "aspect-number"),
                                    (DOMAIN_RE, self.targets.domains, "domain-number")):
            links += [Link(table[n], "header-path", HEADER) for h in headers for n in self._numbers(pattern, h, table)]
            links += [Link(table[n], how, NUMBER) for t in texts for n in self._numbers(pattern, t, table)]
        return links

    def _levels(self, headers: Sequence[str], texts: Sequence[str], scope: set[str]) -> list[Link]:
        """"Level 3"/"Tingkat 3" -> the level node of each indicator in scope (none: no link)."""
        numbers = [self.targets.indicator_by_id[i] for i in scope if i in self.targets.indicator_by_id]
        links = []
        for source, how, confidence in ((headers, "header-path", HEADER), (texts, "level-number", LEVEL)):
            for text in source:
                for match in LEVEL_RE.finditer(text):
                    level = int(match.group(1))
                    links += [Link(self.targets.levels[(n, level)], how, confidence)
                              for n in numbers if (n, level) in self.targets.levels]
        return links

    def _implied(self, links: Sequence[Link]) -> list[Link]:
        """The aspect and domain above each linked SPBE node, from the DAG (not from names)."""
        implied = []
        for link in links:
            depths = ancestor_depths(self.dag, link.node_id)
            implied += [Link(a, "hierarchy", round(link.confidence * HIERARCHY, 3))
                        for a, d in depths.items() if d > 0 and a.startswith("spbe:") and not self._is_root(a)]
        return implied

    def _is_root(self, node_id: str) -> bool:
        return node_id not in self.dag or self.dag.out_degree(node_id) == 0
