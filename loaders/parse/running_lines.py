"""Running headers, footers and page numbers: lines repeated at the edges of most pages, dropped."""

from __future__ import annotations

import re
from collections import Counter
from typing import TypeVar

Item = TypeVar("Item")  # a page's text line (str), or anything else in its reading order (a PDF table)


def drop_running_lines(pages: list[list[Item]]) -> list[list[Item]]:
    """Remove running headers/footers and page numbers: the same line (digits ignored) among the
    first or last two lines of at least half the pages (and 3+ pages). Only text lines count.

    >>> n = 7
    >>> pages = [["Laporan SPBE 2023", "Pendahuluan", "Domain 1", f"- {n} -"],
    ...          ["Laporan SPBE 2023", "Domain 2", "Aspek 3", f"- {n + 1} -"],
    ...          ["Laporan SPBE 2023", "Indikator 12", "Penutup", f"- {n + 2} -"]]
    >>> drop_running_lines(pages)
    [['Pendahuluan', 'Domain 1'], ['Domain 2', 'Aspek 3'], ['Indikator 12', 'Penutup']]
    """
    if len(pages) < 3:
        return pages

    def edges(items: list[Item]) -> set[int]:
        text = [i for i, item in enumerate(items) if isinstance(item, str) and item.strip()]
        return set(text[:2] + text[-2:])

    def key(line: Item) -> str:
        return re.sub(r"\d+", "#", " ".join(str(line).split()).lower())

    page_edges = [edges(items) for items in pages]
    counts = Counter(k for items, ends in zip(pages, page_edges) for k in {key(items[i]) for i in ends})
    running = {k for k, n in counts.items() if n >= max(3, len(pages) / 2)}
    if not running:
        return pages
    return [[item for i, item in enumerate(items) if not (i in ends and key(item) in running)]
            for items, ends in zip(pages, page_edges)]
