"""The service's own routers, one job each: ``ask`` (questions), ``status`` (stats and health),
and ``admin`` (ingest, jobs, read-only Cypher; token required).
Each is a module-level ``APIRouter`` that ``create_app`` includes; they reach the engine through
engine/serve/deps.py.
"""
