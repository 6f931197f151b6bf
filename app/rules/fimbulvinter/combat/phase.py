"""What every phase operation shares: reading its input at the right phase, and a rolled phase's result."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.dice.source import DiceSource
from app.rules.fimbulvinter.combat.state import Combat, read_state, require_phase
from app.rules.fimbulvinter.models.common import request_body
from app.rules.protocol import JsonObject
from app.rules.validation import ModelT, parse


def read_phase_input(raw: Mapping[str, Any], expected: str) -> tuple[Mapping[str, Any], Combat]:
    """The request body and its combat state, which must stand at phase ``expected``."""
    body = request_body(raw)
    combat = read_state(body.get("state"))
    require_phase(combat, expected)
    return body, combat


def read_declarations(model: type[ModelT], raw: object, path: str = "declarations") -> ModelT:
    """A phase's declarations, parsed by ``model``; absent, there are none."""
    return parse(model, {} if raw is None else raw, path)


def rolled_phase_result(combat: Combat, events: list[JsonObject], notes: list[str], source: DiceSource) -> JsonObject:
    """The state after a phase that may roll, its events, the dice used and the notes of its rolls."""
    return {
        "state": combat.state,
        "events": events,
        "dice": source.used,
        "breakdown": "; ".join(notes) or "no rolls",
    }
