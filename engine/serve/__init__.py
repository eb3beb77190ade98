"""The HTTP service (FastAPI): ``app`` builds it (ask, stats, health, admin ingest, jobs, read-only
Cypher), ``whatsapp`` is the WhatsApp webhook channel and ``explorer`` the graph explorer page and
its JSON API. Every route calls ``Engine``; none holds retrieval logic.
"""
