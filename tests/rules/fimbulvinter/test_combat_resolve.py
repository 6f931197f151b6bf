"""``combat_resolve`` (§11.7): balance, action rolls, damage, bookkeeping, restructuring, the end."""

from __future__ import annotations

from typing import Any

from app.rules import JsonObject
from tests.rules.fimbulvinter.combat_helpers import (
    at_phase,
    declare_actions,
    events_of,
    fighter,
    fighter_in,
    start,
)
from tests.rules.fimbulvinter.helpers import rejected, run


def table(
    a: dict[str, Any] | None = None,
    b: dict[str, Any] | None = None,
    *others: JsonObject,
    zones: Any = None,
    dice: Any = (4, 2),
) -> JsonObject:
    """a (side x) against b (side y) in sf1, both with swords; a wins the opening contest by default."""
    people = [
        fighter("a", "x", weapon="sword") | (a or {}),
        fighter("b", "y", weapon="sword") | (b or {}),
        *others,
    ]
    return start(people, [{"id": "sf1", "first_man": "a", "second_men": ["b"]}], zones=zones, dice=dice)


def resolve(state: JsonObject, actions: JsonObject, dice: list[int], defences: JsonObject | None = None) -> JsonObject:
    declared = declare_actions(state, actions)
    if declared["phase"] == "defences":
        declared = run("combat_defences", {"state": declared, "declarations": {"defences": defences or {}}})["state"]
    result: JsonObject = run("combat_resolve", {"state": declared, "dice": dice})
    assert result["dice"] == dice
    return result


def test_a_storm_pushes_damage_costs_daze_and_closes_the_distance() -> None:
    state = table(None, None, fighter("c", "y", daze=2))
    result = resolve(
        state, {"a": {"type": "storm"}, "b": {"type": "rest"}, "c": {"type": "move"}}, [7, 3, 2, 4, 6, 1, 3]
    )
    assert result["events"][:2] == [
        {
            "type": "attack",
            "attacker": "a",
            "target": "b",
            "outcome": "hit",
            "attack_total": 11,
            "defence_total": 9,
        },
        {"type": "move", "combatant": "c", "succeeded": True, "total": 6},
    ]
    assert events_of(result, "damage") == [
        {
            "type": "damage",
            "attacker": "a",
            "target": "b",
            "outcome": "serious_wound",
            "daze_added": 6,
            "damage_total": 10,
            "toughness_total": 8,
        }
    ]
    after = result["state"]
    assert (fighter_in(after, "a")["daze"], fighter_in(after, "b")["daze"]) == (1, 6)
    assert fighter_in(after, "b")["knocked_out"] is True
    assert after["subfights"][0]["distances"] == {"b": "arm"}
    assert after["subfights"][0]["distance_changed"] is True
    assert after["phase"] == "gain_ground"
    assert after["gain_ground"] == {"attacker": "a", "target": "b"}
    assert fighter_in(after, "a")["last_action"] == {"type": "storm", "weapon": "sword", "round": 1}
    assert fighter_in(after, "c")["last_action"] == {"type": "move", "weapon": None, "round": 1}


def test_a_zeroed_attack_gives_the_target_an_action_point_and_the_round_ends() -> None:
    result = resolve(table(), {"a": {"type": "attack"}, "b": {"type": "rest"}}, [0, 0, 5])
    assert result["events"] == [
        {
            "type": "attack",
            "attacker": "a",
            "target": "b",
            "outcome": "miss_attack_zeroed",
            "attack_total": 4,
            "defence_total": 12,
        }
    ]
    after = result["state"]
    assert fighter_in(after, "b")["action_points"] == 1
    assert (after["round"], after["phase"], after["pending_actions"], after["turn_order"]) == (
        2,
        "distance",
        None,
        None,
    )


def test_a_failed_balance_check_cancels_the_action_and_a_zeroed_one_is_a_fall() -> None:
    zones = [{"id": "beam", "properties": ["balance_challenge"]}]
    state = table({"zone": "beam"}, {"zone": "beam"}, zones=zones)
    result = resolve(state, {"a": {"type": "attack"}, "b": {"type": "counter"}}, [0, 5, 4, 4, 3])
    assert result["events"] == [
        {"type": "balance_check", "combatant": "a", "total": 2, "outcome": "zeroed"},
        {"type": "fell", "combatant": "a"},
        {"type": "balance_check", "combatant": "b", "total": 7, "outcome": "success"},
        {
            "type": "attack",
            "attacker": "b",
            "target": "a",
            "outcome": "miss",
            "attack_total": 8,
            "defence_total": 10,
        },
    ]
    assert fighter_in(result["state"], "a")["last_action"] is None


def test_the_holder_leaves_without_a_roll_and_the_subfight_dissolves() -> None:
    state = table(None, {"daze": 3})
    result = resolve(state, {"a": {"type": "leave"}, "b": {"type": "rest"}}, [])
    assert result["events"] == [
        {"type": "leave", "combatant": "a", "succeeded": True, "total": None},
        {"type": "became_third_man", "combatant": "a"},
        {"type": "subfight_dissolved", "subfight": "sf1"},
        {"type": "became_third_man", "combatant": "b"},
    ]
    after = result["state"]
    assert fighter_in(after, "b")["daze"] == 2
    assert (after["subfights"], after["active_subfight"], after["phase"]) == ([], None, "distance")


def test_an_opposed_move_to_another_zone() -> None:
    zones = [{"id": "hall"}, {"id": "yard"}]
    state = table({"zone": "hall", "daze": 2}, {"zone": "hall"}, zones=zones)
    actions = {"a": {"type": "rest"}, "b": {"type": "move", "to_zone": "yard", "opposed_by": "a"}}
    result = resolve(state, actions, [6, 3])
    assert result["events"][0] == {"type": "move", "combatant": "b", "succeeded": True, "total": 8}
    after = result["state"]
    assert fighter_in(after, "b")["zone"] == "yard"
    assert fighter_in(after, "a")["daze"] == 1


def test_a_failed_leave_stays_in_the_subfight() -> None:
    result = resolve(table(), {"b": {"type": "leave"}}, [1])
    assert result["events"] == [{"type": "leave", "combatant": "b", "succeeded": False, "total": 3}]
    assert result["state"]["subfights"][0]["second_men"] == ["b"]


def test_a_critical_wound_kills_an_unimportant_target_and_ends_the_combat() -> None:
    state = table(None, {"important": False})
    result = resolve(state, {"a": {"type": "attack"}}, [8, 2, 1, 9, 9, 5, 0])
    assert [event["type"] for event in result["events"]] == [
        "attack",
        "damage",
        "damage_effect",
        "died",
        "subfight_dissolved",
        "became_third_man",
        "combat_ended",
    ]
    after = result["state"]
    assert after["phase"] == "ended"
    assert (fighter_in(after, "b")["dead"], fighter_in(after, "b")["daze"]) == (True, 1)


def test_a_critical_wound_on_an_important_target_needs_medicine() -> None:
    state = table(None, None, fighter("c", "y"))
    result = resolve(state, {"a": {"type": "attack"}}, [8, 2, 1, 9, 9, 5, 0])
    assert events_of(result, "medicine_required") == [
        {"type": "medicine_required", "combatant": "b", "difficulty": 9, "within_hours": 1}
    ]
    assert fighter_in(result["state"], "b")["wounds"] == [{"severity": "critical"}]


def test_an_overriding_knocked_out_defender_pays_two_daze_and_is_blocked() -> None:
    state = table(
        None,
        {"knocked_out": True, "wounds": [{"severity": "serious"}], "daze": 2},
        fighter("c", "y"),
        dice=[],
    )
    defences = {"a": {"choice": "defend", "override_knockout": True}}
    result = resolve(state, {"a": {"type": "attack"}}, [5, 4, 6, 2, 1, 4], defences)
    assert result["events"][0]["defence_total"] == 9
    assert result["events"][0]["outcome"] == "hit"
    assert fighter_in(result["state"], "b")["daze"] == 2 + 2 + 3


def test_trait_activation_lowers_daze_but_never_below_wounds() -> None:
    state = table(None, {"daze": 5, "wounds": [{"severity": "light"}]})
    result = resolve(state, {"b": {"type": "rest", "reduce_daze_traits": ["Envis"]}}, [])
    assert fighter_in(result["state"], "b")["daze"] == 1


def test_a_gamble_is_no_roll_for_the_rest_action() -> None:
    state = table(None, {"daze": 3})
    result = resolve(state, {"a": {"type": "attack"}, "b": {"type": "rest"}}, [1, 2], {"a": {"choice": "gamble"}})
    assert result["events"][0]["outcome"] == "miss"
    assert fighter_in(result["state"], "b")["daze"] == 2


def test_a_defender_who_rolled_gets_no_rest() -> None:
    state = table(None, {"daze": 3})
    result = resolve(state, {"a": {"type": "attack"}, "b": {"type": "rest"}}, [1, 2, 5])
    assert fighter_in(result["state"], "b")["daze"] == 3


def test_a_third_man_joins_a_first_man_he_attacks() -> None:
    state = table(None, None, fighter("c", "y", weapon="axe"))
    result = resolve(state, {"c": {"type": "melee_attack", "target": "a"}}, [2, 5])
    assert events_of(result, "joined_subfight") == [{"type": "joined_subfight", "combatant": "c", "subfight": "sf1"}]
    subfight = result["state"]["subfights"][0]
    assert (subfight["second_men"], subfight["distances"]) == (["b", "c"], {"b": "sword", "c": "sword"})


def test_a_third_mans_attack_on_a_third_man_sets_up_a_new_subfight_after_the_damage_dice() -> None:
    state = table(None, None, fighter("c", "y", weapon="sword"), fighter("d", "x", weapon="sword"))
    result = resolve(state, {"d": {"type": "melee_attack", "target": "c"}}, [8, 1, 2, 3, 6, 2])
    assert [event["type"] for event in result["events"]] == [
        "attack",
        "damage",
        "damage_effect",
        "subfight_created",
        "advantage_contest",
        "subfight_setup",
    ]
    assert result["events"][3] == {
        "type": "subfight_created",
        "subfight": "sf2",
        "first_man": "d",
        "second_men": ["c"],
    }
    assert result["events"][4]["subfight"] == "sf2"
    assert result["events"][5] == {
        "type": "subfight_setup",
        "subfight": "sf2",
        "distance": "sword",
        "advantage": "d",
    }
    assert result["state"]["next_subfight_no"] == 3


def test_a_third_man_pulls_a_second_man_out_of_his_subfight() -> None:
    state = table(None, None, fighter("d", "x", weapon="spear"))
    result = resolve(state, {"d": {"type": "melee_attack", "target": "b"}}, [1, 5])
    assert [event["type"] for event in result["events"]] == [
        "attack",
        "subfight_dissolved",
        "became_third_man",
        "subfight_created",
        "subfight_setup",
    ]
    after = result["state"]
    assert [subfight["id"] for subfight in after["subfights"]] == ["sf2"]
    assert after["active_subfight"] == "sf2"
    assert after["subfights"][0]["advantage"] == "d"


def test_the_dice_of_the_round_must_all_be_there() -> None:
    declared = declare_actions(table(), {"a": {"type": "attack"}})
    declared = run("combat_defences", {"state": declared})["state"]
    assert rejected("combat_resolve", {"state": declared, "dice": [5, 2]}) == (
        "dice",
        "dice: needed more faces",
    )
    assert rejected("combat_resolve", {"state": declared, "dice": [5, 2, 1, 0, 0, 0]}) == (
        "dice",
        "dice: faces left over",
    )


def test_resolve_only_in_its_phase() -> None:
    assert rejected("combat_resolve", {"state": table()})[0] == "state.phase"


def test_resolve_without_any_action_ends_the_round() -> None:
    state = at_phase(table(), "resolve", pending_actions={}, turn_order=[], pending_defences={})
    result = run("combat_resolve", {"state": state})
    assert (result["events"], result["state"]["round"]) == ([], 2)
