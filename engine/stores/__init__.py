"""The engine's stores beside the graph: chunk vectors (``vectors``: qdrant-edge embedded, or a Qdrant
server), the embedding models (``embed``), session memory (``sessions``, SQLite) and the disk
preflight every writer runs first (``preflight``).
"""
