"""Every worked example of every system's spec, replayed through the HTTP API.

The rule packages hold the examples (``app/rules/<system>/examples.json``, taken from the specs); the
unit tests replay them against the operations directly, this test through ``POST /v1/systems/...``.
"""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from app.rules import SYSTEMS, Example

pytestmark = pytest.mark.anyio

CASES = [
    pytest.param(system.id, operation, example, id=f"{system.id}/{operation}/{example.title}")
    for system in SYSTEMS.values()
    for operation, details in system.operations.items()
    for example in details.examples
]


def without_breakdown(value: Any) -> Any:
    """The specs say ``breakdown`` wording is informative only: compare everything else."""
    if isinstance(value, dict):
        return {key: without_breakdown(item) for key, item in value.items() if key != "breakdown"}
    if isinstance(value, list):
        return [without_breakdown(item) for item in value]
    return value


@pytest.mark.parametrize(("system_id", "operation", "example"), CASES)
async def test_worked_example_through_the_api(
    stateless_client: httpx.AsyncClient, system_id: str, operation: str, example: Example
) -> None:
    response = await stateless_client.post(f"/v1/systems/{system_id}/{operation}", json=example.input)
    assert response.status_code == example.status, response.text
    body = response.json()
    if example.status == 200:
        assert without_breakdown(body) == without_breakdown(example.output)
    else:
        assert response.headers["content-type"] == "application/problem+json"
        assert {key: body.get(key) for key in example.output} == dict(example.output)
