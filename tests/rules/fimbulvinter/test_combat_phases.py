"""The combat round's phase operations (§11.2–§11.9), one phase at a time."""

from __future__ import annotations

from typing import Any

import pytest

from app.rules import JsonObject
from tests.rules.fimbulvinter.combat_helpers import (
    at_phase,
    declare_actions,
    duel,
    events_of,
    fighter,
    fighter_in,
    start,
)
from tests.rules.fimbulvinter.helpers import rejected, run


def test_start_fills_every_default_and_raises_daze_to_wounds() -> None:
    state = start(
        [
            fighter("a", "x", wounds=[{"severity": "light"}, {"severity": "serious"}], daze=1),
            fighter("b", "y"),
        ],
        [{"first_man": "a", "second_men": ["b"]}],
        dice=[3, 1],
    )
    a = fighter_in(state, "a")
    assert a["daze"] == 2
    assert a["attributes"] == {"power": 0, "quickness": 0, "finesse": 0, "mind": 0, "soul": 0, "heart": 0}
    assert (a["weapon"], a["armour"], a["name"], a["important"]) == ("unarmed", None, "a", True)
    assert state["subfights"][0]["id"] == "sf1"
    assert state["zones"] == []


def test_start_without_a_contest_needs_no_dice() -> None:
    result = run(
        "combat_start",
        {
            "combatants": [fighter("a", "x", weapon="spear"), fighter("b", "y", weapon="sword")],
            "subfights": [{"first_man": "a", "second_men": ["b"]}],
        },
    )
    assert result["dice"] == []
    assert result["events"] == [{"type": "subfight_setup", "subfight": "sf1", "distance": "spear", "advantage": "a"}]


def test_a_knocked_out_longest_weapon_does_not_pass_advantage_on() -> None:
    state = start(
        [fighter("a", "x", weapon="spear", knocked_out=True), fighter("b", "y", weapon="sword")],
        [{"first_man": "a", "second_men": ["b"]}],
    )
    assert state["subfights"][0]["advantage"] is None


def test_ranged_weapons_count_as_free_in_a_subfight() -> None:
    state = start(
        [fighter("a", "x", weapon="bow"), fighter("b", "y", weapon="spear")],
        [{"first_man": "a", "second_men": ["b"]}],
    )
    assert state["subfights"][0]["distances"] == {"b": "free"}
    assert state["subfights"][0]["advantage"] == "a"


def test_no_subfight_means_no_active_one() -> None:
    state = start([fighter("a", "x"), fighter("b", "y")])
    assert (state["active_subfight"], state["next_subfight_no"]) == (None, 1)


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"combatants": [fighter("a", "x")]}, "combatants"),
        ({"combatants": [fighter("a", "x"), "b"]}, "combatants[1]"),
        ({"combatants": [fighter("a", "x"), {"side": "y"}]}, "combatants[1].id"),
        ({"combatants": [fighter("a", "x"), fighter("a", "y")]}, "combatants"),
        ({"combatants": [fighter("a", "x"), {"id": "b"}]}, "combatants[1].side"),
        (
            {"combatants": [fighter("a", "x"), fighter("b", "y", attributes={"luck": 1})]},
            "combatants[1].attributes",
        ),
        (
            {"combatants": [fighter("a", "x"), fighter("b", "y", attributes={"power": 5})]},
            "combatants[1].attributes.power",
        ),
        ({"combatants": [fighter("a", "x"), fighter("b", "y", skills={"magic": 1})]}, "combatants[1].skills"),
        (
            {"combatants": [fighter("a", "x"), fighter("b", "y", skills={"jakt": 21})]},
            "combatants[1].skills.jakt",
        ),
        ({"combatants": [fighter("a", "x"), fighter("b", "y", weapon="laser")]}, "combatants[1].weapon"),
        ({"combatants": [fighter("a", "x"), fighter("b", "y", armour="helmet")]}, "combatants[1].armour"),
        (
            {"combatants": [fighter("a", "x"), fighter("b", "y", wounds=[{"severity": "bad"}])]},
            "combatants[1].wounds",
        ),
        (
            {"combatants": [fighter("a", "x"), fighter("b", "y", damage_effects=["luck"])]},
            "combatants[1].damage_effects",
        ),
        (
            {"combatants": [fighter("a", "x"), fighter("b", "y", damage_effect_priority=["power"])]},
            "combatants[1].damage_effect_priority",
        ),
        (
            {
                "combatants": [fighter("a", "x"), fighter("b", "y")],
                "zones": [{"id": "z", "properties": ["windy"]}],
            },
            "zones[0].properties",
        ),
        (
            {
                "combatants": [fighter("a", "x"), fighter("b", "y")],
                "zones": [{"id": "z", "properties": ["height_advantage"]}],
            },
            "zones[0].properties",
        ),
        (
            {"combatants": [fighter("a", "x", zone="moon"), fighter("b", "y")], "zones": [{"id": "z"}]},
            "combatants[0].zone",
        ),
        (
            {
                "combatants": [fighter("a", "x"), fighter("b", "y")],
                "subfights": [{"first_man": "c", "second_men": ["b"]}],
            },
            "subfights[0].first_man",
        ),
        (
            {
                "combatants": [fighter("a", "x"), fighter("b", "y")],
                "subfights": [{"first_man": "a", "second_men": ["c"]}],
            },
            "subfights[0].second_men",
        ),
        (
            {
                "combatants": [fighter("a", "x"), fighter("b", "y")],
                "subfights": [{"first_man": "a", "second_men": ["a"]}],
            },
            "subfights[0]",
        ),
        (
            {
                "combatants": [fighter("a", "x"), fighter("b", "y"), fighter("c", "y")],
                "subfights": [
                    {"first_man": "a", "second_men": ["b"]},
                    {"first_man": "c", "second_men": ["b"]},
                ],
            },
            "subfights[1]",
        ),
        (
            {
                "combatants": [fighter("a", "x"), fighter("b", "x")],
                "subfights": [{"first_man": "a", "second_men": ["b"]}],
            },
            "subfights[0].second_men",
        ),
    ],
)
def test_start_errors(body: JsonObject, field: str) -> None:
    assert rejected("combat_start", body)[0] == field


def distance(state: JsonObject, declarations: JsonObject, dice: list[int] | None = None) -> JsonObject:
    result: JsonObject = run("combat_distance", {"state": state, "declarations": declarations, "dice": dice or []})
    return result


def test_same_moves_happen() -> None:
    result = distance(duel(), {"first_man": {"move": "advance", "target": "b"}, "second_men": {"b": "advance"}})
    assert events_of(result, "distance")[0] | {"type": "distance"} == {
        "type": "distance",
        "pair": ["a", "b"],
        "first_man": "advance",
        "second_man": "advance",
        "result": "advance",
        "decided_by": "same",
        "distance": "arm",
    }
    assert result["state"]["subfights"][0]["distance_changed"] is True
    assert result["state"]["phase"] == "advantage"


def test_the_advantage_holder_decides_a_disagreement() -> None:
    result = distance(duel(), {"second_men": {"b": "retreat"}})
    event = events_of(result, "distance")[0]
    assert (event["result"], event["decided_by"], event["distance"]) == ("hold", "advantage", "sword")
    assert result["state"]["subfights"][0]["distance_changed"] is False


def test_without_advantage_an_opposed_manovrer_roll_decides() -> None:
    state = duel()
    state["subfights"][0]["advantage"] = None
    result = distance(state, {"first_man": {"move": "advance", "target": "b"}, "second_men": {"b": "retreat"}}, [5, 5])
    assert events_of(result, "distance_roll") == [
        {"type": "distance_roll", "first_man_total": 7, "second_man_total": 7, "winner": "a"}
    ]
    assert events_of(result, "distance")[0]["decided_by"] == "manovrer"
    assert result["dice"] == [5, 5]


def test_heavy_and_hindering_items_block_distance_rolls() -> None:
    state = duel({"weapon": "hammer", "armour": "ring_mail"}, {"armour": "lamellar"}, dice=[4, 2])
    state["subfights"][0]["advantage"] = None
    result = distance(state, {"first_man": {"move": "retreat"}}, [9, 1, 8, 5, 0])
    roll = events_of(result, "distance_roll")[0]
    assert (roll["first_man_total"], roll["second_man_total"], roll["winner"]) == (3, 2, "a")


def test_a_knocked_out_combatant_always_holds() -> None:
    state = duel(b={"knocked_out": True}, dice=[])
    state["subfights"][0]["advantage"] = None
    result = distance(state, {"first_man": {"move": "retreat"}, "second_men": {"b": "advance"}})
    event = events_of(result, "distance")[0]
    assert (event["second_man"], event["result"], event["decided_by"]) == ("hold", "retreat", "opponent_out")


def test_a_knocked_out_holder_does_not_decide() -> None:
    state = duel()
    fighter_in(state, "a")["knocked_out"] = True
    result = distance(state, {"second_men": {"b": "retreat"}})
    event = events_of(result, "distance")[0]
    assert (event["first_man"], event["result"], event["decided_by"]) == ("hold", "retreat", "opponent_out")


def test_an_advance_toward_someone_else_is_a_hold() -> None:
    state = start(
        [
            fighter("a", "x", weapon="sword"),
            fighter("b", "y", weapon="sword"),
            fighter("c", "y", weapon="spear"),
        ],
        [{"first_man": "a", "second_men": ["b", "c"]}],
    )
    result = distance(state, {"first_man": {"move": "advance", "target": "c"}, "second_men": {"c": "advance"}})
    assert [(event["first_man"], event["distance"]) for event in events_of(result, "distance")] == [
        ("hold", "spear"),
        ("advance", "pole"),
    ]


def test_distance_is_clamped_at_body() -> None:
    state = duel()
    state["subfights"][0]["distances"]["b"] = "body"
    result = distance(state, {"first_man": {"move": "advance", "target": "b"}, "second_men": {"b": "advance"}})
    assert result["state"]["subfights"][0]["distances"]["b"] == "body"
    assert result["state"]["subfights"][0]["distance_changed"] is False


@pytest.mark.parametrize(
    ("declarations", "field"),
    [
        ({"first_man": {"move": "charge"}}, "declarations.first_man.move"),
        ({"second_men": {"b": "charge"}}, "declarations.second_men.b"),
        ({"first_man": {"move": "advance"}}, "declarations.first_man.target"),
        ({"first_man": {"move": "advance", "target": "a"}}, "declarations.first_man.target"),
        ({"second_men": {"a": "hold"}}, "declarations.second_men"),
        ({"first_man": {"move": "advance"}, "second_men": {"b": "run"}}, "declarations.second_men.b"),
        ({"first_man": "advance"}, "declarations.first_man"),
        ("advance", "declarations"),
    ],
)
def test_distance_errors(declarations: Any, field: str) -> None:
    assert rejected("combat_distance", {"state": duel(), "declarations": declarations})[0] == field


@pytest.mark.parametrize("state", [None, {}, {"system": "fimbulvinter"}, {"phase": "distance"}, "state"])
def test_not_a_combat_state(state: object) -> None:
    assert rejected("combat_distance", {"state": state}) == (
        "state",
        "state: not a fimbulvinter combat state",
    )


def test_a_broken_reference_is_not_a_combat_state() -> None:
    state = duel()
    state["subfights"][0]["second_men"] = ["nobody"]
    assert rejected("combat_advantage", {"state": state})[0] == "state"


def test_the_phase_is_checked_after_the_state() -> None:
    assert rejected("combat_advantage", {"state": duel(), "dice": "x"}) == (
        "state.phase",
        "state.phase: expected phase advantage, state is in distance",
    )


def advantage(state: JsonObject, dice: list[int] | None = None) -> JsonObject:
    result: JsonObject = run("combat_advantage", {"state": at_phase(state, "advantage"), "dice": dice or []})
    return result


def test_advantage_stays_without_a_reason_to_change() -> None:
    result = advantage(duel())
    assert result["events"] == [{"type": "advantage", "subfight": "sf1", "holder": "a", "redetermined": False}]
    assert result["state"]["phase"] == "actions"


def test_optimal_distance_beats_too_short() -> None:
    state = start(
        [fighter("a", "x", weapon="spear"), fighter("b", "y", weapon="sword")],
        [{"first_man": "a", "second_men": ["b"]}],
    )
    state["subfights"][0] |= {"distances": {"b": "sword"}, "distance_changed": True, "advantage": "a"}
    result = advantage(state)
    assert result["state"]["subfights"][0]["advantage"] == "b"
    assert result["state"]["subfights"][0]["distance_changed"] is False


def test_everyone_too_long_means_nobody_holds_advantage() -> None:
    state = duel()
    state["subfights"][0] |= {"distances": {"b": "free"}, "holder_damaged": True}
    assert advantage(state)["state"]["subfights"][0]["advantage"] is None


def test_a_knocked_out_holder_loses_advantage() -> None:
    state = duel()
    fighter_in(state, "a")["knocked_out"] = True
    result = advantage(state)
    assert result["events"][-1] == {
        "type": "advantage",
        "subfight": "sf1",
        "holder": "b",
        "redetermined": True,
    }


def test_a_helmet_blocks_and_a_quick_weapon_pushes_the_contest() -> None:
    state = duel({"helmet": True}, {"weapon": "sword"}, dice=[4, 4, 2])
    state["subfights"][0]["distance_changed"] = True
    result = advantage(state, [8, 1, 5])
    contest = events_of(result, "advantage_contest")[0]
    assert contest["rounds"][0][0]["pool"] == [8, 1]
    assert contest["winner"] == "b"
    assert "subfight" not in contest


def test_no_active_subfight_just_moves_on() -> None:
    state = start([fighter("a", "x"), fighter("b", "y")])
    assert run("combat_distance", {"state": state})["events"] == []
    assert advantage(state)["events"] == []


def actions(state: JsonObject, declared: JsonObject, turn_order: list[str] | None = None) -> JsonObject:
    declarations: JsonObject = {"actions": declared}
    if turn_order is not None:
        declarations["turn_order"] = turn_order
    result: JsonObject = run("combat_actions", {"state": at_phase(state, "actions"), "declarations": declarations})
    return result


def test_counter_is_stored_as_attack_and_targets_the_first_man() -> None:
    result = actions(duel(), {"b": {"type": "counter"}})
    assert result["state"]["pending_actions"]["b"] == {
        "type": "attack",
        "override_knockout": False,
        "modifiers": 0,
        "activated_traits": [],
        "reduce_daze_traits": [],
        "skill": None,
        "attribute": None,
        "distance": 2,
        "target": "a",
    }
    assert result["state"]["phase"] == "defences"


def test_no_attack_skips_the_defences() -> None:
    result = actions(duel(), {"a": {"type": "rest"}, "b": {"type": "leave", "opposed_by": "a"}})
    assert result["state"]["phase"] == "resolve"
    assert result["state"]["pending_actions"]["b"]["opposed_by"] == "a"
    assert result["events"] == [{"type": "actions_declared", "order": ["a", "b"]}]


THREE = [
    fighter("a", "x", weapon="sword", zone="hall"),
    fighter("b", "y", weapon="sword", zone="hall"),
    fighter("c", "y", weapon="sword", zone="hall"),
    fighter("d", "x", weapon="spear", zone="hall"),
    fighter("e", "y", weapon="bow", zone="loft"),
    fighter("f", "y", weapon="spear", zone="hall"),
]
ZONES: list[JsonObject] = [
    {"id": "hall", "adjacent": ["loft"], "properties": ["narrow"]},
    {
        "id": "loft",
        "properties": ["near_other_zone", "height_advantage", "limited_sight"],
        "adjacent": ["hall"],
    },
    {"id": "cellar", "properties": ["tight"]},
    {"id": "moor", "sight_lines": {"hall": "obstructed"}},
]


def crowd() -> JsonObject:
    return start(
        THREE,
        [{"first_man": "a", "second_men": ["b", "c"]}, {"first_man": "d", "second_men": ["f"]}],
        zones=ZONES,
        dice=[5, 1, 1, 4, 2],
    )


def test_third_men_shoot_and_sight_lines_are_limited_by_a_zone() -> None:
    state = crowd()
    result = actions(state, {"e": {"type": "ranged_attack", "target": "a"}})
    assert result["state"]["pending_actions"]["e"]["sight_line"] == "limited"
    assert result["state"]["pending_actions"]["e"]["distance"] is None


def test_melee_from_a_height_is_stored() -> None:
    state = crowd()
    fighter_in(state, "e")["weapon"] = "axe"
    result = actions(state, {"e": {"type": "melee_attack", "target": "b"}})
    assert result["state"]["pending_actions"]["e"]["height_advantage"] is True


@pytest.mark.parametrize(
    ("declared", "field"),
    [
        ({"zed": {"type": "rest"}}, "declarations.actions.zed"),
        ({"b": "rest"}, "declarations.actions.b"),
        ({"b": {"type": "storm"}}, "declarations.actions.b.type"),
        ({"a": {"type": "counter"}}, "declarations.actions.a.type"),
        ({"d": {"type": "rest"}}, "declarations.actions.d"),
        ({"e": {"type": "attack"}}, "declarations.actions.e.type"),
        ({"a": {"type": "attack"}}, "declarations.actions.a.target"),
        ({"a": {"type": "attack", "target": "f"}}, "declarations.actions.a.target"),
        ({"a": {"type": "attack", "target": "ghost"}}, "declarations.actions.a.target"),
        ({"b": {"type": "attack", "target": "c"}}, "declarations.actions.b.target"),
        ({"e": {"type": "melee_attack", "target": "a"}}, "declarations.actions.e.type"),
        ({"e": {"type": "ranged_attack"}}, "declarations.actions.e.target"),
        ({"e": {"type": "ranged_attack", "target": "e"}}, "declarations.actions.e.target"),
        ({"b": {"type": "move", "to_zone": "sky"}}, "declarations.actions.b.to_zone"),
        ({"b": {"type": "move", "to_zone": "hall", "zones": 0}}, "declarations.actions.b.zones"),
        ({"b": {"type": "leave", "opposed_by": "ghost"}}, "declarations.actions.b.opposed_by"),
        ({"b": {"type": "rest", "skill": "magic"}}, "declarations.actions.b.skill"),
        ({"b": {"type": "rest", "attribute": "luck"}}, "declarations.actions.b.attribute"),
        ({"b": {"type": "rest", "modifiers": 51}}, "declarations.actions.b.modifiers"),
        ({"b": {"type": "rest", "activated_traits": ["x", "x"]}}, "declarations.actions.b.activated_traits"),
        ({"b": {"type": "rest", "reduce_daze_traits": [""]}}, "declarations.actions.b.reduce_daze_traits"),
        ({"b": {"type": "rest", "override_knockout": 1}}, "declarations.actions.b.override_knockout"),
    ],
)
def test_action_errors(declared: JsonObject, field: str) -> None:
    state = crowd()
    assert (
        rejected("combat_actions", {"state": at_phase(state, "actions"), "declarations": {"actions": declared}})[0]
        == field
    )


def test_obstructed_melee_reach_and_narrow_zones() -> None:
    state = crowd()
    fighter_in(state, "e")["zone"] = "moor"
    assert rejected_action(state, {"e": {"type": "ranged_attack", "target": "b"}}) == "declarations.actions.e.target"
    state = crowd()
    fighter_in(state, "e").update(zone="hall", weapon="axe")
    fighter_in(state, "b")["zone"] = "moor"
    assert rejected_action(state, {"e": {"type": "melee_attack", "target": "b"}}) == "declarations.actions.e.target"


def rejected_action(state: JsonObject, declared: JsonObject, turn_order: object = None) -> str:
    declarations: JsonObject = {"actions": declared}
    if turn_order is not None:
        declarations["turn_order"] = turn_order
    return rejected("combat_actions", {"state": at_phase(state, "actions"), "declarations": declarations})[0]


def test_a_pole_weapon_cannot_be_used_in_a_narrow_zone() -> None:
    state = crowd()
    state["active_subfight"] = state["subfights"][1]["id"]
    assert rejected_action(state, {"d": {"type": "attack", "target": "f"}}) == "declarations.actions.d"


def test_a_weapon_at_too_long_distance_cannot_attack() -> None:
    state = duel({"weapon": "knife"}, dice=[])
    assert rejected_action(state, {"a": {"type": "attack"}}) == "declarations.actions.a"


def test_a_slow_weapon_cannot_attack_two_rounds_running() -> None:
    state = duel({"weapon": "crossbow"}, dice=[])
    fighter_in(state, "a")["last_action"] = {"type": "attack", "weapon": "crossbow", "round": 0}
    state["round"] = 1
    assert rejected_action(state, {"a": {"type": "attack"}}) == "declarations.actions.a"
    state["round"] = 2
    assert actions(state, {"a": {"type": "attack"}})["state"]["phase"] == "defences"


def test_a_tight_zone_takes_one_person() -> None:
    state = crowd()
    assert actions(state, {"b": {"type": "move", "to_zone": "cellar"}})["state"]["pending_actions"]["b"]["zones"] == 1
    fighter_in(state, "f")["zone"] = "cellar"
    assert rejected_action(state, {"b": {"type": "move", "to_zone": "cellar"}}) == "declarations.actions.b.to_zone"


def test_dead_and_knocked_out_actors() -> None:
    state = duel(b={"dead": True}, dice=[])
    assert rejected_action(state, {"b": {"type": "rest"}}) == "declarations.actions.b"
    state = duel(b={"knocked_out": True}, dice=[])
    assert rejected_action(state, {"b": {"type": "rest"}}) == "declarations.actions.b"
    assert (
        actions(state, {"b": {"type": "rest", "override_knockout": True}})["state"]["pending_actions"]["b"][
            "override_knockout"
        ]
        is True
    )


def test_turn_order() -> None:
    state = duel()
    assert actions(state, {"a": {"type": "rest"}, "b": {"type": "rest"}}, ["b", "a"])["state"]["turn_order"] == [
        "b",
        "a",
    ]
    assert rejected_action(state, {"a": {"type": "rest"}}, ["a", "b"]) == "declarations.turn_order"
    state["subfights"][0]["advantage"] = None
    assert rejected_action(state, {"a": {"type": "rest"}}, ["a"]) == "declarations.turn_order"


def test_default_turn_order_is_first_man_second_men_then_third_men() -> None:
    result = actions(
        crowd(), {"e": {"type": "ranged_attack", "target": "a"}, "c": {"type": "rest"}, "a": {"type": "rest"}}
    )
    assert result["state"]["turn_order"] == ["a", "c", "e"]


def defend(state: JsonObject, defences: JsonObject) -> JsonObject:
    result: JsonObject = run("combat_defences", {"state": state, "declarations": {"defences": defences}})
    return result


def test_a_free_sight_line_forces_a_gamble() -> None:
    state = crowd()
    state["zones"][1]["properties"] = ["near_other_zone"]
    declared = declare_actions(state, {"e": {"type": "ranged_attack", "target": "a"}})
    assert declared["pending_actions"]["e"]["sight_line"] == "free"
    assert defend(declared, {})["state"]["pending_defences"]["e"]["choice"] == "gamble"
    assert rejected(
        "combat_defences", {"state": declared, "declarations": {"defences": {"e": {"choice": "defend"}}}}
    ) == (
        "declarations.defences.e.choice",
        "declarations.defences.e.choice: a free sight line forces a gamble",
    )


def test_a_knocked_out_target_gambles_unless_overriding() -> None:
    state = duel(b={"knocked_out": True}, dice=[])
    declared = declare_actions(state, {"a": {"type": "attack"}})
    assert defend(declared, {})["events"] == [{"type": "defences_declared", "defences": {"a": "gamble"}}]
    assert rejected("combat_defences", {"state": declared, "declarations": {"defences": {"a": {"choice": "defend"}}}})[
        0
    ] == ("declarations.defences.a.choice")
    chosen = defend(declared, {"a": {"choice": "defend", "override_knockout": True, "skill": "slagsmal"}})
    assert chosen["state"]["pending_defences"]["a"] == {
        "choice": "defend",
        "override_knockout": True,
        "skill": "slagsmal",
        "attribute": None,
        "modifiers": 0,
        "activated_traits": [],
    }


@pytest.mark.parametrize(
    ("defences", "field"),
    [
        ({"b": {"choice": "defend"}}, "declarations.defences.b"),
        ({"a": "defend"}, "declarations.defences.a"),
        ({"a": {"choice": "dodge"}}, "declarations.defences.a.choice"),
        ({"a": {"skill": "magic"}}, "declarations.defences.a.skill"),
        ({"a": {"attribute": "luck"}}, "declarations.defences.a.attribute"),
        ({"a": {"modifiers": "+2"}}, "declarations.defences.a.modifiers"),
    ],
)
def test_defence_errors(defences: JsonObject, field: str) -> None:
    declared = declare_actions(duel(), {"a": {"type": "attack"}, "b": {"type": "rest"}})
    assert rejected("combat_defences", {"state": declared, "declarations": {"defences": defences}})[0] == field


def test_gain_ground_choices() -> None:
    state = at_phase(duel(), "gain_ground", gain_ground={"attacker": "a", "target": "b"})
    give = run("combat_gain_ground", {"state": state, "declarations": {"choice": "give_ground"}})
    assert give["events"] == [{"type": "gain_ground", "choice": "give_ground", "distance": "pole"}]
    assert give["state"]["subfights"][0]["distance_changed"] is True
    assert "gain_ground" not in give["state"]
    assert (give["state"]["round"], give["state"]["phase"]) == (2, "distance")
    press = run("combat_gain_ground", {"state": state, "declarations": {"choice": "press", "defender_cornered": True}})
    assert press["events"][0]["distance"] == "arm"
    stand = run("combat_gain_ground", {"state": state, "declarations": {"defender_cornered": True}})
    assert stand["events"][0]["choice"] == "stand"
    assert stand["state"]["subfights"][0]["distance_changed"] is False


def test_gain_ground_errors() -> None:
    state = at_phase(duel(), "gain_ground", gain_ground={"attacker": "a", "target": "b"})
    assert (
        rejected("combat_gain_ground", {"state": state, "declarations": {"choice": "press"}})[0]
        == "declarations.choice"
    )
    assert rejected(
        "combat_gain_ground",
        {"state": state, "declarations": {"choice": "follow", "defender_cornered": True}},
    ) == ("declarations.choice", "declarations.choice: must be one of ('press', 'stand')")
    assert rejected("combat_gain_ground", {"state": state, "declarations": {"defender_cornered": "yes"}})[0] == (
        "declarations.defender_cornered"
    )
    assert rejected("combat_gain_ground", {"state": at_phase(duel(), "gain_ground")})[0] == "state"


def test_switch_only_between_rounds() -> None:
    state = at_phase(duel(), "actions")
    assert rejected("combat_switch_subfight", {"state": state, "subfight": "sf1"})[0] == "state.phase"


def test_switch_to_another_subfight() -> None:
    state = crowd()
    result = run("combat_switch_subfight", {"state": state, "subfight": "sf2"})
    assert result["state"]["active_subfight"] == "sf2"
    assert rejected("combat_switch_subfight", {"state": state, "subfight": 2})[0] == "subfight"


def test_end_in_any_phase() -> None:
    state = at_phase(
        duel(a={"wounds": [{"severity": "light"}], "daze": 5}), "resolve", pending_actions={}, turn_order=[]
    )
    result = run("combat_end", {"state": state})
    assert result["state"]["phase"] == "ended"
    assert fighter_in(result["state"], "a")["daze"] == 1
    assert run("combat_end", {"state": result["state"]})["state"]["phase"] == "ended"
