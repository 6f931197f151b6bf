"""Stand-alone combat operations (§10): attack, damage, zone_move, balance_check."""

from __future__ import annotations

from typing import Any

import pytest

from tests.rules.fimbulvinter.helpers import rejected, run


def attack(**body: Any) -> dict[str, Any]:
    return run("attack", body)


def test_long_shaft_pushes_beyond_the_opponents_length() -> None:
    result = attack(attacker={"weapon": "spear"}, defender={"weapon": "sword"}, distance="spear", dice=[1, 2, 3, 4])
    assert result["attack_push_sources"] == ["optimal_distance", "long_shaft"]
    assert result["attack"]["pool"] == [1, 2, 3]


def test_versatile_pushes_one_step_short() -> None:
    result = attack(attacker={"weapon": "dagger"}, distance="body", dice=[1, 2, 3])
    assert result["attack_push_sources"] == ["versatile"]
    assert result["distance_category"] == "too_short"


def test_unarmed_against_unarmed_pushes() -> None:
    assert attack(dice=[1, 2, 3])["attack_push_sources"] == ["unarmed"]
    assert attack(defender={"shield": True}, dice=[1, 2])["attack_push_sources"] == []


def test_height_advantage_pushes_melee_only() -> None:
    assert attack(attacker={"weapon": "axe"}, height_advantage=True, dice=[1, 2, 3])["attack_push_sources"] == [
        "height_advantage"
    ]
    result = attack(attacker={"weapon": "bow"}, defender={"defence": "gamble"}, height_advantage=True, dice=[1])
    assert result["attack_push_sources"] == []


def test_attack_blocks() -> None:
    result = attack(
        attacker={
            "weapon": "longbow",
            "previous_action_was_attack": True,
            "attribute_marked": True,
            "override_knockout": True,
        },
        dice=[5, 6, 7, 8, 1],
    )
    assert result["attack_block_sources"] == ["powerful", "damage_effect", "knocked_out"]
    assert result["attack"]["kept"] == 5


def test_defence_item_is_the_best_bonus_weapon_on_a_tie() -> None:
    assert attack(defender={"weapon": "spear", "shield": True}, dice=[1, 1])["defence_item"] == "shield"
    result = attack(defender={"weapon": "knife"}, dice=[1, 1])
    assert (result["defence_item"], result["defence_bonus"]) == ("knife", 2)
    result = attack(defender={"weapon": "bow"}, dice=[1, 1])
    assert (result["defence_item"], result["defence_bonus"]) == ("bow", 0)


def test_shield_covers_against_ranged() -> None:
    result = attack(attacker={"weapon": "bow"}, defender={"shield": True}, dice=[1, 2, 3])
    assert result["defence_push_sources"] == ["covers_vs_ranged"]


def test_front_heavy_blocks_the_defence_beyond_its_length() -> None:
    result = attack(attacker={"weapon": "spear"}, defender={"weapon": "axe"}, distance="pole", dice=[1, 2, 3, 4])
    assert result["defence_block_sources"] == ["front_heavy"]
    assert result["defence"]["kept"] == 3


def test_defender_blocks() -> None:
    result = attack(defender={"attribute_marked": True, "override_knockout": True, "shield": True}, dice=[1, 2, 3, 4])
    assert result["defence_block_sources"] == ["damage_effect", "knocked_out"]


def test_zeroed_attack_gives_the_defender_an_action_point() -> None:
    result = attack(attacker={"skill": 2, "weapon": "sax"}, defender={"skill": 4}, dice=[0, 5])
    assert result["outcome"] == "miss_attack_zeroed"
    assert result["defender_action_points_gained"] == 1


def test_plain_miss() -> None:
    result = attack(attacker={"skill": 2, "weapon": "sax"}, defender={"skill": 4}, dice=[3, 5])
    assert (result["outcome"], result["hit"], result["defender_action_points_gained"]) == ("miss", False, 0)


def test_simple_gamble_is_not_zeroed() -> None:
    result = attack(attacker={"weapon": "sax"}, defender={"defence": "gamble", "open_ended": False}, dice=[3])
    assert result["defence"]["first_die_zero"] is False
    assert result["outcome"] == "hit"


def test_gamble_ignores_pushes_and_blocks() -> None:
    result = attack(attacker={"weapon": "sax"}, defender={"defence": "gamble", "pushes": 3, "blocks": 2}, dice=[3])
    assert (result["defence"]["pushes_applied"], result["defence"]["blocks_applied"]) == (0, 0)


@pytest.mark.parametrize(
    ("body", "field", "detail"),
    [
        ({"attacker": "me"}, "attacker", None),
        ({"attacker": {"weapon": "laser"}}, "attacker.weapon", "attacker.weapon: unknown weapon"),
        ({"attacker": {"weapon": "laser", "skill": 99}}, "attacker.weapon", None),
        ({"attacker": {"skill": 99, "shield": 1}}, "attacker.skill", None),
        ({"attacker": {"shield": 1}}, "attacker.shield", None),
        ({"attacker": {"previous_action_was_attack": 1}}, "attacker.previous_action_was_attack", None),
        ({"attacker": {"shield": 1}, "defender": {"weapon": "x"}}, "attacker.shield", None),
        ({"defender": {"defence": "dodge"}}, "defender.defence", None),
        ({"distance": "far"}, "distance", None),
        ({"distance": "far", "sight_line": "cloudy"}, "distance", None),
        ({"sight_line": "cloudy"}, "sight_line", None),
        ({"sight_line": "limited"}, "sight_line", None),
        ({"attacker": {"weapon": "bow"}, "height_advantage": "yes"}, "height_advantage", None),
        ({"narrow_zone": 0}, "narrow_zone", None),
        (
            {"attacker": {"weapon": "knife"}, "distance": "spear"},
            "distance",
            "distance: too long for the attacker's weapon: it cannot attack",
        ),
        (
            {"attacker": {"weapon": "crossbow", "attacked_with_weapon_last_round": True}},
            "attacker.attacked_with_weapon_last_round",
            None,
        ),
        ({"attacker": {"weapon": "spear"}, "narrow_zone": True}, "narrow_zone", None),
        ({"attacker": {"weapon": "bow"}, "sight_line": "obstructed"}, "sight_line", None),
        ({"attacker": {"weapon": "bow"}, "sight_line": "free"}, "defender.defence", None),
        ({"attacker": {"weapon": "bow"}, "sight_line": "obstructed", "narrow_zone": 2}, "narrow_zone", None),
        ({"distance": "body", "dice": [1]}, "dice", "dice: needed more faces"),
    ],
)
def test_attack_errors_in_order(body: dict[str, Any], field: str, detail: str | None) -> None:
    got = rejected("attack", body)
    assert got[0] == field
    if detail is not None:
        assert got[1] == detail


def damage(**body: Any) -> dict[str, Any]:
    return run("damage", body)


def test_critical_wound_kills_an_unimportant_target() -> None:
    result = damage(weapon="pole_axe", target={"important": False}, dice=[9, 5, 0])
    assert result["outcome"] == "critical_wound"
    assert (result["dies"], result["medicine_required"], result["knocked_out"]) == (True, False, True)
    assert result["daze_added"] == 9


def test_critical_wound_needs_medicine_for_an_important_target() -> None:
    result = damage(damage_base=20, target={}, dice=[5, 1])
    assert (result["outcome"], result["dies"], result["medicine_required"]) == ("critical_wound", False, True)
    assert result["wound"] == "critical"


def test_margin_nine_is_serious() -> None:
    assert damage(damage_base=14, dice=[0, 0])["outcome"] == "light_wound"
    assert damage(damage_base=14, dice=[5, 5])["outcome"] == "serious_wound"
    result = damage(damage_base=14, dice=[9, 0, 9, 0])
    assert (result["margin"], result["outcome"]) == (9, "serious_wound")
    result = damage(damage_base=15, dice=[9, 0, 9, 0])
    assert (result["margin"], result["outcome"]) == (10, "critical_wound")


def test_zeroed_damage_that_still_reaches_toughness_is_a_light_wound() -> None:
    result = damage(damage_base=10, dice=[0, 0])
    assert (result["outcome"], result["wound"], result["damage_effect"]) == ("light_wound", "light", True)


def test_storm_pushes_and_blunt_blocks_damage() -> None:
    result = damage(weapon="hammer", stormed=True, dice=[5, 6, 1])
    assert result["damage_push_sources"] == ["storm"]
    assert result["damage_block_sources"] == ["blunt"]
    assert result["damage_roll"]["kept"] == 5


def test_improvised_weapon_may_be_blunt() -> None:
    assert damage(weapon="improvised", improvised_blunt=True, dice=[5, 6, 1])["damage_block_sources"] == ["blunt"]
    assert damage(weapon="improvised", dice=[5, 1])["damage_block_sources"] == []


def test_toughness_blocks_in_order() -> None:
    target = {"armour": "gambesson", "armour_needs_repair": True, "damage_effects": ["power"]}
    result = damage(weapon="sword", target=target, dice=[5, 6, 1, 2])
    assert result["toughness_block_sources"] == ["breaks_easily", "damage_effect"]


def test_toughness_uses_soul_when_higher_or_the_named_attribute() -> None:
    assert damage(weapon="sword", target={"attributes": {"soul": 2}}, dice=[1, 1])["toughness_attribute"] == "soul"
    named = damage(weapon="sword", target={"attributes": {"soul": 2}, "toughness_attribute": "heart"}, dice=[1, 1])
    assert (named["toughness_attribute"], named["toughness_base"]) == ("heart", 5)


def test_helmet_alone() -> None:
    result = damage(weapon="sword", target={"helmet": True}, dice=[1, 1])
    assert (result["protection"], result["dampening"]) == (2, 1)


def test_manual_armour_values_and_shock_default() -> None:
    result = damage(damage_base=3, target={"protection": 1, "dampening": 9}, dice=[5, 0])
    assert result["outcome"] == "serious_wound"
    assert result["daze_added"] == 1


def test_traits_and_modifiers_on_toughness() -> None:
    result = damage(weapon="sword", target={"activated_traits": ["Seg"], "toughness_modifiers": 2}, dice=[1, 1])
    assert result["toughness_roll"]["total"] == 1 + 5 + 3 + 2
    assert result["toughness_base"] == 5


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"weapon": "laser", "damage_base": 99}, "weapon"),
        ({"weapon": "axe", "shock": 2}, "weapon"),
        ({"target": {}}, "damage_base"),
        ({"damage_base": 31}, "damage_base"),
        ({"damage_base": 3, "shock": -1}, "shock"),
        ({"damage_base": 3, "damage_pushes": 11}, "damage_pushes"),
        ({"damage_base": 3, "target": {"daze": 100, "attributes": {"luck": 1}}}, "target.daze"),
        ({"damage_base": 3, "target": {"attributes": {"luck": 1}, "armour": "plate"}}, "target.attributes"),
        ({"damage_base": 3, "target": {"attributes": {"power": 5}}}, "target.attributes.power"),
        ({"damage_base": 3, "target": {"toughness_attribute": "luck"}}, "target.toughness_attribute"),
        ({"damage_base": 3, "target": {"armour": "helmet"}}, "target.armour"),
        ({"damage_base": 3, "target": {"armour": "gambesson", "protection": 2}}, "target.protection"),
        ({"damage_base": 3, "target": {"helmet": True, "dampening": 2}}, "target.protection"),
        ({"damage_base": 3, "target": {"damage_effects": ["luck"], "armour": "plate"}}, "target.armour"),
        ({"damage_base": 3, "target": {"damage_effects": "power"}}, "target.damage_effects"),
        ({"damage_base": 3, "target": "orc"}, "target"),
    ],
)
def test_damage_errors_in_order(body: dict[str, Any], field: str) -> None:
    assert rejected("damage", body)[0] == field


def test_zone_move_heavy_items_and_marked_attribute_block() -> None:
    result = run("zone_move", {"zones": 3, "heavy_items": 2, "attribute_marked": True, "dice": [9, 8, 7, 6, 5, 4]})
    assert result["blocks_applied"] == 5
    assert result["total"] == 4


def test_zone_move_difficulty_and_opposition() -> None:
    result = run("zone_move", {"difficulty": "hard", "roll": {"skill": 4}, "dice": [8]})
    assert (result["moved"], result["difficulty"], "opponent_total" in result) == (True, 12, False)
    result = run("zone_move", {"roll": {"skill": 4}, "opposed_by": {"skill": 4}, "difficulty": "bad", "dice": [3, 3]})
    assert (result["moved"], result["opponent_total"], "difficulty" in result) == (True, 7, False)


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"zones": 0}, "zones"),
        ({"zones": 21, "roll": 3}, "zones"),
        ({"roll": 3}, "roll"),
        ({"roll": {"skill": -1}}, "roll.skill"),
        ({"heavy_items": 6}, "heavy_items"),
        ({"attribute_marked": "no"}, "attribute_marked"),
        ({"opposed_by": {"blocks": 11}}, "opposed_by.blocks"),
        ({"difficulty": "impossible"}, "difficulty"),
    ],
)
def test_zone_move_errors(body: dict[str, Any], field: str) -> None:
    assert rejected("zone_move", body)[0] == field


def test_balance_check_zeroed_means_a_fall() -> None:
    result = run("balance_check", {"roll": {"skill": 2}, "dice": [0]})
    assert (result["may_act"], result["falls"], result["outcome"]) == (False, True, "zeroed")


def test_balance_check_errors() -> None:
    assert rejected("balance_check", {"roll": {"attribute": 7}})[0] == "roll.attribute"
    assert rejected("balance_check", {"dice": []})[0] == "dice"
