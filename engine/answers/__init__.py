"""The answerers that compute an answer from the graph's data instead of a passage.

``base`` is the one interface they share (``Answerer``: a question in, an ``AnswerCandidate`` or None
out). ``structured`` (admissions cutoffs, ranks, fees and eligibility, via ``admissions``),
``spbe_facts`` (SPBE hierarchy facts) and ``assessment`` (an SPBE maturity-level recommendation from
evidence text, by ``audit``). Each cites the rows or nodes it read. They use ``engine.models`` and
the stores handed to them, never the pipeline that calls them.
"""
