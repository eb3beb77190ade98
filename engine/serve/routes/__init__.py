"""The service's own routers, one job each: ``ask`` (questions), ``status`` (stats and health),
``admin`` (ingest, jobs, read-only Cypher; token required) and ``docs`` (Swagger UI from local files).
Each is a module-level ``APIRouter`` that ``create_app`` includes; they reach the engine through
engine/serve/deps.py.
"""
