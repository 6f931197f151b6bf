"""What every phase shares: the outcome of a step, and the body of a stateless combat operation."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.dice import DiceSource
from app.rules.errors import InputError
from app.rules.i_rikets_tjanst.combat.flow import Events
from app.rules.i_rikets_tjanst.combat.state import IrtCombatState
from app.rules.protocol import JsonObject, PhaseOutcome


def respond(state: IrtCombatState, events: Events, source: DiceSource, breakdown: str) -> PhaseOutcome:
    """Refuse unused forced faces, then the new state and ``{events, dice, breakdown}``."""
    source.finish()
    return outcome(state, events, source.used, breakdown)


def outcome(state: IrtCombatState, events: Events, dice: list[int], breakdown: str) -> PhaseOutcome:
    """The new state and ``{events, dice, breakdown}``."""
    return PhaseOutcome(state.dump(), {"events": events, "dice": dice, "breakdown": breakdown})


def response(outcome: PhaseOutcome) -> JsonObject:
    """A stateless combat operation's response: ``{state, events, dice, breakdown}``."""
    return {"state": outcome.state, **outcome.result}


def body(raw: object) -> Mapping[str, Any]:
    """The request body: a JSON object (the routes guarantee it; callers of ``run`` may not)."""
    if not isinstance(raw, Mapping):
        raise InputError("body", "must be a JSON object")
    return raw


def declarations_object(raw: Any) -> Any:
    """An absent (or null) declarations object is an empty one."""
    return {} if raw is None else raw
