"""Models of ``initiative``."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from app.rules.i_rikets_tjanst.fields import UNIQUE_IDS, Attribute, Identifier
from app.rules.i_rikets_tjanst.models.common import Output
from app.rules.limits import MAX_COMBATANTS
from app.rules.validation import ForcedFaces, StrictInput


class IrtInitiativeEntrant(StrictInput):
    id: Identifier
    strid: Attribute


class IrtInitiativeInput(StrictInput):
    combatants: Annotated[list[IrtInitiativeEntrant], UNIQUE_IDS] = Field(min_length=1, max_length=MAX_COMBATANTS)
    dice: ForcedFaces = None


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
