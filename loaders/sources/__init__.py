"""One module per hierarchy source, each loading its nodes and edges into the graph idempotently (MERGE).

``spbe`` (the SPBE framework shipped in ``loaders/data/spbe``), ``admissions`` (TNEA institutions,
programs, cutoffs, fees, formulas from CSV), ``places`` (the offline GeoNames containment DAG) and
``wikidata`` (places from a SPARQL endpoint).
"""
