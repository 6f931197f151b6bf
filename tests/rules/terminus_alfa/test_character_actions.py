"""Phase 3, ``combat_character_actions``: attacks, escapes, freeing, equipment, leaving a vehicle."""

from __future__ import annotations

from typing import Any

import pytest

from tests.rules.terminus_alfa.helpers import (
    character,
    in_phase,
    opponent,
    phase_body,
    refused,
    run,
    start,
    who,
)


def party(
    kira: dict[str, Any] | None = None,
    ulf: dict[str, Any] | None = None,
    foes: list[dict[str, Any]] | None = None,
    **setup: Any,
) -> dict[str, Any]:
    state = start(
        [
            character(
                "kira",
                **{
                    "abilities": {"smidig": 7},
                    "equipment_list": ["fakkel", "reb"],
                    "slots": ["spyd"],
                    **(kira or {}),
                },
            ),
            character("ulf", **{"equipment_list": ["brød"], **(ulf or {})}),
        ],
        foes or [opponent("vagt"), opponent("skytte", kamp=12, skyde=18)],
        **setup,
    )
    return in_phase(state, "character_actions")


def act(state: dict[str, Any], declarations: dict[str, Any], dice: list[int] | None = None) -> dict[str, Any]:
    return run("combat_character_actions", phase_body(state, declarations, dice))


def strike(character_id: str, opponent_id: str, value: Any, **fields: Any) -> dict[str, Any]:
    return {
        "character_id": character_id,
        "kind": "attack",
        "opponent_id": opponent_id,
        "attack_type": "melee",
        "attack_value": value,
        **fields,
    }


def test_an_attack_deals_the_difference_over_the_defence() -> None:
    result = act(party(), {"actions": [strike("kira", "vagt", 16)]}, [5, 6])
    assert result["results"] == [
        {
            "type": "character_attack",
            "character_id": "kira",
            "opponent_id": "vagt",
            "total": 27,
            "defence": 15,
            "hit": True,
            "damage": 12,
            "blocked": None,
            "terminus_roll": False,
            "pairs": [[5, 6]],
        }
    ]
    assert who(result["state"], "vagt")["endurance"] == 18
    assert who(result["state"], "kira")["rolls_used"] == 1
    assert result["state"]["phase"] == "tally"
    assert result["events"] == result["results"]


def test_the_defence_is_skyde_when_the_opponent_has_one() -> None:
    record = act(party(), {"actions": [strike("kira", "skytte", 10)]}, [4, 4])["results"][0]
    assert (record["defence"], record["hit"], record["damage"]) == (18, True, 0)


def test_a_miss_deals_nothing() -> None:
    record = act(party(), {"actions": [strike("kira", "skytte", 10)]}, [4, 3])["results"][0]
    assert (record["total"], record["hit"], record["damage"], record["blocked"]) == (17, False, 0, None)


def test_a_fumble_is_blocked() -> None:
    record = act(party(), {"actions": [strike("kira", "vagt", 100)]}, [1, 1])["results"][0]
    assert (record["total"], record["hit"], record["damage"], record["blocked"]) == (0, False, 0, "fumble")


def test_a_terminus_roll_explodes_and_is_reported() -> None:
    record = act(party(), {"actions": [strike("kira", "vagt", 0)]}, [6, 6, 6, 6, 2, 1])["results"][0]
    assert (record["total"], record["terminus_roll"], record["pairs"]) == (27, True, [[6, 6], [6, 6], [2, 1]])


def test_a_leader_is_hit_only_by_a_terminus_roll_that_reaches_the_defence() -> None:
    state = party(leader_id="vagt")
    blocked = act(state, {"actions": [strike("kira", "vagt", 50)]}, [5, 5])["results"][0]
    assert (blocked["hit"], blocked["damage"], blocked["blocked"]) == (False, 0, "leader_needs_terminus")
    struck = act(state, {"actions": [strike("kira", "vagt", 0)]}, [6, 6, 1, 2])
    assert (struck["results"][0]["hit"], struck["results"][0]["damage"]) == (True, 0)
    assert who(struck["state"], "vagt")["endurance"] == 30


@pytest.mark.parametrize(
    ("species", "fields", "blocked", "damage"),
    [
        ("daemons", {}, "needs_spirit_weapon_or_kultisme", 0),
        ("daemons", {"weapon_marks": ["astral"]}, "needs_spirit_weapon_or_kultisme", 0),
        ("daemons", {"weapon_marks": ["spirit"]}, None, 5),
        ("daemons", {"attack_type": "kultisme"}, None, 5),
        ("skingelhird", {"attack_type": "kultisme"}, "needs_astral_weapon", 0),
        ("skingelhird", {"weapon_marks": ["astral"]}, None, 5),
        ("undead", {}, None, 5),
    ],
)
def test_demons_and_skingelhird_need_the_right_weapon(
    species: str, fields: dict[str, Any], blocked: str | None, damage: int
) -> None:
    state = party(foes=[opponent("fjende", species=species)])
    record = act(state, {"actions": [strike("kira", "fjende", 10, **fields)]}, [5, 5])["results"][0]
    assert (record["hit"], record["blocked"], record["damage"]) == (True, blocked, damage)


def test_a_miss_on_a_demon_is_not_blocked() -> None:
    state = party(foes=[opponent("fjende", species="daemons")])
    record = act(state, {"actions": [strike("kira", "fjende", 1)]}, [2, 3])["results"][0]
    assert (record["hit"], record["blocked"]) == (False, None)


def test_several_characters_attack_in_list_order_and_damage_adds_up() -> None:
    result = act(party(), {"actions": [strike("ulf", "vagt", 10), strike("kira", "vagt", 12)]}, [3, 4, 5, 5])
    assert [r["damage"] for r in result["results"]] == [2, 7]
    assert who(result["state"], "vagt")["endurance"] == 21


def test_extra_rolls_allow_a_second_attack() -> None:
    declarations = {
        "power_actions": [{"character_id": "kira", "kind": "extra_roll", "power_cost": 2}],
        "actions": [strike("kira", "vagt", 10), strike("kira", "skytte", 10)],
    }
    result = act(party(), declarations, [3, 4, 5, 5])
    kira = who(result["state"], "kira")
    assert (kira["power"], kira["rolls_allowed"], kira["rolls_used"]) == (3, 2, 2)
    assert result["events"][0] == {
        "type": "power_action",
        "character_id": "kira",
        "kind": "extra_roll",
        "power_cost": 2,
        "amount": 1,
    }
    assert len(result["results"]) == 2
    error = refused("combat_character_actions", phase_body(party(), {"actions": declarations["actions"]}, [3, 4, 5, 5]))
    assert error.detail == "declarations.actions[1].character_id: no roll left this round"


def test_a_roll_spent_averting_in_phase_two_leaves_none_for_an_attack() -> None:
    state = party()
    state["characters"][0]["rolls_used"] = 1
    assert refused("combat_character_actions", phase_body(state, {"actions": [strike("kira", "vagt", 1)]})).field == (
        "declarations.actions[0].character_id"
    )


def captured(state: dict[str, Any], now: int = 1) -> dict[str, Any]:
    """Kira, captured in round 1, with the combat now in round ``now``."""
    state["characters"][0]["captured"] = {"by": "vagt", "ability": "smidig", "round": 1}
    state["round"] = now
    return state


def test_an_escape_rolls_the_ability_against_grade_twenty_from_the_next_round() -> None:
    state = captured(party(), now=2)
    result = act(state, {"actions": [{"character_id": "kira", "kind": "escape"}]}, [6, 1])
    assert result["results"][0] == {
        "type": "escape",
        "character_id": "kira",
        "total": 14,
        "grade": 20,
        "success": False,
        "pairs": [[6, 1]],
    }
    assert (result["dice"], who(result["state"], "kira")["rolls_used"]) == ([6, 1], 1)


def test_escape_success_clears_the_capture_and_failure_keeps_it() -> None:
    state = captured(party(), now=2)
    freed = act(state, {"actions": [{"character_id": "kira", "kind": "escape"}]}, [6, 6, 1, 1])
    assert (freed["results"][0]["success"], who(freed["state"], "kira")["captured"]) == (True, None)
    kept = act(state, {"actions": [{"character_id": "kira", "kind": "escape"}]}, [1, 1])
    assert kept["results"][0]["total"] == 0
    assert who(kept["state"], "kira")["captured"] is not None


def test_no_escape_in_the_round_of_capture() -> None:
    state = captured(party())
    error = refused(
        "combat_character_actions",
        phase_body(state, {"actions": [{"character_id": "kira", "kind": "escape"}]}),
    )
    assert error.field == "declarations.actions[0].kind"


def test_escape_needs_a_capture() -> None:
    error = refused(
        "combat_character_actions",
        phase_body(party(), {"actions": [{"character_id": "kira", "kind": "escape"}]}),
    )
    assert error.field == "declarations.actions[0].kind"


def test_a_captured_character_may_only_escape_or_wait() -> None:
    state = captured(party())
    error = refused("combat_character_actions", phase_body(state, {"actions": [strike("kira", "vagt", 1)]}))
    assert error.detail == "declarations.actions[0].kind: a captured character may only escape or wait"
    assert act(state, {"actions": [{"character_id": "kira", "kind": "none"}]})["results"] == []


def test_an_ally_frees_a_captive_without_a_roll() -> None:
    state = captured(party())
    result = act(state, {"actions": [{"character_id": "ulf", "kind": "free_captive", "target_character_id": "kira"}]})
    assert result["results"] == [{"type": "freed", "character_id": "ulf", "target_character_id": "kira"}]
    assert who(result["state"], "kira")["captured"] is None
    assert result["dice"] == []


@pytest.mark.parametrize("target", ["ulf", "kira", "nobody", None])
def test_freeing_needs_a_captured_ally(target: str | None) -> None:
    state = party()
    state["characters"][1]["captured"] = None
    action = {"character_id": "ulf", "kind": "free_captive", "target_character_id": target}
    assert refused("combat_character_actions", phase_body(state, {"actions": [action]})).field == (
        "declarations.actions[0].target_character_id"
    )


def test_changing_equipment_moves_items_both_ways() -> None:
    action = {"character_id": "kira", "kind": "change_equipment", "to_slots": ["reb"], "to_list": ["spyd"]}
    result = act(party(), {"actions": [action]})
    kira = who(result["state"], "kira")
    assert (kira["equipment_list"], kira["slots"]) == (["fakkel", "spyd"], ["reb"])
    assert result["results"] == [{"type": "equipment_changed", "character_id": "kira"}]


@pytest.mark.parametrize(
    ("fields", "field"),
    [
        ({"to_slots": ["sværd"]}, "to_slots"),
        ({"to_slots": ["reb", "reb"]}, "to_slots"),
        ({"to_list": ["fakkel"]}, "to_list"),
    ],
)
def test_changing_equipment_needs_the_items(fields: dict[str, Any], field: str) -> None:
    action = {"character_id": "kira", "kind": "change_equipment", **fields}
    assert refused("combat_character_actions", phase_body(party(), {"actions": [action]})).field == (
        f"declarations.actions[0].{field}"
    )


def test_whole_round_actions_must_be_alone_and_before_any_roll() -> None:
    change = {"character_id": "kira", "kind": "change_equipment"}
    error = refused(
        "combat_character_actions",
        phase_body(party(), {"actions": [change, {"character_id": "kira", "kind": "none"}]}),
    )
    assert error.field == "declarations.actions[0].kind"
    state = party()
    state["characters"][0]["rolls_used"] = 1
    assert (
        refused("combat_character_actions", phase_body(state, {"actions": [change]})).field
        == "declarations.actions[0].kind"
    )


def test_a_trade_moves_each_partners_items_to_the_other() -> None:
    actions = [
        {"character_id": "kira", "kind": "trade_equipment", "partner_id": "ulf", "give": ["reb"]},
        {"character_id": "ulf", "kind": "trade_equipment", "partner_id": "kira", "give": ["brød"]},
    ]
    result = act(party(), {"actions": actions})
    assert who(result["state"], "kira")["equipment_list"] == ["fakkel", "brød"]
    assert who(result["state"], "ulf")["equipment_list"] == ["reb"]
    assert result["results"][0] == {
        "type": "equipment_traded",
        "character_id": "kira",
        "partner_id": "ulf",
        "give": ["reb"],
    }


@pytest.mark.parametrize(
    ("actions", "field"),
    [
        (
            [{"character_id": "kira", "kind": "trade_equipment", "partner_id": "ulf", "give": ["reb"]}],
            "partner_id",
        ),
        ([{"character_id": "kira", "kind": "trade_equipment", "partner_id": "kira"}], "partner_id"),
        ([{"character_id": "kira", "kind": "trade_equipment"}], "partner_id"),
        (
            [{"character_id": "kira", "kind": "trade_equipment", "partner_id": "ulf", "give": ["brød"]}],
            "give",
        ),
    ],
)
def test_a_trade_needs_both_partners(actions: list[dict[str, Any]], field: str) -> None:
    assert refused("combat_character_actions", phase_body(party(), {"actions": actions})).field == (
        f"declarations.actions[0].{field}"
    )


def test_leaving_a_vehicle_clears_the_vehicle_id() -> None:
    state = party(kira={"vehicle_id": "vogn"}, vehicles=[{"id": "vogn", "endurance": 10}])
    result = act(state, {"actions": [{"character_id": "kira", "kind": "leave_vehicle"}]})
    assert result["results"] == [{"type": "left_vehicle", "character_id": "kira", "vehicle_id": "vogn"}]
    assert who(result["state"], "kira")["vehicle_id"] is None
    error = refused(
        "combat_character_actions",
        phase_body(party(), {"actions": [{"character_id": "kira", "kind": "leave_vehicle"}]}),
    )
    assert error.field == "declarations.actions[0].kind"


@pytest.mark.parametrize(
    ("marks", "attack_type", "allowed"),
    [
        (["K"], "melee", True),
        (["S"], "melee", False),
        (["S"], "ranged", True),
        (["K"], "ranged", False),
        (["+S"], "vehicle_weapon", True),
        (["S"], "vehicle_weapon", False),
        ([], "kultisme", True),
        ([], "knowledge", True),
    ],
)
def test_vehicle_marks_limit_attacks_from_inside(marks: list[str], attack_type: str, allowed: bool) -> None:
    state = party(kira={"vehicle_id": "vogn"}, vehicles=[{"id": "vogn", "endurance": 10, "marks": marks}])
    body = phase_body(state, {"actions": [strike("kira", "vagt", 10, attack_type=attack_type)]}, [3, 4])
    if allowed:
        assert run("combat_character_actions", body)["results"][0]["total"] == 17
    else:
        assert refused("combat_character_actions", body).field == "declarations.actions[0].attack_type"


def test_a_vehicle_weapon_needs_a_vehicle() -> None:
    body = phase_body(party(), {"actions": [strike("kira", "vagt", 10, attack_type="vehicle_weapon")]}, [3, 4])
    assert refused("combat_character_actions", body).detail == "declarations.actions[0].attack_type: not in a vehicle"


@pytest.mark.parametrize(
    ("action", "field"),
    [
        (strike("ghost", "vagt", 1), "character_id"),
        (strike("kira", "ghost", 1), "opponent_id"),
        (
            {"character_id": "kira", "kind": "attack", "attack_type": "melee", "attack_value": 1},
            "opponent_id",
        ),
        ({"character_id": "kira", "kind": "attack", "opponent_id": "vagt", "attack_value": 1}, "attack_type"),
        (
            {"character_id": "kira", "kind": "attack", "opponent_id": "vagt", "attack_type": "melee"},
            "attack_value",
        ),
        (strike("kira", "vagt", 1, attack_type="magic"), "attack_type"),
        (strike("kira", "vagt", 1.5), "attack_value"),
        (strike("kira", "vagt", 1, weapon_marks=["fire"]), "weapon_marks[0]"),
        ({"character_id": "kira", "kind": "dance"}, "kind"),
        ({"kind": "none"}, "character_id"),
    ],
)
def test_action_checks(action: dict[str, Any], field: str) -> None:
    assert refused("combat_character_actions", phase_body(party(), {"actions": [action]}, [9])).field == (
        f"declarations.actions[0].{field}"
    )


def test_an_attack_on_a_defeated_opponent_is_refused() -> None:
    state = party()
    state["opponents"][0]["status"] = "defeated"
    assert refused("combat_character_actions", phase_body(state, {"actions": [strike("kira", "vagt", 1)]})).field == (
        "declarations.actions[0].opponent_id"
    )


@pytest.mark.parametrize(
    ("power", "field"),
    [
        ({"character_id": "kira", "kind": "modify_attack", "power_cost": 1, "amount": 2}, "kind"),
        ({"character_id": "kira", "kind": "extra_roll", "power_cost": 6}, "power_cost"),
        ({"character_id": "kira", "kind": "extra_roll", "power_cost": 1, "amount": 0}, "amount"),
        ({"character_id": "ghost", "kind": "extra_roll", "power_cost": 1}, "character_id"),
    ],
)
def test_phase_three_power_actions(power: dict[str, Any], field: str) -> None:
    assert refused("combat_character_actions", phase_body(party(), {"power_actions": [power]})).field == (
        f"declarations.power_actions[0].{field}"
    )


def test_no_actions_no_dice() -> None:
    result = act(party(), {})
    assert (result["results"], result["dice"], result["state"]["phase"]) == ([], [], "tally")
    assert refused("combat_character_actions", phase_body(party(), {}, [2, 2])).detail == "dice: faces left over"
