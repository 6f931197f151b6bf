"""Models of ``derived_stats``, ``add_stress`` and ``apply_damage``."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import ConfigDict, Field, ValidationInfo, field_validator, model_validator

from app.rules.i_rikets_tjanst.fields import (
    UNIQUE_CONDITION_IDS,
    Attribute,
    Between,
    Bleeding,
    Cause,
    DamageType,
    Identifier,
    Kp,
    Rate,
    Stability,
)
from app.rules.i_rikets_tjanst.models.common import IrtBreakdownRoll, IrtDyingCondition, Output
from app.rules.validation import ForcedFaces, StrictInput, rule_at, rule_error

DamageStep = Literal["fit", "wounded", "unconscious", "dying", "dead"]
DamageEvent = Literal[
    "already_dead",
    "stress_from_damage",
    "became_wounded",
    "became_unconscious",
    "dying_from_shock",
    "killed_by_damage",
    "stress_from_critical",
    "bleeding_light",
    "bleeding_heavy",
    "dying_from_critical",
    "fell_prone",
    "killed_by_critical",
]
MAX_EXTRA_DEPTH = 32
"""Extra keys of a dying condition are echoed back: deeper JSON could not be rendered again."""


def json_depth(value: object) -> int:
    """Nesting depth of a JSON value, without recursion."""
    depth, level = 0, [value]
    while level:
        depth += 1
        level = [
            item
            for container in level
            if isinstance(container, (dict, list))
            for item in (container.values() if isinstance(container, dict) else container)
        ]
    return depth


class IrtDerivedStatsInput(StrictInput):
    fysik: Attribute
    vilja: Attribute
    stability: Stability = 3
    dice: ForcedFaces = Field(None, description="Nothing is rolled: must be absent or empty.")


class IrtDerivedStatsOutput(Output):
    toughness: int = Field(description="Tålighet = Fysik + Vilja.")
    wounded_from: int = Field(description="KP total at which Wounded starts (T + 1).")
    unconscious_from: int
    dying_from: int
    dead_from: int
    stability: int
    breakdown_thresholds: list[int] = Field(description="[S, 2S, 3S].")
    breakdown: str


class IrtAddStressInput(StrictInput):
    stress: Kp = 0
    stability: Stability = 3
    amount: Annotated[int, Between(0, 99)]
    dice: ForcedFaces = Field(None, description="Nothing is rolled: must be absent or empty.")


class IrtAddStressOutput(Output):
    stress: int
    breakdown_rolls: list[IrtBreakdownRoll]
    breakdown: str


class IrtDyingConditionInput(StrictInput):
    """A dying condition (Döende); keys beyond these are kept as given."""

    model_config = ConfigDict(extra="allow")

    id: Identifier
    cause: Cause
    rate: Rate
    stabilisation: Annotated[int, Between(0, 3)] = 0
    stabilised: bool | None = Field(None, description="Default: stabilisation >= 3.")

    @model_validator(mode="after")
    def _shallow_extras(self) -> IrtDyingConditionInput:
        for key, value in (self.__pydantic_extra__ or {}).items():
            if json_depth(value) > MAX_EXTRA_DEPTH:
                raise rule_at(f"nested more than {MAX_EXTRA_DEPTH} levels deep", key)
        return self

    @property
    def is_stabilised(self) -> bool:
        return self.stabilisation >= 3 if self.stabilised is None else self.stabilised

    def as_json(self) -> dict[str, Any]:
        return {
            **(self.__pydantic_extra__ or {}),
            "id": self.id,
            "cause": self.cause,
            "rate": self.rate,
            "stabilisation": self.stabilisation,
            "stabilised": self.is_stabilised,
        }


class IrtCriticalRef(StrictInput):
    damage_type: DamageType
    row: Annotated[int, Between(1, 15)]


class IrtApplyDamageInput(StrictInput):
    """A character (Fysik, Vilja, current damage, Stress...) and the KP damage and critical row it takes."""

    fysik: Attribute
    vilja: Attribute
    damage: Kp = Field(0, description="Current KP damage.")
    stress: Kp = 0
    stability: Stability = 3
    bleeding: Bleeding = "none"
    dying: Annotated[list[IrtDyingConditionInput], UNIQUE_CONDITION_IDS] = Field(default_factory=list, max_length=200)
    unconscious: bool = False
    dead: bool = False
    hp_damage: Kp
    source: Literal["attack", "bleeding", "other"] = Field(
        "attack", description="A label only: it never changes the result."
    )
    critical: IrtCriticalRef | None = Field(None, description="Requires hp_damage >= 1.")
    dice: ForcedFaces = Field(None, description="Nothing is rolled: must be absent or empty.")

    @field_validator("critical")
    @classmethod
    def _needs_damage(cls, critical: IrtCriticalRef | None, info: ValidationInfo) -> IrtCriticalRef | None:
        if critical is not None and info.data.get("hp_damage", 1) < 1:
            raise rule_error("a critical hit needs at least 1 KP of damage through protection")
        return critical


class IrtApplyDamageOutput(Output):
    toughness: int
    damage: int = Field(description="New total KP damage.")
    damage_step: DamageStep
    wounded: bool
    unconscious: bool
    dead: bool
    stress_gained: int
    stress: int
    breakdown_rolls: list[IrtBreakdownRoll]
    bleeding: Bleeding
    dying: list[IrtDyingCondition]
    fell_prone: bool
    events: list[DamageEvent] = Field(description="Codes in the order the rules apply them.")
    breakdown: str
