"""Models shared by several operations: the resources object, breakdown rolls, critical results."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from app.rules.i_rikets_tjanst.fields import DifficultyId, Rate


class Output(BaseModel):
    """Base of the response models: exactly these keys, with strict types (a bool is not an int)."""

    model_config = ConfigDict(extra="forbid", strict=True)


class IrtBreakdownRoll(Output):
    threshold: int = Field(description="The k x Stability threshold passed.")
    modifier: int = Field(description="k - 1: +1 per threshold beyond the first.")


class IrtResources(Output):
    """What a roll did to the roller's Fokus and Stress; the session applies these deltas once."""

    fokus_gained: int = Field(description="12s among the dice this operation rolled itself.")
    fokus_spent: int
    stress_taken: int = Field(description="Stress paid for what Fokus could not pay.")
    complications: int = Field(description="1s among the dice added with Fokus/Stress.")
    fokus_after: int = Field(description="fokus - fokus_spent + fokus_gained.")
    stress_after: int
    breakdown_rolls: list[IrtBreakdownRoll] = Field(description="Breakdown (Sammanbrott) rolls due.")


class IrtTreatment(Output):
    care: str
    difficulty: DifficultyId
    where: str | None


class IrtCriticalRow(Output):
    """A row of a critical table, copied from the catalogue."""

    roll: int
    roll_max: int | None
    name_original: str
    name: str
    effect: str
    stress: int
    bleeding: Literal["light", "heavy"] | None
    dying: Rate | None
    dying_note: str | None
    instant_death: bool
    unconscious: bool
    prone: bool
    permanent: str | None
    treatment: IrtTreatment | None
    healing_time: str | None
    extra_damage_dice: int


class IrtCritical(Output):
    damage_type: str
    die: int
    modifier: int = Field(description="(12s - 1) + 2 if penetrating - critical toughness.")
    total: int
    row: int | None = Field(description="null when the total is below 1 (no critical effect).")
    entry: IrtCriticalRow | None


class IrtDyingCondition(BaseModel):
    """A dying condition (Döende); extra keys given with it are kept."""

    model_config = ConfigDict(extra="allow", strict=True)

    id: str
    cause: Literal["shock", "critical"]
    rate: Rate
    stabilisation: int
    stabilised: bool
    source: str | None = Field(None, description="`<damage_type>:<row>` for a critical condition.")
