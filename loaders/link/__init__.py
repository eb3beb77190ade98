"""Linking: text -> the graph nodes it is about (places, SPBE indicators, colleges, programs, communities).

``linker`` links chunks (header path, names and codes, gazetteer places with their
disambiguation), reading ``vocabulary`` (the patterns of numbers, codes and names),
``targets`` (what can be linked, read from the graph), ``scope`` (a document's scope and what
its chunks inherit) and ``confidences``; ``gazetteer`` finds place names on the token boundaries
spaCy's tokenizer draws (``tokenizer``, without importing spaCy) from the graph's places (``place_table``) and ``place_resolver`` decides
which place each means; ``admissions`` reads colleges (``institution_forms``, ``institution_mentions``),
branches (``branch_forms``) and communities (``admission_communities``). The engine's scope detector links questions with the same patterns:
the names it uses are exported here.
"""

from loaders.link.confidences import NAME, NUMBER, SHORT_NAME
from loaders.link.linker import Linker
from loaders.link.scope import hierarchy_family
from loaders.link.targets import SpbeTargets
from loaders.link.vocabulary import (ASPECT_RE, COLLEGE_CODE_RE, COMMUNITY_CODE_RE, DOMAIN_RE, INDICATOR_RE, LEVEL_RE,
                                     phrase_regex)

__all__ = ["ASPECT_RE", "COLLEGE_CODE_RE", "COMMUNITY_CODE_RE", "DOMAIN_RE", "INDICATOR_RE", "LEVEL_RE", "NAME",
           "NUMBER", "SHORT_NAME", "Linker", "SpbeTargets", "hierarchy_family", "phrase_regex"]
