"""The question pipeline, one module per stage, run in order by ``run.Pipeline``:

``followup`` (a follow-up made standalone from the session) -> ``scope`` (the question's anchors in
the graph) -> ``route`` -> the answerers of ``engine.answers`` (graph facts first) -> ``walk``
(candidate nodes with δ and relation) -> ``retrieve`` (filtered vector search + BM25 over
``corpus``, fused, parents expanded, optional ``rerank``) -> ``decide`` (answer, warn or abstain)
-> ``compose`` (extractive) or ``llm`` (generated, citations checked).
"""
