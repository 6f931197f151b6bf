"""Helpers for the I Rikets Tjänst tests: run an operation, expect a 422, build combat states."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from app.rules.errors import InputError
from app.rules.i_rikets_tjanst import SYSTEM

OPERATIONS = SYSTEM.operations


def run(operation: str, body: dict[str, Any]) -> dict[str, Any]:
    return OPERATIONS[operation].run(body)


def refused(operation: str, body: dict[str, Any]) -> str:
    """The ``detail`` of the 422 the operation raises for ``body``."""
    with pytest.raises(InputError) as caught:
        OPERATIONS[operation].run(body)
    return caught.value.detail


def without_breakdown(value: Any) -> Any:
    if isinstance(value, dict):
        return {key: without_breakdown(item) for key, item in value.items() if key != "breakdown"}
    if isinstance(value, list):
        return [without_breakdown(item) for item in value]
    return value


def fighter(ident: str, side: str, **overrides: Any) -> dict[str, Any]:
    """A combat_start combatant: the seed's Fysik 2 / Vilja 3 character (Toughness 5)."""
    attributes = {"analys": 2, "fysik": 2, "smidighet": 3, "strid": 2, "vilja": 3}
    attributes.update(overrides.pop("attributes", {}))
    return {"id": ident, "side": side, "attributes": attributes, **overrides}


def started(*combatants: dict[str, Any], dice: list[int]) -> dict[str, Any]:
    """The state after combat_start with these initiative dice."""
    state: dict[str, Any] = run("combat_start", {"combatants": list(combatants), "dice": dice})["state"]
    return state


def in_turn(state: dict[str, Any], dice: list[int] | None = None) -> dict[str, Any]:
    """Run combat_round_start (nothing due unless ``dice``) and return the new state."""
    new: dict[str, Any] = run("combat_round_start", {"state": state, "dice": dice or []})["state"]
    return new


def combatant(state: dict[str, Any], ident: str) -> dict[str, Any]:
    return next(c for c in state["combatants"] if c["id"] == ident)


def edited(state: dict[str, Any], ident: str, **changes: Any) -> dict[str, Any]:
    """A copy of ``state`` with one combatant's fields changed."""
    new = copy.deepcopy(state)
    combatant(new, ident).update(changes)
    return new
