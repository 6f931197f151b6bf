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
            "Per scalar output field of the operation (nested objects as `a.b`, each object of a list of "
            "objects named by their own `id` as `a[id].b`, each place of a list of names, such as an "
            "initiative order, as `a[0]`, `a[1]`..., and each object of the lists of objects without ids "
            "that the operation's description names, such as a phase's attacks, per place as `a[0].b`; "
            "other lists, `dice` and `breakdown` left out), every value it can take with its exact "
            "probability. Each field's probabilities sum to 1 minus `tail_probability`."
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


class TotalChance(BaseModel):
    total: int = Field(examples=[7])
    probability: float = Field(examples=[0.16666666666666666])
    fraction: str = Field(examples=["1/6"])


class RollOdds(BaseModel):
    """The exact distribution of a dice expression's total, before it is rolled."""

    expression: str = Field(examples=["2d6"])
    outcomes: list[TotalChance] = Field(description="Every total with its exact probability, lowest first.")
    mean: float = Field(examples=[7.0])
    mean_fraction: str = Field(examples=["7"])
    stdev: float = Field(examples=[2.41522945769824])
    min: int = Field(examples=[2])
    max: int = Field(examples=[12])
    percentiles: dict[str, int] = Field(
        description="For 5, 10, 25, 50, 75, 90 and 95: the least total reached with at least that probability.",
        examples=[{"5": 3, "10": 4, "25": 5, "50": 7, "75": 9, "90": 10, "95": 11}],
    )
    at_least: dict[str, float] = Field(
        description="For each total: the probability of rolling it or more.", examples=[{"2": 1.0, "12": 0.0278}]
    )
    tail_probability: float = Field(description="Paths cut at `explosion_depth` (explosions, repeated rerolls).")
    tail_fraction: str = Field(examples=["0"])
    explosion_depth: int
    evaluations: int = Field(description="How many face sequences were walked.")
