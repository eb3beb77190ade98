"""The graph layer: every hierarchy Strata knows lives in one property graph, and this package owns it.

``errors`` (Strata's error types, shared by every layer), ``schema`` (labels, relationship types,
node ids), ``hierarchy`` (ancestor chains, LCA, δ and relations as plain functions over a networkx
DAG), ``scopes`` (the same fed from a store: the DAG loader and the Cypher versions) and ``store/``
(the ``GraphStore`` protocol and its backends). It imports nothing of ``loaders`` or ``engine``.
"""
