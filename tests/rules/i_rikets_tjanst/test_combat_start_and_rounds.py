"""``combat_start``, ``combat_round_start`` and ``combat_end``: initiative, timers, bleeding ticks,
survival rolls and the end of combat."""

from __future__ import annotations

import copy
from typing import Any

from tests.rules.i_rikets_tjanst.helpers import (
    combatant,
    edited,
    fighter,
    in_turn,
    refused,
    run,
    started,
)


def test_start_sets_timers_counters_and_names() -> None:
    wounded = fighter(
        "a",
        "pc",
        bleeding="heavy",
        stop_bleeding_attempts=1,
        dying=[
            {"id": "d1", "cause": "critical", "rate": "round", "source": "stab:13"},
            {"id": "d2", "cause": "shock", "rate": "minute", "stabilisation": 3},
            {"id": "d3", "cause": "critical", "rate": "hour", "stabilise_attempts": 1},
        ],
    )
    state = started(wounded, fighter("b", "npc", bleeding="light", name="Vakten"), dice=[3, 4])
    a, b = combatant(state, "a"), combatant(state, "b")
    assert a["name"] == "a"
    assert b["name"] == "Vakten"
    assert a["bleeding_next_round"] == 1
    assert b["bleeding_next_round"] == 12
    assert a["stop_bleeding_attempts"] == 1
    assert [(d["next_roll_round"], d["stabilised"], d["stabilise_attempts"]) for d in a["dying"]] == [
        (1, False, 0),
        (None, True, 0),
        (720, False, 1),
    ]
    assert a["dying"][0]["source"] == "stab:13"
    assert "source" not in a["dying"][1]
    assert state["round"] == 1
    assert state["phase"] == "round_start"


def test_start_with_one_side_able_ends_at_once() -> None:
    result = run(
        "combat_start",
        {"combatants": [fighter("a", "pc"), fighter("b", "npc", unconscious=True)], "dice": [1, 2]},
    )
    assert result["state"]["phase"] == "ended"
    assert result["state"]["ended_reason"] == "one_side_left"
    assert result["events"][-1] == {"type": "combat_ended", "reason": "one_side_left"}


def test_start_with_no_one_able_ends_no_one_left() -> None:
    result = run("combat_start", {"combatants": [fighter("a", "pc", dead=True)], "dice": [1]})
    assert result["state"]["ended_reason"] == "no_one_left"


def test_start_ignores_the_session_controller_and_unknown_fields() -> None:
    state = started(fighter("a", "pc", controller="p1", mood="grim"), fighter("b", "npc"), dice=[5, 5])
    assert "controller" not in combatant(state, "a")
    assert "mood" not in combatant(state, "a")


def test_start_refuses_bad_combatants() -> None:
    pair = [fighter("a", "pc"), fighter("a", "npc")]
    assert refused("combat_start", {"combatants": pair}) == "combatants[1].id: duplicate id 'a'"
    late = fighter("a", "pc", stop_bleeding_attempts=3)
    assert refused("combat_start", {"combatants": [late]}).startswith(
        "combatants[0].stop_bleeding_attempts: must be between 0 and 2"
    )
    tried = fighter("a", "pc", dying=[{"id": "d1", "cause": "shock", "rate": "minute", "stabilise_attempts": 4}])
    assert refused("combat_start", {"combatants": [tried]}).startswith(
        "combatants[0].dying[0].stabilise_attempts: must be between 0 and 3"
    )
    sideless = {"id": "a", "attributes": fighter("a", "pc")["attributes"]}
    assert refused("combat_start", {"combatants": [sideless]}) == "combatants[0].side: required"
    assert refused("combat_start", {"combatants": []}).startswith("combatants: must have at least 1")
    assert refused("combat_start", {"combatants": [fighter("a", "pc")], "dice": [1, 2]}) == ("dice: 1 faces left over")


def test_round_start_in_the_wrong_phase_is_refused() -> None:
    state = in_turn(started(fighter("a", "pc"), fighter("b", "npc"), dice=[9, 1]))
    assert refused("combat_round_start", {"state": state}) == "state.phase: expected round_start"


def test_heavy_bleeding_ticks_every_round_with_damage_stress() -> None:
    state = started(fighter("a", "pc", bleeding="heavy"), fighter("b", "npc"), dice=[9, 1])
    result = run("combat_round_start", {"state": state, "dice": []})
    a = combatant(result["state"], "a")
    assert result["events"][:3] == [
        {"type": "round_started", "round": 1},
        {"type": "bleeding_tick", "combatant": "a", "bleeding": "heavy"},
        {
            "type": "damage_applied",
            "target": "a",
            "hp_damage": 1,
            "source": "bleeding",
            "damage": 1,
            "damage_step": "fit",
            "stress_gained": 1,
            "breakdown_rolls": [],
            "events": ["stress_from_damage"],
        },
    ]
    assert a["damage"] == 1
    assert a["stress"] == 1
    assert a["bleeding_next_round"] == 2


def test_light_bleeding_waits_a_minute() -> None:
    state = started(fighter("a", "pc", bleeding="light"), fighter("b", "npc"), dice=[9, 1])
    result = run("combat_round_start", {"state": state})
    assert [e["type"] for e in result["events"]] == ["round_started", "turn_started"]
    at_twelve = copy.deepcopy(state)
    at_twelve["round"] = 12
    ticked = run("combat_round_start", {"state": at_twelve})
    assert combatant(ticked["state"], "a")["bleeding_next_round"] == 24
    assert combatant(ticked["state"], "a")["damage"] == 1


def test_bleeding_into_shock_adds_a_condition_a_minute_later() -> None:
    dying_soon = fighter("a", "pc", bleeding="heavy", damage=15, unconscious=True)
    state = started(dying_soon, fighter("b", "npc"), fighter("c", "pc"), dice=[9, 1, 5])
    result = run("combat_round_start", {"state": state})
    a = combatant(result["state"], "a")
    assert a["dying"] == [
        {
            "id": "d1",
            "cause": "shock",
            "rate": "minute",
            "stabilisation": 0,
            "stabilised": False,
            "stabilise_attempts": 0,
            "next_roll_round": 13,
        }
    ]


def dying_pc(rate: str = "round", **overrides: Any) -> dict[str, Any]:
    condition = {"id": "d1", "cause": "critical", "rate": rate, "source": "firearm:13"}
    return fighter("a", "pc", dying=[condition], **overrides)


def test_survival_roll_due_stabilises_with_effect() -> None:
    state = started(dying_pc(), fighter("b", "npc"), dice=[9, 1])
    result = run("combat_round_start", {"state": state, "dice": [10, 11, 12, 1, 2]})
    roll = result["events"][1]
    assert roll["type"] == "survival_roll"
    assert roll["faces"] == [10, 11, 12, 1, 2]
    assert roll["stabilisation_gained"] == 2
    condition = combatant(result["state"], "a")["dying"][0]
    assert condition["stabilisation"] == 2
    assert condition["next_roll_round"] == 2
    assert combatant(result["state"], "a")["fokus"] == 1


def test_survival_roll_reaching_three_stops_the_timer() -> None:
    state = started(dying_pc(), fighter("b", "npc"), dice=[9, 1])
    result = run("combat_round_start", {"state": state, "dice": [10, 11, 10, 10, 2]})
    condition = combatant(result["state"], "a")["dying"][0]
    assert condition["stabilised"] is True
    assert condition["next_roll_round"] is None


def test_failed_survival_roll_kills_and_can_end_the_combat() -> None:
    state = started(dying_pc(), fighter("b", "npc"), dice=[9, 1])
    result = run("combat_round_start", {"state": state, "dice": [1, 2, 3, 4, 5]})
    assert [e["type"] for e in result["events"]] == ["round_started", "survival_roll", "died", "combat_ended"]
    assert combatant(result["state"], "a")["dead"] is True
    assert result["state"]["ended_reason"] == "one_side_left"


def test_failed_survival_roll_stops_that_combatants_other_rolls() -> None:
    conditions = [
        {"id": "d1", "cause": "critical", "rate": "round"},
        {"id": "d2", "cause": "critical", "rate": "round"},
    ]
    state = started(fighter("a", "pc", dying=conditions), fighter("b", "npc"), fighter("c", "pc"), dice=[9, 1, 2])
    result = run("combat_round_start", {"state": state, "dice": [1, 2, 3, 4, 5]})
    rolls = [e for e in result["events"] if e["type"] == "survival_roll"]
    assert len(rolls) == 1


def test_survival_extra_dice_declared_per_condition() -> None:
    state = started(dying_pc(fokus=1), fighter("b", "npc"), dice=[9, 1])
    declarations = {"survival_extra_dice": {"a/d1": 2}}
    result = run("combat_round_start", {"state": state, "declarations": declarations, "dice": [1, 2, 3, 4, 5, 10, 1]})
    roll = result["events"][1]
    assert roll["faces"] == [1, 2, 3, 4, 5, 10, 1]
    assert roll["survived"] is True
    assert roll["resources"]["fokus_spent"] == 1
    assert roll["resources"]["stress_taken"] == 1
    assert roll["resources"]["complications"] == 1
    a = combatant(result["state"], "a")
    assert (a["fokus"], a["stress"]) == (0, 1)


def test_survival_extra_dice_refusals() -> None:
    state = started(dying_pc(), fighter("b", "npc"), dice=[9, 1])
    unknown = {"state": state, "declarations": {"survival_extra_dice": {"a/d9": 1}}}
    assert refused("combat_round_start", unknown) == "declarations.survival_extra_dice: unknown condition 'a/d9'"
    too_much = {"state": state, "declarations": {"survival_extra_dice": {"a/d1": 4}}}
    assert refused("combat_round_start", too_much).startswith("declarations.survival_extra_dice.a/d1: needs 4 Stress")
    out_of_range = {"state": state, "declarations": {"survival_extra_dice": {"a/d1": 21}}}
    assert refused("combat_round_start", out_of_range).startswith(
        "declarations.survival_extra_dice.a/d1: must be between 0 and 20"
    )


def test_dead_combatants_are_skipped_at_round_start() -> None:
    state = started(dying_pc(dead=True, bleeding="heavy"), fighter("b", "npc"), fighter("c", "pc"), dice=[9, 1, 2])
    result = run("combat_round_start", {"state": state, "dice": []})
    assert [e["type"] for e in result["events"]] == ["round_started", "turn_started"]
    assert result["events"][1]["actor"] == "c"


def test_round_start_resets_acted_and_moved() -> None:
    state = started(fighter("a", "pc"), fighter("b", "npc"), dice=[9, 1])
    state = edited(state, "a", acted=True, moved="double")
    result = run("combat_round_start", {"state": state})
    assert combatant(result["state"], "a")["acted"] is False
    assert combatant(result["state"], "a")["moved"] == "none"


def test_unconscious_combatants_get_no_turn() -> None:
    state = started(fighter("a", "pc", unconscious=True), fighter("c", "pc"), fighter("b", "npc"), dice=[9, 5, 1])
    result = run("combat_round_start", {"state": state})
    assert result["events"][-1] == {"type": "turn_started", "actor": "c"}
    assert result["state"]["turn_index"] == 1


def test_gm_ends_the_combat_in_any_phase_but_ended() -> None:
    state = started(fighter("a", "pc"), fighter("b", "npc"), dice=[9, 1])
    result = run("combat_end", {"state": state})
    assert result["state"]["phase"] == "ended"
    assert result["state"]["ended_reason"] == "gm"
    assert result["dice"] == []
    assert refused("combat_end", {"state": result["state"]}) == "state.phase: the combat has already ended"
    assert refused("combat_end", {"state": state, "dice": [3]}) == "dice: 1 faces left over"


def test_inconsistent_states_are_refused() -> None:
    state = in_turn(started(fighter("a", "pc"), fighter("b", "npc"), dice=[9, 1]))
    bad_order = {**state, "order": ["a", "a"]}
    assert refused("combat_end", {"state": bad_order}) == "state.order: must list every combatant id exactly once"
    bad_turn = {**state, "turn_index": None}
    assert refused("combat_end", {"state": bad_turn}) == "state.turn_index: must index order in phase turn"
    stale = {**state, "pending_attack": None, "system_id": "fimbulvinter"}
    assert refused("combat_end", {"state": stale}).startswith("state.system_id: must be one of")
    derived = copy.deepcopy(state)
    del derived["combatants"][0]["initiative_die"]
    assert refused("combat_end", {"state": derived}) == "state.combatants[0].initiative_die: required"
    assert refused("combat_end", {"state": "x"}) == "state: must be an object"
