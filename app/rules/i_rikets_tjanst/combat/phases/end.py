"""``combat_end``: the GM ends the combat, in any phase (§7.2.6)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import Field

from app.rules.i_rikets_tjanst.combat.flow import Events, end_combat
from app.rules.i_rikets_tjanst.combat.phases.common import body, respond, response
from app.rules.i_rikets_tjanst.combat.state import IrtCombatState, read_state
from app.rules.i_rikets_tjanst.dice import dice_source
from app.rules.protocol import JsonObject, PhaseOutcome
from app.rules.validation import ForcedFaces, StrictInput


class IrtCombatEndInput(StrictInput):
    state: IrtCombatState = Field(description="A state in any phase but ended.")
    dice: ForcedFaces = Field(None, description="Nothing is rolled: must be absent or empty.")


def finish(state: IrtCombatState, dice: object = None) -> PhaseOutcome:
    """The GM ends the combat; nothing is rolled, so forced faces are refused."""
    source = dice_source(dice)
    events: Events = []
    end_combat(state, "gm", events)
    return respond(state, events, source, "ended by GM")


def combat_end(raw: Mapping[str, Any]) -> JsonObject:
    raw = body(raw)
    return response(finish(read_state(raw.get("state")), raw.get("dice")))
