"""Every worked example of the spec, replayed against ``Operation.run``."""

from __future__ import annotations

import pytest

from app.rules.ars_magica import SYSTEM
from app.rules.errors import InputError
from app.rules.protocol import Example
from tests.rules.ars_magica.helpers import run, without_breakdown

CASES = [
    pytest.param(name, example, id=f"{name}/{example.title[:40]}")
    for name, operation in SYSTEM.operations.items()
    for example in operation.examples
]


def test_every_operation_of_the_spec_is_served_and_has_an_example() -> None:
    assert list(SYSTEM.operations) == [
        "roll",
        "check",
        "condition",
        "encumbrance",
        "combat_profile",
        "initiative",
        "attack",
        "damage",
        "wound_level",
        "fatigue_test",
        "fatigue_adjust",
        "fatigue_recovery",
        "recovery_roll",
        "incapacitated_recovery",
        "overexertion_check",
        "combat_start",
        "combat_initiative",
        "combat_declare",
        "combat_resolve",
    ]
    assert all(operation.examples for operation in SYSTEM.operations.values())
    assert sum(len(operation.examples) for operation in SYSTEM.operations.values()) == 47


@pytest.mark.parametrize(("name", "example"), CASES)
def test_worked_example(name: str, example: Example) -> None:
    if example.status == 200:
        assert without_breakdown(run(name, example.input)) == without_breakdown(example.output)
    else:
        with pytest.raises(InputError) as caught:
            SYSTEM.operations[name].run(example.input)
        assert example.status == 422
        assert caught.value.field == example.output["field"]
        assert caught.value.detail == example.output["detail"]


SUCCESSES = [
    pytest.param(name, example, id=f"{name}/{example.title[:40]}")
    for name, operation in SYSTEM.operations.items()
    for example in operation.examples
    if example.status == 200
]


@pytest.mark.parametrize(("name", "example"), SUCCESSES)
def test_worked_example_output_fits_the_output_model(name: str, example: Example) -> None:
    model = SYSTEM.operations[name].output_model
    output = dict(example.output)
    # The combat examples of §7.6 leave out the informative breakdown that §2.3 asks of every roll.
    if "breakdown" in model.model_fields:
        output.setdefault("breakdown", "")
    model.model_validate(output)


def test_rolling_operations_report_dice_and_breakdown() -> None:
    for name, operation in SYSTEM.operations.items():
        for example in operation.examples:
            if example.status == 200 and operation.rolls:
                result = run(name, example.input)
                assert isinstance(result["dice"], list), name
                assert isinstance(result["breakdown"], str), name
