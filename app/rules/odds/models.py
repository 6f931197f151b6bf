"""The odds answers as the OpenAPI document describes them."""

from __future__ import annotations

from pydantic import BaseModel, Field


class Chance(BaseModel):
    value: bool | int | float | str | None = Field(description="One value the field takes (null when absent).")
    absent: bool = Field(description="True for the results that do not have this field at all.")
    probability: float = Field(description="Its probability, as a decimal.", examples=[0.61])
    fraction: str = Field(description="Its exact probability, as a fraction in lowest terms.", examples=["61/100"])


class OperationOdds(BaseModel):
    """What a rule operation would report, before its dice are rolled."""

    system: str = Field(examples=["fimbulvinter"])
    operation: str = Field(examples=["check"])
    outcomes: dict[str, list[Chance]] = Field(
        description=(
            "Per scalar output field of the operation (nested objects as `a.b`; lists, `dice` and "
            "`breakdown` left out), every value it can take with its exact probability. Each field's "
            "probabilities sum to 1 minus `tail_probability`."
        )
    )
    tail_probability: float = Field(
        description="The probability of the paths cut at `explosion_depth` (0 where no die explodes)."
    )
    tail_fraction: str = Field(description="`tail_probability` exactly.", examples=["1/10000000"])
    explosion_depth: int = Field(
        description="Dice rolled because a face exploded (or a roll-off tied) that one path may take."
    )
    evaluations: int = Field(description="How many face sequences the rule was run on.")
