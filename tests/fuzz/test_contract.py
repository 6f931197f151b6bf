"""Fuzzing from the contract: schemathesis against the server's own OpenAPI document, every operation.

Each operation's cases come from schemathesis's strategy for it and are sent to a real server process.
Bounded for CI: a fixed number of examples per operation and derandomised generation (a fixed seed).
Checks: no 5xx, every status code documented for its operation, every response matching its schema.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis.errors import Unsatisfiable
from schemathesis.generation import GenerationMode

from app.main import api as app
from tests.e2e.conftest import ServerProcess, start_server

EXAMPLES_PER_OPERATION = 20
SCHEMA = schemathesis.openapi.from_dict(app.openapi())
OPERATIONS = [result.ok() for result in SCHEMA.get_all_operations()]  # type: ignore[union-attr]  # Err raises
ENDS_THE_SESSION = {
    "DELETE /v1/sessions/{sid}",
    "POST /v1/sessions/{sid}/end",
    "POST /v1/sessions/{sid}/gm_token",
}
CHECKS = [
    schemathesis.checks.not_a_server_error,
    schemathesis.checks.status_code_conformance,
    schemathesis.checks.response_schema_conformance,
]


@pytest.fixture(scope="module")
def live(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ServerProcess, dict[str, Any]]]:
    """A real server, and a session on it whose GM token the fuzzer sends (so it gets past 401)."""
    folder: Path = tmp_path_factory.mktemp("fuzz")
    limits = {f"RATE_LIMIT_{kind}": "1000000/minute" for kind in ("WRITES", "SESSIONS", "HELLOS")}
    server = start_server({"DATABASE_URL": f"sqlite:///{folder / 'rules.db'}", **limits}, folder / "server.log")
    session = httpx.post(f"{server.url}/v1/sessions", json={"system": "ars-magica", "name": "fuzz"}).json()
    yield server, session
    server.stop()


@pytest.mark.parametrize("mode", list(GenerationMode), ids=[mode.value for mode in GenerationMode])
@pytest.mark.parametrize("operation", OPERATIONS, ids=[operation.label for operation in OPERATIONS])
def test_every_operation_honours_the_contract(
    operation: Any, mode: GenerationMode, live: tuple[ServerProcess, dict[str, Any]]
) -> None:
    """Valid inputs (positive) and inputs that break the schema (negative) alike."""
    server, session = live

    @given(case=operation.as_strategy(generation_mode=mode))
    @settings(
        max_examples=EXAMPLES_PER_OPERATION, derandomize=True, deadline=None, suppress_health_check=list(HealthCheck)
    )
    def fuzz(case: Any) -> None:
        # An operation that ends, erases or re-keys the session gets one of its own each time: the
        # shared one must stay usable for the operations fuzzed after it.
        target = session
        if operation.label in ENDS_THE_SESSION:
            target = httpx.post(f"{server.url}/v1/sessions", json={"system": "ars-magica", "name": "fuzz"}).json()
        if case.path_parameters and "sid" in case.path_parameters:
            case.path_parameters["sid"] = target["id"]
        case.call_and_validate(
            base_url=server.url, headers={"Authorization": f"Bearer {target['gm_token']}"}, checks=CHECKS
        )

    try:
        fuzz()
    except Unsatisfiable:
        if mode is GenerationMode.POSITIVE:
            raise
        pytest.skip("its schema leaves nothing to make invalid (no body, no constrained parameter)")
