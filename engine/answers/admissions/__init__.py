"""TNEA admissions answers computed from the graph, never generated.

Pure functions over a ``GraphStore``: look up cutoffs and fees, say what a question asked
for that the data does not hold (so the engine can abstain instead of guessing), and
check eligibility with the year-dated cutoff formula. Every row keeps the data file and
line it came from, so an answer cites the row that holds each number.

Marks are out of 200 and ranks are ranks; the ``format_*`` functions never mix them and
write every stored number exactly as stored (``198.0`` stays ``198.0``).

One job a module: ``results`` (the rows and the eligibility result, with their citations),
``lookup`` (cutoff and fee rows in a scope), ``known`` (what the data does not hold),
``eligible`` (the year's formula and the programs a student's cutoff reaches),
``formatting`` (the plain-English answers), ``plan`` (what a question asks, read once: target,
anchors, filters, aggregation) and ``listing`` (lists by a mark threshold, colleges of a place,
the highest or lowest closing mark).

>>> from graph.store.falkordb import FalkorDBStore          # doctest: +SKIP
>>> rows = lookup_cutoffs(store, institution_ids=["tnea:college:1"], branch_codes=["CS"],
...                       program_ids=None, communities=["MBC"], years=[2024])  # doctest: +SKIP
>>> rows[0].mark, rows[0].closing_rank, rows[0].citation().row     # doctest: +SKIP
(198.0, 239, 'tnea_sample_illustrative.csv line 21')
"""

from engine.answers.admissions.eligible import eligibility, formula_in_force, graph_formulas
from engine.answers.admissions.formatting import ILLUSTRATIVE_NOTE, format_cutoffs, format_eligibility, format_fees
from engine.answers.admissions.known import MAX_LISTED, check_known
from engine.answers.admissions.lookup import COMMUNITY_ID_PREFIX, lookup_cutoffs, lookup_fees
from engine.answers.admissions.results import CutoffRow, Eligibility, FeeRow

__all__ = ["COMMUNITY_ID_PREFIX", "ILLUSTRATIVE_NOTE", "MAX_LISTED", "CutoffRow", "Eligibility", "FeeRow", "check_known",
           "eligibility", "format_cutoffs", "format_eligibility", "format_fees", "formula_in_force", "graph_formulas",
           "lookup_cutoffs", "lookup_fees"]
