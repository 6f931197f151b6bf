"""Models of ``initiative``."""

from __future__ import annotations

from pydantic import Field, field_validator

from app.rules.i_rikets_tjanst.fields import Attribute, Identifier
from app.rules.i_rikets_tjanst.models.common import Output
from app.rules.i_rikets_tjanst.parsing import unique_ids
from app.rules.limits import MAX_COMBATANTS
from app.rules.validation import ForcedFaces, StrictInput


class IrtInitiativeEntrant(StrictInput):
    id: Identifier
    strid: Attribute


class IrtInitiativeInput(StrictInput):
    combatants: list[IrtInitiativeEntrant] = Field(min_length=1, max_length=MAX_COMBATANTS)
    dice: ForcedFaces = None

    @field_validator("combatants")
    @classmethod
    def _unique(cls, combatants: list[IrtInitiativeEntrant]) -> list[IrtInitiativeEntrant]:
        unique_ids(combatants)
        return combatants


class IrtInitiativeResult(Output):
    id: str
    die: int
    strid: int
    initiative: int = Field(description="die + Strid, fixed for the whole combat.")


class IrtInitiativeOutput(Output):
    results: list[IrtInitiativeResult] = Field(description="In input order.")
    order: list[str] = Field(description="Initiative descending, then Strid descending, then input order.")
    dice: list[int]
    breakdown: str
