"""Every input is bounded (lists, strings, maps, integers): one past the bound is a 422 naming the field,
the bound itself is accepted, unknown fields are still reported first, and the largest combat the
bounds allow runs through every phase with states that validate again."""

from __future__ import annotations

from typing import Any

import pytest

from app.rules.ars_magica.combat.declare import idle
from app.rules.ars_magica.combat.engine import ENGINE
from app.rules.ars_magica.combat.state import AmCombatState
from app.rules.errors import InputError
from tests.rules.ars_magica.helpers import refused, run


def fighter(fighter_id: str, side: str, **extra: Any) -> dict[str, Any]:
    return {"id": fighter_id, "side": side, "quickness": 0, "dexterity": 0, "strength": 0, "stamina": 0} | extra


def crowd(count: int) -> list[dict[str, Any]]:
    """``count`` combatants on two sides, ``f0``, ``f1``..."""
    return [fighter(f"f{index}", "ab"[index % 2]) for index in range(count)]


def declaring(count: int) -> dict[str, Any]:
    """The state of a ``count``-combatant combat in phase ``declare`` (all tie on 5: list order)."""
    state = run("combat_start", {"combatants": crowd(count)})["state"]
    result: dict[str, Any] = run("combat_initiative", {"state": state, "dice": [5] * count})["state"]
    return result


def one_declaration_each(state: dict[str, Any]) -> list[dict[str, Any]]:
    return [{"actor": actor, "action": "none"} for actor in state["order"]]


# Lists


def test_encumbrance_items_at_most_100() -> None:
    assert run("encumbrance", {"strength": 0, "items": ["sword_long"] * 100})["total_load"] == 100
    error = refused("encumbrance", {"strength": 0, "items": ["sword_long"] * 101})
    assert (error.field, error.detail) == ("items", "items: must have at most 100 item(s)")


def test_combat_start_takes_at_most_50_combatants() -> None:
    assert len(run("combat_start", {"combatants": crowd(50)})["state"]["combatants"]) == 50
    error = refused("combat_start", {"combatants": crowd(51)})
    assert (error.field, error.detail) == ("combatants", "combatants: must have at most 50 item(s)")


def test_combat_declare_takes_at_most_50_declarations() -> None:
    state = declaring(50)
    declarations = one_declaration_each(state)
    assert run("combat_declare", {"state": state, "declarations": declarations})["state"]["phase"] == "resolve"
    error = refused("combat_declare", {"state": state, "declarations": [*declarations, declarations[0]]})
    assert (error.field, error.detail) == ("declarations", "declarations: must have at most 50 item(s)")


@pytest.mark.parametrize(("key", "value"), [("order", "f0"), ("declarations", None)])
def test_state_lists_at_most_50(key: str, value: Any) -> None:
    state = declaring(2)
    state[key] = [value or idle("f0")] * 51
    error = refused("combat_declare", {"state": state})
    assert (error.field, error.detail) == (f"state.{key}", f"state.{key}: must have at most 50 item(s)")


def test_an_unknown_field_inside_an_overlong_list_is_still_reported_first() -> None:
    combatants = crowd(51)
    combatants[50]["colour"] = "red"
    assert refused("combat_start", {"combatants": combatants}).detail == "combatants[50].colour: unknown field"
    state = declaring(50)
    declarations = [*one_declaration_each(state), {"actor": "f0", "action": "none", "colour": "red"}]
    error = refused("combat_declare", {"state": state, "declarations": declarations})
    assert error.detail == "declarations[50].colour: unknown field"
    error = refused("encumbrance", {"strength": 0, "items": ["x" * 65] * 101, "colour": "red"})
    assert error.detail == "colour: unknown field"


# Strings


@pytest.mark.parametrize(
    ("key", "limit"),
    [("id", 64), ("name", 200), ("side", 64)],
)
def test_combatant_strings(key: str, limit: int) -> None:
    combatants = crowd(2)
    combatants[0][key] = "x" * limit
    state = run("combat_start", {"combatants": combatants})["state"]
    assert state["combatants"][0][key] == "x" * limit
    combatants[0][key] = "x" * (limit + 1)
    error = refused("combat_start", {"combatants": combatants})
    message = f"must be at most {limit} character(s) long"
    assert (error.field, error.detail) == (f"combatants[0].{key}", f"combatants[0].{key}: {message}")


@pytest.mark.parametrize(
    ("operation", "body", "field"),
    [
        ("initiative", {"quickness": 0, "weapon": "w" * 65}, "weapon"),
        ("initiative", {"quickness": 0, "shield": "s" * 65}, "shield"),
        ("damage", {"strength": 0, "attack_advantage": 1, "stamina": 0, "armour": "a" * 65}, "armour"),
        ("encumbrance", {"strength": 0, "items": ["sword_long", "i" * 65]}, "items[1]"),
    ],
)
def test_catalogue_ids_at_most_64_characters(operation: str, body: dict[str, Any], field: str) -> None:
    error = refused(operation, body)
    assert (error.field, error.detail) == (field, f"{field}: must be at most 64 character(s) long")


def test_a_catalogue_id_at_the_bound_passes_the_length_check() -> None:
    error = refused("initiative", {"quickness": 0, "weapon": "w" * 64})
    assert error.detail == f"weapon: unknown weapon id {'w' * 64!r}"
    assert refused("encumbrance", {"strength": 0, "items": ["i" * 64]}).detail == "items[0]: unknown catalogue id"


def test_declared_actor_and_target_at_most_64_characters() -> None:
    state = declaring(2)
    for key in ("actor", "target"):
        declaration = {"actor": "f0", "action": "attack", "target": "f1", key: "x" * 65}
        error = refused("combat_declare", {"state": state, "declarations": [declaration]})
        assert (error.field, error.detail) == (
            f"declarations[0].{key}",
            f"declarations[0].{key}: must be at most 64 character(s) long",
        )
        declaration[key] = "x" * 64
        error = refused("combat_declare", {"state": state, "declarations": [declaration]})
        assert (error.field, error.detail) == (f"declarations[0].{key}", f"declarations[0].{key}: unknown combatant id")


def test_state_strings_are_bounded() -> None:
    state = declaring(2)
    for key, value, message in [
        ("system", "s" * 65, "must be at most 64 character(s) long"),
        ("winner_side", "w" * 65, "must be at most 64 character(s) long"),
    ]:
        error = refused("combat_declare", {"state": state | {key: value}})
        assert (error.field, error.detail) == (f"state.{key}", f"state.{key}: {message}")
    named = [state["combatants"][0] | {"name": "n" * 201}, state["combatants"][1]]
    error = refused("combat_declare", {"state": state | {"combatants": named}})
    assert error.detail == "state.combatants[0].name: must be at most 200 character(s) long"


# Maps


def test_initiative_modifiers_at_most_one_per_combatant() -> None:
    state = run("combat_start", {"combatants": crowd(50)})["state"]
    modifiers = {f"f{index}": 1 for index in range(50)}
    result = run("combat_initiative", {"state": state, "modifiers": modifiers, "dice": [5] * 50})
    assert [event["total"] for event in result["events"][:-1]] == [6] * 50
    error = refused("combat_initiative", {"state": state, "modifiers": modifiers | {"f50": 1}, "dice": [5] * 50})
    assert (error.field, error.detail) == ("modifiers", "modifiers: must have at most 50 item(s)")


def test_the_gm_initiative_part_has_the_same_bound() -> None:
    state = run("combat_start", {"combatants": crowd(50)})["state"]
    modifiers = {f"f{index}": 1 for index in range(50)}
    combat = ENGINE.load(state)
    assert combat.check_declaration(None, {"modifiers": modifiers}) == {"modifiers": modifiers}
    with pytest.raises(InputError) as caught:
        combat.check_declaration(None, {"modifiers": modifiers | {"f50": 1}})
    assert caught.value.detail == "declaration.modifiers: must have at most 50 item(s)"


# Integers


@pytest.mark.parametrize(
    ("body", "field", "message"),
    [
        ({"strength": 0, "extra_load": 1001}, "extra_load", "must be at most 1000"),
        ({"strength": 21}, "strength", "must be at most 20"),
    ],
)
def test_integers_one_past_the_bound(body: dict[str, Any], field: str, message: str) -> None:
    error = refused("encumbrance", body)
    assert (error.field, error.detail) == (field, f"{field}: {message}")


def test_integers_at_the_bound() -> None:
    result = run("encumbrance", {"strength": 20, "extra_load": 1000})
    assert (result["total_load"], result["encumbrance"]) == (1000, 24)
    state = run("combat_start", {"combatants": crowd(2)})["state"]
    result = run("combat_initiative", {"state": state, "modifiers": {"f0": 100, "f1": -100}, "dice": [5, 5]})
    assert [event["total"] for event in result["events"][:2]] == [105, -95]
    error = refused("combat_initiative", {"state": state, "modifiers": {"f0": 101}, "dice": [5, 5]})
    assert (error.field, error.detail) == ("modifiers.f0", "modifiers.f0: must be at most 100")


# The largest combat the bounds allow


def test_the_largest_combat_runs_and_every_state_validates_again() -> None:
    combatants = [
        fighter(f"{index:02d}" + "i" * 62, ("a" if index % 2 else "b") * 64, name="n" * 200, weapon="sword_long")
        for index in range(50)
    ]
    state = run("combat_start", {"combatants": combatants})["state"]
    AmCombatState.model_validate(state)
    modifiers = {combatant["id"]: 0 for combatant in combatants}
    state = run("combat_initiative", {"state": state, "modifiers": modifiers, "dice": [5] * 50})["state"]
    AmCombatState.model_validate(state)
    ids = [combatant["id"] for combatant in combatants]
    declarations = [
        {"actor": actor, "action": "attack", "target": ids[index + 1 if index % 2 == 0 else index - 1]}
        for index, actor in enumerate(ids)
    ]
    state = run("combat_declare", {"state": state, "declarations": declarations})["state"]
    AmCombatState.model_validate(state)
    assert len(state["declarations"]) == 50
    # Every attacker rolls 5 and every defender 9: no hit, so each of the 50 attacks uses two dice.
    state = run("combat_resolve", {"state": state, "dice": [5, 9] * 50})["state"]
    AmCombatState.model_validate(state)
    assert (state["round"], state["phase"]) == (2, "declare")
