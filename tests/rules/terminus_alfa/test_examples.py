"""Every worked example of the spec, replayed against ``Operation.run`` (breakdown wording aside)."""

from __future__ import annotations

import copy
import json
from importlib.resources import files

import pytest

from app.rules.protocol import Example
from app.rules.terminus_alfa.combat.state import TaCharacterState, TaOpponentState, TaState
from app.rules.terminus_alfa.decisions import DECISIONS
from tests.rules.terminus_alfa.helpers import SYSTEM, without_breakdown

CASES = [
    pytest.param(name, example, id=f"{name}/{example.title}")
    for name, operation in SYSTEM.operations.items()
    for example in operation.examples
]


def test_every_operation_of_the_spec_is_served_with_its_examples() -> None:
    assert list(SYSTEM.operations) == [
        "roll",
        "grade",
        "check",
        "capture_target",
        "combat_start",
        "combat_conditions",
        "combat_opponent_attacks",
        "combat_character_actions",
        "combat_tally",
    ]
    assert sum(len(operation.examples) for operation in SYSTEM.operations.values()) == 19
    assert all(operation.examples for operation in SYSTEM.operations.values())


@pytest.mark.parametrize(("name", "example"), CASES)
def test_worked_example_gives_the_spec_output(name: str, example: Example) -> None:
    body = copy.deepcopy(dict(example.input))
    output = SYSTEM.operations[name].run(body)
    assert without_breakdown(output) == without_breakdown(dict(example.output))
    assert body == example.input, "operations never change their input"


@pytest.mark.parametrize(("name", "example"), CASES)
def test_worked_example_output_fits_the_output_model(name: str, example: Example) -> None:
    operation = SYSTEM.operations[name]
    output = operation.run(copy.deepcopy(dict(example.input)))
    operation.output_model.model_validate(output, strict=True)
    assert "breakdown" not in output or isinstance(output["breakdown"], str)


def test_catalogue_is_the_packaged_json_unchanged() -> None:
    packaged = json.loads(files("app.rules.terminus_alfa").joinpath("catalogue.json").read_text(encoding="utf-8"))
    assert dict(SYSTEM.catalogue) == packaged
    assert SYSTEM.catalogue["system_id"] == "terminus-alfa"
    assert [level["id"] for level in SYSTEM.catalogue["grade_ladder"]][-1] == "impossible"


def test_state_output_has_exactly_the_keys_of_the_state_model() -> None:
    example = SYSTEM.operations["combat_start"].examples[0]
    state = SYSTEM.operations["combat_start"].run(dict(example.input))["state"]
    assert list(state) == list(TaState.model_fields)
    assert list(state["characters"][0]) == list(TaCharacterState.model_fields)
    assert list(state["opponents"][0]) == list(TaOpponentState.model_fields)


def test_every_decision_of_the_spec_is_named_by_an_operation_that_applies_it() -> None:
    described = "\n".join(operation.description for operation in SYSTEM.operations.values())
    for number, text in DECISIONS.items():
        assert f"Decision {number}: {text}" in described
    assert len(DECISIONS) == 36
    assert "Decision 25:" in SYSTEM.operations["capture_target"].description
    assert "Decision 3:" in SYSTEM.operations["combat_opponent_attacks"].description
