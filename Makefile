# The two set-up commands of the README: `make run` and `make test`. Each installs what it needs, exactly
# the versions in uv.lock, with uv (itself installed from PyPI into .tools when it is not there yet).
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
UV_VERSION := 0.13.9  # the Dockerfile installs the same (tests/test_packaging.py)
UV := .tools/bin/uv

# uv uses this machine's Python (never downloads one) and syncs the project's environment in $(VENV).
export UV_PYTHON := $(PYTHON)
export UV_PYTHON_DOWNLOADS := never
export UV_PROJECT_ENVIRONMENT := $(VENV)

.PHONY: run test lint lock test-latest

$(UV):
	$(PYTHON) -m venv .tools
	.tools/bin/python -m pip install --quiet --disable-pip-version-check 'uv==$(UV_VERSION)'

# --inexact: `make run` after `make test` keeps the dev tools installed.
$(VENV)/.runtime: pyproject.toml uv.lock | $(UV)
	$(UV) sync --locked --inexact --no-progress
	touch $@

$(VENV)/.dev: pyproject.toml uv.lock | $(UV)
	$(UV) sync --locked --extra dev --no-progress
	touch $@ $(VENV)/.runtime

## Run the server on the embedded default (SQLite under ./data, in-process broadcast) at http://127.0.0.1:8000
run: $(VENV)/.runtime
	$(PY) -m app

## Lint, type-check and run the whole test suite (starts PostgreSQL and Redis when installed but stopped,
## installs Debian's Chromium for the browser tests when it is missing)
test: $(VENV)/.dev
	scripts/start-services
	scripts/install-chromium
	$(MAKE) --no-print-directory lint
	UV=$(abspath $(UV)) $(PY) -m pytest

lint: $(VENV)/.dev
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
	$(PY) -m mypy
	$(VENV)/bin/lint-imports
	$(VENV)/bin/hadolint Dockerfile
	$(VENV)/bin/check-jsonschema --builtin-schema vendor.compose-spec compose.yaml
	scripts/compose-config

## Re-resolve uv.lock after a change to the dependencies in pyproject.toml
lock: | $(UV)
	$(UV) lock

## The test suite against the newest releases pyproject's ranges allow, in .venv-latest (not part of `make test`)
test-latest: | $(UV)
	$(UV) venv --quiet --allow-existing .venv-latest
	$(UV) pip install --quiet --python .venv-latest --upgrade --editable '.[dev]'
	$(UV) pip list --python .venv-latest
	scripts/start-services
	scripts/install-chromium
	UV=$(abspath $(UV)) .venv-latest/bin/python -m pytest
