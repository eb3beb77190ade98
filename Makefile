# The README's two commands: `make demo` and `make test`. Both build .venv from
# requirements.lock first, so a fresh clone needs only Python 3.11 and the registries.
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: demo test install clean-data

$(STAMP): requirements.lock pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet -r requirements.lock
	$(BIN)/pip install --quiet --no-deps -e .
	touch $(STAMP)

install: $(STAMP)

demo: $(STAMP)
	$(BIN)/strata demo

test: $(STAMP)
	$(BIN)/python -m pytest

clean-data:
	rm -rf strata-data
