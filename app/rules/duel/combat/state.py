"""The combat's start input and its state document: the start model validates ``combat_start``, the view
model is the state as the GM sees it (both published at ``GET /v1/systems/duel/combat``)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, JsonValue

from app.rules.duel.catalogue import MAX_HP
from app.rules.limits import MAX_COMBATANTS, MAX_ID_LENGTH
from app.rules.validation import StrictInput

JsonState = dict[str, Any]
"""The state document itself is the typed state: the system is small enough to read it directly."""

_EXAMPLE: dict[str, JsonValue] = {
    "combatants": [
        {"id": "hero", "side": "pcs", "hp": 2, "secret": "loves cake"},
        {"id": "orc", "side": "foes", "hp": 2},
    ]
}


class DuelCombatant(StrictInput):
    id: str = Field(min_length=1, max_length=MAX_ID_LENGTH)
    side: str = Field(min_length=1, max_length=MAX_ID_LENGTH, description="Combatants of one side do not fight.")
    hp: int = Field(ge=1, le=MAX_HP)
    secret: str = Field("", max_length=200, description="Shown to the GM and to the combatant's own side only.")


class DuelStart(StrictInput):
    """``combat_start``: at least two combatants, with unique ids."""

    model_config = ConfigDict(json_schema_extra={"examples": [_EXAMPLE]})

    combatants: list[DuelCombatant] = Field(min_length=2, max_length=MAX_COMBATANTS)


class DuelCombatantState(BaseModel):
    id: str
    side: str
    hp: int = Field(ge=0, description="0: down.")
    secret: str | None = Field(None, description="Absent from a player's view unless the combatant is of their side.")


class DuelState(BaseModel):
    """The combat state document (as the GM sees it)."""

    system_id: Literal["duel"]
    round: int = Field(ge=1)
    phase: Literal["attack", "ended"]
    combatants: list[DuelCombatantState]


class DuelMarkEvent(BaseModel):
    type: Literal["started", "ended"]


class DuelMarked(BaseModel):
    """What starting and ending a combat produce: an event that says so."""

    events: list[DuelMarkEvent]


def up(state: JsonState) -> list[JsonState]:
    """The combatants still up, in the state's order."""
    return [c for c in state["combatants"] if c["hp"] > 0]
