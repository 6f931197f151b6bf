"""Models of the plain checks: ``roll``, ``add_dice``, ``roll_dice``, ``difficulty``."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field, field_validator

from app.rules.i_rikets_tjanst.difficulty import NO_MODIFIERS, Modifiers
from app.rules.i_rikets_tjanst.fields import (
    Attribute,
    Between,
    BonusDice,
    DifficultyId,
    ExtraDice,
    Face,
    FokusPoints,
    Stability,
    StressPoints,
)
from app.rules.i_rikets_tjanst.models.common import IrtResources, Output
from app.rules.validation import ForcedFaces, StrictInput, rule_error

DiceCount = Annotated[int, Between(1, 20)]


class IrtRollInput(StrictInput):
    """A plain check: attribute A + attribute B + bonus dice, then dice bought with Fokus/Stress."""

    attr_a: Attribute
    attr_b: Attribute
    bonus_dice: BonusDice = Field(0, description="Equipment, abilities, aiming... (never negative).")
    extra_dice: ExtraDice = Field(0, description="Dice bought with Fokus, then Stress; rolled last.")
    fokus: FokusPoints = 0
    stress: StressPoints = 0
    stability: Stability = 3
    difficulty: DifficultyId | None = Field(None, description="null: roll without a verdict.")
    modifiers: Modifiers = Field(NO_MODIFIERS, description="Ignored for the verdict without a difficulty.")
    dice: ForcedFaces = None


class IrtCheckResult(Output):
    """A check on a pool: ``roll``'s result, and that of an ``other`` action's roll in combat."""

    pool: int = Field(description="Dice in the pool (0 when the action is impossible).")
    possible: bool
    base_faces: list[int]
    extra_faces: list[int]
    faces: list[int]
    successes: int
    twelves: int
    effective_difficulty: DifficultyId | None
    required_successes: int | None
    success: bool | None = Field(description="null without a difficulty.")
    effect: int | None = Field(description="successes - required on a success, else null.")
    resources: IrtResources


class IrtRollOutput(IrtCheckResult):
    dice: list[int]
    breakdown: str


class IrtAddDiceInput(StrictInput):
    """Spend Fokus (then Stress) after seeing a roll: one die per point, once per roll."""

    faces: list[Face] = Field(max_length=60, description="The roll so far.")
    count: DiceCount = 1
    already_added: bool = Field(False, description="true: this roll already had dice added (refused).")
    fokus: FokusPoints = 0
    stress: StressPoints = 0
    stability: Stability = 3
    difficulty: DifficultyId | None = None
    modifiers: Modifiers = NO_MODIFIERS
    dice: ForcedFaces = None

    @field_validator("already_added")
    @classmethod
    def _once_per_roll(cls, value: bool) -> bool:
        if value:
            raise rule_error("dice can be added only once per roll")
        return value


class IrtAddDiceOutput(Output):
    added_faces: list[int]
    faces: list[int] = Field(description="Every face: the roll so far, then the added ones.")
    successes: int
    twelves: int
    effective_difficulty: DifficultyId | None
    required_successes: int | None
    success: bool | None
    effect: int | None
    resources: IrtResources
    dice: list[int]
    breakdown: str


class IrtRollDiceInput(StrictInput):
    """Plain d12s: wake-up minutes, location sub-rolls, Explosion row 4 damage."""

    count: DiceCount = 1
    dice: ForcedFaces = None


class IrtRollDiceOutput(Output):
    faces: list[int]
    total: int
    dice: list[int]
    breakdown: str


class IrtDifficultyInput(StrictInput):
    base_difficulty: DifficultyId
    modifiers: Modifiers = NO_MODIFIERS
    dice: ForcedFaces = Field(None, description="Nothing is rolled: must be absent or empty.")


class IrtDifficultyOutput(Output):
    possible: bool
    base_difficulty: DifficultyId
    steps: int | None = Field(description="null when impossible.")
    step_sources: list[str]
    effective_difficulty: DifficultyId | None
    required_successes: int | None
    capped: bool = Field(description="Steps were lost above Very Hard.")
    breakdown: str
