"""Linking: text -> the graph nodes it is about (places, SPBE indicators, colleges, programs, communities).

``linker`` links chunks (header path, names and codes, gazetteer places with their
disambiguation); ``gazetteer`` finds place names with a spaCy PhraseMatcher built from the
graph's places. The engine's scope detector links questions with the same patterns.
"""
