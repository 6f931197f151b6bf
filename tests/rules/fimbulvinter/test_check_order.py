"""Inputs with two faults: the one the spec checks first is reported, also where a check needs what was
read before it (ids read so far, the combat's state) and so runs between two fields' own checks."""

from __future__ import annotations

from typing import Any

import pytest

from app.rules import JsonObject
from tests.rules.fimbulvinter.combat_helpers import at_phase, declare_actions, duel, fighter
from tests.rules.fimbulvinter.helpers import SYSTEM, rejected

PAIR = [fighter("a", "x"), fighter("b", "y")]


@pytest.mark.parametrize(
    ("body", "field"),
    [
        # A repeated id is refused before the rest of its combatant, zone or sub-fight.
        ({"combatants": [fighter("a", "x"), {"id": "a", "side": 5}]}, "combatants"),
        ({"combatants": PAIR, "zones": [{"id": "z"}, {"id": "z", "properties": ["windy"]}]}, "zones[1].id"),
        (
            {"combatants": PAIR, "subfights": [{"first_man": "a", "second_men": ["b"]}, {"id": "sf1", "first_man": 5}]},
            "subfights[1].id",
        ),
        # A sub-fight is checked against the combatants before the next one is read at all.
        ({"combatants": PAIR, "subfights": [{"first_man": "a", "second_men": ["c"]}, 5]}, "subfights[0].second_men"),
        # Where the combatants stand is checked before the sub-fights.
        (
            {"combatants": [fighter("a", "x", zone="moon"), fighter("b", "y")], "zones": [{"id": "z"}], "subfights": 5},
            "combatants[0].zone",
        ),
    ],
)
def test_combat_start_reports_the_first_fault(body: JsonObject, field: str) -> None:
    assert rejected("combat_start", body)[0] == field


def _actions(state: JsonObject, action: JsonObject) -> tuple[str, str]:
    return rejected("combat_actions", {"state": at_phase(state, "actions"), "declarations": {"actions": {"a": action}}})


def test_an_action_is_checked_actor_first_then_type_then_its_fields() -> None:
    knocked_out = duel(a={"knocked_out": True}, dice=[])
    assert _actions(knocked_out, {"type": "fly", "skill": "magic"}) == (
        "declarations.actions.a",
        "declarations.actions.a: knocked out: acting needs override_knockout",
    )
    assert _actions(knocked_out, {"type": "fly", "override_knockout": "yes"})[0] == (
        "declarations.actions.a.override_knockout"
    )
    state = duel()
    assert _actions(state, {"type": "fly", "modifiers": 99})[0] == "declarations.actions.a.type"
    assert _actions(state, {"type": "attack", "target": "x", "modifiers": 99})[0] == "declarations.actions.a.target"
    assert _actions(state, {"type": "rest", "target": 5, "zones": "many", "modifiers": 99})[0] == (
        "declarations.actions.a.modifiers"
    )


def test_a_forced_gamble_is_reported_before_the_roll_fields() -> None:
    declared = declare_actions(duel(b={"knocked_out": True}, dice=[]), {"a": {"type": "attack"}})
    body: dict[str, Any] = {"state": declared, "declarations": {"defences": {"a": {"choice": "defend", "skill": 5}}}}
    assert rejected("combat_defences", body)[0] == "declarations.defences.a.choice"


def test_gain_ground_reads_the_cornered_flag_before_the_choice() -> None:
    state = at_phase(duel(), "gain_ground", gain_ground={"attacker": "a", "target": "b"})
    body = {"state": state, "declarations": {"choice": "fly", "defender_cornered": 1}}
    assert rejected("combat_gain_ground", body)[0] == "declarations.defender_cornered"


def test_a_sheet_missing_a_skill_list_reads_it_as_no_list() -> None:
    merchant = SYSTEM.operation("validate_character").examples[0].input["sheet"]
    body = {"sheet": {key: value for key, value in merchant.items() if key != "upbringing_skills"} | {"fate": "x"}}
    assert rejected("validate_character", body) == (
        "sheet.upbringing_skills",
        "sheet.upbringing_skills: must be a list of strings",
    )
