"""The stateless rolling operations: ``roll`` (RUL), ``grade`` (GRAD) and ``check`` (RUL:EVNE vs GRAD)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, Literal

from pydantic import Field
from pydantic.json_schema import SkipJsonSchema

from app.rules.odds.enumerate import Limits
from app.rules.odds.independent import distribution
from app.rules.odds.summary import Tallied, Tally
from app.rules.protocol import JsonObject
from app.rules.terminus_alfa.dice import Roll, describe, dice_source, roll_object, rul
from app.rules.terminus_alfa.grades import Grade, TaGradeInput, determine, is_impossible
from app.rules.terminus_alfa.models import Modifier, Output, TaRulesInput, full_rules
from app.rules.validation import ForcedFaces, StrictInput, parse

# -- inputs -------------------------------------------------------------------------------------------


class TaRollInput(StrictInput):
    """A plain roll (RUL) of two dice plus a modifier."""

    modifier: Modifier = Field(0, description="Added to the dice (−1000…1000).")
    rules: TaRulesInput | None = None
    dice: ForcedFaces = None


class TaGradeRequest(StrictInput):
    """Determine a grade: a fixed one, or a master grade rolled by the GM."""

    grade: TaGradeInput
    rules: TaRulesInput | None = None
    dice: ForcedFaces = None


class TaCheckInput(StrictInput):
    """An ability roll (RUL:EVNE) against a grade; reaching the grade exactly succeeds."""

    ability: Annotated[int, Field(ge=-100, le=1000)] = Field(description="The ability (EVNE) value.")
    modifier: Modifier = 0
    grade: TaGradeInput
    rules: TaRulesInput | None = None
    dice: ForcedFaces = None


# -- outputs ------------------------------------------------------------------------------------------


class TaRollObject(Output):
    """One RUL: ``pairs`` (the first pair sets the flags, the others are terminus extras) and totals."""

    pairs: list[list[int]]
    dice_total: int
    modifier: int
    total: int = Field(description="dice_total + modifier, or 0 on a fumble when fumble_zeroes.")
    is_double: bool
    double_face: int | None
    effect_roll: bool
    terminus_roll: bool
    fumble: bool
    terminus_rerolls: int


class TaRollOutput(TaRollObject):
    dice: list[int]
    breakdown: str = Field(description="Informative only; clients must not parse it.")


class TaGradeObject(Output):
    """A grade: ``level`` and ``bonus`` are present for a master grade only."""

    kind: Literal["fixed", "master", "impossible"]
    level: str | SkipJsonSchema[None] = None
    bonus: int | SkipJsonSchema[None] = None
    value: int | None
    roll: TaRollObject | None


class TaGradeOutput(TaGradeObject):
    impossible: bool
    dice: list[int]
    breakdown: str


class TaCheckOutput(Output):
    allowed: bool = Field(description="False when the GM ruled the action impossible (UMULIGT).")
    roll: TaRollObject | None
    grade: TaGradeObject
    success: bool
    margin: int | None
    dice: list[int]
    breakdown: str


# -- operations ---------------------------------------------------------------------------------------


def roll(raw: Mapping[str, Any]) -> JsonObject:
    request = parse(TaRollInput, raw)
    rules = full_rules(request.rules)
    with dice_source(request.dice, rules) as source:
        result = rul(source, rules, request.modifier)
    return {**roll_object(result), "dice": source.used, "breakdown": describe(result)}


def grade(raw: Mapping[str, Any]) -> JsonObject:
    request = parse(TaGradeRequest, raw)
    rules = full_rules(request.rules)
    with dice_source(request.dice, rules) as source:
        result = determine(request.grade, source, rules)
    return {
        **result.as_json(),
        "impossible": result.kind == "impossible",
        "dice": source.used,
        "breakdown": result.describe(),
    }


def _check_breakdown(result: Roll, target: Grade, success: bool) -> str:
    return f"{describe(result)} vs {target.value} -> {'success' if success else 'failure'}"


def _judged(result: Roll, target: Grade) -> JsonObject:
    """Reaching the grade exactly succeeds; a roll zeroed by a fumble fails."""
    value = target.value if target.value is not None else 0
    return {"success": not result.auto_fail and result.total >= value, "margin": result.total - value}


def check(raw: Mapping[str, Any]) -> JsonObject:
    request = parse(TaCheckInput, raw)
    rules = full_rules(request.rules)
    if is_impossible(request.grade):
        with dice_source(request.dice, rules) as source:
            impossible = determine(request.grade, source, rules)
        return {
            "allowed": False,
            "roll": None,
            "grade": impossible.as_json(),
            "success": False,
            "margin": None,
            "dice": source.used,
            "breakdown": "impossible: no roll allowed",
        }
    with dice_source(request.dice, rules) as source:  # the character's roll first, then the GM's grade roll
        result = rul(source, rules, request.ability + request.modifier)
        target = determine(request.grade, source, rules)
    judged = _judged(result, target)
    return {
        "allowed": True,
        "roll": roll_object(result),
        "grade": target.as_json(),
        **judged,
        "dice": source.used,
        "breakdown": _check_breakdown(result, target, judged["success"]),
    }


def check_odds(raw: Mapping[str, Any], limits: Limits) -> Tallied | None:
    """The odds of :func:`check` against a master grade, roll by roll: the character's roll and the GM's
    are independent, so each one's fields are tallied from its own results, and success and margin from
    the totals alone. None (walk :func:`check` whole) for a fixed or impossible grade: one roll at most."""
    request = parse(TaCheckInput, raw)
    if request.grade.level is None or is_impossible(request.grade):
        return None
    rules = full_rules(request.rules)

    def ability_roll() -> Roll:
        with dice_source(None, rules) as source:
            return rul(source, rules, request.ability + request.modifier)

    def grade_roll() -> Grade:
        with dice_source(None, rules) as source:
            return determine(request.grade, source, rules)

    rolls, grades = distribution(ability_roll, limits), distribution(grade_roll, limits)
    if rolls is None or grades is None:
        return None
    everything = rolls.denominator * grades.denominator
    fields = Tally()
    fields.add({"allowed": True}, everything)
    for result, count in rolls.results:
        fields.add({"roll": roll_object(result)}, count * grades.denominator)
    for target, count in grades.results:
        fields.add({"grade": target.as_json()}, count * rolls.denominator)
    totals = rolls.grouped(lambda result: (result.auto_fail, result.total))
    values = grades.grouped(lambda target: target.value)
    margins: dict[tuple[bool, int], list[Any]] = {}  # what _judged reads: the fumble and the margin
    for result, count in totals:
        for target, target_count in values:
            margin = margins.get(key := (result.auto_fail, result.total - (target.value or 0)))
            if margin is None:
                margins[key] = [result, target, count * target_count]
            else:
                margin[2] += count * target_count
    for result, target, count in margins.values():
        fields.add(_judged(result, target), count)
    evaluations = rolls.evaluations + grades.evaluations + len(margins)
    return Tallied(fields, everything, everything, evaluations)
