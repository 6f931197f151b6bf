"""Every input is bounded: for a field of each kind (list, string, map, integer) one over the bound is a
422 naming the field, one at the bound is accepted; the OpenAPI schema states the same bounds; and a
combat whose inputs sit at every bound still gives states that validate."""

from __future__ import annotations

from typing import Any

import pytest

from app.rules.errors import InputError
from app.rules.i_rikets_tjanst import SYSTEM
from app.rules.i_rikets_tjanst.combat.state import MAX_CONDITIONS, MAX_CONDITIONS_IN_COMBAT
from app.rules.i_rikets_tjanst.fields import MAX_NAME_LENGTH, MAX_SIDE_LENGTH
from app.rules.limits import MAX_COMBATANTS, MAX_ID_LENGTH
from tests.rules.i_rikets_tjanst.helpers import combatant, fighter, in_turn, run, started

LONG_ID = "i" * MAX_ID_LENGTH
LONG_SIDE = "s" * MAX_SIDE_LENGTH
LONG_NAME = "n" * MAX_NAME_LENGTH


def refusal(operation: str, body: dict[str, Any]) -> InputError:
    with pytest.raises(InputError) as caught:
        SYSTEM.operations[operation].run(body)
    return caught.value


def assert_refused(operation: str, body: dict[str, Any], field: str, reason: str) -> None:
    error = refusal(operation, body)
    assert error.field == field
    assert error.detail == f"{field}: {reason}"


def test_the_chosen_bounds() -> None:
    assert (MAX_ID_LENGTH, MAX_NAME_LENGTH, MAX_SIDE_LENGTH) == (64, 200, 64)
    assert (MAX_COMBATANTS, MAX_CONDITIONS, MAX_CONDITIONS_IN_COMBAT) == (50, 200, 10_000)


# Strings


def test_an_id_of_64_characters_is_accepted_and_65_refused() -> None:
    accepted = run("initiative", {"combatants": [{"id": LONG_ID, "strid": 2}], "dice": [5]})
    assert accepted["order"] == [LONG_ID]
    over = {"combatants": [{"id": "a", "strid": 1}, {"id": LONG_ID + "x", "strid": 2}]}
    assert_refused("initiative", over, "combatants[1].id", "must be at most 64 character(s) long")


def test_an_empty_id_is_still_refused() -> None:
    assert_refused("initiative", {"combatants": [{"id": "", "strid": 2}]}, "combatants[0].id", "must not be empty")


@pytest.mark.parametrize(
    ("field", "at_bound", "reason"),
    [
        ("id", LONG_ID, "must be at most 64 character(s) long"),
        ("name", LONG_NAME, "must be at most 200 character(s) long"),
        ("side", LONG_SIDE, "must be at most 64 character(s) long"),
    ],
)
def test_combatant_strings_at_and_over_their_bound(field: str, at_bound: str, reason: str) -> None:
    def body(value: str) -> dict[str, Any]:
        first = {**fighter("a", "pc"), field: value}
        return {"combatants": [first, fighter("b", "npc")], "dice": [5, 6]}

    state = run("combat_start", body(at_bound))["state"]
    assert state["combatants"][0][field] == at_bound
    assert_refused("combat_start", body(at_bound + "x"), f"combatants[0].{field}", reason)


def test_condition_id_and_source_at_and_over_their_bound() -> None:
    def body(ident: str, source: str) -> dict[str, Any]:
        dying = [{"id": ident, "cause": "critical", "rate": "hour", "source": source}]
        return {"combatants": [fighter("a", "pc", dying=dying), fighter("b", "npc")], "dice": [5, 6]}

    condition = run("combat_start", body(LONG_ID, LONG_NAME))["state"]["combatants"][0]["dying"][0]
    assert (condition["id"], condition["source"]) == (LONG_ID, LONG_NAME)
    assert_refused(
        "combat_start",
        body(LONG_ID + "x", "firearm:12"),
        "combatants[0].dying[0].id",
        "must be at most 64 character(s) long",
    )
    assert_refused(
        "combat_start",
        body("d1", LONG_NAME + "x"),
        "combatants[0].dying[0].source",
        "must be at most 200 character(s) long",
    )


def test_apply_damage_condition_id_over_its_bound() -> None:
    def body(ident: str) -> dict[str, Any]:
        return {"fysik": 1, "vilja": 1, "hp_damage": 1, "dying": [{"id": ident, "cause": "shock", "rate": "minute"}]}

    assert run("apply_damage", body(LONG_ID))["dying"][0]["id"] == LONG_ID
    assert_refused("apply_damage", body(LONG_ID + "x"), "dying[0].id", "must be at most 64 character(s) long")


def long_duel() -> dict[str, Any]:
    """Round 1 in turn phase: two combatants whose ids, names and sides sit at their bounds."""
    first = fighter(LONG_ID, LONG_SIDE, name=LONG_NAME)
    second = fighter("b" * MAX_ID_LENGTH, "t" * MAX_SIDE_LENGTH, name="m" * MAX_NAME_LENGTH, protection=1)
    return in_turn(started(first, second, dice=[8, 4]))


def test_declared_ids_over_their_bound_name_the_declared_field() -> None:
    state = long_duel()
    shot = {"type": "ranged_attack", "target": "b" * 65, "weapon": {"damage": 2, "damage_type": "firearm"}}
    assert_refused(
        "combat_act",
        {"state": state, "declaration": {"actor": LONG_ID + "x", "action": {"type": "none"}}},
        "declaration.actor",
        "must be at most 64 character(s) long",
    )
    assert_refused(
        "combat_act",
        {"state": state, "declaration": {"actor": LONG_ID, "action": {**shot, "difficulty": "normal"}}},
        "declaration.action.target",
        "must be at most 64 character(s) long",
    )
    stabilise = {"type": "stabilise", "target": "b" * 64, "condition_id": "d" * 65}
    assert_refused(
        "combat_act",
        {"state": state, "declaration": {"actor": LONG_ID, "action": stabilise}},
        "declaration.action.condition_id",
        "must be at most 64 character(s) long",
    )


def test_a_state_with_an_overlong_id_in_order_is_refused_on_that_entry() -> None:
    state = long_duel()
    state["order"][1] = "b" * 65
    assert_refused("combat_end", {"state": state}, "state.order[1]", "must be at most 64 character(s) long")


def test_a_combat_at_every_string_bound_produces_states_that_validate() -> None:
    """Attack, react, the next turn and round: each state the engine returns is accepted by the next
    operation (forced dice where they matter, the CSPRNG for the rest)."""
    state = long_duel()
    target = "b" * MAX_ID_LENGTH
    shot = {"type": "ranged_attack", "target": target, "weapon": {"damage": 2, "damage_type": "firearm"}}
    body = {"actor": LONG_ID, "action": {**shot, "difficulty": "normal"}}
    rolled = run("combat_act", {"state": state, "declaration": body, "dice": [12, 10, 11, 4, 2]})["state"]
    assert rolled["pending_attack"]["target"] == target
    reacted = run("combat_react", {"state": rolled, "declarations": {}, "dice": [12]})["state"]
    assert combatant(reacted, target)["dying"][0]["source"] == "firearm:12"
    assert reacted["order"][reacted["turn_index"]] == target
    waited = run("combat_act", {"state": reacted, "declaration": {"actor": target, "action": {"type": "none"}}})
    assert waited["state"]["phase"] == "round_start"
    next_round = run("combat_round_start", {"state": waited["state"]})["state"]
    ended = run("combat_end", {"state": next_round})["state"]
    assert ended["phase"] == "ended"
    assert combatant(ended, LONG_ID)["name"] == LONG_NAME
    assert combatant(ended, target)["side"] == "t" * MAX_SIDE_LENGTH


# Lists


def test_fifty_combatants_are_accepted_and_fifty_one_refused() -> None:
    fifty = [fighter(f"c{index}", "pc" if index % 2 else "npc") for index in range(MAX_COMBATANTS)]
    state = run("combat_start", {"combatants": fifty, "dice": [5] * MAX_COMBATANTS})["state"]
    assert len(state["order"]) == MAX_COMBATANTS
    over = {"combatants": [*fifty, fighter("extra", "pc")]}
    assert_refused("combat_start", over, "combatants", "must have at most 50 item(s)")


def test_a_character_with_200_conditions_is_accepted_and_201_refused() -> None:
    def conditions(count: int) -> list[dict[str, Any]]:
        return [{"id": f"d{index}", "cause": "critical", "rate": "day", "stabilisation": 3} for index in range(count)]

    body = {"fysik": 1, "vilja": 1, "hp_damage": 0, "dying": conditions(MAX_CONDITIONS)}
    assert len(run("apply_damage", body)["dying"]) == MAX_CONDITIONS
    assert_refused("apply_damage", {**body, "dying": conditions(201)}, "dying", "must have at most 200 item(s)")


# Maps


def crowded_round_start() -> dict[str, Any]:
    """A round_start state with 50 combatants of 200 stabilised conditions each: 10,000 conditions."""
    dying = [{"id": f"d{index}", "cause": "critical", "rate": "day", "stabilisation": 3} for index in range(200)]
    crowd = [fighter(f"c{index}", "pc" if index % 2 else "npc", dying=dying) for index in range(MAX_COMBATANTS)]
    state: dict[str, Any] = run("combat_start", {"combatants": crowd, "dice": [5] * MAX_COMBATANTS})["state"]
    return state


def test_survival_extra_dice_takes_one_entry_per_condition_of_the_combat_and_no_more() -> None:
    state = crowded_round_start()
    every = {f"c{c}/d{d}": 0 for c in range(MAX_COMBATANTS) for d in range(MAX_CONDITIONS)}
    assert len(every) == MAX_CONDITIONS_IN_COMBAT
    result = run("combat_round_start", {"state": state, "declarations": {"survival_extra_dice": every}, "dice": []})
    assert result["state"]["phase"] == "turn"
    over = {**every, "c0/d999": 0}
    assert_refused(
        "combat_round_start",
        {"state": state, "declarations": {"survival_extra_dice": over}},
        "declarations.survival_extra_dice",
        "must have at most 10000 item(s)",
    )


def test_a_small_map_is_still_checked_entry_by_entry() -> None:
    state = started(fighter("a", "pc"), fighter("b", "npc"), dice=[5, 6])
    declarations = {"survival_extra_dice": {"a/" + "d" * 200: 1}}
    assert_refused(
        "combat_round_start",
        {"state": state, "declarations": declarations},
        "declarations.survival_extra_dice",
        f"unknown condition 'a/{'d' * 200}'",
    )


# Integers


@pytest.mark.parametrize(
    ("operation", "body", "field", "top"),
    [
        ("critical_hit", {"damage_type": "crush", "twelves": 1}, "hp_damage", 999),
        ("critical_hit", {"damage_type": "crush", "hp_damage": 0}, "twelves", 30),
        ("add_stress", {}, "amount", 99),
        ("roll_dice", {}, "count", 20),
    ],
)
def test_integers_at_and_over_their_bound(operation: str, body: dict[str, Any], field: str, top: int) -> None:
    result = run(operation, {**body, field: top})
    assert isinstance(result, dict)
    low = 1 if field in {"twelves", "count"} else 0
    assert_refused(operation, {**body, field: top + 1}, field, f"must be between {low} and {top}")


def test_state_counters_at_and_over_their_bound() -> None:
    """Damage, Stress and Fokus grow during a combat: the state takes up to 99,999, rounds up to 10^7."""
    state = long_duel()
    state["round"] = 10_000_000
    combatant(state, LONG_ID)["fokus"] = 99_999
    assert run("combat_end", {"state": state})["state"]["round"] == 10_000_000
    combatant(state, LONG_ID)["fokus"] = 100_000
    assert_refused("combat_end", {"state": state}, "state.combatants[0].fokus", "must be between 0 and 99999")
