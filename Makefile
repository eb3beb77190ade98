# The README's two commands: `make demo` and `make test`. Both build .venv from
# requirements.lock first, so a fresh clone needs only Python 3.11 and the registries.
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: demo test test-neo4j install clean-data bench bench-quick

EXPLORER := engine/serve/explorer
CHROMIUM := /usr/bin/chromium

$(STAMP): requirements.lock pyproject.toml $(EXPLORER)/package-lock.json
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet -r requirements.lock
	$(BIN)/pip install --quiet --no-deps -e .
	npm ci --prefix $(EXPLORER) --no-audit --no-fund --silent   # cytoscape.js (explorer) and swagger-ui-dist (/docs), from the lock
	touch $(STAMP)

# The explorer's browser test drives Debian's Chromium (playwright uses it; nothing is downloaded).
$(CHROMIUM):
	@if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
		apt-get install -y -q chromium >/dev/null || (apt-get update -q >/dev/null && apt-get install -y -q chromium >/dev/null); \
	else \
		echo "The explorer test needs Chromium at $(CHROMIUM): install Debian's package (sudo apt-get install chromium)"; exit 1; \
	fi

install: $(STAMP)

demo: $(STAMP)
	$(BIN)/strata demo

test: $(STAMP) $(CHROMIUM)
	$(BIN)/python -m pytest

# The same engine on a real Neo4j 5.26 (tests/neo4j_backend; `make test` leaves these out). Needs
# OpenJDK 17 and Maven: the first run downloads Neo4j from Maven Central into ~/.m2, later runs build
# offline. Fails, never skips, when Neo4j cannot be built or started.
test-neo4j: $(STAMP)
	$(BIN)/python -m pytest tests/neo4j_backend

# Every benchmark of issue 6 (docs/benchmarks.md): quality (original and held-out questions), ask latency
# vs vector-only at 1k-100k children, memory, ingest, LCA/δ and graph load; prints each section's time.
bench: $(STAMP)
	$(BIN)/python bench/run_all.py

bench-quick: $(STAMP)
	$(BIN)/python bench/quality.py --quick
	$(BIN)/python bench/query.py --quick --results bench/results/quick

clean-data:
	rm -rf strata-data
