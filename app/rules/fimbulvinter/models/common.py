"""Shapes shared by many operations: the roll specification, the roll result, forced dice."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from app.rules.fimbulvinter.limits import MAX_LIST, MAX_NAME, MAX_TEXT
from app.rules.limits import MAX_ID_LENGTH

Outcome = Literal["zeroed", "failure", "success_with_complication", "success"]
DifficultyId = Literal["very_easy", "easy", "challenging", "hard", "very_hard"]
Difficulty = DifficultyId | Annotated[int, Field(ge=0, le=99)]
Id = Annotated[str, Field(max_length=MAX_ID_LENGTH)]
"""An id or catalogue id (a combatant, a zone, a sub-fight, a skill...)."""
Name = Annotated[str, Field(max_length=MAX_NAME)]
"""A name or label (a combatant's name, a side, a trait, a relation...)."""
Text = Annotated[str, Field(max_length=MAX_TEXT)]
"""Free text (a goal, a story)."""
TraitName = Annotated[str, Field(min_length=1, max_length=MAX_NAME)]
Traits = Annotated[list[TraitName], Field(max_length=MAX_LIST)]
"""Distinct trait names, +3 to a roll (or −3 daze) each."""
Attribute = Literal["power", "quickness", "finesse", "mind", "soul", "heart"]
AttributeValue = Annotated[int, Field(ge=-4, le=4)]
Distance = Literal["body", "arm", "sword", "pole", "spear", "bear", "great_troll", "dragon", "free"]
SightLine = Literal["free", "limited", "obstructed"]


class FvInput(BaseModel):
    """Base of the documented request bodies: unknown fields are ignored, ``null`` means absent."""

    model_config = ConfigDict(extra="ignore")


class FvOutput(BaseModel):
    """Base of the response bodies: exactly these keys."""

    model_config = ConfigDict(extra="forbid", strict=True)


class FvRollSpec(FvInput):
    """A roll specification (§2.1); every field is optional."""

    attribute: int = Field(0, ge=-4, le=4, description="Attribute value added.")
    skill: int = Field(0, ge=0, le=20, description="Skill value added.")
    modifiers: int = Field(0, ge=-50, le=50, description="Sum of situational modifiers.")
    activated_traits: Traits = Field(
        default_factory=list, description="Distinct traits activated for this roll: +3 each."
    )
    open_ended: bool = Field(True, description="Open-ended (9 explodes, a first 0 fails) or simple roll.")
    pushes: int = Field(0, ge=0, le=10, description="Pushes (pressningar): extra dice, keep the best.")
    blocks: int = Field(0, ge=0, le=10, description="Blocks (spärrar): extra dice, keep the worst; beat pushes.")
    missing_subdiscipline: bool = Field(False, description="Lacks the needed sub-discipline: one more block.")


class FvRollResult(FvOutput):
    """One rolled roll."""

    pool: list[int] = Field(description="The faces rolled before nines and zeros, in order.")
    kept: int = Field(description="The face kept: the best when pushed, the worst when blocked.")
    explosions: list[int] = Field(description="Faces added by an open-ended 9, chained.")
    pushes_applied: int
    blocks_applied: int
    gamble: bool = Field(description="A gamble (chansa): no die rolled, it counts as a 0.")
    first_die_zero: bool = Field(description="Open-ended roll whose kept die is 0.")
    die_result: int
    total: int


class FvDiced(FvOutput):
    """The faces used and an informative account of a rolling operation."""

    dice: list[int] = Field(description="The faces actually used, in consumption order.")
    breakdown: str = Field(description="Informative only.")
