"""Whole combats driven through the phase engine, as the session layer drives them: each unit of work
loads the state document once (``ENGINE.load``) and works on the :class:`LoadedCombat`."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

import pytest

from app.rules import GM, InputError, JsonObject, PhaseOutcome, Viewer
from app.rules.fimbulvinter.combat.engine import ENGINE
from app.rules.phases import LoadedCombat
from tests.rules.fimbulvinter.combat_helpers import fighter, fighter_in
from tests.rules.fimbulvinter.helpers import SYSTEM

HALL = SYSTEM.operation("combat_start").examples[0].input


def setup_without_dice(setup: Mapping[str, Any]) -> JsonObject:
    return {key: value for key, value in setup.items() if key != "dice"}


def load(state: Mapping[str, Any]) -> LoadedCombat[Any]:
    return ENGINE.load(state)


def declare_all(combat: LoadedCombat[Any], parts: Mapping[str | None, object]) -> dict[str | None, JsonObject]:
    """Check every part as the session does."""
    return {combatant: combat.check_declaration(combatant, part) for combatant, part in parts.items()}


def step(state: JsonObject, parts: Mapping[str | None, object], dice: list[int] | None = None) -> PhaseOutcome:
    """Declare every part, and resolve automatically once nobody is pending (else as the GM, with dice)."""
    combat = load(state)
    collected = declare_all(combat, parts)
    expected = combat.expected_declarers()
    if expected and set(expected) <= set(collected):
        assert dice is None or dice == [], "an automatic resolution has no dice"
        return combat.resolve(collected, None)
    return combat.resolve(collected, dice)


def test_the_hall_round_through_the_engine() -> None:
    started = ENGINE.start(setup_without_dice(HALL), [4, 2])
    state = started.state
    assert started.result["events"][-1] == {
        "type": "subfight_setup",
        "subfight": "sf1",
        "distance": "sword",
        "advantage": "hild",
    }
    combat = load(state)
    assert (combat.phase, combat.round, combat.ended) == ("distance", 1, False)

    assert combat.expected_declarers() == ["hild", "ulf"]
    outcome = step(state, {"hild": {"move": "advance", "target": "ulf"}, "ulf": {"move": "retreat"}})
    assert outcome.result["events"][0]["distance"] == "arm"
    state = outcome.state

    combat = load(state)
    assert (combat.phase, combat.expected_declarers()) == ("advantage", [])
    state = combat.resolve({}, [6, 1]).state

    assert load(state).expected_declarers() == ["hild", "ulf", "grim"]
    parts: dict[str | None, JsonObject] = {
        "hild": {"type": "attack", "target": "ulf", "turn_order": ["grim", "hild", "ulf"]},
        "ulf": {"type": "attack"},
        "grim": {"type": "ranged_attack", "target": "hild"},
    }
    outcome = step(state, parts)
    assert outcome.result == {"events": [{"type": "actions_declared", "order": ["grim", "hild", "ulf"]}]}
    state = outcome.state

    combat = load(state)
    assert (combat.phase, combat.expected_declarers()) == ("defences", ["hild", "ulf"])
    parts = {
        "hild": {"defences": {"grim": {"choice": "defend"}}},
        "ulf": {"defences": {"hild": {"choice": "defend"}}},
    }
    state = step(state, parts).state

    combat = load(state)
    assert combat.phase == "resolve"
    resolved = combat.resolve({}, [5, 2, 7, 4, 3, 1, 6, 2, 8, 0, 5, 4])
    expected = SYSTEM.operation("combat_resolve").examples[0].output
    assert resolved.state == expected["state"]
    assert resolved.result["events"] == expected["events"]
    state = resolved.state

    assert load(state).expected_declarers() == ["hild"]
    state = step(state, {"hild": {"choice": "follow"}}).state
    combat = load(state)
    assert (combat.phase, combat.round) == ("distance", 2)

    ended = combat.end()
    assert ended.result == {"events": [{"type": "combat_ended"}]}
    assert load(ended.state).ended
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
        state = load(state).resolve({}, None).state
        state = step(state, {"a": {"type": "attack"}, "b": {"type": "counter"}}).state
        state = step(state, {"a": {"defences": {"b": {}}}, "b": {"defences": {"a": {}}}}).state
        if load(state).phase != "resolve":
            break
        # a hits and zeroes b's defence, b misses, and the damage explodes into a critical wound.
        outcome = load(state).resolve({}, [9, 1, 2, 0, 1, 0, 3, 9, 9, 5, 0])
        state = outcome.state
        if load(state).ended:
            break
    combat = load(state)
    assert combat.ended
    assert outcome.result["events"][-1] == {"type": "combat_ended"}
    assert fighter_in(state, "b")["dead"] is True
    assert combat.expected_declarers() == []


def test_random_rounds_run_to_the_end() -> None:
    state = ENGINE.start(duel_setup(), None).state
    for _ in range(200):
        combat = load(state)
        if combat.ended:
            break
        expected = combat.expected_declarers()
        parts: dict[str | None, JsonObject] = {}
        for ident in expected:
            if combat.phase == "distance":
                parts[ident] = {"move": "advance", "target": "b"} if ident == "a" else {"move": "advance"}
            elif combat.phase == "actions":
                parts[ident] = {"type": "attack"}
            elif combat.phase == "defences":
                parts[ident] = {"defences": {}}
            elif combat.phase == "gain_ground":
                parts[ident] = {"choice": "follow"}
        if combat.phase == "actions" and not expected:
            break
        state = combat.resolve(declare_all(combat, parts), None).state
    combat = load(state)
    assert combat.ended or combat.phase == "actions"


def test_the_gm_switches_the_subfight_between_rounds() -> None:
    setup = {
        "combatants": [
            fighter(name, side, weapon="spear" if name in "ac" else "sword")
            for name, side in zip("abcd", "xyxy", strict=True)
        ],
        "subfights": [{"first_man": "a", "second_men": ["b"]}, {"first_man": "c", "second_men": ["d"]}],
    }
    combat = load(ENGINE.start(setup, None).state)
    part = combat.check_declaration(None, {"switch_subfight": "sf2"})
    outcome = combat.resolve({None: part, "a": {"move": "hold"}}, None)
    assert outcome.result == {"events": [{"type": "switched", "subfight": "sf2"}]}
    switched = load(outcome.state)
    assert (switched.phase, outcome.state["active_subfight"]) == ("distance", "sf2")
    assert switched.expected_declarers() == ["c", "d"]


def test_the_gms_part_without_a_switch_lets_the_phase_resolve_as_usual() -> None:
    combat = load(SYSTEM.operation("combat_distance").examples[0].input["state"])
    part = combat.check_declaration(None, {})
    assert part == {}
    parts: dict[str | None, object] = {"hild": {"move": "advance", "target": "ulf"}, "ulf": {"move": "retreat"}}
    outcome = combat.resolve({**declare_all(combat, parts), None: part}, None)
    assert load(outcome.state).phase == "advantage"
    assert outcome.result["events"][-1]["distance"] == "arm"


def test_the_gm_corners_the_defender() -> None:
    combat = load(copy.deepcopy(SYSTEM.operation("combat_gain_ground").examples[0].input["state"]))
    table = combat.check_declaration(None, {"defender_cornered": True})
    holder = combat.check_declaration("hild", {"choice": "press"})
    outcome = combat.resolve({None: table, "hild": holder}, None)
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
        ("combat_advantage", "hild", {}, "combatant"),
        ("combat_advantage", None, {}, "combatant"),
        ("combat_actions", "ulf", {"type": "storm"}, "declaration.type"),
        ("combat_actions", None, {"type": "attack"}, "combatant"),
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
        ("combat_gain_ground", "hild", {"choice": "stand", "defender_cornered": False}, "declaration.choice"),
        ("combat_gain_ground", None, {"defender_cornered": "yes"}, "declaration.defender_cornered"),
    ],
)
def test_declaration_errors(phase_state: str, combatant: str | None, declaration: object, field: str) -> None:
    combat = load(SYSTEM.operation(phase_state).examples[0].input["state"])
    with pytest.raises(InputError) as caught:
        combat.check_declaration(combatant, declaration)
    assert caught.value.field == field


@pytest.mark.parametrize(
    ("phase_state", "combatant", "declaration", "field"),
    [
        # Once accepted as a hold: a part shaped like the stateless operation's declarations.
        ("combat_distance", "hild", {"ulf": "hold"}, "declaration.ulf"),
        ("combat_distance", "ulf", {"move": "hold", "second_men": {"ulf": "hold"}}, "declaration.second_men"),
        ("combat_distance", None, {"switch_subfight": "sf1", "why": "x"}, "declaration.why"),
        ("combat_actions", "ulf", {"type": "attack", "weapon": "axe"}, "declaration.weapon"),
        ("combat_defences", "hild", {"defences": {"ulf": {"choice": "defend", "x": 1}}}, "declaration.defences.ulf.x"),
        ("combat_gain_ground", "hild", {"choice": "follow", "distance": "arm"}, "declaration.distance"),
        ("combat_gain_ground", None, {"defender_cornered": True, "choice": "press"}, "declaration.choice"),
    ],
)
def test_unknown_fields_in_a_declaration_are_refused(
    phase_state: str, combatant: str | None, declaration: object, field: str
) -> None:
    combat = load(SYSTEM.operation(phase_state).examples[0].input["state"])
    with pytest.raises(InputError) as caught:
        combat.check_declaration(combatant, declaration)
    assert (caught.value.field, caught.value.detail) == (field, f"{field}: unknown field")


def test_a_phase_without_rolls_takes_no_dice() -> None:
    combat = load(SYSTEM.operation("combat_gain_ground").examples[0].input["state"])
    with pytest.raises(InputError) as caught:
        combat.resolve({"hild": {"choice": "follow"}}, [3])
    assert caught.value.field == "dice"


def test_a_failed_resolution_leaves_the_loaded_combat_as_it_was() -> None:
    document = SYSTEM.operation("combat_resolve").examples[0].input["state"]
    before = copy.deepcopy(document)
    combat = load(document)
    with pytest.raises(InputError) as caught:
        combat.resolve({}, [5, 2, 7, 4, 3])
    assert caught.value.detail == "dice: needed more faces"
    resolved = combat.resolve({}, [5, 2, 7, 4, 3, 1, 6, 2, 8, 0, 5, 4])
    assert resolved.state == SYSTEM.operation("combat_resolve").examples[0].output["state"]
    assert document == before


def test_an_ended_combat_cannot_resolve() -> None:
    combat = load(SYSTEM.operation("combat_end").examples[0].output["state"])
    assert combat.ended
    assert combat.expected_declarers() == []
    with pytest.raises(InputError):
        combat.resolve({}, None)
    with pytest.raises(InputError):
        combat.check_declaration("hild", {})


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
    assert load(SYSTEM.operation("combat_resolve").examples[0].input["state"]).combatant_ids() == [
        "hild",
        "ulf",
        "grim",
    ]
