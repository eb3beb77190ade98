"""The question pipeline, one module per stage, run in order by ``run.Pipeline``:

``followup`` (a follow-up made standalone from the session) -> ``scope`` (the question's anchors in
the graph) -> ``route`` (the route, and which answerers to ask in which order) -> the answerers
(engine/answers/base.py: admissions rows or SPBE facts, an SPBE assessment, then ``passages``) ->
``run.build_answer``. The passage answerer drives ``walk`` (candidate nodes with δ and relation) ->
``retrieve`` (filtered vector search + BM25 over ``corpus``, fused, parents expanded, optional
``rerank``; ``answerability``: which passages state what a place question asks, words met on ``stemming``'s
stems) -> ``decide`` (answer, warn or abstain) -> ``compose`` (extractive) or ``llm`` (generated, citations
checked); ``comparison`` asks a question comparing two places with "vs" once per place. ``timing`` times every
stage the same way.
"""
