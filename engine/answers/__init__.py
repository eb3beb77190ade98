"""The answerers that compute an answer from the graph's data instead of a passage.

``structured`` (admissions cutoffs, ranks, fees and eligibility, via ``admissions``),
``spbe_facts`` (SPBE hierarchy facts) and ``audit`` (an SPBE maturity-level recommendation from
evidence text). Each cites the rows or nodes it read. They use ``engine.models`` and the stores
handed to them, never the pipeline that calls them.
"""
