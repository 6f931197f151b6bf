"""Whole combats driven through the CombatEngine protocol, as the session layer drives them."""

from __future__ import annotations

from typing import Any

import pytest

from app.rules import GM, CombatEngine, PhaseOutcome, Viewer
from app.rules.errors import InputError
from app.rules.i_rikets_tjanst import SYSTEM
from tests.rules.i_rikets_tjanst.helpers import combatant, fighter

ENGINE: CombatEngine = SYSTEM.combat
PISTOL = {"damage": 2, "damage_type": "firearm"}


class Table:
    """A session in miniature: collects declarations and resolves when nobody is pending."""

    def __init__(self, setup: dict[str, Any], dice: list[int]) -> None:
        started = ENGINE.start(setup, dice)
        self.state = started.state
        self.results = [started.result]
        self.collected: dict[str | None, dict[str, Any]] = {}

    @property
    def phase(self) -> str:
        return ENGINE.phase(self.state)

    def declare(self, who: str | None, declaration: object) -> list[str]:
        part = ENGINE.check_declaration(self.state, who, declaration)
        self.collected[who] = part
        expected = ENGINE.expected_declarers(self.state)
        return [ident for ident in expected if ident not in self.collected]

    def resolve(self, dice: list[int] | None = None) -> PhaseOutcome:
        outcome = ENGINE.resolve(self.state, self.collected, dice)
        self.state, self.collected = outcome.state, {}
        self.results.append(outcome.result)
        return outcome


def anton_and_guard() -> dict[str, Any]:
    return {
        "combatants": [
            {**fighter("anton", "pc", fokus=1), "controller": "player-1"},
            fighter("vakt", "npc", protection=1, attributes={"analys": 1, "smidighet": 2}),
        ]
    }


def test_the_seed_example_through_the_engine() -> None:
    table = Table(anton_and_guard(), [8, 4])
    assert ENGINE.combatant_keys == ("combatants",)
    assert table.phase == "round_start"
    assert ENGINE.round(table.state) == 1
    assert ENGINE.expected_declarers(table.state) == []
    table.resolve([])
    assert table.phase == "turn"
    assert ENGINE.expected_declarers(table.state) == ["anton"]
    shot = {"type": "ranged_attack", "target": "vakt", "weapon": PISTOL, "difficulty": "normal"}
    assert table.declare("anton", {"action": shot}) == []
    table.resolve([12, 10, 11, 4, 2])
    assert table.phase == "reaction"
    assert ENGINE.expected_declarers(table.state) == ["anton", "vakt"]
    assert table.declare("anton", {"attacker_add_dice": 0}) == ["vakt"]
    assert table.declare("vakt", {"defence": None}) == []
    outcome = table.resolve([8])
    assert "state" not in outcome.result
    vakt = combatant(table.state, "vakt")
    assert (vakt["damage"], vakt["stress"], vakt["bleeding"]) == (3, 1, "heavy")
    assert table.phase == "turn"
    assert ENGINE.expected_declarers(table.state) == ["vakt"]
    treat = {"movement": "normal", "action": {"type": "stop_bleeding", "target": "vakt"}}
    table.declare("vakt", treat)
    table.resolve([10, 11, 7])
    assert table.phase == "round_start"
    assert ENGINE.round(table.state) == 2
    assert combatant(table.state, "vakt")["bleeding"] == "light"
    ended = ENGINE.end(table.state)
    assert ENGINE.is_ended(ended.state)
    assert ended.result["events"] == [{"type": "combat_ended", "reason": "gm"}]


def test_a_heart_shot_ends_the_fight() -> None:
    setup = {
        "combatants": [
            fighter("anton", "pc", fokus=2),
            fighter("silke", "pc"),
            fighter("vakt", "npc", attributes={"fysik": 1, "vilja": 1}),
        ]
    }
    table = Table(setup, [10, 5, 1])
    table.resolve()  # random dice: nothing is due in round 1
    shot = {"type": "ranged_attack", "target": "vakt", "weapon": PISTOL, "difficulty": "easy"}
    table.declare("anton", {"action": shot})
    table.resolve([12, 12, 10, 10, 10])  # 5 successes at Easy, two 12s
    table.declare(None, {"attacker_add_dice": 0, "defence": None})
    outcome = table.resolve([13 - 1])  # critical: 12 + 1 = 13 -> firearm row 13 (dying per round)
    vakt = combatant(table.state, "vakt")
    # KP 2 + 5 - 0 = 7 > 3 x Toughness 2: unconscious, shock dying, and the heart shot
    assert vakt["damage"] == 7
    assert vakt["unconscious"] is True
    assert [(d["cause"], d["rate"], d["next_roll_round"]) for d in vakt["dying"]] == [
        ("shock", "minute", 13),
        ("critical", "round", 2),
    ]
    assert outcome.result["events"][-1] == {"type": "combat_ended", "reason": "one_side_left"}
    assert ENGINE.is_ended(table.state)
    assert ENGINE.expected_declarers(table.state) == []
    with pytest.raises(InputError):
        ENGINE.check_declaration(table.state, None, {})


def test_two_rounds_of_bleeding_dying_and_care() -> None:
    dying = [{"id": "d1", "cause": "critical", "rate": "round", "source": "stab:13"}]
    setup = {
        "combatants": [
            fighter("anton", "pc", bleeding="heavy", dying=dying),
            fighter("silke", "pc"),
            fighter("vakt", "npc"),
        ]
    }
    table = Table(setup, [10, 8, 1])
    assert table.state["order"] == ["anton", "silke", "vakt"]
    first = table.resolve([10, 2, 3, 4, 5])
    assert [e["type"] for e in first.result["events"]] == [
        "round_started",
        "bleeding_tick",
        "damage_applied",
        "survival_roll",
        "turn_started",
    ]
    anton = combatant(table.state, "anton")
    assert (anton["damage"], anton["stress"], anton["bleeding_next_round"]) == (1, 1, 2)
    assert anton["dying"][0]["next_roll_round"] == 2
    table.declare("anton", {"action": {"type": "stop_bleeding", "target": "anton"}})
    table.resolve([10, 10, 1, 1, 1])
    anton = combatant(table.state, "anton")
    assert (anton["bleeding"], anton["bleeding_next_round"], anton["stop_bleeding_attempts"]) == (
        "none",
        None,
        0,
    )
    assert ENGINE.expected_declarers(table.state) == ["silke"]
    table.declare("silke", {"action": {"type": "stabilise", "target": "anton", "condition_id": "d1"}})
    table.resolve([10, 1, 1, 1, 1])
    condition = combatant(table.state, "anton")["dying"][0]
    assert (condition["stabilisation"], condition["stabilise_attempts"]) == (1, 1)
    table.declare("vakt", {"action": {"type": "none"}})
    table.resolve([])
    assert table.phase == "round_start"
    second = table.resolve([10, 10, 10, 1, 1])
    condition = combatant(table.state, "anton")["dying"][0]
    assert (condition["stabilisation"], condition["stabilised"], condition["next_roll_round"]) == (
        3,
        True,
        None,
    )
    assert [e["type"] for e in second.result["events"]] == ["round_started", "survival_roll", "turn_started"]
    assert combatant(table.state, "anton")["acted"] is False
    table.resolve()  # the GM resolves Anton's turn without a declaration: he does nothing
    assert ENGINE.expected_declarers(table.state) == ["silke"]


def test_round_start_parts_are_merged_and_survival_rolls_use_them() -> None:
    dying = [{"id": "d1", "cause": "critical", "rate": "round"}]
    setup = {"combatants": [fighter("anton", "pc", fokus=1, dying=dying), fighter("vakt", "npc")]}
    table = Table(setup, [8, 4])
    assert ENGINE.expected_declarers(table.state) == []
    assert table.declare("anton", {"survival_extra_dice": {"d1": 1}}) == []
    assert table.collected["anton"] == {"survival_extra_dice": {"anton/d1": 1}}
    outcome = table.resolve([1, 2, 3, 4, 5, 10])
    roll = outcome.result["events"][1]
    assert roll["type"] == "survival_roll"
    assert roll["faces"] == [1, 2, 3, 4, 5, 10]
    assert roll["survived"] is True


def test_gm_table_wide_round_start_part_uses_full_keys() -> None:
    dying = [{"id": "d1", "cause": "critical", "rate": "round"}]
    setup = {"combatants": [fighter("anton", "pc", fokus=1, dying=dying), fighter("vakt", "npc")]}
    table = Table(setup, [8, 4])
    assert table.declare(None, {"survival_extra_dice": {"anton/d1": 1}}) == []
    with pytest.raises(InputError) as caught:
        ENGINE.check_declaration(table.state, "anton", {"survival_extra_dice": {"d7": 1}})
    assert caught.value.detail == "declaration.survival_extra_dice: unknown condition 'anton/d7'"


def test_turn_declarations_are_checked_like_combat_act() -> None:
    table = Table(anton_and_guard(), [8, 4])
    table.resolve([])
    with pytest.raises(InputError) as caught:
        ENGINE.check_declaration(table.state, "vakt", {"action": {"type": "none"}})
    assert (caught.value.field, caught.value.message) == ("combatant", "it is anton's turn")
    with pytest.raises(InputError) as caught:
        ENGINE.check_declaration(table.state, "anton", {"action": {"type": "stand_up"}, "movement": "jog"})
    assert caught.value.field == "declaration.movement"
    with pytest.raises(InputError) as caught:
        ENGINE.check_declaration(table.state, "anton", ["none"])
    assert caught.value.detail == "declaration: must be an object"
    with pytest.raises(InputError) as caught:
        ENGINE.check_declaration(table.state, "anton", {"action": {"type": "melee_attack", "target": "anton"}})
    assert caught.value.field == "declaration.action.weapon"
    normalised = ENGINE.check_declaration(table.state, None, {"action": {"type": "none"}})
    assert normalised == {"actor": "anton", "movement": "none", "action": {"type": "none"}}


def test_resolving_a_turn_without_declaration_does_nothing() -> None:
    table = Table(anton_and_guard(), [8, 4])
    table.resolve([])
    outcome = table.resolve([])
    assert outcome.result["events"][0] == {"type": "none", "actor": "anton"}
    assert ENGINE.expected_declarers(table.state) == ["vakt"]


def test_reaction_declarers_and_their_parts() -> None:
    table = Table(anton_and_guard(), [8, 4])
    table.resolve([])
    bought = {
        "type": "ranged_attack",
        "target": "vakt",
        "weapon": PISTOL,
        "difficulty": "normal",
        "extra_dice": 1,
    }
    table.declare("anton", {"action": bought})
    table.resolve([1, 1, 1, 1, 1, 1])
    assert ENGINE.expected_declarers(table.state) == ["vakt"]
    with pytest.raises(InputError) as caught:
        ENGINE.check_declaration(table.state, "anton", {"attacker_add_dice": 1})
    assert caught.value.field == "declaration.attacker_add_dice"
    with pytest.raises(InputError) as caught:
        ENGINE.check_declaration(table.state, "vakt", {"defence": {"type": "parry", "has_parry_item": True}})
    assert caught.value.detail == "declaration.defence.type: parry only against melee attacks"
    assert ENGINE.check_declaration(table.state, "vakt", {"defence": {"type": "dodge"}}) == {
        "defence": {"type": "dodge", "has_parry_item": False, "bonus_dice": 0, "extra_dice": 0}
    }


def test_unaware_target_is_not_expected_to_react() -> None:
    table = Table(anton_and_guard(), [8, 4])
    table.resolve([])
    sneaky = {
        "type": "ranged_attack",
        "target": "vakt",
        "weapon": PISTOL,
        "difficulty": "easy",
        "target_aware": False,
    }
    table.declare("anton", {"action": sneaky})
    table.resolve([1, 1, 1, 1, 1])
    assert ENGINE.expected_declarers(table.state) == ["anton"]


def test_reaction_refuses_bystanders() -> None:
    setup = {"combatants": [fighter("anton", "pc"), fighter("vakt", "npc"), fighter("silke", "pc")]}
    table = Table(setup, [12, 5, 1])
    table.resolve([])
    shot = {"type": "ranged_attack", "target": "vakt", "weapon": PISTOL, "difficulty": "normal"}
    table.declare("anton", {"action": shot})
    table.resolve([1, 1, 1, 1, 1])
    with pytest.raises(InputError) as caught:
        ENGINE.check_declaration(table.state, "silke", {"defence": {"type": "dodge"}})
    assert caught.value.field == "combatant"


def test_players_see_everything_the_gm_sees() -> None:
    table = Table(anton_and_guard(), [8, 4])
    player = Viewer("player", controls=frozenset({"anton"}))
    assert ENGINE.view_state(table.state, player) == ENGINE.view_state(table.state, GM) == table.state
    assert ENGINE.view_result(table.results[0], player) == table.results[0]
