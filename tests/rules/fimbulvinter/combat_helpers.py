"""Building combat states for the phase tests."""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any

from app.rules import JsonObject
from tests.rules.fimbulvinter.helpers import run

SKILLS = {
    "svardskamp": 4,
    "yxkamp": 4,
    "spjutkamp": 4,
    "bagskytte": 4,
    "stridsvana": 2,
    "manovrer": 2,
    "skoldkamp": 2,
}


def fighter(ident: str, side: str, **fields: Any) -> JsonObject:
    return {"id": ident, "side": side, "skills": dict(SKILLS)} | fields


def start(
    combatants: Sequence[JsonObject],
    subfights: Sequence[JsonObject] = (),
    zones: Sequence[JsonObject] | None = None,
    dice: Sequence[int] = (),
) -> JsonObject:
    body: JsonObject = {"combatants": list(combatants), "subfights": list(subfights), "dice": list(dice)}
    if zones is not None:
        body["zones"] = list(zones)
    state: JsonObject = run("combat_start", body)["state"]
    return state


def duel(a: JsonObject | None = None, b: JsonObject | None = None, dice: Sequence[int] = (4, 2)) -> JsonObject:
    """Two swordsmen, ``a`` first man of sf1 against ``b``; a wins the opening contest by default."""
    first = fighter("a", "left", weapon="sword") | (a or {})
    second = fighter("b", "right", weapon="sword") | (b or {})
    return start([first, second], [{"id": "sf1", "first_man": "a", "second_men": ["b"]}], dice=dice)


def at_phase(state: JsonObject, phase: str, **changes: Any) -> JsonObject:
    """A copy of ``state`` moved to ``phase`` (for phase tests that skip the earlier phases)."""
    moved = copy.deepcopy(state)
    moved["phase"] = phase
    moved.update(changes)
    return moved


def fighter_in(state: JsonObject, ident: str) -> JsonObject:
    found: JsonObject = next(entry for entry in state["combatants"] if entry["id"] == ident)
    return found


def declare_actions(state: JsonObject, actions: JsonObject, turn_order: list[str] | None = None) -> JsonObject:
    declarations: JsonObject = {"actions": actions}
    if turn_order is not None:
        declarations["turn_order"] = turn_order
    result: JsonObject = run("combat_actions", {"state": at_phase(state, "actions"), "declarations": declarations})
    declared: JsonObject = result["state"]
    return declared


def events_of(result: JsonObject, kind: str) -> list[JsonObject]:
    return [event for event in result["events"] if event["type"] == kind]
