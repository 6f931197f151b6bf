"""The operations' input and output models: the input model *is* the validation (``parse``), and both are
what the OpenAPI document shows."""

from __future__ import annotations

from pydantic import BaseModel, Field

from app.rules.validation import ForcedFaces, StrictInput


class DuelD6Input(StrictInput):
    dice: ForcedFaces = None


class DuelD6Output(BaseModel):
    value: int = Field(ge=1, le=6)
    dice: list[int] = Field(description="The face used.")
    breakdown: str
