"""Models of ``survival_roll``, ``stabilise``, ``stop_bleeding`` and ``shock_roll``."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, field_validator, model_validator

from app.rules.i_rikets_tjanst.difficulty import NO_MODIFIERS, Modifiers
from app.rules.i_rikets_tjanst.fields import (
    Attribute,
    Between,
    Bleeding,
    BonusDice,
    DifficultyId,
    ExtraDice,
    FokusPoints,
    Stabilisation,
    Stability,
    StepCount,
    StressPoints,
)
from app.rules.i_rikets_tjanst.models.common import IrtResources, Output
from app.rules.validation import ForcedFaces, StrictInput, rule_error, rule_on

NOT_BLEEDING = "the patient is not bleeding"


class IrtSurvivalRollInput(StrictInput):
    fysik: Attribute
    vilja: Attribute
    bonus_dice: BonusDice = 0
    extra_dice: ExtraDice = 0
    fokus: FokusPoints = 0
    stress: StressPoints = 0
    stability: Stability = 3
    stabilisation: Stabilisation = Field(0, description="This condition's stabilisation successes, 0-2.")
    extra_steps: StepCount = Field(0, description="The GM's steps; Wounded does not apply.")
    dice: ForcedFaces = None


class IrtSurvivalRollOutput(Output):
    faces: list[int]
    successes: int
    required_successes: int
    survived: bool
    dead: bool
    stabilisation_gained: int = Field(description="successes - required on a success.")
    stabilisation: int = Field(description="min(3, old + gained).")
    stabilised: bool
    resources: IrtResources
    dice: list[int]
    breakdown: str


class IrtStabiliseInput(StrictInput):
    analys: Attribute = Field(description="The healer's.")
    smidighet: Attribute = Field(description="The healer's.")
    bonus_dice: BonusDice = Field(0, description="First-aid kit +1, doctor's bag +2.")
    extra_dice: ExtraDice = 0
    fokus: FokusPoints = 0
    stress: StressPoints = 0
    stability: Stability = 3
    attempt: Annotated[int, Between(1, 3, "no further attempt allowed (max 3)")] = Field(
        1, description="1 = one stationary action, 2 = one minute, 3 = one hour."
    )
    stabilisation: Stabilisation = Field(0, description="The condition's stabilisation successes, 0-2.")
    modifiers: Modifiers = Field(
        NO_MODIFIERS, description="`stationary` is forced true; `wounded` = the healer is Wounded."
    )
    dice: ForcedFaces = None


class IrtStabiliseOutput(Output):
    time: Literal["action", "minute", "hour"]
    possible: bool
    effective_difficulty: DifficultyId | None
    faces: list[int]
    successes: int
    stabilisation_gained: int
    stabilisation: int
    stabilised: bool
    resources: IrtResources
    dice: list[int]
    breakdown: str


class IrtStopBleedingInput(StrictInput):
    analys: Attribute = Field(description="The surgeon's.")
    smidighet: Attribute = Field(description="The surgeon's.")
    bonus_dice: BonusDice = 0
    extra_dice: ExtraDice = 0
    fokus: FokusPoints = 0
    stress: StressPoints = 0
    stability: Stability = 3
    bleeding: Bleeding = Field(description="The patient's bleeding: light or heavy.")
    attempt: Annotated[int, Between(1, 2, "no further attempt allowed (max 2)")] = Field(
        1, description="1 = one round, 2 = one minute."
    )
    modifiers: Modifiers = Field(NO_MODIFIERS, description="`stationary` is forced true.")
    dice: ForcedFaces = None

    @field_validator("bleeding")
    @classmethod
    def _bleeding(cls, bleeding: str) -> str:
        if bleeding == "none":
            raise rule_error(NOT_BLEEDING)
        return bleeding


class IrtStopBleedingOutput(Output):
    time: Literal["round", "minute"]
    possible: bool
    effective_difficulty: DifficultyId | None
    faces: list[int]
    successes: int
    effect: int
    steps_reduced: int
    bleeding: Bleeding
    resources: IrtResources
    dice: list[int]
    breakdown: str


class IrtSuppressiveFire(StrictInput):
    returning_fire: bool = False
    seeking_cover: bool = False
    from_cover: bool = False
    automatic_fire: bool = False
    many_shooters: bool = False


class IrtShockRollInput(StrictInput):
    attr_a: Attribute = Field(description="Strid for suppressive fire.")
    attr_b: Attribute = Field(description="Vilja for suppressive fire.")
    bonus_dice: BonusDice = 0
    extra_dice: ExtraDice = 0
    fokus: FokusPoints = 0
    stress: StressPoints = 0
    stability: Stability = 3
    trauma_related: bool = Field(False, description="The event touches the character's trauma: +1.")
    shock_factor: Annotated[int, Between(0, 10)] | None = Field(
        None, description="The GM's Chockfaktor; exactly one of this and suppressive_fire."
    )
    suppressive_fire: IrtSuppressiveFire | None = None
    dice: ForcedFaces = None

    @model_validator(mode="after")
    def _one_source(self) -> IrtShockRollInput:
        if (self.shock_factor is None) == (self.suppressive_fire is None):
            raise rule_on("give exactly one of shock_factor and suppressive_fire", "shock_factor")
        return self


class IrtShockRollOutput(Output):
    required: bool
    rolled: bool
    shock_factor: int
    faces: list[int]
    successes: int
    remaining_factor: int
    stress_gained: int
    resources: IrtResources = Field(description="stress_after includes the shock Stress.")
    dice: list[int]
    breakdown: str
