"""GRAD: a fixed grade (FASTGRAD) or a master grade (MESTERGRAD) the GM rolls, RUL + the ladder bonus."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any

from pydantic import Field, field_validator, model_validator

from app.rules.dice.source import DiceSource
from app.rules.terminus_alfa.catalogue import LADDER_BONUS
from app.rules.terminus_alfa.dice import Roll, describe, roll_object, rul
from app.rules.terminus_alfa.models import CatalogueId, TaRules
from app.rules.validation import StrictInput, rule_error


class TaGradeInput(StrictInput):
    """Exactly one of ``fixed`` (FASTGRAD, 0…1000) or ``level`` (a MESTERGRAD ladder id)."""

    fixed: Annotated[int, Field(ge=0, le=1000)] | None = Field(None, examples=[20])
    level: CatalogueId | None = Field(
        None, description="easy, normal, difficult, hard, very_hard, unreasonable, epic or impossible."
    )

    @model_validator(mode="before")
    @classmethod
    def _exactly_one(cls, data: Any) -> Any:
        # Checked before the values themselves: the spec names "both or neither" first.
        if isinstance(data, dict):
            given = [key for key in ("fixed", "level") if data.get(key) is not None]
            if len(given) != 1:
                raise rule_error("exactly one of fixed or level")
        return data

    @field_validator("level")
    @classmethod
    def _known_level(cls, level: str | None) -> str | None:
        if level is not None and level not in LADDER_BONUS:
            raise rule_error("unknown level")
        return level


@dataclass(frozen=True)
class Grade:
    """A determined grade: ``value`` is None for an impossible one (no roll allowed)."""

    kind: str
    level: str | None
    bonus: int | None
    value: int | None
    roll: Roll | None

    def as_json(self) -> dict[str, Any]:
        """``{kind, level?, bonus?, value, roll}``: level and bonus only for a master grade."""
        body: dict[str, Any] = {"kind": self.kind}
        if self.kind == "master":
            body["level"] = self.level
            body["bonus"] = self.bonus
        body["value"] = self.value
        body["roll"] = roll_object(self.roll) if self.roll is not None else None
        return body

    def describe(self) -> str:
        if self.roll is not None:
            return f"{self.level}: {describe(self.roll)}"
        return "impossible" if self.value is None else f"fixed {self.value}"


def is_impossible(grade: TaGradeInput) -> bool:
    return grade.level is not None and LADDER_BONUS[grade.level] is None


def determine(grade: TaGradeInput, source: DiceSource, rules: TaRules) -> Grade:
    """The grade's value: fixed as given; impossible without dice; a master grade by the GM's RUL(bonus)."""
    if grade.level is None:
        return Grade("fixed", None, None, grade.fixed, None)
    bonus = LADDER_BONUS[grade.level]
    if bonus is None:
        return Grade("impossible", grade.level, None, None, None)
    roll = rul(source, rules, bonus)
    return Grade("master", grade.level, bonus, roll.total, roll)
