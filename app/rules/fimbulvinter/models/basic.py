"""Models of the basic resolution operations (§5)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

from app.rules.errors import InputError
from app.rules.fimbulvinter.models.common import (
    Difficulty,
    FvDiced,
    FvInput,
    FvOutput,
    FvRollResult,
    FvRollSpec,
    Outcome,
    RequiredId,
    two_or_more,
)
from app.rules.limits import MAX_COMBATANTS
from app.rules.validation import ForcedFaces

Quality = Literal["substandard", "low", "marginal", "good", "superb"]


class FvRollInput(FvRollSpec):
    """A plain roll: a RollSpec and the forced dice."""

    dice: ForcedFaces = None


class FvRollOutput(FvDiced):
    pool: list[int]
    kept: int
    explosions: list[int]
    pushes_applied: int
    blocks_applied: int
    first_die_zero: bool
    die_result: int
    total: int


class FvCheckInput(FvRollSpec):
    """A roll against a difficulty (a ladder id or 0..99, default challenging)."""

    difficulty: Difficulty = Field(
        "challenging", description="very_easy 3, easy 6, challenging 9, hard 12, very_hard 15, or 0..99."
    )
    dice: ForcedFaces = None


class FvCheckOutput(FvDiced):
    difficulty: int
    total: int
    kept: int
    pool: list[int]
    explosions: list[int]
    first_die_zero: bool
    outcome: Outcome
    succeeded: bool
    complication: bool
    margin: int


class FvOpposedInput(FvInput):
    initiator: FvRollSpec = Field(default_factory=FvRollSpec, description="The one who starts the action.")
    resister: FvRollSpec = Field(default_factory=FvRollSpec)
    dice: ForcedFaces = None


class FvOpposedOutput(FvDiced):
    winner: Literal["initiator", "resister"]
    initiator_outcome: Outcome
    initiator_zeroed: bool
    resister_zeroed: bool
    margin: int
    initiator: FvRollResult
    resister: FvRollResult


class _ContestantId(FvInput):
    id: RequiredId = Field(description="Unique among the contestants.")


class FvContestant(FvRollSpec, _ContestantId):
    """A contestant: its id (checked first), then its RollSpec."""


class FvContestInput(FvInput):
    contestants: Annotated[list[FvContestant], two_or_more("contestants")] = Field(
        min_length=2, max_length=MAX_COMBATANTS
    )
    dice: ForcedFaces = None


class FvContestRoll(FvOutput):
    id: str
    total: int
    first_die_zero: bool
    pool: list[int]
    explosions: list[int]


class FvContestOutput(FvDiced):
    winner: str
    rounds: list[list[FvContestRoll]] = Field(description="Each round's rolls; tied leaders roll again.")


class FvCompoundStep(FvRollSpec):
    difficulty: Difficulty | None = Field(None, description="This step's own difficulty (default: the operation's).")


class FvCompoundInput(FvInput):
    """Checked in the spec's order: the steps' shape, the default difficulty, then step by step."""

    difficulty: Difficulty = "challenging"
    steps: list[FvCompoundStep] = Field(min_length=3, max_length=5)
    dice: ForcedFaces = None

    @model_validator(mode="before")
    @classmethod
    def _steps_first(cls, data: object) -> object:
        # Before the default difficulty, which the field order would check first.
        steps = data.get("steps") if isinstance(data, dict) else None
        if isinstance(data, dict) and (not isinstance(steps, list) or not 3 <= len(steps) <= 5):
            raise InputError("steps", "must be a list of 3 to 5 steps")
        return data


class FvCompoundStepResult(FvOutput):
    total: int
    difficulty: int
    outcome: Outcome
    succeeded: bool
    kept: int
    explosions: list[int]


class FvCompoundOutput(FvDiced):
    steps: list[FvCompoundStepResult]
    successes: int
    quality: Quality
    succeeded: bool
