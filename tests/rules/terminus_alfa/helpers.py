"""Builders for Terminus Alfa test inputs, and shortcuts to run the operations directly."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from app.rules import SYSTEMS, InputError
from app.rules.protocol import JsonObject

SYSTEM = SYSTEMS["terminus-alfa"]


def run(operation: str, body: Any) -> JsonObject:
    return SYSTEM.operations[operation].run(body)


def refused(operation: str, body: Any) -> InputError:
    """The InputError the operation raises for ``body`` (the test fails if it does not raise one)."""
    with pytest.raises(InputError) as caught:
        run(operation, body)
    return caught.value


def character(character_id: str, **fields: Any) -> JsonObject:
    return {"id": character_id, "endurance_max": 40, "power_max": 5, **fields}


def opponent(opponent_id: str, **fields: Any) -> JsonObject:
    return {"id": opponent_id, "species": "soldiers", "kamp": 15, "endurance": 30, **fields}


def start(characters: list[JsonObject], opponents: list[JsonObject], **setup: Any) -> JsonObject:
    """A fresh state (round 1, phase conditions)."""
    body = {"motive": "robbery", "characters": characters, "opponents": opponents, **setup}
    state: JsonObject = run("combat_start", body)["state"]
    return state


def in_phase(state: JsonObject, phase: str, **changes: Any) -> JsonObject:
    """A copy of ``state`` moved to ``phase`` (with top-level changes), to test one phase on its own."""
    moved = copy.deepcopy(state)
    moved.update(phase=phase, **changes)
    return moved


def who(state: JsonObject, combatant_id: str) -> JsonObject:
    """The character or opponent with this id in ``state``."""
    for item in [*state["characters"], *state["opponents"]]:
        if item["id"] == combatant_id:
            return dict(item)
    raise KeyError(combatant_id)


def phase_body(state: JsonObject, declarations: JsonObject | None = None, dice: list[int] | None = None) -> JsonObject:
    body: JsonObject = {"state": state}
    if declarations is not None:
        body["declarations"] = declarations
    if dice is not None:
        body["dice"] = dice
    return body


def without_breakdown(value: Any) -> Any:
    if isinstance(value, dict):
        return {key: without_breakdown(item) for key, item in value.items() if key != "breakdown"}
    if isinstance(value, list):
        return [without_breakdown(item) for item in value]
    return value
