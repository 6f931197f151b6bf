"""The shape every combat operation shares: the response body."""

from __future__ import annotations

from typing import Any

from app.rules.dice import DiceSource
from app.rules.i_rikets_tjanst.combat.flow import Events
from app.rules.i_rikets_tjanst.combat.state import IrtCombatState
from app.rules.protocol import JsonObject


def respond(state: IrtCombatState, events: Events, source: DiceSource, breakdown: str) -> JsonObject:
    """Refuse unused forced faces, then ``{state, events, dice, breakdown}``."""
    source.finish()
    return {"state": state.dump(), "events": events, "dice": source.used, "breakdown": breakdown}


def declarations_object(raw: Any) -> Any:
    """An absent (or null) declarations object is an empty one."""
    return {} if raw is None else raw
