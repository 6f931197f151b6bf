"""Running Fimbulvinter operations directly, as the API would."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from app.rules import SYSTEMS, InputError, JsonObject

SYSTEM = SYSTEMS["fimbulvinter"]


def run(operation: str, body: Mapping[str, Any]) -> JsonObject:
    """The operation's response body, checked against its documented output model."""
    chosen = SYSTEM.operation(operation)
    result = chosen.run(body)
    chosen.output_model.model_validate(result)
    return result


def rejected(operation: str, body: object) -> tuple[str, str]:
    """The (field, detail) of the 422 the operation answers."""
    with pytest.raises(InputError) as caught:
        SYSTEM.operation(operation).run(body)  # type: ignore[arg-type]
    return caught.value.field, caught.value.detail


def without_breakdown(value: Any) -> Any:
    if isinstance(value, dict):
        return {key: without_breakdown(item) for key, item in value.items() if key != "breakdown"}
    if isinstance(value, list):
        return [without_breakdown(item) for item in value]
    return value
