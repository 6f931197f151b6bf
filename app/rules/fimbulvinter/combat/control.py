"""Out of the phase cycle (§11.9): switching the sub-fight being played, and ending the combat."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.errors import InputError
from app.rules.fimbulvinter.combat.phase import read_phase_input
from app.rules.fimbulvinter.combat.state import DISTANCE, Combat, read_state
from app.rules.fimbulvinter.models.common import request_body
from app.rules.protocol import JsonObject


def check_subfight(combat: Combat, ident: object, path: str) -> str:
    if not isinstance(ident, str) or combat.subfight(ident) is None:
        raise InputError(path, "unknown sub-fight")
    return ident


def switch_subfight(combat: Combat, ident: str) -> JsonObject:
    combat.state["active_subfight"] = ident
    return {"state": combat.state, "events": [{"type": "switched", "subfight": ident}]}


def end_combat(combat: Combat) -> JsonObject:
    events: list[JsonObject] = []
    combat.end_combat(events)
    return {"state": combat.state, "events": events}


def run_combat_switch_subfight(raw: Mapping[str, Any]) -> JsonObject:
    """``combat_switch_subfight``: between rounds (phase distance), play another sub-fight."""
    body, combat = read_phase_input(raw, DISTANCE)
    return switch_subfight(combat, check_subfight(combat, body.get("subfight"), "subfight"))


def run_combat_end(raw: Mapping[str, Any]) -> JsonObject:
    """``combat_end``: the GM ends the combat in any phase; daze drops to the number of wounds."""
    body = request_body(raw)
    return end_combat(read_state(body.get("state")))
