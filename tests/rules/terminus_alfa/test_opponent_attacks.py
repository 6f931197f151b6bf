"""Phase 2, ``combat_opponent_attacks``: one shared GM roll, attacks, effects, averts and summons."""

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

CAPTURE = {"text": "FANGER", "special": "capture", "ability": "smidig"}


def fight(
    kira: dict[str, Any] | None = None,
    ulf: dict[str, Any] | None = None,
    vagt: dict[str, Any] | None = None,
    **setup: Any,
) -> dict[str, Any]:
    """Kira (defence 12, armour 1, smidig 7), Ulf (defences 8 or 14); the guard (KAMP 15), the shooter
    (SKYDE 10) and the troll (KAMP 20), in phase 2 of round 1."""
    state = start(
        [
            character(
                "kira",
                **{
                    "armour": 1,
                    "defence_options": [12],
                    "abilities": {"smidig": 7},
                    "equipment_list": ["fakkel", "reb"],
                    **(kira or {}),
                },
            ),
            character("ulf", **{"endurance_max": 44, "power_max": 3, "defence_options": [8, 14], **(ulf or {})}),
        ],
        [
            opponent("vagt", **(vagt or {})),
            opponent("skytte", kamp=None, skyde=10, endurance=25),
            opponent("trold", species="trolls", kamp=20, endurance=40),
        ],
        **setup,
    )
    return in_phase(state, "opponent_attacks")


def attacks(state: dict[str, Any], declarations: dict[str, Any], dice: list[int] | None = None) -> dict[str, Any]:
    return run("combat_opponent_attacks", phase_body(state, declarations, dice))


def hit(opponent_id: str, character_id: str, mode: str = "melee") -> dict[str, str]:
    return {"opponent_id": opponent_id, "character_id": character_id, "mode": mode}


def test_one_shared_gm_roll_for_every_attack() -> None:
    result = attacks(fight(), {"attacks": [hit("vagt", "kira"), hit("skytte", "ulf", "shoot")]}, [2, 3])
    assert result["gm_roll"] == {
        "pairs": [[2, 3]],
        "dice_total": 5,
        "effect_roll": False,
        "terminus_roll": False,
        "fumble": False,
    }
    assert [a["result"] for a in result["attacks"]] == [20, 15]
    assert result["dice"] == [2, 3]
    assert who(result["state"], "kira")["endurance"] == 40 - (20 - 12 - 1)
    assert who(result["state"], "ulf")["endurance"] == 44 - 15
    assert all(c["attacked_this_round"] for c in result["state"]["characters"])
    assert result["state"]["phase"] == "character_actions"


def test_melee_reaching_the_defence_exactly_hits_for_nothing() -> None:
    result = attacks(fight(kira={"defence_options": [20]}), {"attacks": [hit("vagt", "kira")]}, [2, 3])
    assert result["attacks"][0] == {
        "opponent_id": "vagt",
        "character_id": "kira",
        "mode": "melee",
        "result": 20,
        "target": "character",
        "defence": 20,
        "hit": True,
        "raw_damage": 0,
        "damage": 0,
        "absorbed_by": None,
    }


def test_melee_below_the_defence_misses() -> None:
    record = attacks(fight(kira={"defence_options": [21]}), {"attacks": [hit("vagt", "kira")]}, [2, 3])["attacks"][0]
    assert (record["hit"], record["raw_damage"], record["damage"]) == (False, 0, 0)


def test_the_default_defence_is_the_highest_and_a_choice_picks_another() -> None:
    default = attacks(fight(), {"attacks": [hit("trold", "ulf")]}, [2, 3])["attacks"][0]
    chosen = attacks(fight(), {"attacks": [hit("trold", "ulf")], "defence_choices": {"ulf": 0}}, [2, 3])["attacks"][0]
    assert (default["defence"], default["damage"]) == (14, 11)
    assert (chosen["defence"], chosen["damage"]) == (8, 17)


def test_a_shot_always_hits_with_the_whole_result_less_armour() -> None:
    record = attacks(fight(kira={"armour": 4}), {"attacks": [hit("skytte", "kira", "shoot")]}, [1, 2])["attacks"][0]
    assert (record["result"], record["defence"], record["hit"], record["raw_damage"], record["damage"]) == (
        13,
        None,
        True,
        13,
        9,
    )


def test_a_fumbled_gm_roll_fails_every_attack() -> None:
    result = attacks(fight(), {"attacks": [hit("vagt", "kira"), hit("skytte", "ulf", "shoot")]}, [1, 1])
    assert result["gm_roll"]["fumble"] is True
    assert [(a["result"], a["hit"], a["damage"]) for a in result["attacks"]] == [(0, False, 0), (0, False, 0)]


def test_without_fumble_zeroes_a_gm_double_one_still_attacks() -> None:
    state = fight(rules={"fumble_zeroes": False})
    record = attacks(state, {"attacks": [hit("skytte", "ulf", "shoot")]}, [1, 1])["attacks"][0]
    assert (record["result"], record["hit"]) == (12, True)


def test_a_gm_terminus_roll_adds_its_extra_pairs() -> None:
    result = attacks(fight(), {"attacks": [hit("skytte", "ulf", "shoot")]}, [6, 6, 6, 6, 1, 2])
    assert result["gm_roll"]["pairs"] == [[6, 6], [6, 6], [1, 2]]
    assert result["attacks"][0]["result"] == 10 + 27


def test_modify_attack_power_actions_add_to_the_result_against_that_character() -> None:
    declarations = {
        "attacks": [hit("skytte", "kira", "shoot"), hit("vagt", "ulf")],
        "power_actions": [
            {"character_id": "kira", "kind": "modify_attack", "power_cost": 2, "amount": -20},
            {"character_id": "kira", "kind": "modify_attack", "power_cost": 1, "amount": 3},
        ],
    }
    result = attacks(fight(), declarations, [2, 3])
    assert [(a["result"], a["hit"], a["raw_damage"]) for a in result["attacks"]] == [
        (-2, True, 0),
        (20, True, 6),
    ]
    assert who(result["state"], "kira")["power"] == 2
    assert result["events"][0] == {
        "type": "power_action",
        "character_id": "kira",
        "kind": "modify_attack",
        "power_cost": 2,
        "amount": -20,
    }


@pytest.mark.parametrize(("rounding", "damage"), [("down", 10), ("up", 11)])
def test_a_shielding_armoured_vehicle_takes_half_the_damage(rounding: str, damage: int) -> None:
    state = fight(
        kira={"vehicle_id": "vogn"},
        vehicles=[{"id": "vogn", "endurance": 30, "armoured": True, "marks": ["K"]}],
        rules={"vehicle_armour_rounding": rounding},
    )
    result = attacks(state, {"attacks": [hit("vagt", "kira")]}, [2, 4])
    assert result["attacks"][0] == {
        "opponent_id": "vagt",
        "character_id": "kira",
        "mode": "melee",
        "result": 21,
        "target": "vehicle",
        "vehicle_id": "vogn",
        "defence": 0,
        "hit": True,
        "raw_damage": 21,
        "damage": damage,
        "absorbed_by": "vehicle",
    }
    assert result["state"]["vehicles"][0]["endurance"] == 30 - damage
    assert who(result["state"], "kira")["endurance"] == 40
    assert who(result["state"], "kira")["attacked_this_round"] is True


def test_a_vehicle_shields_everyone_inside_for_the_whole_phase_even_when_destroyed_by_the_first_attack() -> None:
    state = fight(
        kira={"vehicle_id": "vogn"},
        ulf={"vehicle_id": "vogn"},
        vehicles=[{"id": "vogn", "endurance": 5, "marks": []}],
    )
    result = attacks(state, {"attacks": [hit("trold", "kira"), hit("skytte", "ulf", "shoot")]}, [2, 3])
    assert [(a["target"], a["defence"], a["damage"]) for a in result["attacks"]] == [
        ("vehicle", 0, 25),
        ("vehicle", None, 15),
    ]
    assert result["state"]["vehicles"][0]["endurance"] == 5 - 40


@pytest.mark.parametrize("endurance", [None, 0])
def test_a_vehicle_without_endurance_shields_no_one(endurance: int | None) -> None:
    state = fight(kira={"vehicle_id": "vogn"}, vehicles=[{"id": "vogn", "endurance": endurance}])
    record = attacks(state, {"attacks": [hit("vagt", "kira")]}, [2, 3])["attacks"][0]
    assert (record["target"], record["damage"]) == ("character", 7)
    assert "vehicle_id" not in record


def test_a_fortification_transfer_moves_the_whole_raw_damage_before_armour() -> None:
    state = fight(kira={"fortified": True}, fortification={"endurance": 5})
    declarations = {"attacks": [hit("vagt", "kira")], "fortification_transfers": ["kira"]}
    result = attacks(state, declarations, [2, 3])
    record = result["attacks"][0]
    assert (record["raw_damage"], record["damage"], record["absorbed_by"]) == (8, 8, "fortification")
    assert result["state"]["fortification"] == {"kind": "custom", "endurance": -3}
    assert who(result["state"], "kira")["endurance"] == 40


def test_a_used_up_fortification_takes_no_more_transfers_in_the_same_phase() -> None:
    state = fight(kira={"fortified": True}, ulf={"fortified": True}, fortification={"endurance": 5})
    declarations = {
        "attacks": [hit("vagt", "kira"), hit("skytte", "ulf", "shoot")],
        "fortification_transfers": ["kira", "ulf"],
    }
    result = attacks(state, declarations, [2, 3])
    assert [a["absorbed_by"] for a in result["attacks"]] == ["fortification", None]
    assert who(result["state"], "ulf")["endurance"] == 44 - 15


def test_a_missed_attack_is_not_transferred() -> None:
    state = fight(kira={"fortified": True, "defence_options": [30]}, fortification={"kind": "barricade"})
    declarations = {"attacks": [hit("vagt", "kira")], "fortification_transfers": ["kira"]}
    result = attacks(state, declarations, [2, 3])
    assert result["attacks"][0]["absorbed_by"] is None
    assert result["state"]["fortification"]["endurance"] == 50


def guard_effects() -> dict[str, Any]:
    return {
        "1": {"text": "-5 UDHOLDENHED", "changes": {"endurance": -5}},
        "3": {"text": "-2 KRAFT", "changes": {"power": -2}},
    }


def test_an_effect_roll_fires_every_existing_slot_hit_or_not() -> None:
    state = fight(kira={"defence_options": [50]}, vagt={"effects": guard_effects()})
    result = attacks(state, {"attacks": [hit("vagt", "kira")]}, [3, 3])
    assert result["attacks"][0]["hit"] is False
    assert result["effects"] == [
        {
            "type": "effect",
            "opponent_id": "vagt",
            "slot": "1",
            "character_id": "kira",
            "outcome": "applied",
            "actual": {"endurance": -5},
        },
        {
            "type": "effect",
            "opponent_id": "vagt",
            "slot": "3",
            "character_id": "kira",
            "outcome": "applied",
            "actual": {"power": -2},
        },
    ]
    assert (who(result["state"], "kira")["endurance"], who(result["state"], "kira")["power"]) == (35, 3)


def test_effect_slots_by_face_maps_doubles_to_slots() -> None:
    state = fight(vagt={"effects": guard_effects()}, rules={"effect_slots_by_face": {"3": ["3", "2"]}})
    assert [e["slot"] for e in attacks(state, {"attacks": [hit("vagt", "kira")]}, [3, 3])["effects"]] == ["3"]
    assert attacks(state, {"attacks": [hit("vagt", "kira")]}, [4, 4])["effects"] == []


def test_a_terminus_roll_also_fires_the_terminus_effect() -> None:
    terminus = {"text": "T", "changes": {"poison": 3}}
    state = fight(vagt={"effects": guard_effects(), "terminus_effect": terminus})
    result = attacks(state, {"attacks": [hit("vagt", "kira")]}, [6, 6, 1, 2])
    assert [e["slot"] for e in result["effects"]] == ["1", "3", "T"]
    only_terminus = fight(vagt={"effects": guard_effects(), "terminus_effect": terminus}, rules={"effect_faces": [2]})
    result = attacks(only_terminus, {"attacks": [hit("vagt", "kira")]}, [6, 6, 1, 2])
    assert [(e["slot"], e["actual"]) for e in result["effects"]] == [("T", {"poison": 3})]


def test_no_effects_without_an_effect_or_terminus_roll() -> None:
    state = fight(vagt={"effects": guard_effects(), "terminus_effect": {"text": "T"}})
    assert attacks(state, {"attacks": [hit("vagt", "kira")]}, [2, 3])["effects"] == []


def test_an_effect_on_all_reaches_every_active_character_in_state_order() -> None:
    state = fight(vagt={"effects": {"2": {"scope": "all", "changes": {"money": -1}}}}, ulf={"money": 4})
    result = attacks(state, {"attacks": [hit("vagt", "kira")]}, [2, 2])
    assert [(e["character_id"], e["outcome"]) for e in result["effects"]] == [
        ("kira", "void"),
        ("ulf", "applied"),
    ]
    assert who(result["state"], "ulf")["money"] == 3


def test_a_power_avert_protects_only_the_declaring_character() -> None:
    state = fight(vagt={"effects": {"1": {"scope": "all", "changes": {"endurance": -5}}}})
    declarations = {
        "attacks": [hit("vagt", "kira")],
        "power_actions": [
            {
                "character_id": "ulf",
                "kind": "avert_effect",
                "power_cost": 3,
                "opponent_id": "vagt",
                "slot": "1",
            }
        ],
    }
    result = attacks(state, declarations, [5, 5])
    assert [(e["character_id"], e["outcome"]) for e in result["effects"]] == [
        ("kira", "applied"),
        ("ulf", "averted"),
    ]
    assert "actual" not in result["effects"][1]
    assert who(result["state"], "ulf")["power"] == 0


def test_an_averting_ability_roll_follows_the_gm_roll_in_the_dice() -> None:
    state = fight(vagt={"effects": guard_effects()})
    declarations = {
        "attacks": [hit("vagt", "kira")],
        "ability_averts": [{"character_id": "kira", "opponent_id": "vagt", "slot": "3", "ability": "smidig"}],
    }
    result = attacks(state, declarations, [6, 6, 2, 3, 6, 6, 1, 1])
    avert = next(e for e in result["events"] if e["type"] == "avert_roll")
    assert avert == {
        "type": "avert_roll",
        "character_id": "kira",
        "opponent_id": "vagt",
        "slot": "3",
        "total": 7 + 14,
        "grade": 20,
        "success": True,
        "pairs": [[6, 6], [1, 1]],
    }
    assert [(e["slot"], e["outcome"]) for e in result["effects"]] == [("1", "applied"), ("3", "averted")]
    assert who(result["state"], "kira")["rolls_used"] == 1


def test_a_failed_or_fumbled_averting_roll_averts_nothing() -> None:
    state = fight(vagt={"effects": guard_effects()})
    avert = {"character_id": "kira", "opponent_id": "vagt", "slot": "1", "ability": "smidig", "grade": 5}
    result = attacks(state, {"attacks": [hit("vagt", "kira")], "ability_averts": [avert]}, [3, 3, 1, 1])
    assert next(e for e in result["events"] if e["type"] == "avert_roll")["success"] is False
    assert result["effects"][0]["outcome"] == "applied"


def test_the_averting_grade_defaults_to_the_rules() -> None:
    state = fight(vagt={"effects": guard_effects()}, rules={"avert_grade_default": 30})
    avert = {"character_id": "ulf", "opponent_id": "vagt", "slot": "1", "ability": "list"}
    result = attacks(state, {"attacks": [hit("vagt", "kira")], "ability_averts": [avert]}, [3, 3, 6, 5])
    assert next(e for e in result["events"] if e["type"] == "avert_roll")["grade"] == 30


def test_extra_roll_power_actions_allow_more_averting_rolls() -> None:
    state = fight(vagt={"effects": guard_effects()})
    averts = [{"character_id": "kira", "opponent_id": "vagt", "slot": slot, "ability": "smidig"} for slot in ("1", "3")]
    refusal = refused(
        "combat_opponent_attacks",
        phase_body(state, {"attacks": [hit("vagt", "kira")], "ability_averts": averts}, [3, 3, 6, 6, 1, 2, 5, 5]),
    )
    assert refusal.detail == "declarations.ability_averts[1].character_id: no roll left this round"
    extra = {"character_id": "kira", "kind": "extra_roll", "power_cost": 1}
    faces = [3, 3, 6, 6, 1, 2, 6, 6, 1, 1]
    result = attacks(
        state, {"attacks": [hit("vagt", "kira")], "ability_averts": averts, "power_actions": [extra]}, faces
    )
    assert who(result["state"], "kira")["rolls_allowed"] == 2
    assert who(result["state"], "kira")["rolls_used"] == 2
    assert [e["outcome"] for e in result["effects"]] == ["averted", "averted"]


def test_averting_an_effect_that_did_not_fire_is_refused() -> None:
    state = fight(vagt={"effects": guard_effects()})
    avert = {"character_id": "kira", "opponent_id": "vagt", "slot": "2", "ability": "smidig"}
    error = refused(
        "combat_opponent_attacks",
        phase_body(state, {"attacks": [hit("vagt", "kira")], "ability_averts": [avert]}, [3, 3]),
    )
    assert error.detail == "declarations.ability_averts[0].slot: no such triggered effect"
    power = {
        "character_id": "kira",
        "kind": "avert_effect",
        "power_cost": 1,
        "opponent_id": "vagt",
        "slot": "T",
    }
    error = refused(
        "combat_opponent_attacks",
        phase_body(state, {"attacks": [hit("vagt", "kira")], "power_actions": [power]}, [3, 3]),
    )
    assert error.detail == "declarations.power_actions[0].slot: no such triggered effect"


def test_roll_dependent_checks_come_after_running_out_of_dice() -> None:
    state = fight(vagt={"effects": guard_effects()})
    avert = {"character_id": "kira", "opponent_id": "vagt", "slot": "2", "ability": "smidig"}
    error = refused(
        "combat_opponent_attacks",
        phase_body(state, {"attacks": [hit("vagt", "kira")], "ability_averts": [avert]}, [3]),
    )
    assert error.detail == "dice: needed more faces"


def test_the_gm_voids_an_effect_for_one_target_or_for_all() -> None:
    state = fight(
        vagt={
            "effects": {
                "1": {"scope": "all", "changes": {"endurance": -5}},
                "2": {"text": "the sword breaks"},
            }
        }
    )
    declarations = {
        "attacks": [hit("vagt", "kira")],
        "void_effects": [
            {"opponent_id": "vagt", "slot": "1", "character_id": "ulf"},
            {"opponent_id": "vagt", "slot": "2", "character_id": None},
            {"opponent_id": "skytte", "slot": "1"},
        ],
    }
    result = attacks(state, declarations, [4, 4])
    assert [(e["slot"], e["character_id"], e["outcome"]) for e in result["effects"]] == [
        ("1", "kira", "applied"),
        ("1", "ulf", "void"),
        ("2", "kira", "void"),
    ]
    assert who(result["state"], "ulf")["endurance"] == 44


def test_a_narrative_effect_is_applied_with_no_actual_changes() -> None:
    state = fight(vagt={"effects": {"1": {"text": "the sword breaks"}}})
    result = attacks(state, {"attacks": [hit("vagt", "kira")]}, [4, 4])
    assert result["effects"][0] == {
        "type": "effect",
        "opponent_id": "vagt",
        "slot": "1",
        "character_id": "kira",
        "outcome": "applied",
        "actual": {},
    }


def test_an_effect_that_would_change_nothing_is_void() -> None:
    effects = {"1": {"changes": {"money": -5}}, "2": {"changes": {"endurance": 5}}}
    state = fight(kira={"defence_options": [50]}, vagt={"effects": effects})
    result = attacks(state, {"attacks": [hit("vagt", "kira", "melee")]}, [4, 4])
    assert [e["outcome"] for e in result["effects"]] == ["void", "void"]


def test_a_capture_on_the_target_sets_captured() -> None:
    state = fight(vagt={"effects": {"1": CAPTURE}})
    result = attacks(state, {"attacks": [hit("vagt", "kira")]}, [2, 2])
    assert result["effects"][0] == {
        "type": "effect",
        "opponent_id": "vagt",
        "slot": "1",
        "character_id": "kira",
        "outcome": "applied",
        "actual": {},
        "captured": True,
    }
    assert who(result["state"], "kira")["captured"] == {"by": "vagt", "ability": "smidig", "round": 1}


def test_capturing_a_captured_character_is_void_unless_it_also_changes_something() -> None:
    state = fight(vagt={"effects": {"1": CAPTURE, "2": {**CAPTURE, "changes": {"endurance": -1}}}})
    state["characters"][0]["captured"] = {"by": "trold", "ability": "styrke", "round": 1}
    result = attacks(state, {"attacks": [hit("vagt", "kira")]}, [2, 2])
    assert [(e["outcome"], "captured" in e) for e in result["effects"]] == [
        ("void", False),
        ("applied", False),
    ]
    assert who(result["state"], "kira")["captured"]["by"] == "trold"


def test_a_capture_of_all_takes_the_weakest_after_this_phases_damage() -> None:
    state = fight(
        kira={"abilities": {"list": 3}},
        ulf={"abilities": {"list": 3}, "endurance_max": 40, "power_max": 5},
        vagt={"effects": {"1": {**CAPTURE, "ability": "list", "scope": "all"}}},
    )
    result = attacks(state, {"attacks": [hit("vagt", "kira"), hit("skytte", "ulf", "shoot")]}, [2, 2])
    # kira takes 15+4-12-1 = 6, ulf takes 10+4 = 14: ulf has less endurance left and is caught
    assert [(e["character_id"], e.get("captured")) for e in result["effects"]] == [("ulf", True)]


def test_a_capture_of_all_with_everyone_captured_has_no_target() -> None:
    state = fight(vagt={"effects": {"1": {**CAPTURE, "scope": "all"}}})
    for item in state["characters"]:
        item["captured"] = {"by": "trold", "ability": "smidig", "round": 1}
    assert attacks(state, {"attacks": [hit("vagt", "kira")]}, [2, 2])["effects"] == []


def test_remove_equipment_takes_the_first_item_or_the_declared_one() -> None:
    state = fight(vagt={"effects": {"1": {"special": "remove_equipment"}}})
    first = attacks(state, {"attacks": [hit("vagt", "kira")]}, [2, 2])
    assert first["effects"][0]["item"] == "fakkel"
    assert who(first["state"], "kira")["equipment_list"] == ["reb"]
    taken = {"character_id": "kira", "opponent_id": "vagt", "slot": "1", "item": "reb"}
    declared = attacks(state, {"attacks": [hit("vagt", "kira")], "equipment_taken": [taken]}, [2, 2])
    assert declared["effects"][0]["item"] == "reb"
    assert who(declared["state"], "kira")["equipment_list"] == ["fakkel"]
    assert who(declared["state"], "kira")["slots"] == []


def test_remove_equipment_of_an_item_not_on_the_list_is_refused() -> None:
    state = fight(vagt={"effects": {"1": {"special": "remove_equipment"}}})
    taken = [
        {"character_id": "ulf", "opponent_id": "vagt", "slot": "1", "item": "x"},
        {"character_id": "kira", "opponent_id": "vagt", "slot": "1", "item": "spyd"},
    ]
    error = refused(
        "combat_opponent_attacks",
        phase_body(state, {"attacks": [hit("vagt", "kira")], "equipment_taken": taken}, [2, 2]),
    )
    assert error.field == "declarations.equipment_taken[1].item"


def test_remove_equipment_from_an_empty_list_is_void() -> None:
    state = fight(kira={"equipment_list": []}, vagt={"effects": {"1": {"special": "remove_equipment"}}})
    assert attacks(state, {"attacks": [hit("vagt", "kira")]}, [2, 2])["effects"][0]["outcome"] == "void"


def summoner(limit: int | None) -> dict[str, Any]:
    return {"effects": {"1": {"special": "summon", "summon_limit": limit}}}


def test_a_summon_that_applied_brings_in_a_new_opponent() -> None:
    state = fight(vagt=summoner(None))
    newcomer = opponent("imp", species="daemons", endurance=12, kamp=8)
    result = attacks(
        state,
        {"attacks": [hit("vagt", "kira")], "summons": [{"opponent_id": "vagt", "new_opponent": newcomer}]},
        [2, 2],
    )
    new_state = result["state"]
    assert who(new_state, "imp") == {
        "id": "imp",
        "name": "imp",
        "species": "daemons",
        "kamp": 8,
        "skyde": None,
        "endurance_start": 12,
        "endurance": 12,
        "effects": {},
        "terminus_effect": None,
        "status": "active",
        "joined_round": 1,
        "summoned_count": 0,
    }
    assert who(new_state, "vagt")["summoned_count"] == 1
    assert new_state["opponent_endurance_total"] == 30 + 25 + 40 + 12
    assert result["events"][-1] == {"type": "summoned", "opponent_id": "vagt", "new_opponent_id": "imp"}


def test_summons_stay_within_the_limit() -> None:
    state = fight(vagt=summoner(1))
    summons = [{"opponent_id": "vagt", "new_opponent": opponent(f"imp{i}")} for i in range(2)]
    error = refused(
        "combat_opponent_attacks",
        phase_body(state, {"attacks": [hit("vagt", "kira")], "summons": summons}, [2, 2]),
    )
    assert error.detail == "declarations.summons[1].opponent_id: summon limit reached"


def test_summons_need_a_summon_effect_that_applied() -> None:
    state = fight(vagt=summoner(None))
    summons = [{"opponent_id": "vagt", "new_opponent": opponent("imp")}]
    error = refused(
        "combat_opponent_attacks",
        phase_body(state, {"attacks": [hit("vagt", "kira")], "summons": summons}, [2, 3]),
    )
    assert error.field == "declarations.summons[0].opponent_id"
    averted = {
        "character_id": "kira",
        "kind": "avert_effect",
        "power_cost": 0,
        "opponent_id": "vagt",
        "slot": "1",
    }
    error = refused(
        "combat_opponent_attacks",
        phase_body(state, {"attacks": [hit("vagt", "kira")], "summons": summons, "power_actions": [averted]}, [2, 2]),
    )
    assert error.field == "declarations.summons[0].opponent_id"


def test_no_attacks_no_roll() -> None:
    result = attacks(fight(), {})
    assert (result["gm_roll"], result["attacks"], result["effects"], result["dice"]) == (None, [], [], [])
    assert refused("combat_opponent_attacks", phase_body(fight(), {}, [3, 4])).detail == "dice: faces left over"


def test_random_dice_resolve_the_phase() -> None:
    result = attacks(fight(), {"attacks": [hit("vagt", "kira")]})
    assert len(result["dice"]) == 2 * len(result["gm_roll"]["pairs"])


@pytest.mark.parametrize(
    ("declarations", "field"),
    [
        ({"attacks": [hit("boss", "kira")]}, "declarations.attacks[0].opponent_id"),
        ({"attacks": [hit("vagt", "kira"), hit("vagt", "ulf")]}, "declarations.attacks[1].opponent_id"),
        ({"attacks": [hit("vagt", "nobody")]}, "declarations.attacks[0].character_id"),
        ({"attacks": [hit("vagt", "kira"), hit("trold", "kira")]}, "declarations.attacks[1].character_id"),
        ({"attacks": [hit("vagt", "kira", "shoot")]}, "declarations.attacks[0].mode"),
        ({"attacks": [hit("skytte", "kira", "melee")]}, "declarations.attacks[0].mode"),
        ({"attacks": [hit("skytte", "kira", "throw")]}, "declarations.attacks[0].mode"),
        ({"attacks": [{"opponent_id": "vagt", "mode": "melee"}]}, "declarations.attacks[0].character_id"),
        ({"defence_choices": {"kira": 1}}, "declarations.defence_choices.kira"),
        ({"defence_choices": {"kira": -1}}, "declarations.defence_choices.kira"),
        ({"defence_choices": {"ghost": 0}}, "declarations.defence_choices.ghost"),
        ({"fortification_transfers": ["ulf"]}, "declarations.fortification_transfers[0]"),
        (
            {"power_actions": [{"character_id": "kira", "kind": "pray", "power_cost": 1}]},
            "declarations.power_actions[0].kind",
        ),
        (
            {"power_actions": [{"character_id": "kira", "kind": "modify_attack", "power_cost": 1}]},
            "declarations.power_actions[0].amount",
        ),
        (
            {"power_actions": [{"character_id": "kira", "kind": "extra_roll", "power_cost": 1, "amount": 11}]},
            "declarations.power_actions[0].amount",
        ),
        (
            {"power_actions": [{"character_id": "kira", "kind": "avert_effect", "power_cost": 1, "slot": "1"}]},
            "declarations.power_actions[0].opponent_id",
        ),
        (
            {
                "power_actions": [
                    {"character_id": "kira", "kind": "avert_effect", "power_cost": 1, "opponent_id": "vagt"}
                ]
            },
            "declarations.power_actions[0].slot",
        ),
        (
            {"power_actions": [{"character_id": "kira", "kind": "extra_roll", "power_cost": 6}]},
            "declarations.power_actions[0].power_cost",
        ),
        (
            {
                "power_actions": [
                    {"character_id": "ulf", "kind": "extra_roll", "power_cost": 2},
                    {"character_id": "ulf", "kind": "extra_roll", "power_cost": 2},
                ]
            },
            "declarations.power_actions[1].power_cost",
        ),
        (
            {"ability_averts": [{"character_id": "ghost", "opponent_id": "vagt", "slot": "1", "ability": "x"}]},
            "declarations.ability_averts[0].character_id",
        ),
        (
            {"ability_averts": [{"character_id": "kira", "opponent_id": "vagt", "slot": "4", "ability": "x"}]},
            "declarations.ability_averts[0].slot",
        ),
        (
            {
                "ability_averts": [
                    {
                        "character_id": "kira",
                        "opponent_id": "vagt",
                        "slot": "1",
                        "ability": "x",
                        "grade": 1001,
                    }
                ]
            },
            "declarations.ability_averts[0].grade",
        ),
        (
            {"summons": [{"opponent_id": "vagt", "new_opponent": opponent("ulf")}]},
            "declarations.summons[0].new_opponent.id",
        ),
        (
            {"summons": [{"opponent_id": "vagt", "new_opponent": opponent("x", species="ghosts")}]},
            "declarations.summons[0].new_opponent.species",
        ),
        (
            {"summons": [{"opponent_id": "vagt", "new_opponent": opponent("x", kamp=None)}]},
            "declarations.summons[0].new_opponent.kamp",
        ),
        (
            {"summons": [{"opponent_id": "vagt", "new_opponent": {"id": "x"}}]},
            "declarations.summons[0].new_opponent.species",
        ),
        ({"void_effects": [{"opponent_id": "vagt", "slot": "9"}]}, "declarations.void_effects[0].slot"),
        (
            {"equipment_taken": [{"character_id": "kira", "opponent_id": "vagt", "slot": "1"}]},
            "declarations.equipment_taken[0].item",
        ),
        ({"attacks": {}}, "declarations.attacks"),
    ],
)
def test_phase_two_checks(declarations: dict[str, Any], field: str) -> None:
    assert refused("combat_opponent_attacks", phase_body(fight(), declarations, [9])).field == field


def test_an_ambush_round_allows_no_attacks() -> None:
    state = fight(ambush=True)
    error = refused("combat_opponent_attacks", phase_body(state, {"attacks": [hit("vagt", "kira")]}))
    assert error.detail == "declarations.attacks: no attacks in an ambush round"
    assert attacks(state, {})["gm_roll"] is None


def test_a_character_attacked_earlier_this_round_cannot_be_attacked_again() -> None:
    state = fight()
    state["characters"][0]["attacked_this_round"] = True
    assert refused("combat_opponent_attacks", phase_body(state, {"attacks": [hit("vagt", "kira")]})).field == (
        "declarations.attacks[0].character_id"
    )


def test_inactive_combatants_take_no_part() -> None:
    state = fight(ulf={"in_combat": False})
    state["opponents"][0]["status"] = "defeated"
    assert refused("combat_opponent_attacks", phase_body(state, {"attacks": [hit("trold", "ulf")]})).field == (
        "declarations.attacks[0].character_id"
    )
    assert refused("combat_opponent_attacks", phase_body(state, {"attacks": [hit("vagt", "kira")]})).field == (
        "declarations.attacks[0].opponent_id"
    )


def test_transfers_need_a_fortification() -> None:
    state = fight(kira={"fortified": True}, fortification={"kind": "barricade"})
    state["fortification"] = None
    error = refused("combat_opponent_attacks", phase_body(state, {"fortification_transfers": ["kira"]}))
    assert error.field == "declarations.fortification_transfers[0]"
