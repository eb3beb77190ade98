"""Strata's public Python API.

>>> from engine import Engine                      # doctest: +SKIP
>>> with Engine.open("strata-data") as strata:     # doctest: +SKIP
...     strata.load_spbe()
...     strata.scope_distance("spbe:indicator:12", "spbe:aspect:2").relation
<Relation.BROADER: 'broader'>

The retrieval and answering pipeline lands here in later issues; this module
already owns the store lifecycle, the loaders and the hierarchy queries.
"""

from engine.api import Engine
from engine.config import Config
from graph.hierarchy import Relation, ScopeDistance

__all__ = ["Engine", "Config", "Relation", "ScopeDistance"]
