"""The combat state machine of §7, driven whole through the phase engine (``ENGINE.load(state)``) and the
operations."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from app.rules.ars_magica import SYSTEM
from app.rules.ars_magica.combat.engine import ENGINE
from app.rules.errors import InputError
from app.rules.protocol import GM, PhaseOutcome, Viewer
from tests.rules.ars_magica.helpers import refused, run, without_breakdown

Parts = dict[str | None, Any]
"""Declarations collected by the session: per combatant id, ``None`` for the GM's table-wide part."""
EXAMPLES = {example.title.split(":")[0]: example for op in SYSTEM.operations.values() for example in op.examples}


def fighter(fighter_id: str, side: str, **extra: Any) -> dict[str, Any]:
    return {
        "id": fighter_id,
        "side": side,
        "quickness": 0,
        "dexterity": 0,
        "strength": 0,
        "stamina": 0,
        **extra,
    }


def result_of(outcome: PhaseOutcome) -> dict[str, Any]:
    return {"state": outcome.state, **outcome.result}


def validated(operation: str, outcome: PhaseOutcome) -> PhaseOutcome:
    """The engine's outcome fits the stateless operation's output model."""
    SYSTEM.operations[operation].output_model.model_validate(result_of(outcome))
    return outcome


def test_example_a_duel_through_the_engine() -> None:
    setup = copy.deepcopy(dict(EXAMPLES["Combat A1"].input))
    outcome = validated("combat_start", ENGINE.start(setup, None))
    assert without_breakdown(result_of(outcome)) == EXAMPLES["Combat A1"].output
    combat = ENGINE.load(outcome.state)
    assert (combat.phase, combat.round, combat.ended) == ("initiative", 0, False)
    assert combat.expected_declarers() == []

    outcome = validated("combat_initiative", combat.resolve({}, [5, 7]))
    assert without_breakdown(result_of(outcome)) == EXAMPLES["Combat A2"].output
    combat = ENGINE.load(outcome.state)
    assert combat.expected_declarers() == ["grog", "bandit"]

    parts: Parts = {
        "grog": combat.check_declaration("grog", {"action": "attack", "target": "bandit"}),
        "bandit": combat.check_declaration("bandit", {"action": "attack", "target": "grog"}),
    }
    outcome = validated("combat_declare", combat.resolve(parts, None))
    assert result_of(outcome) == EXAMPLES["Combat A3"].output
    combat = ENGINE.load(outcome.state)
    assert (combat.phase, combat.expected_declarers()) == ("resolve", [])

    outcome = validated("combat_resolve", combat.resolve({}, [8, 3]))
    assert without_breakdown(result_of(outcome)) == EXAMPLES["Combat A4"].output
    combat = ENGINE.load(outcome.state)
    assert (combat.phase, combat.ended, combat.expected_declarers()) == ("ended", True, [])


def test_example_b_missiles_closing_in_and_melee_through_the_engine() -> None:
    state = ENGINE.start(copy.deepcopy(dict(EXAMPLES["Combat B1"].input)), None).state
    state = ENGINE.load(state).resolve({}, [6, 4]).state
    assert state == EXAMPLES["Combat B2"].output["state"]
    combat = ENGINE.load(state)
    assert combat.expected_declarers() == ["wolf", "archer"]

    bite = combat.check_declaration("wolf", {"action": "attack", "target": "archer"})
    with pytest.raises(InputError) as caught:
        combat.resolve({"wolf": bite}, None)
    assert caught.value.detail == (
        "declarations[0].action: melee attack impossible while the sides are apart (engagement is missile); "
        "declare close_in"
    )
    parts: Parts = {
        "wolf": combat.check_declaration("wolf", {"action": "close_in"}),
        "archer": combat.check_declaration(
            "archer", {"actor": "archer", "action": "attack", "target": "wolf", "range_increments": 2}
        ),
    }
    state = combat.resolve(parts, None).state
    assert state == EXAMPLES["Combat B3"].output["state"]
    outcome = ENGINE.load(state).resolve({}, [8, 5])
    assert without_breakdown(result_of(outcome)) == EXAMPLES["Combat B4"].output
    state = outcome.state

    combat = ENGINE.load(state)
    table = combat.check_declaration(None, {"engagement": "melee"})
    assert table == {"engagement": "melee", "end_combat": False}
    # The GM's engagement applies first when the phase resolves, so the wolf may declare its bite now.
    parts = {
        None: table,
        "wolf": combat.check_declaration("wolf", {"action": "attack", "target": "archer"}),
        "archer": combat.check_declaration("archer", {"action": "attack", "target": "wolf"}),
    }
    outcome = combat.resolve(parts, None)
    assert result_of(outcome) == EXAMPLES["Combat B5"].output
    outcome = ENGINE.load(outcome.state).resolve({}, [9, 2, 4, 0, 3])
    assert without_breakdown(result_of(outcome)) == EXAMPLES["Combat B6"].output
    assert outcome.state["winner_side"] == "hunters"


def brawl_state() -> dict[str, Any]:
    setup = {
        "combatants": [
            fighter(
                "knight",
                "crown",
                quickness=2,
                dexterity=2,
                strength=3,
                stamina=2,
                ability=6,
                weapon="sword_long",
            ),
            fighter("squire", "crown", quickness=1, fatigue={"short_term": 5}),
            fighter("orc", "horde", quickness=1, dexterity=1, strength=2, stamina=1, ability=3, weapon="club"),
            fighter("goblin", "horde", quickness=3, dexterity=1, stamina=0, ability=2, weapon="dagger", size=-2),
        ]
    }
    return ENGINE.start(setup, None).state


def test_down_at_the_start_gets_no_initiative_and_no_place() -> None:
    outcome = ENGINE.load(brawl_state()).resolve({None: {"modifiers": {"orc": -2}}}, [5, 5, 5])
    events = outcome.result["events"]
    assert events[1] == {"type": "initiative_skipped", "id": "squire", "status": "unconscious"}
    totals = {event["id"]: event["total"] for event in events if event["type"] == "initiative"}
    assert totals == {"knight": 9, "orc": 5, "goblin": 8}
    assert outcome.state["order"] == ["knight", "goblin", "orc"]
    assert outcome.state["combatants"][1]["initiative"] is None
    assert ENGINE.load(outcome.state).expected_declarers() == ["knight", "goblin", "orc"]


def test_initiative_ties_go_to_quickness_then_list_order() -> None:
    setup = {
        "combatants": [
            fighter("a", "x"),
            fighter("b", "y", quickness=1),
            fighter("c", "y"),
            fighter("d", "x"),
        ]
    }
    state = ENGINE.start(setup, None).state
    outcome = ENGINE.load(state).resolve({None: {"modifiers": {"b": -1}}}, [5, 5, 5, 5])
    assert outcome.state["order"] == ["b", "a", "c", "d"]


def test_a_round_with_void_and_lost_actions_then_the_end() -> None:
    state = ENGINE.load(brawl_state()).resolve({}, [9, 2, 2]).state
    assert state["order"] == ["knight", "goblin", "orc"]
    declared: Parts = {
        "knight": ENGINE.load(state).check_declaration("knight", {"action": "attack", "target": "goblin"}),
        "goblin": ENGINE.load(state).check_declaration("goblin", {"action": "attack", "target": "knight"}),
        "orc": ENGINE.load(state).check_declaration("orc", {"action": "other", "exert_defence": True}),
    }
    assert declared["orc"] == {
        "actor": "orc",
        "action": "other",
        "exert_defence": True,
        "defence_modifier": 0,
    }
    state = ENGINE.load(state).resolve(declared, None).state
    # Knight 2+6+4+9=21 vs goblin 3+2+0+1=6: damage 3+6+15=24 vs soak 0, Size -2 range 3 -> Dead.
    outcome = ENGINE.load(state).resolve({}, [9, 1, 4])
    events = outcome.result["events"]
    assert events[0]["wound"] == "dead"
    assert events[1] == {"type": "action_lost", "id": "goblin", "status": "dead"}
    assert events[2] == {"type": "other", "id": "orc"}
    assert events[3] == {"type": "round_ended", "next_round": 2}
    assert outcome.result["dice"] == [9, 1, 4]
    state = outcome.state
    assert ENGINE.load(state).round == 2
    assert ENGINE.load(state).expected_declarers() == ["knight", "orc"]

    with pytest.raises(InputError) as caught:
        ENGINE.load(state).check_declaration("goblin", {"action": "none"})
    assert caught.value.detail == "combatant: 'goblin' cannot act"
    with pytest.raises(InputError) as caught:
        ENGINE.load(state).check_declaration("knight", {"action": "attack", "target": "goblin"})
    assert caught.value.detail == "declaration.target: 'goblin' is already dead"

    # Round 2: the orc exerts and attacks the knight; the knight strikes first and fells him.
    parts: Parts = {
        "knight": {"action": "attack", "target": "orc", "exertion": True, "attack_modifier": 1},
        "orc": {"action": "attack", "target": "knight", "exertion": True},
    }
    state = ENGINE.load(state).resolve(parts, None).state
    outcome = ENGINE.load(state).resolve({}, [9, 0, 0])
    events = outcome.result["events"]
    assert events[0]["defence_botched"] is True
    assert events[0]["attack_total"] == 2 + 12 + 4 + 1 + 9
    assert events[1] == {"type": "action_lost", "id": "orc", "status": "dead"}
    assert events[2] == {"type": "combat_ended", "reason": "one_side_left", "winner_side": "crown"}
    knight = outcome.state["combatants"][0]
    assert knight["fatigue"] == {"short_term": 1, "long_term": 0}
    assert outcome.state["declarations"] == []
    assert ENGINE.load(outcome.state).ended


def test_attacks_on_the_dead_are_void_and_roll_nothing() -> None:
    setup = {
        "combatants": [
            fighter("a", "x", strength=20, ability=30, weapon="warhammer"),
            fighter("b", "y"),
            fighter("c", "x"),
        ]
    }
    state = ENGINE.start(setup, None).state
    state = ENGINE.load(state).resolve({}, [9, 2, 5]).state
    assert state["order"] == ["a", "c", "b"]
    parts: Parts = {"a": {"action": "attack", "target": "b"}, "c": {"action": "attack", "target": "b"}}
    state = ENGINE.load(state).resolve(parts, None).state
    outcome = ENGINE.load(state).resolve({}, [5, 5])
    events = outcome.result["events"]
    assert events[0]["wound"] == "dead"
    assert events[1] == {"type": "attack_void", "id": "c", "target": "b", "reason": "target dead"}
    assert events[2] == {"type": "action_lost", "id": "b", "status": "dead"}
    assert events[3] == {"type": "combat_ended", "reason": "one_side_left", "winner_side": "x"}


def test_no_side_left_when_both_fall_in_one_exchange() -> None:
    setup = {
        "combatants": [
            fighter("a", "x", strength=5, ability=5, weapon="mace", fatigue={"short_term": 4}),
            fighter("b", "y"),
        ]
    }
    state = ENGINE.start(setup, None).state
    state = ENGINE.load(state).resolve({}, [9, 2]).state
    state = ENGINE.load(state).resolve({"a": {"action": "attack", "target": "b", "exertion": True}}, None).state
    # a: 0 + 10 + 3 - 5 + 9 = 17 vs b: 0 + 0 + 0 + 2 = 2; damage 5 + 8 + 15 = 28 -> Dead; a is Unconscious.
    outcome = ENGINE.load(state).resolve({}, [9, 2])
    assert outcome.result["events"][-1] == {
        "type": "combat_ended",
        "reason": "no_side_left",
        "winner_side": None,
    }
    assert outcome.state["combatants"][0]["status"] == "unconscious"
    assert outcome.state["winner_side"] is None


def test_wounds_taken_earlier_in_the_round_count_at_once() -> None:
    setup = {
        "combatants": [
            fighter("a", "x", quickness=5, ability=5, weapon="axe"),
            fighter("b", "y", ability=3),
        ]
    }
    state = ENGINE.start(setup, None).state
    state = ENGINE.load(state).resolve({}, [5, 2]).state
    parts: Parts = {"a": {"action": "attack", "target": "b"}, "b": {"action": "attack", "target": "a"}}
    state = ENGINE.load(state).resolve(parts, None).state
    # a: 0 + 5 + 4 + 2 = 11 vs b: 0 + 3 + 0 + 6 = 9; damage 0 + 6 + 2 = 8 -> Medium.
    outcome = ENGINE.load(state).resolve({}, [2, 6, 6, 2])
    first, second = outcome.result["events"][:2]
    assert first["wound"] == "medium"
    # b: 0 + 3 + 0 - 3 (Medium) + 6 = 6.
    assert second["attack_total"] == 6


def test_defence_uses_the_defenders_own_declaration() -> None:
    setup = {"combatants": [fighter("a", "x", ability=2), fighter("b", "y", ability=2)]}
    state = ENGINE.start(setup, None).state
    state = ENGINE.load(state).resolve({}, [5, 4]).state
    parts: Parts = {
        "a": {"action": "attack", "target": "b"},
        "b": {"action": "none", "exert_defence": True, "defence_modifier": 3},
    }
    state = ENGINE.load(state).resolve(parts, None).state
    outcome = ENGINE.load(state).resolve({}, [5, 5])
    assert outcome.result["events"][0]["defence_total"] == 0 + 4 + 3 + 5
    assert outcome.result["events"][1] == {"type": "none", "id": "b"}
    assert outcome.state["combatants"][1]["fatigue"] == {"short_term": 1, "long_term": 0}


def test_a_botched_attack_never_hits_in_combat() -> None:
    setup = {"combatants": [fighter("a", "x", strength=5), fighter("b", "y", quickness=-8)]}
    state = ENGINE.start(setup, None).state
    state = ENGINE.load(state).resolve({}, [5, 4]).state
    state = ENGINE.load(state).resolve({"a": {"action": "attack", "target": "b"}}, None).state
    # a: 0 (botched) vs b: -8 + 2 = -6. The advantage is 6, but a botched attack never hits (§6.7 step 4).
    attack = ENGINE.load(state).resolve({}, [0, 0, 2]).result["events"][0]
    assert (attack["attack_botched"], attack["defence_total"], attack["attack_advantage"]) == (True, -6, 6)
    assert (attack["hit"], attack["damage_total"], attack["wound"]) == (False, None, None)


def test_undeclared_actors_do_nothing() -> None:
    state = ENGINE.start({"combatants": [fighter("a", "x"), fighter("b", "y")]}, None).state
    state = ENGINE.load(state).resolve({}, [5, 4]).state
    outcome = ENGINE.load(state).resolve({}, None)
    assert outcome.result["events"] == [{"type": "declarations_locked", "count": 2}]
    assert [part["action"] for part in outcome.state["declarations"]] == ["none", "none"]
    outcome = ENGINE.load(outcome.state).resolve({}, [])
    assert outcome.result["dice"] == []
    assert outcome.result["events"][-1] == {"type": "round_ended", "next_round": 2}


def test_the_gm_ends_the_combat_in_any_phase() -> None:
    state = ENGINE.start({"combatants": [fighter("a", "x"), fighter("b", "y")]}, None).state
    outcome = ENGINE.load(state).end()
    assert outcome.result == {"events": [{"type": "combat_ended", "reason": "gm", "winner_side": None}]}
    assert ENGINE.load(outcome.state).ended
    assert ENGINE.load(outcome.state).end().result == {"events": []}
    declaring = ENGINE.load(state).resolve({}, [5, 4]).state
    outcome = ENGINE.load(declaring).resolve(
        {None: {"end_combat": True, "engagement": "missile"}, "a": {"action": "none"}}, None
    )
    assert outcome.result["events"] == [
        {"type": "engagement_set", "engagement": "missile"},
        {"type": "combat_ended", "reason": "gm", "winner_side": None},
    ]
    assert (outcome.state["phase"], outcome.state["engagement"]) == ("ended", "missile")


def test_engine_declaration_errors() -> None:
    state = ENGINE.start({"combatants": [fighter("a", "x"), fighter("b", "y"), fighter("c", "x")]}, None).state
    with pytest.raises(InputError) as caught:
        ENGINE.load(state).check_declaration("a", {"action": "none"})
    assert caught.value.detail == "combatant: a combatant declares nothing in phase 'initiative'"
    with pytest.raises(InputError) as caught:
        ENGINE.load(state).check_declaration(None, {"modifiers": {"zed": 1}})
    assert caught.value.detail == "declaration.modifiers.zed: unknown combatant id"
    assert ENGINE.load(state).check_declaration(None, {"modifiers": {"a": 2}}) == {"modifiers": {"a": 2}}
    state = ENGINE.load(state).resolve({}, [5, 4, 3]).state
    cases: list[tuple[str | None, object, str]] = [
        ("zed", {"action": "none"}, "combatant: unknown combatant id"),
        ("a", "attack", "declaration: must be an object"),
        ("a", {"actor": "b", "action": "none"}, "declaration.actor: must be the declaring combatant 'a'"),
        (
            "a",
            {"action": "dance"},
            "declaration.action: must be one of 'attack', 'close_in', 'other' or 'none'",
        ),
        ("a", {"action": "attack"}, "declaration.target: required"),
        ("a", {"action": "attack", "target": "a"}, "declaration.target: a combatant cannot attack itself"),
        ("a", {"action": "attack", "target": "c"}, "declaration.target: 'c' is on the actor's own side"),
        ("a", {"action": "attack", "target": "q"}, "declaration.target: unknown combatant id"),
        ("a", {"action": "close_in", "target": "b"}, "declaration.target: only allowed with action attack"),
        (
            "a",
            {"action": "other", "exertion": False},
            "declaration.exertion: only allowed with action attack",
        ),
        (
            "a",
            {"action": "attack", "target": "b", "range_increments": 2},
            "declaration.range_increments: only allowed for missile weapons",
        ),
        ("a", {"action": "none", "sing": True}, "declaration.sing: unknown field"),
        (None, {"engagement": "far"}, "declaration.engagement: must be one of 'melee' or 'missile'"),
        (None, {"modifiers": {}}, "declaration.modifiers: unknown field"),
    ]
    for combatant, declaration, detail in cases:
        with pytest.raises(InputError) as caught:
            ENGINE.load(state).check_declaration(combatant, declaration)
        assert caught.value.detail == detail


def test_engine_refuses_dice_where_nothing_rolls() -> None:
    setup = {"combatants": [fighter("a", "x"), fighter("b", "y")]}
    with pytest.raises(InputError) as caught:
        ENGINE.start(setup, [1])
    assert caught.value.detail == "dice: unknown field"
    state = ENGINE.load(ENGINE.start(setup, None).state).resolve({}, [5, 4]).state
    with pytest.raises(InputError):
        ENGINE.load(state).resolve({}, [1])


def test_players_see_everything_the_gm_sees() -> None:
    outcome = ENGINE.load(brawl_state()).resolve({}, [5, 5, 5])
    player = Viewer("player", frozenset({"knight"}))
    assert ENGINE.view_state(outcome.state, player) == ENGINE.view_state(outcome.state, GM) == outcome.state
    assert ENGINE.view_result(outcome.result, player) == outcome.result


def started(*fighters: dict[str, Any], **extra: Any) -> dict[str, Any]:
    state: dict[str, Any] = run("combat_start", {"combatants": list(fighters), **extra})["state"]
    return state


def declaring(**extra: Any) -> dict[str, Any]:
    state = started(
        fighter("a", "x", weapon="bow_short"), fighter("b", "y"), fighter("c", "x", weapon="dodge"), **extra
    )
    declared: dict[str, Any] = run("combat_initiative", {"state": state, "dice": [9, 4, 3]})["state"]
    assert declared["order"] == ["a", "b", "c"]
    return declared


def test_combat_start_checks() -> None:
    one = {"combatants": [fighter("a", "x")]}
    assert refused("combat_start", one).field == "combatants"
    same = {"combatants": [fighter("a", "x"), fighter("b", "x")]}
    assert refused("combat_start", same).detail == "combatants: at least two different sides are required"
    twice = {"combatants": [fighter("a", "x"), fighter("b", "y"), fighter("a", "z")]}
    assert refused("combat_start", twice).detail == "combatants[2].id: duplicate id 'a'"
    dead = {"combatants": [fighter("a", "x", dead=True), fighter("b", "y")]}
    assert refused("combat_start", dead).detail == "combatants[0].dead: unknown field"
    shield = {"combatants": [fighter("a", "x"), fighter("b", "y", weapon="bow_long", shield="shield_round")]}
    assert refused("combat_start", shield).detail == "combatants[1].shield: cannot be combined with a two-handed weapon"
    assert refused("combat_start", {"combatants": [fighter("", "x"), fighter("b", "y")]}).field == "combatants[0].id"
    assert (
        refused("combat_start", {"combatants": [fighter("a" * 65, "x"), fighter("b", "y")]}).field == "combatants[0].id"
    )
    assert refused("combat_start", {"combatants": [fighter("a", ""), fighter("b", "y")]}).field == "combatants[0].side"
    many = {"combatants": [fighter(str(index), str(index % 2)) for index in range(51)]}
    assert refused("combat_start", many).field == "combatants"


def test_combat_start_computes_encumbrance_and_derives_status() -> None:
    state = started(
        fighter("a", "x", strength=-1, weapon="sword_great", armour="chain_mail_full"),
        fighter("b", "y", encumbrance=7, wounds={"incapacitating": 1}),
    )
    assert [fighter["encumbrance"] for fighter in state["combatants"]] == [3, 7]
    assert [fighter["status"] for fighter in state["combatants"]] == ["active", "incapacitated"]
    assert state["combatants"][1]["armour"] is None
    assert state["combatants"][1]["weapon"]["id"] == "fist"


def test_state_operations_check_system_and_phase() -> None:
    state = started(fighter("a", "x"), fighter("b", "y"))
    error = refused("combat_declare", {"state": state})
    assert error.detail == "state.phase: must be 'declare' for this operation (is 'initiative')"
    error = refused("combat_initiative", {"state": {**state, "system": "fimbulvinter"}, "dice": [1, 2]})
    assert error.detail == "state.system: must be 'ars-magica'"
    error = refused("combat_resolve", {"state": state, "dice": []})
    assert error.field == "state.phase"
    assert refused("combat_resolve", {}).detail == "state: required"
    assert refused("combat_resolve", {"state": {**state, "extra": 1}}).detail == "state.extra: unknown field"


def test_tampered_states_are_refused_not_crashed_on() -> None:
    state = declaring()
    assert refused("combat_declare", {"state": {**state, "order": ["a", "zed"]}}).field == "state.order[1]"
    twin = copy.deepcopy(state)
    twin["combatants"][1]["id"] = "a"
    assert refused("combat_declare", {"state": twin}).field == "state.combatants[1].id"
    locked = run(
        "combat_declare",
        {"state": state, "declarations": [{"actor": "a", "action": "attack", "target": "b"}]},
    )["state"]
    broken = copy.deepcopy(locked)
    broken["declarations"][0]["target"] = "nobody"
    assert refused("combat_resolve", {"state": broken}).field == "state.declarations[0].target"
    broken["declarations"][0]["actor"] = "nobody"
    assert refused("combat_resolve", {"state": broken}).field == "state.declarations[0].actor"
    broken = copy.deepcopy(locked)
    broken["declarations"][0]["actor"] = "c"
    assert (
        refused("combat_resolve", {"state": broken}).detail
        == "state.declarations[0].action: the actor's weapon cannot attack"
    )


def test_combat_initiative_modifier_checks() -> None:
    state = started(fighter("a", "x"), fighter("b", "y"))
    error = refused("combat_initiative", {"state": state, "modifiers": {"zed": 1}, "dice": [1, 2]})
    assert error.detail == "modifiers.zed: unknown combatant id"
    error = refused("combat_initiative", {"state": state, "modifiers": {"a": 101}, "dice": [1, 2]})
    assert error.field == "modifiers.a"
    assert refused("combat_initiative", {"state": state, "dice": [5]}).detail == "dice: needed more faces"


def test_combat_declare_checks() -> None:
    state = declaring()
    cases: list[tuple[list[dict[str, Any]], str]] = [
        ([{"actor": "zed", "action": "none"}], "declarations[0].actor: unknown combatant id"),
        (
            [{"actor": "a", "action": "none"}, {"actor": "a", "action": "other"}],
            "declarations[1].actor: second declaration for 'a'",
        ),
        (
            [{"actor": "c", "action": "attack", "target": "b"}],
            "declarations[0].action: the actor's weapon cannot attack",
        ),
        (
            [{"actor": "a", "action": "attack", "target": "b", "range_increments": 21}],
            "declarations[0].range_increments: must be at most 20",
        ),
        (
            [{"actor": "b", "action": "none", "attack_modifier": 1}],
            "declarations[0].attack_modifier: only allowed with action attack",
        ),
        (
            [{"actor": "b", "action": "close_in", "range_increments": 1}],
            "declarations[0].range_increments: only allowed with action attack",
        ),
        (
            [{"actor": "a", "action": "attack", "target": "a"}],
            "declarations[0].target: a combatant cannot attack itself",
        ),
        (
            [{"actor": "a", "action": "attack", "target": "c"}],
            "declarations[0].target: 'c' is on the actor's own side",
        ),
        ([{"actor": "a", "action": "attack", "target": "q"}], "declarations[0].target: unknown combatant id"),
        ([{"actor": "a", "action": "attack"}], "declarations[0].target: required"),
        (
            [{"actor": "b", "action": "other", "target": "a"}],
            "declarations[0].target: only allowed with action attack",
        ),
        (
            [{"actor": "b", "action": "none", "exertion": True}],
            "declarations[0].exertion: only allowed with action attack",
        ),
        ([{"actor": "b"}], "declarations[0].action: required"),
        ([{"actor": "b", "action": "none", "spell": "pilum"}], "declarations[0].spell: unknown field"),
        (
            [{"actor": "b", "action": "none", "defence_modifier": 101}],
            "declarations[0].defence_modifier: must be at most 100",
        ),
    ]
    for declarations, detail in cases:
        assert refused("combat_declare", {"state": state, "declarations": declarations}).detail == detail
    missile = run(
        "combat_declare",
        {
            "state": state,
            "engagement": "missile",
            "declarations": [{"actor": "a", "action": "attack", "target": "b"}],
        },
    )
    assert missile["state"]["declarations"][0]["range_increments"] == 1
    error = refused(
        "combat_declare",
        {
            "state": state,
            "engagement": "missile",
            "declarations": [{"actor": "b", "action": "attack", "target": "a"}],
        },
    )
    assert error.detail == (
        "declarations[0].action: melee attack impossible while the sides are apart (engagement is missile); "
        "declare close_in"
    )


def test_combat_declare_refuses_fallen_actors_and_dead_targets() -> None:
    state = declaring()
    fallen = copy.deepcopy(state)
    fallen["combatants"][1]["wounds"]["incapacitating"] = 1
    error = refused("combat_declare", {"state": fallen, "declarations": [{"actor": "b", "action": "none"}]})
    assert error.detail == "declarations[0].actor: 'b' cannot act"
    locked = run("combat_declare", {"state": fallen})["state"]
    assert [declaration["actor"] for declaration in locked["declarations"]] == ["a", "c"]
    fallen["combatants"][1]["dead"] = True
    error = refused(
        "combat_declare",
        {"state": fallen, "declarations": [{"actor": "a", "action": "attack", "target": "b"}]},
    )
    assert error.detail == "declarations[0].target: 'b' is already dead"
    incapacitated_target = copy.deepcopy(state)
    incapacitated_target["combatants"][1]["wounds"]["incapacitating"] = 1
    run(
        "combat_declare",
        {"state": incapacitated_target, "declarations": [{"actor": "a", "action": "attack", "target": "b"}]},
    )


def test_combat_resolve_reads_exactly_the_dice_it_needs() -> None:
    state = declaring()
    locked = run(
        "combat_declare",
        {"state": state, "declarations": [{"actor": "a", "action": "attack", "target": "b"}]},
    )["state"]
    assert refused("combat_resolve", {"state": locked, "dice": [5]}).detail == "dice: needed more faces"
    assert refused("combat_resolve", {"state": locked, "dice": [5, 5, 5]}).detail == "dice: 1 unused faces left over"
    assert run("combat_resolve", {"state": locked, "dice": [0, 0, 5]})["events"][0]["attack_botched"] is True
    helpless = copy.deepcopy(locked)
    helpless["combatants"][1]["fatigue"] = {"short_term": 5, "long_term": 0}
    result = run("combat_resolve", {"state": helpless, "dice": [5]})
    attack = result["events"][0]
    assert (attack["defence_rolled"], attack["defence_total"], attack["defence_faces"]) == (False, 0, [])
