"""Whole combats driven through the CombatEngine protocol, as the session layer drives them."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

import pytest

from app.rules import GM, InputError, JsonObject, PhaseOutcome, Viewer
from tests.rules.fimbulvinter.combat_helpers import fighter, fighter_in
from tests.rules.fimbulvinter.helpers import ENGINE, SYSTEM

HALL = SYSTEM.operation("combat_start").examples[0].input


def setup_without_dice(setup: Mapping[str, Any]) -> JsonObject:
    return {key: value for key, value in setup.items() if key != "dice"}


def declare_all(state: JsonObject, parts: Mapping[str | None, JsonObject]) -> dict[str | None, JsonObject]:
    """Check every part as the session does, and resolve automatically once nobody is pending."""
    collected: dict[str | None, JsonObject] = {}
    for combatant, part in parts.items():
        collected[combatant] = ENGINE.check_declaration(state, combatant, part)
    return collected


def step(state: JsonObject, parts: Mapping[str | None, JsonObject], dice: list[int] | None = None) -> PhaseOutcome:
    collected = declare_all(state, parts)
    expected = ENGINE.expected_declarers(state)
    if expected and set(expected) <= set(collected):
        assert dice is None or dice == [], "an automatic resolution has no dice"
        return ENGINE.resolve(state, collected, None)
    return ENGINE.resolve(state, collected, dice)


def test_the_hall_round_through_the_engine() -> None:
    started = ENGINE.start(setup_without_dice(HALL), [4, 2])
    state = started.state
    assert started.result["events"][-1] == {
        "type": "subfight_setup",
        "subfight": "sf1",
        "distance": "sword",
        "advantage": "hild",
    }
    assert (ENGINE.phase(state), ENGINE.round(state), ENGINE.is_ended(state)) == ("distance", 1, False)

    assert ENGINE.expected_declarers(state) == ["hild", "ulf"]
    outcome = step(state, {"hild": {"move": "advance", "target": "ulf"}, "ulf": {"move": "retreat"}})
    assert outcome.result["events"][0]["distance"] == "arm"
    state = outcome.state

    assert ENGINE.phase(state) == "advantage"
    assert ENGINE.expected_declarers(state) == []
    state = ENGINE.resolve(state, {}, [6, 1]).state

    assert ENGINE.expected_declarers(state) == ["hild", "ulf", "grim"]
    parts: dict[str | None, JsonObject] = {
        "hild": {"type": "attack", "target": "ulf", "turn_order": ["grim", "hild", "ulf"]},
        "ulf": {"type": "attack"},
        "grim": {"type": "ranged_attack", "target": "hild"},
    }
    outcome = step(state, parts)
    assert outcome.result == {"events": [{"type": "actions_declared", "order": ["grim", "hild", "ulf"]}]}
    state = outcome.state

    assert ENGINE.phase(state) == "defences"
    assert ENGINE.expected_declarers(state) == ["hild", "ulf"]
    parts = {
        "hild": {"defences": {"grim": {"choice": "defend"}}},
        "ulf": {"defences": {"hild": {"choice": "defend"}}},
    }
    state = step(state, parts).state

    assert ENGINE.phase(state) == "resolve"
    resolved = ENGINE.resolve(state, {}, [5, 2, 7, 4, 3, 1, 6, 2, 8, 0, 5, 4])
    expected = SYSTEM.operation("combat_resolve").examples[0].output
    assert resolved.state == expected["state"]
    assert resolved.result["events"] == expected["events"]
    state = resolved.state

    assert ENGINE.expected_declarers(state) == ["hild"]
    state = step(state, {"hild": {"choice": "follow"}}).state
    assert (ENGINE.phase(state), ENGINE.round(state)) == ("distance", 2)

    ended = ENGINE.end(state)
    assert ended.result == {"events": [{"type": "combat_ended"}]}
    assert ENGINE.is_ended(ended.state)
    assert fighter_in(ended.state, "ulf")["daze"] == 1


def duel_setup() -> JsonObject:
    return {
        "combatants": [
            fighter("a", "x", weapon="sword", attributes={"power": 2}),
            fighter("b", "y", weapon="sword", important=False),
        ],
        "subfights": [{"id": "sf1", "first_man": "a", "second_men": ["b"]}],
    }


def test_a_duel_fought_to_its_automatic_end() -> None:
    state = ENGINE.start(duel_setup(), [4, 2]).state
    for _ in range(2):
        state = step(state, {"a": {"move": "hold"}, "b": {"move": "hold"}}).state
        state = ENGINE.resolve(state, {}, None).state
        state = step(state, {"a": {"type": "attack"}, "b": {"type": "counter"}}).state
        state = step(state, {"a": {"defences": {"b": {}}}, "b": {"defences": {"a": {}}}}).state
        if ENGINE.phase(state) != "resolve":
            break
        # a hits and zeroes b's defence, b misses, and the damage explodes into a critical wound.
        outcome = ENGINE.resolve(state, {}, [9, 1, 2, 0, 1, 0, 3, 9, 9, 5, 0])
        state = outcome.state
        if ENGINE.is_ended(state):
            break
    assert ENGINE.is_ended(state)
    assert outcome.result["events"][-1] == {"type": "combat_ended"}
    assert fighter_in(state, "b")["dead"] is True
    assert ENGINE.expected_declarers(state) == []


def test_random_rounds_run_to_the_end() -> None:
    state = ENGINE.start(duel_setup(), None).state
    for _ in range(200):
        if ENGINE.is_ended(state):
            break
        expected = ENGINE.expected_declarers(state)
        phase = ENGINE.phase(state)
        parts: dict[str | None, JsonObject] = {}
        for ident in expected:
            if phase == "distance":
                parts[ident] = {"move": "advance", "target": "b"} if ident == "a" else {"move": "advance"}
            elif phase == "actions":
                parts[ident] = {"type": "attack"}
            elif phase == "defences":
                parts[ident] = {"defences": {}}
            elif phase == "gain_ground":
                parts[ident] = {"choice": "follow"}
        if phase == "actions" and not expected:
            break
        state = ENGINE.resolve(state, declare_all(state, parts), None).state
    assert ENGINE.is_ended(state) or ENGINE.phase(state) == "actions"


def test_the_gm_switches_the_subfight_between_rounds() -> None:
    setup = {
        "combatants": [
            fighter(name, side, weapon="spear" if name in "ac" else "sword")
            for name, side in zip("abcd", "xyxy", strict=True)
        ],
        "subfights": [{"first_man": "a", "second_men": ["b"]}, {"first_man": "c", "second_men": ["d"]}],
    }
    state = ENGINE.start(setup, None).state
    part = ENGINE.check_declaration(state, None, {"switch_subfight": "sf2"})
    outcome = ENGINE.resolve(state, {None: part, "a": {"move": "hold"}}, None)
    assert outcome.result == {"events": [{"type": "switched", "subfight": "sf2"}]}
    assert (ENGINE.phase(outcome.state), outcome.state["active_subfight"]) == ("distance", "sf2")
    assert ENGINE.expected_declarers(outcome.state) == ["c", "d"]


def test_the_gm_corners_the_defender() -> None:
    state = copy.deepcopy(SYSTEM.operation("combat_gain_ground").examples[0].input["state"])
    table = ENGINE.check_declaration(state, None, {"defender_cornered": True})
    holder = ENGINE.check_declaration(state, "hild", {"choice": "press"})
    outcome = ENGINE.resolve(state, {None: table, "hild": holder}, None)
    assert outcome.result["events"] == [{"type": "gain_ground", "choice": "press", "distance": "body"}]


@pytest.mark.parametrize(
    ("phase_state", "combatant", "declaration", "field"),
    [
        ("combat_distance", "grim", {"move": "hold"}, "combatant"),
        ("combat_distance", "nobody", {"move": "hold"}, "combatant"),
        ("combat_distance", "ulf", {"move": "charge"}, "declaration.move"),
        ("combat_distance", "hild", {"move": "advance"}, "declaration.target"),
        ("combat_distance", "hild", "advance", "declaration"),
        ("combat_distance", None, {"switch_subfight": "sf9"}, "declaration.switch_subfight"),
        ("combat_distance", None, {}, "combatant"),
        ("combat_advantage", "hild", {}, "combatant"),
        ("combat_actions", "ulf", {"type": "storm"}, "declaration.type"),
        ("combat_actions", "ulf", {"type": "attack", "turn_order": ["ulf"]}, "declaration.turn_order"),
        (
            "combat_actions",
            "hild",
            {"type": "attack", "target": "ulf", "turn_order": "ulf"},
            "declaration.turn_order",
        ),
        ("combat_defences", "grim", {"defences": {}}, "combatant"),
        ("combat_defences", "ulf", {"defences": {"grim": {}}}, "declaration.defences.grim"),
        ("combat_defences", "ulf", {"defences": {"ulf": {}}}, "declaration.defences.ulf"),
        (
            "combat_defences",
            "hild",
            {"defences": {"grim": {"choice": "parry"}}},
            "declaration.defences.grim.choice",
        ),
        ("combat_gain_ground", "ulf", {"choice": "follow"}, "combatant"),
        ("combat_gain_ground", "hild", {"choice": "dance"}, "declaration.choice"),
        ("combat_gain_ground", None, {"defender_cornered": "yes"}, "declaration.defender_cornered"),
    ],
)
def test_declaration_errors(phase_state: str, combatant: str | None, declaration: object, field: str) -> None:
    state = SYSTEM.operation(phase_state).examples[0].input["state"]
    with pytest.raises(InputError) as caught:
        ENGINE.check_declaration(state, combatant, declaration)
    assert caught.value.field == field


def test_a_phase_without_rolls_takes_no_dice() -> None:
    state = SYSTEM.operation("combat_gain_ground").examples[0].input["state"]
    with pytest.raises(InputError) as caught:
        ENGINE.resolve(state, {"hild": {"choice": "follow"}}, [3])
    assert caught.value.field == "dice"


def test_an_ended_combat_cannot_resolve() -> None:
    state = SYSTEM.operation("combat_end").examples[0].output["state"]
    assert ENGINE.is_ended(state)
    with pytest.raises(InputError):
        ENGINE.resolve(state, {}, None)
    with pytest.raises(InputError):
        ENGINE.check_declaration(state, "hild", {})


def test_start_takes_the_dice_argument_over_the_setup() -> None:
    outcome = ENGINE.start(dict(HALL), [4, 2])
    assert outcome.result["dice"] == [4, 2]
    with pytest.raises(InputError) as caught:
        ENGINE.start(dict(HALL), [4])
    assert caught.value.detail == "dice: needed more faces"


def test_views_hide_nothing_the_spec_keeps_open() -> None:
    state = SYSTEM.operation("combat_resolve").examples[0].output["state"]
    player = Viewer("player", controls=frozenset({"hild"}))
    assert ENGINE.view_state(state, player) == state == ENGINE.view_state(state, GM)
    result = {"events": [{"type": "combat_ended"}]}
    assert ENGINE.view_result(result, player) == result


def test_the_engine_is_the_systems_combat() -> None:
    assert SYSTEM.combat is ENGINE
    assert ENGINE.combatant_keys == ("combatants",)
