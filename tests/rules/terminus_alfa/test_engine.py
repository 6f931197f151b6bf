"""The combat engine, driven as the session layer drives it: start → declarations → resolve → … → ended."""

from __future__ import annotations

from typing import Any

import pytest

from app.rules import GM, InputError, Viewer
from app.rules.phases import LoadedCombat
from app.rules.protocol import JsonObject
from app.rules.terminus_alfa.combat.engine import ENGINE
from tests.rules.terminus_alfa.helpers import SYSTEM, character, opponent, who

PLAYER = Viewer("player", controls=frozenset({"kira"}))


class Table:
    """A session in miniature: collects declarations per combatant and resolves like the session does,
    loading the stored state once per unit of work (one declaration, one resolve)."""

    def __init__(self, setup: dict[str, Any]) -> None:
        outcome = ENGINE.start(setup, None)
        assert outcome.result == {}
        self.state: JsonObject = outcome.state
        self.collected: dict[str | None, JsonObject] = {}
        self.results: list[JsonObject] = []

    @property
    def combat(self) -> LoadedCombat[Any]:
        return ENGINE.load(self.state)

    @property
    def phase(self) -> str:
        return self.combat.phase

    def declare(self, combatant: str | None, declaration: object, dice: object = None) -> JsonObject | None:
        """Declare; resolve at once (with ``dice``) when nobody expected is pending, as the session does."""
        combat = self.combat
        self.collected[combatant] = combat.check_declaration(combatant, declaration)
        expected = combat.expected_declarers()
        if expected and all(who_ in self.collected for who_ in expected):
            return self.resolve(dice)
        return None

    def resolve(self, dice: object = None) -> JsonObject:
        outcome = self.combat.resolve(self.collected, dice)
        self.state = outcome.state
        self.collected = {}
        self.results.append(outcome.result)
        return outcome.result


def robbery() -> dict[str, Any]:
    return {
        "motive": "robbery",
        "characters": [
            character(
                "kira",
                armour=1,
                defence_options=[12],
                abilities={"smidig": 7},
                equipment_list=["fakkel"],
                slots=["spyd"],
            )
        ],
        "opponents": [opponent("vagt", effects={"1": {"text": "-5 UDHOLDENHED", "changes": {"endurance": -5}}})],
    }


def test_a_robbery_fought_to_the_end_through_the_engine() -> None:
    table = Table(robbery())
    combat = table.combat
    assert (combat.phase, combat.round, combat.ended) == ("conditions", 1, False)
    assert combat.combatant_ids() == ["kira", "vagt"]
    assert combat.expected_declarers() == []
    table.resolve()

    assert table.phase == "opponent_attacks"
    assert table.combat.expected_declarers() == []
    table.declare(None, {"attacks": [{"opponent_id": "vagt", "character_id": "kira", "mode": "melee"}]})
    result = table.resolve([5, 3])
    assert result["attacks"][0]["damage"] == 10
    assert "state" not in result

    assert table.phase == "character_actions"
    assert table.combat.expected_declarers() == ["kira"]
    strike = {"actions": [{"kind": "attack", "opponent_id": "vagt", "attack_type": "melee", "attack_value": 16}]}
    resolved = table.declare("kira", strike, [5, 6])
    assert resolved is not None, "the last expected declaration resolves the phase"
    assert resolved["results"][0]["damage"] == 12

    assert table.phase == "tally"
    result = table.resolve()
    assert (result["outcome"], table.combat.round) == (None, 2)

    table.resolve()  # round 2, phase 1
    # The shared GM roll, rolled at the table and shown before the players react.
    table.declare(
        None,
        {"attacks": [{"opponent_id": "vagt", "character_id": "kira", "mode": "melee"}], "gm_roll": [2, 3]},
    )
    table.declare("kira", {"defence_choices": {"kira": 0}})
    result = table.resolve()
    assert result["gm_roll"]["pairs"] == [[2, 3]]
    assert result["dice"] == [2, 3]
    assert who(table.state, "kira")["endurance"] == 23

    table.declare("kira", strike, [6, 6, 3, 3])
    assert who(table.state, "vagt")["endurance"] == 18 - 19

    result = table.resolve()
    assert result["outcome"] == "opponents_defeated"
    assert table.combat.ended
    assert table.combat.phase == "ended"
    assert table.combat.expected_declarers() == []


def test_a_fight_with_horde_ambush_capture_escape_and_flight() -> None:
    setup = {
        "motive": "threat",
        "ambush": True,
        "characters": [
            character("kira", power_max=6, abilities={"smidig": 9}),
            character("ulf", abilities={"list": 4}),
        ],
        "opponents": [
            opponent("a", effects={"1": {"special": "capture", "ability": "smidig"}}),
            opponent("b"),
            opponent("c", kamp=None, skyde=8),
            opponent("d"),
        ],
    }
    table = Table(setup)

    # Round 1: HORDE is active and can be averted, so both characters are expected to declare.
    assert table.combat.expected_declarers() == ["kira", "ulf"]
    assert table.declare("kira", {"power_actions": [{"effect_id": "horde", "power_cost": 2}]}) is None
    result = table.declare("ulf", {})
    assert result is not None
    assert result["applied"] == {"kira": {}, "ulf": {"endurance": -10}}

    # The ambush round: the opponents may not attack.
    with pytest.raises(InputError) as refused:
        table.declare(None, {"attacks": [{"opponent_id": "a", "character_id": "kira", "mode": "melee"}]})
    assert refused.value.field == "declaration.attacks"
    assert table.resolve()["gm_roll"] is None

    table.declare(
        "kira",
        {"actions": [{"kind": "attack", "opponent_id": "a", "attack_type": "melee", "attack_value": 10}]},
    )
    result = table.declare("ulf", {"actions": [{"kind": "none"}]}, [2, 3])
    assert result is not None  # every active character declared: the phase resolved
    assert result["results"][0]["damage"] == 0
    table.resolve()  # tally → round 2

    # Round 2: the capture fires on an effect roll; Ulf cannot avert it for Kira.
    table.declare("kira", {})
    table.declare("ulf", {})
    table.declare(
        None,
        {
            "attacks": [
                {"opponent_id": "a", "character_id": "kira", "mode": "melee"},
                {"opponent_id": "c", "character_id": "ulf", "mode": "shoot"},
            ],
            "gm_roll": [2, 2],
        },
    )
    table.declare("ulf", {"ability_averts": [{"opponent_id": "a", "slot": "1", "ability": "list", "grade": 5}]})
    result = table.resolve([3, 3])
    assert [(e["character_id"], e["outcome"]) for e in result["effects"]] == [("kira", "applied")]
    assert who(table.state, "kira")["captured"] == {"by": "a", "ability": "smidig", "round": 2}

    with pytest.raises(InputError) as refused:
        table.declare("kira", {"actions": [{"kind": "escape"}]})
    assert refused.value.detail == "declaration.actions[0].kind: no escape in the round of capture"
    table.declare("kira", {"actions": [{"kind": "none"}]})
    table.declare("ulf", {"actions": [{"kind": "none"}]})
    table.resolve()

    # Round 3: Kira escapes (smidig 9 + 11 = 20), then the party flees.
    table.declare("kira", {})
    table.declare("ulf", {})
    table.resolve()
    table.declare("kira", {"actions": [{"kind": "escape"}]})
    result = table.declare("ulf", {"actions": [{"kind": "none"}]}, [5, 6])
    assert result is not None
    assert result["results"] == [
        {
            "type": "escape",
            "character_id": "kira",
            "total": 20,
            "grade": 20,
            "success": True,
            "pairs": [[5, 6]],
        }
    ]
    assert who(table.state, "kira")["captured"] is None
    table.declare("ulf", {"party_choice": "flee"})
    result = table.resolve()
    assert result["outcome"] == "characters_fled"
    assert table.combat.ended


def test_player_views_hide_the_opponents_endurance() -> None:
    table = Table(robbery())
    state_view = ENGINE.view_state(table.state, PLAYER)
    assert "opponent_endurance_total" not in state_view
    assert "opponent_endurance_lost" not in state_view
    assert all("endurance" not in o and "endurance_start" not in o for o in state_view["opponents"])
    assert state_view["characters"] == table.state["characters"]
    assert ENGINE.view_state(table.state, GM) == table.state
    for _ in range(2):
        table.resolve()
    strike = {"actions": [{"kind": "attack", "opponent_id": "vagt", "attack_type": "melee", "attack_value": 16}]}
    attack = table.declare("kira", strike, [5, 6])
    assert attack is not None
    assert ENGINE.view_result(attack, PLAYER)["results"][0]["damage"] == 12
    tally = table.resolve()
    assert "opponent_endurance_lost" not in ENGINE.view_result(tally, PLAYER)
    assert ENGINE.view_result(tally, GM)["opponent_endurance_lost"] == 12
    with_state = ENGINE.view_result({**tally, "state": table.state}, PLAYER)
    assert "opponent_endurance_total" not in with_state["state"]


def test_the_gm_ends_a_combat_in_any_phase() -> None:
    table = Table(robbery())
    outcome = table.combat.end()
    assert ENGINE.load(outcome.state).ended
    assert outcome.result["events"] == [{"type": "combat_ended", "outcome": None}]
    assert table.state["phase"] == "conditions", "end is pure"
    with pytest.raises(InputError):
        ENGINE.load(outcome.state).check_declaration(None, {})
    with pytest.raises(InputError):
        ENGINE.load(outcome.state).resolve({}, None)


def attacks_table() -> Table:
    setup = robbery()
    setup["characters"].append(character("ulf", fortified=True))
    setup["fortification"] = {"kind": "barricade"}
    table = Table(setup)
    table.resolve()
    return table


@pytest.mark.parametrize(
    ("combatant", "declaration", "field"),
    [
        ("nobody", {}, "combatant"),
        ("vagt", {}, "combatant"),
        ("kira", [], "declaration"),
        ("kira", {"attacks": []}, "declaration.attacks"),
        ("kira", {"junk": 1}, "declaration.junk"),
        (
            "kira",
            {"power_actions": [{"kind": "extra_roll", "power_cost": 1, "junk": 1}]},
            "declaration.power_actions[0].junk",
        ),
        ("kira", {"power_actions": [{"kind": "extra_roll", "power_cost": 1}] * 21}, "declaration.power_actions"),
        (
            None,
            {"attacks": [{"opponent_id": "vagt", "character_id": "kira", "mode": "melee", "junk": 1}]},
            "declaration.attacks[0].junk",
        ),
        (None, {"void_effects": [{"opponent_id": "vagt", "slot": "1", "junk": 1}]}, "declaration.void_effects[0].junk"),
        (None, {"defence_choices": {}}, "declaration.defence_choices"),
        ("kira", {"defence_choices": {"ulf": 0}}, "declaration.defence_choices.ulf"),
        ("kira", {"defence_choices": {"kira": 0, "ulf": 0}}, "declaration.defence_choices.ulf"),
        ("kira", {"fortification_transfers": ["ulf"]}, "declaration.fortification_transfers[0]"),
        (
            "kira",
            {"power_actions": [{"character_id": "ulf", "kind": "extra_roll", "power_cost": 1}]},
            "declaration.power_actions[0].character_id",
        ),
        (
            "kira",
            {"power_actions": [{"kind": "extra_roll", "power_cost": 9}]},
            "declaration.power_actions[0].power_cost",
        ),
        ("kira", {"defence_choices": {"kira": 3}}, "declaration.defence_choices.kira"),
        ("kira", {"fortification_transfers": ["kira"]}, "declaration.fortification_transfers[0]"),
        (
            None,
            {"attacks": [{"opponent_id": "vagt", "character_id": "kira", "mode": "shoot"}]},
            "declaration.attacks[0].mode",
        ),
        (None, {"gm_roll": [2, 3]}, "declaration.gm_roll"),
        (
            None,
            {
                "attacks": [{"opponent_id": "vagt", "character_id": "kira", "mode": "melee"}],
                "gm_roll": [2, 7],
            },
            "declaration.gm_roll",
        ),
        (
            None,
            {
                "attacks": [{"opponent_id": "vagt", "character_id": "kira", "mode": "melee"}],
                "gm_roll": [6, 6],
            },
            "declaration.gm_roll",
        ),
        (
            None,
            {
                "attacks": [{"opponent_id": "vagt", "character_id": "kira", "mode": "melee"}],
                "gm_roll": [2, 3, 4],
            },
            "declaration.gm_roll",
        ),
        (
            None,
            {"attacks": [{"opponent_id": "vagt", "character_id": "kira", "mode": "melee"}], "gm_roll": "23"},
            "declaration.gm_roll",
        ),
    ],
)
def test_declaration_checks(combatant: str | None, declaration: object, field: str) -> None:
    table = attacks_table()
    with pytest.raises(InputError) as refused:
        table.combat.check_declaration(combatant, declaration)
    assert refused.value.field == field


def test_a_declaration_is_normalised_and_names_its_character() -> None:
    table = attacks_table()
    part = table.combat.check_declaration(
        "ulf",
        {"fortification_transfers": ["ulf"], "power_actions": [{"kind": "extra_roll", "power_cost": 1}]},
    )
    assert part == {
        "fortification_transfers": ["ulf"],
        "power_actions": [{"character_id": "ulf", "kind": "extra_roll", "power_cost": 1}],
    }
    gm = table.combat.check_declaration(
        None,
        {
            "attacks": [{"opponent_id": "vagt", "character_id": "kira", "mode": "melee"}],
            "gm_roll": [6, 6, 1, 2],
        },
    )
    assert gm["gm_roll"] == [6, 6, 1, 2]


def test_the_gm_roll_comes_before_the_averting_rolls_and_the_resolve_dice() -> None:
    setup = robbery()

    def averting_a_rolled_attack() -> Table:
        """Phase 2 with the GM's attack rolled and Kira's ability avert declared, not yet resolved."""
        table = Table(setup)
        table.resolve()
        table.declare(
            None,
            {
                "attacks": [{"opponent_id": "vagt", "character_id": "kira", "mode": "melee"}],
                "gm_roll": [6, 6, 2, 3],
            },
        )
        table.declare("kira", {"ability_averts": [{"opponent_id": "vagt", "slot": "1", "ability": "smidig"}]})
        return table

    result = averting_a_rolled_attack().resolve([6, 6, 1, 2])
    assert result["dice"] == [6, 6, 2, 3, 6, 6, 1, 2]
    assert [e["outcome"] for e in result["effects"]] == ["averted"]
    random = averting_a_rolled_attack().resolve()
    assert random["dice"][:4] == [6, 6, 2, 3]
    assert len(random["dice"]) >= 6


def test_a_trade_is_accepted_from_one_partner_and_checked_at_resolve() -> None:
    setup = robbery()
    setup["characters"].append(character("ulf", equipment_list=["brød"]))
    table = Table(setup)
    table.resolve()
    table.resolve()
    trade = {"actions": [{"kind": "trade_equipment", "partner_id": "ulf", "give": ["fakkel"]}]}
    assert table.declare("kira", trade) is None
    with pytest.raises(InputError) as refused:
        table.resolve()
    assert refused.value.field == "declarations.actions[0].partner_id"
    table.declare("ulf", {"actions": [{"kind": "trade_equipment", "partner_id": "kira", "give": ["brød"]}]})
    assert table.phase == "tally"
    assert who(table.state, "ulf")["equipment_list"] == ["fakkel"]


def test_the_party_choice_of_the_characters_must_agree_unless_the_gm_decides() -> None:
    setup = {**robbery(), "motive": "threat"}
    setup["characters"].append(character("ulf"))
    table = Table(setup)
    for _ in range(3):
        table.resolve()
    table.declare("kira", {"party_choice": "flee"})
    table.declare("ulf", {"party_choice": "surrender"})
    with pytest.raises(InputError) as refused:
        table.resolve()
    assert refused.value.field == "declarations.party_choice"
    table.declare(None, {"party_choice": "surrender"})
    assert table.resolve()["outcome"] == "characters_surrendered"


def test_the_robbery_goal_is_the_gms_declaration() -> None:
    table = Table(robbery())
    for _ in range(3):
        table.resolve()
    with pytest.raises(InputError):
        table.declare("kira", {"robbery_goal_met": True})
    table.declare(None, {"robbery_goal_met": True})
    assert table.resolve()["outcome"] == "robbery_succeeded"


def test_the_system_serves_the_engine() -> None:
    assert SYSTEM.combat is ENGINE
    assert ENGINE.combatant_keys == ("characters", "opponents")


def test_a_resolve_leaves_the_loaded_state_as_it_was() -> None:
    """A refused resolve (here after the attack has already hurt Kira) changes nothing the unit of work
    loaded, and the same loaded combat then resolves as a fresh load would."""
    setup = robbery()
    setup["characters"].append(character("ulf", fortified=True, equipment_list=["brød"]))
    setup["fortification"] = {"kind": "barricade"}
    setup["vehicles"] = [{"id": "vogn", "endurance": 20}]
    table = Table(setup)
    table.resolve()
    combat = table.combat
    attack = {"attacks": [{"opponent_id": "vagt", "character_id": "kira", "mode": "melee"}], "gm_roll": [5, 3]}
    avert = {"ability_averts": [{"opponent_id": "vagt", "slot": "1", "ability": "smidig"}]}
    parts: dict[str | None, JsonObject] = {
        None: combat.check_declaration(None, attack),
        "kira": combat.check_declaration("kira", {**avert, "power_actions": [{"kind": "extra_roll", "power_cost": 1}]}),
    }
    with pytest.raises(InputError) as refused:
        combat.resolve(parts, None)
    assert refused.value.detail == "declarations.ability_averts[0].slot: no such triggered effect"
    assert combat.state.dump() == table.state

    del parts["kira"]
    resolved = combat.resolve(parts, None)
    assert resolved == ENGINE.load(table.state).resolve(parts, None)
    assert combat.state.dump() == table.state
    table.state = resolved.state
    change = {"actions": [{"kind": "change_equipment", "to_slots": ["brød"]}]}
    for declared in ({"ulf": change}, {}, {}):  # the other phases, through to the next round
        combat = table.combat
        checked: dict[str | None, JsonObject] = {w: combat.check_declaration(w, p) for w, p in declared.items()}
        table.state = combat.resolve(checked, None).state
        assert combat.state.dump() != table.state, "the phase changed the state it returned"
        assert combat.state.dump() == combat.document, "and not the state it loaded"


def test_players_do_not_see_a_summoned_opponents_endurance_and_the_gm_roll_is_supplied_faces() -> None:
    setup = robbery()
    setup["opponents"][0]["effects"] = {"1": {"special": "summon"}}
    table = Table(setup)
    table.resolve()
    summoned = {"id": "ulv", "species": "soldiers", "kamp": 10, "endurance": 12}
    gm = table.combat.check_declaration(
        None,
        {
            "attacks": [{"opponent_id": "vagt", "character_id": "kira", "mode": "melee"}],
            "summons": [{"opponent_id": "vagt", "new_opponent": summoned}],
            "gm_roll": [2, 2],
        },
    )
    assert ENGINE.view_declaration(None, gm, GM) == gm
    shown = ENGINE.view_declaration(None, gm, PLAYER)
    assert shown["summons"][0]["new_opponent"] == {"id": "ulv", "species": "soldiers", "kamp": 10}
    assert shown["attacks"] == gm["attacks"]
    assert ENGINE.supplies_faces({None: gm})
    assert not ENGINE.supplies_faces({None: {k: v for k, v in gm.items() if k != "gm_roll"}, "kira": {}})
    table.collected = {None: gm}
    result = table.resolve()
    assert [e["type"] for e in result["events"]][-1] == "summoned"
    assert [o["id"] for o in table.state["opponents"]] == ["vagt", "ulv"]
