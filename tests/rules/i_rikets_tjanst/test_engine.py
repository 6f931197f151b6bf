"""Whole combats driven through the phase engine (``ENGINE.load`` → LoadedCombat), as the session layer drives
them: each step loads the stored document once."""

from __future__ import annotations

from typing import Any

import pytest

from app.rules import GM, PhaseOutcome, Viewer
from app.rules.errors import InputError
from app.rules.i_rikets_tjanst import SYSTEM
from app.rules.i_rikets_tjanst.combat.engine import ENGINE
from app.rules.phases import LoadedCombat
from app.rules.protocol import JsonObject
from tests.rules.i_rikets_tjanst.helpers import combatant, fighter

PISTOL = {"damage": 2, "damage_type": "firearm"}


class Table:
    """A session in miniature: collects declarations and resolves when nobody is pending."""

    def __init__(self, setup: dict[str, Any], dice: list[int]) -> None:
        started = ENGINE.start(setup, dice)
        self.state = started.state
        self.results = [started.result]
        self.collected: dict[str | None, dict[str, Any]] = {}

    @property
    def combat(self) -> LoadedCombat[Any]:
        return ENGINE.load(self.state)

    @property
    def phase(self) -> str:
        return self.combat.phase

    def expected(self) -> list[str]:
        return self.combat.expected_declarers()

    def check(self, who: str | None, declaration: object) -> JsonObject:
        return self.combat.check_declaration(who, declaration)

    def declare(self, who: str | None, declaration: object) -> list[str]:
        combat = self.combat
        self.collected[who] = combat.check_declaration(who, declaration)
        return [ident for ident in combat.expected_declarers() if ident not in self.collected]

    def resolve(self, dice: list[int] | None = None) -> PhaseOutcome:
        outcome = self.combat.resolve(self.collected, dice)
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
    assert table.combat.round == 1
    assert table.expected() == []
    table.resolve([])
    assert table.phase == "turn"
    assert table.expected() == ["anton"]
    shot = {"type": "ranged_attack", "target": "vakt", "weapon": PISTOL, "difficulty": "normal"}
    assert table.declare("anton", {"action": shot}) == []
    table.resolve([12, 10, 11, 4, 2])
    assert table.phase == "reaction"
    assert table.expected() == ["anton", "vakt"]
    assert table.declare("anton", {"attacker_add_dice": 0}) == ["vakt"]
    assert table.declare("vakt", {"defence": None}) == []
    outcome = table.resolve([8])
    assert "state" not in outcome.result
    vakt = combatant(table.state, "vakt")
    assert (vakt["damage"], vakt["stress"], vakt["bleeding"]) == (3, 1, "heavy")
    assert table.phase == "turn"
    assert table.expected() == ["vakt"]
    treat = {"movement": "normal", "action": {"type": "stop_bleeding", "target": "vakt"}}
    table.declare("vakt", treat)
    table.resolve([10, 11, 7])
    assert table.phase == "round_start"
    assert table.combat.round == 2
    assert combatant(table.state, "vakt")["bleeding"] == "light"
    ended = table.combat.end()
    assert ENGINE.load(ended.state).ended
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
    assert table.combat.ended
    assert table.expected() == []
    with pytest.raises(InputError):
        table.check(None, {})


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
    assert table.expected() == ["silke"]
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
    assert table.expected() == ["silke"]


def test_round_start_parts_are_merged_and_survival_rolls_use_them() -> None:
    dying = [{"id": "d1", "cause": "critical", "rate": "round"}]
    setup = {"combatants": [fighter("anton", "pc", fokus=1, dying=dying), fighter("vakt", "npc")]}
    table = Table(setup, [8, 4])
    assert table.expected() == []
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
        table.check("anton", {"survival_extra_dice": {"d7": 1}})
    assert caught.value.detail == "declaration.survival_extra_dice: unknown condition 'anton/d7'"


def test_turn_declarations_are_checked_like_combat_act() -> None:
    table = Table(anton_and_guard(), [8, 4])
    table.resolve([])
    with pytest.raises(InputError) as caught:
        table.check("vakt", {"action": {"type": "none"}})
    assert (caught.value.field, caught.value.message) == ("combatant", "it is anton's turn")
    with pytest.raises(InputError) as caught:
        table.check("anton", {"action": {"type": "stand_up"}, "movement": "jog"})
    assert caught.value.field == "declaration.movement"
    with pytest.raises(InputError) as caught:
        table.check("anton", ["none"])
    assert caught.value.detail == "declaration: must be an object"
    with pytest.raises(InputError) as caught:
        table.check("anton", {"action": {"type": "melee_attack", "target": "anton"}})
    assert caught.value.field == "declaration.action.weapon"
    normalised = table.check(None, {"action": {"type": "none"}})
    assert normalised == {"actor": "anton", "movement": "none", "action": {"type": "none"}}


def test_resolving_a_turn_without_declaration_does_nothing() -> None:
    table = Table(anton_and_guard(), [8, 4])
    table.resolve([])
    outcome = table.resolve([])
    assert outcome.result["events"][0] == {"type": "none", "actor": "anton"}
    assert table.expected() == ["vakt"]


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
    assert table.expected() == ["vakt"]
    with pytest.raises(InputError) as caught:
        table.check("anton", {"attacker_add_dice": 1})
    assert caught.value.field == "declaration.attacker_add_dice"
    with pytest.raises(InputError) as caught:
        table.check("vakt", {"defence": {"type": "parry", "has_parry_item": True}})
    assert caught.value.detail == "declaration.defence.type: parry only against melee attacks"
    assert table.check("vakt", {"defence": {"type": "dodge"}}) == {
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
    assert table.expected() == ["anton"]


def test_reaction_refuses_bystanders() -> None:
    setup = {"combatants": [fighter("anton", "pc"), fighter("vakt", "npc"), fighter("silke", "pc")]}
    table = Table(setup, [12, 5, 1])
    table.resolve([])
    shot = {"type": "ranged_attack", "target": "vakt", "weapon": PISTOL, "difficulty": "normal"}
    table.declare("anton", {"action": shot})
    table.resolve([1, 1, 1, 1, 1])
    with pytest.raises(InputError) as caught:
        table.check("silke", {"defence": {"type": "dodge"}})
    assert caught.value.field == "combatant"


def test_players_see_everything_the_gm_sees() -> None:
    table = Table(anton_and_guard(), [8, 4])
    player = Viewer("player", controls=frozenset({"anton"}))
    assert ENGINE.view_state(table.state, player) == ENGINE.view_state(table.state, GM) == table.state
    assert ENGINE.view_result(table.results[0], player) == table.results[0]


def test_the_state_is_loaded_once_and_a_refused_resolve_changes_nothing() -> None:
    table = Table(anton_and_guard(), [8, 4])
    table.resolve([])
    combat = table.combat
    before = combat.state.model_dump()
    shot = {"type": "ranged_attack", "target": "vakt", "weapon": PISTOL, "difficulty": "normal"}
    parts: dict[str | None, JsonObject] = {"anton": combat.check_declaration("anton", {"action": shot})}
    with pytest.raises(InputError) as caught:
        combat.resolve(parts, [12, 10])  # five dice are needed
    assert caught.value.detail == "dice: needed more faces"
    assert combat.state.model_dump() == before
    assert combat.resolve(parts, [12, 10, 11, 4, 2]).state["phase"] == "reaction"
    assert combat.phase == "turn"  # the loaded combat is the state it was loaded from


def test_unknown_fields_are_refused_in_every_phase() -> None:
    table = Table(anton_and_guard(), [8, 4])
    with pytest.raises(InputError) as caught:
        table.check("anton", {"survival_extra_dice": {}, "luck": 1})
    assert caught.value.detail == "declaration.luck: unknown field"
    table.resolve([])
    with pytest.raises(InputError) as caught:
        table.check("anton", {"action": {"type": "none", "why": "resting"}})
    assert caught.value.detail == "declaration.action.why: unknown field"
    shot = {"type": "ranged_attack", "target": "vakt", "weapon": PISTOL, "difficulty": "normal"}
    with pytest.raises(InputError) as caught:
        table.check("anton", {"action": {**shot, "weapon": {**PISTOL, "calibre": 9}}})
    assert caught.value.detail == "declaration.action.weapon.calibre: unknown field"
    table.declare("anton", {"action": shot})
    table.resolve([1, 1, 1, 1, 1])
    with pytest.raises(InputError) as caught:
        table.check("vakt", {"defence": {"type": "dodge", "speed": 3}})
    assert caught.value.detail == "declaration.defence.speed: unknown field"


def test_attacker_and_target_declare_only_their_own_key() -> None:
    table = Table(anton_and_guard(), [8, 4])
    table.resolve([])
    shot = {"type": "ranged_attack", "target": "vakt", "weapon": PISTOL, "difficulty": "normal"}
    table.declare("anton", {"action": shot})
    table.resolve([1, 1, 1, 1, 1])
    with pytest.raises(InputError) as caught:
        table.check("vakt", {"attacker_add_dice": 0})
    assert caught.value.detail == "declaration.attacker_add_dice: only the attacker declares it"
    with pytest.raises(InputError) as caught:
        table.check("anton", {"defence": None})
    assert caught.value.detail == "declaration.defence: only the target declares it"
    assert table.check("anton", {}) == {"attacker_add_dice": 0}
    assert table.check("vakt", {}) == {"defence": None}
    assert table.check(None, {"defence": None}) == {"defence": None}


def test_an_ended_combat_takes_no_declaration_and_cannot_end_again() -> None:
    table = Table(anton_and_guard(), [8, 4])
    ended = ENGINE.load(table.combat.end().state)
    assert (ended.ended, ended.expected_declarers(), ended.combatant_ids()) == (True, [], ["anton", "vakt"])
    with pytest.raises(InputError) as caught:
        ended.check_declaration(None, {})
    assert caught.value.field == "state.phase"
    with pytest.raises(InputError) as caught:
        ended.end()
    assert caught.value.detail == "state.phase: the combat has already ended"


def test_the_protocol_is_published_from_the_phase_table() -> None:
    assert SYSTEM.combat is ENGINE
    described = ENGINE.describe()
    assert described["system_id"] == SYSTEM.id
    assert [(p["id"], p["declarers"], p["resolves"]) for p in described["phases"]] == [
        ("round_start", "gm_and_controllers", "gm"),
        ("turn", "gm_and_controllers", "when_all_declared"),
        ("reaction", "gm_and_controllers", "when_all_declared"),
    ]
    assert described["phases"][2]["dice_order"] == "pushed dice, defence pool, defence extra dice, critical die"
    assert described["phases"][1]["declaration_schema"]["properties"]["action"]["discriminator"]["propertyName"] == (
        "type"
    )
    assert described["view_schema"]["properties"]["phase"]["enum"] == ["round_start", "turn", "reaction", "ended"]


def test_a_reaction_refused_after_the_defence_changes_nothing() -> None:
    dying = [{"id": "d1", "cause": "critical", "rate": "round"}]
    setup = {"combatants": [fighter("anton", "pc", fokus=1), fighter("vakt", "npc", dying=dying)]}
    table = Table(setup, [8, 4])
    table.resolve([10, 10, 1, 1, 1])  # vakt survives its round-1 roll
    shot = {"type": "ranged_attack", "target": "vakt", "weapon": PISTOL, "difficulty": "easy"}
    table.declare("anton", {"action": shot})
    table.resolve([12, 12, 10, 10, 10])
    combat = table.combat
    before = combat.state.model_dump()
    parts: dict[str | None, JsonObject] = {"anton": {"attacker_add_dice": 1}, "vakt": {"defence": {"type": "dodge"}}}
    with pytest.raises(InputError) as caught:
        combat.resolve(parts, [12, 1, 1, 1, 1, 1])  # the push and the dodge, but no critical die
    assert caught.value.detail == "dice: needed more faces"
    assert combat.state.model_dump() == before
    vakt = combatant(combat.resolve(parts, [12, 1, 1, 1, 1, 1, 12]).state, "vakt")
    assert vakt["prone"] is True
    assert len(vakt["dying"]) > 1
