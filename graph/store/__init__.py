"""Graph stores: the ``GraphStore`` protocol (``base``) and its backends — the embedded FalkorDB
(``falkordb`` with its server process in ``falkordb_server``) and Neo4j 5 (``neo4j``). Callers import
from here; ``open_graph_store(url, data_dir)`` picks the backend from the URL."""

from graph.store.base import (EMBEDDED_START_TIMEOUT_S, FALKORDB_SCHEMES, NEO4J_SCHEMES, GraphStore, Row,
                              open_graph_store)

__all__ = ["EMBEDDED_START_TIMEOUT_S", "FALKORDB_SCHEMES", "NEO4J_SCHEMES", "GraphStore", "Row", "open_graph_store"]
