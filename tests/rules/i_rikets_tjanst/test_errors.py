"""Every 422 the spec lists, with its field and (where the spec fixes it) its wording, and the order in
which several faults are reported: body fields in order, then Stress over Stability, then dice."""

from __future__ import annotations

from typing import Any

import pytest

from app.rules.errors import InputError
from app.rules.i_rikets_tjanst import SYSTEM
from tests.rules.i_rikets_tjanst.helpers import refused

ATTACKER = {"smidighet": 3, "strid": 2, "fysik": 2}
WEAPON = {"damage": 2, "damage_type": "firearm"}


def attack(**fields: Any) -> dict[str, Any]:
    return {"kind": "melee", "attacker": ATTACKER, "difficulty": "normal", "weapon": WEAPON, **fields}


CASES: list[tuple[str, dict[str, Any], str]] = [
    # §2 dice
    ("roll", {"attr_a": 2, "attr_b": 2, "dice": [1, 13]}, "dice: face 13 out of range 1-12"),
    ("roll", {"attr_a": 2, "attr_b": 2, "dice": [0]}, "dice: face 0 out of range 1-12"),
    ("roll", {"attr_a": 2, "attr_b": 2, "dice": [1, 2.5]}, "dice: must be a list of integers"),
    ("roll", {"attr_a": 2, "attr_b": 2, "dice": [True, 2, 3, 4]}, "dice: must be a list of integers"),
    ("roll", {"attr_a": 2, "attr_b": 2, "dice": "10,10"}, "dice: must be a list of integers"),
    ("roll", {"attr_a": 2, "attr_b": 2, "dice": [10]}, "dice: needed more faces"),
    ("roll", {"attr_a": 1, "attr_b": 0, "dice": [10, 4, 4]}, "dice: 2 faces left over"),
    ("difficulty", {"base_difficulty": "easy", "dice": [3]}, "dice: 1 faces left over"),
    ("derived_stats", {"fysik": 1, "vilja": 1, "dice": [3, 4]}, "dice: 2 faces left over"),
    ("add_stress", {"amount": 1, "dice": [3]}, "dice: 1 faces left over"),
    ("apply_damage", {"fysik": 1, "vilja": 1, "hp_damage": 1, "dice": [3]}, "dice: 1 faces left over"),
    ("critical_hit", {"damage_type": "crush", "hp_damage": 0, "dice": [5]}, "dice: 1 faces left over"),
    # §6.1 roll
    ("roll", {"attr_a": 11, "attr_b": 2}, "attr_a: must be between 0 and 10"),
    ("roll", {"attr_a": -1, "attr_b": 2}, "attr_a: must be between 0 and 10"),
    ("roll", {"attr_a": True, "attr_b": 2}, "attr_a: must be an integer"),
    ("roll", {"attr_a": 2.0, "attr_b": 2}, "attr_a: must be an integer"),
    ("roll", {"attr_a": None, "attr_b": 2}, "attr_a: required"),
    ("roll", {"attr_a": 2}, "attr_b: required"),
    ("roll", {"attr_a": 2, "attr_b": 2, "difficulty": "trivial"}, "difficulty: must be one of"),
    ("roll", {"attr_a": 2, "attr_b": 2, "bonus_dice": 11}, "bonus_dice: must be between 0 and 10"),
    ("roll", {"attr_a": 2, "attr_b": 2, "extra_dice": 21}, "extra_dice: must be between 0 and 20"),
    ("roll", {"attr_a": 2, "attr_b": 2, "fokus": 100}, "fokus: must be between 0 and 99"),
    ("roll", {"attr_a": 2, "attr_b": 2, "stability": 0}, "stability: must be between 1 and 10"),
    ("roll", {"attr_a": 2, "attr_b": 2, "extra_dice": 4, "fokus": 0}, "extra_dice: needs 4 Stress"),
    ("roll", {"attr_a": 2, "attr_b": 2, "modifiers": {"extra_steps": 4}}, "modifiers.extra_steps: must be"),
    ("roll", {"attr_a": 2, "attr_b": 2, "modifiers": {"wounded": 1}}, "modifiers.wounded: must be a boolean"),
    ("roll", {"attr_a": 2, "attr_b": 2, "modifiers": {"movement": "run"}}, "modifiers.movement: must be"),
    ("roll", {"attr_a": 2, "attr_b": 2, "modifiers": {"minimum": "x"}}, "modifiers.minimum: must be one of"),
    # §6.2 add_dice
    ("add_dice", {"count": 1}, "faces: required"),
    ("add_dice", {"faces": [13], "count": 1}, "faces[0]: must be between 1 and 12"),
    ("add_dice", {"faces": [1] * 61}, "faces: must have at most 60 item(s)"),
    ("add_dice", {"faces": [], "count": 0}, "count: must be between 1 and 20"),
    ("add_dice", {"faces": [], "already_added": True}, "already_added: dice can be added only once per roll"),
    ("add_dice", {"faces": [], "count": 5, "fokus": 1}, "count: needs 4 Stress"),
    (
        "add_dice",
        {
            "faces": [],
            "difficulty": "normal",
            "modifiers": {"movement": "normal", "stationary": True, "requires_complete_calm": True},
        },
        "modifiers: the action is impossible",
    ),
    # §6.3-6.6
    ("roll_dice", {"count": 21}, "count: must be between 1 and 20"),
    ("difficulty", {}, "base_difficulty: required"),
    ("derived_stats", {"fysik": 1, "vilja": 1, "stability": 11}, "stability: must be between 1 and 10"),
    ("initiative", {"combatants": []}, "combatants: must have at least 1 item(s)"),
    ("initiative", {"combatants": [{"id": "a", "strid": 1}] * 2}, "combatants[1].id: duplicate id 'a'"),
    ("initiative", {"combatants": [{"strid": 1}]}, "combatants[0].id: required"),
    ("initiative", {"combatants": [{"id": "", "strid": 1}]}, "combatants[0].id: must not be empty"),
    (
        "initiative",
        {"combatants": [{"id": "a", "strid": 11}]},
        "combatants[0].strid: must be between 0 and 10",
    ),
    # §6.7 attack
    (
        "attack",
        attack(target={"aware": False}, defence={"type": "dodge", "smidighet": 2, "strid": 2}),
        "defence: the defender must be aware of the attack",
    ),
    (
        "attack",
        attack(kind="ranged", defence={"type": "parry", "smidighet": 2, "strid": 2, "has_parry_item": True}),
        "defence.type: parry only against melee attacks",
    ),
    (
        "attack",
        attack(defence={"type": "parry", "smidighet": 2, "strid": 2}),
        "defence.has_parry_item: parrying requires something in the hands to parry with",
    ),
    ("attack", attack(attacker={**ATTACKER, "extra_dice": 4}), "attacker.extra_dice: needs 4 Stress"),
    (
        "attack",
        attack(defence={"type": "dodge", "smidighet": 2, "strid": 2, "fokus": 1, "extra_dice": 4}),
        "defence.extra_dice: needs 4 Stress",
    ),
    ("attack", attack(weapon={"damage": 2, "damage_type": "laser"}), "weapon.damage_type: must be one of"),
    ("attack", attack(kind="thrown"), "kind: must be one of"),
    (
        "attack",
        attack(kind="ranged", attacker={**ATTACKER, "attack_attribute": "fysik"}),
        "attacker.attack_attribute: ranged attacks use smidighet",
    ),
    ("attack", attack(attacker={"smidighet": 3, "strid": 2}), "attacker.fysik: required"),
    (
        "attack",
        attack(attacker={**ATTACKER, "extra_dice": 1}, attack_faces=[10]),
        "attacker.extra_dice: must be 0 when attack_faces is given",
    ),
    ("attack", attack(attack_faces=[13]), "attack_faces[0]: must be between 1 and 12"),
    ("attack", attack(target={"protection": 21}), "target.protection: must be between 0 and 20"),
    # §6.8-6.10
    ("critical_hit", {"damage_type": "crush", "twelves": 0}, "twelves: must be between 1 and 30"),
    ("critical_hit", {"twelves": 1}, "damage_type: required"),
    (
        "apply_damage",
        {"fysik": 2, "vilja": 3, "hp_damage": 0, "critical": {"damage_type": "crush", "row": 3}},
        "critical: a critical hit needs at least 1 KP",
    ),
    (
        "apply_damage",
        {"fysik": 2, "vilja": 3, "hp_damage": 1, "critical": {"damage_type": "crush", "row": 16}},
        "critical.row: must be between 1 and 15",
    ),
    ("apply_damage", {"fysik": 2, "vilja": 3}, "hp_damage: required"),
    (
        "apply_damage",
        {"fysik": 2, "vilja": 3, "hp_damage": 1, "dying": [{"id": "d1", "cause": "shock", "rate": "week"}]},
        "dying[0].rate: must be one of",
    ),
    (
        "apply_damage",
        {
            "fysik": 2,
            "vilja": 3,
            "hp_damage": 1,
            "dying": [{"id": "x", "cause": "shock", "rate": "minute"}] * 2,
        },
        "dying[1].id: duplicate condition id 'x'",
    ),
    ("add_stress", {"stress": 1}, "amount: required"),
    ("add_stress", {"amount": 100}, "amount: must be between 0 and 99"),
    # §6.11-6.14
    (
        "survival_roll",
        {"fysik": 2, "vilja": 2, "stabilisation": 3},
        "stabilisation: condition is already stabilised (3)",
    ),
    ("survival_roll", {"fysik": 2, "vilja": 2, "extra_steps": 4}, "extra_steps: must be between 0 and 3"),
    ("survival_roll", {"fysik": 2, "vilja": 2, "extra_dice": 5}, "extra_dice: needs 5 Stress"),
    ("stabilise", {"analys": 2, "smidighet": 2, "attempt": 4}, "attempt: no further attempt allowed (max 3)"),
    ("stabilise", {"analys": 2, "smidighet": 2, "attempt": 9}, "attempt: no further attempt allowed (max 3)"),
    (
        "stabilise",
        {"analys": 2, "smidighet": 2, "stabilisation": 3},
        "stabilisation: condition is already stabilised (3)",
    ),
    ("stabilise", {"smidighet": 2}, "analys: required"),
    (
        "stop_bleeding",
        {"analys": 2, "smidighet": 2, "bleeding": "none"},
        "bleeding: the patient is not bleeding",
    ),
    ("stop_bleeding", {"analys": 2, "smidighet": 2}, "bleeding: required"),
    (
        "stop_bleeding",
        {"analys": 2, "smidighet": 2, "bleeding": "light", "attempt": 3},
        "attempt: no further attempt allowed (max 2)",
    ),
    (
        "shock_roll",
        {"attr_a": 2, "attr_b": 2},
        "shock_factor: give exactly one of shock_factor and suppressive_fire",
    ),
    (
        "shock_roll",
        {"attr_a": 2, "attr_b": 2, "shock_factor": 1, "suppressive_fire": {"returning_fire": True}},
        "shock_factor: give exactly one of shock_factor and suppressive_fire",
    ),
    ("shock_roll", {"attr_a": 2, "attr_b": 2, "shock_factor": 11}, "shock_factor: must be between 0 and 10"),
]


@pytest.mark.parametrize(("operation", "body", "detail"), CASES, ids=[f"{c[0]}:{c[2]}" for c in CASES])
def test_refused_with_the_spec_field_and_wording(operation: str, body: dict[str, Any], detail: str) -> None:
    assert refused(operation, body).startswith(detail)


ORDER: list[tuple[str, dict[str, Any], str]] = [
    ("roll", {"attr_a": 11, "attr_b": 22, "dice": [13]}, "attr_a:"),
    ("roll", {"attr_a": 1, "attr_b": 22, "difficulty": "x"}, "attr_b:"),
    ("roll", {"attr_a": 1, "attr_b": 1, "extra_dice": 9, "dice": [13]}, "extra_dice: needs"),
    ("roll", {"attr_a": 1, "attr_b": 1, "dice": [13]}, "dice: face 13"),
    ("roll", {"attr_a": 1, "attr_b": 1, "dice": [2.5, 13]}, "dice: must be a list of integers"),
    ("attack", attack(kind="x", attacker={}), "kind:"),
    ("attack", attack(attacker={"smidighet": 3, "strid": 2}, weapon={}), "attacker.fysik: required"),
    ("attack", attack(weapon={}, defence={"type": "parry", "smidighet": 1, "strid": 1}), "weapon.damage:"),
    (
        "attack",
        attack(attacker={**ATTACKER, "extra_dice": 5}, defence={"type": "parry", "smidighet": 1, "strid": 1}),
        "defence.has_parry_item:",
    ),
    ("shock_roll", {"attr_a": 22, "attr_b": 2}, "attr_a:"),
    (
        "apply_damage",
        {"fysik": 2, "vilja": 3, "hp_damage": -1, "critical": {"damage_type": "crush", "row": 1}},
        "hp_damage:",
    ),
]


@pytest.mark.parametrize(("operation", "body", "prefix"), ORDER, ids=[f"{o[0]}:{o[2]}" for o in ORDER])
def test_first_fault_in_spec_order_is_reported(operation: str, body: dict[str, Any], prefix: str) -> None:
    assert refused(operation, body).startswith(prefix)


@pytest.mark.parametrize("body", [[1], None, "x", 3, True])
@pytest.mark.parametrize("operation", sorted(SYSTEM.operations))
def test_a_body_that_is_not_an_object_is_refused(operation: str, body: Any) -> None:
    with pytest.raises(InputError) as caught:
        SYSTEM.operations[operation].run(body)
    assert caught.value.field == "body"
