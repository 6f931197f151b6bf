# The two set-up commands of the README: `make run` and `make test`. Each installs what it needs.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python

.PHONY: run test lint unit

$(VENV)/.runtime: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e .
	touch $@

$(VENV)/.dev: pyproject.toml $(VENV)/.runtime
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $@

## Run the server on the embedded default (SQLite under ./data, in-process broadcast) at http://127.0.0.1:8000
run: $(VENV)/.runtime
	$(PY) -m app

## Lint, type-check and run the whole test suite (starts PostgreSQL and Redis when installed but stopped)
test: $(VENV)/.dev
	scripts/start-services
	$(MAKE) --no-print-directory lint
	$(PY) -m pytest

lint: $(VENV)/.dev
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
	$(PY) -m mypy
	$(VENV)/bin/lint-imports
	$(VENV)/bin/hadolint Dockerfile
