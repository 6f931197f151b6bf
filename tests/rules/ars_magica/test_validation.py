"""Input checks of §1, §4 and every operation: the field and the exact wording the spec fixes."""

from __future__ import annotations

from typing import Any

import pytest

from app.rules.ars_magica import SYSTEM
from tests.rules.ars_magica.helpers import refused, run

MINIMAL: dict[str, dict[str, Any]] = {
    "roll": {},
    "check": {"characteristic": 1, "ease_factor": 6},
    "condition": {},
    "encumbrance": {"strength": 0},
    "combat_profile": {"quickness": 0, "dexterity": 0, "strength": 0, "stamina": 0},
    "initiative": {"quickness": 0},
    "attack": {"attacker": {"dexterity": 0, "strength": 0}, "defender": {"quickness": 0, "stamina": 0}},
    "damage": {"strength": 0, "attack_advantage": 1, "stamina": 0},
    "wound_level": {"damage": 3, "soak": 1},
    "fatigue_test": {"stamina": 0},
    "fatigue_adjust": {"action": "lose_short_term"},
    "fatigue_recovery": {"fatigue": {"short_term": 1}},
    "recovery_roll": {"wound": "light", "stamina": 0},
    "incapacitated_recovery": {"stamina": 0},
    "overexertion_check": {"wounds": {"light": 1}, "stamina": 0},
    "combat_start": {
        "combatants": [
            {"id": "a", "side": "x", "quickness": 0, "dexterity": 0, "strength": 0, "stamina": 0},
            {"id": "b", "side": "y", "quickness": 0, "dexterity": 0, "strength": 0, "stamina": 0},
        ]
    },
}
NON_ROLLING = [name for name, operation in SYSTEM.operations.items() if not operation.rolls]


def started() -> dict[str, Any]:
    state: dict[str, Any] = run("combat_start", MINIMAL["combat_start"])["state"]
    return state


def test_minimal_inputs_are_accepted() -> None:
    for name, body in MINIMAL.items():
        run(name, body)


@pytest.mark.parametrize("name", list(MINIMAL))
def test_unknown_top_level_field_is_refused(name: str) -> None:
    error = refused(name, {**MINIMAL[name], "colour": "red"})
    assert error.detail == "colour: unknown field"


@pytest.mark.parametrize("name", [name for name in NON_ROLLING if name in MINIMAL])
def test_non_rolling_operations_refuse_dice(name: str) -> None:
    assert refused(name, {**MINIMAL[name], "dice": [1]}).detail == "dice: unknown field"


def test_combat_declare_refuses_dice() -> None:
    state = run("combat_initiative", {"state": started(), "dice": [5, 5]})["state"]
    assert refused("combat_declare", {"state": state, "dice": []}).detail == "dice: unknown field"


def test_unknown_field_is_reported_before_any_other_fault() -> None:
    error = refused("check", {"characteristic": "high", "ease_factor": 300, "wounds": {"scratch": 1}})
    assert error.detail == "wounds.scratch: unknown field"
    error = refused("attack", {"attacker": {"dexterity": 99, "colour": 1}, "defender": {}})
    assert error.detail == "attacker.colour: unknown field"


def test_custom_weapon_may_not_carry_an_id() -> None:
    body = {**MINIMAL["initiative"], "weapon": {"id": "sword", "init": 1}}
    assert refused("initiative", body).detail == "weapon.id: unknown field"


def test_custom_weapon_fields_default_and_nulls_mean_cannot() -> None:
    profile = run("combat_profile", {**MINIMAL["combat_profile"], "weapon": {"atk": None, "dam": None}})
    assert profile["weapon_modifiers"] == {"init": 0, "atk": None, "dfn": 0, "dam": None}
    assert (profile["attack_base"], profile["damage_base"], profile["range"]) == (None, None, None)


def test_null_is_an_absent_field() -> None:
    result = run("check", {"characteristic": 1, "ease_factor": 6, "ability": None, "wounds": None, "dice": [5]})
    assert result["total"] == 6
    assert refused("check", {"characteristic": None, "ease_factor": 6}).detail == "characteristic: required"


@pytest.mark.parametrize("value", [True, 2.0, "2"])
def test_booleans_floats_and_strings_are_not_integers(value: object) -> None:
    error = refused("check", {"characteristic": value, "ease_factor": 6})
    assert error.field == "characteristic"
    assert error.detail.startswith("characteristic: must be")


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("characteristic", 21),
        ("characteristic", -21),
        ("ability", 31),
        ("ability", -1),
        ("modifiers", 101),
        ("ease_factor", 201),
        ("ease_factor", -101),
        ("botch_dice", 21),
        ("die", "loaded"),
    ],
)
def test_out_of_range_fields_name_themselves(field: str, value: object) -> None:
    error = refused("check", {"characteristic": 1, "ease_factor": 6, field: value})
    assert error.field == field
    assert error.detail.startswith(f"{field}: must be")


def test_check_botch_dice_belong_to_the_stress_die() -> None:
    body = {"characteristic": 1, "ease_factor": 6, "die": "simple", "botch_dice": 2}
    assert refused("check", body).detail == "botch_dice: only allowed with die = stress"
    assert run("check", {**body, "die": "stress", "dice": [0, 1, 2]})["die"]["botch_dice_rolled"] == 2


def test_wound_counts_are_0_to_99() -> None:
    assert refused("condition", {"wounds": {"light": 100}}).field == "wounds.light"
    assert refused("condition", {"wounds": {"light": -1}}).field == "wounds.light"
    run("condition", {"wounds": {"light": 99}})


def test_fatigue_kinds_share_one_track_of_five() -> None:
    error = refused("condition", {"fatigue": {"short_term": 3, "long_term": 3}})
    assert error.detail == "fatigue: short_term + long_term must not exceed 5"
    error = refused(
        "attack",
        {
            **MINIMAL["attack"],
            "attacker": {"dexterity": 0, "strength": 0, "fatigue": {"short_term": 5, "long_term": 1}},
        },
    )
    assert error.detail == "attacker.fatigue: short_term + long_term must not exceed 5"


def test_gear_ids_must_be_of_the_right_kind() -> None:
    assert refused("initiative", {"quickness": 0, "weapon": "shield_heater"}).detail == (
        "weapon: unknown weapon id 'shield_heater'"
    )
    assert refused("initiative", {"quickness": 0, "weapon": "excalibur"}).field == "weapon"
    assert refused("initiative", {"quickness": 0, "shield": "sword_long"}).field == "shield"
    profile = {**MINIMAL["combat_profile"], "armour": "mithril"}
    assert refused("combat_profile", profile).field == "armour"
    assert refused("initiative", {"quickness": 0, "weapon": 7}).field == "weapon"


def test_custom_gear_ranges() -> None:
    assert refused("initiative", {"quickness": 0, "weapon": {"init": 21}}).field == "weapon.init"
    assert refused("initiative", {"quickness": 0, "weapon": {"range": 0}}).field == "weapon.range"
    assert refused("initiative", {"quickness": 0, "weapon": {"range": 1001}}).field == "weapon.range"
    profile = {**MINIMAL["combat_profile"], "armour": {"protection": 51}}
    assert refused("combat_profile", profile).field == "armour.protection"


@pytest.mark.parametrize("weapon", ["sword_great", "bow_long", "sling", {"two_handed": True}])
def test_no_shield_with_a_two_handed_weapon(weapon: object) -> None:
    error = refused("initiative", {"quickness": 0, "weapon": weapon, "shield": "shield_round"})
    assert error.detail == "shield: cannot be combined with a two-handed weapon"


def test_two_handed_weapon_in_an_attack_names_the_side() -> None:
    body = {
        "attacker": {"dexterity": 0, "strength": 0},
        "defender": {"quickness": 0, "stamina": 0, "weapon": "staff", "shield": "shield_buckler"},
    }
    assert refused("attack", body).detail == "defender.shield: cannot be combined with a two-handed weapon"


def test_incapacitated_is_reported_before_unconscious() -> None:
    body = {
        "characteristic": 1,
        "ease_factor": 6,
        "wounds": {"incapacitating": 1},
        "fatigue": {"short_term": 5},
    }
    assert refused("check", body).detail == "wounds.incapacitating: an incapacitated character cannot act"
    body = {"characteristic": 1, "ease_factor": 6, "fatigue": {"long_term": 5}}
    assert refused("check", body).detail == "fatigue: an unconscious character cannot act"


@pytest.mark.parametrize("name", ["check", "initiative", "fatigue_test"])
def test_action_rolls_refuse_characters_who_cannot_act(name: str) -> None:
    error = refused(name, {**MINIMAL[name], "wounds": {"incapacitating": 2}, "dice": [5]})
    assert error.field == "wounds.incapacitating"
    assert refused(name, {**MINIMAL[name], "fatigue": {"short_term": 5}, "dice": [5]}).field == "fatigue"


def test_other_fields_are_checked_before_dice() -> None:
    error = refused("check", {"characteristic": 1, "ease_factor": 6, "wounds": {"incapacitating": 1}, "dice": [99]})
    assert error.field == "wounds.incapacitating"


def test_encumbrance_names_the_unknown_item() -> None:
    error = refused("encumbrance", {"strength": 1, "items": ["sword_long", "banana"]})
    assert error.detail == "items[1]: unknown catalogue id"


def test_combat_profile_takes_encumbrance_or_extra_load_not_both() -> None:
    body = {**MINIMAL["combat_profile"], "encumbrance": 1, "extra_load": 2}
    assert refused("combat_profile", body).detail == "extra_load: not allowed together with encumbrance"


def test_attack_checks() -> None:
    body: dict[str, Any] = {
        "attacker": {"dexterity": 0, "strength": 0},
        "defender": {"quickness": 0, "stamina": 0, "dead": True},
    }
    assert refused("attack", body).detail == "defender.dead: the defender is already dead"
    body = {**MINIMAL["attack"], "range_increments": 2}
    assert refused("attack", body).detail == "range_increments: only allowed for missile weapons"
    body = {**MINIMAL["attack"], "attacker": {"dexterity": 0, "strength": 0, "weapon": "bow_short"}}
    assert refused("attack", {**body, "range_increments": 21}).field == "range_increments"
    assert refused("attack", {**body, "range_increments": 0}).field == "range_increments"
    body = {**MINIMAL["attack"], "attacker": {"dexterity": 0, "strength": 0, "weapon": "dodge"}}
    assert refused("attack", body).detail == "attacker.weapon: this weapon cannot attack"
    body = {**MINIMAL["attack"], "attacker": {"dexterity": 0, "strength": 0, "weapon": {"dam": None}}}
    assert refused("attack", body).detail == "attacker.weapon: this weapon cannot deal damage"
    body = {**MINIMAL["attack"], "attacker": {"dexterity": 0, "strength": 0, "wounds": {"incapacitating": 1}}}
    assert refused("attack", body).detail == "attacker.wounds.incapacitating: an incapacitated character cannot act"
    body = {**MINIMAL["attack"], "attacker": {"dexterity": 0, "strength": 0, "fatigue": {"short_term": 5}}}
    assert refused("attack", body).detail == "attacker.fatigue: an unconscious character cannot act"


def test_damage_and_wound_level_checks() -> None:
    body = {**MINIMAL["damage"], "weapon": "dodge"}
    assert refused("damage", body).detail == "weapon: this weapon cannot deal damage"
    assert refused("damage", {**MINIMAL["damage"], "attack_advantage": 0}).field == "attack_advantage"
    assert refused("damage", {**MINIMAL["damage"], "size": 21}).field == "size"
    assert refused("wound_level", {"damage": 1001, "soak": 0}).field == "damage"
    assert refused("wound_level", {"damage": 5}).detail == "soak: required"


def test_fatigue_adjust_checks() -> None:
    body = {"action": "night_rest", "levels": 1}
    assert refused("fatigue_adjust", body).detail == "levels: not allowed with action night_rest"
    assert refused("fatigue_adjust", {}).detail == "action: required"
    assert refused("fatigue_adjust", {"action": "lose_short_term", "levels": 6}).field == "levels"


def test_fatigue_recovery_checks() -> None:
    error = refused("fatigue_recovery", {"fatigue": {"long_term": 2}})
    assert error.detail == (
        "fatigue.short_term: no short-term levels to recover (long-term levels need a night's rest)"
    )
    assert refused("fatigue_recovery", {}).field == "fatigue.short_term"
    error = refused("fatigue_recovery", {"fatigue": {"short_term": 2}, "levels": 3})
    assert error.detail == "levels: only 2 short-term levels to recover"
    for name, value in (("stamina", 2), ("modifiers", 1), ("wounds", {"light": 1})):
        error = refused("fatigue_recovery", {"fatigue": {"short_term": 1}, name: value})
        assert error.detail == f"{name}: only allowed with halving_roll = true"
    error = refused("fatigue_recovery", {"fatigue": {"short_term": 1}, "halving_roll": True})
    assert error.detail == "stamina: required"
    body = {"fatigue": {"short_term": 1}, "halving_roll": True, "stamina": 1, "wounds": {"incapacitating": 1}}
    assert refused("fatigue_recovery", body).detail == ("wounds.incapacitating: an incapacitated character cannot act")
    body = {"fatigue": {"short_term": 1}, "dice": [3]}
    assert refused("fatigue_recovery", body).detail == "dice: 1 unused faces left over"


def test_recovery_roll_checks() -> None:
    assert refused("recovery_roll", {"wound": "incapacitating", "stamina": 0}).field == "wound"
    assert refused("recovery_roll", {"stamina": 0}).detail == "wound: required"
    assert refused("recovery_roll", {"wound": "light", "stamina": 0, "bonus": 301}).field == "bonus"
    assert refused("recovery_roll", {"wound": "light", "stamina": 0, "wounds": {}}).detail == ("wounds: unknown field")


def test_incapacitated_recovery_checks() -> None:
    body: dict[str, object] = {"stamina": 0, "accumulated_penalty": 1}
    assert refused("incapacitated_recovery", body).field == "accumulated_penalty"
    body = {"stamina": 0, "incapacitating_wounds": 0}
    assert refused("incapacitated_recovery", body).field == "incapacitating_wounds"
    body = {"stamina": 0, "time_of_day": "noon"}
    assert refused("incapacitated_recovery", body).field == "time_of_day"


def test_overexertion_checks() -> None:
    assert refused("overexertion_check", {"stamina": 0}).detail == "wounds: no wound to test"
    body = {"stamina": 0, "wounds": {"incapacitating": 1}}
    assert refused("overexertion_check", body).detail == "wounds: no wound to test"
    body = {"stamina": 0, "wounds": {"heavy": 1, "incapacitating": 1}}
    assert refused("overexertion_check", body).detail == (
        "wounds.incapacitating: an incapacitated character cannot act"
    )
    body = {"stamina": 0, "wounds": {"light": 1}, "fatigue": {"short_term": 5}}
    assert refused("overexertion_check", body).detail == "fatigue: an unconscious character cannot act"
