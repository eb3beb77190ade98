"""Operations over an opened ``Engine``: ``doctor`` (find and repair store damage), ``evaluate``
(``strata eval``), ``demo`` (``strata demo``) and ``jobs`` (background ingest jobs for the service).
"""
