"""Every input is bounded: one over a bound is a 422 naming the field, one at the bound is accepted.

Bounds the spec fixes are tested where their rules are; here are the bounds chosen where it is silent
(ids 64 characters, names 200, free text 2,000; 50 characters, 50 opponents with summoned ones, lists
of items 100, the lists inside ``rules`` 20), and the checks that keep a combat's state within them.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from app.rules import InputError
from app.rules.protocol import JsonObject
from app.rules.terminus_alfa.combat.engine import ENGINE
from tests.rules.terminus_alfa.helpers import character, in_phase, opponent, phase_body, refused, run, start


def setup(**changes: Any) -> dict[str, Any]:
    body: dict[str, Any] = {"motive": "robbery", "characters": [character("kira")], "opponents": [opponent("vagt")]}
    body.update(changes)
    return body


def assert_refused(operation: str, body: Any, field: str, reason: str | None = None) -> None:
    error = refused(operation, body)
    assert error.field == field
    assert error.detail.startswith(f"{field}: ")
    if reason is not None:
        assert error.message == reason


def with_kira(**fields: Any) -> dict[str, Any]:
    return setup(characters=[character("kira", **fields)])


def with_effect(**effect: Any) -> dict[str, Any]:
    return setup(opponents=[opponent("vagt", effects={"1": effect})])


# -- lists ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("key", "make", "bound"),
    [
        ("characters", lambda i: character(f"c{i}"), 50),
        ("opponents", lambda i: opponent(f"o{i}"), 50),
        ("vehicles", lambda i: {"id": f"v{i}"}, 50),
        ("round_effects", lambda i: {"id": f"e{i}", "category": "condition", "changes": {"power": -1}}, 100),
    ],
)
def test_the_lists_of_a_combat_are_bounded(key: str, make: Any, bound: int) -> None:
    at_bound = setup(**{key: [make(i) for i in range(bound)]})
    assert len(run("combat_start", at_bound)["state"][key]) == bound
    over = setup(**{key: [make(i) for i in range(bound + 1)]})
    assert_refused("combat_start", over, key, f"must have at most {bound} item(s)")


@pytest.mark.parametrize("key", ["equipment_list", "slots", "defence_options", "abilities"])
def test_a_characters_lists_hold_at_most_100_entries(key: str) -> None:
    def entries(count: int) -> Any:
        if key == "abilities":
            return {f"a{i}": i for i in range(count)}
        return list(range(count)) if key == "defence_options" else [f"item{i}" for i in range(count)]

    assert run("combat_start", with_kira(**{key: entries(100)}))["state"]["characters"][0][key] == entries(100)
    assert_refused(
        "combat_start", with_kira(**{key: entries(101)}), f"characters[0].{key}", "must have at most 100 item(s)"
    )


def test_a_scope_names_at_most_50_characters() -> None:
    # The scope is checked by hand (it is "all" or a list); the bound is the schema's.
    effect = {"id": "mørke", "category": "condition", "changes": {"power": -1}}
    at_bound = setup(round_effects=[{**effect, "scope": ["kira"] * 50}])
    assert len(run("combat_start", at_bound)["state"]["round_effects"][0]["scope"]) == 50
    over = setup(round_effects=[{**effect, "scope": ["kira"] * 51}])
    assert_refused("combat_start", over, "round_effects[0].scope", "must have at most 50 item(s)")
    too_long = setup(round_effects=[{**effect, "scope": ["k" * 65]}])
    reason = "character ids must be at most 64 characters long"
    assert_refused("combat_start", too_long, "round_effects[0].scope", reason)


def test_capture_target_takes_at_most_50_characters() -> None:
    def body(count: int) -> dict[str, Any]:
        return {"ability": "smidig", "characters": [{"id": f"c{i}", "power": 1, "endurance": 1} for i in range(count)]}

    assert run("capture_target", body(50))["character_id"] == "c0"
    assert_refused("capture_target", body(51), "characters", "must have at most 50 item(s)")


def test_the_declarations_the_players_fill_hold_at_most_50_times_20_entries() -> None:
    state = in_phase(start([character("kira")], [opponent("vagt")]), "character_actions")
    wait = {"character_id": "kira", "kind": "none"}
    assert run("combat_character_actions", phase_body(state, {"actions": [wait] * 1000}))["results"] == []
    error = refused("combat_character_actions", phase_body(state, {"actions": [wait] * 1001}))
    assert error.detail == "declarations.actions: must have at most 1000 item(s)"


def test_a_characters_part_holds_at_most_20_entries_per_list() -> None:
    """The session merges every character's part: 50 characters × 20 entries fit the declarations' bound."""
    state = in_phase(start([character("kira")], [opponent("vagt")]), "character_actions")
    wait = {"kind": "none"}
    combat = ENGINE.load(state)
    assert len(combat.check_declaration("kira", {"actions": [wait] * 20})["actions"]) == 20
    with pytest.raises(InputError) as caught:
        combat.check_declaration("kira", {"actions": [wait] * 21})
    assert caught.value.field == "declaration.actions"
    assert caught.value.message == "must have at most 20 item(s) in one character's part"


def test_fifty_full_parts_resolve() -> None:
    characters = [character(f"c{i}") for i in range(50)]
    state = in_phase(start(characters, [opponent("vagt")]), "character_actions")
    combat = ENGINE.load(state)
    parts: dict[str | None, JsonObject] = {
        f"c{i}": combat.check_declaration(f"c{i}", {"actions": [{"kind": "none"}] * 20}) for i in range(50)
    }
    assert ENGINE.load(state).resolve(parts, None).state["phase"] == "tally"


# -- the rules object (face lists and effect_slots_by_face) ------------------------------------------------


@pytest.mark.parametrize("key", ["effect_faces", "terminus_faces", "fumble_faces"])
def test_a_face_list_holds_at_most_20_entries(key: str) -> None:
    faces = list(range(1, 21))
    assert run("roll", {"rules": {"die_sides": 20, key: faces}, "dice": [1, 2]})["total"] == 3
    assert_refused(
        "roll", {"rules": {"die_sides": 20, key: [*faces, 1]}}, f"rules.{key}", "must have at most 20 item(s)"
    )


def test_a_face_is_on_a_die_of_at_most_20_sides() -> None:
    assert_refused("roll", {"rules": {"die_sides": 20, "effect_faces": [21]}}, "rules.effect_faces")
    assert_refused("roll", {"rules": {"die_sides": 20, "effect_faces": [0]}}, "rules.effect_faces")


def test_effect_slots_by_face_maps_at_most_20_faces_to_at_most_20_slots() -> None:
    faces = {str(face): ["1"] for face in range(1, 21)}
    rules = run("combat_start", setup(rules={"die_sides": 20, "effect_slots_by_face": faces}))["state"]["rules"]
    assert len(rules["effect_slots_by_face"]) == 20
    over = {**faces, "21": ["1"]}
    assert_refused(
        "roll",
        {"rules": {"die_sides": 20, "effect_slots_by_face": over}},
        "rules.effect_slots_by_face",
        "must have at most 20 item(s)",
    )
    slots = ["1", "2", "3"] * 6 + ["1", "2"]
    rules = run("combat_start", setup(rules={"effect_slots_by_face": {"6": slots}}))["state"]["rules"]
    assert rules["effect_slots_by_face"] == {"6": ["1", "2", "3"]}
    assert_refused("roll", {"rules": {"effect_slots_by_face": {"6": [*slots, "3"]}}}, "rules.effect_slots_by_face")
    assert_refused("roll", {"rules": {"effect_slots_by_face": {"6" * 1000: ["1"]}}}, "rules.effect_slots_by_face")


def test_a_stored_rules_object_is_bounded_like_a_given_one() -> None:
    state = in_phase(start([character("kira")], [opponent("vagt")]), "conditions")
    state["rules"] = {**state["rules"], "effect_faces": [2] * 21}
    assert_refused("combat_conditions", phase_body(state), "state.rules.effect_faces", "must have at most 20 item(s)")


# -- strings ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "field", "bound"),
    [
        (lambda text: with_kira(name=text), "characters[0].name", 200),
        (lambda text: setup(characters=[character(text)]), "characters[0].id", 64),
        (lambda text: with_kira(equipment_list=[text]), "characters[0].equipment_list[0]", 200),
        (lambda text: with_effect(text=text), "opponents[0].effects.1.text", 2000),
        (lambda text: with_effect(special="capture", ability=text), "opponents[0].effects.1.ability", 200),
        (lambda text: setup(vehicles=[{"id": "vogn", "name": text}]), "vehicles[0].name", 200),
    ],
)
def test_strings_are_bounded(body: Any, field: str, bound: int) -> None:
    run("combat_start", body("x" * bound))
    assert_refused("combat_start", body("x" * (bound + 1)), field, f"must be at most {bound} character(s) long")


def test_catalogue_ids_are_at_most_64_characters() -> None:
    assert_refused("grade", {"grade": {"level": "e" * 65}}, "grade.level", "must be at most 64 character(s) long")
    assert_refused("grade", {"grade": {"level": "e" * 64}}, "grade.level", "unknown level")
    species = setup(opponents=[opponent("vagt", species="s" * 65)])
    assert_refused("combat_start", species, "opponents[0].species", "must be at most 64 character(s) long")


def test_an_ability_name_is_at_most_200_characters() -> None:
    body = {"characters": [{"id": "kira", "power": 1, "endurance": 1}]}
    assert run("capture_target", {**body, "ability": "a" * 200})["character_id"] == "kira"
    assert_refused("capture_target", {**body, "ability": "a" * 201}, "ability", "must be at most 200 character(s) long")


# -- maps -------------------------------------------------------------------------------------------------


def test_ability_names_as_keys_are_bounded_like_ability_names() -> None:
    run("combat_start", with_kira(abilities={"a" * 200: 1}))
    assert_refused(
        "combat_start",
        with_kira(abilities={"a" * 201: 1}),
        "characters[0].abilities",
        "ability names must be at most 200 characters long",
    )


def test_effect_maps_hold_what_the_rules_allow() -> None:
    changes = {"endurance": -1, "power": -1, "poison": 1, "money": -1}
    run("combat_start", with_effect(changes=changes))
    assert_refused("combat_start", with_effect(changes={**changes, "mod": 1}), "opponents[0].effects.1.changes")
    effects: dict[str, JsonObject] = {"1": {}, "2": {}, "3": {}}
    run("combat_start", setup(opponents=[opponent("vagt", effects=effects)]))
    over = setup(opponents=[opponent("vagt", effects={**effects, "4": {}})])
    assert_refused("combat_start", over, "opponents[0].effects")


def test_defence_choices_name_characters_by_their_ids() -> None:
    state = in_phase(start([character("kira")], [opponent("vagt")]), "opponent_attacks")
    error = refused("combat_opponent_attacks", phase_body(state, {"defence_choices": {"k" * 65: 0}}))
    assert error.detail == "declarations.defence_choices: character ids must be at most 64 characters long"


# -- integers ---------------------------------------------------------------------------------------------


def test_an_attack_value_is_within_a_billion() -> None:
    state = in_phase(start([character("kira")], [opponent("vagt")]), "character_actions")

    def act(value: int) -> dict[str, Any]:
        action = {"character_id": "kira", "kind": "attack", "opponent_id": "vagt", "attack_type": "melee"}
        return phase_body(state, {"actions": [{**action, "attack_value": value}]}, [2, 3])

    assert run("combat_character_actions", act(10**9))["results"][0]["total"] == 10**9 + 5
    assert run("combat_character_actions", act(-(10**9)))["results"][0]["total"] == -(10**9) + 5
    assert_refused("combat_character_actions", act(10**9 + 1), "declarations.actions[0].attack_value")
    assert_refused("combat_character_actions", act(-(10**9) - 1), "declarations.actions[0].attack_value")


def test_capture_target_values_are_within_a_billion() -> None:
    def body(levned: int) -> dict[str, Any]:
        return {"ability": "smidig", "characters": [{"id": "kira", "power": 1, "endurance": 1, "levned": levned}]}

    assert run("capture_target", body(10**9))["character_id"] == "kira"
    assert_refused("capture_target", body(10**9 + 1), "characters[0].levned", "must be at most 1000000000")


# -- what keeps a combat's state within the bounds ----------------------------------------------------------


def summoning_fight(opponents: int) -> dict[str, Any]:
    summoner = opponent("vagt", effects={"1": {"special": "summon"}})
    others = [opponent(f"o{i}") for i in range(opponents - 1)]
    return in_phase(start([character("kira")], [summoner, *others]), "opponent_attacks")


def summon(state: dict[str, Any], *names: str) -> dict[str, Any]:
    attack = {"opponent_id": "vagt", "character_id": "kira", "mode": "melee"}
    summons = [{"opponent_id": "vagt", "new_opponent": opponent(name)} for name in names]
    return phase_body(state, {"attacks": [attack], "summons": summons}, [2, 2])


def test_summons_stop_at_50_opponents() -> None:
    state = run("combat_opponent_attacks", summon(summoning_fight(48), "imp1", "imp2"))["state"]
    assert len(state["opponents"]) == 50
    assert_refused(
        "combat_opponent_attacks",
        summon(summoning_fight(49), "imp1", "imp2"),
        "declarations.summons[1]",
        "a combat has at most 50 opponents",
    )


def test_a_state_holds_at_most_50_opponents() -> None:
    state = summoning_fight(50)
    assert run("combat_opponent_attacks", phase_body(state))["state"]["phase"] == "character_actions"
    over = copy.deepcopy(state)
    over["opponents"].append({**over["opponents"][1], "id": "o99"})
    assert_refused("combat_opponent_attacks", phase_body(over), "state.opponents", "must have at most 50 item(s)")


def equipped(kira: dict[str, Any], ulf: dict[str, Any] | None = None) -> dict[str, Any]:
    characters = [character("kira", **kira), character("ulf", **(ulf or {}))]
    return in_phase(start(characters, [opponent("vagt")]), "character_actions")


def items(count: int, prefix: str = "item") -> list[str]:
    return [f"{prefix}{i}" for i in range(count)]


def test_changing_equipment_keeps_each_list_within_100_items() -> None:
    state = equipped({"equipment_list": ["reb"], "slots": items(100)})

    def change(**moves: Any) -> dict[str, Any]:
        return phase_body(state, {"actions": [{"character_id": "kira", "kind": "change_equipment", **moves}]})

    swapped = run("combat_character_actions", change(to_slots=["reb"], to_list=["item0"]))["state"]
    assert len(swapped["characters"][0]["slots"]) == 100
    assert_refused(
        "combat_character_actions",
        change(to_slots=["reb"]),
        "declarations.actions[0].to_slots",
        "the stamfelter would hold more than 100 items",
    )
    full_list = equipped({"equipment_list": items(100), "slots": ["spyd"]})
    action = {"character_id": "kira", "kind": "change_equipment", "to_list": ["spyd"]}
    assert_refused(
        "combat_character_actions",
        phase_body(full_list, {"actions": [action]}),
        "declarations.actions[0].to_list",
        "the equipment list would hold more than 100 items",
    )


def test_trading_keeps_each_equipment_list_within_100_items() -> None:
    state = equipped({"equipment_list": ["reb", "brød"]}, {"equipment_list": items(99)})

    def trade(kira_gives: list[str], ulf_gives: list[str]) -> dict[str, Any]:
        actions = [
            {"character_id": "kira", "kind": "trade_equipment", "partner_id": "ulf", "give": kira_gives},
            {"character_id": "ulf", "kind": "trade_equipment", "partner_id": "kira", "give": ulf_gives},
        ]
        return phase_body(state, {"actions": actions})

    traded = run("combat_character_actions", trade(["reb"], []))["state"]
    assert len(traded["characters"][1]["equipment_list"]) == 100
    run("combat_character_actions", trade(["reb", "brød"], ["item0"]))
    assert_refused(
        "combat_character_actions",
        trade(["reb", "brød"], []),
        "declarations.actions[0].give",
        "the partner's equipment list would hold more than 100 items",
    )


def test_a_combat_at_every_bound_runs_a_round() -> None:
    """A state the engine builds at the bounds is a valid input for every phase."""
    effect = {"text": "x" * 2000, "changes": {"endurance": -1}}
    characters = [
        character(f"c{i:02}" + "k" * 61, name="n" * 200, equipment_list=items(100, "x" * 190), abilities={"a": 1})
        for i in range(50)
    ]
    opponents = [opponent(f"o{i:02}" + "o" * 61, name="n" * 200, effects={"1": effect}) for i in range(50)]
    state = start(characters, opponents, rules={"die_sides": 20, "effect_faces": list(range(1, 21))})
    for phase in ("combat_conditions", "combat_opponent_attacks", "combat_character_actions", "combat_tally"):
        state = run(phase, phase_body(state))["state"]
    assert state["round"] == 2
