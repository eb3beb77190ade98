"""Everything that puts data into Strata: hierarchies from their sources and documents from files.

``sources/`` loads the hierarchies (SPBE, admissions, places, Wikidata) into the graph; a document
goes ``parse`` -> ``chunk`` -> ``link/`` -> ``ingest`` (the crash-safe writer of graph nodes and
vectors). ``document`` holds the shapes a document takes on the way (and the vector point it
becomes); ``writer``, ``progress``, ``stats``, ``failpoints``, ``datafiles`` and ``derived`` (where
structures derived from a graph are kept between processes) are the small pieces the loaders share. Imports ``graph`` and ``cypher`` only: where the ingest needs the
embedding model or the vector store, the engine passes them in.
"""
