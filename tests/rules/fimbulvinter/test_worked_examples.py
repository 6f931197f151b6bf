"""Every worked example of the spec, replayed against the operations themselves."""

from __future__ import annotations

import pytest

from app.rules import Example, InputError
from tests.rules.fimbulvinter.helpers import SYSTEM, without_breakdown

CASES = [
    pytest.param(name, example, id=f"{name}/{example.title}")
    for name, operation in SYSTEM.operations.items()
    for example in operation.examples
]


def test_every_operation_of_the_overview_is_served() -> None:
    assert list(SYSTEM.operations) == [
        "roll",
        "check",
        "opposed",
        "contest",
        "compound",
        "validate_character",
        "recover_daze",
        "trait_story_step",
        "conflict_start",
        "conflict_exchange",
        "conflict_loser_choice",
        "consequence_spend",
        "attack",
        "damage",
        "zone_move",
        "balance_check",
        "combat_start",
        "combat_distance",
        "combat_advantage",
        "combat_actions",
        "combat_defences",
        "combat_resolve",
        "combat_gain_ground",
        "combat_switch_subfight",
        "combat_end",
        "treat_critical_wound",
        "treat_light_wound",
        "treat_serious_wound",
        "advance_time",
    ]


def test_every_operation_has_worked_examples() -> None:
    assert all(operation.examples for operation in SYSTEM.operations.values())
    assert sum(len(operation.examples) for operation in SYSTEM.operations.values()) == 63


@pytest.mark.parametrize(("name", "example"), CASES)
def test_worked_example(name: str, example: Example) -> None:
    operation = SYSTEM.operation(name)
    if example.status == 200:
        result = operation.run(example.input)
        assert without_breakdown(result) == without_breakdown(dict(example.output))
        operation.output_model.model_validate(result)
        if operation.rolls:
            assert isinstance(result["breakdown"], str)
    else:
        with pytest.raises(InputError) as caught:
            operation.run(example.input)
        assert caught.value.field == example.output["field"]
        assert caught.value.detail == example.output["detail"]


@pytest.mark.parametrize("name", list(SYSTEM.operations))
def test_operation_descriptions_name_their_decisions(name: str) -> None:
    description = SYSTEM.operation(name).description
    assert description.strip()
    if name not in ("trait_story_step",):
        assert "Decision:" in description


def test_catalogue_is_the_spec_catalogue() -> None:
    import json
    from pathlib import Path

    spec = Path("/work/shared/rules/fimbulvinter.json")
    if spec.exists():
        assert json.loads(spec.read_text(encoding="utf-8")) == SYSTEM.catalogue
    assert SYSTEM.catalogue["system_id"] == "fimbulvinter"
