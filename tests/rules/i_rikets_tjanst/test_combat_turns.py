"""``combat_act`` and ``combat_react``: every action type, the reaction's push and defence, damage and
timers applied to the state, and the turn passing on."""

from __future__ import annotations

from typing import Any

from tests.rules.i_rikets_tjanst.helpers import combatant, edited, fighter, in_turn, refused, run, started

PISTOL = {"damage": 2, "damage_type": "firearm"}
KNIFE = {"damage": 1, "damage_type": "stab"}


def duel(**anton: Any) -> dict[str, Any]:
    """Round 1, Anton's turn (he is first), against a border guard with Skydd 1."""
    state = started(fighter("anton", "pc", **anton), fighter("vakt", "npc", protection=1), dice=[8, 4])
    return in_turn(state)


def act(state: dict[str, Any], action: dict[str, Any], dice: list[int], **declaration: Any) -> dict[str, Any]:
    actor = state["order"][state["turn_index"]]
    body = {"state": state, "declaration": {"actor": actor, "action": action, **declaration}, "dice": dice}
    return run("combat_act", body)


def shot(**fields: Any) -> dict[str, Any]:
    return {"type": "ranged_attack", "target": "vakt", "weapon": PISTOL, "difficulty": "normal", **fields}


def react(state: dict[str, Any], dice: list[int], **declarations: Any) -> dict[str, Any]:
    return run("combat_react", {"state": state, "declarations": declarations, "dice": dice})


def test_only_the_current_actor_may_act() -> None:
    body = {"state": duel(), "declaration": {"actor": "vakt", "action": {"type": "none"}}}
    assert refused("combat_act", body) == "declaration.actor: it is anton's turn"


def test_act_refusals_in_spec_order() -> None:
    state = duel()
    cases = [
        ({"actor": "anton"}, "declaration.action: required"),
        ({"actor": "anton", "action": {}}, "declaration.action.type: required"),
        ({"actor": "anton", "action": {"type": "dance"}}, "declaration.action.type: must be one of"),
        ({"actor": "anton", "movement": "fly", "action": {"type": "none"}}, "declaration.movement: must be"),
        ({"actor": "anton", "action": shot(target="anton")}, "declaration.action.target: a combatant cannot"),
        ({"actor": "anton", "action": shot(target="nobody")}, "declaration.action.target: unknown combatant"),
        ({"actor": "anton", "action": shot(weapon={})}, "declaration.action.weapon.damage: required"),
        (
            {"actor": "anton", "action": shot(attack_attribute="fysik")},
            "declaration.action.attack_attribute: ranged attacks use smidighet",
        ),
        ({"actor": "anton", "action": shot(extra_dice=5)}, "declaration.action.extra_dice: needs 5 Stress"),
        (
            {"actor": "anton", "action": {"type": "stop_bleeding", "target": "vakt"}},
            "declaration.action.target: the patient is not bleeding",
        ),
        (
            {"actor": "anton", "action": {"type": "stabilise", "target": "vakt", "condition_id": "d1"}},
            "declaration.action.condition_id: vakt has no condition 'd1'",
        ),
        (
            {"actor": "anton", "action": {"type": "stabilise", "target": "anton", "condition_id": "d1"}},
            "declaration.action.target: stabilisation is done by another person",
        ),
        (
            {"actor": "anton", "action": {"type": "other", "roll": {"attr_a": "mod", "attr_b": "strid"}}},
            "declaration.action.roll.attr_a: must be one of",
        ),
    ]
    for declaration, detail in cases:
        assert refused("combat_act", {"state": state, "declaration": declaration}).startswith(detail), detail
    assert refused("combat_act", {"state": state}) == "declaration: required"
    assert refused("combat_act", {"state": state, "declaration": {"actor": "vakt"}}) == (
        "declaration.actor: it is anton's turn"
    )


def test_attacking_the_dead_is_refused() -> None:
    state = edited(duel(), "vakt", dead=True)
    state["combatants"].append({**combatant(state, "vakt"), "id": "other", "dead": False})
    state["order"].append("other")
    body = {"state": state, "declaration": {"actor": "anton", "action": shot()}}
    assert refused("combat_act", body) == "declaration.action.target: vakt is dead"


def test_attack_roll_waits_for_the_reaction() -> None:
    result = act(duel(fokus=1), shot(extra_dice=1), [10, 3, 3, 3, 3, 12])
    state = result["state"]
    assert state["phase"] == "reaction"
    assert state["pending_attack"]["faces"] == [10, 3, 3, 3, 3, 12]
    assert state["pending_attack"]["dice_added"] is True
    assert combatant(state, "anton")["fokus"] == 1
    assert combatant(state, "anton")["acted"] is True


def test_moving_shooter_is_one_step_harder_wounded_one_more() -> None:
    state = edited(duel(), "anton", damage=6)
    result = act(state, shot(), [1, 1, 1, 1, 1], movement="normal")
    assert result["state"]["pending_attack"]["effective_difficulty"] == "very_hard"
    assert combatant(result["state"], "anton")["moved"] == "normal"


def test_impossible_attack_passes_the_turn() -> None:
    result = act(duel(), shot(requires_complete_calm=True), [], movement="normal")
    assert result["events"] == [
        {"type": "action_impossible", "actor": "anton", "action": "ranged_attack"},
        {"type": "turn_started", "actor": "vakt"},
    ]
    assert result["state"]["pending_attack"] is None


def test_melee_with_smidighet() -> None:
    action = {"type": "melee_attack", "target": "vakt", "weapon": KNIFE, "difficulty": "normal"}
    result = act(duel(), {**action, "attack_attribute": "smidighet"}, [1, 1, 1, 1, 1])
    assert result["state"]["pending_attack"]["kind"] == "melee"
    fysik = act(duel(), action, [1, 1, 1, 1])
    assert len(fysik["state"]["pending_attack"]["faces"]) == 4


def reaction_state(**anton: Any) -> dict[str, Any]:
    state: dict[str, Any] = act(duel(**anton), shot(), [12, 10, 11, 4, 2])["state"]
    return state


def test_push_is_refused_after_bought_dice() -> None:
    state = act(duel(fokus=2), shot(extra_dice=1), [1, 1, 1, 1, 1, 1])["state"]
    body = {"state": state, "declarations": {"attacker_add_dice": 1}}
    assert refused("combat_react", body).startswith("declarations.attacker_add_dice: dice can be added only once")


def test_defence_refusals() -> None:
    state = reaction_state()
    parry = {"type": "parry", "has_parry_item": True}
    assert refused("combat_react", {"state": state, "declarations": {"defence": parry}}) == (
        "declarations.defence.type: parry only against melee attacks"
    )
    knocked_out = edited(state, "vakt", unconscious=True)
    assert refused("combat_react", {"state": knocked_out, "declarations": {"defence": {"type": "dodge"}}}) == (
        "declarations.defence: an unconscious defender cannot defend"
    )
    unaware = {**state, "pending_attack": {**state["pending_attack"], "target_aware": False}}
    assert refused("combat_react", {"state": unaware, "declarations": {"defence": {"type": "dodge"}}}) == (
        "declarations.defence: the defender must be aware of the attack"
    )
    assert refused("combat_react", {"state": state, "declarations": {"attacker_add_dice": 5}}).startswith(
        "declarations.attacker_add_dice: needs 4 Stress"
    )
    greedy = {"defence": {"type": "dodge", "extra_dice": 4}}
    assert refused("combat_react", {"state": state, "declarations": greedy}).startswith(
        "declarations.defence.extra_dice: needs 4 Stress"
    )
    assert refused("combat_react", {"state": duel()}) == "state.phase: expected reaction"


def test_empty_handed_parry_is_refused() -> None:
    action = {"type": "melee_attack", "target": "vakt", "weapon": KNIFE, "difficulty": "normal"}
    state = act(duel(), action, [1, 1, 1, 1])["state"]
    body = {"state": state, "declarations": {"defence": {"type": "parry"}}}
    assert refused("combat_react", body) == (
        "declarations.defence.has_parry_item: parrying requires something in the hands to parry with"
    )


def test_a_miss_applies_no_damage() -> None:
    state = act(duel(), shot(), [1, 2, 3, 4, 5])["state"]
    result = react(state, [])
    assert [e["type"] for e in result["events"]] == ["attack_resolved", "turn_started"]
    assert combatant(result["state"], "vakt")["damage"] == 0


def test_dodge_leaves_prone_even_on_a_miss() -> None:
    state = act(duel(), shot(), [1, 2, 3, 4, 5])["state"]
    state = edited(state, "vakt", fokus=1)
    result = react(state, [1, 1, 1, 1, 1], defence={"type": "dodge"})
    vakt = combatant(result["state"], "vakt")
    assert vakt["prone"] is True
    assert vakt["fokus"] == 0


def test_critical_dying_condition_fires_after_its_interval() -> None:
    state = reaction_state()
    state["round"] = 5
    vakt = combatant(state, "vakt")
    vakt["damage"] = 3
    result = react(state, [12])
    conditions = combatant(result["state"], "vakt")["dying"]
    assert conditions == [
        {
            "id": "d1",
            "cause": "critical",
            "rate": "minute",
            "stabilisation": 0,
            "stabilised": False,
            "stabilise_attempts": 0,
            "next_roll_round": 5 + 12,
            "source": "firearm:12",
        }
    ]


def test_upgraded_bleeding_resets_attempts_and_ticks_next_round() -> None:
    state = edited(reaction_state(), "vakt", bleeding="light", stop_bleeding_attempts=1, bleeding_next_round=12)
    result = react(state, [8])
    vakt = combatant(result["state"], "vakt")
    assert vakt["bleeding"] == "heavy"
    assert vakt["stop_bleeding_attempts"] == 0
    assert vakt["bleeding_next_round"] == 2


def test_same_bleeding_keeps_its_timer_and_attempts() -> None:
    state = edited(reaction_state(), "vakt", bleeding="heavy", stop_bleeding_attempts=1, bleeding_next_round=2)
    result = react(state, [8])
    vakt = combatant(result["state"], "vakt")
    assert (vakt["stop_bleeding_attempts"], vakt["bleeding_next_round"]) == (1, 2)


def test_killing_the_last_enemy_ends_the_combat() -> None:
    state = edited(reaction_state(), "vakt", damage=19)
    result = react(state, [3])
    assert result["state"]["phase"] == "ended"
    assert result["state"]["ended_reason"] == "one_side_left"
    assert result["events"][-1] == {"type": "combat_ended", "reason": "one_side_left"}
    assert result["state"]["pending_attack"] is None


def test_push_adds_twelves_for_the_critical() -> None:
    state = act(duel(fokus=1), shot(), [10, 1, 1, 1, 1])["state"]
    result = react(state, [12, 5], attacker_add_dice=1)
    resolved = next(e for e in result["events"] if e["type"] == "attack_resolved")
    assert resolved["critical"]["die"] == 5
    assert resolved["net_successes"] == 2


def treating(**vakt: Any) -> dict[str, Any]:
    """Round 1, the guard's turn; Anton (Analys 2 + Smidighet 3) is hurt as given."""
    state = started(fighter("vakt", "npc", **vakt), fighter("anton", "pc"), fighter("b", "pc"), dice=[12, 1, 1])
    return in_turn(state)


def stabilising(patient: str = "anton", condition: str = "d1") -> dict[str, Any]:
    return {"type": "stabilise", "target": patient, "condition_id": condition}


def test_stabilise_first_attempt_updates_the_condition() -> None:
    dying = [{"id": "d1", "cause": "critical", "rate": "minute"}]
    state = started(fighter("vakt", "npc"), fighter("anton", "pc", dying=dying), dice=[12, 1])
    state = in_turn(state)
    result = act(state, stabilising(), [10, 11, 1, 1, 1])
    condition = combatant(result["state"], "anton")["dying"][0]
    assert condition["stabilisation"] == 2
    assert condition["stabilise_attempts"] == 1
    assert condition["next_roll_round"] == 12
    assert result["events"][0]["type"] == "stabilise"
    second = edited(result["state"], "vakt")
    second["phase"], second["turn_index"] = "turn", 0
    assert refused(
        "combat_act", {"state": second, "declaration": {"actor": "vakt", "action": stabilising()}}
    ).startswith("declaration.action.condition_id: the first attempt on this condition was already made")


def test_stabilise_to_three_stops_the_timer() -> None:
    dying = [{"id": "d1", "cause": "critical", "rate": "minute", "stabilisation": 1}]
    state = in_turn(started(fighter("vakt", "npc"), fighter("anton", "pc", dying=dying), dice=[12, 1]))
    result = act(state, stabilising(), [10, 11, 1, 1, 1])
    condition = combatant(result["state"], "anton")["dying"][0]
    assert condition["stabilised"] is True
    assert condition["next_roll_round"] is None


def test_stabilise_impossible_makes_no_attempt() -> None:
    dying = [{"id": "d1", "cause": "critical", "rate": "minute"}]
    state = in_turn(started(fighter("vakt", "npc"), fighter("anton", "pc", dying=dying), dice=[12, 1]))
    result = act(state, {**stabilising(), "requires_complete_calm": True}, [], movement="normal")
    assert result["events"][0] == {"type": "action_impossible", "actor": "vakt", "action": "stabilise"}
    assert combatant(result["state"], "anton")["dying"][0]["stabilise_attempts"] == 0


def test_stop_bleeding_completely_resets_the_counter() -> None:
    state = treating(bleeding="heavy")
    result = act(state, {"type": "stop_bleeding", "target": "vakt"}, [10, 11, 1, 1, 1])
    vakt = combatant(result["state"], "vakt")
    assert (vakt["bleeding"], vakt["stop_bleeding_attempts"], vakt["bleeding_next_round"]) == (
        "none",
        0,
        None,
    )


def test_failed_surgery_keeps_the_timer_and_counts_the_attempt() -> None:
    state = treating(bleeding="light")
    result = act(state, {"type": "stop_bleeding", "target": "vakt"}, [1, 1, 1, 1, 1])
    vakt = combatant(result["state"], "vakt")
    assert (vakt["bleeding"], vakt["stop_bleeding_attempts"], vakt["bleeding_next_round"]) == ("light", 1, 12)
    again = {**result["state"], "phase": "turn", "turn_index": 0}
    body = {
        "state": again,
        "declaration": {"actor": "vakt", "action": {"type": "stop_bleeding", "target": "vakt"}},
    }
    assert refused("combat_act", body).startswith(
        "declaration.action.target: the first attempt on this bleeding was already made"
    )


def test_stand_up_and_none() -> None:
    state = edited(duel(), "anton", prone=True)
    result = act(state, {"type": "stand_up"}, [])
    assert combatant(result["state"], "anton")["prone"] is False
    assert result["events"][0] == {"type": "stand_up", "actor": "anton"}
    idle = act(duel(), {"type": "none"}, [], movement="double")
    assert idle["events"][0] == {"type": "none", "actor": "anton"}
    assert combatant(idle["state"], "anton")["moved"] == "double"


def test_other_action_rolls_the_actors_attributes() -> None:
    roll = {"attr_a": "analys", "attr_b": "vilja", "difficulty": "normal", "stationary": True}
    result = act(duel(), {"type": "other", "roll": roll, "note": "reload"}, [10, 1, 1, 1, 12], movement="normal")
    event = result["events"][0]
    assert event["note"] == "reload"
    assert event["roll"]["pool"] == 5
    assert event["roll"]["effective_difficulty"] == "hard"
    assert event["roll"]["success"] is True
    assert combatant(result["state"], "anton")["fokus"] == 1


def test_other_action_without_roll() -> None:
    result = act(duel(), {"type": "other"}, [])
    assert result["events"][0] == {"type": "other", "actor": "anton", "note": None, "roll": None}


def test_last_actor_ends_the_round() -> None:
    state = act(duel(), {"type": "none"}, [])["state"]
    result = act(state, {"type": "none"}, [])
    assert result["events"][-1] == {"type": "round_ended", "next_round": 2}
    assert result["state"]["phase"] == "round_start"
    assert result["state"]["turn_index"] is None
