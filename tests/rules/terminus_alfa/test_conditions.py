"""Phase 1, ``combat_conditions``: standing effects, HORDE, LEDER, worst-of-equal, power actions."""

from __future__ import annotations

from typing import Any

import pytest

from tests.rules.terminus_alfa.helpers import character, opponent, phase_body, refused, run, start, who


def conditions(state: dict[str, Any], declarations: dict[str, Any] | None = None) -> dict[str, Any]:
    return run("combat_conditions", phase_body(state, declarations))


def effect(effect_id: str, category: str = "condition", **fields: Any) -> dict[str, Any]:
    return {"id": effect_id, "category": category, "changes": {"endurance": -3}, **fields}


def test_horde_when_opponents_are_at_least_twice_the_characters() -> None:
    state = start([character("kira"), character("ulf")], [opponent(f"o{i}") for i in range(4)])
    result = conditions(state)
    assert result["horde"] is True
    assert result["state"]["horde"] is True
    assert result["applied"] == {"kira": {"endurance": -10}, "ulf": {"endurance": -10}}
    assert {"type": "round_effect_triggered", "effect_id": "horde", "category": "condition"} in result["events"]


def test_no_horde_below_twice_the_characters() -> None:
    state = start([character("kira"), character("ulf")], [opponent(f"o{i}") for i in range(3)])
    assert conditions(state)["horde"] is False


def test_characters_out_of_combat_do_not_count_and_are_not_touched() -> None:
    state = start(
        [character("kira"), character("ulf", in_combat=False)],
        [opponent("a"), opponent("b")],
        round_effects=[effect("roeg")],
    )
    result = conditions(state)
    assert result["horde"] is True
    assert list(result["applied"]) == ["kira"]
    assert who(result["state"], "ulf")["endurance"] == 40


def test_horde_and_leader_together_give_only_minus_ten() -> None:
    state = start([character("kira")], [opponent("a"), opponent("b")], leader_id="a")
    result = conditions(state)
    applied = next(e for e in result["events"] if e["type"] == "round_effects_applied")
    assert applied == {
        "type": "round_effects_applied",
        "character_id": "kira",
        "changes": {"endurance": -10},
        "sources": {"endurance": "horde"},
        "actual": {"endurance": -10},
    }


def test_only_the_worst_of_each_stat_applies_and_stats_stack() -> None:
    state = start(
        [character("kira")],
        [opponent("vagt")],
        round_effects=[
            effect("roeg", changes={"endurance": -3, "poison": 1}),
            effect("ild", changes={"endurance": -5}),
            effect("gas", changes={"poison": 4, "money": -2}),
            effect("frygt", "property", changes={"power": -1}),
        ],
    )
    applied = next(e for e in conditions(state)["events"] if e["type"] == "round_effects_applied")
    assert applied["changes"] == {"endurance": -5, "power": -1, "poison": 4, "money": -2}
    assert applied["sources"] == {"endurance": "ild", "power": "frygt", "poison": "gas", "money": "gas"}
    assert applied["actual"] == {"endurance": -5, "power": -1, "poison": 4, "money": 0}


def test_a_tie_names_the_earlier_source_round_effects_before_horde_and_leader() -> None:
    state = start(
        [character("kira")],
        [opponent("a"), opponent("b")],
        leader_id="b",
        round_effects=[effect("mur", changes={"endurance": -10})],
    )
    applied = next(e for e in conditions(state)["events"] if e["type"] == "round_effects_applied")
    assert applied["sources"] == {"endurance": "mur"}


def test_effects_of_a_defeated_or_fled_source_stop_and_so_does_their_leadership() -> None:
    state = start(
        [character("kira")],
        [opponent("a"), opponent("b")],
        leader_id="a",
        round_effects=[effect("kulde", "permanent", source_id="a")],
    )
    state["opponents"][0]["status"] = "defeated"
    state["opponents"][1]["status"] = "fled"
    result = conditions(state)
    assert [e for e in result["events"] if e["type"] == "round_effect_triggered"] == []
    assert result["applied"] == {"kira": {}}


def test_scope_limits_who_is_reached() -> None:
    state = start(
        [character("kira"), character("ulf")],
        [opponent("vagt")],
        round_effects=[effect("roeg", scope=["ulf"])],
    )
    assert conditions(state)["applied"] == {"kira": {}, "ulf": {"endurance": -3}}


def test_a_power_action_averts_for_the_character_only_or_for_all() -> None:
    state = start(
        [character("kira"), character("ulf")],
        [opponent("vagt")],
        round_effects=[effect("roeg")],
    )
    own = conditions(state, {"power_actions": [{"character_id": "kira", "effect_id": "roeg", "power_cost": 2}]})
    assert own["applied"] == {"kira": {}, "ulf": {"endurance": -3}}
    assert who(own["state"], "kira")["power"] == 3
    everyone = conditions(
        state,
        {"power_actions": [{"character_id": "ulf", "effect_id": "roeg", "power_cost": 0, "for_all": True}]},
    )
    assert everyone["applied"] == {"kira": {}, "ulf": {}}
    assert everyone["events"][0] == {
        "type": "power_action",
        "character_id": "ulf",
        "power_cost": 0,
        "effect_id": "roeg",
        "for_all": True,
    }


def test_horde_can_be_averted_but_the_leader_condition_still_applies() -> None:
    state = start([character("kira")], [opponent("a"), opponent("b")], leader_id="a")
    result = conditions(state, {"power_actions": [{"character_id": "kira", "effect_id": "horde", "power_cost": 1}]})
    applied = next(e for e in result["events"] if e["type"] == "round_effects_applied")
    assert applied["sources"] == {"endurance": "leader"}


def test_the_round_resets_every_characters_rolls() -> None:
    state = start([character("kira"), character("ulf", in_combat=False)], [opponent("vagt")])
    for item in state["characters"]:
        item.update(rolls_allowed=3, rolls_used=2, attacked_this_round=True)
    result = conditions(state)["state"]
    assert all(
        (c["rolls_allowed"], c["rolls_used"], c["attacked_this_round"]) == (1, 0, False) for c in result["characters"]
    )
    assert result["phase"] == "opponent_attacks"


def test_the_change_rule_caps_healing_and_clamps_poison_and_money() -> None:
    from app.rules.terminus_alfa.combat.changes import apply_changes
    from app.rules.terminus_alfa.combat.state import TaCharacterState

    base = start([character("kira", endurance=38, power=7, poison=9, money=1)], [opponent("vagt")])["characters"][0]
    hero = TaCharacterState.model_validate(base)
    assert apply_changes(hero, {"endurance": 5, "power": 3, "poison": 5, "money": -4}) == {
        "endurance": 2,
        "power": 0,
        "poison": 1,
        "money": -1,
    }
    assert (hero.endurance, hero.power, hero.poison, hero.money) == (40, 7, 10, 0)
    assert apply_changes(hero, {"endurance": -50, "poison": -20}) == {"endurance": -50, "poison": -10}
    assert (hero.endurance, hero.poison) == (-10, 0)


@pytest.mark.parametrize(
    ("action", "field", "message"),
    [
        (
            {"character_id": "kira", "effect_id": "nope", "power_cost": 1},
            "effect_id",
            "no such active round effect",
        ),
        (
            {"character_id": "kira", "effect_id": "kulde", "power_cost": 1},
            "effect_id",
            "permanent effects cannot be averted",
        ),
        (
            {"character_id": "ulf", "effect_id": "roeg", "power_cost": 1},
            "character_id",
            "not an active character",
        ),
        ({"character_id": "kira", "effect_id": "roeg", "power_cost": 6}, "power_cost", "not enough power"),
        (
            {"character_id": "kira", "effect_id": "roeg", "power_cost": 1001},
            "power_cost",
            "must be at most 1000",
        ),
        ({"character_id": "kira", "effect_id": "roeg", "power_cost": -1}, "power_cost", "must be at least 0"),
        ({"character_id": "kira", "effect_id": "roeg"}, "power_cost", "required"),
        (
            {"character_id": "kira", "effect_id": "roeg", "power_cost": 1, "for_all": 1},
            "for_all",
            "must be a boolean",
        ),
    ],
)
def test_power_action_errors(action: dict[str, Any], field: str, message: str) -> None:
    state = start(
        [character("kira"), character("ulf", in_combat=False)],
        [opponent("vagt")],
        round_effects=[effect("roeg"), effect("kulde", "permanent")],
    )
    error = refused("combat_conditions", phase_body(state, {"power_actions": [action]}))
    assert error.detail == f"declarations.power_actions[0].{field}: {message}"


def test_power_is_spent_in_list_order() -> None:
    state = start(
        [character("kira", power=3)],
        [opponent("vagt")],
        round_effects=[effect("roeg"), effect("ild", "property", changes={"power": -1})],
    )
    actions = [
        {"character_id": "kira", "effect_id": "roeg", "power_cost": 2},
        {"character_id": "kira", "effect_id": "ild", "power_cost": 2},
    ]
    error = refused("combat_conditions", phase_body(state, {"power_actions": actions}))
    assert error.field == "declarations.power_actions[1].power_cost"


@pytest.mark.parametrize(
    ("mutate", "detail"),
    [
        (lambda s: s.update(system="fimbulvinter"), "state: not a terminus-alfa combat state"),
        (lambda s: s.update(phase="tally"), "state.phase: expected 'conditions'"),
        (lambda s: s.pop("phase"), "state.phase: expected 'conditions'"),
        (lambda s: s.update(round=0), "state.round: must be at least 1"),
        (lambda s: s["characters"][0].update(status="asleep"), None),
        (lambda s: s["characters"][0].pop("rolls_used"), "state.characters[0].rolls_used: required"),
        (lambda s: s["characters"][0].update(rolls_used=None), "state.characters[0].rolls_used: required"),
        (lambda s: s.update(horde=None), "state.horde: required"),
        (lambda s: s["opponents"][0].update(status=None), "state.opponents[0].status: required"),
        (
            lambda s: s["characters"][0].update(captured={"by": "vagt", "round": 1}),
            "state.characters[0].captured.ability: required",
        ),
        (
            lambda s: s["characters"][0].update(vehicle_id="vogn"),
            "state.characters[0].vehicle_id: unknown vehicle",
        ),
        (lambda s: s["opponents"][0].update(id="kira"), "state.opponents[0].id: duplicate id"),
        (lambda s: s["characters"][0].update(endurance=10**16), None),
    ],
)
def test_the_state_is_checked_first(mutate: Any, detail: str | None) -> None:
    state = start([character("kira")], [opponent("vagt")])
    mutate(state)
    error = refused("combat_conditions", phase_body(state, {"power_actions": "bad"}, dice=[9]))
    assert error.field.startswith("state")
    if detail is not None:
        assert error.detail == detail


def test_nulls_the_state_gives_a_meaning_are_accepted() -> None:
    state = start([character("kira")], [opponent("vagt", kamp=None, skyde=4)])
    assert (state["leader_id"], state["fortification"], state["outcome"]) == (None, None, None)
    assert conditions(state)["state"]["opponents"][0]["kamp"] is None


def test_state_must_be_an_object() -> None:
    assert refused("combat_conditions", {"state": [1]}).detail == "state: not a terminus-alfa combat state"
    assert refused("combat_conditions", {}).detail == "state: not a terminus-alfa combat state"


def test_declarations_then_dice_are_checked_after_the_state() -> None:
    state = start([character("kira")], [opponent("vagt")])
    assert refused("combat_conditions", phase_body(state, {"power_actions": "bad"}, dice=[9])).field == (
        "declarations.power_actions"
    )
    assert refused("combat_conditions", {"state": state, "declarations": []}).field == "declarations"
    assert refused("combat_conditions", phase_body(state, dice=[2])).detail == "dice: faces left over"
    assert conditions(state, None)["dice"] == []
    assert run("combat_conditions", {"state": state, "declarations": None, "dice": []})["dice"] == []
