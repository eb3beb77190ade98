"""The HTTP service (FastAPI): ``app.create_app`` assembles it from module-level routers —
``routes/`` (ask, stats and health, admin ingest, jobs and read-only Cypher, the /docs page),
``whatsapp/`` (the WhatsApp webhook channel) and ``explorer/`` (the graph explorer page and its
JSON API) — over a ``ServiceState`` (``state``) they reach through ``deps``; ``schemas`` holds the
request and response models, ``errors`` the JSON error replies. Every route calls ``Engine``; none
holds retrieval logic.
"""
