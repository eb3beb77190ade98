"""Running headers, footers and page numbers: lines repeated at the edges of most pages, dropped."""

from __future__ import annotations

import re
from collections import Counter
from typing import TypeVar

from loaders.parse.headers import match_header

HIERARCHY_LEVELS = 4  # BAB, Domain, Aspek, Indikator: numbered levels of the SPBE hierarchy
Item = TypeVar("Item")  # a page's text line (str), or anything else in its reading order (a PDF table)


def drop_running_lines(pages: list[list[Item]]) -> list[list[Item]]:
    """Remove running headers/footers and page numbers: the same line (digits ignored) among the
    first or last two lines of at least half the pages (and 3+ pages). Only text lines count.

    A hierarchy heading's number is what it says ("Indikator 3" is not "Indikator 4"), so for
    those lines the digits count: one indicator atop each page is a heading per page, while the
    same heading word for word on every page is still a running line.

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
        text = " ".join(str(line).split())
        header = match_header(text)
        if header is not None and header[0] <= HIERARCHY_LEVELS:
            return text.lower()
        return re.sub(r"\d+", "#", text.lower())

    page_edges = [edges(items) for items in pages]
    counts = Counter(k for items, ends in zip(pages, page_edges) for k in {key(items[i]) for i in ends})
    running = {k for k, n in counts.items() if n >= max(3, len(pages) / 2)}
    if not running:
        return pages
    return [[item for i, item in enumerate(items) if not (i in ends and key(item) in running)]
            for items, ends in zip(pages, page_edges)]
