"""Strata's public Python API.

>>> from engine import Engine                              # doctest: +SKIP
>>> with Engine.open("strata-data") as strata:             # doctest: +SKIP
...     strata.load_spbe(); strata.load_places(countries=["US"])
...     strata.ingest(["loaders/data/demo"], source="demo")
...     answer = strata.ask("Do I need defensible space around my house in Paradise, California?")
...     answer.decision, answer.relation, [c.doc_id for c in answer.citations]
('warn', 'broader', ['demo:california_defensible_space.md'])

``Engine.ask`` returns an ``Answer`` (engine/models.py); docs/answers.md describes every field.
"""

from engine.api import Engine
from engine.config import Config
from engine.models import Anchor, Answer, Citation, Evidence, QuestionScope
from graph.hierarchy import Relation, ScopeDistance

__all__ = ["Engine", "Config", "Relation", "ScopeDistance", "Answer", "Citation", "Evidence", "Anchor",
           "QuestionScope"]
