"""``combat_start``: the first state, its defaults, and every check in the spec's order."""

from __future__ import annotations

from typing import Any

import pytest

from tests.rules.terminus_alfa.helpers import character, opponent, refused, run, start


def setup(**changes: Any) -> dict[str, Any]:
    return {"motive": "threat", "characters": [character("kira")], "opponents": [opponent("vagt")], **changes}


def test_character_defaults() -> None:
    state = start([character("kira", endurance_max=30, power_max=4)], [opponent("vagt")])
    assert state["characters"][0] == {
        "id": "kira",
        "name": "kira",
        "endurance_max": 30,
        "endurance": 30,
        "power_max": 4,
        "power": 4,
        "levned": 0,
        "poison_max": 10,
        "poison": 0,
        "money": 0,
        "armour": 0,
        "defence_options": [0],
        "abilities": {},
        "equipment_list": [],
        "slots": [],
        "vehicle_id": None,
        "fortified": False,
        "in_combat": True,
        "status": "active",
        "captured": None,
        "rolls_allowed": 1,
        "rolls_used": 0,
        "attacked_this_round": False,
    }


def test_opponents_store_their_effects_with_defaults_and_only_the_keys_their_special_uses() -> None:
    effects = {
        "2": {"special": "capture", "ability": "smidig", "summon_limit": 3},
        "1": {"changes": {"money": -2, "endurance": -1}, "ability": "ignored"},
        "3": {"special": "summon", "summon_limit": None, "text": "+MODSTANDER"},
    }
    state = start(
        [character("kira")],
        [
            opponent(
                "heks",
                species="witches",
                kamp=None,
                skyde=12,
                effects=effects,
                terminus_effect={"scope": "all"},
            )
        ],
    )
    stored = state["opponents"][0]
    assert stored["effects"] == {
        "1": {"text": "", "scope": "target", "changes": {"endurance": -1, "money": -2}, "special": None},
        "2": {"text": "", "scope": "target", "changes": {}, "special": "capture", "ability": "smidig"},
        "3": {
            "text": "+MODSTANDER",
            "scope": "target",
            "changes": {},
            "special": "summon",
            "summon_limit": None,
        },
    }
    assert stored["terminus_effect"] == {"text": "", "scope": "all", "changes": {}, "special": None}
    assert (stored["kamp"], stored["skyde"], stored["endurance_start"], stored["endurance"]) == (
        None,
        12,
        30,
        30,
    )


def test_totals_and_starting_values() -> None:
    state = start([character("kira")], [opponent("a", endurance=10), opponent("b", endurance=25)], ambush=True)
    assert (state["opponent_endurance_total"], state["opponent_endurance_lost"]) == (35, 0)
    assert (state["round"], state["phase"], state["ambush"], state["horde"]) == (1, "conditions", True, False)
    assert (state["party_choice"], state["robbery_goal_met"], state["outcome"]) == ("fight", False, None)
    assert all(
        o["joined_round"] == 1 and o["summoned_count"] == 0 and o["status"] == "active" for o in state["opponents"]
    )


@pytest.mark.parametrize(
    ("fortification", "stored"),
    [
        ({"kind": "barricade"}, {"kind": "barricade", "endurance": 50}),
        ({"kind": "castle_wall", "endurance": 700}, {"kind": "castle_wall", "endurance": 700}),
        ({"endurance": 80}, {"kind": "custom", "endurance": 80}),
        ({"kind": "custom", "endurance": 5}, {"kind": "custom", "endurance": 5}),
    ],
)
def test_fortifications(fortification: dict[str, Any], stored: dict[str, Any]) -> None:
    assert run("combat_start", setup(fortification=fortification))["state"]["fortification"] == stored


def test_vehicles_and_round_effects_are_stored_with_defaults() -> None:
    state = run(
        "combat_start",
        setup(
            characters=[character("kira", vehicle_id="vogn")],
            vehicles=[
                {"id": "vogn", "endurance": 20, "armoured": True, "marks": ["+S", "K"]},
                {"id": "kano"},
            ],
            round_effects=[
                {"id": "roeg", "category": "condition", "changes": {"endurance": -3}},
                {
                    "id": "frygt",
                    "name": "Frygt",
                    "category": "property",
                    "source_id": "vagt",
                    "changes": {"power": -1, "poison": 2},
                    "scope": ["kira"],
                },
            ],
            leader_id="vagt",
            fist_fight=True,
        ),
    )["state"]
    assert state["vehicles"] == [
        {"id": "vogn", "name": "vogn", "endurance": 20, "armoured": True, "marks": ["K", "+S"]},
        {"id": "kano", "name": "kano", "endurance": None, "armoured": False, "marks": []},
    ]
    assert state["round_effects"] == [
        {
            "id": "roeg",
            "name": "roeg",
            "category": "condition",
            "source_id": None,
            "changes": {"endurance": -3},
            "scope": "all",
        },
        {
            "id": "frygt",
            "name": "Frygt",
            "category": "property",
            "source_id": "vagt",
            "changes": {"power": -1, "poison": 2},
            "scope": ["kira"],
        },
    ]
    assert (state["leader_id"], state["fist_fight"]) == ("vagt", True)


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"motive": "money"}, "motive"),
        ({"motive": None}, "motive"),
        ({"characters": []}, "characters"),
        ({"opponents": []}, "opponents"),
        ({"characters": [{"endurance_max": 5, "power_max": 5}]}, "characters[0].id"),
        ({"characters": [character("kira"), character("kira")]}, "characters[1].id"),
        ({"opponents": [opponent("kira")]}, "opponents[0].id"),
        ({"vehicles": [{"id": "vagt"}]}, "vehicles[0].id"),
        ({"characters": [character("kira", endurance_max=0)]}, "characters[0].endurance_max"),
        ({"characters": [{"id": "kira", "endurance_max": 5}]}, "characters[0].power_max"),
        ({"characters": [character("kira", poison=11)]}, "characters[0].poison"),
        ({"characters": [character("kira", poison_max=2, poison=3)]}, "characters[0].poison"),
        ({"characters": [character("kira", money=-1)]}, "characters[0].money"),
        ({"characters": [character("kira", defence_options=[])]}, "characters[0].defence_options"),
        ({"characters": [character("kira", defence_options=[-1])]}, "characters[0].defence_options[0]"),
        ({"characters": [character("kira", armour=True)]}, "characters[0].armour"),
        ({"characters": [character("kira", in_combat=1)]}, "characters[0].in_combat"),
        ({"opponents": [opponent("vagt", species="elves")]}, "opponents[0].species"),
        ({"opponents": [opponent("vagt", kamp=None)]}, "opponents[0].kamp"),
        ({"opponents": [opponent("vagt", endurance=0)]}, "opponents[0].endurance"),
        ({"opponents": [opponent("vagt", effects={"4": {}})]}, "opponents[0].effects"),
        (
            {"opponents": [opponent("vagt", effects={"1": {"changes": {"luck": -1}}})]},
            "opponents[0].effects.1.changes",
        ),
        (
            {"opponents": [opponent("vagt", effects={"1": {"special": "capture"}})]},
            "opponents[0].effects.1.ability",
        ),
        (
            {"opponents": [opponent("vagt", terminus_effect={"scope": "some"})]},
            "opponents[0].terminus_effect.scope",
        ),
        ({"characters": [character("kira", vehicle_id="vogn")]}, "characters[0].vehicle_id"),
        ({"characters": [character("kira", fortified=True)]}, "characters[0].fortified"),
        ({"leader_id": "boss"}, "leader_id"),
        (
            {"round_effects": [{"id": "horde", "category": "condition", "changes": {"endurance": -1}}]},
            "round_effects[0].id",
        ),
        (
            {"round_effects": [{"id": "leader", "category": "condition", "changes": {"endurance": -1}}]},
            "round_effects[0].id",
        ),
        (
            {"round_effects": [{"id": "r", "category": "condition", "changes": {"endurance": -1}}] * 2},
            "round_effects[1].id",
        ),
        (
            {"round_effects": [{"id": "r", "category": "weather", "changes": {"endurance": -1}}]},
            "round_effects[0].category",
        ),
        (
            {"round_effects": [{"id": "r", "category": "condition", "changes": {"luck": -1}}]},
            "round_effects[0].changes",
        ),
        (
            {"round_effects": [{"id": "r", "category": "condition", "source_id": "x", "changes": {"power": -1}}]},
            "round_effects[0].source_id",
        ),
        (
            {"round_effects": [{"id": "r", "category": "condition", "changes": {"power": -1}, "scope": ["ulf"]}]},
            "round_effects[0].scope",
        ),
        (
            {"round_effects": [{"id": "r", "category": "condition", "changes": {"power": -1}, "scope": "some"}]},
            "round_effects[0].scope",
        ),
        (
            {"round_effects": [{"id": "r", "category": "condition", "changes": {}}]},
            "round_effects[0].changes",
        ),
        ({"round_effects": [{"id": "r", "category": "condition"}]}, "round_effects[0].changes"),
        (
            {"round_effects": [{"id": "r", "category": "condition", "changes": {"endurance": 3}}]},
            "round_effects[0].changes",
        ),
        (
            {"round_effects": [{"id": "r", "category": "condition", "changes": {"poison": -1}}]},
            "round_effects[0].changes",
        ),
        (
            {"round_effects": [{"id": "r", "category": "condition", "changes": {"money": 0}}]},
            "round_effects[0].changes",
        ),
        ({"vehicles": [{"id": "v", "marks": ["P"]}]}, "vehicles[0].marks"),
        ({"vehicles": [{"id": "v", "endurance": -1}]}, "vehicles[0].endurance"),
        ({"fortification": {}}, "fortification"),
        ({"fortification": {"kind": "moat"}}, "fortification.kind"),
        ({"fortification": {"kind": "custom"}}, "fortification.endurance"),
        ({"ambush": "yes"}, "ambush"),
        ({"fist_fight": 0}, "fist_fight"),
        ({"dice": [1]}, "dice"),
    ],
)
def test_combat_start_errors(changes: dict[str, Any], field: str) -> None:
    assert refused("combat_start", setup(**changes)).field == field


def test_round_effects_must_be_harmful_with_the_spec_wording() -> None:
    error = refused(
        "combat_start",
        setup(round_effects=[{"id": "r", "category": "condition", "changes": {"endurance": 2}}]),
    )
    assert error.detail == "round_effects[0].changes: round effects must be harmful"


def test_checks_run_in_the_spec_order() -> None:
    # duplicate ids are reported before an unknown species, which comes before a missing kamp/skyde ...
    first = setup(
        characters=[character("x", vehicle_id="nope")],
        opponents=[opponent("x", species="elves", kamp=None)],
        leader_id="nobody",
        vehicles=[{"id": "v", "marks": ["P"]}],
    )
    assert refused("combat_start", first).field == "opponents[0].id"
    first["opponents"][0]["id"] = "y"
    assert refused("combat_start", first).field == "opponents[0].species"
    first["opponents"][0]["species"] = "trolls"
    assert refused("combat_start", first).field == "opponents[0].kamp"
    first["opponents"][0]["kamp"] = 3
    assert refused("combat_start", first).field == "characters[0].vehicle_id"
    first["characters"][0]["vehicle_id"] = "v"
    assert refused("combat_start", first).field == "leader_id"
    first["leader_id"] = "y"
    assert refused("combat_start", first).field == "vehicles[0].marks"


def test_unknown_fields_such_as_controller_are_ignored() -> None:
    body = setup(characters=[character("kira", controller="p1")], opponents=[opponent("vagt", controller="gm")])
    assert "controller" not in run("combat_start", body)["state"]["characters"][0]


def test_empty_dice_are_accepted() -> None:
    assert run("combat_start", setup(dice=[]))["state"]["round"] == 1
