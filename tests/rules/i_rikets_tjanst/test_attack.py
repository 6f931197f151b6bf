"""``attack`` and ``critical_hit``: defence, hit, KP damage, critical trigger and table row."""

from __future__ import annotations

from typing import Any

from tests.rules.i_rikets_tjanst.helpers import run

SHOOTER = {"smidighet": 3, "strid": 2}  # pool 5
PISTOL = {"damage": 2, "damage_type": "firearm"}


def shoot(dice: list[int], **fields: Any) -> dict[str, Any]:
    body = {"kind": "ranged", "attacker": SHOOTER, "difficulty": "normal", "weapon": PISTOL, "dice": dice}
    return run("attack", {**body, **fields})


def test_miss_deals_nothing() -> None:
    result = shoot([1, 2, 3, 4, 5])
    assert result["hit"] is False
    assert result["effect"] is None
    assert result["hp_damage"] == 0
    assert result["critical"] is None


def test_protection_stopping_all_damage_prevents_the_critical() -> None:
    result = shoot([12, 2, 3, 4, 5], target={"protection": 2})
    assert result["hit"] is True
    assert result["effect"] == 0
    assert result["hp_damage"] == 0
    assert result["critical"] is None
    assert result["dice"] == [12, 2, 3, 4, 5]


def test_effect_is_added_to_damage() -> None:
    result = shoot([10, 11, 10, 4, 5], target={"protection": 1})
    assert result["effect"] == 2
    assert result["hp_damage"] == 2 + 2 - 1


def test_dodge_subtracts_its_effect_and_leaves_the_defender_prone() -> None:
    dodge = {"type": "dodge", "smidighet": 2, "strid": 1, "fokus": 1}
    result = shoot([10, 10, 3, 4, 5, 10, 2, 3], defence=dodge)
    assert result["defence"]["effect"] == 1
    assert result["defence"]["prone"] is True
    assert result["net_successes"] == 1
    assert result["effect"] == 0


def test_defence_cannot_make_net_negative() -> None:
    dodge = {"type": "dodge", "smidighet": 2, "strid": 1, "fokus": 1}
    result = shoot([10, 1, 3, 4, 5, 10, 10, 10], defence=dodge)
    assert result["net_successes"] == 0
    assert result["hit"] is False


def test_wounded_defender_rolls_at_normal() -> None:
    dodge = {"type": "dodge", "smidighet": 1, "strid": 1, "fokus": 1, "wounded": True}
    result = shoot([10, 10, 3, 4, 5, 10, 2], defence=dodge)
    assert result["defence"]["effective_difficulty"] == "normal"
    assert result["defence"]["effect"] == 0


def test_defence_without_fokus_costs_one_stress_and_extra_dice_more() -> None:
    dodge = {
        "type": "dodge",
        "smidighet": 1,
        "strid": 0,
        "fokus": 0,
        "stress": 0,
        "extra_dice": 2,
        "stability": 2,
    }
    result = shoot([3, 3, 3, 3, 3, 4, 1, 5], defence=dodge)
    assert result["defence"]["resources"] == {
        "fokus_gained": 0,
        "fokus_spent": 0,
        "stress_taken": 3,
        "complications": 1,
        "fokus_after": 0,
        "stress_after": 3,
        "breakdown_rolls": [{"threshold": 2, "modifier": 0}],
    }


def test_defence_fokus_pays_cost_then_extra_dice() -> None:
    dodge = {"type": "dodge", "smidighet": 1, "strid": 0, "fokus": 2, "extra_dice": 2}
    result = shoot([3, 3, 3, 3, 3, 4, 5, 6], defence=dodge)
    assert result["defence"]["resources"]["fokus_spent"] == 2
    assert result["defence"]["resources"]["stress_taken"] == 1


def test_defence_twelves_give_fokus_but_do_not_cancel_criticals() -> None:
    parry = {"type": "parry", "smidighet": 1, "strid": 0, "fokus": 1, "has_parry_item": True}
    body = {
        "kind": "melee",
        "attacker": {"fysik": 3, "smidighet": 0, "strid": 0},
        "difficulty": "easy",
        "weapon": {"damage": 1, "damage_type": "cut"},
        "defence": parry,
        "dice": [12, 10, 3, 12, 5],
    }
    result = run("attack", body)
    assert result["defence"]["resources"]["fokus_gained"] == 1
    assert result["net_successes"] == 1
    assert result["critical"]["die"] == 5


def test_extra_twelves_and_penetrating_raise_the_critical() -> None:
    result = shoot([12, 12, 12, 4, 5, 3], weapon={**PISTOL, "penetrating": True})
    assert result["critical"]["modifier"] == 2 + 2
    assert result["critical"]["row"] == 7


def test_critical_total_fifteen_or_more_is_row_fifteen() -> None:
    result = shoot([12, 12, 12, 12, 12, 12], weapon={**PISTOL, "penetrating": True})
    critical = result["critical"]
    assert critical["total"] == 12 + 4 + 2
    assert critical["row"] == 15
    assert critical["entry"]["instant_death"] is True


def test_critical_below_one_has_no_effect() -> None:
    result = shoot([12, 2, 3, 4, 5, 3], target={"crit_toughness": 3})
    assert result["critical"]["total"] == 0
    assert result["critical"]["row"] is None
    assert result["critical"]["entry"] is None


def test_given_attack_faces_roll_no_attack_dice() -> None:
    result = shoot([9], attack_faces=[12, 10], attacker={**SHOOTER, "fokus": 1})
    assert result["attack_faces"] == [12, 10]
    assert result["attacker_resources"]["fokus_gained"] == 0
    assert result["attacker_resources"]["fokus_after"] == 1
    assert result["dice"] == [9]


def test_attacker_extra_dice_rolled_after_pool() -> None:
    result = shoot([1, 2, 3, 4, 5, 12, 6], attacker={**SHOOTER, "extra_dice": 1, "fokus": 1})
    assert result["attack_faces"] == [1, 2, 3, 4, 5, 12]
    assert result["attacker_resources"]["fokus_spent"] == 1
    assert result["critical"]["die"] == 6


def test_ranged_attack_is_stationary_melee_is_not() -> None:
    moving = {"movement": "normal"}
    ranged = shoot([10, 10, 1, 1, 1], modifiers=moving)
    assert ranged["effective_difficulty"] == "hard"
    melee = run(
        "attack",
        {
            "kind": "melee",
            "attacker": {"smidighet": 2, "strid": 1, "attack_attribute": "smidighet"},
            "difficulty": "normal",
            "modifiers": {"movement": "normal", "stationary": True},
            "weapon": {"damage": 1, "damage_type": "crush"},
            "dice": [1, 1, 1],
        },
    )
    assert melee["effective_difficulty"] == "normal"


def test_impossible_attack_rolls_nothing() -> None:
    modifiers = {"movement": "normal", "requires_complete_calm": True}
    result = shoot([], modifiers=modifiers)
    assert result["possible"] is False
    assert result["hit"] is False
    assert result["dice"] == []
    assert result["defence"] is None
    assert result["effective_difficulty"] is None


def test_critical_hit_not_triggered_without_kp() -> None:
    result = run("critical_hit", {"damage_type": "fire", "hp_damage": 0, "dice": []})
    assert result["triggered"] is False
    assert result["critical"] is None


def test_critical_hit_defaults_one_twelve_and_one_kp() -> None:
    result = run("critical_hit", {"damage_type": "poison", "dice": [12]})
    assert result["triggered"] is True
    assert result["critical"]["row"] == 12
    assert result["critical"]["entry"]["dying"] == "minute"
