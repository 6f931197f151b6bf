"""No JSON input makes an operation fail other than with a 422, and every answer fits its model."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.rules import InputError
from tests.rules.fimbulvinter.helpers import SYSTEM


def _keys(value: Any) -> set[str]:
    if isinstance(value, dict):
        return set(value) | {key for item in value.values() for key in _keys(item)}
    if isinstance(value, list):
        return {key for item in value for key in _keys(item)}
    return set()


VOCABULARY = sorted(
    {key for operation in SYSTEM.operations.values() for example in operation.examples for key in _keys(example.input)}
    | {"hild", "ulf", "grim", "sf1", "a", "b"}
)
SCALARS = (
    st.none()
    | st.booleans()
    | st.integers(-3, 12)
    | st.integers()
    | st.floats(allow_nan=False)
    | st.sampled_from(VOCABULARY)
    | st.text(max_size=5)
)
JSON = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.sampled_from(VOCABULARY), inner, max_size=5),
    max_leaves=20,
)


def _answers(name: str, body: Any) -> None:
    """The operation returns a body fitting its model, or raises InputError: nothing else."""
    operation = SYSTEM.operation(name)
    try:
        result = operation.run(body)
    except InputError as error:
        refused = error
    else:
        assert isinstance(result, dict)
        operation.output_model.model_validate(result)
        return
    assert refused.detail == f"{refused.field}: {refused.message}"


@pytest.mark.parametrize("name", list(SYSTEM.operations))
@settings(deadline=None, max_examples=40, suppress_health_check=[HealthCheck.too_slow])
@given(body=JSON)
def test_arbitrary_json_is_answered_or_refused(name: str, body: Any) -> None:
    _answers(name, body)


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix] if prefix else []
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += _paths(item, (*prefix, index))
    return found


def _mutated(body: Any, path: tuple[Any, ...], replacement: Any) -> Any:
    changed = copy.deepcopy(body)
    target = changed
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = replacement
    return changed


EXAMPLES = [
    (name, example.input)
    for name, operation in SYSTEM.operations.items()
    for example in operation.examples
    if example.status == 200
]


@pytest.mark.parametrize(
    ("name", "body"), EXAMPLES, ids=[f"{name}-{index}" for index, (name, _) in enumerate(EXAMPLES)]
)
@settings(deadline=None, max_examples=40, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_changed_field_in_a_worked_example(name: str, body: dict[str, Any], data: st.DataObject) -> None:
    path = data.draw(st.sampled_from(_paths(body)))
    _answers(name, _mutated(body, path, data.draw(JSON)))


@pytest.mark.parametrize(
    ("name", "body"), EXAMPLES, ids=[f"{name}-{index}" for index, (name, _) in enumerate(EXAMPLES)]
)
def test_random_dice_give_answers_that_fit_the_model(name: str, body: dict[str, Any]) -> None:
    operation = SYSTEM.operation(name)
    unforced = {key: value for key, value in body.items() if key != "dice"}
    for _ in range(30):
        result = operation.run(unforced)
        operation.output_model.model_validate(result)
        if operation.rolls:
            assert all(0 <= face <= 9 for face in result["dice"])
            assert operation.run(unforced | {"dice": result["dice"]}) == result
