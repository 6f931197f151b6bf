"""The mechanics of §3–§6 at their boundaries: wound bands, Burden, penalties, fatigue, recovery, attacks."""

from __future__ import annotations

from typing import Any

import pytest

from app.rules.ars_magica.catalogue import CATALOGUE
from app.rules.ars_magica.condition import burden, wound_for, wound_range
from tests.rules.ars_magica.helpers import run


@pytest.mark.parametrize("row", CATALOGUE["wound_size_table"]["rows"])
def test_wound_bands_match_the_catalogue_table(row: dict[str, Any]) -> None:
    size = row["size"]
    assert wound_range(size) == row["wound_range"]
    for level in ("light", "medium", "heavy", "incapacitating"):
        low, high = row[level]
        assert wound_for(low, size) == level
        assert wound_for(high, size) == level
    assert wound_for(row["dead_from"], size) == "dead"
    assert wound_for(0, size) is None


@pytest.mark.parametrize(("size", "expected"), [(-10, 1), (-5, 1), (-4, 1), (0, 5), (20, 25)])
def test_wound_range_covers_every_size(size: int, expected: int) -> None:
    assert run("wound_level", {"damage": 0, "soak": 0, "size": size})["wound_range"] == expected


def test_wound_level_negative_excess_is_no_wound() -> None:
    assert run("wound_level", {"damage": -5, "soak": 3}) == {"excess": -8, "wound": None, "wound_range": 5}


@pytest.mark.parametrize("row", CATALOGUE["burden_table"]["rows"])
def test_burden_matches_the_catalogue_table(row: dict[str, int]) -> None:
    assert burden(row["load_from"]) == row["burden"]
    assert burden(row["load_to"]) == row["burden"]


@pytest.mark.parametrize(("strength", "expected"), [(-3, 3), (0, 3), (1, 2), (3, 0), (5, 0)])
def test_encumbrance_subtracts_only_a_positive_strength(strength: int, expected: int) -> None:
    result = run("encumbrance", {"strength": strength, "extra_load": 6})
    assert (result["burden"], result["encumbrance"], result["item_loads"]) == (3, expected, [])


def test_bludgeon_load_is_one() -> None:
    assert run("encumbrance", {"strength": 0, "items": ["bludgeon"]})["total_load"] == 1


@pytest.mark.parametrize(
    ("wounds", "limit", "travel", "halved"),
    [
        ({}, "unrestricted", 1, False),
        ({"light": 1}, "no_exertion", 1, False),
        ({"light": 2}, "no_exertion", 1, False),
        ({"medium": 1}, "convalescent", 2, True),
        ({"heavy": 1}, "convalescent", 2, True),
        ({"heavy": 1, "light": 1}, "bedridden", None, False),
        ({"incapacitating": 1}, "incapacitated", None, False),
    ],
)
def test_activity_limits_follow_the_wound_penalty(
    wounds: dict[str, int], limit: str, travel: int | None, halved: bool
) -> None:
    result = run("condition", {"wounds": wounds})
    assert result["activity_limit"] == limit
    assert result["travel_time_multiplier"] == travel
    assert result["study_xp_halved_if_prolonged"] is halved
    assert "activity" not in result


def test_condition_statuses_and_unconscious_penalty() -> None:
    assert run("condition", {"dead": True, "wounds": {"light": 1}})["character_status"] == "dead"
    assert run("condition", {"dead": True})["activity_limit"] == "incapacitated"
    unconscious = run("condition", {"fatigue": {"short_term": 2, "long_term": 3}})
    assert unconscious["character_status"] == "unconscious"
    assert (unconscious["can_act"], unconscious["fatigue_level"], unconscious["fatigue_penalty"]) == (
        False,
        "unconscious",
        0,
    )
    incapacitated = run("condition", {"wounds": {"incapacitating": 1}, "fatigue": {"short_term": 5}})
    assert incapacitated["character_status"] == "incapacitated"


def test_overexertion_required_only_for_the_wounded_outside_combat() -> None:
    healthy = run("condition", {"activity": "exertion"})
    assert (healthy["activity_allowed"], healthy["overexertion_check_required"]) == (True, False)
    wounded = run("condition", {"wounds": {"light": 1}, "activity": "exertion"})
    assert (wounded["activity_allowed"], wounded["overexertion_check_required"]) == (False, True)
    down = run("condition", {"wounds": {"light": 1, "incapacitating": 1}, "activity": "travel"})
    assert (down["activity_allowed"], down["overexertion_check_required"]) == (False, False)


def test_check_botch_always_fails_even_against_a_low_ease_factor() -> None:
    result = run("check", {"characteristic": 5, "ease_factor": -10, "dice": [0, 0]})
    assert (result["total"], result["success"], result["margin"]) == (0, False, 10)
    assert run("check", {"characteristic": 5, "ease_factor": -10, "dice": [0, 1]})["success"] is True


def test_check_with_a_simple_die() -> None:
    result = run("check", {"characteristic": 0, "ease_factor": 10, "die": "simple", "dice": [0]})
    assert (result["total"], result["success"], result["die"]["kind"]) == (10, True, "simple")


def test_check_at_the_ease_factor_succeeds_and_one_below_fails() -> None:
    assert run("check", {"characteristic": 3, "ease_factor": 9, "dice": [6]})["success"] is True
    assert run("check", {"characteristic": 3, "ease_factor": 9, "dice": [5]})["success"] is False


def test_combat_profile_with_dodge_and_shield() -> None:
    body = {"quickness": 2, "dexterity": 1, "strength": 1, "stamina": 0, "ability": 3}
    result = run("combat_profile", {**body, "weapon": "dodge", "shield": "shield_round"})
    assert (result["attack_base"], result["damage_base"], result["defence_base"]) == (None, None, 7)
    assert result["missile_defence_base"] == 7
    assert result["weapon_modifiers"] == {"init": 0, "atk": None, "dfn": 2, "dam": None}


def test_combat_profile_reports_strength_minimums_without_penalty() -> None:
    body = {"quickness": 0, "dexterity": 0, "strength": 1, "stamina": 0}
    result = run("combat_profile", {**body, "weapon": "warhammer"})
    assert (result["weapon_strength_ok"], result["attack_base"]) == (False, 6)
    result = run("combat_profile", {**body, "weapon": "axe", "shield": "shield_heater"})
    assert (result["weapon_strength_ok"], result["shield_strength_ok"]) == (True, True)


def test_fatigue_test_failure_costs_one_level() -> None:
    result = run("fatigue_test", {"stamina": 0, "dice": [5]})
    assert (result["success"], result["levels_lost"], result["fatigue_level_after"]) == (False, 1, "winded")


def test_fatigue_test_past_unconscious_overflows() -> None:
    result = run("fatigue_test", {"stamina": 0, "fatigue": {"short_term": 2, "long_term": 2}, "dice": [0, 0]})
    assert (result["levels_lost"], result["levels_applied"], result["overflow_levels"]) == (2, 1, 1)
    assert result["fatigue_after"] == {"short_term": 3, "long_term": 2}
    assert (result["fatigue_level_after"], result["fatigue_penalty_after"]) == ("unconscious", None)


def test_fatigue_test_botch_costs_two_however_many_zeros() -> None:
    result = run("fatigue_test", {"stamina": 9, "botch_dice": 3, "dice": [0, 0, 0, 0]})
    assert (result["botch_count"], result["levels_lost"]) == (3, 2)


def test_fatigue_adjust_short_term_loss() -> None:
    result = run("fatigue_adjust", {"action": "lose_short_term"})
    assert result == {
        "fatigue_after": {"short_term": 1, "long_term": 0},
        "fatigue_level_after": "winded",
        "fatigue_penalty_after": 0,
        "levels_applied": 1,
        "overflow_levels": 0,
    }


def test_fatigue_recovery_from_unconscious_with_a_halving_roll() -> None:
    body = {"fatigue": {"short_term": 5}, "levels": 1, "halving_roll": True, "stamina": 0, "dice": [9]}
    step = run("fatigue_recovery", body)["steps"][0]
    assert (step["from_level"], step["to_level"], step["base_minutes"], step["minutes"]) == (
        "unconscious",
        "dazed",
        120,
        60,
    )
    assert step["halving"] == {
        "face": 9,
        "die": 9,
        "wound_penalty": 0,
        "fatigue_penalty": 0,
        "total": 9,
        "success": True,
    }


def test_fatigue_recovery_halving_takes_the_wound_penalty() -> None:
    body = {
        "fatigue": {"short_term": 1},
        "halving_roll": True,
        "stamina": 3,
        "modifiers": 1,
        "wounds": {"light": 1},
        "dice": [6],
    }
    halving = run("fatigue_recovery", body)["steps"][0]["halving"]
    assert (halving["wound_penalty"], halving["total"], halving["success"]) == (-1, 9, True)


def test_fatigue_recovery_with_long_term_levels_uses_the_overall_level() -> None:
    result = run("fatigue_recovery", {"fatigue": {"short_term": 1, "long_term": 3}})
    assert [step["from_level"] for step in result["steps"]] == ["dazed"]
    assert result["total_minutes"] == 60
    assert result["fatigue_level_after"] == "tired"


@pytest.mark.parametrize(
    ("wound", "dice", "expected"),
    [
        ("light", [9], ("stable", "light", 3, "1 week")),
        ("light", [3], ("worsened", "medium", 0, "1 month")),
        ("medium", [6], ("stable", "medium", 3, "1 month")),
        ("heavy", [0, 0], ("worsened", "incapacitating", 0, "twice daily (sunrise and sunset)")),
    ],
)
def test_recovery_roll_outcomes(wound: str, dice: list[int], expected: tuple[str, str, int, str]) -> None:
    result = run("recovery_roll", {"wound": wound, "stamina": 0, "dice": dice})
    assert (
        result["outcome"],
        result["wound_after"],
        result["bonus_after"],
        result["next_interval"],
    ) == expected


def test_light_wound_heals_on_ten() -> None:
    result = run("recovery_roll", {"wound": "light", "stamina": 1, "bonus": 6, "dice": [3]})
    assert (result["outcome"], result["wound_after"], result["next_interval"]) == ("improved", "healed", None)


def test_recovery_roll_takes_fatigue_but_not_unconsciousness_as_a_bar() -> None:
    weary = run("recovery_roll", {"wound": "light", "stamina": 0, "fatigue": {"short_term": 2}, "dice": [5]})
    assert (weary["fatigue_penalty"], weary["total"]) == (-1, 4)
    out = run("recovery_roll", {"wound": "light", "stamina": 0, "fatigue": {"short_term": 5}, "dice": [5]})
    assert (out["fatigue_penalty"], out["total"]) == (0, 5)


@pytest.mark.parametrize(
    ("stamina", "outcome", "penalty_after", "wounds_after", "heavy"),
    [
        (-5, "dead", -2, 2, 0),
        (-4, "deteriorating", -3, 2, 0),
        (3, "deteriorating", -3, 2, 0),
        (4, "improved", 0, 0, 2),
    ],
)
def test_incapacitated_recovery_boundaries(
    stamina: int, outcome: str, penalty_after: int, wounds_after: int, heavy: int
) -> None:
    body = {"stamina": stamina, "accumulated_penalty": -2, "incapacitating_wounds": 2, "dice": [7]}
    result = run("incapacitated_recovery", body)
    assert (
        result["outcome"],
        result["dead"],
        result["accumulated_penalty_after"],
        result["incapacitating_wounds_after"],
        result["heavy_wounds_gained"],
    ) == (outcome, outcome == "dead", penalty_after, wounds_after, heavy)


def test_incapacitated_recovery_botch_is_death() -> None:
    result = run("incapacitated_recovery", {"stamina": 20, "medical_ability": 30, "dice": [0, 0]})
    assert (result["total"], result["outcome"]) == (0, "dead")


def test_overexertion_tests_the_heaviest_wound_and_never_improves() -> None:
    body = {"wounds": {"light": 1, "heavy": 2}, "stamina": 5, "bonus": 6, "dice": [9]}
    result = run("overexertion_check", body)
    assert (result["tested_wound"], result["outcome"], result["bonus_after"]) == ("heavy", "unchanged", 6)
    body = {"wounds": {"light": 1, "heavy": 2}, "stamina": 0, "dice": [5]}
    result = run("overexertion_check", body)
    assert result["wounds_after"] == {"light": 1, "medium": 0, "heavy": 1, "incapacitating": 1}
    assert (result["outcome"], result["stable_ease_factor"]) == ("worsened", 9)


def attack(attacker: dict[str, Any], defender: dict[str, Any], dice: list[int], **extra: Any) -> dict[str, Any]:
    body = {
        "attacker": {"dexterity": 0, "strength": 0, **attacker},
        "defender": {"quickness": 0, "stamina": 0, **defender},
        "dice": dice,
        **extra,
    }
    return run("attack", body)


def test_a_tie_is_no_hit() -> None:
    result = attack({}, {}, [5, 5])
    assert (result["attack_advantage"], result["hit"]) == (0, False)
    assert (result["damage_total"], result["soak_total"], result["excess"], result["wound"]) == (
        None,
        None,
        None,
        None,
    )


def test_a_botched_attack_totals_zero() -> None:
    result = attack({"ability": 9}, {}, [0, 0, 3])
    assert (result["attack"]["total"], result["attack"]["botched"], result["hit"]) == (0, True, False)


def test_a_botched_attack_never_hits_even_against_a_negative_defence() -> None:
    # §6.7 step 4 (amended): attack 0 (botched) against Defence -8 + 2 = -6 used to hit for a Medium wound.
    result = attack({}, {"quickness": -8}, [0, 0, 2])
    assert (result["attack"]["botched"], result["defence"]["total"], result["attack_advantage"]) == (True, -6, 6)
    assert (result["hit"], result["damage_total"], result["soak_total"], result["excess"], result["wound"]) == (
        False,
        None,
        None,
        None,
        None,
    )
    assert result["defender_wounds_after"] == {"light": 0, "medium": 0, "heavy": 0, "incapacitating": 0}
    assert result["breakdown"] == "atk 0 (botched) vs dfn -6 -> adv 6: no hit"


def test_a_helpless_defender_rolls_no_defence() -> None:
    result = attack({}, {"ability": 5, "fatigue": {"short_term": 5}, "exertion": True}, [3])
    assert result["defence"] == {
        "rolled": False,
        "total": 0,
        "die": None,
        "botched": False,
        "botch_count": 0,
        "ability_used": 0,
        "weapon_modifier": 0,
        "wound_penalty": 0,
        "fatigue_penalty": 0,
    }
    assert result["dice"] == [3]
    assert result["defender_fatigue_after"] == {"short_term": 5, "long_term": 0}
    incapacitated = attack({}, {"wounds": {"incapacitating": 1}}, [3])
    assert incapacitated["defender_wounds_after"]["light"] == 1
    assert incapacitated["defender_status_after"] == "incapacitated"


def test_exertion_doubles_ability_and_costs_a_level_after_the_roll() -> None:
    result = attack(
        {"ability": 3, "exertion": True, "fatigue": {"short_term": 1}},
        {"ability": 2, "exertion": True, "fatigue": {"long_term": 4}},
        [5, 5],
    )
    assert result["attack"]["ability_used"] == 6
    assert result["attack"]["fatigue_penalty"] == 0
    assert result["defence"]["ability_used"] == 4
    assert result["defence"]["fatigue_penalty"] == -5
    assert result["attacker_fatigue_after"] == {"short_term": 2, "long_term": 0}
    assert result["defender_fatigue_after"] == {"short_term": 1, "long_term": 4}
    assert result["defender_status_after"] in {"unconscious", "incapacitated", "dead"}


def test_a_killing_blow_marks_the_defender_dead_without_a_wound_count() -> None:
    result = attack({"strength": 5, "weapon": "warhammer", "ability": 10}, {"size": -4}, [9, 1, 2])
    assert result["wound"] == "dead"
    assert result["defender_status_after"] == "dead"
    assert result["defender_wounds_after"] == {"light": 0, "medium": 0, "heavy": 0, "incapacitating": 0}


def test_range_increments_default_to_one_for_missiles() -> None:
    result = attack({"weapon": "javelin"}, {}, [5, 2])
    assert (result["missile"], result["range_increments"], result["attack"]["range_penalty"]) == (True, 1, 0)
    result = attack({"weapon": "javelin"}, {}, [5, 2], range_increments=20)
    assert result["attack"]["range_penalty"] == -57


def test_missile_defence_ignores_the_weapon_but_counts_the_shield() -> None:
    defender = {"weapon": "sword_long", "shield": "shield_heater", "ability": 1}
    melee = attack({}, defender, [5, 5])
    missile = attack({"weapon": "stone"}, defender, [5, 5])
    assert (melee["defence"]["weapon_modifier"], missile["defence"]["weapon_modifier"]) == (4, 3)


def test_wounds_and_modifiers_count_in_attack_and_defence() -> None:
    result = attack(
        {"wounds": {"medium": 1}, "modifiers": 2, "damage_modifier": 3},
        {"wounds": {"light": 2}, "modifiers": -1, "soak_modifier": 2, "armour": {"protection": 3}},
        [9, 2],
    )
    assert (result["attack"]["total"], result["attack"]["wound_penalty"]) == (8, -3)
    assert (result["defence"]["total"], result["defence"]["wound_penalty"]) == (-1, -2)
    assert (result["damage_total"], result["soak_total"]) == (12, 5)
