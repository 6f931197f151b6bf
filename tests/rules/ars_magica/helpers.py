"""Small helpers shared by the Ars Magica tests."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from app.rules.ars_magica import SYSTEM
from app.rules.errors import InputError


def run(operation: str, body: Mapping[str, Any]) -> dict[str, Any]:
    """Run one operation directly, as the route does, and check the result against its output model."""
    result = SYSTEM.operations[operation].run(body)
    SYSTEM.operations[operation].output_model.model_validate(result)
    return result


def refused(operation: str, body: Mapping[str, Any]) -> InputError:
    """The InputError an operation raises for ``body`` (fails the test when it accepts it)."""
    with pytest.raises(InputError) as caught:
        SYSTEM.operations[operation].run(body)
    return caught.value


def without_breakdown(value: Any) -> Any:
    """The spec says ``breakdown`` wording is informative only."""
    if isinstance(value, dict):
        return {key: without_breakdown(item) for key, item in value.items() if key != "breakdown"}
    if isinstance(value, list):
        return [without_breakdown(item) for item in value]
    return value
